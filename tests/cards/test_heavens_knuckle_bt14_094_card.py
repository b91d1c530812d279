"""BT14-094 Heaven's Knuckle, beyond its ruling (tests/rulings/bt14.toml): "[Main] Activate 1
of the effects below: ・1 of your opponent's Digimon gets -6000 DP for the turn. ・By deleting
1 of your [Angemon], place 1 of your opponent's Digimon at the bottom of their security
stack": the placing only once an Angemon was deleted."""

from __future__ import annotations

from games import battle, legal, play, position, state

KNUCKLE, ANGEMON = "BT14-094", "ST3-05"


def _used(pool, mode: str):
    g = position(
        pool,
        p1={"hand": [KNUCKLE], "battle": [{"id": "an", "cards": [ANGEMON]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000", "TST-9000"]}], "security": ["TST-1000"]},
        memory=5,
    )
    return play(g, f"option {KNUCKLE}", mode)


def test_bt14_094_deleting_angemon_places_a_digimon_under_the_security_stack(pool):
    g = play(_used(pool, "mode 2"), "yes")
    assert "an" not in battle(g, "p1")
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["security"] == 2


def test_bt14_094_declining_the_deletion_places_nothing(pool):
    g = play(_used(pool, "mode 2"), "no")
    assert "an" in battle(g, "p1")
    assert "x" in battle(g, "p2")
    assert state(g)["players"]["p2"]["security"] == 1


def test_bt14_094_first_effect_takes_6000_dp(pool):
    g = _used(pool, "mode 1")
    assert battle(g, "p2")["x"]["dp"] == 3000
    assert "yes" not in legal(g)
