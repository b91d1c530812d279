"""The ST4-ST10 card files: they load, their facts are the printed ones, and every
card's generated text reads as intended, line for line (the ST1-ST3 cards are in
test_card_files.py)."""

from __future__ import annotations

import pytest

from digimon_tui.card_files.loader import load_card_file, load_cards
from digimon_tui.cards.model import Card
from digimon_tui.cards.paths import CARDS_DIR
from digimon_tui.cards.text import card_summary, card_text

BLOCKER = (
    "<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the "
    "opponent to attack it instead.)"
)
CHECKS_1_MORE = "(This Digimon checks 1 additional security card.)"
SA_PLUS_1 = "<Security A. +1>"
DRAW_1 = "<Draw 1> (Draw 1 card from your deck.)"
PIERCING = (
    "<Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives the "
    "battle, it performs any security checks it normally would.)"
)
RETALIATION = (
    "<Retaliation> (When this Digimon is deleted after losing a battle, delete the Digimon it "
    "was battling.)"
)
TRASH_SOURCES = "(Trash all of its digivolution cards.)"
REST_TO_BOTTOM = "Place the remaining cards at the bottom of your deck in any order."
DIGI_BURST_2 = (
    "<Digi-Burst 2> (Trash 2 of this Digimon's digivolution cards to activate the effect below.) ・"
)
AFTER_BATTLE = "[Security] At the end of the battle, play this card without paying its memory cost."
ACTIVATE_MAIN = "[Security] Activate this card's [Main] effect."
PLAY_FREE = "[Security] Play this card without paying its memory cost."
ADD_TO_HAND = "[Security] Add this card to its owner's hand."
LOSE_2 = "[When Attacking] Lose 2 memory."
HAND_8 = "While you have 8 or more cards in your hand,"
OPPONENT_DELETED = "[Your Turn] [Once Per Turn] When an opponent's Digimon is deleted,"
NO_ON_PLAY = "Any [On Play] effects on Digimon played with this effect don't activate."
ANGELS = "[Angel], [Archangel], or [Fallen Angel]"

EXPECTED_TEXT: dict[str, list[str]] = {
    # ---- ST4
    "ST4-01": ["Inherited: [Your Turn] While this Digimon is level 6 or higher, it gets +1000 DP."],
    "ST4-02": [],
    "ST4-03": [
        "[On Play] Reveal the top card of your deck. Add 1 green Digimon card among them to your "
        f"hand. {REST_TO_BOTTOM}",
    ],
    "ST4-04": [
        "Inherited: [When Attacking] If you attack an opponent's Digimon, this Digimon gets +2000 "
        "DP for the turn.",
    ],
    "ST4-05": [],
    "ST4-06": [
        "Inherited: [When Attacking] If you attack an opponent's Digimon, this Digimon gets +2000 "
        "DP for the turn.",
    ],
    "ST4-07": [],
    "ST4-08": [BLOCKER, LOSE_2],
    "ST4-09": [],
    "ST4-10": [
        "[When Digivolving] Reveal the top 5 cards of your deck. Add 1 level 6 or higher Digimon "
        f"card among them to your hand. {REST_TO_BOTTOM}",
    ],
    "ST4-11": [
        "Inherited: [Your Turn] [Once Per Turn] When this Digimon deletes an opponent's Digimon "
        "in battle and survives, trash the top card of your opponent's security stack.",
    ],
    "ST4-12": [
        "[When Digivolving] 1 of your opponent's Digimon can't attack or block until the end of "
        "your opponent's next turn.",
    ],
    "ST4-13": [PIERCING, f"[Main] {DIGI_BURST_2}Suspend 1 of your opponent's Digimon."],
    "ST4-14": [
        "[Your Turn] When an opponent's Digimon becomes suspended, you may suspend this Tamer to "
        "gain 1 memory.",
        PLAY_FREE,
    ],
    "ST4-15": [
        "[Main] Suspend 1 of your opponent's Digimon.",
        f"{ACTIVATE_MAIN} Then, add this card to its owner's hand.",
    ],
    "ST4-16": [
        "[Main] Return 1 of your opponent's suspended Digimon to its owner's hand. "
        f"{TRASH_SOURCES}",
        ACTIVATE_MAIN,
    ],
    # ---- ST5
    "ST5-01": ["Inherited: [Your Turn] While this Digimon has <Blocker>, it gets +1000 DP."],
    "ST5-02": [],
    "ST5-03": [BLOCKER],
    "ST5-04": [
        "Inherited: [End of Opponent's Turn] If your opponent didn't attack with a Digimon this "
        f"turn, {DRAW_1}",
    ],
    "ST5-05": [],
    "ST5-06": [
        "Inherited: [End of Opponent's Turn] If your opponent didn't attack with a Digimon this "
        f"turn, {DRAW_1}",
    ],
    "ST5-07": [],
    "ST5-08": [BLOCKER, LOSE_2],
    "ST5-09": [
        f"[When Digivolving] 1 of your Digimon gains {BLOCKER} until the end of your opponent's "
        "next turn.",
    ],
    "ST5-10": [],
    "ST5-11": [f"Inherited: {BLOCKER}"],
    "ST5-12": [
        "[When Digivolving] Up to 2 of your Digimon gain <Reboot> (Unsuspend this Digimon during "
        "your opponent's unsuspend phase.) until the end of your opponent's next turn.",
    ],
    "ST5-13": [
        f"{SA_PLUS_1} {CHECKS_1_MORE}",
        f"[Main] {DIGI_BURST_2}1 of your Digimon gets +4000 DP until the end of your opponent's "
        "next turn.",
    ],
    "ST5-14": [
        "[Opponent's Turn] When you use <Blocker> to suspend one of your Digimon, you may suspend "
        "this Tamer to unsuspend 1 of your Digimon.",
        PLAY_FREE,
    ],
    "ST5-15": [
        "[Main] <De-Digivolve 1> (Trash up to 1 card from the top of one of your opponent's "
        "Digimon. If it has no digivolution cards, or becomes a level 3 Digimon, you can't trash "
        "any more cards.) on up to 2 of your opponent's Digimon.",
        ACTIVATE_MAIN,
    ],
    "ST5-16": [
        "[Main] Delete 1 of your opponent's Digimon with a play cost of 7 or less.",
        ACTIVATE_MAIN,
    ],
    # ---- ST6
    "ST6-01": ["Inherited: [On Deletion] Trash the top 2 cards of your deck."],
    "ST6-02": [],
    "ST6-03": [f"Inherited: [When Attacking] {DRAW_1} Then, trash 1 card in your hand."],
    "ST6-04": [
        "[On Play] You may return 1 purple Option card with a play cost of 1 or 7 from your "
        "trash to your hand.",
    ],
    "ST6-05": [],
    "ST6-06": [f"Inherited: [When Attacking] {DRAW_1} Then, trash 1 card in your hand."],
    "ST6-07": [],
    "ST6-08": [BLOCKER, LOSE_2],
    "ST6-09": [],
    "ST6-10": [
        "[When Digivolving] You may return 1 purple Digimon card from your trash to your hand.",
    ],
    "ST6-11": [
        "Inherited: [Your Turn] While there are 5 or more cards in your trash, this Digimon gets "
        "+2000 DP.",
    ],
    "ST6-12": [
        f"[When Digivolving] Up to 2 of your Digimon gain {RETALIATION} until the end of your "
        "opponent's next turn.",
    ],
    "ST6-13": [
        f"{SA_PLUS_1} {CHECKS_1_MORE}",
        f"[Main] {DIGI_BURST_2}Play 1 purple level 3 Digimon card from your trash without paying "
        "its memory cost.",
    ],
    "ST6-14": [
        "[Your Turn] When one of your Digimon is deleted, you may suspend this Tamer to gain 1 "
        "memory.",
        PLAY_FREE,
    ],
    "ST6-15": [
        "[Main] You may delete 1 of your Digimon to delete 1 of your opponent's level 4 or lower "
        "Digimon.",
        "[Security] Delete 1 of your opponent's level 4 or lower Digimon.",
    ],
    "ST6-16": [
        "[Main] You may play 1 purple level 3 Digimon card and 1 purple level 4 Digimon card from "
        f"your trash without paying their memory costs. {NO_ON_PLAY}",
        "[Security] You may play 1 purple level 4 or lower Digimon card from your trash without "
        f"paying its memory cost. {NO_ON_PLAY}",
    ],
    # ---- ST7
    "ST7-01": [f"Inherited: {OPPONENT_DELETED} this Digimon gets +2000 DP for the turn."],
    "ST7-02": [
        "Inherited: [When Attacking] If this Digimon attacks a player, it gets +2000 DP for the "
        "turn.",
    ],
    "ST7-03": [
        "[Your Turn] If your opponent has a level 6 or higher Digimon in play, this Digimon can "
        "digivolve into a [Gallantmon] in your hand for a memory cost of 4, ignoring its "
        "digivolution requirements.",
        f"Inherited: {OPPONENT_DELETED} {DRAW_1}",
    ],
    "ST7-04": [BLOCKER, "[Your Turn] This Digimon can't attack players."],
    "ST7-05": [f"Inherited: {OPPONENT_DELETED} gain 1 memory."],
    "ST7-06": ["[On Play] Delete 1 of your opponent's Digimon with 4000 DP or less.", AFTER_BATTLE],
    "ST7-07": ["[On Play] Delete 1 of your opponent's Digimon with 5000 DP or less."],
    "ST7-08": [
        "[When Attacking] Delete 1 of your opponent's Digimon with 3000 DP or less.",
        f"Inherited: {OPPONENT_DELETED} this Digimon gains {SA_PLUS_1} {CHECKS_1_MORE} for the "
        "turn.",
    ],
    "ST7-09": [
        f"{SA_PLUS_1} {CHECKS_1_MORE}",
        "[When Attacking] Delete 1 of your opponent's Digimon with 4000 DP or less. If nothing "
        "was done by this effect, this Digimon gets +3000 DP for the turn.",
    ],
    "ST7-10": [f"{SA_PLUS_1} {CHECKS_1_MORE}", PIERCING],
    "ST7-11": [
        "[Main] 1 of your Digimon gets +2000 DP for the turn. Then, if the number of cards in "
        "your security stack is less than or equal to your opponent's, 1 of your Digimon gains "
        f"{SA_PLUS_1} {CHECKS_1_MORE} for the turn.",
        ADD_TO_HAND,
    ],
    "ST7-12": [
        "[Main] Delete any number of your opponent's Digimon whose total DP adds up to 8000 or "
        "less.",
        ACTIVATE_MAIN,
    ],
    # ---- ST8
    "ST8-01": [f"Inherited: [Your Turn] {HAND_8} this Digimon gets +1000 DP."],
    "ST8-02": [f"Inherited: [All Turns] {HAND_8} this Digimon gets +1000 DP."],
    "ST8-03": [
        "[On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with [Dramon] in its "
        f"name among them to your hand. {REST_TO_BOTTOM}",
    ],
    "ST8-04": [
        "[Your Turn] If your opponent has a level 6 or higher Digimon in play, this Digimon can "
        "digivolve into an [UlforceVeedramon] in your hand for a memory cost of 4, ignoring its "
        "digivolution requirements.",
        f"Inherited: [When Attacking] If you have 7 or fewer cards in your hand, {DRAW_1}",
    ],
    "ST8-05": [
        "Inherited: [When Attacking] If you have 8 or more cards in your hand, return 1 of your "
        f"opponent's level 3 Digimon to its owner's hand. {TRASH_SOURCES}",
    ],
    "ST8-06": ["[On Play] <Draw 2> (Draw 2 cards from your deck.)", AFTER_BATTLE],
    "ST8-07": [BLOCKER],
    "ST8-08": [
        "<Jamming> (This Digimon can't be deleted in battles against Security Digimon.)",
        f"Inherited: [Your Turn] {HAND_8} this Digimon gains {SA_PLUS_1}. {CHECKS_1_MORE}",
    ],
    "ST8-09": [
        f"[When Digivolving] This Digimon gains {SA_PLUS_1} {CHECKS_1_MORE} for the turn.",
        "[Your Turn] This Digimon can't be blocked.",
    ],
    "ST8-10": [
        "[When Digivolving] Return 1 of your opponent's level 4 or lower Digimon to its owner's "
        f"hand. {TRASH_SOURCES}",
        "[When Attacking] [Once Per Turn] If you have 8 or more cards in your hand, unsuspend "
        "this Digimon.",
    ],
    "ST8-11": ["[Main] Unsuspend 1 of your blue Digimon.", ADD_TO_HAND],
    "ST8-12": [
        "[Main] Return 1 of your opponent's level 6 or lower Digimon to its owner's hand. "
        f"{TRASH_SOURCES}",
        ACTIVATE_MAIN,
    ],
    # ---- ST9
    "ST9-01": [
        "Inherited: [Your Turn] While you have a blue Digimon in play, this Digimon gets +1000 DP.",
    ],
    "ST9-02": [
        "[On Play] Reveal the top 3 cards of your deck. Add 1 card with [Free] in its traits "
        f"among them to your hand. {REST_TO_BOTTOM}",
    ],
    "ST9-03": [],
    "ST9-04": [
        "When you would play this card from your hand, if you have a green Digimon in play, "
        "reduce its play cost by 1.",
        "Inherited: [When Attacking] If you have a green Digimon in play, this Digimon gets +1000 "
        "DP for the turn.",
    ],
    "ST9-05": [
        "<DNA Digivolution: 0 from blue Lv.4 + green Lv.4> Digivolve unsuspended with the 2 "
        "specified Digimon stacked on top of each other.",
        "[When Digivolving] If DNA digivolving, return 1 of your opponent's Digimon with 6000 DP "
        "or less to the bottom of its owner's deck.",
        "[When Attacking] [Once Per Turn] Unsuspend this Digimon.",
    ],
    "ST9-06": [
        "[When Digivolving] You may play 1 blue level 4 or lower Digimon card and 1 green level 4 "
        "or lower Digimon card from this Digimon's digivolution cards without paying their memory "
        "costs.",
    ],
    "ST9-07": [
        "[Opponent's Turn] While you have a blue Digimon in play, this Digimon gains <Blocker>. "
        "(When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent "
        "to attack it instead.)",
    ],
    "ST9-08": [
        "Inherited: [End of Your Turn] You may DNA digivolve this Digimon and one of your other "
        "Digimon in play into a Digimon card in your hand by paying its DNA digivolve cost.",
    ],
    "ST9-09": [
        "When you would play this card from your hand, if you have a blue Digimon in play, reduce "
        "its play cost by 1.",
        f"Inherited: [When Attacking] If you have a blue Digimon in play, {DRAW_1}",
    ],
    "ST9-10": ["[On Play] Suspend 1 of your opponent's Digimon.", AFTER_BATTLE],
    "ST9-11": [
        "<DNA Digivolution: 0 from green Lv.4 + blue Lv.4> Digivolve unsuspended with the 2 "
        "specified Digimon stacked on top of each other.",
        "[When Digivolving] Suspend 1 of your opponent's Digimon. If DNA digivolving, that "
        "Digimon can't unsuspend in the unsuspend phase until the end of your opponent's next "
        "turn.",
        "Inherited: [Your Turn] This Digimon gets +1000 DP for each of its colors.",
    ],
    "ST9-12": [],
    "ST9-13": [
        f"{SA_PLUS_1} {CHECKS_1_MORE}",
        "[When Digivolving] This Digimon gets +4000 DP for the turn.",
    ],
    "ST9-14": [
        "[Main] Suspend 1 of your opponent's Digimon. Then, return 1 of your opponent's suspended "
        f"Digimon to its owner's hand. {TRASH_SOURCES}",
        ACTIVATE_MAIN,
    ],
    "ST9-15": [
        "[Main] 1 of your Digimon gets +2000 DP for the turn. Then, if you have a blue Digimon in "
        f"play, 1 of your Digimon gains {PIERCING} for the turn.",
        ADD_TO_HAND,
    ],
    # ---- ST10
    "ST10-01": [
        f"Inherited: [When Attacking] If you have a yellow Digimon in play, {DRAW_1} If you do, "
        "trash 1 card in your hand.",
    ],
    "ST10-02": [
        "Inherited: [End of Your Turn] You may DNA digivolve this Digimon and one of your other "
        "Digimon in play into a Digimon card in your hand by paying its DNA digivolve cost.",
    ],
    "ST10-03": [],
    "ST10-04": [
        "[On Play] Reveal the top 3 cards of your deck. Add 1 yellow Digimon card and 1 purple "
        f"Digimon card among them to your hand. {REST_TO_BOTTOM}",
        "[Your Turn] When this Digimon would digivolve into a card with [Archangel] or [Fallen "
        "Angel] in its traits, reduce the memory cost of the digivolution by 2.",
        "Inherited: [End of Your Turn] You may DNA digivolve this Digimon and one of your other "
        "Digimon in play into a Digimon card in your hand by paying its DNA digivolve cost.",
    ],
    "ST10-05": [
        "[On Play] 1 of your opponent's Digimon gains <Security A. -2> (This Digimon checks 2 "
        "fewer security cards.) until the end of your opponent's next turn.",
        "Inherited: [Your Turn] While you have a purple Digimon in play, this Digimon gains "
        f"{SA_PLUS_1}. {CHECKS_1_MORE}",
    ],
    "ST10-06": [
        "<DNA Digivolution: 0 from yellow Lv.5 + purple Lv.5> Digivolve unsuspended with the 2 "
        "specified Digimon stacked on top of each other.",
        "[When Digivolving] Place 1 yellow or purple Digimon card from your trash on top of your "
        "security stack face down. If DNA digivolving, you may search your security stack for 1 "
        "level 5 or lower Digimon card and play it without paying its memory cost. Then, shuffle "
        "your security stack.",
        "[All Turns] When you play another Digimon using an effect, delete 1 of your opponent's "
        "Digimon whose level is less than or equal to the played Digimon's level.",
    ],
    "ST10-07": [
        "[Opponent's Turn] While you have a yellow Digimon in play, this Digimon gains <Blocker>. "
        "(When an opponent's Digimon attacks, you may suspend this Digimon to force the opponent "
        "to attack it instead.)",
    ],
    "ST10-08": [
        f"[On Play] Reveal the top 3 cards of your deck. Add 1 card with {ANGELS} in its traits "
        f"among them to your hand. {REST_TO_BOTTOM}",
    ],
    "ST10-09": [
        "[On Play] Return 1 purple level 5 or lower Digimon card from your trash to your hand.",
        AFTER_BATTLE,
    ],
    "ST10-10": [],
    "ST10-11": ["[On Play] Delete 1 of your opponent's level 3 Digimon."],
    "ST10-12": [
        "[When Digivolving] You may trash 1 card in your hand to reveal the top 3 cards of your "
        f"deck. Add 1 yellow card with {ANGELS} in its traits and 1 purple card with {ANGELS} in "
        f"its traits among them to your hand. {REST_TO_BOTTOM}",
        "Inherited: [Your Turn] All of your yellow Digimon gain <Retaliation>. (When this Digimon "
        "is deleted after losing a battle, delete the Digimon it was battling.)",
    ],
    "ST10-13": [
        RETALIATION,
        "[When Digivolving] Trash the top 3 cards of your deck. Then, return 1 Digimon card from "
        "your trash to your hand.",
    ],
    "ST10-14": [
        "[Main] Place 1 of your opponent's Digimon at the top or bottom of its owner's security "
        "stack face down. If you do, trash the top card of your opponent's security stack.",
        "[Security] You may place 1 of your opponent's Digimon at the top or bottom of its "
        "owner's security stack face down.",
    ],
    "ST10-15": [
        "[Main] Trash the top 3 cards of your deck. Then, if you have a yellow Digimon in play, "
        "return 1 yellow or purple Digimon card from your trash to your hand.",
        ACTIVATE_MAIN,
    ],
}


SETS = ("ST4", "ST5", "ST6", "ST7", "ST8", "ST9", "ST10")


@pytest.fixture(scope="module")
def cards() -> dict[str, Card]:
    return load_cards()


def test_the_starter_files_hold_exactly_these_cards_in_number_order() -> None:
    numbers = [c.number for s in SETS for c in load_card_file(CARDS_DIR / f"{s.lower()}.toml")]
    assert numbers == list(EXPECTED_TEXT)


@pytest.mark.parametrize("number", sorted(EXPECTED_TEXT))
def test_generated_text(cards: dict[str, Card], number: str) -> None:
    assert card_text(cards[number]) == EXPECTED_TEXT[number]


def test_summaries_show_the_printed_facts(cards: dict[str, Card]) -> None:
    assert card_summary(cards["ST4-01"]) == "ST4-01 Motimon · Digi-Egg · green · Lv.2"
    assert card_summary(cards["ST5-13"]) == (
        "ST5-13 BlitzGreymon · Digimon · black · Lv.6 · play cost 12 · 12000 DP · "
        "from black Lv.5 for 4"
    )
    assert card_summary(cards["ST6-14"]) == "ST6-14 Matt Ishida · Tamer · purple · play cost 2"
    assert card_summary(cards["ST7-12"]) == "ST7-12 Atomic Blaster · Option · red · use cost 5"
    assert card_summary(cards["ST9-03"]) == (
        "ST9-03 Betamon · Digimon · blue · Lv.3 · play cost 3 · 4000 DP · "
        "from blue Lv.2 for 0 or from green Lv.2 for 0"
    )
    assert card_summary(cards["ST10-15"]) == (
        "ST10-15 Darkness Wave · Option · purple · use cost 1"
    )
    assert cards["ST7-09"].types == ("Holy Warrior", "Royal Knight")
    assert (cards["ST9-02"].form, cards["ST9-02"].attribute) == ("Rookie", "Free")
