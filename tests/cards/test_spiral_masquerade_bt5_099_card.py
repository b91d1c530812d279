"""BT5-099 Spiral Masquerade (no official ruling): "For each Digimon you have in play, activate
the effect below" activates its -3000 DP once per Digimon, each round choosing anew (as ruling
Q1730 reads the same wording on BT8-043)."""

from __future__ import annotations

from games import battle, play, position

SPIRAL_MASQUERADE, TAI = "BT5-099", "BT4-094"


def test_bt5_099_each_round_chooses_its_own_digimon(pool):
    g = position(
        pool,
        p1={
            "hand": [SPIRAL_MASQUERADE],
            "battle": [
                {"id": "a", "cards": ["TST-1000"]},
                {"id": "b", "cards": ["TST-1000"]},
                {"id": "t", "cards": [TAI]},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-4000"]}, {"id": "z", "cards": ["TST-4000"]}]},
        memory=4,
    )
    play(g, f"option {SPIRAL_MASQUERADE}", "target x", "target z")
    assert {k: s["dp"] for k, s in battle(g, "p2").items()} == {"x": 1000, "z": 1000}
