"""The computer players play whole card games, against each other and against random
play, with the random-play tests' invariants checked after every move: with the built-in
decks, with random legal decks from the whole card pool and in Sealed (a few games of
the soak, tests/soak.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import soak
from soak import play, setup
from test_random_play import check_invariants

from digimon_tui.cards.decks import load_deck
from digimon_tui.sealed.booster import load_booster
from digimon_tui.simulate import random_game
from digimon_tui.simulate_sealed import simulate_sealed

PAIRS = [("bot:2", "bot:1"), ("random", "bot:2"), ("bot:1", "random")]


@pytest.mark.parametrize("players", PAIRS)
def test_bots_play_whole_games_keeping_the_invariants(cards, players):
    decks = (load_deck("yellow"), load_deck("red"))
    for seed in range(8):
        g = random_game(cards, decks, seed, players=players, check=check_invariants)
        assert g.pending is None and g.winner in ("p1", "p2"), (seed, g.win_reason)


# Seeds among whose first games the bot meets "choose a card ... or done" (it once crashed
# there: BT1-078 Jagamon, BT3-091 Lilithmon, BT7-049 MameTyramon).


@pytest.mark.parametrize(
    ("players", "seed"),
    [(("bot:2", "bot:1"), 7), (("random", "bot:2"), 7), (("bot:1", "random"), 23)],
)
def test_bots_play_random_decks_from_the_whole_pool_keeping_the_invariants(cards, players, seed):
    for i in range(6):
        g, failure = play(cards, setup(cards, seed, i, players, sealed=False))
        assert failure is None, failure.describe()
        assert g is not None and g.winner is not None


@pytest.mark.parametrize(("players", "seed"), [(("bot:2", "random"), 15), (("bot:1", "bot:2"), 5)])
def test_bots_play_sealed_keeping_the_invariants(cards, players, seed):
    for i in range(4):
        g, failure = play(cards, setup(cards, seed, i, players, sealed=True))
        assert failure is None, failure.describe()
        assert g is not None and g.winner is not None


def test_a_sealed_simulation_with_a_bot_seat_plays_to_the_end(cards):
    """`simulate --format sealed --p1 bot`: every game ends with a result."""
    res = simulate_sealed(cards, load_booster("BT1"), 6, 4, seed=44, players=("bot:2", "random"))
    assert res.wins[0] + res.wins[1] + res.draws == 4


def test_the_soak_runs_as_its_docstring_says(tmp_path):
    """`python tests/soak.py --games N --seed S`, from any folder: the figures, exit 0."""
    done = subprocess.run(
        [sys.executable, str(Path(soak.__file__)), "--games", "3", "--seed", "1"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "games 3 " in done.stdout and "crashes 0, invariant breaks 0" in done.stdout
