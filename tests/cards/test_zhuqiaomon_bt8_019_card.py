"""BT8-019 Zhuqiaomon (no official ruling): its opponent picks which 1 of their Digimon
stays; every other Digimon but Zhuqiaomon, its own player's too, is deleted (Tamers stay),
1 memory for each; and for each of the opponent's Digimon deleted together in its player's
turn it gains <Security Attack +1> for the turn."""

from __future__ import annotations

from games import legal, play, position, state

ZHUQIAOMON = "BT8-019"


def _digivolved(pool):
    g = position(
        pool,
        p1={
            "hand": [ZHUQIAOMON],
            "battle": [
                {"id": "a", "cards": ["ST1-09"]},
                {"id": "b", "cards": ["TST-2000"]},
                {"id": "t", "cards": ["ST1-12"]},
            ],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-4000"]},
                {"id": "z", "cards": ["TST-9000"]},
            ],
            "security": ["TST-1000"] * 5,
        },
        memory=5,
    )
    play(g, f"digivolve a {ZHUQIAOMON}")
    assert g.pending is not None and g.pending.player == 1  # the opponent is asked
    assert legal(g) == ["target x", "target y", "target z"]
    return play(g, "target y")


def test_bt8_019_deletes_all_but_itself_the_chosen_digimon_and_tamers(pool):
    s = state(_digivolved(pool))
    assert list(s["players"]["p1"]["battle"]) == ["a", "t"]
    assert list(s["players"]["p2"]["battle"]) == ["y"]
    assert s["memory"] == 3  # 5 - 5 for the digivolution, + 1 for each of b, x and z


def test_bt8_019_checks_1_more_security_card_for_each_opponents_digimon_deleted(pool):
    g = play(_digivolved(pool), "attack a player")
    assert state(g)["players"]["p2"]["security"] == 2  # 3 checked: 1 + 2 (x and z)
