"""EX2-029 MegaGargomon (no official ruling): it suspends 1 of the opponent's Digimon for
each green Tamer its player has, and all of them, not only the last, stay suspended through
the opponent's next unsuspend phase; attacking, it returns a suspended Digimon of the
opponent's with no more DP than its own to the hand."""

from __future__ import annotations

from games import play, position, state

MEGAGARGOMON = "EX2-029"
TAMERS = [{"id": "t", "cards": ["BT1-088"]}, {"id": "u", "cards": ["BT1-088"]}]


def test_ex2_029_both_suspended_digimon_stay_suspended_in_the_opponents_turn(pool):
    g = position(
        pool,
        p1={"hand": [MEGAGARGOMON], "battle": [{"id": "a", "cards": ["ST4-09"]}, *TAMERS]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-4000"]},
                {"id": "z", "cards": ["TST-5000"]},
            ]
        },
        memory=5,
    )
    play(g, f"digivolve a {MEGAGARGOMON}", "target x", "target y", "pass")
    s = state(g)
    assert s["turn"] == "p2"  # its unsuspend phase is over
    battle = s["players"]["p2"]["battle"]
    assert [battle[d]["suspended"] for d in ("x", "y", "z")] == [True, True, False]


def test_ex2_029_returns_a_suspended_digimon_with_no_more_dp(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["ST4-09", MEGAGARGOMON]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-13000"], "suspended": True},
                {"id": "y", "cards": ["TST-14000"], "suspended": True},
                {"id": "z", "cards": ["TST-3000"]},
            ],
            "security": ["TST-1000"],
        },
        memory=5,
    )
    play(g, "attack m player")
    s = state(g)
    assert list(s["players"]["p2"]["battle"]) == ["y", "z"]
    assert s["players"]["p2"]["hand"] == ["TST-13000"]
