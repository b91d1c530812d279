"""BT7-080 Neemon (its ruling is played in tests/rulings/bt7.toml): its [On Play] plays only a
Tamer card with an inherited effect from the hand, and its [Once Per Turn] play from the trash
answers a deletion only of a Digimon with a Tamer card under it."""

from __future__ import annotations

from games import battle, play, position, state

NEEMON, TAKUYA, TAI, KOJI = "BT7-080", "BT7-085", "ST1-12", "BT7-087"


def test_bt7_080_plays_a_tamer_with_an_inherited_effect(pool):
    g = position(pool, p1={"hand": [NEEMON, TAI, TAKUYA]}, memory=3)
    play(g, f"play {NEEMON}", "yes")  # Takuya is the only choice: Tai has no inherited effect
    assert [s["top"] for s in battle(g, "p1").values()] == [NEEMON, TAKUYA]
    assert state(g)["players"]["p1"]["hand"] == [TAI]


def test_bt7_080_a_digimon_without_a_tamer_under_it_plays_nothing(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "n", "cards": [NEEMON]}, {"id": "d", "cards": ["TST-2000"]}],
            "trash": [KOJI],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-9000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack d x")  # no question
    assert set(battle(g, "p1")) == {"n"}
    assert KOJI in state(g)["players"]["p1"]["trash"]
