"""Games in batches on worker processes: every game in exactly one batch, batches that
shrink so the workers finish together, workers forked from the process that loaded the
cards (nothing loaded or sent again), the platform's own way where fork is missing, and
the runners below `simulate` in the layers."""

from __future__ import annotations

import ast
import multiprocessing
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_simulate import _same

import digimon_tui
from digimon_tui.batches import LONGEST, spans, start_method
from digimon_tui.card_files.loader import load_card_file, load_cards
from digimon_tui.cards.decks import load_deck
from digimon_tui.cards.model import Card
from digimon_tui.cards.pool import CardPool
from digimon_tui.simulate import Outcome, card_game, outcome, run, simulate


@pytest.mark.parametrize(("games", "workers"), [(1, 1), (7, 2), (1000, 2), (24, 3), (5000, 64)])
def test_batches_hold_every_game_once_in_order(games: int, workers: int) -> None:
    parts = spans(games, workers)
    assert [g for a, b in parts for g in range(a, b)] == list(range(games))
    assert all(b > a for a, b in parts)


def test_batches_shrink_to_single_games_at_the_end() -> None:
    """Long batches first (few messages), then shorter ones: at the end a worker waits at
    most a game for the other, not a batch of thirty."""
    sizes = [b - a for a, b in spans(1000, 2)]
    assert sizes == sorted(sizes, reverse=True)
    assert sizes[0] <= LONGEST and sizes[-4:] == [1, 1, 1, 1]
    assert len(sizes) < 60  # 1,000 games in few messages
    assert max(b - a for a, b in spans(100_000, 2)) == LONGEST  # the progress bar still moves


@pytest.fixture
def default_start_method() -> Iterator[None]:
    """Restore the default start method a test changes."""
    before = multiprocessing.get_start_method(allow_none=True)
    try:
        yield
    finally:
        multiprocessing.set_start_method(before, force=True)


def test_workers_fork_from_the_loaded_process_whatever_the_default(
    cards, default_start_method
) -> None:
    """A worker forked after the cards were loaded starts with them, the decks and the
    game to play in memory: nothing is imported, loaded or sent again, so it starts in
    milliseconds. A game that can't be sent at all (a closure) plays on two workers even
    where the default start method sends it (spawn: macOS, Windows; forkserver: Linux
    from Python 3.14)."""
    multiprocessing.set_start_method("spawn", force=True)
    decks = (load_deck("red"), load_deck("blue"))

    def play_one(seed: int, i: int) -> Outcome:  # a local function: it can't be pickled
        return outcome(*card_game(cards, decks, ("random", "random"), False, seed, i))

    forked = run(play_one, ("red", "blue"), 6, seed=3, workers=2)
    alone = simulate(cards, decks, 6, seed=3, workers=1, names=("red", "blue"))
    assert forked.workers == 2 and _same(forked) == _same(alone)


def test_forked_workers_read_no_card_file(tmp_path: Path) -> None:
    """The decks' sets are read and their cards dealt in the process that forks the
    workers, once, not again by each worker in its first game (the pool reads a set when
    one of its cards is first asked for)."""
    if start_method() != "fork":
        pytest.skip("workers are not forked on this platform")
    readers = tmp_path / "readers"
    built_in = load_cards()
    assert isinstance(built_in, CardPool)
    files = {code: built_in.file_of(f"{code}-01") for code in ("ST1", "ST2")}

    def read(path: Path) -> tuple[Card, ...]:
        with readers.open("a") as out:
            out.write(f"{os.getpid()}\n")
        return load_card_file(path)

    pool = CardPool({code: path for code, path in files.items() if path}, read)
    decks = (load_deck("red"), load_deck("blue"))
    res = simulate(pool, decks, 8, seed=5, workers=2)
    assert res.workers == 2 and sum(res.wins) + res.draws == 8
    assert set(readers.read_text().split()) == {str(os.getpid())}


def test_without_fork_workers_are_spawned_with_the_same_totals(cards, monkeypatch) -> None:
    """Where there is no fork (Windows), each worker is spawned and sent the game once:
    slower to start, the same games."""
    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    assert start_method() == "spawn"
    decks = (load_deck("yellow"), load_deck("green"))
    spawned = simulate(cards, decks, 6, seed=2, workers=2)
    alone = simulate(cards, decks, 6, seed=2, workers=1)
    assert spawned.workers == 2 and _same(spawned) == _same(alone)


def test_a_threaded_process_does_not_fork() -> None:
    """A child forked from a process with other threads may inherit a lock one of them
    held (the app runs its games beside its own threads): it is started by a fork server."""
    assert start_method() == "fork"
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert start_method() == "forkserver"
    finally:
        stop.set()
        other.join()


def _imports(module: str) -> set[str]:
    path = Path(digimon_tui.__file__).parent / f"{module}.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            found.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found


@pytest.mark.parametrize("runner", ["batches", "cluster"])
def test_the_batch_runners_import_nothing_of_the_simulation(runner: str) -> None:
    """`simulate` uses the local processes (`batches`) and Ray (`cluster`); they don't
    import it back, so the layers point one way."""
    ours = {m for m in _imports(runner) if m.startswith((".", "digimon_tui"))}
    assert ours == set()
