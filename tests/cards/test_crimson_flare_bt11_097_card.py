"""BT11-097 Crimson Flare: it deletes a Digimon of 8000 DP or less, then, with a red Tamer in
play, activates an [On Deletion] effect of one of its player's red [Vaccine] Digimon, which
stays in play; a Digimon without such an effect is not the one chosen."""

from __future__ import annotations

from games import battle, play, position, state

CRIMSON_FLARE, PHOENIXMON = "BT11-097", "BT11-016"
BIRDRAMON = "ST1-05"  # red [Giant Bird], 5000 DP
TAI = "ST1-12"  # a red Tamer
GREYMON = "ST1-07"  # red [Vaccine], no [On Deletion] effect


def _flare(pool, *mine: dict) -> dict:
    g = position(
        pool,
        p1={"hand": [CRIMSON_FLARE, BIRDRAMON], "battle": list(mine)},
        p2={"battle": [{"id": "x", "cards": ["TST-8000"]}]},
        memory=5,
    )
    play(g, f"option {CRIMSON_FLARE}")
    return {"p1": battle(g, "p1"), "p2": battle(g, "p2"), "hand": state(g)["players"]["p1"]["hand"]}


def test_bt11_097_activates_phoenixmons_on_deletion_with_a_red_tamer(pool):
    after = _flare(
        pool,
        {"id": "g", "cards": [GREYMON]},
        {"id": "ph", "cards": [PHOENIXMON]},
        {"id": "t", "cards": [TAI]},
    )
    assert after["p2"] == {}
    assert sorted(s["top"] for s in after["p1"].values()) == sorted(
        [GREYMON, PHOENIXMON, TAI, BIRDRAMON]
    )
    assert after["hand"] == []


def test_bt11_097_activates_nothing_without_a_red_tamer(pool):
    after = _flare(pool, {"id": "ph", "cards": [PHOENIXMON]})
    assert after["p2"] == {}
    assert list(after["p1"]) == ["ph"]
    assert after["hand"] == [BIRDRAMON]
