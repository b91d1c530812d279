"""BT7-064 DoruGreymon (no official ruling), played where a wrong reading of its text would
show: placing a black [X Antibody] card from the hand at the bottom of its digivolution cards
keeps effects from deleting it or lowering its DP in the opponent's next turn; declined, an
effect deletes it; its inherited <Security A. +1> needs [X Antibody] in the traits."""

from __future__ import annotations

import pytest
from games import play, position, state


def _digivolved(pool, placed: bool, option: str):
    """p1 digivolves Dorugamon into DoruGreymon (placing Agumon (X Antibody) or not) and
    passes; p2 uses `option` on it."""
    g = position(
        pool,
        p1={"hand": ["BT7-064", "BT11-062"], "battle": [{"id": "a", "cards": ["BT7-062"]}]},
        p2={
            "hand": [option],
            "battle": [{"id": "x", "cards": ["ST1-07"]}, {"id": "y", "cards": ["BT1-045"]}],
        },
        memory=3,
    )
    play(g, "digivolve a BT7-064", "yes" if placed else "no", "pass", f"option {option}")
    return state(g)["players"]["p1"]


def test_bt7_064_dorugreymon_placed_card_goes_to_the_bottom_and_keeps_it_from_deletion(pool):
    p1 = _digivolved(pool, True, "ST1-16")
    assert p1["battle"]["a"]["cards"] == ["BT11-062", "BT7-062", "BT7-064"]


def test_bt7_064_dorugreymon_without_the_card_is_deleted_by_an_effect(pool):
    p1 = _digivolved(pool, False, "ST1-16")
    assert p1["battle"] == {} and sorted(p1["trash"]) == ["BT7-062", "BT7-064"]


@pytest.mark.parametrize("placed, dp", [(True, 8000), (False, 6000)])
def test_bt7_064_dorugreymon_placed_card_keeps_its_dp_from_being_reduced(pool, placed, dp):
    """7000 and Dorugamon's inherited +1000; Heaven's Charm's -2000 only when declined."""
    assert _digivolved(pool, placed, "ST3-14")["battle"]["a"]["dp"] == dp


@pytest.mark.parametrize("top, checked", [("BT11-069", 2), ("ST1-09", 1)])
def test_bt7_064_dorugreymon_inherited_security_attack_needs_x_antibody(pool, top, checked):
    """Under MetalGreymon (X Antibody) it checks 2 security cards; under ST1-09, 1."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT7-064", top]}]},
        p2={"security": ["TST-1000"] * 4},
        memory=3,
    )
    play(g, "attack a player")
    assert state(g)["players"]["p2"]["security"] == 4 - checked
