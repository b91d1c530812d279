"""BT13-010 Biyomon, beyond its ruling (tests/rulings/bt13.toml): played by an effect, returning
a [Kristy Damon] digivolves it into [Garudamon] from the hand for free, whatever its
requirements; played from the hand, its [On Play] does nothing."""

from __future__ import annotations

from games import play, position, state

BIYOMON, KRISTY, GARUDAMON = "BT13-010", "BT13-094", "BT13-014"


def test_bt13_010_played_by_an_effect_digivolves_into_garudamon_for_free(pool) -> None:
    g = position(
        pool,
        p1={"hand": [KRISTY, BIYOMON, GARUDAMON], "battle": [{"id": "d", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}]},
        memory=5,
        turn_number=3,
    )
    play(g, f"play {KRISTY}", "attack d x", "yes", "yes", "yes", f"card {GARUDAMON}")
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["p1-2"]["cards"] == [BIYOMON, GARUDAMON]
    assert KRISTY in p1["hand"] and state(g)["memory"] == 2


def test_bt13_010_played_from_the_hand_does_nothing(pool) -> None:
    g = position(
        pool,
        p1={"hand": [BIYOMON, GARUDAMON], "battle": [{"id": "k", "cards": [KRISTY]}]},
        memory=5,
        turn_number=3,
    )
    play(g, f"play {BIYOMON}")
    assert state(g)["pending"]["kind"] == "main"
    assert state(g)["players"]["p1"]["hand"] == [GARUDAMON]
