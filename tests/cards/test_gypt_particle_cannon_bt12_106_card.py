"""BT12-106 Gypt Particle Cannon (no official ruling): "[Main] Suspend all of your opponent's
Digimon and Tamers. Your opponent's cards don't unsuspend during their next unsuspend phase",
usable without its green while a Tamer with the [Hunter] trait is in play; its [Security]
effect suspends them all."""

from __future__ import annotations

from builders import tamer
from games import battle, legal, play, position, with_cards

CANNON = "BT12-106"
HUNTER = tamer("TST-1", colors=("red",), types=["Hunter"])
PLAIN = tamer("TST-2", colors=("red",), types=["Hero"])


def _position(pool):
    """p1's green Digimon meets the colour requirement; p2 has a Digimon and a Tamer."""
    return position(
        pool,
        p1={"hand": [CANNON], "battle": [{"id": "m", "cards": ["TST-3000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}, {"id": "t", "cards": ["ST1-12"]}]},
        memory=10,
    )


def test_bt12_106_suspends_the_opponents_digimon_and_tamers_through_their_unsuspend_phase(pool):
    g = play(_position(pool), f"option {CANNON}")
    theirs = battle(g, "p2")
    assert (theirs["x"]["suspended"], theirs["t"]["suspended"]) == (True, True)
    play(g, "pass")  # p2's turn: its unsuspend phase leaves them suspended
    theirs = battle(g, "p2")
    assert (theirs["x"]["suspended"], theirs["t"]["suspended"]) == (True, True)
    assert "attack x player" not in legal(g)


def test_bt12_106_needs_green_without_a_hunter_tamer(pool):
    """With only a red Tamer in play the green card can't be used; with a red [Hunter] Tamer
    it can."""
    g = position(
        with_cards(pool, HUNTER, PLAIN),
        p1={"hand": [CANNON], "battle": [{"id": "h", "cards": ["TST-2"]}]},
        memory=10,
    )
    assert f"option {CANNON}" not in legal(g)
    g = position(
        with_cards(pool, HUNTER, PLAIN),
        p1={"hand": [CANNON], "battle": [{"id": "h", "cards": ["TST-1"]}]},
        memory=10,
    )
    assert f"option {CANNON}" in legal(g)
