"""ST16-01 Tsunomon (no official ruling): its inherited draw, whose keyword the catalogue
lost (a listed correction), played where the hand-size bound would show."""

from __future__ import annotations

from games import legal, play, position, state


def _attacked(pool, hand: int):
    """Agumon (ST1-03) over Tsunomon attacks with `hand` cards in p1's hand."""
    g = position(
        pool,
        p1={"hand": ["ST1-02"] * hand, "battle": [{"id": "a", "cards": ["ST16-01", "ST1-03"]}]},
        p2={"security": ["ST1-02"]},
    )
    play(g, "attack a player")
    while "no-block" in legal(g) or "no-counter" in legal(g):
        play(g, "no-block" if "no-block" in legal(g) else "no-counter")
    return g


def test_st16_01_draws_when_attacking_with_6_or_fewer_cards_in_hand(pool):
    """Inherited "[When Attacking] If you have 6 or fewer cards in your hand, <Draw 1>": with
    6 cards p1 draws (deck 10 to 9); with 7, not."""
    assert state(_attacked(pool, 6))["players"]["p1"]["deck"] == 9
    assert state(_attacked(pool, 7))["players"]["p1"]["deck"] == 10
