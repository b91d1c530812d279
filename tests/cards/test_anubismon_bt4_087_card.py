"""BT4-087 Anubismon (rulings Q1233, Q1234 in tests/rulings/bt4.toml), played where a wrong
reading of its text would show: only a Digimon played from the trash gains <Rush>, not one
played from the hand."""

from __future__ import annotations

from games import legal, play, position


def test_bt4_087_a_digimon_played_from_the_hand_gains_no_rush(pool):
    g = position(
        pool,
        p1={"hand": ["BT4-087", "BT1-045"], "battle": [{"id": "a", "cards": ["BT2-075"]}]},
        p2={"security": ["TST-1000"]},
        memory=8,
    )
    play(g, "digivolve a BT4-087", "no", "play BT1-045")
    assert "attack p1-1 player" not in legal(g)
