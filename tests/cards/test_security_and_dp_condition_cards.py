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
