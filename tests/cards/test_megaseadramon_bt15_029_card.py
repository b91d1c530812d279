"""BT15-029 MegaSeadramon (no official ruling): "[On Play] [When Digivolving] By placing 1 of
your other blue Digimon as this Digimon's bottom digivolution card, return 1 of your
opponent's Digimon whose level is less than or equal to the placed card's level to the bottom
of the deck", and its inherited "[When Attacking] [Once Per Turn] By placing ..., unsuspend
this Digimon": the level compared is the placed Digimon's, not MegaSeadramon's."""

from __future__ import annotations

from builders import digimon
from games import battle, legal, play, position, state, with_cards

MEGASEADRAMON = "BT15-029"
STAND_INS = (
    digimon("TST-1", colors=("blue",), level=3, cost=3),
    digimon("TST-2", colors=("blue",), level=4, cost=4),
    digimon("TST-3", colors=("red",), level=6, cost=4),
    digimon("TST-4", colors=("green",), level=4, cost=4, dp=4000),
    digimon("TST-5", colors=("green",), level=5, cost=5, dp=5000),
)


def _played(pool):
    """MegaSeadramon played beside a blue level 4 (b), a blue level 3 (c) and a red level 6."""
    g = position(
        with_cards(pool, *STAND_INS),
        p1={
            "hand": [MEGASEADRAMON],
            "battle": [
                {"id": "b", "cards": ["TST-2"]},
                {"id": "c", "cards": ["TST-1"]},
                {"id": "r", "cards": ["TST-3"]},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-4"]}, {"id": "y", "cards": ["TST-5"]}]},
        memory=7,
    )
    return play(g, f"play {MEGASEADRAMON}")


def test_bt15_029_returns_a_digimon_up_to_the_placed_digimons_level(pool):
    """A level 4 placed under the level 5 MegaSeadramon: only the level 4 may go."""
    g = play(_played(pool), "yes")
    assert legal(g) == ["target b", "target c"]  # not the red one
    play(g, "target b")
    assert battle(g, "p1")["p1-1"]["cards"] == ["TST-2", MEGASEADRAMON]
    assert list(battle(g, "p2")) == ["y"]
    assert state(g)["players"]["p2"]["deck"] == 11


def test_bt15_029_a_level_3_placed_returns_nothing_higher(pool):
    g = play(_played(pool), "yes", "target c")
    assert sorted(battle(g, "p2")) == ["x", "y"]


def test_bt15_029_inherited_unsuspends_the_attacker_for_a_placed_blue_digimon(pool):
    g = position(
        with_cards(pool, *STAND_INS),
        p1={
            "battle": [
                {"id": "a", "cards": [MEGASEADRAMON, "TST-3"]},
                {"id": "b", "cards": ["TST-1"]},
            ]
        },
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
    )
    play(g, "attack a player", "yes")
    assert battle(g, "p1")["a"]["suspended"] is False
    assert battle(g, "p1")["a"]["cards"] == ["TST-1", MEGASEADRAMON, "TST-3"]
