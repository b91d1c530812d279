"""EX5-037 Vajramon, EX5-038 Vikaralamon and EX5-040 Kumbhiramon, the parts of their texts
their official rulings (on their [On Play] and Vajramon's Option trigger) leave alone: the
inherited "[Your Turn] [Once Per Turn] While this Digimon has [Four Sovereigns] or [God Beast]
in its traits, it gains <Piercing>", which pierces once a turn (15-14-1); Vikaralamon's
once-a-turn unsuspension when one of its player's Digimon wins a battle; Kumbhiramon's
once-a-turn draw when an opponent's Digimon becomes suspended, in either player's turn."""

from __future__ import annotations

import pytest
from games import battle, play, position, state


@pytest.mark.parametrize("under", ["EX5-037", "EX5-038", "EX5-040"])
def test_ex5_deva_inherited_piercing_checks_security_once_a_turn(pool, under):
    """Under EX5-024 Azulongmon ([Four Sovereigns]) the Digimon deletes x in battle and checks
    1 security card; BT1-095 Brave Shield unsuspends it, and deleting y checks none."""
    g = position(
        pool,
        p1={
            "hand": ["BT1-095"],
            "battle": [{"id": "a", "cards": [under, "EX5-024"]}, {"id": "r", "cards": ["ST1-03"]}],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000"], "suspended": True},
                {"id": "y", "cards": ["TST-1000"], "suspended": True},
            ],
            "security": ["TST-1000"] * 3,
        },
        memory=10,
    )
    play(g, "attack a x")
    assert state(g)["players"]["p2"]["security"] == 2
    play(g, "option BT1-095", "target a", "attack a y")
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["security"] == 2


def test_ex5_deva_inherited_piercing_of_two_cards_is_two_effects(pool):
    """Over both EX5-037 and EX5-038 each [Once Per Turn] effect is its own: the second win in
    battle of the turn checks security too."""
    g = position(
        pool,
        p1={
            "hand": ["BT1-095"],
            "battle": [
                {"id": "a", "cards": ["EX5-037", "EX5-038", "EX5-024"]},
                {"id": "r", "cards": ["ST1-03"]},
            ],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000"], "suspended": True},
                {"id": "y", "cards": ["TST-1000"], "suspended": True},
            ],
            "security": ["TST-1000"] * 3,
        },
        memory=10,
    )
    play(g, "attack a x", "option BT1-095", "target a", "attack a y")
    assert state(g)["players"]["p2"]["security"] == 1


def test_ex5_deva_inherited_piercing_needs_the_trait(pool):
    """Under TST-13000 (no [Four Sovereigns] or [God Beast]) the win in battle checks nothing."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["EX5-038", "TST-13000"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-1000"], "suspended": True}],
            "security": ["TST-1000"],
        },
    )
    play(g, "attack a x")
    assert state(g)["players"]["p2"]["security"] == 1


def test_ex5_038_vikaralamon_unsuspends_once_a_turn_after_a_win_in_battle(pool):
    """Vikaralamon deletes x in battle and unsuspends; then it deletes y and stays suspended."""
    g = position(
        pool,
        p1={"battle": [{"id": "v", "cards": ["EX5-038"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000"], "suspended": True},
                {"id": "y", "cards": ["TST-1000"], "suspended": True},
            ]
        },
    )
    play(g, "attack v x")
    assert battle(g, "p1")["v"]["suspended"] is False
    play(g, "attack v y")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["v"]["suspended"] is True


def test_ex5_040_kumbhiramon_draws_once_when_an_opponents_digimon_suspends(pool):
    """In p2's turn, p2's x attacks (it suspends): Kumbhiramon's player draws 1; y attacks
    next: no more cards."""
    g = position(
        pool,
        p1={"battle": [{"id": "k", "cards": ["EX5-040"]}], "security": ["TST-1000"] * 2},
        p2={"battle": [{"id": "x", "cards": ["TST-2000"]}, {"id": "y", "cards": ["TST-2000"]}]},
        turn="p2",
    )
    play(g, "attack x player")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]
    play(g, "attack y player")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]
