"""BT9-056 Dinotigermon (its ruling Q1852 is in tests/rulings/bt9.toml) and BT15-056
Ryudamon (Q2541 in tests/rulings/bt15.toml), where a wrong reading would show."""

from __future__ import annotations

from games import battle, play, position, state


def test_bt9_056_with_x_antibody_under_it_suspends_then_unsuspends_itself(pool):
    """The [X Antibody] Option under it: its [When Attacking] suspends the opponent's Digimon,
    and that suspension lets it unsuspend itself ([Your Turn], once a turn)."""
    g = position(
        pool,
        p1={"battle": [{"id": "d", "cards": ["BT9-109", "BT9-056"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}], "security": ["TST-1000", "TST-1000"]},
        memory=3,
    )
    play(g, "attack d player", "first 1", "yes", "no")
    assert battle(g, "p2")["x"]["suspended"] is True
    assert battle(g, "p1")["d"]["suspended"] is False


def test_bt15_056_places_shuu_yulin_for_its_shield(pool):
    """At the start of its main phase Shuu Yulin from the hand goes under it; declined, the
    card stays in the hand."""
    g = position(
        pool,
        p1={"battle": [{"id": "r", "cards": ["BT15-056"]}], "hand": ["BT15-087"]},
        phase="breeding",
        memory=3,
    )
    play(g, "yes")
    assert battle(g, "p1")["r"]["cards"] == ["BT15-087", "BT15-056"]
    assert state(g)["players"]["p1"]["hand"] == []


def test_bt15_056_inherited_suspends_a_digimon_no_dearer_than_it(pool):
    """Under a Digimon (play cost 5) that becomes suspended by attacking: the opponent's
    cost 3 Digimon is suspended, not the cost 6 one."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT15-056", "ST1-07"]}]},
        p2={
            "battle": [{"id": "cheap", "cards": ["ST1-03"]}, {"id": "dear", "cards": ["BT1-021"]}],
            "security": ["TST-1000", "TST-1000"],
        },
        memory=3,
    )
    play(g, "attack a player")
    assert battle(g, "p2")["cheap"]["suspended"] is True
    assert battle(g, "p2")["dear"]["suspended"] is False
