"""EX2-054 ADR-09 Gatekeeper, beyond its rulings (tests/rulings/ex2.toml): its recovery only
beside a [Mother D-Reaper]; the opponent's <Security Attack -1> only while that [Mother
D-Reaper] has 6 or more digivolution cards, and only in the opponent's turn."""

from __future__ import annotations

from games import play, position, state

GATEKEEPER = "EX2-054"
MOTHER = "EX2-007"


def _played(pool, battle: list[dict]) -> dict:
    g = position(pool, p1={"hand": [GATEKEEPER], "battle": battle}, memory=10)  # 11 to play
    play(g, f"play {GATEKEEPER}")
    return state(g)["players"]["p1"]


def test_ex2_054_recovers_1_beside_a_mother_d_reaper(pool):
    assert _played(pool, [{"id": "m", "cards": [MOTHER]}])["security"] == 1


def test_ex2_054_recovers_nothing_without_one(pool):
    assert _played(pool, [{"id": "a", "cards": ["TST-3000"]}])["security"] == 0


def _security_left(pool, sources: int) -> int:
    """p2's attacker with <Security Attack +1> against 3 cards, beside p1's Gatekeeper."""
    mother = {"id": "m", "cards": ["TST-1000"] * sources + [MOTHER]}
    g = position(
        pool,
        p1={"battle": [mother, {"id": "g", "cards": [GATEKEEPER]}], "security": ["ST1-02"] * 3},
        p2={"battle": [{"id": "a", "cards": ["ST1-07", "ST1-09"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack a player")
    return state(g)["players"]["p1"]["security"]


def test_ex2_054_takes_1_check_off_the_opponents_attacker_beside_6_sources(pool):
    assert _security_left(pool, 6) == 2


def test_ex2_054_takes_nothing_off_beside_5_sources(pool):
    assert _security_left(pool, 5) == 1
