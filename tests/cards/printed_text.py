"""The printed card text of the reference, brought to the project's templating.

Printed cards of different years word the same effect differently ("Trigger <Draw 1>"
and "<Draw 1>", "<Security Attack +1>" and "<Security A. +1>", BT1's "recycle bin" for the
trash and "skills" for effects), run their effects together on one line and put reminder
text in different places. `printed_lines` splits
a reference card's text into the lines `card_text` writes, and `normalise` rewrites the
older wordings into the current ones, one rule at a time: each rule in `RULES` names the
wording it maps, so what differs between a card and its generated text is either one of
these rules or a mistake in the card file.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Rule:
    """Replace `pattern` (a regular expression) by `replacement` (a template, or a function
    of the match); `why` says which printed wording it maps to which generated one."""

    pattern: str
    replacement: str | Callable[[re.Match[str]], str]
    why: str

    def apply(self, text: str) -> str:
        return re.sub(self.pattern, self.replacement, text)


def _duration_last(m: re.Match[str]) -> str:
    """ "Until the end of your opponent's next turn, X gains <K>. (R.)" is written
    "X gains <K> (R.) until the end of your opponent's next turn." today."""
    what = m["what"][:1].upper() + m["what"][1:]
    return f"{what}{m['reminder'] or ''} until the end of your opponent's next turn."


# One entry per rule, applied in this order, in five groups; a new rule goes at the end of
# its group. BT1's rules come last: its wording is the furthest from today's, and the rules
# before them have already brought the wordings it shares with the starter decks in line.
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
        r"1 (\w+) and 1 (\w+) card with (.+?) in their traits",
        r"1 \1 card with \3 in its traits and 1 \2 card with \3 in its traits",
        'ST10-12: "1 yellow and 1 purple card with X" is "1 yellow card with X and 1 purple '
        'card with X"',
    ),
    Rule(
        r"(of your opponent's Digimon) face down (at the top or bottom of) (?:your opponent's|its "
        r"owner's) security stack",
        r"\1 \2 its owner's security stack face down",
        'ST10-14: "place X face down at the top or bottom of your opponent\'s security stack" is '
        '"place X at the top or bottom of its owner\'s security stack face down"',
    ),
    # ---- the oldest printing (BT1): its own words, typos and punctuation
    Rule("，", ",", "full-width commas are written half-width"),
    Rule("[“”]", '"', "curly quotes are straight"),
    Rule("recycle bin", "trash", '"recycle bin" is the old name of the trash'),
    Rule(r"\bskills\b", "effects", '"skills" is the old word for effects'),
    Rule(r"digivoLv\.e", "digivolve", 'a typo of the reference: "digivoLv.e" is "digivolve"'),
    Rule(
        r"(<(?:Draw|Recovery)[^<>]*>)\. \(",
        r"\1 (",
        "an action keyword takes its reminder without a full stop between them",
    ),
    Rule(
        r"(gains? <[^<>]*>) \(([^()]* [^()]*?)\.?\)\.",
        r"\1. (\2.)",
        "a gained keyword that ends its sentence takes the full stop before its reminder",
    ),
    Rule(
        r"\(([^()]* [^()]*?)\.?\)\.?",
        r"(\1.)",
        "reminder texts end with a full stop inside the brackets, none after",
    ),
    Rule(r"\bThen (?!,)", "Then, ", 'sentence-joining "Then" takes a comma'),
    Rule(r"(\d+) or less cards", r"\1 or fewer cards", '"3 or less cards" is "3 or fewer cards"'),
    Rule(
        r"\bwith a memory cost of\b",
        "with a play cost of",
        '"with a memory cost of" is the old wording of "with a play cost of"',
    ),
    Rule(
        r"(\d+) or (more|less) memory",
        r"\1 memory or \2",
        '"2 or less memory" is "2 memory or less"',
    ),
    Rule(
        r"(level \d+(?: or (?:higher|lower))?) (red|blue|yellow|green|black|purple|white) ",
        r"\2 \1 ",
        'the colour comes before the level: "a level 3 yellow Digimon" is "a yellow level 3 '
        'Digimon"',
    ),
    Rule(
        r"Reveal (\d+) cards from the top of your deck",
        r"Reveal the top \1 cards of your deck",
        '"reveal 3 cards from the top of your deck" is "reveal the top 3 cards of your deck"',
    ),
    Rule(
        "At end of turn", "At the end of the turn", '"at end of turn" is "at the end of the turn"'
    ),
    Rule(
        r"Trash (\d+) digivolution cards under",
        r"Trash the bottom \1 digivolution cards of",
        '"trash 2 digivolution cards under X" is "trash the bottom 2 digivolution cards of X"',
    ),
    Rule(
        "Trash all digivolution cards under all of",
        "Trash all of the digivolution cards of each of",
        '"trash all digivolution cards under all of X" is "... of each of X"',
    ),
    Rule(
        "Trash all digivolution cards under",
        "Trash all of the digivolution cards of",
        '"trash all digivolution cards under X" is "trash all of the digivolution cards of X"',
    ),
    Rule(r"\b([Yy])ou can\b(?!')", r"\1ou may", '"you can" for an optional effect is "you may"'),
    Rule(
        r"When (you attack an opponent's)",
        r"If \1",
        'BT1-001: "when you attack an opponent\'s Digimon" inside [When Attacking] is "if ..."',
    ),
    Rule(
        r"You may unsuspend this Digimon by trashing 3 cards in your hand\.",
        "You may trash 3 cards in your hand to unsuspend this Digimon.",
        'BT1-039: "you may X by trashing 3 cards" is "you may trash 3 cards ... to X"',
    ),
    Rule(
        r"digivolution card under this card",
        "Digimon card from under this Digimon",
        'BT1-044: "digivolution card under this card" is "Digimon card from under this Digimon"',
    ),
    Rule(
        r"2 or more suspended Digimon, gain",
        "2 or more suspended Digimon in play, gain",
        'BT1-076: "2 or more suspended Digimon" is "... Digimon in play"',
    ),
    Rule(
        r"digivolve this card into (.*?) among them without paying its memory cost",
        r"digivolve this Digimon into \1 among them without paying the cost",
        'BT1-078: "digivolve this card ... without paying its memory cost" is "digivolve this '
        'Digimon ... without paying the cost"',
    ),
    Rule(
        r"You may unsuspend this Digimon by decreasing your memory by 3\.",
        "You may lose 3 memory to unsuspend this Digimon.",
        'BT1-081: "you may X by decreasing your memory by 3" is "you may lose 3 memory to X"',
    ),
    Rule(
        r"You may unsuspend this Digimon by returning (.*?) to your hand\.",
        r"You may return \1 to your hand to unsuspend this Digimon.",
        'BT1-084: "you may X by returning Y to your hand" is "you may return Y to your hand to X"',
    ),
    Rule(
        r"Look at your security stack, then reveal 1 card in it and add it to your hand\.",
        "Add 1 card from your security stack to your hand.",
        'BT1-087: "look at your security stack, then reveal 1 card in it and add it to your '
        'hand" is "add 1 card from your security stack to your hand"',
    ),
    Rule(
        r"(If that card is \w+, <Recovery [^<>]*>) \(",
        r"\1. (",
        'BT1-087: an action keyword after its step\'s own "if" ends that sentence before its '
        "reminder, as printed",
    ),
    Rule(
        r"If that card is a Digimon card, add it to your hand\. Otherwise place it at the bottom "
        r"of your deck\.",
        "Add 1 Digimon card among them to your hand. Place the remaining cards at the bottom of "
        "your deck in any order.",
        'BT1-088: revealing one card: "if that card is a Digimon card, add it ... Otherwise ..." '
        'is "add 1 Digimon card among them ... Place the remaining cards ..."',
    ),
    Rule(
        "breeding area, or move",
        "breeding area or move",
        'BT1-089: choosing one of two: "X, or move ..." is "X or move ..."',
    ),
    Rule("DP and <", "DP and gains <", 'BT1-093: "+2000 DP and <K>" is "+2000 DP and gains <K>"'),
    Rule(
        r"Until the end of your opponent's next turn, (?P<what>[^.(]*?)(?:\.(?P<reminder> "
        r"\([^()]*\))|\.)",
        _duration_last,
        'BT1-095, 100, 103, 113: "until the end of your opponent\'s next turn, X." is "X until '
        "the end of your opponent's next turn.\"",
    ),
    Rule(
        r"\b(?:[Tt]heir|Your opponent's) Digimon with",
        "All of your opponent's Digimon with",
        'BT1-100: "their Digimon with ..." and "Your opponent\'s Digimon with ..." are "all of '
        "your opponent's Digimon with ...\"",
    ),
    Rule("add this card its", "add this card to its", 'BT1-108: a missing "to" of the reference'),
    Rule(
        "decrease the digivolution",
        "reduce the digivolution",
        'BT1-109: "decrease the digivolution cost" is "reduce the digivolution cost"',
    ),
    Rule(
        "Digimon, or 2 of",
        "Digimon or suspend 2 of",
        'BT1-111: choosing one of two: both options are spelt out, "X or suspend 2 of ..."',
    ),
    Rule(
        r"survives, unsuspend it\.",
        "survives, unsuspend this Digimon.",
        'BT1-112: a gained effect names its Digimon: "unsuspend it" is "unsuspend this Digimon"',
    ),
    Rule(
        r"Your opponent's Digimon don't unsuspend during their next unsuspend phase\.",
        "All of your opponent's Digimon can't unsuspend in the unsuspend phase until the end of "
        "your opponent's next turn.",
        'BT1-113: "don\'t unsuspend during their next unsuspend phase" is "can\'t unsuspend in '
        "the unsuspend phase until the end of your opponent's next turn\"",
    ),
]


def normalise(text: str) -> str:
    """Printed text in the current templating, by `RULES`."""
    for rule in RULES:
        text = rule.apply(text)
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
