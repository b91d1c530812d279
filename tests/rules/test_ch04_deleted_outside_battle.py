"""Deletion outside of a battle (14-2-2: deleted in battle means by losing a battle;
deletion by an effect, <Retaliation>'s among them, is not): "[On Deletion] If deleted
outside of a battle, ..." (BT13-079 Falcomon and its like), and "your opponent trashes 1
card in their hand", which the opponent does from their own hand.

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

import builders
from games import kind, play, position, state, with_cards

_OUTSIDE = builders.digimon(
    "CC-41",
    inherited="[On Deletion] If deleted outside of a battle, gain 2 memory.",
)
_DELETER = builders.option("CC-42", text="[Main] Delete 1 of your opponent's Digimon.", cost=0)


def test_deleted_in_battle_is_not_outside_of_a_battle(pool) -> None:
    """14-2-2: the Digimon over CC-41 loses its battle: no memory."""
    cards = with_cards(pool, _OUTSIDE)
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["CC-41", "TST-2000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a x")
    assert state(g)["players"]["p1"]["battle"] == {} and state(g)["memory"] == 3


def test_deleted_by_an_effect_is_outside_of_a_battle(pool) -> None:
    """4-15-1: the opponent's effect deletes the Digimon over CC-41: its owner gains 2
    memory (from the opponent's side: -2 for the turn player)."""
    cards = with_cards(pool, _OUTSIDE, _DELETER)
    g = position(
        cards,
        p1={"hand": ["CC-42"], "battle": [{"id": "r", "cards": ["ST1-03"]}]},
        p2={"battle": [{"id": "x", "cards": ["CC-41", "TST-2000"]}]},
        memory=3,
    )
    play(g, "option CC-42")
    assert state(g)["players"]["p2"]["battle"] == {} and state(g)["memory"] == 1


def test_your_opponent_trashes_a_card_of_their_choice_from_their_hand(pool) -> None:
    """The opponent is asked, from their own hand; it is not their effect trashing their
    card, so their "when one of your effects trashes a card in your hand" stays quiet."""
    trasher = builders.option(
        "CC-43", text="[Main] Your opponent trashes 1 card in their hand.", cost=0
    )
    watcher = builders.tamer(
        "CC-44",
        text="[All Turns] When one of your effects trashes a card in your hand, gain 1 memory.",
    )
    cards = with_cards(pool, trasher, watcher)
    g = position(
        cards,
        p1={"hand": ["CC-43"], "battle": [{"id": "r", "cards": ["ST1-03"]}]},
        p2={"hand": ["ST1-03", "ST1-07"], "battle": [{"id": "t", "cards": ["CC-44"]}]},
        memory=3,
    )
    play(g, "option CC-43")
    assert kind(g) == "card" and g.pending is not None and g.pending.player == 1
    play(g, "card ST1-07")
    s = state(g)
    assert s["players"]["p2"]["hand"] == ["ST1-03"]
    assert s["players"]["p2"]["trash"] == ["ST1-07"]
    assert s["memory"] == 3
