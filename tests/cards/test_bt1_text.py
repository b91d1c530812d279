"""The BT1 card file: every card loads, and its generated text reads as intended, line
for line (the printed cards' wording is compared in test_bt1_printed_text.py)."""

from __future__ import annotations

import pytest

from digimon_tui.card_files.loader import load_card_file
from digimon_tui.cards.model import Card
from digimon_tui.cards.paths import CARDS_DIR
from digimon_tui.cards.text import card_text

EXPECTED_TEXT: dict[str, list[str]] = {
    "BT1-001": [
        "Inherited: [When Attacking] If you attack an opponent's Digimon, this Digimon gets "
        "+1000 DP for the turn.",
    ],
    "BT1-002": [
        "Inherited: [Your Turn] While this Digimon has <Piercing>, it gets +2000 DP.",
    ],
    "BT1-003": [
        "Inherited: [When Attacking] [Once Per Turn] If your opponent has a Digimon with no "
        "digivolution cards in play, <Draw 1> (Draw 1 card from your deck.)",
    ],
    "BT1-004": [
        "Inherited: [Your Turn] While your opponent has 2 or more Digimon with no "
        "digivolution cards in play, this Digimon gets +2000 DP.",
    ],
    "BT1-005": [
        "Inherited: [Your Turn] While you have 6 or more security cards, this Digimon gets "
        "+2000 DP.",
    ],
    "BT1-006": [
        "Inherited: [When Attacking] If you have 5 or more security cards, <Draw 1> (Draw 1 "
        "card from your deck.)",
    ],
    "BT1-007": [
        "Inherited: [When Attacking] If you've digivolved this turn, this Digimon gets +1000 "
        "DP for the turn.",
    ],
    "BT1-008": [
        "Inherited: [Your Turn] While your opponent has 2 or more suspended Digimon in play, "
        "this Digimon gets +2000 DP.",
    ],
    "BT1-009": [],
    "BT1-010": [
        "[On Play] Reveal the top 5 cards of your deck. Add 1 Tamer card among them to your "
        "hand. Place the remaining cards at the bottom of your deck in any order.",
    ],
    "BT1-011": [
        "[On Play] Return 1 Digimon card with [Agumon] in its name from your trash to your hand.",
    ],
    "BT1-012": [
        "Inherited: [Your Turn] When this Digimon is blocked, it gets +2000 DP.",
    ],
    "BT1-013": [],
    "BT1-014": [],
    "BT1-015": [
        "Inherited: [Your Turn] This Digimon gets +2000 DP.",
    ],
    "BT1-016": [
        "<Jamming> (This Digimon can't be deleted in battles against Security Digimon.)",
    ],
    "BT1-017": [
        "[On Play] 1 of your Digimon gains <Security A. +1> (This Digimon checks 1 additional "
        "security card.) for the turn.",
    ],
    "BT1-018": [
        "[Your Turn] While you have 3 memory or more, this Digimon gains <Security A. +1>. "
        "(This Digimon checks 1 additional security card.)",
    ],
    "BT1-019": [],
    "BT1-020": [],
    "BT1-021": [
        "[When Attacking] Gain 3 memory. At the end of the turn, lose 3 memory.",
    ],
    "BT1-022": [
        "<Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives "
        "the battle, it performs any security checks it normally would.)",
        "Inherited: [Your Turn] When this Digimon is blocked, <Draw 1> (Draw 1 card from your "
        "deck.)",
    ],
    "BT1-023": [
        "[On Play] Delete 1 of your opponent's Digimon with <Blocker>.",
    ],
    "BT1-024": [],
    "BT1-025": [
        "[When Digivolving] This Digimon gains <Security A. +1> (This Digimon checks 1 "
        "additional security card.) for the turn.",
        "[Your Turn] This Digimon doesn't activate [Security] effects on Option cards it checks.",
    ],
    "BT1-026": [
        "<Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives "
        "the battle, it performs any security checks it normally would.)",
    ],
    "BT1-027": [],
    "BT1-028": [],
    "BT1-029": [
        "[On Play] <Draw 1> (Draw 1 card from your deck.)",
    ],
    "BT1-030": [
        "Inherited: [On Deletion] Gain 1 memory.",
    ],
    "BT1-031": [
        "<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force "
        "the opponent to attack it instead.)",
    ],
    "BT1-032": [
        "<Jamming> (This Digimon can't be deleted in battles against Security Digimon.)",
    ],
    "BT1-033": [
        "Inherited: [Your Turn] While your opponent has a Digimon with no digivolution cards "
        "in play, this Digimon gets +1000 DP.",
    ],
    "BT1-034": [
        "Inherited: [Your Turn] This Digimon can't be blocked by your opponent's Digimon with "
        "no digivolution cards.",
    ],
    "BT1-035": [
        "[On Deletion] Gain 2 memory.",
    ],
    "BT1-036": [
        "[On Play] Unsuspend 1 of your Digimon.",
    ],
    "BT1-037": [],
    "BT1-038": [],
    "BT1-039": [
        "[When Attacking] [Twice Per Turn] You may trash 3 cards in your hand to unsuspend "
        "this Digimon.",
    ],
    "BT1-040": [
        "[When Attacking] Gain 3 memory. At the end of the turn, lose 3 memory.",
    ],
    "BT1-041": [
        "[On Play] <Draw 2> (Draw 2 cards from your deck.)",
        "Inherited: [When Attacking] If your opponent has a Digimon with no digivolution "
        "cards in play, gain 1 memory.",
    ],
    "BT1-042": [],
    "BT1-043": [
        "[When Digivolving] Trash the bottom 4 digivolution cards of 1 of your opponent's Digimon.",
    ],
    "BT1-044": [
        "[When Attacking] Play 1 level 4 or lower Digimon card from under this Digimon as "
        "another Digimon without paying its memory cost.",
    ],
    "BT1-045": [],
    "BT1-046": [
        "[When Attacking] If you have 4 or fewer cards in your hand, <Draw 1> (Draw 1 card "
        "from your deck.)",
    ],
    "BT1-047": [],
    "BT1-048": [
        "[On Play] Reveal the top 4 cards of your deck. Add all yellow Tamer cards among them "
        "to your hand. Place the remaining cards at the bottom of your deck in any order.",
    ],
    "BT1-049": [
        "Inherited: [Your Turn] When an opponent's Digimon is deleted by dropping to 0 DP, "
        "<Draw 1> (Draw 1 card from your deck.)",
    ],
    "BT1-050": [],
    "BT1-051": [],
    "BT1-052": [
        "<Jamming> (This Digimon can't be deleted in battles against Security Digimon.)",
    ],
    "BT1-053": [
        "[Your Turn] When you play a yellow level 3 Digimon, if this Digimon is suspended, "
        "<Draw 1> (Draw 1 card from your deck.)",
    ],
    "BT1-054": [
        "[When Attacking] If you have 3 memory or more, 1 of your opponent's Digimon gets "
        "-2000 DP for the turn.",
    ],
    "BT1-055": [
        "[On Play] 1 of your opponent's Digimon gets -3000 DP for the turn.",
    ],
    "BT1-056": [
        "[On Play] You may play 1 [Tinkermon] from your hand or trash without paying its "
        "memory cost.",
    ],
    "BT1-057": [],
    "BT1-058": [
        "[When Attacking] Gain 3 memory. At the end of the turn, lose 3 memory.",
    ],
    "BT1-059": [],
    "BT1-060": [
        "[On Play] <Recovery +1 (Deck)> (Place the top card of your deck on top of your "
        "security stack.)",
        "Inherited: [Your Turn] This Digimon gets +1000 DP for every 3 security cards you have.",
    ],
    "BT1-061": [
        "[On Play] 2 of your opponent's Digimon get -3000 DP for the turn.",
    ],
    "BT1-062": [
        "[When Digivolving] 1 of your opponent's Digimon gets -8000 DP for the turn.",
    ],
    "BT1-063": [
        "[When Digivolving] <Recovery +1 (Deck)> (Place the top card of your deck on top of "
        "your security stack.)",
        "[Your Turn] While you have 3 or more security cards, this Digimon gains <Security A. "
        "+1>. (This Digimon checks 1 additional security card.)",
    ],
    "BT1-064": [],
    "BT1-065": [],
    "BT1-066": [
        "Inherited: [When Attacking] Suspend 1 of your opponent's Digimon with 3000 DP or less.",
    ],
    "BT1-067": [
        "[On Play] Reveal the top 3 cards of your deck. Add 1 level 4 Digimon card among them "
        "to your hand. Place the remaining cards at the bottom of your deck in any order.",
    ],
    "BT1-068": [
        "Inherited: [Your Turn] While this Digimon is level 6 or higher, it gains <Security "
        "A. +1>. (This Digimon checks 1 additional security card.)",
    ],
    "BT1-069": [
        "<Jamming> (This Digimon can't be deleted in battles against Security Digimon.)",
    ],
    "BT1-070": [
        "[On Play] Suspend 1 of your opponent's Digimon.",
    ],
    "BT1-071": [],
    "BT1-072": [
        "<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force "
        "the opponent to attack it instead.)",
        "[When Attacking] Lose 2 memory.",
    ],
    "BT1-073": [
        "Inherited: [Your Turn] This Digimon gets +1000 DP for every suspended Digimon your "
        "opponent has.",
    ],
    "BT1-074": [
        "[When Digivolving] Reveal the top 3 cards of your deck. Add 1 level 5 or higher "
        "Digimon card among them to your hand. Place the remaining cards at the bottom of "
        "your deck in any order.",
    ],
    "BT1-075": [
        "[When Attacking] Gain 3 memory. At the end of the turn, lose 3 memory.",
    ],
    "BT1-076": [
        "Inherited: [When Attacking] If your opponent has 2 or more suspended Digimon in "
        "play, gain 1 memory.",
    ],
    "BT1-077": [
        "Inherited: [Your Turn] When this Digimon deletes an opponent's Digimon in battle and "
        "survives, gain 1 memory.",
    ],
    "BT1-078": [
        "[When Attacking] Reveal the top 3 cards of your deck. You may digivolve this Digimon "
        "into 1 green level 6 Digimon card among them without paying the cost. Place the "
        "remaining cards at the bottom of your deck in any order.",
    ],
    "BT1-079": [
        "Inherited: [When Attacking] Suspend 1 of your opponent's Digimon without <Blocker>.",
    ],
    "BT1-080": [],
    "BT1-081": [
        "<Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives "
        "the battle, it performs any security checks it normally would.)",
        "[End of Attack] [Twice Per Turn] You may lose 3 memory to unsuspend this Digimon.",
    ],
    "BT1-082": [
        "[Opponent's Turn] When an opponent's Digimon attacks a player, if this Digimon is "
        "suspended, suspend 1 of your opponent's Digimon.",
    ],
    "BT1-083": [
        "<Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives "
        "the battle, it performs any security checks it normally would.)",
        "[Your Turn] This Digimon gets +4000 DP.",
    ],
    "BT1-084": [
        "[When Digivolving] Choose 1 of your opponent's Digimon. Delete all of your opponent's "
        "Digimon that share a name with it.",
        "[When Attacking] You may return 1 of this Digimon's level 6 digivolution cards to your "
        "hand to unsuspend this Digimon.",
    ],
    "BT1-085": [
        "[Start of Your Turn] If you have 2 memory or less, set your memory to 3.",
        "[Your Turn] All of your red Digimon with 4 or more digivolution cards gain <Security "
        "A. +1>. (This Digimon checks 1 additional security card.)",
        "[Security] Play this card without paying its memory cost.",
    ],
    "BT1-086": [
        "[Start of Your Turn] If you have 2 memory or less, set your memory to 3.",
        "[Your Turn] When you play a blue Digimon, you may suspend this Tamer to trash the "
        "bottom digivolution card of 1 of your opponent's Digimon.",
        "[Security] Play this card without paying its memory cost.",
    ],
    "BT1-087": [
        "[Start of Your Turn] If you have 2 memory or less, set your memory to 3.",
        "[On Play] Add 1 card from your security stack to your hand. If that card is yellow, "
        "<Recovery +1 (Deck)>. (Place the top card of your deck on top of your security "
        "stack.) Then, shuffle your security stack.",
        "[Security] Play this card without paying its memory cost.",
    ],
    "BT1-088": [
        "[Main] If you have a green level 5 or higher Digimon in play, you may suspend this "
        "Tamer to reveal the top card of your deck. Add 1 Digimon card among them to your "
        "hand. Place the remaining cards at the bottom of your deck in any order.",
        "[Security] Play this card without paying its memory cost.",
    ],
    "BT1-089": [
        "[Start of Your Turn] If you have 2 memory or less, set your memory to 3.",
        "[Main] If you have a green level 5 or higher Digimon in play, you may suspend this Tamer "
        "to hatch 1 Digi-Egg card to an empty space in your breeding area or move 1 level 3 or "
        "higher Digimon from your breeding area to your battle area.",
        "[Security] Play this card without paying its memory cost.",
    ],
    "BT1-090": [
        "[Main] Gain 2 memory. At the end of the turn, lose 2 memory.",
    ],
    "BT1-091": [
        "[Main] 1 of your Digimon gains <Piercing> (When this Digimon attacks and deletes an "
        "opponent's Digimon and survives the battle, it performs any security checks it "
        "normally would.) for the turn.",
    ],
    "BT1-092": [
        "[Main] <Draw 2> (Draw 2 cards from your deck.) Then, 1 of your Digimon gets +2000 DP "
        "for the turn.",
    ],
    "BT1-093": [
        "[Main] 1 of your Digimon gets +2000 DP and gains <Security A. +1> (This Digimon "
        "checks 1 additional security card.) for the turn.",
        "[Security] Add this card to its owner's hand.",
    ],
    "BT1-094": [
        "[Main] Delete 1 of your opponent's Digimon with <Blocker>.",
        "[Security] Activate this card's [Main] effect.",
    ],
    "BT1-095": [
        "[Main] Unsuspend 1 of your Digimon. That Digimon gains <Blocker> (When an opponent's "
        "Digimon attacks, you may suspend this Digimon to force the opponent to attack it "
        "instead.) until the end of your opponent's next turn.",
        "[Security] Unsuspend 1 of your Digimon. That Digimon gains <Blocker> (When an "
        "opponent's Digimon attacks, you may suspend this Digimon to force the opponent to "
        "attack it instead.) for the turn.",
    ],
    "BT1-096": [
        "[Main] 1 of your Digimon gets +3000 DP for the turn.",
        "[Security] <Draw 1> (Draw 1 card from your deck.) Then, add this card to its owner's "
        "hand.",
    ],
    "BT1-097": [
        "[Main] <Draw 1> (Draw 1 card from your deck.)",
        "[Security] <Draw 2> (Draw 2 cards from your deck.)",
    ],
    "BT1-098": [
        "[Main] 1 of your Digimon gains <Jamming> (This Digimon can't be deleted in battles "
        "against Security Digimon.) for the turn.",
        "[Security] Add this card to its owner's hand.",
    ],
    "BT1-099": [
        "[Main] Trash all of the digivolution cards of 1 of your opponent's Digimon.",
    ],
    "BT1-100": [
        "[Main] All of your opponent's Digimon with no digivolution cards can't attack until "
        "the end of your opponent's next turn.",
        "[Security] All of your opponent's Digimon with no digivolution cards can't attack "
        "for the turn.",
    ],
    "BT1-101": [
        "[Main] Trash all of the digivolution cards of each of your opponent's Digimon.",
        "[Security] Activate this card's [Main] effect.",
    ],
    "BT1-102": [
        "[Main] <Draw 1> (Draw 1 card from your deck.) for every 2 security cards you have.",
        "[Security] Activate this card's [Main] effect.",
    ],
    "BT1-103": [
        "[Main] 1 of your Digimon gains <Blocker> (When an opponent's Digimon attacks, you "
        "may suspend this Digimon to force the opponent to attack it instead.) until the end "
        "of your opponent's next turn.",
        "[Security] <Draw 1> (Draw 1 card from your deck.) Then, add this card to its owner's "
        "hand.",
    ],
    "BT1-104": [
        '[Main] All of your Digimon gain the following effect for the turn: "[When Attacking] '
        "1 of your opponent's Digimon gets -2000 DP for the turn.\"",
    ],
    "BT1-105": [
        "[Main] Change the original DP of 1 of your opponent's Digimon to 3000 until the end of "
        "your opponent's next turn.",
    ],
    "BT1-106": [
        "[Main] 1 of your opponent's Digimon gets -7000 DP for the turn.",
    ],
    "BT1-107": [
        "[Main] <Recovery +1 (Deck)> (Place the top card of your deck on top of your security "
        "stack.)",
        "[Security] Activate this card's [Main] effect.",
    ],
    "BT1-108": [
        "[Main] 1 of your Digimon gets +3000 DP for the turn.",
        "[Security] Suspend 1 of your opponent's Digimon. Then, add this card to its owner's hand.",
    ],
    "BT1-109": [
        "[Main] For the turn, the next time you would digivolve one of your green Digimon from "
        "level 5 to level 6, reduce the digivolution cost by 4.",
    ],
    "BT1-110": [
        "[Main] Suspend 1 of your opponent's Digimon.",
        "[Security] Suspend all of your opponent's Digimon without <Blocker>.",
    ],
    "BT1-111": [
        "[Main] Suspend 1 of your opponent's Digimon or suspend 2 of your opponent's Digimon "
        "with 5000 DP or less.",
        "[Security] Activate this card's [Main] effect.",
    ],
    "BT1-112": [
        '[Main] 1 of your Digimon gains the following effect for the turn: "When this Digimon '
        "deletes an opponent's Digimon in battle and survives, unsuspend this Digimon.\"",
        "[Security] Add this card to its owner's hand.",
    ],
    "BT1-113": [
        "[Main] 1 of your opponent's Digimon can't attack or block until the end of your "
        "opponent's next turn.",
        "[Security] All of your opponent's Digimon can't unsuspend in the unsuspend phase "
        "until the end of your opponent's next turn.",
    ],
    "BT1-114": [
        "<Security A. +2> (This Digimon checks 2 additional security cards.)",
        "[When Attacking] Lose 5 memory.",
        "Inherited: [Your Turn] This Digimon gets +3000 DP.",
    ],
    "BT1-115": [
        "[When Attacking] [Once Per Turn] If you have a Tamer in play, unsuspend this Digimon.",
        "Inherited: [All Turns] While you have a blue Tamer in play, this Digimon gets +1000 DP.",
    ],
}


@pytest.fixture(scope="module")
def bt1() -> dict[str, Card]:
    return {c.number: c for c in load_card_file(CARDS_DIR / "bt1.toml")}


def test_bt1_file_holds_the_cards_written_in_number_order(bt1: dict[str, Card]) -> None:
    assert list(bt1) == list(EXPECTED_TEXT)
    assert list(bt1) == sorted(bt1)


@pytest.mark.parametrize("number", sorted(EXPECTED_TEXT))
def test_bt1_generated_text(bt1: dict[str, Card], number: str) -> None:
    assert card_text(bt1[number]) == EXPECTED_TEXT[number]
