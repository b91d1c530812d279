"""BT5-044 Sakuyamon (no official ruling), played where a wrong reading of its text would
show: in the opponent's turn, the Digimon they move out of the breeding area (not Sakuyamon)
gains <Security A. -3> and so checks no security card; in its own turn the opponent's
Security Digimon battle with 3000 DP less."""

from __future__ import annotations

from games import battle, play, position, state


def test_bt5_044_the_moved_digimon_checks_three_fewer(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["BT5-044"]}], "security": ["TST-1000"] * 4},
        p2={"breeding": {"id": "b", "cards": ["TST-3000"]}},
        turn="p2",
        phase="breeding",
        memory=3,
    )
    play(g, "move", "attack b player")
    assert state(g)["players"]["p1"]["security"] == 4
    assert battle(g, "p1")["s"]["dp"] == 11000


def test_bt5_044_security_digimon_battle_weaker_in_its_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["BT5-044"]}, {"id": "a", "cards": ["TST-4000"]}]},
        p2={"security": ["TST-6000", "TST-6000"]},
        memory=3,
    )
    play(g, "attack a player")
    assert "a" in battle(g, "p1")  # 4000 against 6000 - 3000: the Security Digimon loses
    assert state(g)["players"]["p2"]["trash"] == ["TST-6000"]
