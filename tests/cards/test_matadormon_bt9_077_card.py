"""BT9-077 Matadormon: a digivolution into a card from the trash (Dracmon's inherited effect
under it) costs 1 less, one from the hand doesn't; its [When Attacking] trashes an [Undead]
card from the hand for +3000 DP."""

from __future__ import annotations

from games import battle, play, position, state

MATADORMON, DRACMON, VENOMMYOTISMON = "BT9-077", "BT9-071", "BT2-079"


def test_bt9_077_digivolving_from_the_trash_costs_1_less(pool):
    g = position(
        pool,
        p1={"trash": [VENOMMYOTISMON], "battle": [{"id": "m", "cards": [DRACMON, MATADORMON]}]},
        memory=5,
    )
    play(g, "attack m player", "yes", f"card {VENOMMYOTISMON}")
    assert battle(g, "p1")["m"]["top"] == VENOMMYOTISMON
    assert state(g)["memory"] == 2  # 5 - (4 - 1)


def test_bt9_077_digivolving_from_the_hand_costs_full(pool):
    g = position(
        pool,
        p1={"hand": [VENOMMYOTISMON], "battle": [{"id": "m", "cards": [DRACMON, MATADORMON]}]},
        memory=5,
    )
    play(g, f"digivolve m {VENOMMYOTISMON}")
    assert battle(g, "p1")["m"]["top"] == VENOMMYOTISMON
    assert state(g)["memory"] == 1


def test_bt9_077_trashes_an_undead_card_for_3000_dp(pool):
    g = position(
        pool,
        p1={"hand": [DRACMON], "battle": [{"id": "m", "cards": [MATADORMON]}]},
        p2={"security": ["ST1-02", "ST1-02"]},
    )
    play(g, "attack m player", "yes")
    assert battle(g, "p1")["m"]["dp"] == 10000
    assert state(g)["players"]["p1"]["trash"] == [DRACMON]
