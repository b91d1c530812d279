"""The printed card text of the reference, brought to the project's templating.

Printed cards of different years word the same effect differently ("Trigger <Draw 1>"
and "<Draw 1>", "<Security Attack +1>" and "<Security A. +1>"), run their effects
together on one line and put reminder text in different places. `printed_lines` splits
a reference card's text into the lines `card_text` writes, and `normalise` rewrites the
older wordings into the current ones, one rule at a time: each rule in `RULES` names the
wording it maps, so what differs between a card and its generated text is either one of
these rules or a mistake in the card file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Rule:
    """Replace `pattern` (a regular expression) by `replacement`; `why` says which
    printed wording it maps to which generated one."""

    pattern: str
    replacement: str
    why: str


# One entry per rule, applied in this order, in four groups; a new rule goes at the end of
# its group.
RULES: list[Rule] = [
    # ---- characters and spacing
    Rule("＜", "<", "full-width keyword brackets are written half-width"),
    Rule("＞", ">", "full-width keyword brackets are written half-width"),
    Rule("  +", " ", "double spaces are single"),
    Rule(r"\]\[", "] [", "consecutive timing labels are separated by a space"),
    Rule(r"\s*・\s*", " ・", "the Digi-Burst dot follows its reminder after one space"),
    # ---- keywords and their reminder text
    # A reminder printed after the end of its sentence is written right after its keyword
    # when the sentence goes on past the keyword ("gains <Blocker> until ... turn.
    # (When ...)" is "gains <Blocker> (When ...) until ... turn.").
    Rule("Security Attack ([+-])", r"Security A. \1", "<Security Attack +1> is <Security A. +1>"),
    Rule(
        r"\b[Tt]rigger (<(?:Draw|Recovery|De-Digivolve)\b)",
        r"\1",
        '"trigger <Draw 1>" is "<Draw 1>"',
    ),
    Rule(
        "(?<=[a-z]) Digivolution cards",
        " digivolution cards",
        "digivolution cards are written in lower case inside a sentence",
    ),
    Rule(
        "Trash a card from the top of one",
        "Trash up to 1 card from the top of one",
        "<De-Digivolve 1>'s reminder: 'a card' is 'up to 1 card'",
    ),
    Rule(
        r"\((Unsuspend this Digimon during your opponent's unsuspend phase|When this Digimon "
        r"is deleted after losing a battle, delete the Digimon it was battling|This Digimon "
        r"checks \d+ (?:additional|fewer) security cards?)\)",
        r"(\1.)",
        "reminder text ends with a full stop",
    ),
    Rule(
        r"Until the end of ([^,]+), (1 of [^.]+? gains <[^<>]+>)\. (\([^()]+\.\))",
        r"\2 \3 until the end of \1.",
        '"until the end of X, Y gains <K>. (...)" is "Y gains <K> (...) until the end of X."',
    ),
    Rule(
        r"(<[^<>]+>)( [^.()<>]+?)\. \(([^()]+\.)\)",
        r"\1 (\3)\2.",
        "a reminder goes right after its keyword when the sentence goes on",
    ),
    Rule(
        r"(<[^<>]+>)\. (\([^()]+\.\)) ((?:If you do|Then)\b)",
        r"\1 \2 \3",
        "a bare keyword step takes no full stop before its reminder",
    ),
    Rule(
        r"(\[[^\]]+\] <(?:Draw|Recovery)[^<>]*>)\. (\([^()]+\.\))$",
        r"\1 \2",
        "a keyword that is the whole effect takes no full stop before its reminder",
    ),
    Rule(
        r"(, <(?:Draw|Recovery)[^<>]*>)\. (\([^()]+\.\))$",
        r"\1 \2",
        "a keyword that ends a conditional effect takes no full stop before its reminder",
    ),
    Rule(
        r"\(Trash all of the digivolution cards of that Digimon\.\)|Trash all of the "
        r"digivolution cards of that Digimon\.",
        "(Trash all of its digivolution cards.)",
        "returning a Digimon to the hand: the reminder is written in parentheses",
    ),
    Rule(
        r"([Rr]eturn [^.]*Digimon to its owner's hand)\.(?! \()",
        r"\1. (Trash all of its digivolution cards.)",
        "returning a Digimon to the hand: the reminder that its digivolution cards are "
        "trashed is always written",
    ),
    # ---- older wordings of the same effect
    Rule(
        r"(your opponent's|your) Digimon with a level of (\d+) or less",
        r"\1 level \2 or lower Digimon",
        '"Digimon with a level of 4 or less" is "level 4 or lower Digimon"',
    ),
    Rule(
        "Trash the digivolution card at the bottom of",
        "Trash the bottom digivolution card of",
        '"the digivolution card at the bottom of" is "the bottom digivolution card of"',
    ),
    Rule(
        r"Trash (\d+) digivolution cards at the bottom of",
        r"Trash the bottom \1 digivolution cards of",
        '"2 digivolution cards at the bottom of" is "the bottom 2 ... of"',
    ),
    Rule(
        r"When you have (\d+) security cards or less",
        r"If you have \1 or fewer security cards",
        '"when you have 3 security cards or less" is "if you have 3 or fewer security cards"',
    ),
    Rule("Then add", "Then, add", '"Then" is followed by a comma'),
    Rule("Then, If", "Then, if", '"Then, If" is "Then, if"'),
    Rule(
        "until the end of their next turn",
        "until the end of your opponent's next turn",
        "\"their next turn\" after an opponent's Digimon is your opponent's next turn",
    ),
    Rule(
        r"\[When Attacking\] When this Digimon attacks a player, it",
        "[When Attacking] If this Digimon attacks a player, it",
        '"[When Attacking] When this Digimon attacks a player" is "If ..."',
    ),
    Rule(
        "If no Digimon was deleted by this effect",
        "If nothing was done by this effect",
        '"if no Digimon was deleted by this effect" is "if nothing was done by this effect"',
    ),
    Rule(
        "This Digimon is unblockable",
        "This Digimon can't be blocked",
        '"is unblockable" is "can\'t be blocked"',
    ),
    Rule(
        "When one of your opponent's Digimon",
        "When an opponent's Digimon",
        '"when one of your opponent\'s Digimon ..." is "when an opponent\'s Digimon ..."',
    ),
    Rule(
        "add this card to your hand",
        "add this card to its owner's hand",
        '"add this card to your hand" is "... to its owner\'s hand"',
    ),
    Rule(
        "(your opponent has a Digimon with no digivolution cards)(?! in play),",
        r"\1 in play,",
        '"your opponent has a Digimon with ..." is "... has a Digimon with ... in play"',
    ),
    Rule(
        r"(level \d+ or (?:lower|higher)) (red|blue|yellow|green|black|purple|white) Digimon",
        r"\2 \1 Digimon",
        'the colour comes before the level: "level 4 or lower blue Digimon" is "blue level 4 '
        'or lower Digimon"',
    ),
    Rule("When DNA digivolving,", "If DNA digivolving,", '"when DNA digivolving" is "if ..."'),
    # ---- wordings only one printed card uses (the card is named)
    Rule(
        r"This Digimon gets \+(\d+) DP when battling (an opponent's Digimon) that has (no "
        r"digivolution cards)",
        r"While this Digimon is battling \2 with \3, it gets +\1 DP",
        'ST2-01: "gets +1000 DP when battling X that has ..." is "while this Digimon is '
        'battling X with ..., it gets +1000 DP"',
    ),
    Rule(
        r"Choose (1 of your opponent's Digimon with no digivolution cards)\. That Digimon ",
        r"\1 ",
        'ST2-14: "choose X. That Digimon can\'t ..." is "X can\'t ..."',
    ),
    Rule(
        "Choose a Digimon digivolution card placed under (1 of your Digimon) and play it as "
        "another Digimon",
        r"Play 1 Digimon card from under \1 as another Digimon",
        'ST2-15: "choose a Digimon digivolution card placed under X and play it" is "play 1 '
        'Digimon card from under X"',
    ),
    Rule(
        r"If it's a (\w+) Digimon card, add it to your hand\. Otherwise, place it at the "
        r"bottom of your deck\.",
        r"Add 1 \1 Digimon card among them to your hand. Place the remaining cards at the "
        r"bottom of your deck in any order.",
        "ST4-03: revealing the top card: \"if it's X, add it ... Otherwise, place it at the "
        'bottom" is "add 1 X among them ... Place the remaining cards at the bottom"',
    ),
    Rule(
        r"Choose any number of (your opponent's Digimon) (whose total DP adds up to \d+ or "
        r"less) and delete them",
        r"Delete any number of \1 \2",
        'ST7-12: "choose any number of ... and delete them" is "delete any number of ..."',
    ),
    Rule(
        "that Digimon doesn't unsuspend during its owner's next unsuspend phase",
        "that Digimon can't unsuspend in the unsuspend phase until the end of your opponent's "
        "next turn",
        "ST9-11: \"doesn't unsuspend during its owner's next unsuspend phase\" (an opponent's "
        "Digimon) is \"can't unsuspend in the unsuspend phase until the end of your opponent's "
        'next turn"',
    ),
    Rule(
        r"(of your opponent's Digimon) face down (at the top or bottom of) (?:your opponent's|its "
        r"owner's) security stack",
        r"\1 \2 its owner's security stack face down",
        'ST10-14: "place X face down at the top or bottom of your opponent\'s security stack" is '
        '"place X at the top or bottom of its owner\'s security stack face down"',
    ),
    Rule(
        r"1 (\w+) and 1 (\w+) card with (.+?) in their traits",
        r"1 \1 card with \3 in its traits and 1 \2 card with \3 in its traits",
        'ST10-12: "1 yellow and 1 purple card with X" is "1 yellow card with X and 1 purple '
        'card with X"',
    ),
]


def normalise(text: str) -> str:
    """Printed text in the current templating, by `RULES`."""
    for rule in RULES:
        text = re.sub(rule.pattern, rule.replacement, text)
    return text.strip()


TIMINGS = (
    "On Play|When Digivolving|When Attacking|On Deletion|End of Attack|Security|Main|"
    "Start of Your Turn|Start of Your Main Phase|End of Your Turn|End of Opponent's Turn|"
    "Your Turn|Opponent's Turn|All Turns"
)
# A new effect starts at a timing label or a keyword right after the end of the last one.
_EFFECT_START = re.compile(rf"(?<=[.)])\s*(?=\[(?:{TIMINGS})\]|[<＜])")


def split_effects(text: str) -> list[str]:
    """The effects of one printed text field, one a line."""
    return [part.strip() for part in _EFFECT_START.split(text) if part.strip()]


def printed_lines(ref: dict[str, Any]) -> list[str]:
    """A reference card's text as `card_text` lays it out: its effects, then its inherited
    effects, then its [Security] effects (the reference sometimes prints a Digimon's
    [Security] effect among its others)."""
    effects = [normalise(t) for t in split_effects(ref.get("effectText") or "")]
    inherited = [normalise(t) for t in split_effects(ref.get("inheritedEffectText") or "")]
    security = [normalise(t) for t in split_effects(ref.get("securityEffectText") or "")]
    own = [t for t in effects if not t.startswith("[Security]")]
    security = [t for t in effects if t.startswith("[Security]")] + security
    return own + [f"Inherited: {t}" for t in inherited] + security
