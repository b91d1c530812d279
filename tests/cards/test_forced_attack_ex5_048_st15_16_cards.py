"""EX5-048 Etemon and ST15-16 Trident Arm (no official ruling), played where a wrong reading
would show: the effect they give, "[Start of Your Main Phase] This Digimon attacks.", is an
attack its player can't decline, only aim; Etemon's -3000 DP with it; Trident Arm's
<De-Digivolve 3> first."""

from __future__ import annotations

from games import battle, legal, play, position, state

P1_SECURITY = ["ST1-02", "ST1-02"]


def test_ex5_048_the_opponents_digimon_must_attack_at_its_main_phase(pool):
    """p2's Digimon, given the effect, has two targets at p2's main phase and no way to
    decline: p1's suspended Digimon or p1."""
    g = position(
        pool,
        p1={
            "hand": ["EX5-048"],
            "security": P1_SECURITY,
            "battle": [{"id": "s", "cards": ["TST-1000"], "suspended": True}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}]},
        memory=9,
    )
    play(g, "play EX5-048")
    assert battle(g, "p2")["x"]["dp"] == 2000
    play(g, "pass")
    assert sorted(legal(g)) == ["attack x player", "attack x s"]
    play(g, "attack x s")
    assert "x" in battle(g, "p2") and "s" not in battle(g, "p1")  # 2000 beats 1000


def test_ex5_048_inherited_plays_a_cheap_black_or_yellow_digimon_from_the_top_3(pool):
    """Under p1's Digimon, when p2's Digimon attacks: of the top 3 cards of p1's deck, p1 may
    play a black or yellow Digimon card with a play cost of 3 or less (ST5-02 Jazamon, cost
    2), not the red ST1-03; the rest are trashed."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "e", "cards": ["EX5-048", "TST-1000"]}],
            "security": P1_SECURITY,
            "deck": ["ST1-03", "ST5-02", "ST1-02", "ST1-02"],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player", "yes", "yes")  # reveal; play (Jazamon, the only choice)
    assert sorted(p["top"] for p in battle(g, "p1").values()) == ["ST5-02", "TST-1000"]
    trash = state(g)["players"]["p1"]["trash"]
    assert "ST1-03" in trash and "ST5-02" not in trash


def test_st15_16_de_digivolves_then_the_digimon_must_attack(pool):
    """Trident Arm trashes 3 of the chosen Digimon's top cards, then the effect it gives
    sends that Digimon at p1 at p2's main phase (p1's Greymon stands unsuspended: one target,
    taken without a question)."""
    g = position(
        pool,
        p1={
            "hand": ["ST15-16"],
            "security": P1_SECURITY,
            "battle": [{"id": "b", "cards": ["BT2-057"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["ST1-03", "ST1-07", "ST1-08", "ST1-09"]}]},
        memory=9,
    )
    play(g, "option ST15-16", "count 3")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-03"]
    play(g, "pass")
    assert state(g)["players"]["p1"]["security"] == 1  # the attack checked one card
