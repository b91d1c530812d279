"""Games played in batches of consecutive game numbers, on this machine's worker processes
(Ray's tasks are `cluster`'s): each game depends only on its seed, so however the games
are cut, the batches' results add up to the same totals.

The workers are forked from the process that loaded the card pool, where the platform
allows it, so they start with the pool, the modules and the game to play already in memory
(milliseconds) instead of importing and loading them again. A batch is sent as two
numbers, and the batches shrink as the run goes on, so the workers finish together.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from math import ceil
from typing import Any, TypeVar

R = TypeVar("R")

LONGEST = 200
"""Games in a batch at most: a progress bar moves at least every this many games."""

SHARE = 4
"""A batch is at most 1/(SHARE × workers) of the games not yet handed out: long batches
at first (few messages), a game or two at the end (no worker waits long for another)."""


def spans(games: int, workers: int) -> list[tuple[int, int]]:
    """Games `0 .. games-1` cut into batches `(start, stop)` for `workers`, in order,
    each a shrinking share of what is left (guided scheduling)."""
    out: list[tuple[int, int]] = []
    start = 0
    while start < games:
        size = max(1, min(LONGEST, ceil((games - start) / (SHARE * workers))))
        out.append((start, start + size))
        start += size
    return out


def start_method() -> str:
    """`fork` where the platform has it safely and this process has one thread (a child
    forked from a threaded process, the app's, may inherit a lock another thread held);
    otherwise `forkserver` (or `spawn`, where there is no fork at all), which imports the
    modules in each worker and sends it the game once."""
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and sys.platform != "darwin" and threading.active_count() == 1:
        return "fork"
    return "forkserver" if "forkserver" in methods else "spawn"


_play: Callable[[int, int], Any] | None = None
"""In a worker process: what it plays, set once as the worker starts (inherited when it
is forked), so that a batch is sent as two numbers."""


def _start(play: Callable[[int, int], Any]) -> None:
    global _play
    _play = play


def _batch(start: int, stop: int) -> Any:
    assert _play is not None
    return _play(start, stop)


def on_processes(
    play: Callable[[int, int], R], parts: list[tuple[int, int]], workers: int
) -> Iterator[tuple[R, int]]:
    """`play(start, stop)` for each batch of `parts` on `workers` processes: each batch's
    result and its number of games, as the batches finish."""
    # Imported here: the process pool's modules cost as much to import as four games.
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed

    context = multiprocessing.get_context(start_method())
    with ProcessPoolExecutor(
        workers, mp_context=context, initializer=_start, initargs=(play,)
    ) as pool:
        jobs = {pool.submit(_batch, a, b): b - a for a, b in parts}
        for job in as_completed(jobs):
            yield job.result(), jobs[job]
