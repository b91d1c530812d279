"""BT12-056 GranKuwagamon, where a wrong reading would show (ruling Q2182, no Digimon to
attack, is in tests/rulings/bt12.toml): "Suspend 1 of your opponent's Digimon. Then, you may
attack your opponent's Digimon with this Digimon." attacks a Digimon, never the player; and
the suspension it makes gains the memory of its other effect."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt12_056_suspends_then_may_attack_that_digimon(pool) -> None:
    g = position(
        pool,
        p1={"hand": ["BT12-056"], "battle": [{"id": "w", "cards": ["ST2-08"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03"]}], "security": ["ST1-02"]},
        memory=5,
    )
    play(g, "digivolve w BT12-056")  # x, the only choice, is suspended
    assert sorted(legal(g)) == ["done", "target w"]  # it may attack, or not
    play(g, "target w")  # x is the only Digimon it may attack: the player's security stays
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["security"] == 1
    assert state(g)["memory"] == 2  # 5 - 4, and 1 for the suspension of x
