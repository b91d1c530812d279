"""EX3-015 Crabmon and EX3-017 Ebidramon played from the hand, where a wrong reading of
"When played from digivolution cards" would show: their [On Play] gives its keyword and does
nothing more (rulings Q3378 and Q3385 play them from under a Digimon)."""

from __future__ import annotations

from games import battle, legal, play, position


def test_ex3_015_from_the_hand_places_nothing(pool):
    g = position(
        pool,
        p1={"hand": ["EX3-015", "ST2-05"], "battle": [{"id": "d", "cards": ["BT2-028"]}]},
        memory=5,
    )
    g = play(g, "play EX3-015", "target d")
    assert battle(g, "p1")["d"]["cards"] == ["BT2-028"]
    assert "yes" not in legal(g)


def test_ex3_017_from_the_hand_unsuspends_nothing(pool):
    g = position(
        pool,
        p1={"hand": ["EX3-017"], "battle": [{"id": "d", "cards": ["BT2-028"], "suspended": True}]},
        memory=5,
    )
    g = play(g, "play EX3-017", "target d")
    assert battle(g, "p1")["d"]["suspended"]
