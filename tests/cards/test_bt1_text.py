"""The BT1 card file: every card loads, and its generated text reads as intended, line
for line (the printed cards' wording is compared in test_bt1_printed_text.py)."""

from __future__ import annotations

import pytest

from digimon_tui.cards.loader import CARDS_DIR, load_card_file
from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_text

EXPECTED_TEXT: dict[str, list[str]] = {
    "BT1-001": [
        "Inherited: [When Attacking] If you attack an opponent's Digimon, this Digimon gets "
        "+1000 DP for the turn.",
    ],
    "BT1-004": [
        "Inherited: [Your Turn] While your opponent has 2 or more Digimon with no "
        "digivolution cards in play, this Digimon gets +2000 DP.",
    ],
    "BT1-005": [
        "Inherited: [Your Turn] While you have 6 or more security cards, this Digimon gets "
        "+2000 DP.",
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
    "BT1-012": [
        "Inherited: [Your Turn] When this Digimon is blocked, it gets +2000 DP for the turn.",
    ],
    "BT1-013": [],
    "BT1-014": [],
    "BT1-015": [
        "Inherited: [Your Turn] This Digimon gets +2000 DP.",
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
    "BT1-023": [
        "[On Play] Delete 1 of your opponent's Digimon with <Blocker>.",
    ],
    "BT1-024": [],
    "BT1-027": [],
    "BT1-028": [],
    "BT1-030": [
        "Inherited: [On Deletion] Gain 1 memory.",
    ],
    "BT1-031": [
        "<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force "
        "the opponent to attack it instead.)",
    ],
    "BT1-033": [
        "Inherited: [Your Turn] While your opponent has a Digimon with no digivolution cards "
        "in play, this Digimon gets +1000 DP.",
    ],
    "BT1-035": [
        "[On Deletion] Gain 2 memory.",
    ],
    "BT1-036": [
        "[On Play] Unsuspend 1 of your Digimon.",
    ],
    "BT1-037": [],
    "BT1-038": [],
    "BT1-042": [],
    "BT1-043": [
        "[When Digivolving] Trash the bottom 4 digivolution cards of 1 of your opponent's Digimon.",
    ],
    "BT1-045": [],
    "BT1-047": [],
    "BT1-050": [],
    "BT1-051": [],
    "BT1-054": [
        "[When Attacking] If you have 3 memory or more, 1 of your opponent's Digimon gets "
        "-2000 DP for the turn.",
    ],
    "BT1-055": [
        "[On Play] 1 of your opponent's Digimon gets -3000 DP for the turn.",
    ],
    "BT1-057": [],
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
    "BT1-068": [
        "Inherited: [Your Turn] While this Digimon is level 6 or higher, it gains <Security "
        "A. +1>. (This Digimon checks 1 additional security card.)",
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
    "BT1-076": [
        "Inherited: [When Attacking] If your opponent has 2 or more suspended Digimon in "
        "play, gain 1 memory.",
    ],
    "BT1-079": [
        "Inherited: [When Attacking] Suspend 1 of your opponent's Digimon without <Blocker>.",
    ],
    "BT1-080": [],
    "BT1-093": [
        "[Main] 1 of your Digimon gets +2000 DP and gains <Security A. +1> (This Digimon "
        "checks 1 additional security card.) for the turn.",
        "[Security] Add this card to its owner's hand.",
    ],
    "BT1-094": [
        "[Main] Delete 1 of your opponent's Digimon with <Blocker>.",
        "[Security] Activate this card's [Main] effect.",
    ],
    "BT1-100": [
        "[Main] All of your opponent's Digimon with no digivolution cards can't attack until "
        "the end of your opponent's next turn.",
        "[Security] All of your opponent's Digimon with no digivolution cards can't attack "
        "for the turn.",
    ],
    "BT1-105": [
        "[Main] 1 of your opponent's Digimon has an original DP of 3000 until the end of your "
        "opponent's next turn.",
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
    "BT1-110": [
        "[Main] Suspend 1 of your opponent's Digimon.",
        "[Security] Suspend all of your opponent's Digimon without <Blocker>.",
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
