"""Tamers whose trigger is their own ("when this Tamer becomes suspended"); named after
the card. Its official ruling (Q2341) is in tests/rulings/bt13.toml."""

from __future__ import annotations

from games import battle, play, position, state


def test_bt13_095_marcus_damon_suspending_himself_gives_minus_3000_and_memory(pool):
    g = position(
        pool,
        p1={"hand": ["BT13-095"], "battle": [{"id": "a", "cards": ["ST1-03"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}]},
        memory=6,
    )
    before = state(g)["memory"]
    play(g, "play BT13-095", "yes")
    assert battle(g, "p2")["x"]["dp"] == 2000
    assert state(g)["memory"] == before - 5 + 1
