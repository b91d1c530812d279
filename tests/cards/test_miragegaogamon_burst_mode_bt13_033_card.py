"""BT13-033 MirageGaogamon: Burst Mode's "[When Attacking] If your opponent has 9 or more
cards in their hand, by choosing cards in your opponent's hand without looking and returning
them to the bottom of the deck so that 8 remain, unsuspend this Digimon", where a wrong
reading of its count would show (its rulings are in tests/rulings/bt13.toml)."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _attack(pool, hand: int):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["BT13-033"]}]},
        p2={"hand": ["ST1-03"] * hand, "deck": ["ST1-04"] * 5, "security": ["ST1-02"] * 2},
        memory=3,
    )
    return play(g, "attack m player")


def test_bt13_033_returns_only_the_cards_over_8(pool):
    """9 cards: 1 goes under the deck (5 become 6), 8 stay, and the attacker unsuspends."""
    g = play(_attack(pool, 9), "yes")
    p2 = state(g)["players"]["p2"]
    assert (len(p2["hand"]), p2["deck"]) == (8, 6)
    assert battle(g, "p1")["m"]["suspended"] is False


def test_bt13_033_not_with_8_cards(pool):
    """8 cards: the condition fails, nothing is offered and the attacker stays suspended."""
    g = _attack(pool, 8)
    assert "yes" not in legal(g)
    assert battle(g, "p1")["m"]["suspended"] is True


def test_bt13_033_declined_keeps_the_hand(pool):
    """The cost is a choice (15-7-2): declined, the hand keeps its 10 cards."""
    g = play(_attack(pool, 10), "no")
    assert len(state(g)["players"]["p2"]["hand"]) == 10
    assert battle(g, "p1")["m"]["suspended"] is True
