"""EX4-071 Ame-no-Ohabari (no official ruling), played where a wrong reading would show: the
opponent's Digimon it deletes has a level up to the level of the Digimon deleted for its cost
(the catalogue's text stops at "less than or equal"); a [Ravemon] comes back from the trash at
the end of the opponent's turn only when the Digimon deleted for the cost had [Ravemon] in its
name."""

from __future__ import annotations

from games import battle, legal, play, position, state

OPTION = "EX4-071"
RAVEMON = "EX4-058"


def _used(pool, trash: list[str] | None = None):
    g = position(
        pool,
        p1={
            "hand": [OPTION],
            "trash": trash or [],
            "battle": [
                {"id": "r", "cards": ["ST1-02", RAVEMON]},  # level 6
                {"id": "m", "cards": ["BT1-021"]},  # MetalGreymon, level 5
            ],
        },
        p2={
            "battle": [
                {"id": "six", "cards": ["BT1-025"]},
                {"id": "five", "cards": ["BT1-040"]},
                {"id": "three", "cards": ["ST1-03"]},
            ]
        },
        memory=4,
    )
    return play(g, f"option {OPTION}")


def test_ex4_071_deleting_ravemon_reaches_level_6_and_brings_it_back(pool):
    g = _used(pool)
    play(g, "target r")
    assert legal(g) == ["target six", "target five", "target three"]
    play(g, "target six")
    assert list(battle(g, "p2")) == ["five", "three"]
    play(g, "pass")  # p1's own turn ends: not yet
    assert list(battle(g, "p1")) == ["m"]
    play(g, "pass")  # the end of p2's turn
    assert [d["top"] for d in battle(g, "p1").values()] == ["BT1-021", RAVEMON]


def test_ex4_071_deleting_a_level_5_reaches_level_5_and_brings_nothing_back(pool):
    g = _used(pool, trash=[RAVEMON])
    play(g, "target m")
    assert legal(g) == ["target five", "target three"]
    play(g, "target five", "pass", "pass")
    assert [d["top"] for d in battle(g, "p1").values()] == [RAVEMON]  # r, untouched
    assert RAVEMON in state(g)["players"]["p1"]["trash"]
