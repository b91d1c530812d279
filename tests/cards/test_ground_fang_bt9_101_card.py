"""BT9-101 Ground Fang (no official ruling): "Return 1 of your opponent's suspended Digimon
and 1 of their suspended Tamers to the bottom of their owners' decks": one of each, only
suspended ones."""

from __future__ import annotations

from effect_helpers import player
from games import battle, play, position


def test_bt9_101_returns_a_suspended_digimon_and_a_suspended_tamer(pool):
    g = position(
        pool,
        p1={"hand": ["BT9-101"], "battle": [{"id": "a", "cards": ["BT1-067"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-6000"], "suspended": True},
                {"id": "y", "cards": ["TST-7000"]},
                {"id": "t", "cards": ["ST1-12"], "suspended": True},
                {"id": "u", "cards": ["ST1-12"]},
            ]
        },
        memory=8,
    )
    play(g, "option BT9-101")
    assert sorted(battle(g, "p2")) == ["u", "y"]
    assert player(g, "p2")["deck"] == 12
    assert player(g, "p2")["trash"] == []
