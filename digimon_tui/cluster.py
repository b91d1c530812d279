"""Simulations on a Ray cluster, for balance studies bigger than one machine.

The games are cut into batches of consecutive game numbers, as on local processes
(`batches`); each batch is a Ray task that plays its games from their seeds, and the batches'
results are added up. Every game depends only on its seed, so a cluster gives the
same totals as this machine for the same seed. Ray is an optional extra
(`pip install 'digimon-tui[cluster]'`), and every node needs digimon-tui installed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

R = TypeVar("R")

INSTALL = "Ray is not installed: pip install 'digimon-tui[cluster]' (or pip install ray)"


class ClusterError(Exception):
    """Ray missing, or the cluster can't be reached: one line for the user."""


def ray_module() -> Any:
    try:
        import ray
    except ImportError:
        raise ClusterError(INSTALL) from None
    return ray


def connect(address: str) -> Any:
    """Ray, connected to the cluster at `address` (`local` starts one on this machine,
    `auto` finds one started here with `ray start`); a connection already made (by
    the caller) is kept."""
    ray = ray_module()
    if not ray.is_initialized():
        try:
            ray.init(address=address, log_to_driver=False, include_dashboard=False)
        except (ConnectionError, ValueError, RuntimeError) as e:
            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            raise ClusterError(f"--ray {address}: can't connect to the cluster: {first}") from None
    return ray


def cpus(ray: Any) -> int:
    """The cluster's CPUs: as many batches run at once."""
    return max(1, int(ray.cluster_resources().get("CPU", 1)))


def _batch(play: Callable[[int, int], R], start: int, stop: int) -> R:
    return play(start, stop)


def on_ray(
    ray: Any, play: Callable[[int, int], R], parts: list[tuple[int, int]]
) -> Iterator[tuple[R, int]]:
    """`play(start, stop)` for each batch of `parts` as a Ray task of the connected
    cluster: each batch's result and its number of games, as the batches finish."""
    task = ray.remote(_batch)
    shared = ray.put(play)  # the cards and decks, sent to each node once
    pending = {task.remote(shared, a, b): b - a for a, b in parts}
    while pending:
        ready, _ = ray.wait(list(pending), num_returns=1)
        for ref in ready:
            yield ray.get(ref), pending.pop(ref)
