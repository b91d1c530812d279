"""Cards with "if you have 3 security cards" (exactly 3), "if this Digimon has 6000 DP or
more" and two steps in one sentence, each in the smallest position where a wrong reading
would show; named after the card."""

from __future__ import annotations

from games import battle, play, position, state


def _attack_with(pool, under: str, top: str, security: int):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [under, top]}], "security": ["ST1-02"] * security},
        p2={"security": ["ST1-02"] * 3},
        memory=3,
    )
    return play(g, "attack a player")


def test_bt6_003_bibimon_inherited_gains_memory_with_exactly_3_security_cards(pool):
    assert state(_attack_with(pool, "BT6-003", "TST-5000", 3))["memory"] == 4
    assert state(_attack_with(pool, "BT6-003", "TST-5000", 2))["memory"] == 3
    assert state(_attack_with(pool, "BT6-003", "TST-5000", 4))["memory"] == 3


def test_bt8_001_gurimon_inherited_draws_only_at_6000_dp_or_more(pool):
    assert len(_attack_with(pool, "BT8-001", "TST-6000", 5).players[0].hand) == 1
    assert len(_attack_with(pool, "BT8-001", "TST-5000", 5).players[0].hand) == 0


def test_bt4_108_cyclonic_kick_unsuspends_yours_and_suspends_theirs(pool):
    g = position(
        pool,
        p1={"hand": ["BT4-108"], "battle": [{"id": "a", "cards": ["TST-3000"], "suspended": True}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=9,
    )
    play(g, "option BT4-108")
    assert not battle(g, "p1")["a"]["suspended"] and battle(g, "p2")["x"]["suspended"]


def test_ex2_020_lopmon_recovers_only_with_3_or_fewer_security_and_shu_chong_wong(pool):
    def lopmon(security: int, tamer: bool):
        battle_ = [{"id": "t", "cards": ["EX2-059"]}] if tamer else []
        g = position(
            pool, p1={"hand": ["EX2-020"], "battle": battle_, "security": ["ST1-02"] * security}
        )
        return state(play(g, "play EX2-020"))["players"]["p1"]["security"]

    assert lopmon(3, True) == 4
    assert lopmon(4, True) == 4
    assert lopmon(3, False) == 3


def test_bt7_013_metalgreymon_inherited_gains_memory_when_an_opponents_digimon_is_deleted(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT7-013", "TST-8000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a x")
    assert battle(g, "p2") == {} and state(g)["memory"] == 4
