"""Reveal, search and deck phrases in the current templating read as the established ones.

Later sets write a reveal "add 1 green card among them to the hand. Return the rest to the
bottom of the deck." where earlier ones wrote "... to your hand. Place the remaining cards at
the bottom of your deck in any order."; each new wording must compile to exactly the
definition of the old one, and the printed cards that use them must round-trip exactly.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects
from digimon_tui.compiler.catalogue import compile_entry

CATALOGUE = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "dcg" / "cards"

REVEAL = "[On Play] Reveal the top 3 cards of your deck. "

SAME = [
    (
        REVEAL + "Add 1 green card among them to the hand. Return the rest to the bottom of "
        "the deck.",
        REVEAL + "Add 1 green card among them to your hand. Place the remaining cards at the "
        "bottom of your deck in any order.",
    ),
    (
        REVEAL + "Add 1 Tamer card among them to the hand. Return the rest to the top of the deck.",
        REVEAL + "Add 1 Tamer card among them to your hand. Place the remaining cards on top "
        "of your deck in any order.",
    ),
    (
        REVEAL + "Add 1 Tamer card among them to your hand. Place the rest on top of your "
        "deck in any order.",
        REVEAL + "Add 1 Tamer card among them to your hand. Place the remaining cards on top "
        "of your deck in any order.",
    ),
    (
        REVEAL + "You may play 1 [Commandramon] from among them without paying the cost. "
        "Trash the rest.",
        REVEAL + "You may play 1 [Commandramon] from among them without paying its memory "
        "cost. Trash the remaining cards.",
    ),
    (
        "[On Play] Return 1 purple Digimon card from your trash to the hand.",
        "[On Play] Return 1 purple Digimon card from your trash to your hand.",
    ),
    (
        "[On Play] Return 1 of your opponent's Digimon with 4000 DP or less to the bottom of "
        "the deck.",
        "[On Play] Return 1 of your opponent's Digimon with 4000 DP or less to the bottom of "
        "its owner's deck.",
    ),
    (
        "[On Play] You may place 1 Tamer card from your hand on top of your security stack.",
        "[On Play] You may place 1 Tamer card from your hand on top of your security stack "
        "face down.",
    ),
    (
        "[Main] Gain 2 memory. Then, place this card in your battle area.",
        "[Main] Gain 2 memory. Then, place this card in the battle area.",
    ),
    (
        "[Security] Place this card in its owner's battle area.",
        "[Security] Place this card in the battle area.",
    ),
    (
        "[On Play] Search your security stack for 1 card with [Hybrid] in its traits, reveal "
        "it, and add it to your hand. If you added a card to your hand, <Recovery +1 (Deck)> "
        "Then, shuffle your security stack.",
        "[On Play] Reveal 1 card with [Hybrid] in its traits from your security stack and add "
        "it to your hand. If you do, <Recovery +1 (Deck)> Then, shuffle your security stack.",
    ),
    (
        "[On Play] Search your security stack, reveal 1 card with [Angel], [Archangel], or "
        "[Fallen Angel] in its traits from it, and add it to your hand.",
        "[On Play] Reveal 1 card with [Angel], [Archangel], or [Fallen Angel] in its traits "
        "from your security stack and add it to your hand.",
    ),
    (
        "[On Play] Search your security stack. You may add 1 card with [Leomon] in its name "
        "among them to the hand. If you added a card, <Recovery +1 (Deck)>",
        "[On Play] You may add 1 card with [Leomon] in its name from your security stack to "
        "your hand. If you do, <Recovery +1 (Deck)>",
    ),
    (
        "[On Play] Search your security stack, reveal 1 card from it, and add it to your hand. "
        "If it's a yellow card, <Recovery +1 (Deck)>",
        "[On Play] Reveal 1 card from your security stack and add it to your hand. If that "
        "card is yellow, <Recovery +1 (Deck)>",
    ),
    (
        REVEAL + "From among them, add 1 card with [Monzaemon] in its name to your hand and "
        "play 1 Digimon card with [Numemon] in its name without paying its memory cost.",
        REVEAL + "Add 1 card with [Monzaemon] in its name among them to your hand. Play 1 "
        "Digimon card with [Numemon] in its name from among them without paying its memory "
        "cost.",
    ),
    (
        REVEAL + "Add 1 Tamer card among them to your hand, and trash 1 purple Digimon card "
        "among them.",
        REVEAL + "Add 1 Tamer card among them to your hand. Trash 1 purple Digimon card among "
        "them.",
    ),
    (
        REVEAL + "Add 1 Tamer card among them to your hand, and place 1 card with [X Antibody] "
        "in its traits among them under this Digimon as its bottom digivolution card.",
        REVEAL + "Add 1 Tamer card among them to your hand. Place 1 card with [X Antibody] in "
        "its traits from among them under this Digimon as its bottom digivolution card.",
    ),
    (
        "[On Play] Look at the top card of your security stack, and you may add it to your hand.",
        "[On Play] Look at the top card of your security stack. You may add that card to your "
        "hand.",
    ),
    (
        "[On Play] Reveal the top card of your deck. Add it to your hand if it's a green "
        "Digimon card. Otherwise, place it at the bottom of your deck.",
        "[On Play] Reveal the top card of your deck. Add 1 green Digimon card among them to "
        "your hand. Place the remaining cards at the bottom of your deck in any order.",
    ),
    (
        "[On Play] Reveal the top card of your deck. If it's a black card, add it to your "
        "hand. Trash the rest.",
        "[On Play] Reveal the top card of your deck. Add 1 black card among them to your "
        "hand. Trash the remaining cards.",
    ),
    (
        "[On Play] Place all of your opponent's suspended Digimon at the bottom of their "
        "owners' decks in any order. Trash all of the digivolution cards of those Digimon.",
        "[On Play] Return all of your opponent's suspended Digimon to the bottom of their "
        "owners' deck.",
    ),
    (
        "[On Play] Trash 2 digivolution cards from the bottom of 1 of your opponent's Digimon.",
        "[On Play] Trash the bottom 2 digivolution cards of 1 of your opponent's Digimon.",
    ),
    (
        "[On Play] Trash 1 digivolution card from the top of 1 of your opponent's Digimon.",
        "[On Play] Trash the top digivolution card of 1 of your opponent's Digimon.",
    ),
]


@pytest.mark.parametrize(("printed", "established"), SAME)
def test_the_current_wording_reads_as_the_established_one(printed: str, established: str) -> None:
    assert compile_effects(printed, "effects") == compile_effects(established, "effects")


def test_the_top_card_of_the_security_stack_is_added_without_a_choice() -> None:
    """ "add the top card of your security stack to the hand": the top card, no choice."""
    printed = "[On Play] Add the top card of your security stack to the hand."
    (effect,) = compile_effects(printed, "effects")
    (step,) = effect.steps
    assert step.do == "add_to_hand"
    assert (step.target.zone, step.target.top, step.target.side) == ("security", 1, "your")
    assert effect_text(effect) == (
        "[On Play] Add the top card of your security stack to your hand."
    )
    assert compile_effects(effect_text(effect), "effects") == (effect,)


# Printed cards these readings make exact, one of each wording.
EXACT = {
    "BT13-061": "BT13",  # add ... among them to the hand; place the remaining cards
    "BT14-042": "BT14",  # return the rest to the bottom of the deck
    "BT14-072": "BT14",  # from your trash to the hand
    "BT14-032": "BT14",  # add the top card of your security stack to the hand; no "face down"
    "BT14-049": "BT14",  # return ... to the bottom of the deck
    "EX5-008": "EX5",  # two cards among them to the hand
    "BT6-107": "BT6",  # place this card in your battle area / its owner's battle area
    "BT8-009": "BT8",  # a 2-color red card
    "BT7-086": "BT7",  # trash 3 digivolution cards from the bottom of
    "EX1-012": "EX1",  # trash 1 digivolution card from the bottom of
    "BT5-037": "BT5",  # search your security stack for ..., reveal it, and add it; if you do
    "BT7-088": "BT7",  # ...; if you added a card to your hand
    "EX3-029": "EX3",  # search ..., reveal 1 card from it, and add it; if it's a yellow card
    "BT14-063": "BT14",  # from among them, add ... to your hand and play ...
    "BT8-072": "BT8",  # add ... among them to your hand, and trash ... among them
    "BT9-064": "BT9",  # ..., and place ... among them under this Digimon as its bottom ...
    "BT9-034": "BT9",  # look at the top card of your security stack, and you may add it
    "BT6-005": "BT6",  # add it to your hand if it's a green Digimon card. Otherwise, ...
    "ST15-04": "ST15",  # if it's a black card, add it to your hand. Trash the rest.
    "BT8-099": "BT8",  # place up to 10 of ... at the bottom of their owners' decks
}


@pytest.mark.skipif(not CATALOGUE.is_dir(), reason="../shared is not beside the checkout")
@pytest.mark.parametrize("number", sorted(EXACT))
def test_printed_cards_round_trip_exactly(number: str) -> None:
    entries = json.loads((CATALOGUE / f"{EXACT[number]}.json").read_text(encoding="utf-8"))
    entry = next(e for e in entries if e["cardId"] == number)
    _, exact = compile_entry(entry)
    assert exact, number


def test_a_two_color_card_is_a_colour_count() -> None:
    """ "1 2-color red card": exactly two colours, one of them red."""
    printed = REVEAL + "Add 1 2-color red card among them to your hand."
    (effect,) = compile_effects(printed, "effects")
    target = effect.steps[1].target
    assert (target.color_count, target.colors) == (2, ("red",))
    assert effect_text(effect) == printed
