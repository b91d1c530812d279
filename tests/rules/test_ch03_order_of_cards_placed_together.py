"""Comprehensive Rules 3-1-3-4: cards placed in an area together are placed in the order the
player who moves them chooses; "place the remaining cards at the bottom of (on top of) your
deck in any order" after a reveal (15-15-3) asks its player, one card at a time, which goes
next. The revealed cards are public (15-15-3-8-1), so the question shows them; it goes to their
owner only. Cards with the same number are one choice; the last card needs no question.

BT1-010 Agumon: "[On Play] Reveal the top 5 cards of your deck. Add 1 Tamer card among them
to your hand. Place the remaining cards at the bottom of your deck in any order."
EX4-038 Greymon: "[On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with
[Greymon] in its name and 1 Digimon card with [Gabumon], [Garurumon] or [Omnimon] in its name
among them to your hand. Place the remaining cards on top of your deck in any order."

Digimon returned to their owners' decks together are placed in the order the effect's
player chooses too, one at a time: only those bound for one deck, and with different
numbers, make a choice.
"""

from __future__ import annotations

import pytest
from builders import option
from games import kind, legal, play, position, with_cards

RETURN_ALL = option(
    "TST-9301",
    colors=("green",),
    text="[Main] Return all of your opponent's suspended Digimon to the bottom of their "
    "owners' deck.",
)


def _deck(g, player: int = 0) -> list[str]:
    """The deck, top first (as a position lists it)."""
    return [g.defs[u].number for u in reversed(g.players[player].deck)]


def _answer(g, *numbers: str) -> list[list[str]]:
    """Answer the order questions with `numbers`; each question's answers, as asked."""
    asked = []
    for n in numbers:
        assert kind(g) == "card" and g.pending is not None and g.pending.player == 0
        asked.append(legal(g))
        play(g, f"card {n}")
    return asked


def test_3_1_3_4_the_owner_orders_the_cards_placed_at_the_bottom_of_the_deck(pool) -> None:
    deck = ["TST-1000", "TST-2000", "TST-3000", "TST-4000", "TST-5000", "TST-6000"]
    g = position(pool, p1={"hand": ["BT1-010"], "deck": deck}, memory=3)
    play(g, "play BT1-010")
    asked = _answer(g, "TST-3000", "TST-1000", "TST-5000", "TST-2000")
    assert asked[0] == ["card TST-1000", "card TST-2000", "card TST-3000", "card TST-4000",
                        "card TST-5000"]  # fmt: skip
    assert asked[3] == ["card TST-2000", "card TST-4000"]
    assert kind(g) == "main"  # the last one goes without a question
    # Each goes under the ones before it: the last placed is the bottom card.
    assert _deck(g) == ["TST-6000", "TST-3000", "TST-1000", "TST-5000", "TST-2000", "TST-4000"]


def test_3_1_3_4_cards_with_the_same_number_are_one_choice(pool) -> None:
    deck = ["TST-1000", "TST-1000", "TST-2000", "TST-1000", "TST-1000", "TST-6000"]
    g = position(pool, p1={"hand": ["BT1-010"], "deck": deck}, memory=3)
    play(g, "play BT1-010")
    assert _answer(g, "TST-2000") == [["card TST-1000", "card TST-2000"]]
    assert kind(g) == "main"
    assert _deck(g) == ["TST-6000", "TST-2000", "TST-1000", "TST-1000", "TST-1000", "TST-1000"]


def test_3_1_3_4_the_owner_orders_the_cards_placed_on_top_of_the_deck(pool) -> None:
    deck = ["TST-1000", "TST-2000", "TST-3000", "TST-9000"]
    g = position(pool, p1={"hand": ["EX4-038"], "deck": deck}, memory=5)
    play(g, "play EX4-038")
    _answer(g, "TST-2000", "TST-3000")
    assert kind(g) == "main"
    # Each goes on top of the ones before it: the last placed is the top card.
    assert _deck(g) == ["TST-1000", "TST-3000", "TST-2000", "TST-9000"]


def test_3_1_3_4_one_card_left_is_placed_without_a_question(pool) -> None:
    g = position(pool, p1={"hand": ["BT1-010"], "deck": ["BT1-085", "TST-1000"]}, memory=3)
    play(g, "play BT1-010")  # the Tamer card it adds is the only choice
    assert kind(g) == "main"
    assert [g.defs[u].number for u in g.players[0].hand] == ["BT1-085"]
    assert _deck(g) == ["TST-1000"]


@pytest.fixture
def returns(pool):
    return with_cards(pool, RETURN_ALL)


def _suspended(*numbers: str) -> list[dict]:
    return [{"id": f"s{i}", "cards": [n], "suspended": True} for i, n in enumerate(numbers)]


def test_3_1_3_4_the_effects_player_orders_digimon_returned_to_a_deck(returns) -> None:
    g = position(
        returns,
        p1={"hand": ["TST-9301"], "battle": [{"id": "r", "cards": ["TST-4000"]}]},
        p2={"battle": _suspended("TST-1000", "TST-2000", "TST-3000"), "deck": ["TST-9000"]},
    )
    play(g, "option TST-9301")
    assert kind(g) == "target" and g.pending is not None and g.pending.player == 0
    assert legal(g) == ["target s0", "target s1", "target s2"]
    play(g, "target s1", "target s2")
    assert kind(g) == "main"  # the last one goes without a question
    # Each goes under the ones before it: the last placed is the bottom card.
    assert _deck(g, 1) == ["TST-9000", "TST-2000", "TST-3000", "TST-1000"]


def test_3_1_3_4_digimon_with_the_same_number_make_no_choice(returns) -> None:
    g = position(
        returns,
        p1={"hand": ["TST-9301"], "battle": [{"id": "r", "cards": ["TST-4000"]}]},
        p2={"battle": _suspended("TST-1000", "TST-1000"), "deck": ["TST-9000"]},
    )
    play(g, "option TST-9301")
    assert kind(g) == "main"
    assert _deck(g, 1) == ["TST-9000", "TST-1000", "TST-1000"]
