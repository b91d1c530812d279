"""Typos of the printed catalogue, corrected where they are known, never silently.

Each correction names the cards it applies to, the text as the catalogue has it, the text
as the card is printed, and why. `cards compile` applies them and prints each one it
applied (`docs/card-compiler.md` lists them); a correction whose wrong text is no longer in
its card is an error, so the list never outlives the typo.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import CompileError


@dataclass(frozen=True)
class Correction:
    cards: tuple[str, ...]
    wrong: str
    right: str
    why: str


CORRECTIONS = (
    Correction(
        cards=("BT6-105",),
        wrong="Gewalt SchwxE4rmer",
        right="Gewalt Schw\u00e4rmer",
        why="the name's a-umlaut is mangled into the escape code 'xE4' (the card is printed "
        "Gewalt Schw\u00e4rmer), so a player searching the name or reading it would see garbage",
    ),
    Correction(
        cards=("BT10-112",),
        wrong="for each card with [Royal Knights] in its traits",
        right="for each card with [Royal Knight] in its traits",
        why="the trait is spelled [Royal Knight] on the cards that have it and in the card's "
        "other sentences; the plural would match no card, so <Security A. +1> would count none",
    ),
    Correction(
        cards=("BT10-094",),
        wrong="without payings its memory cost",
        right="without paying its memory cost",
        why="a stray letter: the [Security] play is for free, as every such play is worded",
    ),
    Correction(
        cards=("BT23-052",),
        wrong="[When Linking] [When Linking]",
        right="[When Linking]",
        why="the catalogue prints the link effect's timing header twice, which would name one "
        "timing twice: the card's link effect is printed under one [When Linking]",
    ),
    Correction(
        cards=(
            "BT6-111",
            "BT7-056",
            "BT7-062",
            "BT7-064",
            "BT7-065",
            "BT7-090",
            "BT7-104",
            "BT7-106",
            "BT8-060",
            "BT8-063",
            "BT8-066",
            "BT8-069",
            "BT8-092",
            "BT8-104",
        ),
        wrong="[X-Antibody]",
        right="[X Antibody]",
        why="the trait is spelled [X Antibody] on the cards that have it (and in the text of "
        "BT9 on); with the hyphen it would match no card",
    ),
    Correction(
        cards=("BT3-093",),
        wrong="set your memory to 3.On Play]",
        right="set your memory to 3. [On Play]",
        why="the catalogue lost the second effect's opening bracket and the space before it: "
        "the card prints an [On Play] effect after the [Start of Your Turn] one",
    ),
    Correction(
        cards=("EX4-074",),
        wrong="1 of your opponent's Digimon, and . Then,",
        right="1 of your opponent's Digimon, and <Recovery +1 (Deck)>. Then,",
        why="the catalogue lost the keyword <Recovery +1 (Deck)> with its reminder text, "
        "leaving 'and .': the card's [End of Attack] effect ends its first sentence with it",
    ),
    Correction(
        cards=("EX4-020",),
        wrong="[On Play] This Digimon gains",
        right="<DigiXros -2> Blue [Greymon] × [MailBirdramon] [On Play] This Digimon gains",
        why="the catalogue leaves out the card's DigiXros line, keeping only its trace (the "
        "[On Play] effect's 'If DigiXrosing', <Material Save 2>'s 'cards in this Digimon's "
        "DigiXros conditions'): the card is played by DigiXros from a blue [Greymon] and a "
        "[MailBirdramon], 2 less for each",
    ),
    Correction(
        cards=("BT6-084",),
        wrong="[On Play] Gain 1 memory.",
        right="[On Play] Gain 1 memory. [Rule] Name: Also treated as [Sistermon Noir]. "
        "[Rule] Trait: Has [Virus] type.",
        why="the catalogue leaves out the card's rule line, keeping only its trace (the Virus "
        "attribute beside Data, Sistermon Noir's Japanese name): the card is also treated as "
        "named [Sistermon Noir] and has the [Virus] trait (ruling Q1470)",
    ),
    Correction(
        cards=("BT7-083",),
        wrong="other than [Sistermon Ciel (Awakened)] from your trash to your hand.",
        right="other than [Sistermon Ciel (Awakened)] from your trash to your hand. "
        "[Rule] Name: Also treated as [Sistermon Noir (Awakened)]. [Rule] Trait: Has [Virus] "
        "type.",
        why="the catalogue leaves out the card's rule line, keeping only its trace (the Virus "
        "attribute beside Data): the card is also treated as named [Sistermon Noir (Awakened)] "
        "and has the [Virus] trait (ruling Q1650)",
    ),
    Correction(
        cards=("BT12-034",),
        wrong="Digivolve: 0 from Koromon",
        right="Digivolve: 0 from [Koromon]",
        why="the card's name lost its brackets: the requirement is by name, as on BT13-008",
    ),
    Correction(
        cards=("BT11-089",),
        wrong="[Animal], or [Sovereign] in its traits by an effect",
        right="[Animal], or [Sovereign] in one of its traits (other than [Sea Animal]) by an "
        "effect",
        why="the catalogue lost the card's exclusion, which ruling Q2115 quotes: a [Sea Animal] "
        "Digimon doesn't count for [Animal]",
    ),
    Correction(
        cards=("BT6-054",),
        wrong="Digimon card with Hybrid in its form",
        right="Digimon card with [Hybrid] in its form",
        why="the trait lost its brackets: every other card names the [Hybrid] form in them",
    ),
    Correction(
        cards=("BT13-007",),
        wrong="Digi - Egg deck, then pllace that card and all of your [Royal Knight] trait "
        "Digimon as this Digimon as its bottom digivolution cards",
        right="Digi-Egg deck. Place that card and all of your [Royal Knight] trait Digimon "
        "under this Digimon as its bottom digivolution cards",
        why='three typos in one sentence: a spaced hyphen, a doubled letter, and "as this '
        'Digimon" where the card places the cards under it (rulings Q2263, Q2264 speak of its '
        "bottom digivolution cards)",
    ),
    Correction(
        cards=("ST14-11",),
        wrong="return 1 card from your hand to your deck",
        right="return 1 card from your hand to the top of your deck",
        why="the English catalogue text says no place in the deck; the card's Japanese text "
        "returns it to the top (デッキの上に戻す)",
    ),
    Correction(
        cards=("RB1-018",),
        wrong="[When Digivolving] on] 1 of",
        right="[When Digivolving] 1 of",
        why="a stray 'on]' left of a header: the card's second effect is '[On Play][When "
        "Digivolving] 1 of your opponent's Digimon gets -3000 DP ...'",
    ),
    Correction(
        cards=("BT15-007",),
        wrong="[;Sovereign]",
        right="[Sovereign]",
        why="a stray semicolon: the trait is [Sovereign], as on BT15-001 and BT15-013",
    ),
    Correction(
        cards=("EX4-025", "EX4-035", "EX4-054"),
        wrong="in name (When this Digimon attacks, by suspending 1 of your other Digimon, "
        "this Digimon adds the suspended Digimon's DP and gains  for the attack.)",
        right="in name <Alliance> (When this Digimon attacks, by suspending 1 of your other "
        "Digimon, this Digimon adds the suspended Digimon's DP and gains <Security A. +1> for "
        "the attack.)",
        why="the catalogue lost the keywords in angle brackets: the reminder text is "
        "<Alliance>'s, which gives <Security A. +1> for the attack",
    ),
    Correction(
        cards=("EX4-043", "EX4-044"),
        wrong="(Unsuspend this Digimon during",
        right="<Reboot> (Unsuspend this Digimon during",
        why="the catalogue lost the inherited keyword: the reminder text is <Reboot>'s",
    ),
    Correction(
        cards=("EX4-045", "EX4-046"),
        wrong="(When an opponent's Digimon attacks, you may suspend this Digimon",
        right="<Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon",
        why="the catalogue lost the inherited keyword: the reminder text is <Blocker>'s",
    ),
    Correction(
        cards=("P-012",),
        wrong="(Draw 1 card from your deck.・",
        right="(Draw 1 card from your deck.)・",
        why="<Draw 1>'s reminder text is never closed, which would swallow the second "
        "effect to choose from",
    ),
    Correction(
        cards=("BT14-002", "BT14-029"),
        wrong="Digimon with more digivolution cards than this Digimon",
        right="Digimon with as many or more digivolution cards as this Digimon",
        why="the official errata (BT14-002 of 2023-12-15, BT14-029 of 2023-12-22): the "
        "catalogue prints the text from before it",
    ),
    Correction(
        cards=("BT14-091",),
        wrong="no Digimon with more digivolution cards than the chosen Digimon",
        right="no Digimon with as many or more digivolution cards as the chosen Digimon",
        why="the official errata (2023-12-22): the catalogue prints the text from before it",
    ),
    Correction(
        cards=("BT12-037", "BT12-051"),
        wrong="[Ryouma Mogami]",
        right="[Ryoma Mogami]",
        why="the official errata (2024-02-09): the Tamer's name is [Ryoma Mogami], as its "
        "card prints it; the old spelling names no card",
    ),
    Correction(
        cards=("P-085",),
        wrong="if its your turn",
        right="if it's your turn",
        why='a missing apostrophe: "its" where "it is" is meant',
    ),
    Correction(
        cards=("P-140",),
        wrong="Lv.4 w/[Insectoid]\u00a0in its name",
        right="Lv.4 w/[Insectoid] trait",
        why="[Insectoid] is a trait (the card's own): no card has it in its name, so the "
        "requirement as the catalogue has it could never be met",
    ),
    Correction(
        cards=("P-141",),
        wrong="you may unsuspended this Digimon",
        right="you may unsuspend this Digimon",
        why='a stray ending: the verb after "you may" (printed so in both its effect and '
        "its inherited effect)",
    ),
    Correction(
        cards=("P-144",),
        wrong="in it's digivolution cards",
        right="in its digivolution cards",
        why='a stray apostrophe: "it\'s" where the possessive "its" is meant',
    ),
    Correction(
        cards=("P-213",),
        wrong="from its digivolution cards without paying the cost.))",
        right="from its digivolution cards without paying the cost.)",
        why="a stray closing bracket after <Decode>'s reminder text in the inherited effect: "
        "the same reminder in the card's own effects closes once",
    ),
    Correction(
        cards=("P-173",),
        wrong="＜De-Digivolve 4＞ 1 of your opponent's Digimon \n[All Turns]",
        right="＜De-Digivolve 4＞ 1 of your opponent's Digimon.\n[All Turns]",
        why="a missing full stop: the [When Digivolving] sentence ends before the next "
        "effect's header, as every other sentence of the card does",
    ),
    Correction(
        cards=("P-123",),
        wrong="to the battle area. You may hatch",
        right="to the battle area, you may hatch",
        why="a full stop where the trigger's comma goes, which would leave the trigger "
        "without its effect",
    ),
    Correction(
        cards=("ST15-13",),
        wrong="it becomes the attack target. [When Digivolving]",
        right="it becomes the attack target.) [When Digivolving]",
        why="<Blocker>'s reminder text is never closed, which would swallow the "
        "[When Digivolving] effect after it",
    ),
    *(
        Correction(
            cards=cards,
            wrong=wrong,
            right=right,
            why=f"the catalogue lost the keyword {keyword}: the reminder text left is its own",
        )
        for keyword, wrong, right, cards in (
            (
                "<Draw 1>",
                "(Draw 1 card from your deck)",
                "<Draw 1> (Draw 1 card from your deck)",
                (
                    "BT15-005",
                    "BT15-008",
                    "BT15-019",
                    "BT15-020",
                    "BT15-024",
                    "BT15-026",
                    "BT15-046",
                    "BT15-051",
                    "BT15-069",
                    "BT15-071",
                    "BT15-073",
                    "BT15-075",
                    "EX4-064",
                ),
            ),
            (
                "<Draw 2>",
                "(Draw 2 cards from your deck)",
                "<Draw 2> (Draw 2 cards from your deck)",
                ("BT15-006", "BT15-099"),
            ),
            (
                "<Draw 1>",
                " . (Draw 1 card from your deck.)",
                " <Draw 1> (Draw 1 card from your deck.)",
                ("EX4-001", "EX4-003", "EX4-005", "EX4-007", "EX4-014", "EX4-016"),
            ),
            (
                "<Draw 2>",
                " . (Draw 2 cards from your deck.)",
                " <Draw 2>. (Draw 2 cards from your deck.)",
                ("EX4-041", "EX4-052"),
            ),
            (
                "<Blocker>",
                "(At blocker timing,",
                "<Blocker> (At blocker timing,",
                (
                    "BT15-011",
                    "BT15-020",
                    "BT15-027",
                    "BT15-030",
                    "BT15-031",
                    "BT15-036",
                    "BT15-058",
                    "BT15-060",
                    "BT15-061",
                    "BT15-063",
                    "BT15-067",
                    "BT15-072",
                    "BT15-074",
                    "BT15-076",
                    "BT15-080",
                    "BT15-086",
                ),
            ),
            (
                "<Blocker>",
                "gains . (When an opponent's Digimon attacks,",
                "gains <Blocker>. (When an opponent's Digimon attacks,",
                ("EX4-026",),
            ),
            (
                "<Blast Digivolve>",
                "(Your Digimon may digivolve into this card without paying",
                "<Blast Digivolve> (Your Digimon may digivolve into this card without paying",
                ("BT15-014", "BT15-026", "BT15-038", "BT15-049", "BT15-076"),
            ),
            (
                "<Jamming>",
                "(This Digimon can't be deleted in battles against Security",
                "<Jamming> (This Digimon can't be deleted in battles against Security",
                ("BT15-022", "BT15-025", "BT15-086", "EX4-018"),
            ),
            (
                "<Reboot>",
                "(Unsuspend this Digimon during your opponent's unsuspend phase",
                "<Reboot> (Unsuspend this Digimon during your opponent's unsuspend phase",
                ("BT15-055", "BT15-059", "BT15-061", "BT15-062", "BT15-066", "BT15-087", "EX4-040"),
            ),
            (
                "<Retaliation>",
                "(When this Digimon is deleted after losing a battle",
                "<Retaliation> (When this Digimon is deleted after losing a battle",
                ("BT15-070", "BT15-073", "BT15-077", "BT15-079"),
            ),
            (
                "<Piercing>",
                "(When this Digimon attacks and deletes an opponent's Digimon",
                "<Piercing> (When this Digimon attacks and deletes an opponent's Digimon",
                ("BT15-050", "BT15-052", "BT15-053", "BT15-078"),
            ),
            (
                "<Barrier>",
                "(When this Digimon would be deleted in battle, by trashing",
                "<Barrier> (When this Digimon would be deleted in battle, by trashing",
                ("BT15-033", "BT15-037"),
            ),
            (
                "<Security A. +1>",
                "(This Digimon checks 1 additional security card)",
                "<Security A. +1> (This Digimon checks 1 additional security card)",
                ("BT15-015", "BT15-065"),
            ),
            (
                "<Security A. +2>",
                "(This Digimon checks 2 additional security cards)",
                "<Security A. +2> (This Digimon checks 2 additional security cards)",
                ("BT15-081",),
            ),
            (
                "<Security A. -1>",
                "(This Digimon checks 1 fewer security card)",
                "<Security A. -1> (This Digimon checks 1 fewer security card)",
                ("BT15-035", "BT15-084"),
            ),
            (
                "<Rush>",
                "(This Digimon can attack the turn it comes into play)",
                "<Rush> (This Digimon can attack the turn it comes into play)",
                ("BT15-025",),
            ),
            (
                "<Rush>",
                "gains  for the turn. (This Digimon may attack the turn it was played.)",
                "gains <Rush> for the turn. (This Digimon may attack the turn it was played.)",
                ("EX4-006", "EX4-020"),
            ),
            (
                "<Evade>",
                "(When this Digimon would be deleted, you may suspend it",
                "<Evade> (When this Digimon would be deleted, you may suspend it",
                ("BT15-101",),
            ),
            (
                "<Material Save 2>",
                "(When this Digimon would be deleted, you may place 2 cards",
                "<Material Save 2> (When this Digimon would be deleted, you may place 2 cards",
                ("BT15-012", "EX4-020"),
            ),
            (
                "<Armor Purge>",
                "(When this Digimon would be deleted, you may trash the top card",
                "<Armor Purge> (When this Digimon would be deleted, you may trash the top card",
                ("EX4-027",),
            ),
            (
                "<Alliance>",
                "(When this Digimon attacks, by suspending 1 of your other Digimon, "
                "this Digimon adds the suspended Digimon's DP and gains  for the attack.)",
                "<Alliance> (When this Digimon attacks, by suspending 1 of your other Digimon, "
                "this Digimon adds the suspended Digimon's DP and gains <Security A. +1> for the "
                "attack.)",
                ("EX4-029", "EX4-031", "EX4-036", "EX4-057", "EX4-059"),
            ),
            (
                "<Alliance>",
                "(When this Digimon attacks, by suspending 1 of your other Digimon, "
                "add the suspended Digimon's DP to this Digimon and it gains  for the attack)",
                "<Alliance> (When this Digimon attacks, by suspending 1 of your other Digimon, "
                "add the suspended Digimon's DP to this Digimon and it gains <Security A. +1> for "
                "the attack)",
                ("BT15-087",),
            ),
            (
                "<Delay>",
                "(After this card is placed, by trashing it",
                "<Delay> (After this card is placed, by trashing it",
                ("BT15-096", "BT15-098", "EX4-070"),
            ),
            (
                "<Recovery +1 (Deck)>",
                "(Place the top card of your deck on top of your security stack)",
                "<Recovery +1 (Deck)> (Place the top card of your deck on top of your "
                "security stack)",
                ("BT15-038",),
            ),
            (
                "<Recovery +1 (Deck)>",
                " . (Place the top card of your deck",
                " <Recovery +1 (Deck)> (Place the top card of your deck",
                ("EX4-029", "EX4-050"),
            ),
            (
                "<De-Digivolve 1>",
                "  1 of your opponent's Digimon (Trash the top card.",
                " <De-Digivolve 1> on 1 of your opponent's Digimon (Trash the top card.",
                ("BT15-059", "BT15-060", "BT15-064", "BT15-065"),
            ),
            (
                "<De-Digivolve 2>",
                "  1 of your opponent's Digimon (Trash up to 2 cards",
                " <De-Digivolve 2> on 1 of your opponent's Digimon (Trash up to 2 cards",
                ("BT15-066",),
            ),
        )
    ),
    Correction(
        cards=("BT15-086",),
        wrong="[Main]  (Place this Tamer as that Digimon's bottom digivolution card"
        " if there are no Tamer cards in its digivolution cards) with 1 of your Digimon with the "
        "[Machine]/[Cyborg]/[SoC] trait.",
        right="[Main] <Mind Link> with 1 of your Digimon with the "
        "[Machine]/[Cyborg]/[SoC] trait. "
        "(Place this Tamer as that Digimon's bottom digivolution card"
        " if there are no Tamer cards in its digivolution cards)",
        why="the catalogue lost the keyword <Mind Link> and printed its reminder text inside "
        "its phrase",
    ),
    Correction(
        cards=("BT15-087",),
        wrong="[Main]  (Place this Tamer as that Digimon's bottom digivolution card"
        " if there are no Tamer cards in its digivolution cards) with 1 of your Digimon with the "
        "[X Antibody]/[DigiPolice] trait.",
        right="[Main] <Mind Link> with 1 of your Digimon with the "
        "[X Antibody]/[DigiPolice] trait. "
        "(Place this Tamer as that Digimon's bottom digivolution card"
        " if there are no Tamer cards in its digivolution cards)",
        why="the catalogue lost the keyword <Mind Link> and printed its reminder text inside "
        "its phrase",
    ),
    Correction(
        cards=("EX4-050",),
        wrong="removed from your security stack,  1 of your opponent's Digimon.",
        right="removed from your security stack, <De-Digivolve 1> on 1 of your opponent's Digimon.",
        why="the catalogue lost the keyword <De-Digivolve 1> and its reminder text, leaving "
        "the effect without a verb: the card de-digivolves 1 of the opponent's Digimon by 1 "
        "(ruling Q3493 de-digivolves the attacker with it)",
    ),
    Correction(
        cards=("EX4-036",),
        wrong="[End of Attack]  (Trash 1 card from the top",
        right="[End of Attack] <De-Digivolve 1> (Trash 1 card from the top",
        why="the catalogue lost the keyword <De-Digivolve 1>, leaving the effect without a "
        "verb: the reminder text left is its own",
    ),
    Correction(
        cards=("EX4-051",),
        wrong="・  3 of your opponent's Digimon.",
        right="・<De-Digivolve 1> 3 of your opponent's Digimon.",
        why="the catalogue lost the keyword of the first choice, leaving it without a verb: the "
        "printed card de-digivolves 1 each of 3 of the opponent's Digimon",
    ),
    Correction(
        cards=("EX4-036",),
        wrong="this Digimon gains  for the turn.",
        right="this Digimon gains <Piercing> for the turn.",
        why="the catalogue lost the keyword the inherited effect gives: the printed card gives "
        "<Piercing> for the turn",
    ),
    Correction(
        cards=("EX4-037",),
        wrong="2 of your green and black Digimon gain  and .",
        right="2 of your green and black Digimon gain <Blocker> and <Reboot>.",
        why="the catalogue lost both keywords the [End of Your Turn] effect gives, with no "
        "reminder: the printed card gives <Blocker> and <Reboot>",
    ),
    Correction(
        cards=("EX4-034",),
        wrong="[Your Turn] When  suspends one of your Digimon",
        right="[Your Turn] When <Alliance> suspends one of your Digimon",
        why="the catalogue lost the keyword <Alliance>, leaving the trigger without its subject: "
        "the inherited effect is EX4-033's, which prints it",
    ),
    Correction(
        cards=("ST16-01",),
        wrong="cards in your hand, . (Draw 1 card from your deck.)",
        right="cards in your hand, <Draw 1>. (Draw 1 card from your deck.)",
        why="the catalogue lost the keyword <Draw 1>, leaving ', .': the reminder text left "
        "is its own",
    ),
    *(
        Correction(
            cards=(card,),
            wrong=f"You may play 1 [{name}] from your hand or trash",
            right=f"[Security] You may play 1 [{name}] from your hand or trash",
            why="the catalogue lost the [Security] header of the card's security effect, which "
            "BT14-090 and the set's other Options print before the same play",
        )
        for card, name in (("BT15-088", "Biyomon"), ("BT15-091", "Gabumon"))
    ),
    Correction(
        cards=("BT15-053",),
        wrong="1 your Digimon gains",
        right="1 of your Digimon gains",
        why="a word lost: 1 of your Digimon",
    ),
    Correction(
        cards=("EX3-014",),
        wrong="in one of its traitsOn play, place",
        right="in one of its traits On play, place",
        why="the space between the DigiXros requirements and their reminder lost",
    ),
    Correction(
        cards=("EX3-014",),
        wrong="Digimon with 3000 or less.",
        right="Digimon with 3000 DP or less.",
        why="a word lost: the deletion is bounded by DP, as its last sentence raises the "
        "maximum DP",
    ),
    Correction(
        cards=("EX5-037",),
        wrong="When you use an use Option card",
        right="When you use an Option card",
        why="a word printed twice: the trigger is the use of an Option card",
    ),
    Correction(
        cards=("EX5-050",),
        wrong="it Digimon gains",
        right="it gains",
        why="a stray word: the inherited effect gives <Blocker> to the Digimon it is under, as "
        "the same effect of EX5-051 and EX5-052 words it",
    ),
    Correction(
        cards=("EX5-064",),
        wrong="placing the top top card of",
        right="placing the top card of",
        why="a word printed twice: the cost places the top card of a Digimon under it",
    ),
    Correction(
        cards=("EX5-074",),
        wrong="isn't affected by the effects your opponent's Digimon",
        right="isn't affected by the effects of your opponent's Digimon",
        why="a word lost: the Digimon is unaffected by the effects of the opponent's Digimon "
        "(rulings Q3690, Q3691 read it so)",
    ),
)

_TEXTS = ("effectText", "inheritedEffectText", "securityEffectText", "linkEffect", "nameEn")
"""The fields a correction may apply to: the texts, and the name (BT6-105)."""


def corrected(entry: dict[str, Any]) -> tuple[dict[str, Any], list[Correction]]:
    """A catalogue entry with its known typos corrected, and the corrections applied."""
    number = entry.get("cardId", "")
    applied = [c for c in CORRECTIONS if number in c.cards]
    if not applied:
        return entry, []
    out = dict(entry)
    for c in applied:
        if not any(c.wrong in (out.get(k) or "") for k in _TEXTS):
            raise CompileError(f"the correction of {c.wrong!r} no longer applies to {number}")
        for k in _TEXTS:
            if out.get(k):
                out[k] = out[k].replace(c.wrong, c.right)
    return out, applied
