"""Comprehensive Rules 3-4-7-5: effects can't reference the breeding area or the cards in it. A
Digimon digivolving there is digivolving all the same (8-1-3), but nothing outside the
breeding area sees it: it isn't "a digivolution this turn" for a condition, and a reduction
of digivolution costs made for the battle area doesn't apply to it.

BT1-007 Tanemon (inherited): "[When Attacking] If you've digivolved this turn, this Digimon
gets +1000 DP for the turn."
BT1-109 Smashed Potatoes: "[Main] For the turn, the next time you would digivolve one of your
green Digimon from level 5 to level 6, reduce the digivolution cost by 4."
BT3-031 Imperialdramon: Dragon Mode: "When one of your [Paildramon] or [Dinobeemon] would
digivolve into this card in your hand, reduce the memory cost of the digivolution by 2."
"""

from __future__ import annotations

from games import battle, play, position, state


def test_bt1_007_tanemon_a_digivolution_in_the_breeding_area_is_not_digivolving_this_turn(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT1-064"],
            "breeding": {"id": "b", "cards": ["BT1-007"]},
            "battle": [{"id": "t", "cards": ["BT1-007", "TST-3000"]}],
        },
        p2={"security": ["TST-3000"]},
        memory=3,
    )
    play(g, "digivolve b BT1-064", "attack t player")  # 3000 against 3000: no +1000
    assert "t" not in battle(g, "p1")


def test_bt1_109_smashed_potatoes_does_not_reduce_a_digivolution_in_the_breeding_area(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT1-109", "ST4-13"],
            "breeding": {"id": "b", "cards": ["ST4-09"]},
            "battle": [{"id": "five", "cards": ["ST4-09"]}],
        },
        memory=10,
    )
    play(g, "option BT1-109", "digivolve b ST4-13")  # the full 4
    assert state(g)["memory"] == 4
    assert state(g)["players"]["p1"]["breeding"]["cards"][-1] == "ST4-13"


def test_bt1_109_smashed_potatoes_still_waits_for_a_battle_area_digivolution(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT1-109", "ST4-13", "ST4-13"],
            "breeding": {"id": "b", "cards": ["ST4-09"]},
            "battle": [{"id": "five", "cards": ["ST4-09"]}],
        },
        memory=10,
    )
    play(g, "option BT1-109", "digivolve b ST4-13", "digivolve five ST4-13")  # 4, then 4 - 4
    assert state(g)["memory"] == 4


def test_bt3_031_imperialdramon_dragon_mode_no_reduction_for_a_paildramon_in_the_breeding_area(
    pool,
):
    g = position(
        pool,
        p1={"hand": ["BT3-031"], "breeding": {"id": "b", "cards": ["BT3-027"]}},
        memory=10,
    )
    play(g, "digivolve b BT3-031")  # the full 5
    assert state(g)["memory"] == 5


def test_bt3_031_imperialdramon_dragon_mode_reduces_for_a_paildramon_in_the_battle_area(pool):
    g = position(
        pool, p1={"hand": ["BT3-031"], "battle": [{"id": "p", "cards": ["BT3-027"]}]}, memory=10
    )
    play(g, "digivolve p BT3-031")  # 5 - 2
    assert state(g)["memory"] == 7
