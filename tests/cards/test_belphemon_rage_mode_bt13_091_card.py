"""BT13-091 Belphemon: Rage Mode (no official ruling), played where a wrong reading of its
text would show: at the start of its player's main phase it deletes every opponent's level 5
or lower Digimon, then gets +3000 DP and <Security A. +1> only with 6 or fewer cards in the
hand; after its attack it may unsuspend by deleting another of its player's Digimon, once a
turn; under a [Belphemon: Sleep Mode], the opponent's turn ends with that top card trashed."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state, with_cards

SLEEP_MODE = {
    "number": "TST-1",
    "name": "Belphemon: Sleep Mode",
    "category": "digimon",
    "colors": ["purple"],
    "level": 6,
    "cost": 5,
    "dp": 6000,
}


@pytest.mark.parametrize(("hand", "dp"), [(6, 17000), (7, 14000)])
def test_bt13_091_main_phase_start_deletes_level_5_or_lower_then_grows_with_a_small_hand(
    pool, hand, dp
):
    g = position(
        pool,
        p1={"hand": ["ST1-02"] * hand, "battle": [{"id": "b", "cards": ["BT13-091"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}, {"id": "y", "cards": ["BT13-091"]}]},
        phase="breeding",
        memory=3,
    )
    assert list(battle(g, "p2")) == ["y"]  # Greymon (level 4) deleted, level 6 stays
    assert battle(g, "p1")["b"]["dp"] == dp


def test_bt13_091_end_of_attack_unsuspends_by_deleting_another_once_a_turn(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "b", "cards": ["BT13-091"]},
                {"id": "o", "cards": ["TST-1000"]},
                {"id": "p", "cards": ["TST-2000"]},
            ]
        },
        p2={"security": ["ST1-02"] * 5},
        memory=3,
    )
    play(g, "attack b player", "yes", "target o")
    assert battle(g, "p1")["b"]["suspended"] is False and "o" not in battle(g, "p1")
    play(g, "attack b player")
    assert "yes" not in legal(g)
    assert battle(g, "p1")["b"]["suspended"] is True and "p" in battle(g, "p1")


def test_bt13_091_inherited_trashes_sleep_mode_at_the_end_of_the_opponents_turn(pool):
    g = position(
        with_cards(pool, SLEEP_MODE),
        p1={"battle": [{"id": "s", "cards": ["BT13-091", "TST-1"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "pass")
    assert battle(g, "p1")["s"]["cards"] == ["BT13-091"]
    assert state(g)["players"]["p1"]["trash"] == ["TST-1"]
