"""EX2-018 MarineAngemon, beyond its ruling (tests/rulings/ex2.toml): one <Recovery +1
(Deck)> for each of the opponent's Digimon with no digivolution cards, stopping once the
security stack has 5 cards."""

from __future__ import annotations

from games import play, position, state

MARINEANGEMON = "EX2-018"


def _security_after(pool, security: int) -> int:
    g = position(
        pool,
        p1={"hand": [MARINEANGEMON], "security": ["ST1-02"] * security},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-03"]},
                {"id": "y", "cards": ["ST1-03"]},
                {"id": "z", "cards": ["ST1-01", "ST1-03"]},  # has a digivolution card
            ]
        },
        memory=10,
    )
    play(g, f"play {MARINEANGEMON}")
    return state(g)["players"]["p1"]["security"]


def test_ex2_018_recovers_1_for_each_opponents_digimon_without_digivolution_cards(pool):
    assert _security_after(pool, 2) == 4


def test_ex2_018_stops_at_5_security_cards(pool):
    assert _security_after(pool, 4) == 5
