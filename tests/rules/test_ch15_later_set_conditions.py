"""Conditions of BT10-EX5 cards (15-6-3): "if your opponent has 4 or more memory" counts the
spaces on the opponent's side of the shared gauge (1-4-2-3), whoever's turn it is.

The test cards are written as printed text and compiled, as a designer would write them.
Memory in a position is from the turn player's side.
"""

from __future__ import annotations

import builders
from games import play, position, state, with_cards


def _hand_after_play(cards, memory: int) -> int:
    """p1 plays CC-31 (cost 3) at `memory`: the cards in p1's hand after its [On Play]."""
    g = position(cards, p1={"hand": ["CC-31"]}, memory=memory)
    play(g, "play CC-31")
    return len(state(g)["players"]["p1"]["hand"])


def test_opponent_memory_counts_the_opponents_side_of_the_gauge(pool) -> None:
    """1-4-2-3: 2 on the opponent's side after paying 3 from 1 draws; 1 there, or 0, or
    memory on your own side doesn't."""
    text = "[On Play] If your opponent has 2 or more memory, <Draw 1>."
    mon = builders.digimon("CC-31", name="Card CC-31", colors=("yellow",), text=text)
    cards = with_cards(pool, mon)
    assert [_hand_after_play(cards, m) for m in (1, 2, 3, 5)] == [1, 0, 0, 0]


def test_opponent_memory_or_less_holds_with_memory_on_your_side(pool) -> None:
    """1-4-2-3: "your opponent has 1 or less memory" holds at 0 and with memory on your side
    (the opponent has none), not with 2 on theirs."""
    text = "[On Play] If your opponent has 1 memory or less, <Draw 1>."
    mon = builders.digimon("CC-31", name="Card CC-31", colors=("yellow",), text=text)
    cards = with_cards(pool, mon)
    assert [_hand_after_play(cards, m) for m in (1, 2, 3, 5)] == [0, 1, 1, 1]
