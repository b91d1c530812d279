"""BT12-026 ShogunGekomon, beyond its ruling (tests/rulings/bt12.toml): "[When Digivolving]
By placing 1 blue level 5 or lower Digimon card from your hand under this Digimon as its
bottom digivolution card, trash the bottom 2 digivolution cards of 2 of your opponent's
Digimon. [All Turns] [Once Per Turn] If a digivolution card of an opponent's Digimon is
trashed, gain 1 memory": only a level 5 or lower goes under, and its own trashing gains 1
memory, once."""

from __future__ import annotations

from builders import digimon
from games import battle, legal, play, position, state, with_cards

SHOGUNGEKOMON = "BT12-026"
STAND_INS = (
    digimon("TST-1", colors=("blue",), level=4),
    digimon("TST-2", colors=("blue",), level=5),
    digimon("TST-3", colors=("blue",), level=6),
)


def _digivolved(pool):
    """ShogunGekomon over a blue level 4 (3 of 5 memory), a level 5 and a level 6 in the
    hand; the opponent's x with 3 digivolution cards, y with 1, z with none."""
    g = position(
        with_cards(pool, *STAND_INS),
        p1={
            "hand": [SHOGUNGEKOMON, "TST-2", "TST-3"],
            "battle": [{"id": "a", "cards": ["TST-1"]}],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-02", "ST1-02", "TST-1000", "TST-3000"]},
                {"id": "y", "cards": ["TST-2000", "TST-4000"]},
                {"id": "z", "cards": ["TST-5000"]},
            ]
        },
        memory=5,
    )
    return play(g, f"digivolve a {SHOGUNGEKOMON}")


def test_bt12_026_trashes_the_bottom_2_of_2_digimon_and_gains_1_memory_once(pool):
    g = play(_digivolved(pool), "yes")  # the level 5 is the only card that may go under
    assert battle(g, "p1")["a"]["cards"] == ["TST-2", "TST-1", SHOGUNGEKOMON]
    assert state(g)["players"]["p1"]["hand"] == ["TST-3", "ST1-02"]
    play(g, "target x", "target y")
    theirs = battle(g, "p2")
    assert (theirs["x"]["cards"], theirs["y"]["cards"]) == (["TST-1000", "TST-3000"], ["TST-4000"])
    play(g, "first 1")  # a trigger for each Digimon's cards trashed: the second is spent
    assert state(g)["memory"] == 3
    assert "first 1" not in legal(g)


def test_bt12_026_declined_trashes_nothing(pool):
    g = play(_digivolved(pool), "no")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-02", "ST1-02", "TST-1000", "TST-3000"]
    assert state(g)["memory"] == 2
