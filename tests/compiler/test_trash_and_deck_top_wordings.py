"""Wordings of the purple cards that trash from the top of the deck and act from the trash
(BT10-081, BT12-085, BT12-110, EX2-039, ST14-09, ST14-11): each compiles to the definition
the plain templating gives, and its generated text reads back as the same definition."""

from __future__ import annotations

import pytest

from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects


def _read_back(text: str) -> None:
    effects = compile_effects(text)
    assert compile_effects(" ".join(effect_text(e) for e in effects)) == effects


@pytest.mark.parametrize(
    ("printed", "plain"),
    [
        (  # BT12-085: "trash 1 card from the top of" a pile is its top card
            "[When Digivolving] Trash 1 card from the top of your opponent's security stack "
            "for every 10 cards in your trash.",
            "[When Digivolving] Trash the top card of your opponent's security stack for every "
            "10 cards in your trash.",
        ),
        (
            "[On Play] Trash 2 cards from the top of your deck.",
            "[On Play] Trash the top 2 cards of your deck.",
        ),
        (  # ST14-09: "the Digimon played by this effect" is the one the play step played
            "[On Play] Play 1 [Impmon] from your trash without paying the cost. The Digimon "
            "played by this effect gains <Rush> for the turn.",
            "[On Play] Play 1 [Impmon] from your trash without paying its memory cost. That "
            "Digimon gains <Rush> for the turn.",
        ),
        (  # RB1-028: a card of the opponent's trash goes to the bottom of their own deck
            "[On Play] By returning 1 Digimon card from your opponent's trash to the bottom of "
            "the deck, <Draw 1> (Draw 1 card from your deck).",
            "[On Play] <Draw 1> by returning 1 Digimon card from your opponent's trash to the "
            "bottom of its owner's deck.",
        ),
    ],
)
def test_each_wording_is_the_plain_one(printed: str, plain: str) -> None:
    assert compile_effects(printed) == compile_effects(plain)
    _read_back(plain)
    _read_back(printed)


def test_up_to_3_cards_from_the_top_of_the_deck_lets_the_player_say_how_many() -> None:
    """BT10-081: not "the top 3 cards" (all of them): up to 3, taken from the top."""
    text = "[When Attacking] You may trash up to 3 cards from the top of your deck."
    (effect,) = compile_effects(text)
    (step,) = effect.steps
    assert step.target.model_dump(exclude_defaults=True) == {
        "select": "up_to",
        "zone": "deck",
        "top": 3,
    }
    assert effect_text(effect) == text


def test_impmon_is_not_triggered_by_its_own_kind() -> None:
    """EX2-039: the "if it wasn't trashed by [EX2-039 Impmon]'s effect" belongs to the trigger."""
    text = (
        "When this card is trashed from your deck, if it wasn't trashed by [EX2-039 Impmon]'s "
        "effect, you may trash up to 3 cards from the top of your deck."
    )
    (effect,) = compile_effects(text)
    assert effect.trigger is not None
    assert (effect.trigger.event, effect.trigger.not_by) == ("trashed_from_deck", "EX2-039 Impmon")
    assert effect.condition is None
    assert effect_text(effect) == text


def test_a_card_from_the_hand_returned_to_the_top_of_the_deck_stays_hidden() -> None:
    """ST14-11 (as corrected): no reveal, unlike "reveal ... and place it on top"."""
    hidden = "[On Play] Return 1 card from your hand to the top of your deck."
    shown = "[On Play] Reveal 1 card from your hand and place it on top of your deck."
    ((h,),) = (e.steps for e in compile_effects(hidden))
    ((s,),) = (e.steps for e in compile_effects(shown))
    assert (h.do, h.where, h.reveal) == ("return_to_deck", "top", False)
    assert (s.do, s.where, s.reveal) == ("return_to_deck", "top", True)
    _read_back(hidden)
    _read_back(shown)


def test_a_trash_effect_returns_its_own_card_to_the_deck_as_its_cost() -> None:
    """BT12-110: [Trash] marks an effect of the card in the trash; "by returning this card to
    the bottom of your deck" takes that card."""
    text = (
        "[Trash] [Your Turn] If one of your Digimon digivolves into [Beelzemon (X Antibody)], "
        "by returning this card to the bottom of your deck, delete 1 of your opponent's "
        "Digimon with the lowest level."
    )
    (effect,) = compile_effects(text)
    assert effect.from_trash and effect.trigger is not None
    assert effect.trigger.event == "digivolves"
    (cost,) = effect.cost
    assert cost.model_dump(exclude_defaults=True) == {
        "do": "return_to_deck",
        "target": {"select": "this", "zone": "trash"},
    }
    _read_back(text)
