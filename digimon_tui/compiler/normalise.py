"""From printed card text to the templating the grammar reads.

Printed cards of different eras write the same effect in slightly different ways; the
normalisation below removes what carries no meaning and maps old wordings to the current
template, so the grammar has one phrase per meaning. Every step is listed in
`docs/card-compiler.md`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from .reminders import drop_reminders

_CHARACTERS = str.maketrans(
    {
        "＜": "<",
        "＞": ">",
        "〈": "<",
        "〉": ">",
        "［": "[",
        "］": "]",
        "（": "(",
        "）": ")",
        "，": ",",
        "：": ":",
        "’": "'",
        "‘": "'",
        "“": '"',
        "”": '"',
        "\u00a0": " ",
        "\u2022": "・",  # BT15-096, BT15-098: the bullet of a <Delay> effect
    }
)

_COST_VERBS = {
    "trashing": "trash",
    "returning": "return",
    "suspending": "suspend",
    "deleting": "delete",
    "placing": "place",
    "revealing": "reveal",
    "adding": "add",
    "losing": "lose",
}


def _cost_first(m: re.Match[str]) -> str:
    """ "you may X by Y-ing Z" is written "you may Y Z to X": the cost first (15-7)."""
    action, verb, rest = m[1], m[2], m[3]
    if verb == "decreasing" and rest.startswith("your memory by "):
        return f"you may lose {rest.removeprefix('your memory by ')} memory to {action}"
    if verb not in _COST_VERBS:
        return m[0]
    return f"you may {_COST_VERBS[verb]} {rest} to {action}"


def _and_verbs(cost: str) -> str:
    """ "suspending this Tamer and placing X": each further part of the cost an imperative too
    (EX5-064)."""
    return re.sub(rf"\band ({'|'.join(_COST_VERBS)})\b", lambda m: f"and {_COST_VERBS[m[1]]}", cost)


_XROS_MATERIAL = (
    r"(?:\[[^\]]+\]|\d+ digimon cards? w/(?:\[[^\]]+\] in traits|<[^>]+> in text)"
    r"|\d+ digimon cards? with <[^>]+> in its text"
    r"|\d+ digimon cards w/different names \+ \[[^\]]+\](?:,? (?:or )?\[[^\]]+\])* in one of its "
    r"traits)"
)
_XROS_AND = r" ?(?:\+|xd7|x|×) ?"


def _xros_line(m: re.Match[str]) -> str:
    """ "DigiXros -2: [Shoutmon] + [Ballistamon]" and its reminder of how DigiXros works
    (7-2) is the <DigiXros -2> line: "<DigiXros -2> [Shoutmon] × [Ballistamon]"."""
    materials = [
        re.sub(
            r" w/(<[^>]+>) in text$",
            r" with \1 in its text",
            re.sub(r" w/(\[[^\]]+\]) in traits$", r" with \1 in its traits", x),
        )
        for x in re.findall(_XROS_MATERIAL, m[3])
    ]
    # EX3-014: "5 Digimon cards w/different names + [Dragon], [saur], or [Ceratopsian] in one
    # of its traits", one material of both.
    materials = [
        re.sub(
            r" w/different names \+ (.+) in one of its traits$",
            r" with different names and with \1 in its traits",
            x,
        )
        for x in materials
    ]
    return f"<digixros {m[1] or m[2]}> {' × '.join(materials)} "


_XROS_LINE = (
    rf"(?:^|(?<=\s))(?:\[(?i:digixros) (-\d+)\]|digixros (-\d+):) "
    rf"({_XROS_MATERIAL}(?:{_XROS_AND}{_XROS_MATERIAL})*) ?"
    r"(?:when you would play this card, you may place specified cards from your hand/battle "
    r"area under it\. each placed card reduces the play cost\."
    r"|on play, place from hand/battle area under this card\. reduce play cost per card\.)?"
)


def _comma_or(m: re.Match[str]) -> str:
    """ "[A],[B], or[C]" is spaced "[A], [B], or [C]"."""
    return "], or [" if m[1] else "], ["


_NAMES = r"\[[^\]]+\](?:(?:,| or|, or) \[[^\]]+\])*"
"""Names in a list: "[A] or [B]", "[A], [B], or [C]"."""


_LESS = {"lower": "less", "higher": "more"}


def _levels_deleted(m: re.Match[str]) -> str:
    """ "delete 1 of your opponent's level 4 and 1 of their level 6 Digimon" (BT15-081,
    BT15-100): one target for each level, all deleted together."""
    levels = re.findall(r"level (\d+)", m.group(1))
    each = [f"1 of your opponent's level {n} digimon" for n in levels]
    if len(each) == 2:
        return f"delete {each[0]} and {each[1]}"
    return "delete " + ", ".join(each[:-1]) + f", and {each[-1]}"


def _names_with_commas(m: re.Match[str]) -> str:
    """ "[A] or [B] or [C]" (from "[A]/[B]/[C]") is written "[A], [B], or [C]"."""
    names = m[0].split(" or ")
    return ", ".join(names[:-1]) + ", or " + names[-1]


_ALSO_NAMES = r"\[[^\]]+\](?: (?:and|or) \[[^\]]+\])*"
"""The names a card is also treated as having, "[A] or [B]", "[A] and [B]"."""
_WHO_DIGIVOLVES = (
    r"(?:this digimon|\d+ of your (?:other )?digimon"
    r"(?: without [^.,]*? in its digivolution cards)?|\d+ of your \[[^\]]+\]"  # BT13-098
    r"(?: or \[[^\]]+\])?)"  # EX4-066
)
_DIGIVOLVE_WHO = rf"digivolve (?:that digimon|{_WHO_DIGIVOLVES})"
"""Who digivolves by an effect, in the wordings below ("digivolve that Digimon into", the
Digimon a trigger names, BT12-090)."""

_GERUNDS_VERBS = {
    "placing": "place",
    "trashing": "trash",
    "deleting": "delete",
    "suspending": "suspend",
    "returning": "return",
}
"""The verbs of the costs a later sentence may print first ("Then, by placing ...")."""
_GERUNDS = "|".join(_GERUNDS_VERBS)
_SENTENCE = r"(?:[^.<]|<[^>]*>)+?"
_COST = r"(?:[^,.\[]|\[[^\]]*\]|,(?= (?:or )?\[))+?"
"""A cost printed first, up to the comma that ends it: a list of names ("[A], [B], or [C]")
has commas of its own."""
"""The rest of a sentence, up to its full stop: a keyword's own full stop ("<Security A.
+1>") doesn't end it."""

# Old wordings of the same phrase, mapped to the current one (matched in lower case,
# outside square brackets).
_WORDINGS: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # EX4-059: "this Digimon and 1 of your level 5 or lower Digimon gain "..."": two
    # Digimon, each gains the effect (a level 6 Digimon is never the other one).
    (
        r"\b(until the end of your opponent's turn), this digimon and (1 of your [a-z0-9 ]+?"
        r'digimon) gain ("[^"]+")',
        r"\1, this digimon gains \3 \1, \2 gains \3",
    ),
    # BT13-056: a card or Digimon of a colour or a trait, "green or [Royal Knight] trait" (for
    # all of them, "green and [Royal Knight] trait": each that is either, ruling Q2301).
    (
        r"\b(\d+) (red|blue|yellow|green|black|purple|white) or (\[[^\]]+\]) trait digimon card\b",
        r"\1 digimon card that's \2 or has \3 in its traits",
    ),
    (
        r"\ball of your (red|blue|yellow|green|black|purple|white) and (\[[^\]]+\]) trait "
        r"digimon\b",
        r"all of your digimon that's \1 or has \2 in their traits",
    ),
    (
        r"\bfor the cost\. when it would be played by this effect, reduce the play cost by (\d+)\.",
        r"with the play cost reduced by \1.",
    ),
    # "When this Digimon with [Greymon] in its name would be deleted or returned ... by an
    # effect, by placing 1 [X Antibody] from this Digimon's digivolution cards at the bottom
    # of its owner's deck, prevent ...": the name is the effect's condition, the placing its
    # cost (BT11-062, BT11-064).
    (
        rf"\bwhen this digimon with ({_NAMES}) in its name (would be deleted or returned to your "
        r"hand or deck by an effect), by placing ([^,.]+?) from this digimon's digivolution "
        r"cards at the bottom of its owner's deck, prevent this digimon from leaving play\b",
        r"when this digimon \2, if this digimon has \1 in its name, you may place \3 from this "
        r"digimon's digivolution cards at the bottom of its owner's deck to prevent it from "
        r"leaving play",
    ),
    (r"\]/\[", "] or ["),
    # A keyword printed without the space after it: "<Security A. -1>until", "<Blocker>and".
    (r">(?=[a-z])", "> "),
    # An exclusion goes right after the phrase it excludes from: "with [Greymon] (other than
    # [DoruGreymon]) in its name", "... in its name attacks (other than ...)" → "with
    # [Greymon] in its name (other than [DoruGreymon])".
    # ... also printed between commas: "[Beast] or [Animal], other than [Sea Animal], in its
    # traits".
    (
        r", other than (\[[^\]]+\]), (in (?:its|their|one of its) (?:names?|traits))\b",
        r" (other than \1) \2",
    ),
    # ... or between commas after it: "with the [Dark Masters] trait, other than
    # [MetalSeadramon], from your hand" (BT15-031, BT15-052, BT15-066, BT15-079).
    (
        r"\bwith the (\[[^\]]+\]) trait, other than (\[[^\]]+\]),(?= from\b)",
        r"with \1 in its traits (other than \2)",
    ),
    # ... and printed bare after it: "in its name other than [Sistermon Blanc (Awakened)] from",
    # or between commas (BT13-045: "in its name, other than [KingChessmon], from").
    (
        r"\b(in (?:its|their) names?),? other than (\[[^\]]+\]),?(?= from\b)",
        r"\1 (other than \2)",
    ),
    (
        r"\(other than ([^)]*)\)",
        lambda m: "(other than " + re.sub(r"\] ?, ?(or ?)?\[", _comma_or, m[1]) + ")",
    ),
    (r"( \(other than [^)]*\)),? (in (?:its|their|one of its) (?:names?|traits))\b", r" \2\1"),
    (r"\b(in its name) (attacks) (\(other than [^)]*\))", r"\1 \3 \2"),
    # BT4-031: after "return 1 of your other Digimon to its owner's hand to ...", the printed
    # "Trash all of the digivolution cards of your Digimon." says what 4-7-8 does to the
    # returned Digimon, not an effect on the Digimon kept (ruling Q1198 reads the return so).
    (
        r"(return 1 of your other digimon to its owner's hand to .*? to its owner's hand\.) "
        r"trash all of the digivolution cards of your digimon\.",
        r"\1",
    ),
    # A digivolution requirement by name or trait (2-3-5-1), the card's first line.
    # EX4-036: "from Lv.4 w/[Gargomon] in name or 2-color w/green": the level is both ways'
    # (ruling Q3485 on EX4-037's same line).
    (
        r"^\s*digivolve: (\d+) from (lv\.(\d+) w/\[[^\]]+\] in name) or (\d-color w/[a-z]+)\b",
        r"[Digivolve] \2 or lv.\3 \4: cost \1 ",
    ),
    (r"^\s*digivolve: (\d+) if name contains (\[[^\]]+\])", r"[Digivolve] w/\2 in name: cost \1 "),
    (
        r"^\s*digivolve: (\d+) from lv\.(\d+) if name contains (\[[^\]]+\])",
        r"[Digivolve] lv.\2 w/\3 in name: cost \1 ",
    ),
    (
        r"^\s*digivolve: (\d+) from (lv\.\d+ w/\[[^\]]+\](?:(?: or |/)\[[^\]]+\])* "
        r"in (?:name|traits)(?: and \[[^\]]+\] trait)?)",
        r"[Digivolve] \2: cost \1 ",
    ),
    (r"^\s*digivolve: (\d+) from (lv\.\d+ \d-color w/[a-z]+)\b", r"[Digivolve] \2: cost \1 "),
    (
        r"^\s*digivolve: (\d+) from (lv\.\d+ w/<[^>]+>) in text",
        r"[Digivolve] \2 in its text: cost \1 ",
    ),
    # BT12-081: "Digivolve: 5 from [Psychemon]/3 from yellow, ... Lv.4 w/<Save> text": a line
    # by name, then the others.
    (
        r"^\s*digivolve: (\d+) from (\[[^\]]+\])/(\d+) from ",
        r"[Digivolve] \2: cost \1 digivolve: \3 from ",
    ),
    # BT12-083: "Digivolve: 4 from red, black, or purple Lv.4 w/<Save> text": any one of the
    # colours, each a line of its own.
    (
        r"^((?:\[Digivolve\] [^:]*?: cost \d+ )*)\s*digivolve: (\d+) from ((?:[a-z]+, )+or [a-z]+) "
        r"(lv\.\d+ w/<[^>]+>) (?:in )?text",
        lambda m: (
            m[1]
            + "".join(
                f"[Digivolve] {c} {m[4]} in its text: cost {m[2]} "
                for c in re.split(r",? or |, ", m[3])
            )
        ),
    ),
    # BT9-111: "Digivolve: 3 from [Alphamon] w/ [Ouryumon] digivolution card"
    (
        r"^\s*digivolve: (\d+) from (\[[^\]]+\]) w/ ?(\[[^\]]+\]) digivolution card",
        r"[Digivolve] \2 w/\3 in its digivolution cards: cost \1 ",
    ),
    (
        r"^\s*digivolve: (\d+) from (\[[^\]]+\](?:(?: or |/)\[[^\]]+\])*)",
        r"[Digivolve] \2: cost \1 ",
    ),
    (r"^\s*\[Digivolve\] ?([^:]*?): cost (\d+)", r"[Digivolve] \1: cost \2 "),
    (r"^(\[Digivolve\] [^:]*?\]) or (?=\[)", r"\1/"),
    (r"^(\[Digivolve\] [^:]*?) in traits:", r"\1 trait:"),
    (_XROS_LINE, _xros_line),
    # The later printings' DigiXros line last on the card (BT12-063): it goes where the older
    # ones print it, after the [Digivolve] lines.
    (
        r"(?s)^((?:\[Digivolve\] [^:]*?: cost \d+ )*)(.*?)\s*(<digixros -\d+> (?:(?!\[(?i:on |when "
        r"|your |opponent's |all turns|main\]|start of|end of|security\]|counter\]|hand\]"
        r"|trash\])).)*?)\.?\s*$",
        r"\1\3 \2",
    ),
    # "DNA Digivolution: 0 from red Lv.6 + black Lv.6", its reminder sentence printed or not.
    (
        r"^\s*dna digivolution: (\d+) from (\w+ lv\.\d+) \+ (\w+ lv\.\d+)"
        r"(?: ?digivolve unsuspended with the 2 specified digimon stacked on top of each other\.)?",
        r"<dna digivolution: \1 from \2 + \3> digivolve unsuspended with the 2 specified digimon "
        r"stacked on top of each other. ",
    ),
    # A Hybrid card's line: its cost was first called a memory cost.
    (
        r"\b(onto one of your [^.]+? as if the tamer is a [^.]+? digimon) for a memory cost of\b",
        r"\1 for a digivolution cost of",
    ),
    # ST12-13: "All of your Digimon with [Huckmon] in their names and [Royal Knight] in their
    # traits" are both groups: no card has both, so "and" read as one filter would reach none.
    (
        r"\b(all of your digimon with \[[^\]]+\] in their names) and (\[[^\]]+\] in their "
        r"traits)\b",
        r"\1 or \2",
    ),
    # ST12-13: "*Also treat as if name is [Sistermon Noir] and traits include [Virus]." is its
    # (Rule), a name and a trait (ruling Q759).
    (
        r"\*\s*also treat as if name is (\[[^\]]+\]) and traits include (\[[^\]]+\])\.",
        r"[Rule] name: also treated as \1. [Rule] trait: has \2 type.",
    ),
    # BT11-015: a name it has as a DigiXros material only, a line of its own.
    (
        r"\bwhen you would digixros, the name of this card/digimon is also treated as "
        r"(\[[^\]]+\])\. ?",
        r" when you would digixros, this card's name is also treated as \1. ",
    ),
    # The names a card is also treated as having, however printed: "[Rule] Name: Also treated
    # as [A]/[B]." (or "as having [A]"), as the last line of its text.
    (
        r"\b(?:the name of +this card/(?:digimon|tamer) is|this card(?:/digimon)? is)"
        rf" also treated as (?:if its name is )?({_ALSO_NAMES})\.",
        lambda m: f"[Rule] name: also treated as {m[1].replace('] and [', '] or [')}.",
    ),
    (
        rf"\bthis card(?:/digimon)? is also treated as having ({_ALSO_NAMES}) in its name\.",
        r"[Rule] name: also treated as having \1.",
    ),
    (r"(?:(?<=\.)|^) *name: (?:also )?treated as\b", r" [Rule] name: also treated as"),
    (r"\[Rule\] name: (also )?treated as\b", r"[Rule] name: also treated as"),
    (r"^(.*?) ?(\[Rule\] name: [^.]*\.)\.*(.*)$", r"\1\3 \2"),
    # "can also attack": the same as "can attack" their unsuspended Digimon ("may also attack
    # unsuspended Digimon", BT10-016: only the opponent's are attacked).
    (
        r"\b(?:can|may) also attack (?:your opponent's )?unsuspended\b",
        "can attack your opponent's unsuspended",
    ),
    # "... can attack your opponent's unsuspended Digimon and get +2000 DP" (BT10-016): the DP
    # first, as the modification is written.
    (
        r"\b(can attack your opponent's unsuspended digimon) and (get [+-]\d+ dp)\b",
        r"\2 and \1",
    ),
    # The list of "Activate 1 of the effects below.・A.・B.", however spaced.
    (r"(?<=\.)\s*・\s*", "・"),
    # BT10-036: an option paid for by a trash, "・By trashing X, <Draw 2>." → "・Trash X. If you
    # do, <Draw 2>.": nothing is drawn unless the card was trashed.
    (r"・by trashing ([^,.]+), (<draw \d+>)\.", r"・trash \1. if you do, \2."),
    (r"(?<=[a-z])lv\.e", "lve"),
    (r"<(?:security|s) attack ([+-]\d+)>", r"<security a. \1>"),
    (r"\bwith <security attack>", "with <security a.>"),
    (r"<ice clad>", "<iceclad>"),  # the EX7 cards' spelling of 16-35's keyword
    # "Activate the following effect twice.・X.": X, and X again (each its own choices).
    (r"\bactivate the following effect twice\.\s*・\s*([^.]+\.)", r"\1 \1"),
    # "can't attack this Digimon and can't activate [When Attacking] and [When Digivolving]
    # effects": each a thing it can't do.
    (
        r"(?i)\bcan't attack this digimon and can't activate \[when attacking\] and \[when "
        r"digivolving\] effects\b",
        "can't attack this digimon or activate its [When Attacking] effects or activate its "
        "[When Digivolving] effects",
    ),
    # "... you may prevent it from leaving play by trashing a level 6 Digimon card in this
    # card's digivolution cards": the cost first, as the other "you may ... to" effects.
    (
        r"\b(trash(?:ing)? [^.]*?) in this card's digivolution cards",
        r"\1 in this digimon's digivolution cards",
    ),
    (r"\b(trash(?:ing)?) a ([^.]*? in this digimon's digivolution cards)", r"\1 1 \2"),
    (r"\bprevent this digimon from leaving play\b", "prevent it from leaving play"),
    (r"\byou may (prevent it from leaving play) by trashing ([^.]+)", r"you may trash \2 to \1"),
    (r"\btrigger (<(?:draw|recovery|de-digivolve)[^>]*>)", r"\1"),
    (r"<de-digivolve(\d+)>", r"<de-digivolve \1>"),  # BT18 on print it without the space
    # ST17-13: "<De-Digivolve 1> 1 Digimon", of either player
    (r"(<de-digivolve \d+>) +(?=(?:\d+ of|all of|up to \d+ of|that) |1 digimon\b)", r"\1 on "),
    (r"\brecycle bin\b", "trash"),
    (r"\bdecrease the digivolution cost\b", "reduce the digivolution cost"),
    (
        r"\bplace ([^.]+?) face down ((?:at the top or bottom|on top|at the bottom) of "
        r"(?:your opponent's|its owner's|your|their) security stack)",
        r"place \1 \2 face down",
    ),
    (r"\byou can(?!')\b", "you may"),
    (r"\bat end of turn\b", "at the end of the turn"),
    (r"\breveal (\d+) cards from the top of your deck\b", r"reveal the top \1 cards of your deck"),
    (r"\bthe digivolution card at the bottom of\b", "the bottom digivolution card of"),
    (r"\b(\d+) digivolution cards at the bottom of\b", r"the bottom \1 digivolution cards of"),
    (r"\btrash (\d+) digivolution cards under\b", r"trash the bottom \1 digivolution cards of"),
    (
        r"\btrash 1 digivolution card from the (bottom|top) of\b",
        r"trash the \1 digivolution card of",
    ),
    (
        r"\btrash (\d+) digivolution cards from the (bottom|top) of\b",
        r"trash the \2 \1 digivolution cards of",
    ),
    (r"\btrash all digivolution cards under\b", "trash all of the digivolution cards of"),
    (
        r"\bdigivolution card under this card as another digimon\b",
        "digimon card from under this digimon as another digimon",
    ),
    (r"\bdigivolve this card into\b", "digivolve this digimon into"),
    # Digivolving by an effect, the later way: "this Digimon may digivolve into a [X] in the
    # hand for the digivolution cost" is "you may digivolve this Digimon into 1 [X] in your
    # hand for the digivolution cost".
    (
        r"\bthis digimon can digivolve into ([^.]*?) in (?:your|the) hand for (its digivolution "
        r"cost|a memory cost of \d+)(?=\.)",
        r"you may digivolve this digimon into \1 in your hand for \2",
    ),
    (
        rf"\b({_WHO_DIGIVOLVES}) may digivolve into\b",
        r"you may digivolve \1 into",
    ),
    # EX4-049, EX4-051: a step "1 of your other Digimon digivolves into X in your hand without
    # paying the cost" is the digivolution the effect makes, not an optional one.
    (
        r"(^|・|\. )(\d+ of your (?:other )?digimon) digivolves into ([^.]*? in your hand without "
        r"paying the cost)(?=\.)",
        r"\1digivolve \2 into \3",
    ),
    # EX4-058: "By deleting this Digimon that has a digivolution card with [Bird] or [Avian] in
    # one of its traits, X": the cost is there only while it has such a card.
    (
        r"\] by deleting this digimon that has a digivolution card (with [^,.]*? in "
        r"(?:one of )?its traits), ",
        r"] if this digimon has a card \1 in its digivolution cards, by deleting this digimon, ",
    ),
    # EX4-071 prints "by deleting 1 of your Digimon, delete 1 of your opponent's Digimon whose
    # level is less than or equal." with nothing after "equal": the level it is compared with
    # is the deleted Digimon's, the only other one the sentence names.
    (
        r"\b(by deleting 1 of your digimon, delete 1 of your opponent's digimon whose level is "
        r"less than or equal)\.",
        r"\1 to the deleted digimon's level.",
    ),
    # BT15-081: a [Trash] effect's "this card" is the card in the trash, where it digivolves
    # from.
    (
        r"(\[Trash\] \[[A-Za-z' ]+\] when [^.]*?, )1 of your (\[[^\]]+\]) or digimon with "
        r"(\[[^\]]+\]) in their digivolution cards may digivolve into this card\b",
        r"\1you may digivolve 1 of your \2 or digimon with \3 in its digivolution cards into "
        r"this card from your trash",
    ),
    (
        r"\bif it did, place this card as its bottom digivolution card\b",
        "if you do, place this card under that digimon as its bottom digivolution card",
    ),
    # EX5-070: "from this Digimon's digivolution cards, return 1 Digimon card to the hand and
    # place 1 [X Antibody] on top of your security stack" is two steps, each from there.
    (
        r"\bfrom this digimon's digivolution cards, return (\d+ [^,.]*?) to (?:the|your) hand and "
        r"place (\d+ [^,.]*?) on top of your security stack\b",
        r"return \1 from this digimon's digivolution cards to your hand. place \2 from this "
        r"digimon's digivolution cards on top of your security stack",
    ),
    (rf"\b({_DIGIVOLVE_WHO} into) (?:an? (?=[a-z])|(?=\[))", r"\1 1 "),
    (rf"\b({_DIGIVOLVE_WHO} into [^.]*?) in the hand\b", r"\1 in your hand"),
    (
        rf"\b({_DIGIVOLVE_WHO} into [^.]*?) in your hand or trash\b",
        r"\1 in your hand or from your trash",
    ),
    (rf"\b({_DIGIVOLVE_WHO} into [^.]*?) in your trash\b", r"\1 from your trash"),
    # BT6-075: "place 1 [Kinkakumon] and 1 [Ginkakumon] from your trash in this card's
    # digivolution cards in any order. If you place 2 cards with this effect, <Draw 1> and
    # gain 1 memory.": under it as its bottom cards; both steps under the one condition.
    (
        r"\b(from your trash) in this card's digivolution cards (in any order)",
        r"\1 under this digimon as its bottom digivolution cards \2",
    ),
    (
        r"\b(if you place \d+ cards with this effect), (?:trigger )?(<draw \d+>)\s+and "
        r"(gain \d+ memory)\.",
        r"\1, \2. \1, \3.",
    ),
    # BT6-112: "for each [Three Musketeers] Digimon card and Option card with a memory cost of
    # 7 in your trash": two counts added, the cards of each kind.
    (
        r"\bfor each (\[[^\]]+\]) digimon card and option card (with a memory cost of \d+) in "
        r"your trash\b",
        r"for every digimon card with \1 in its traits in your trash and every option card \2 "
        r"in your trash",
    ),
    (r"\b(use 1 option card [^.]*?) in your hand (without paying)", r"\1 from your hand \2"),
    # BT6-088: "Digivolve your [Gabumon] into ... . ... Then, if you have 1 or more security
    # cards, delete that Digimon at the end of the turn.": 1 of them; the condition is read as
    # the effect is done, the deletion waits for the end of the turn (rulings Q1477, Q1478).
    (
        r"\bdigivolve your (\[[^\]]+\] into [^.]*?) for its digivolution cost\b",
        r"digivolve 1 of your \1 for the digivolution cost",
    ),
    (
        r"\b(then, if [^,.]+,) (delete that digimon) at the end of the turn\.",
        r"\1 at the end of the turn, \2.",
    ),
    # BT5-089: a revealed card digivolved "onto the attacking Digimon" is that Digimon
    # digivolving into it.
    (
        r"\byou may digivolve (1 [^.]*?) among them onto the attacking digimon\b",
        r"you may digivolve that digimon into \1 among them",
    ),
    # BT14-033, BT14-093: "Search your security stack. X may digivolve into ... among them":
    # the cards digivolved from are the security stack's, looked through (a search).
    (
        rf"\bsearch your security stack\. (you may {_DIGIVOLVE_WHO} into [^.]*?) among them\b",
        r"\1 from your security stack",
    ),
    # "If digivolved by this effect, and you have a Tamer with [T.K. Takaishi] in its name, ...":
    # one condition of both, the Tamer one in play.
    (
        r"\bif digivolved by this effect, and (you have an? tamer with \[[^\]]+\] in its name),",
        r"if digivolved by this effect and \1 in play,",
    ),
    (  # "for its memory cost" (BT9-106): the memory cost of digivolving is its digivolution cost
        rf"\b({_DIGIVOLVE_WHO} into [^.]*?) for (?:its|the) (?:digivolution |memory )?cost\b",
        r"\1 for the digivolution cost",
    ),
    (rf"\b({_DIGIVOLVE_WHO} into [^.]*?) for a digivolution cost of\b", r"\1 for a memory cost of"),
    # EX5-002: a digivolution by an effect that says no cost pays the digivolution cost (P-176:
    # "into a Digimon card with the [Chronicle] trait in the hand").
    (
        r"\b(you may digivolve this digimon into 1 digimon card(?: [^.]*?)? in your hand)\.",
        r"\1 for the digivolution cost.",
    ),
    (  # BT9-095: "1 of your Digimon with [Greymon] in its name may attack your opponent"
        r"\b(1 of your digimon [^.]*?may attack) your opponent\.",
        r"\1 a player.",
    ),
    (  # BT9-074: a Security Digimon played at the end of its battle is this card
        r"(\[Security\] at the end of the battle, play) this digimon without paying\b",
        r"\1 this card without paying",
    ),
    (  # ST17-13: a Security Digimon's own card, at the end of its battle
        rf"\b({_DIGIVOLVE_WHO} into this card) without paying the digivolution cost\b",
        r"\1 without paying the cost",
    ),
    (
        rf"\b({_DIGIVOLVE_WHO} into [^.]*?) (?:for|by paying) (?:the|its) digivolution cost\. "
        r"when (?:it|this digimon|that digimon) would digivolve (?:by|with) this effect, reduce "
        r"the (?:(?:digivolution )?cost|memory cost of the digivolution) by (\d+)\b",
        r"\1 with the digivolution cost reduced by \2",
    ),
    (  # BT9-077: "into a Digimon card from the trash": from its player's trash
        r"\b(when this digimon would digivolve into a digimon card) from the trash,",
        r"\1 from your trash,",
    ),
    (  # BT11-061: "would digivolve into [Destromon] or [Galacticmon]", one card of either name
        r"\b(when this digimon would digivolve into) (\[[^\]]+\](?: or \[[^\]]+\])+),",
        r"\1 a \2,",
    ),
    (  # BT8-066: "into 1 Digimon card in your hand with [X Antibody] in its traits ..."
        r"\b(digivolve this digimon into 1 digimon card) in your hand (with \[[^\]]+\] in its "
        r"traits) with the digivolution cost reduced\b",
        r"\1 \2 in your hand with the digivolution cost reduced",
    ),
    (
        rf"\b({_DIGIVOLVE_WHO} into [^.]*?), ignoring digivolution requirements\b",
        r"\1, ignoring its digivolution requirements",
    ),
    # BT14-101: the later wording of a card's own digivolution by effect (BT2-111's line).
    (
        r"(^|\. |, )one of your (\[[^\]]+\]) may digivolve into this card in your hand for a "
        r"digivolution cost of (\d+), ignoring (?:its )?digivolution requirements\b",
        r"\1your \2 can digivolve into this card in your hand for a memory cost of \3, ignoring "
        r"this card's digivolution requirements",
    ),
    # EX2-012: each card played comes from either zone.
    (r"\b(play [^.]*? from your hand) and/or (trash)\b", r"\1 or \2"),
    # BT11-095: the trigger as BT10-088 words it (one card played, rulings Q2128, Q2129).
    (
        r"\bwhen you would play a digimon card with a digixros requirement, by suspending\b",
        "when you play 1 digimon with digixros requirements, by suspending",
    ),
    # BT10-066: a Digimon's digivolution cards are its owner's.
    (
        r"\b(returning 1 [a-z0-9 ]+ digimon card from this digimon's digivolution cards to) its "
        r"owner's hand\b",
        r"\1 your hand",
    ),
    # BT10-090: one card of that name, as BT10-089 prints it.
    (r"\bplay (\[[^\]]+\] from your hand or from under)\b", r"play 1 \1"),
    (r"\bthen, it may attack\.", "then, this digimon may attack."),
    # BT21-018, BT23-022: "When this Digimon gets linked, it may attack/unsuspend."
    (r"\b(this digimon gets linked), it may attack\.", r"\1, this digimon may attack."),
    (r"\b(this digimon gets linked), it may unsuspend\.", r"\1, you may unsuspend this digimon."),
    (r", this digimon may unsuspend\.", ", you may unsuspend this digimon."),  # P-173
    (r"\b(all of your digimon [^.]*?) unsuspend\.", r"unsuspend \1."),  # P-184
    # ST22-12: the cost of a link by an effect is its link cost.
    (r"\bwith the link cost reduced by\b", "with the cost reduced by"),
    # BT12-016: at [End of Attack], what holds then is a condition.
    (
        r"\bwhen (your opponent has no digimon in play), if (this digimon has [^,.]*?),",
        r"if \2 and \1,",
    ),
    # EX3-062: either player's trash.
    (
        r"\bif either player has (\d+ or more) cards in their trash,",
        r"if there are \1 cards in your trash or there are \1 cards in your opponent's trash,",
    ),
    (r"\b(while you have a tamer with \[[^\]]+\] in its name) and\b", r"\1 in play and"),
    (r"\bwhen dna digivolving\b", "if dna digivolving"),
    (r"\byou attack one of your opponent's digimon\b", "you attack an opponent's digimon"),
    # "[Your Turn] When this Digimon attacks ..." is a trigger of its own (ST15-05, ST16-05);
    # after another timing it is a condition of that effect.
    (r"(\[Your Turn\] when this digimon attacks) an opponent's digimon\b", r"\1 a digimon"),
    (
        r"(?<!\[Your Turn\] )\bwhen (this digimon attacks a player|you attack an opponent's "
        r"digimon)\b",
        r"if \1",
    ),
    (r"\bfor each (?!of\b)", "for every "),
    # EX5-069 prints a space after the bullet; BT8-108 a full stop before it; P-235 a line
    # break between
    (r"(<delay>)\.?\s*・\s*", r"\1 ・"),
    (  # EX5-069: the card its cost trashed
        r"\bif this effect trashed (a card with) the (\[[^\]]+\]) trait\b",
        r"if you trash \1 \2 in its traits",
    ),
    (r"\b(trash up to \d+ cards) from your hand\b", r"\1 in your hand"),
    (  # EX5-062: the further reduction of a play from the trash, one step
        r"\b(with the play cost reduced by \d+)\. (for every [^,.]+), further reduce it by (\d+)\b",
        r"\1 and by \3 more \2",
    ),
    (
        r"\b(from your opponent's trash to the (?:bottom|top)) of the deck\b",
        r"\1 of its owner's deck",
    ),
    (  # BT7-111: a play cost reduced by a count, the count printed first
        r"\b(for every [^,.]+), reduce the memory cost when playing this card from your hand "
        r"by (\d+)\.",
        r"when you would play this card from your hand, reduce its play cost by \2 \1.",
    ),
    (  # BT8-111: one count multiplies both halves of the sentence
        r"\bfor every (\d+ cards in your trash), "
        r"(trash the top \d+ cards of your opponent's deck), "
        r"and this digimon gets \+(\d+) dp for the turn\.",
        r"for every \1, \2. this digimon gets +\3 dp for every \1 for the turn.",
    ),
    (  # BT8-110: the card's zone after its filter
        r"\b(digivolve 1 of your digimon into 1 digimon card) in your hand (with \[[^\]]+\] in its "
        r"traits)\b",
        r"\1 \2 in your hand",
    ),
    # BT9-083: the opponent's cards to their own deck, in the order of the effect's player.
    (
        r"\bplace (\d+ cards) from your opponent's trash "
        r"at the bottom of their deck in any order\b",
        r"return \1 from your opponent's trash to the bottom of its owner's deck",
    ),
    (  # BT9-083: each card counted has the trait
        r"\b(for (?:each|every) card with \[[^\]]+\]) in their traits (in this digimon's)",
        r"\1 in its traits \2",
    ),
    # EX5-059: "gains <Retaliation> (...), until the end of ...": the reminder's comma.
    (r"(\bgains <[^>]+>) *, (until the end of|for the turn)\b", r"\1 \2"),
    # EX5-059: "If [Dobermon] in its name or [X Antibody] is in this Digimon's digivolution
    # cards": a card with the name part, or one of the name.
    (
        r"\bif (\[[^\]]+\]) in its name or (?=[^,.]* is in this digimon's digivolution cards)",
        r"if a card with \1 in its name or ",
    ),
    (r"\b(activate this digimon's \[(?:On Play|When Digivolving)\]) effect\b", r"\1 effects"),
    (  # EX5-063: after a deletion's trigger, "for each Digimon" counts the Digimon deleted
        r"(\bwhen [^.]*? is deleted, [^.]*? for every digimon)\.",
        r"\1 deleted.",
    ),
    (r"\breveal 1 card from the top of your deck\b", "reveal the top card of your deck"),
    (
        r"\btrash 1 card from the top of (your opponent's|your) (deck|security stack)\b",
        r"trash the top card of \1 \2",
    ),
    (
        r"\btrash (\d+) cards from the top of (your opponent's|your) (deck|security stack)\b",
        r"trash the top \1 cards of \2 \3",
    ),
    # "... from your trash without paying the cost. The Digimon played by this effect gains
    # <Rush>": the Digimon the step before played, as "that Digimon" says it.
    (r"\bthe (digimon|tamer) played by this effect\b", r"that \1"),
    # EX5-033: "Any Digimon played by this effect gain <Rush>, for the turn": the one card
    # the step before plays, a Digimon by its level.
    (
        r"\bany digimon played by this effect gain (<[^<>]+>)\s*,?\s*for the turn\b",
        r"that digimon gains \1 for the turn",
    ),
    (r"\bwhen you have (\d+) security cards or less\b", r"if you have \1 or fewer security cards"),
    # "if you have 1 or fewer Tamers, ..." (BT21-009 Gatchmon): the Tamers in play.
    (r"\bif you have (\d+) or fewer tamers,", r"if you have \1 or fewer tamers in play,"),
    (r"\bthen(?!,)\b", "then,"),
    (
        r"\bif (?:no (?:opponent's )?digimon (?:was|is)|an opponent's digimon (?:wasn't|isn't)) "
        r"(?:deleted|returned) by this effect\b",
        "if nothing was done by this effect",
    ),
    (r"\byour (other )?(\[[^\]]+\]) all get\b", r"all of your \1\2 get"),
    (r"\bone of your opponent's digimon becomes\b", "an opponent's digimon becomes"),
    (r"\bwhen your opponent's (digimon with the (?:highest|lowest) )", r"when an opponent's \1"),
    (r"\buntil the end of their next turn\b", "until the end of your opponent's next turn"),
    (r"\bto prevent this digimon from being deleted\b", "to prevent that deletion"),
    # "... for a <Digisorption> skill, you may suspend your opponent's Digimon instead": one
    # Digimon, as the skill suspends one (16-10-1).
    (
        r"(\bfor a <digisorption> skill, you may suspend) your opponent's digimon instead\b",
        r"\1 1 of your opponent's digimon instead",
    ),
    # "trash 1 of your opponent's security cards": they lie face down, so no player could
    # pick one over another; the top card, as the later cards word it.
    (
        r"\btrash 1 of your opponent's security cards\b",
        "trash the top card of your opponent's security stack",
    ),
    (r"\bfor every (\d+) cards in their trash\b", r"for every \1 cards in your opponent's trash"),
    # EX4-042: "This Digimon and all Digimon with [Knightmon] or [Knightsmon] in their names
    # are unblockable": two grants, the second to either player's Digimon.
    (
        r"\bthis digimon and all digimon (with [^.]+? in their names) are unblockable\b",
        r"this digimon can't be blocked and neither player's digimon \1 can be blocked",
    ),
    (r"\bthis digimon is unblockable\b", "this digimon can't be blocked"),
    # A "by doing" effect is never required (15-7-2): its "you may" says nothing more.
    (r"\byou may make this digimon unblockable\b", "this digimon can't be blocked"),
    (r"\breturning one of its\b", "returning 1 of this digimon's"),
    (r"\[([^\[\]]+)\] digimon card\b", r"[\1]"),
    # ... and "1 [Taiki Kudo], [Yuu Amano], or [Tagiru Akashi] card": the names are the card's.
    (rf"\b(\d+ {_NAMES}) card\b", r"\1"),
    (
        r"\bplay 1 (level \d+ or lower )?digivolution card of (1 of your digimon) cards as another",
        r"play 1 \1digimon card from under \2 as another",
    ),
    (
        r"\bduring your opponent's next unsuspend phase, (?:none of your opponent's digimon can "
        r"|all of (?:their|your opponent's) digimon can't )unsuspend\b",  # the second, EX5-041
        "all of your opponent's digimon can't unsuspend in the unsuspend phase until the end of "
        "your opponent's next turn",
    ),
    (  # BT14-047: "... all of your opponent's Digimon with 5000 DP or less don't unsuspend."
        r"\bduring your opponent's next unsuspend phase, all of your opponent's digimon (with "
        r"\d+ dp or less) (?:don't|can't) unsuspend\b",
        r"all of your opponent's digimon \1 can't unsuspend in the unsuspend phase until the end "
        r"of your opponent's next turn",
    ),
    (
        rf"\b(you (?:don't )?have|your opponent (?:doesn't )?has) an? ({_NAMES}) in play\b",
        r"\1 \2 in play",
    ),
    (r"\b(gain \d+ memory),? and (add this card to its owner's hand)\b", r"\1. \2"),
    (
        r"\b(you have|your opponent has) (\d+ or (?:fewer|more)) cards in (?:your|their) "
        r"security stack\b",
        r"\1 \2 security cards",
    ),
    (r"\b(an?) (\w+) digimon or \2 tamer in play\b", r"\1 \2 digimon or tamer in play"),
    (r"\btrash any digivolution card of\b", "trash any 1 digivolution card of"),
    (r"\b(trash any \d+ digivolution cards) under\b", r"\1 of"),
    (
        rf"\bwhen this digimon with ({_NAMES}) in its name "
        r"(becomes (?:un)?suspended|attacks),",
        r"when this digimon \2, if this digimon has \1 in its name,",
    ),
    (r"(\bif this digimon has [^,.]*? in its name, )this digimon (gets|gains)\b", r"\1it \2"),
    (
        r"\bnone of (your opponent's|your|their) ([^,.]*?\bdigimon(?: with [^,.]*?)?) can (?!')",
        r"all of \1 \2 can't ",
    ),
    (
        r"\btrash 1 card from the top of both players' security stacks\b",
        "trash the top card of your security stack. trash the top card of your opponent's "
        "security stack",
    ),
    (
        r"\bwhen a card in (your opponent's|your) deck is trashed\b",
        r"when a card is trashed from \1 deck",
    ),
    # ... and of both decks, where the sentence has no "if" of its own that would then hold
    # for the first only.
    (
        r"(^|\] |\. )trash the top (\d+) cards of both players' decks\.",
        r"\1trash the top \2 cards of your deck. trash the top \2 cards of your opponent's deck.",
    ),
    (  # BT5-083: "Both players trash the top 5 cards of their decks."
        r"(^|\] |\. )both players trash the top (\d+) cards of their decks\.",
        r"\1trash the top \2 cards of your deck. trash the top \2 cards of your opponent's deck.",
    ),
    (
        r"\b((?:[a-z]+ or )?[a-z]+ )?digimon card with a level of (\d+) or less\b",
        r"\1level \2 or lower digimon card",
    ),
    (r"\b(unsuspend all of your [^.]*?) and they get\b", r"\1. they get"),
    # BT4-098: "gets +3000 DP, <Security A. +1>, and "..." for the turn": each a grant.
    (r'\b(gets? [+-]\d+ dp), (<[^<>]+>)\s*,\s+and\s+"', r'\1, gains \2, and gains "'),
    (r"\bgain \+(\d+) memory\b", r"gain \1 memory"),
    # P-205: "While you have a Digimon or Tamer with the [DM] trait on the field, you can
    # ignore ...": "on the field" is in play.
    (r"\b(while you have [^,.]+?) on the field,", r"\1 in play,"),
    # P-183: "When attack targets change, trash your opponent's top security card."
    (r"\bwhen attack targets change\b", "when an attack target is switched"),
    (
        r"\btrash your opponent's top security card\b",
        "trash the top card of your opponent's security stack",
    ),
    # P-189: "When your opponent's security stack is removed from".
    (
        r"\bwhen (your opponent's|your) security stack is removed from\b",
        r"when a card is removed from \1 security stack",
    ),
    # P-213: "gains <Rush> and +3000 DP until ...": the DP first, as the grants are written.
    (r"\bgains (<[^<>]+>) and ([+-]\d+ dp)\b", r"gets \2 and gains \1"),
    # P-144: "This Digimon without [Gotsumon]/[X Antibody] in its digivolution cards can't
    # attack.": a prohibition while neither card is under it.
    (
        r"\bthis digimon without (\[[^\]]+\](?: or \[[^\]]+\])*) in its digivolution cards "
        r"can't attack\b",
        r"while not \1 is in this digimon's digivolution cards, this digimon can't attack",
    ),
    # BT15-004: "If this Digimon has the [Insectoid] trait, it may attack ...": "it" is this
    # Digimon; BT15-039: "gains all of the effects of cards" is BT10-011's "all effects".
    (r"\b(if this digimon has [^,.]+, )it may attack\b", r"\1this digimon may attack"),
    (r"\bgains all of the effects of cards\b", "gains all effects of cards"),
    # BT15-089: a DP bound lowered for every card of the opponent's security stack
    (
        r"\bfor each of your opponent's security cards, remove (\d+) from this dp deletion "
        r"effect's maximum\b",
        r"for every security card your opponent has, remove \1 from the maximum this dp-based "
        r"deletion effect can delete",
    ),
    # "When this Digimon is blocked (becomes suspended), unsuspend it, and ...": "it" is the
    # Digimon of the trigger, and each step a sentence of its own.
    (
        r"\b(when this digimon (?:is|becomes) [a-z]+, )unsuspend it, and ",
        r"\1unsuspend this digimon. ",
    ),
    (
        r"\bfor (?:each|every) digivolution card this digimon has (with [^,.]+?)(?=[,.])",
        r"for every card \1 in this digimon's digivolution cards",
    ),
    # BT4-113: "For each Digimon card in this Digimon's digivolution cards with [X] in its
    # name ... or[Hybrid] in its form, this Digimon gains <Security A. +1>": the filter goes
    # with the card it filters, the count after the keyword (its reminder was the full stop).
    (r"\b(or|with)\[", r"\1 ["),
    (
        rf"\bfor every (digimon card) (in this digimon's digivolution cards) (with {_COST}),"
        r"(?! (?:or )?\[) this digimon gains (<[^>]+>)\.?",
        r"this digimon gains \4 for every \1 \3 \2.",
    ),
    # BT7-085: a Tamer that digivolves by its own effect, "to digivolve it into an [X] in your
    # hand for its digivolution cost as if this Tamer is ...".
    (
        r"\b(under this tamer (?:in any order )?to )digivolve it into an? (\[[^\]]+\]) in your "
        r"hand for its digivolution cost\b",
        r"\1digivolve this tamer into 1 \2 in your hand for the digivolution cost",
    ),
    # BT12-029: "Unsuspend this Digimon or 1 of your blue Tamers": a choice of two steps;
    # "[Once Per Turn] If this Digimon becomes unsuspended, ..." is its trigger.
    (r"\b(unsuspend) this digimon or (1 of your)\b", r"\1 this digimon or \1 \2"),
    (r"(\] )if (this (?:digimon|tamer) becomes (?:un)?suspended),", r"\1when \2,"),
    # BT12-024: "By placing a blue level 3 Digimon card from your hand under ..."
    (r"\bby placing an? ((?:[a-z0-9]+ )*?digimon card from)\b", r"by placing 1 \1"),
    # BT12-027: "By placing another blue Digimon under this Digimon ...": one of the player's
    # other Digimon in play.
    (
        r"\bby placing another ((?:[a-z]+ )*?digimon under this digimon)\b",
        r"by placing 1 of your other \1",
    ),
    # BT15-029: "By placing 1 of your other blue Digimon as this Digimon's bottom digivolution
    # card": the Digimon in play goes under this one, as BT12-027's placing says it.
    (
        r"\bby placing (\d+ of your (?:other )?(?:[a-z]+ )*?digimon) as this digimon's bottom "
        r"digivolution card\b",
        r"by placing \1 under this digimon as its bottom digivolution card",
    ),
    # BT11-087: "add up to 2 cards ... to your hand, and place up to 2 Digimon cards ... under
    # 1 of your Tamers": the placing only if cards were added (ruling Q2112).
    (
        r"\badd (up to \d+ [^.]*? from your trash to your hand), and (place up to \d+ [^.]*? "
        r"from your trash under 1 of your tamers)\.",
        r"return \1. if you do, \2.",
    ),
    # A quoted effect said in place: "gains "..." for the turn", "gains <X> and "..." ...".
    (
        r"\b(gains?)( <[^<>]+>)\s+and\s+\"([^\"]*?)\.?\s*\"\s+(for the turn|until the end of "
        r"your (?:opponent's )?next turn)\.?",
        r'\1\2 and \1 the following effect \4: "\3."',
    ),
    (
        r"\b(gains?)\s+\"([^\"]*?)\.?\s*\"\s+(for the turn|until the end of your (?:opponent's )?"
        r"next turn)\.?",
        r'\1 the following effect \3: "\2."',
    ),
    (r"\bchoose (1 digivolution card of [^.]+?) and trash it\b", r"trash any \1"),
    (r"(\[Security\] )your opponent's digimon can't\b", r"\1all of your opponent's digimon can't"),
    (  # BT15-074: the opponent's choice from their own hand (EX4-070: "if they do not trash
        # a card")
        r"\byour opponent may trash (1 [a-z ]*?card) in their hand\. if they (?:don't|do not "
        r"trash a card),",
        r"your opponent may trash \1 in your opponent's hand. if nothing was done by this effect,",
    ),
    (
        r"\byour opponent may trash the top card of their security stack\. if they don't,",
        "your opponent may trash the top card of your opponent's security stack. if nothing was "
        "done by this effect,",
    ),
    (
        r"\b(?:on|at the) top of this card's digivolution cards\b",
        "on top of this digimon's digivolution cards",
    ),
    (r"\[At (End of (?:Your|Opponent's) Turn)\]", r"[\1]"),  # BT4-047
    (  # BT5-019
        r"\bat the top of this digimon's digivolution cards\b",
        "on top of this digimon's digivolution cards",
    ),
    # placing a card as a digivolution card, the later ways: "as this Digimon's bottom
    # digivolution card", "as the bottom digivolution card of 1 of your Digimon", "under 1 of
    # your Digimon at the bottom of its digivolution cards", "at the bottom of this Digimon's
    # digivolution cards", "under this Digimon as its top digivolution card"
    (
        r"\b(from your (?:hand|trash)(?: or trash)?) (?:as this digimon's bottom digivolution "
        r"card|at the bottom of this digimon's digivolution cards)",
        r"\1 under this digimon as its bottom digivolution card",
    ),
    # ... a revealed card (BT13-072), and whether it was placed: "If a card was placed by this
    # effect," is whether the placing did anything.
    (
        r"\bamong them as this digimon's bottom digivolution card\. if a card was placed by this "
        r"effect,",
        "from among them under this digimon as its bottom digivolution card. if you do,",
    ),
    (  # the top card of a Digimon placed under it (EX5-007, EX5-064)
        r"\b(the top card of (?:this digimon|one of your)[^.,]*?) as (?:this|that) digimon's "
        r"bottom digivolution card",
        r"\1 as its bottom digivolution card",
    ),
    (r"\b(place|placing) the top card of one of your\b", r"\1 the top card of 1 of your"),
    (
        r"\b(from your (?:hand|trash)(?: or trash)?) as the bottom digivolution card of "
        r"(?:1|one) (of your [^.,]+?)(?= to |[.,])",
        r"\1 under 1 \2 as its bottom digivolution card",
    ),
    (
        r"\b(under 1 of your [^.,]+?) at the bottom of its digivolution cards\b",
        r"\1 as its bottom digivolution card",
    ),
    (
        r"\bunder this digimon as its top digivolution card\b",
        "on top of this digimon's digivolution cards",
    ),
    (r"\bunder one of your tamers\b", "under 1 of your tamers"),
    (
        r"\bfrom your hand, or from under your tamers, under\b",
        "from your hand or from under 1 of your tamers under",
    ),
    (r"\byou may (add that card to your hand) to (<draw \d+>)", r"you may \1. if you do, \2"),
    (
        r"\bbe returned to (?:its owner's hand or deck|hands or decks)\b"
        r"(?! by your opponent's effects)",  # that is one prohibition (ST17-07)
        "be returned to its owner's hand or be returned to its owner's deck",
    ),
    (
        r"\bwhen playing this card from your hand, reduce its memory cost by\b",
        "when you would play this card from your hand, reduce its play cost by",
    ),
    (
        r"^while ([^,.]+), reduce the memory cost to play this card from your hand by (\d+)\.",
        r"when you would play this card from your hand, if \1, reduce its play cost by \2.",
    ),
    (
        r"\bwhen you attack your opponent's digimon with the highest dp\b",
        "if you attack an opponent's digimon with the highest dp",
    ),
    (
        r"^reduce the memory cost of this card in your hand by\b",
        "when you would use this card, reduce its memory cost in your hand by",
    ),
    # EX5-072: "When this card would be used, reduce the cost by 1 for each [Deva]/[Four
    # Sovereigns] trait card with a different name in your trash." (each name counted once)
    (
        r"(\.)?\bwhen this card would be used, reduce the cost by\b",
        lambda m: f"{m[1] or ''} when you would use this card, reduce the cost by",
    ),
    (
        r"\bfor every ((?:\[[^\]]+\](?: or )?)+) trait card with a different name in your trash\b",
        r"for every card with \1 in its traits with a different name in your trash",
    ),
    (
        r"\bfor each of your ((?:other )?[a-z ]*?)digimon, (this digimon gains <[^>]+>)",
        r"\2 for every \1digimon you have",
    ),
    (r"\b(digivolution cards? from the bottom of) all of\b", r"\1 each of"),
    (
        r"\badd this card (?:to )?(?:your|its owner's|the) hand\b",
        "add this card to its owner's hand",
    ),
    (r"\breturn this card to (?:its owner's|the) hand\b", "add this card to its owner's hand"),
    (r"\b(to your hand),? and (add this card to its owner's hand)\b", r"\1. \2"),  # BT9-098
    (r"\bwhen an effect adds a card to\b", "when an effect adds cards to"),
    # EX4-022: "Then, if they have 8 or more cards in their hand, return 1 of their ...": they
    # are the opponent whose Digimon the effect returned.
    (
        r"(\bof your opponent's [^.]*\. then, if) they have (\d+ or more cards in their hand, "
        r"return 1 of) their\b",
        r"\1 your opponent has \2 your opponent's",
    ),
    (r"\. if you didn't, ", ". if nothing was done by this effect, "),  # EX5-055
    (r"\. if you don't, ", ". if nothing was done by this effect, "),  # BT6-017
    (  # EX4-032: the <Alliance> trigger as EX4-033 words it
        r"\bwhen one of your digimon is suspended by an <alliance> effect\b",
        "when <alliance> suspends one of your digimon",
    ),
    (  # EX4-032, EX4-033: a card in the hand to digivolve into is a Digimon card
        r"\b(digivolve this digimon into) an? (\d-color [a-z]+) (?:digimon )?card in your hand\b",
        r"\1 1 \2 digimon card in your hand",
    ),
    (r"\bwhen an opponent plays\b", "when your opponent plays"),
    (r"\bif an attack target is switched\b", "when an attack target is switched"),
    (
        r"\b(when one of your [^,.]*?) digivolves into this card in your hand, reduce\b",
        r"\1 would digivolve into this card in your hand, reduce",
    ),
    # BT10-086: Digimon returned together go in the order their effect's player chooses
    # (3-1-3-4), as any of the kind do.
    (
        r"\bto the (bottom|top) of their owners' decks in any order\b",
        r"to the \1 of their owners' deck",
    ),
    # BT5-111: "when your opponent's Digimon attacks" is any of them.
    (r"\bwhen your opponent's digimon attacks\b", "when an opponent's digimon attacks"),
    # BT5-111: "trash 2 of this Digimon's digivolution cards": which 2 is its player's choice.
    (
        r"\btrash (\d+) of this digimon's digivolution cards\b",
        r"trash any \1 digivolution cards of this digimon",
    ),
    # BT5-112: a checked Digimon card played from the check is no Security Digimon any more,
    # so none battles (13-1-8-3-2): "without battling" is what playing it does.
    (
        r"\bplay this card without battling and without paying (?:its memory|the) cost\b",
        "play this card without paying its memory cost",
    ),
    # EX4-013: "At the end of the turn, return this Digimon to your hand"; "suspend 1 of your
    # opponent's Digimon, and that Digimon doesn't unsuspend ...": two steps.
    (r"\b(at the end of the turn, return this digimon) to your hand\b", r"\1 to its owner's hand"),
    (
        r"\b(suspend 1 of your opponent's digimon), and (that digimon doesn't unsuspend)\b",
        r"\1. \2",
    ),
    # BT10-111: "Return 1 card with a DigiXros requirement ..."; "When DigiXrosing this turn,
    # you may use this Digimon in place of one of the DigiXros requirements." is a grant for
    # the turn, read as "this Digimon can attack ... for the turn" is.
    (r"\bcards? with a digixros requirement\b", "card with digixros requirements"),
    (
        r"\bwhen digixrosing this turn, you may use this digimon in place of one of the digixros "
        r"requirements\b",
        "this digimon can be used in place of one of the digixros requirements for the turn",
    ),
    # BT9-111: "You may return up to 7 ... from this Digimon's digivolution cards to the bottom
    # of your deck in any order; if you do, gain 1 memory for each card returned."
    (
        r"\byou may return (up to \d+ [^;.]+? from this digimon's digivolution cards) to the "
        r"bottom of your deck in any order; if you do, (gain \d+ memory) for every card returned\b",
        r"you may place \1 at the bottom of their owners' decks. then, \2 for every card you "
        r"return this way",
    ),
    # EX5-053: "1 of your opponent's highest play cost Digimon" (the adjective before the noun)
    (
        r"\b(\d+ of your opponent's) (highest|lowest) (play cost|dp|level) digimon\b",
        r"\1 digimon with the \2 \3",
    ),
    # EX5-053: "When your security is checked, if that card is a Digimon card ..., play it
    # without battling and without paying the cost": the checked card, played the same way.
    (
        r"(\bwhen your security is checked, if that card is [^,.]+, )play it without battling "
        r"and without paying (?:the|its memory) cost\b",
        r"\1play that card without paying its memory cost",
    ),
    # BT14-071, BT14-074: "When you play a card with the [X] trait": a card played is a
    # Digimon or a Tamer (an Option is used, 9-1).
    (r"\bwhen you play a card with\b", "when you play a digimon or tamer with"),
    # BT14-019, BT14-024: "When an opponent's Digimon attacks, trash its bottom 2 digivolution
    # cards": "its" is the attacking Digimon's.
    (
        r"\b(when an opponent's digimon attacks, trash) its bottom (\d+) digivolution cards\b",
        r"\1 the bottom \2 digivolution cards of that digimon",
    ),
    # BT15-037: "When an effect trashes this card from the security stack, you may play it":
    # "it" is this card.
    (
        r"\b(when an effect trashes this card from the security stack, you may play) it\b",
        r"\1 this card",
    ),
    # BT10-086: "1 [X Antibody] or level 6 card" is one card of either kind.
    (r"\b(\d+) (\[[^\]]+\]) or (level \d+) card\b", r"\1 \2 or \1 \3 card"),
    # BT10-086: "When a Digimon with [X Antibody] in its digivolution cards would digivolve
    # into this card" is one of its player's Digimon digivolving into it from the hand.
    (
        r"\bwhen a digimon (with [^,.]*?) would digivolve into this card, reduce\b",
        r"when one of your digimon \1 would digivolve into this card in your hand, reduce",
    ),
    # P-200: the later "When any of your Digimon would digivolve into ...".
    (
        r"\bwhen any of your digimon would digivolve into\b",
        "when one of your digimon would digivolve into",
    ),
    (
        r"\b(when (?:this|one of your) [^.]*?would digivolve[^.]*?)reduce the (?:digivolution )?"
        r"cost by\b",
        r"\1reduce the memory cost of the digivolution by",
    ),
    (
        r"\bwhen one of your digimon would digivolve into an? ((?:\d-color |[a-z]+ )+)digimon "
        r"card,",
        r"when digivolving one of your digimon into a \1digimon card in your hand,",
    ),
    (  # BT11-091: "When one of your green Digimon would digivolve into a level 5 or higher card"
        r"\bwhen one of your ([a-z]+ )?digimon would digivolve into a level (\d+) or higher card,",
        r"when digivolving one of your \1digimon into a level \2 or higher digimon card in your "
        r"hand,",
    ),
    (
        r"\bwhen one of your digimon would digivolve into an? digimon(?: card)? with\b",
        "when digivolving one of your digimon into a digimon card in your hand with",
    ),
    # The Hunters' Tamers (BT12-087, BT12-094, BT12-096): "If one of your Digimon digivolves into
    # a Digimon card with <Save> in its text, by suspending this Tamer and placing 1 card from
    # under one of your Tamers under that Digimon as one of its digivolution cards, reduce the
    # digivolution cost by 1." is a reduction of the digivolution from the hand (15-8-5-1); the
    # card placed under the Digimon goes to the bottom of its stack.
    (
        r"\bplacing 1 of your digimon cards with (<[^>]+>) in its text from your hand\b",
        r"placing 1 digimon card with \1 in its text from your hand",
    ),  # BT12-087
    (
        r"\bif one of your digimon digivolves into a digimon card with (<[^>]+>) in its text, by "
        r"(suspending this tamer and placing 1 card from under 1 of your tamers under that "
        r"digimon) as one of its digivolution cards, reduce the digivolution cost by\b",
        r"when digivolving one of your digimon into a digimon card in your hand with \1 in its "
        r"text, by \2 as its bottom digivolution card, reduce the memory cost of the digivolution "
        r"by",
    ),
    (
        r"^while ([^,.]+), when playing this card from your hand, ",
        r"when you would play this card from your hand, if \1, ",
    ),
    (  # EX5-012, EX5-020: one sentence for the card's two ways into play, from the hand
        r"\bwhen this card would be played or digivolved into, if you have a digimon with (\d+ or "
        r"more digivolution cards) and the ((?:\[[^\]]+\](?: or )?)+) trait, reduce the play or "
        r"digivolution cost by (\d+)\.",
        r"when you would play this card from your hand, if you have a digimon with \1 and \2 in "
        r"its traits, reduce its play cost by \3. when one of your digimon would digivolve into "
        r"this card in your hand, if you have a digimon with \1 and \2 in its traits, reduce the "
        r"memory cost of the digivolution by \3.",
    ),
    (
        r"\bwhen (?:you would play this card|this card would be played|playing this card)"
        r"(?: from (?:your|the) hand)?,",
        "when you would play this card from your hand,",
    ),
    (
        r"\b(when you would play this card from your hand, [^.]*?)reduce (?:the play cost"
        r"(?: of this card)?|this card's play cost|its memory cost) by\b",
        r"\1reduce its play cost by",
    ),
    (
        r"\b(when you would play this card from your hand, )(reduce its play cost by \d+) "
        r"if ([^,.]+)\.",
        r"\1if \3, \2.",
    ),
    (r"\](?=when\b)", "] "),
    (r"\b(when you play|when your opponent plays) an? \[", r"\1 ["),
    (r"\[Security\] skills\b", "[Security] effects"),
    (
        r"\bactivate the \[Security\] effects of any option cards it checks\b",
        "activate [Security] effects on option cards it checks",
    ),
    (
        r"\beffects on (?:the )?(?:tamer|digimon) played (?:with|by) this effect\b",
        "effects on digimon played with this effect",
    ),
    (
        r"\bwhen an effect trashes this card from digivolution cards\b",
        "when an effect trashes this digivolution card",
    ),
    (
        r"\bby trashing (\d+) of this digimon's digivolution cards?\b",
        lambda m: (
            f"by trashing any {m[1]} digivolution card{'' if m[1] == '1' else 's'} of this digimon"
        ),
    ),
    (r"\bon the bottom of your deck\b", "at the bottom of your deck"),
    (r"\b(\w+) digimon card or \1 option card\b", r"\1 digimon or option card"),
    # BT13-060: "for every 2 of your opponent's suspended Digimon and Tamers".
    (
        r"\bfor every (\d+) of your opponent's ((?:[a-z]+ )*?)digimon and tamers\b",
        r"for every \1 \2digimon and tamers your opponent has",
    ),
    (
        r"\bfor each of your opponent's ([a-z ]*?)digimon( with (?:[^,.<]|<[^>]*>)+?)(?=[,.])",
        r"for every \1digimon\2 your opponent has",
    ),
    (
        r"\bfor each of your opponent's ([a-z ]*?)digimon\b",
        r"for every \1digimon your opponent has",
    ),
    (r"\bthis card gets\b", "this digimon gets"),
    (
        r"\bwhen this digimon digivolves into (an? [^,]+?) in your hand,",
        r"when this digimon would digivolve into \1,",
    ),
    (
        r"\bwhen you attack with an? ((?:[^,.]*? )?digimon(?: with (?:[^,.]|, (?=\[|or \[))*)?),",
        r"when one of your \1 attacks,",
    ),
    (
        r"(\bwhen you would use this card, [^.]*?\b)reduce the (?:memory )?cost(?: of this "
        r"card)? by\b",
        r"\1reduce its memory cost by",
    ),
    (
        r"\bwhen you trash (a|this) card in your hand using one of your effects\b",
        r"when one of your effects trashes \1 card in your hand",
    ),
    (
        r"\bdelete (1 of your opponent's level \d+(?:, 1 of their level \d+)* and 1 of their "
        r"level \d+) digimon\b",
        _levels_deleted,
    ),
    (r"\bwhen an effect plays one of your digimon,", "when you play a digimon using an effect,"),
    # BT11-089: "When you play a red Digimon with ... by an effect,"
    (r"(\bwhen you play an? [^.]*?) by an effect,", r"\1 using an effect,"),
    (
        r"\bwhen an effect plays an opponent's (digimon(?: or tamer)?),",
        r"when your opponent plays a \1 using an effect,",
    ),
    (
        r"\b(when you play (?:an?|another) [^,.]*?digimon[^,.]*?) by an effect,",
        r"\1 using an effect,",
    ),
    (r"\. it (?=(?:doesn't|can't) unsuspend\b)", ". that digimon "),
    # "it" after a clause about this Digimon is this Digimon.
    (r"(\bthis digimon\b[^.\"]*?, unsuspend) it\b", r"\1 this digimon"),
    # BT11-012: "2 cards with [Xros Heart] and [Blue Flare] in their traits" are cards with
    # either trait (ruling Q2056: a revealed card with one of them is added).
    (
        r"\b(add 2 cards with \[Xros Heart\]) and (\[Blue Flare\] in their traits among them)\b",
        r"\1 or \2",
    ),
    # BT10-008: "1 Digimon card and 1 Tamer card―both with [X] in their traits―among them".
    (
        r"\b1 (digimon|tamer) card and 1 (digimon|tamer) card\s*\u2015\s*both (with [^.]*? in )"
        r"their (traits)\s*\u2015\s*among them\b",
        r"1 \1 card \3its \4 and 1 \2 card \3its \4 among them",
    ),
    # One noun shared by two cards: "1 yellow and 1 purple card with [X] in their traits".
    (
        r"\b1 ((?:(?!card)[a-z0-9 ])+?) and 1 ((?:(?!card)[a-z0-9 ])+?) ((?:digimon )?card)"
        r"( with [^.]*? in )their "
        r"(traits|name)\b",
        r"1 \1 \3\4its \5 and 1 \2 \3\4its \5",
    ),
    (
        r"\b1 ((?:(?!card)[a-z0-9 ])+?) and 1 ((?:(?!card)[a-z0-9 ])+?) digimon card among them\b",
        r"1 \1 digimon card and 1 \2 digimon card among them",
    ),
    # BT6-096: "gets +2000 DP and "[When Attacking] ..." for the turn", its quote without a
    # full stop
    (
        r'\b(gets \+\d+ dp) and "(\[When Attacking\] [^"]+?)\.?" for the turn\.',
        r'\1 and gains the following effect for the turn: "\2."',
    ),
    (r"\. trash all of the digivolution cards of that digimon\.", "."),
    # BT4-102, BT5-096, BT5-110: the same rule said after Digimon returned to the hand.
    (
        r"(\bto (?:its owner's hand|their owners' hands)(?: instead| to [^.]+)?\.) trash all of "
        r"the digivolution cards of (?:those digimon|the digimon you returned with this effect)\.",
        r"\1",
    ),
    # BT4-102: "Return 1 of your Digimon to its owner's hand to return up to 2 of ...": the
    # first return is the cost (15-7).
    (
        r"(^|\] )return (1 of your digimon to its owner's hand) to (return [^.]+?)\.",
        r"\1\3 by returning \2.",
    ),
    # BT4-103: "If X, instead return ..." is "If X, return ... instead."
    (r"(\bif [^,.]+, )instead (return [^.]+?)\.", r"\1\2 instead."),
    # P-023, P-024: the same rule (4-7-8) said after a Digimon placed in the security stack
    # or the deck.
    (
        r"(\b(?:security stack face down|owner's deck)(?: to (?:trigger )?<draw \d+>)?)\.?\s+"
        r"trash that digimon's digivolution cards\.",
        r"\1.",
    ),
    # BT9-103: a second lasting change under the same duration, the rule on the opponent.
    (
        r"\b(until the end of your opponent's turn), ([^.]+?), and cards can't be added to "
        r"security stacks by your opponent's effects\.",
        r"\1, \2. \1, your opponent can't add cards to security stacks by effects.",
    ),
    # BT11-069: "can't have its DP reduced ..., and isn't affected by <De-Digivolve> effects":
    # two things the Digimon gets, one "and" between them.
    (r", and (isn't|aren't) affected by\b", r" and \1 affected by"),
    # BT13-088: a card placed as the top digivolution card.
    (r"\bas this digimon's top digivolution card\b", "on top of this digimon's digivolution cards"),
    # BT13-046: one condition for both steps, said again for the second.
    (
        r"\b(if there're [^,.]+), (gain \d+ memory), and (reveal 1 card in your hand)\.",
        r"\1, \2. \1, \3.",
    ),
    # BT13-077: "isn't affected by the effects of your opponent's Digimon" (or "... your
    # opponent's Digimon's effects"): the shield from the opponent's Digimon cards.
    (
        r"\b(isn't|aren't) affected by (?:the effects of your opponent's digimon(?! cards)|your "
        r"opponent's digimon's effects)",
        r"\1 affected by your opponent's digimon cards",
    ),
    # BT13-017: the later wording of a bound on the chosen Digimon's total DP.
    (r"\bso that their dp total is up to (\d+)\b", r"whose total dp adds up to \1 or less"),
    # EX4-049, EX4-073: "so that their play cost total is up to 6", of the play costs.
    (
        r"\bso that their play cost total is up to (\d+)\b",
        r"whose play costs add up to \1 or less",
    ),
    # EX4-049: "choose any number of ... and return them to the bottom of the deck": of each
    # one's owner.
    (
        r"\bchoose (any number of [^.]+?),? and return them to the bottom of the deck\b",
        r"return \1 to the bottom of their owners' deck",
    ),
    # "Choose X. That Digimon ..." and "choose X and delete them" say the target once.
    (r"\bchoose (\d+ of [^.]+?)\. that digimon\b", r"\1"),
    (
        r"\bchoose (any number of [^.]+?),? and delete (?:them|all of the chosen cards)\b",
        r"delete \1",
    ),
    (
        r"\bchoose an? digimon digivolution card placed under (.+?) and play it as another digimon",
        r"play 1 digimon card from under \1 as another digimon",
    ),
    (
        r"\b(?:don't|doesn't|can't) unsuspend during (?:their|its owner's|your opponent's) "
        r"next unsuspend phase",
        "can't unsuspend in the unsuspend phase until the end of your opponent's next turn",
    ),
    # BT12-106: "Suspend all of your opponent's Digimon and Tamers. Your opponent's cards don't
    # unsuspend ...": the cards it suspended, the opponent's Digimon and Tamers.
    (
        r"(\bsuspend all of your opponent's digimon and tamers\. )your opponent's cards (can't "
        r"unsuspend in the unsuspend phase)\b",
        r"\1all of your opponent's digimon and tamers \2",
    ),
    (
        r"\breveal the top card of your deck\. (?:if (?:it's|that card is) an? ([^,.]+?) card, "
        r"add it to your hand|add it to your hand if it's an? ([^,.]+?) card)\. otherwise,? place "
        r"it at the bottom of your deck\.",
        r"reveal the top card of your deck. add 1 \1\2 card among them to your hand. place the "
        r"remaining cards at the bottom of your deck in any order.",
    ),
    (
        r"\breveal the top card of your deck\. if it's an? ([^,.]+?) card, add it to your hand\. "
        r"trash the rest\b",
        r"reveal the top card of your deck. add 1 \1 card among them to your hand. trash the rest",
    ),
    # BT6-111: "if a Digimon with [Royal Knight] or [X Antibody] in its type is in play," (on
    # either side).
    (
        r"\bif a digimon (with [^,.]+? in its) (?:types?|traits) is in play,",
        r"if there is a digimon \1 traits,",
    ),
    # BT5-087: "play up to 2 black and/or purple Digimon cards ...", "return 1 level 6 Digimon
    # card in this Digimon's digivolution cards to its owner's hand to delete ...".
    (r"\bup to (\d+) (\w+) and/or (\w+) digimon cards\b", r"up to \1 \2 or \3 digimon cards"),
    # BT5-034: "with [Warrior] and/or [Holy Warrior] in their types": either trait.
    (r"(\bwith \[[^\]]+\]) and/or (\[[^\]]+\] in their) types\b", r"\1 or \2 traits"),
    (
        r"\byou may return 1 (level \d+) digimon card in this digimon's digivolution cards to its "
        r"owner's hand to\b",
        r"you may return 1 of this digimon's \1 digivolution cards to your hand to",
    ),
    # P-114: "When an effect plays another Digimon," (either player's effect).
    (
        r"\bwhen an effect plays another digimon,",
        "when a player plays another digimon using an effect,",
    ),
    (r"\bfor each of your (\[[^\]]+\]), add (\d+) to\b", r"for every \1 you have, add \2 to"),
    # BT4-110: "add +1 to the maximum play cost of the Digimon you can choose with this effect".
    (
        r"\badd \+?(\d+) to the maximum play cost of the digimon you may choose with this effect\b",
        r"add \1 to this effect's play cost maximum",
    ),
    # BT4-099: "if one of your Digimon has [X] or [Y] in its name (other than ...),".
    (
        r"\bif one of your digimon has ((?:\[[^\]]+\](?:,? or |, )?)+ in its name"
        r"(?: \(other than [^)]+\))?),",
        r"if you have a digimon with \1 in play,",
    ),
    # BT4-089: "you may use a purple Option card with ... in your hand without paying ...".
    (
        r"\byou may use an? ([a-z]+ option card with [^,.]+?) in your hand without paying\b",
        r"you may use 1 \1 from your hand without paying",
    ),
    # BT8-092: "... is moved from your breeding area to your battle area,".
    (
        r"\bis moved from your breeding area to your battle area,",
        "moves from the breeding area to the battle area,",
    ),
    # P-070: "If it's a black Digimon card with a play cost of 4 or less, you may play it ...".
    (
        r"\breveal the top card of your deck\. if it's an? ([^,.]+? card[^,.]*?), you may play it "
        r"(without paying its memory cost)\.",
        r"reveal the top card of your deck. you may play 1 \1 among them \2.",
    ),
    (
        r"\blook at your security stack, then,? reveal 1 card in it and add it to your hand",
        "add 1 card from your security stack to your hand",
    ),
    # A search of the security stack that reveals what it adds (15-15-3-9): "search your
    # security stack for X, reveal it, and add it to your hand" shows X to both players.
    (
        r"\bsearch your security stack for ([^,.]+?), reveal it, and add it to your hand\b",
        r"reveal \1 from your security stack and add it to your hand",
    ),
    (
        r"\bsearch your security stack, reveal (1 (?:[^,.]|, (?=\[|or \[))+?) from it, and add it "
        r"to your hand\b",
        r"reveal \1 from your security stack and add it to your hand",
    ),
    (
        r"\bsearch your security stack\. you may play (1 [^.]+?) among it "
        r"(without paying [^.]+?)\. then, shuffle your security stack\.",
        r"search your security stack for up to \1 and play it \2. then, shuffle your security "
        r"stack.",
    ),  # BT15-092: only the play is the player's choice, the search and the rest are not
    (
        r"\bsearch your security stack\. you may add (1 [^.]+?) among them to (?:the|your) hand\b",
        r"you may add \1 from your security stack to your hand",
    ),
    (
        r"\bfrom among them, add ([^.]+?) to (?:the|your) hand and play ([^.]+?) without paying\b",
        r"add \1 among them to your hand. play \2 from among them without paying",
    ),
    (
        r"(?<!you may )(\badd [^.]+? among them to your hand),? and (trash|place) ",
        r"\1. \2 ",
    ),
    # BT11-072: "... and add 1 card with X to your hand or place it under this Digimon ...":
    # the second card is one of the revealed, and where it goes the player's choice.
    (
        r"(\badd [^.]+? among them to your hand), and add (1 [^.]+?) to your hand or place it "
        r"(under this digimon as its bottom digivolution card)",
        r"\1. add \2 among them to your hand or place \2 from among them \3",
    ),
    (
        r"\b(place 1 [^.]+?)(?<! from) among them (under this digimon as its bottom digivolution "
        r"card|under this tamer\b)",
        r"\1 from among them \2",
    ),
    (
        r"\blook at the top card of your security stack, and you may add it to your hand\b",
        "look at the top card of your security stack. you may add that card to your hand",
    ),
    (r"\bif you added (?:a card|cards)(?: to your hand)?,", "if you do,"),
    (r"\bif it's an? (red|blue|yellow|green|black|purple|white) card,", r"if that card is \1,"),
    (
        r"\byou have (\d+ or (?:more|fewer|less) cards?) in your trash\b",
        r"there are \1 in your trash",
    ),
    (
        r"\byour opponent has (\d+ or (?:more|fewer|less) cards?) in their trash\b",
        r"there are \1 in your opponent's trash",
    ),
    (r"\bto (?:their hand|their owners' hands)\b", "to its owner's hand"),
    # "return ... to the hand" (not a card from the trash, the security stack or a reveal,
    # which goes to your hand): the owner's hand, as a return always is.
    (
        r"\b(return(?:ing)? (?:(?!among them|from your trash|of your security stack)[^.])*?) "
        r"to the hand\b(?!>)",
        r"\1 to its owner's hand",
    ),
    # The later printing of <Burst Digivolve> (7-1): its line, with its turn said again.
    (
        r"^\s*burst digivolve: (\d+) from (\[[^\]]+\]) by returning 1 (\[[^\]]+\]) to hand ?"
        r"at the end of the burst digivolution turn, trash this digimon's top card\.? ?",
        r"<burst digivolve: \1 from \2 by returning 1 \3 to the hand> at the end of the turn, "
        r"trash this digimon's top card. ",
    ),
    (r"\b(if you don't have \[[^\]]+\])(?= ?,)", r"\1 in play"),
    (r"\bto the (top|bottom) of their (?:deck|owners' decks)\b", r"to the \1 of its owner's deck"),
    (r"\bdp and <", "dp and gains <"),
    (r"\bit gains ([+-]\d+ dp)\b", r"it gets \1"),
    # the spaces the catalogue leaves where it lost a keyword (BT15-087) count as one
    (r"\b(gains?)\s+(<[^<>]*>)\s+and\s+<", r"\1 \2 and \1 <"),
    (r"\b(trash(?:ing)? \d+ cards?) from your hand\b", r"\1 in your hand"),
    (r"\b(gets?)([+-]\d)", r"\1 \2"),
    (
        r"(\b(?:play|use) [^.]*?)(?<! from) among them without paying\b",
        r"\1 from among them without paying",
    ),
    (r"\byou may pay (\d+) memory to\b", r"you may lose \1 memory to"),
    # BT6-111: "... gets +1000 DP for the turn for each memory paid": the count before the
    # duration, as every other count is said.
    (r"\b(dp) (for the turn) (for every memory paid)\b", r"\1 \3 \2"),
    # BT8-019: "... gains <Security Attack +1> for the turn for each of your opponent's Digimon
    # deleted", likewise.
    (r"> (for the turn) (for every digimon your opponent has deleted)\b", r"> \2 \1"),
    # "pay 2 cost" moves the gauge as losing 2 memory does (4-1-4, 4-2-2; BT15-009, BT15-015),
    # and so does "paying 3 memory" (BT10-025; BT12-092's Tamer grant is read below)
    (r"\bby paying (\d+) (?:cost|memory)\b(?!, for the turn)", r"by losing \1 memory"),
    (r"(\] )your (digimon with <[^.]*? can't\b)", r"\1all of your \2"),
    (r"(\[Your Turn\] )when (you have an? [^,.]+ in play),", r"\1while \2,"),
    # BT11-034: "If you have a Digimon with [A] in its name or with [A] in its digivolution
    # cards," and BT12-090: "If you have a Digimon with a [B] trait or a Tamer with [C] in its
    # name in play,": either one in play.
    (
        r"\bif you have (a digimon with \[[^\]]+\] in its name) or with (\[[^\]]+\] in its "
        r"digivolution cards),",
        r"if you have \1 in play or you have a digimon with \2 in play,",
    ),
    (
        r"\bif you have (a digimon with an? \[[^\]]+\] trait) or (a tamer with \[[^\]]+\] in its "
        r"name) in play,",
        r"if you have \1 in play or you have \2 in play,",
    ),
    # BT12-055: "[Your Turn] If one of your Digimon that has [A] in its name or a [B] trait
    # deletes ...": the trigger, its Digimon "with" them.
    (
        r"(\] )if one of your digimon that has (\[[^\]]+\] in its name or [^,.]*?) deletes\b",
        r"\1when one of your digimon with \2 deletes",
    ),
    (  # BT12's wording of a trigger: "[Your Turn] If this Digimon attacks, ..." (BT12-041:
        # "... is deleted by dropping to 0 DP")
        r"(\[(?:Your Turn|Opponent's Turn|All Turns|Once Per Turn)\]) ?if ((?:this digimon|an "
        r"opponent's digimon|one of your [^,.]*?(?:digimon|tamers)|you) (?:attacks|becomes "
        r"(?:un)?suspended|is deleted(?: by dropping to 0 dp)?|deletes [^,.]*? in battle"
        r"|digivolves into [^,.]*?|(?:would )?dna digivolves? into [^,.]*?|play "
        r"[^,.]*?)),",
        r"\1 when \2,",
    ),
    (
        r"\bwhen (this digimon|one of your digimon [^,.]*?) deletes (?:one of your|an) opponent's "
        r"([^,.]*?)digimon in battle(?: and survives)?,",
        r"when \1 deletes an opponent's \2digimon in battle and survives,",
    ),
    # BT12-055: "If DNA digivolving, suspend ..., and this Digimon gets +3000 DP for the turn."
    (r"(\] if dna digivolving, suspend [^.]*?), and (this digimon gets)", r"\1. \2"),
    (r"(\bfor every [^.,]*?\b(?:you have|your opponent has)) in play\b", r"\1"),
    (
        r"\bfor every ([^,.]*?)digimon (you have|your opponent has) (with [^,.]+),",
        r"for every \1digimon \3 \2,",
    ),
    (r"\bfor every card in your trash (with [^,.]+?),", r"for every card \1 in your trash,"),
    # P-111: "for each of your Digimon" counts them as "for every Digimon you have"
    # (EX4-031: "of your suspended Digimon").
    (r"\bfor (?:each|every) of your ((?:suspended )?)digimon\.", r"for every \1digimon you have."),
    # BT4-048: the cost pays for both steps of the effect, said as two sentences.
    (
        r"\b(you may [^.]+? to unsuspend this digimon) and have (1 of your opponent's digimon) "
        r"get\b",
        r"\1. \2 gets",
    ),
    # BT9-099: a Tamer of either colour, or of both, is a Tamer of one of them.
    (r"\bfor every ([a-z]+) and/or ([a-z]+) tamer\b", r"for every \1 or \2 tamer"),
    # An Option card used by an effect (BT10-041, EX4-030): from the hand, free.
    (
        r"\buse 1 option card with (\[[^\]]+\]) in its name or that's ([a-z]+) and has a "
        r"memory cost of",
        r"use 1 option card with \1 in its name or 1 \2 option card with a memory cost of",
    ),
    (
        r"\buse an option card with a cost of (\d+) or less in your hand without paying the cost\b",
        r"use 1 option card with a memory cost of \1 or less from your hand without paying its "
        r"memory cost",
    ),
    (r"\b(digivolve this digimon into) an? (\[[^\]]+\] in your hand)\b", r"\1 1 \2"),
    # BT15-040
    (r"\bwhen one of your other digimon is played,", "when you play another digimon,"),
    (r"\bwhen one of your digimon is played,", "when you play a digimon,"),  # EX5-022
    (r"\bwhen an opponent's digimon is played,", "when your opponent plays a digimon,"),
    (r"\bif one of their digimon is attacking,", "if an opponent's digimon is attacking,"),
    # BT15-054: "They" are the two cards the suspension before them suspended
    (
        r"\b(suspend 1 of your opponent's digimon and 1 of (?:their|your opponent's) tamers\. )"
        r"they can't unsuspend\b",
        r"\1your opponent's cards suspended with this effect can't unsuspend",
    ),
    # BT4-074: cards from the trash go on top of the deck in the order they are chosen, any
    # order; "for each card you return this way" counts them after they are
    (r"\b(from your trash to the top of your deck) in any order\b", r"\1"),
    (r", and (for every card you return this way,)", r". then, \1"),
    # BT7-062: "while you have X in play, or a card Y is in this Digimon's digivolution
    # cards": either, the digivolution cards named first as the round trip prints them
    (
        r"\bwhile (you have another digimon [^,.]*?), or (a card [^,.]*? is in this "
        r"digimon's digivolution cards),",
        r"while \2 or \1,",
    ),
    # BT7-064: "to prevent effects from deleting it or reducing its DP": it can't be
    (
        r"\bto prevent effects from deleting it or reducing its dp\b",
        "to have this digimon be unable to be deleted by effects or have its dp reduced",
    ),
    # EX3-049: "it" is the Digimon played, not the one with the effect
    (
        r"\b(when (?:you play another digimon|one of your digimon digivolves into) [^,.]*?), it "
        r"gains\b",
        r"\1, that digimon gains",
    ),
    (
        r"\bfor (?:each|every) of your digimon (until the end of)\b",
        r"for every digimon you have \1",
    ),
    # P-029, P-030: an effect's "this Digimon can digivolve into ..." is a digivolution it may
    # make now, and "if it does" is "if you do".
    (
        r"\bthis digimon can digivolve into an? (\[[^\]]+\]) in your hand (for a memory cost of "
        r"\d+, ignoring its digivolution requirements)\. if it does, delete this digimon at the "
        r"end of the turn\.",
        r"you may digivolve this digimon into 1 \1 in your hand \2. if you do, at the end of the "
        r"turn, delete this digimon.",
    ),
    (
        r"\bwhen digivolving this digimon into an? (\[[^\]]+\]) in your hand, reduce its "
        r"digivolution cost by\b",
        r"when this digimon would digivolve into a \1, reduce the memory cost of the "
        r"digivolution by",
    ),
    # P-072, P-073: a prevention paid with digivolution cards, while the Digimon has a name.
    (
        r"\bif (this digimon has [^,.]+? in its name) and would be deleted in battle, (you may "
        r"trash \d+ cards of the same level from this digimon's digivolution cards to prevent "
        r"the deletion)\.",
        r"while \1, when it would be deleted in battle, \2.",
    ),
    (  # BT9-031: "When this Digimon becomes unsuspended, if [X] or [Y] is in its ..."
        r"\b(when this digimon [^,.]+, if \[[^\]]+\](?: or \[[^\]]+\])*) is in its "
        r"digivolution cards\b",
        r"\1 is in this digimon's digivolution cards",
    ),
    (  # EX5-015: "When this Digimon with [Garurumon]/[Omnimon] in its name would be deleted
        # in battle, by returning 2 non-Digi-Egg cards from your trash to the bottom of the
        # deck, prevent that deletion."
        r"\bwhen this digimon with ([^,.]+? in its name) would be deleted( in battle)?, by "
        r"returning (\d+ non-digi-egg cards from your trash) to the bottom of the "
        r"deck, prevent that deletion\.",
        r"when this digimon would be deleted\2, if this digimon has \1, you may return \3 to "
        r"the bottom of your deck to prevent that deletion.",
    ),
    (  # BT13-075: the cost of keeping this Digimon, printed first
        r"\bby returning (1 [^,.]+?) from this digimon's digivolution cards to the bottom of the "
        r"deck, prevent that removal\.",
        r"you may place \1 from this digimon's digivolution cards at the bottom of its owner's "
        r"deck to prevent that removal.",
    ),
    # EX5-026: "by returning 1 Digimon card from your trash to the bottom of the deck".
    # EX5-026: "by returning 1 Digimon card from your trash to the bottom of the deck";
    # BT15-100: "by returning this card to the bottom of the deck" (from the trash).
    (
        r"\b(from your trash|by returning this card) to the bottom of the deck\b",
        r"\1 to the bottom of your deck",
    ),
    (  # BT9-024: "When this Digimon has ... and would be deleted in battle, ... in ..."
        r"\bwhen (this digimon has [^,.]+? in its name) and would be deleted in battle, (you may "
        r"trash \d+ cards of the same level) in (this digimon's digivolution cards) to prevent "
        r"that deletion\.",
        r"while \1, when it would be deleted in battle, \2 from \3 to prevent the deletion.",
    ),
    (
        r"\bwhen this digimon has (\[[^\]]+\])(?:/| or )(\[[^\]]+\]) in its name and (an effect "
        r"would delete it or return it to your hand or deck, you may trash \d+ cards of the same "
        r"level) "
        r"in (this digimon's digivolution cards to prevent it from leaving play)\.",
        r"while this digimon has \1 or \2 in its name, when \3 from \4.",
    ),
    (
        r"^treat this card/digimon as if its name is also (\[[^\]]+\])\.\s*(.*)$",
        r"\2 [Rule] name: also treated as \1.",
    ),
    # P-109: two steps in one sentence, and "a X card or a Y card" as quantities.
    (
        r"\bsuspend 1 digimon, then,? unsuspend 1 digimon\.",
        "suspend 1 digimon. then, unsuspend 1 digimon.",
    ),
    (r"\bplay a tamer card or a digimon card\b", "play 1 tamer card or 1 digimon card"),
    (r"\bfor each of this digimon's colors\b", "for each of its colors"),  # P-076, BT8-084
    # P-088: a card placed "as this Digimon's bottom digivolution card", and "2 such Digimon".
    (
        r"\bplacing (1 card with \[[^\]]+\] in its name from your hand) as this digimon's bottom "
        r"digivolution card,",
        r"placing \1 under this digimon as its bottom digivolution card,",
    ),
    (
        r"\b(delete 1 (of your opponent's digimon with \d+ dp or less)\. if this digimon has \d+ "
        r"dp or more, delete \d+) such digimon instead\.",
        r"\1 \2 instead.",
    ),
    # P-085: the cost of a digivolution from the trash said with "paying".
    (
        r"\b(digivolve this digimon into [^.]+? from your trash) by paying its digivolution cost\.",
        r"\1 for the digivolution cost.",
    ),
    (r"\b(gets? [+-]\d+ dp) until the end of this turn\.", r"\1 for the turn."),  # P-095
    (r"\b(your opponent can't use option cards) this turn\.", r"\1 for the turn."),  # EX1-072
    (r"(this card's card number in your deck\.)(?=\S)", r"\1 "),  # EX2-046: "deck.When"
    (r"\b(while this digimon is [^,.]+), this digimon gains\b", r"\1, it gains"),  # P-033
    # BT5-044: "When an opponent's Digimon moves from the breeding area to the battle area, it
    # gains ...": "it" is the Digimon that moved, not this one.
    (
        r"\b(when an opponent's digimon moves from the breeding area to the battle area), it\b",
        r"\1, that digimon",
    ),
    # BT6-042: "You may play 1 [Rosemon] or up to 2 yellow level 3 Digimon cards from your hand
    # without paying their memory costs": one play or the other, each of its own count.
    (
        r"\byou may play 1 (\[[^\]]+\]) or (up to \d+ [^.]+? cards) from your hand without "
        r"paying their memory costs\.",
        r"you may play 1 \1 from your hand without paying its memory cost or play \2 from your "
        r"hand without paying their memory costs.",
    ),
    # BT5-072: "with an [On Deletion] effect other than [Fake Agumon Expert]": the exclusion
    # in parentheses, as after a name.
    (r"(\bwith an \[On Deletion\] effect) (other than \[[^\]]+\])", r"\1 (\2)"),
    # ST13-05: "When one of your effects places a digivolution card under this Digimon, this
    # Digimon gets ...", as BT8-005 says "it gets".
    (
        r"\b(places a digivolution card under this digimon), this digimon (gets|gains)\b",
        r"\1, it \2",
    ),
    # BT10-011: "Then, if this Digimon has 12000 DP or more, it gains ...".
    (r"\b(then, if this digimon has \d+ dp or more), it gains\b", r"\1, this digimon gains"),
    # P-016: a keyword scaled by a count, the count printed first.
    (
        r"\b(for every \[[^\]]+\] (?:you have|your opponent has)), this digimon gets (<[^>]+>)\.",
        r"this digimon gains \2 \1.",
    ),
    # BT8-101: "1 of your opponent's Digimon gets -4000 DP for the turn, and all of your
    # opponent's Digimon get -1000 DP ...": two steps, the first Digimon getting both.
    (
        r"\b(1 of your opponent's digimon gets -\d+ dp for the turn), and (all of your "
        r"opponent's digimon get)\b",
        r"\1. \2",
    ),
    (
        r"\b(gets? [+-]\d+ dp) (for the turn|until the end of your opponent's (?:next )?turn) "
        r"(for every [^.]+?)\.",
        r"\1 \3 \2.",
    ),  # BT8-038: the count after a duration
    (r"\bfor the turn, ([^.]*? gets? [+-]\d+ dp for every [^.]+?)\.", r"\1 for the turn."),
    (r"\bfor every card in your security stack\b", "for every security card you have"),
    # EX3-014: the later wording of a DP-based deletion's raised bound.
    (
        r"\badd (\d+) dp to the maximum dp you may choose with this effect\b",
        r"add \1 to the maximum this dp-based deletion effect can delete",
    ),
    # BT12-014: "For every 2 cards in this Digimon's digivolution cards, it gets +3000 to the
    # maximum DP-based deletion effects": the bound of the total DP it chooses.
    (
        r"\b(for every \d+ cards in this digimon's digivolution cards), it gets \+(\d+) to the "
        r"maximum dp-based deletion effects\b",
        r"\1, add \2 to the maximum this dp-based deletion effect can delete",
    ),
    (r"\badd (\d+) to the max level of\b", r"add \1 to the maximum level of"),
    (
        r"\b(when you would play this card from your hand), (reduce its play cost by \d+) if "
        r"(you have [^.]+? in play)\.",
        r"\1, if \3, \2.",
    ),
    (
        r"\bfor each of your (?!opponent's)((?:other )?[a-z ]*?)digimon( with [^,.]+?)?(?=[,.])",
        r"for every \1digimon\2 you have",
    ),
    # BT5-099, BT8-043: "For each X, activate the effect below.・Y" is an activation of Y for
    # each, each choosing anew (ruling Q1730), as "activate the following effect:" reads.
    (
        r"\b(for every [^,.]+), activate the effect below\. ?・ ?",
        r"\1, activate the following effect:・",
    ),
    # BT8-043: "gets <Security Attack -2>" is the keyword gained.
    (r"\bgets (<security a\. [+-]\d+>)", r"gains \1"),
    (
        r"\bthis digimon has ((?:\[[^\]]+\]|an? [a-z ]*?card)"
        r"(?: or (?:\[[^\]]+\]|an? [a-z ]*?card))*) in its digivolution cards",
        r"\1 is in this digimon's digivolution cards",
    ),
    # "... has [Dorugamon] in its digivolution cards or is digivolving from the trash" (BT9-075)
    (r"\bdigivolution cards or is (digivolving from the trash)\b", r"digivolution cards or \1"),
    (
        r"(^|\] |\. |, )((?:suspend|delete|trash) (?:1|the top \d+) [^.,]*?) (for every "
        r"[^.,]*?(?:you have|your opponent has|in your trash))\.",
        r"\1\3, \2.",
    ),
    (
        r"\bfor every (?![^,.]*digivolution cards? this digimon has)([^,.]+), (?:this digimon|it) "
        r"(gets [+-]\d+ dp(?: and gains <[^>]+>)?|gains <[^>]+>)\.",
        r"this digimon \2 for every \1.",
    ),
    (r"\bfor every ([^,.]+), (all of your digimon) get ([+-]\d+ dp)\.", r"\2 get \3 for every \1."),
    (r"(\bif that digimon's play cost is [^,.]+), delete it\b", r"\1, delete that digimon"),
    (
        r"\bthis digimon gets ([+-]\d+) dp when battling (an opponent's [^,.]*?digimon) that "
        r"has ([^,.]+)",
        r"while this digimon is battling \2 with \3, it gets \1 dp",
    ),
    (r"\blevel (\d+) or (\d+)\b", r"level \1 to \2"),
    (
        r"\b(your opponent's|your) digimon with a level of (\d+) or (less|more)\b",
        lambda m: f"{m[1]} level {m[2]} or {'lower' if m[3] == 'less' else 'higher'} digimon",
    ),
    (r"\b(\d+) or (more|less|fewer) memory\b", r"\1 memory or \2"),
    # "If your opponent has 4 memory or less, X. If they have 4 or more, Y.": "they" are the
    # opponent, and the count is of memory again.
    (
        r"(\bif your opponent has \d+ memory or (?:less|more), [^.]*\.) "
        r"if they have (\d+) or (less|more),",
        r"\1 if your opponent has \2 memory or \3,",
    ),
    # BT15-034: "If you have 3 or more security cards, X. If you have 2 or fewer, Y.": the
    # second count is of security cards again.
    (
        r"(\bif you have \d+ or (?:fewer|more) security cards, [^.]*\.) "
        r"if you have (\d+) or (fewer|more),",
        r"\1 if you have \2 or \3 security cards,",
    ),
    (
        r"\b(you have \d+ memory or) (?:less|fewer), set it to (\d+)",
        r"\1 less, set your memory to \2",
    ),
    (r"\b(\d+) or less (cards|security cards)\b", r"\1 or fewer \2"),
    (r"\b(\d+)dp\b", r"\1 dp"),  # "-5000DP" (EX4-074)
    (r"\bif you have no digimon,", "if you have no digimon in play,"),  # BT13-111
    (r"\bif this effect didn't delete,", "if nothing was done by this effect,"),  # P-186
    (
        r"\bboth players draw the top card of their decks\b",
        "both players draw 1 card from their decks",
    ),
    # EX4-058: after "if your opponent has N cards in their hand", "they" are the opponent.
    (
        r"(\bif your opponent has \d+ or (?:more|fewer) cards in their hand, )they (trash|add)"
        r"(s?) ",
        lambda m: f"{m[1]}your opponent {m[2]}{'es' if m[2] == 'trash' else 's'} ",
    ),
    # The opponent's security card to their hand: the effect moves it, to its owner's hand.
    (
        r"\byour opponent adds the top card of (?:their|your opponent's) security stack to "
        r"(?:their|the|its owner's) hand\b",
        "add the top card of your opponent's security stack to its owner's hand",
    ),
    # "Delete ..., and <Recovery +1 (Deck)>": the keyword's step follows as a sentence.
    (r", and (<(?:draw|recovery|de-digivolve) [^>]*>)", r". \1"),
    # The later wording of a duration: "until your opponent's turn ends".
    (r"\buntil (your opponent's|their) (next )?turn ends\b", r"until the end of \1 \2turn"),
    # "Their turn", said of the opponent's cards, is the opponent's turn.
    (r"\buntil the end of their turn\b", "until the end of your opponent's turn"),
    (r"\b(?:doesn't|don't) unsuspend\b", "can't unsuspend"),
    (r"\bto give ((?:that|this|\d+ of|all of) [^.]*?digimon) ([+-]\d+ dp)\b", r"to have \1 get \2"),
    # A duration printed in front of its sentence goes after it.
    (
        r"\buntil the end of your opponent's (next turn|turn), ((?:[^.<\"]|<[^>]*>)+?)(?=\.|$)",
        r"\2 until the end of your opponent's \1",
    ),
    (
        r"\buntil the end of your opponent's (next turn|turn), "
        r"([^.\"]*?\bgains? \"[^\"]*\")(?= |$)",
        r"\2 until the end of your opponent's \1.",
    ),
    # A sentence whose subject is Digimon without a count means all of them.
    (r"(^|\] |\. )(?:their|your opponent's) digimon\b", r"\1all of your opponent's digimon"),
    # BT12-057: what both players have, said of the battle area as a whole.
    (
        r"\bsuspend all digimon except this one, and suspend all of you and your opponent's "
        r"tamers\.",
        "suspend all of both players' other digimon and tamers.",
    ),
    (
        r"\bother than this digimon, all digimon and tamers can't\b",
        "neither player's other digimon or tamers can",
    ),
    (
        r"\bthen, for every (\d+) suspended digimon and tamers, (gain \d+ memory)\.",
        r"then, \2 for every \1 suspended digimon and tamers in play.",
    ),
    (
        r"\bfor every (\d+) suspended digimon and tamers\.",
        r"for every \1 suspended digimon and tamers in play.",
    ),
    (r"\byou may ([^.]+?) by ([a-z]+ing) ([^.]+?)(?=\.)", _cost_first),
    (
        r"\b(digivolve [^.]*?) without paying its memory cost\b",
        r"\1 without paying the cost",
    ),
    (r"\b(to hatch [^.]+?), or (move)\b", r"\1 or \2"),
    # Cards from the trash to the deck: "place 3 non-Digi-Egg cards from your trash at the
    # bottom of your deck in any order" (the order they are chosen in).
    (r"\bnon-digi-egg cards\b", "digimon, tamer, or option cards"),
    (
        r"\bplace ([^.]*?) from your trash at the (top|bottom) of your deck(?: in any order)?",
        r"return \1 from your trash to the \2 of your deck",
    ),
    (r"\bto activate (<draw \d+>)", r"to \1"),
    # The later wordings of the breeding phase's actions done by an effect (6-4-1).
    (
        r"\bhatch in your breeding area\b",
        "hatch 1 digi-egg card to an empty space in your breeding area",
    ),
    (
        r"\bmove 1 of your ([^.]*?digimon) from the breeding area to the battle area\b",
        r"move 1 \1 from your breeding area to your battle area",
    ),
    (r"\b(suspend|delete) (1 of [^,.]+?), or (\d+ of)\b", r"\1 \2 or \1 \3"),
    (
        r"\b(digivolution cards? of) (?:all of )?(your opponent's|your) digimon\b"
        r"(?! in the breeding area)",
        r"\1 each of \2 digimon",
    ),
    (r"\bchange the original dp of ([^.]+?) to (\d+)\b", r"\1 has an original dp of \2"),
    (
        r"\b(place \d+ of your opponent's digimon at the top or bottom of) your opponent's "
        r"security stack\b",
        r"\1 its owner's security stack",
    ),
    (
        # not across "or this Digimon has ..." (BT16-020: a second condition, not a count)
        r"\b(while|if) your opponent has (?!as many )(?![^,.]* or this digimon has\b)"
        r"([^,.]*?\bdigimon\b[^,.]*?)(?<! in play),",
        r"\1 your opponent has \2 in play,",
    ),
    (
        r"(\[(?:Your Turn|Opponent's Turn|All Turns)\] )if ([^,.]+, [^.]*?\bgains?\b)",
        r"\1while \2",
    ),
    (r"\b(delete|suspend|return|trash) one of your other\b", r"\1 1 of your other"),
    (
        r'\b(gains?) "([^"]*?)\.?" '
        r"(for the turn|until the end of your opponent's (?:next )?turn)\.",
        r'\1 the following effect \3: "\2."',
    ),
    # EX5-048: "play 1 black or yellow Digimon with a play cost of 3 or less among them".
    (r"\bplay 1 ((?:[a-z]+ )*?)digimon (with [^.]*? among them)", r"play 1 \1digimon card \2"),
    # EX5-026: the duration first, "until the end of your opponent's turn, all of ... gain "...".
    (
        r"\buntil the end of (your opponent's (?:next )?turn), ([^.,\"]*?\bgains?) "
        r'"([^"]*?)\.?"\.?',
        r'\2 the following effect until the end of \1: "\3."',
    ),
    (r"\bin (its|their) types?\b", r"in \1 traits"),
    (r"\b(\d+) or (more|less) dp\b", r"\1 dp or \2"),  # "has 10000 or more DP" (BT12-088)
    # BT14-078: "up to 3 cards with the [X] trait": each has it, "in their traits"; so do
    # "3 cards" returned from the trash (BT14-005, BT14-098) and all of them (BT14-068).
    (
        r"\b((?:up to|returning|return) \d+ cards|all of your digimon) with the "
        r"(\[[^\]]+\](?: or \[[^\]]+\])*) traits?\b",
        r"\1 with \2 in their traits",
    ),
    (r"\bwith the (\[[^\]]+\](?: or \[[^\]]+\])*) traits?\b", r"with \1 in its traits"),
    # EX4-014: "When a card with the [A] trait is played, X When a card with the [B] trait is
    # played, Y.": one effect, one [Once Per Turn], triggered by a card of either trait; each
    # step for its own trait, both for a card with both (rulings Q3454, Q3456).
    (
        r"\bwhen a card with (\[[^\]]+\]) in its traits is played, ([^.]+?)\.? when a card with "
        r"(\[[^\]]+\]) in its traits is played, ",
        r"when a player plays a digimon or tamer with \1 or \3 in its traits, if the played card "
        r"has \1 in its traits, \2. if the played card has \3 in its traits, ",
    ),
    (r"\bin (?:one|any) of (its|their) traits\b", r"in \1 traits"),
    # BT16-033: the check of the security stack, and a second count of it left implied.
    (
        r"\bwhen this digimon checks your opponent's security stack\b",
        "when this digimon checks an opponent's security",
    ),
    (
        r"\b(if you have \d+ or more security cards, [^.]+\. if you have \d+ or fewer),",
        r"\1 security cards,",
    ),
    # BT16-030: a digivolution into a card "in the trash" is from your trash.
    (r"\bin the trash (with the digivolution cost)\b", r"from your trash \1"),
    # BT16-031: "2-color Digimon card that's red or purple", colours first.
    (
        r"\b(level \d+ or (?:lower|higher) )?(\d+-color) digimon card that's (\w+ or \w+)\b",
        r"\2 \3 \1digimon card",
    ),
    # ST17-06: "1 of your opponent's Digimon and all of their Security Digimon get ...": the
    # same change to each, two sentences.
    (
        r"\b(1 of your opponent's digimon) and all of (?:their|your opponent's) security digimon "
        r"get (-\d+ dp) (until the end of (?:their|your opponent's) turn)\.",
        r"\1 gets \2 \3. all of your opponent's security digimon get \2 \3.",
    ),
    # BT16-007, BT16-017, BT16-049: "it" is the Digimon played or digivolved.
    (r"(\bis played or digivolves), if it (?=has |is )", r"\1, if that digimon "),
    # BT10-057, EX3-045: a count and a presence of Digimon "with [X] in their traits" (each
    # has the trait), as the generated text says them.
    (
        r"\b((?:for every|if you have \d+ or more) (?:[^.,]|, (?:or )?\[)*?) in their traits"
        r"( you have|,)",
        r"\1 in its traits\2",
    ),
    (
        r"\b(if you have \d+ or more (?:[^.,]|, (?:or )?\[)*? in its traits),",
        r"\1 in play,",
    ),
    # BT10-057, EX3-045: memory gained for a count printed first.
    (
        r"\bfor every ((?:[^.,]|, (?:or )?\[)+?) (you have|your opponent has)(?: in play)?, "
        r"gain (\d+) memory\.",
        r"gain \3 memory for every \1 \2.",
    ),
    # P-101: "This card/Digimon is also treated as having the [Cyborg] trait." is its (Rule)
    # (ruling Q4186), printed first: a card's (Rule) lines come after its effects.
    (
        r"^this card/digimon is also treated as having the (\[[^\]]+\]) trait\.\s*(.*)$",
        r"\2 [Rule] trait: has \1 type.",
    ),
    # BT16 on: "[DNA Digivolution] Red Lv.4 + yellow Lv.4: Cost 0 Digivolve unsuspended ...",
    # the older "<DNA Digivolution: 0 from red Lv.4 + yellow Lv.4> Digivolve ..." reworded.
    (
        r"\[DNA Digivolution\] ([a-z]+ lv\.\d+) \+ ([a-z]+ lv\.\d+): cost (\d+) *",
        r"<dna digivolution: \3 from \1 + \2> ",
    ),
    # BT17 on: "[Rule] Trait: Has the [Ice-Snow] type."
    (r"\[Rule\] trait: has the (\[[^\]]+\]) type\.", r"[Rule] trait: has \1 type."),
    # BT12-043: counted, each of the two gets the change once for every ... (ruling Q2173:
    # one Digimon is chosen, and it gets -3000 DP for every Tamer).
    (
        r"\bfor every ([^,.]+), (1 of your opponent's digimon) and (all of your opponent's "
        r"security digimon) get ([+-]\d+ dp) (for the turn)\.",
        r"\2 gets \4 for every \1 \5. \3 get \4 for every \1 \5.",
    ),
    # BT13-012: "search your security stack, and you may play 1 ... among it": a play of
    # up to 1, the effect going on ("If you did, ...") before its own shuffle.
    (
        r"\bsearch your security stack, and you may play (1 [^.]+?) among it\b",
        r"search your security stack, and play up to \1 among it",
    ),
    (r"\bif you did,", "if you do,"),
    # BT12-092: "by paying 1 memory, for the turn, treat this Tamer as a 3000 DP Digimon that
    # can't digivolve": the grant "is also treated as ..." (15-12-1-4), its cost after it.
    (
        r"\bby paying (\d+) memory, for the turn, treat this tamer as an? (\d+) dp digimon that "
        r"can't digivolve\.",
        r"this tamer is also treated as a digimon with \2 dp and can't digivolve for the turn by "
        r"losing \1 memory.",
    ),
    # P-053: one change said of a chosen Digimon and of all Security Digimon is two steps.
    (
        r"\b(1 of your opponent's digimon) and (all of your opponent's security digimon) get "
        r"([+-]\d+ dp for the turn)\.",
        r"\1 gets \3. \2 get \3.",
    ),
    # P-132: "while you have [Shoto Kazama]," is in play.
    (r"\bwhile you have (\[[^\]]+\]),", r"while you have \1 in play,"),
    # P-133: "a Digimon with the [Avian]/[Bird] in one of its traits".
    (
        r"\bwith the (\[[^\]]+\](?: or \[[^\]]+\])*) in (its|their) traits\b",
        r"with \1 in \2 traits",
    ),
    # The later sets' "with as much or less DP as this Digimon" (not of a Digimon named after it).
    (
        r"\bwith as much or less dp as (this|the chosen) digimon\b(?! with)",
        r"with dp less than or equal to \1 digimon",
    ),
    # "less than or equal to" another's DP, said without "DP" or with "the DP of".
    (
        r"\bless than or equal to the dp of the chosen digimon\b",
        "less than or equal to the chosen digimon's dp",
    ),
    (r"\b(dp less than or equal to (?:this|the chosen) digimon)(?!')", r"\1's dp"),
    (r"\bwith a level less than or equal to\b", "whose level is less than or equal to"),
    (
        r"\b(whose level is less than or equal to (?:this digimon|the (?:chosen|deleted) digimon|"
        r"the trashed card))(?!')",
        r"\1's level",
    ),
    # "has a red Tamer in its digivolution cards": a card there (4-8-1).
    (
        r"\bthis digimon has (an? (?:[a-z]+ )*?(?:tamer|digimon)) in its digivolution cards\b",
        r"this digimon has \1 card in its digivolution cards",
    ),
    (
        r"\bthis digimon has ((?:\[[^\]]+\]|an? [a-z ]*?card)(?: or \[[^\]]+\])*) in its "
        r"digivolution cards\b",
        r"\1 is in this digimon's digivolution cards",
    ),
    (rf"\b(with|has) (?:an?|the) ({_NAMES}) traits?\b", r"\1 \2 in its traits"),
    # BT12-009: a card trashed to pay a cost, its zone not printed, is one in the hand: the
    # only cards a player picks to trash (the Japanese text says "in your hand").
    (
        rf"\bby trashing (\d+ (?:[a-z]+ )*?cards? with {_NAMES} in its traits)(?=,)",
        r"by trashing \1 in your hand",
    ),
    # "Reveal the top card of your deck. If that card has [X] in its traits, add it to your
    # hand." is the reveal's "add 1 card with [X] in its traits among them" (one card).
    (
        r"\breveal the top card of your deck\. if that card has (\[[^.]+?\] in its traits), add "
        r"it to your hand\. trash the (?:rest|remaining cards)\b",
        r"reveal the top card of your deck. add 1 card with \1 among them to your hand. trash the "
        r"remaining cards",
    ),
    (
        rf"\bin (its|their) (names?),? or (?:an?|the) ({_NAMES}) traits?\b",
        r"in \1 \2 or \3 in \1 traits",
    ),
    # A bound printed before the noun: "play cost 3 or lower Digimon", "6000 DP or lower Digimon".
    (
        r"\bplay cost (\d+) or (lower|higher) (digimon(?: card| or tamers?)?|tamers?)\b",
        lambda m: f"{m[3]} with a play cost of {m[1]} or {_LESS[m[2]]}",
    ),
    (
        r"\b(\d+) dp or (lower|higher) (digimon(?: card)?)\b",
        lambda m: f"{m[3]} with {m[1]} dp or {_LESS[m[2]]}",
    ),
    (r"\bwith play costs? of (\d+) or (less|more)\b", r"with a play cost of \1 or \2"),
    # After the bounds above: "1 of their 6000 DP or lower Digimon".
    (r"\b(\d+|all) of their (digimon|tamers)\b", r"\1 of your opponent's \2"),
    (
        r"\b1 (\[[^\]]+\]) or (?=(?:level \d+ |[a-z]+ )*(?:digimon|tamer|option) card)",
        r"1 \1 or 1 ",
    ),
    (
        rf"\b(\d+) ({_NAMES}) trait ((?:digimon |tamer |option )?cards?)\b",
        r"\1 \3 with \2 in its traits",
    ),
    # The later sets' trait before the noun, without a count: "1 of your [CS] trait Digimon",
    # "any of your [WG] trait Digimon" are Digimon with the trait; "1 level 4 or lower
    # [Appmon] trait Digimon card" a Digimon card with it (BT22-039), "a level 6 or lower
    # [LIBERATOR] trait card" a card with it (P-229).
    (
        rf"(?<!\d )({_NAMES}) trait ((?:(?:digimon|tamer|option) )?cards?)\b",
        r"\2 with \1 in its traits",
    ),
    (
        r"(?<!\d )(\[[^\]]+\](?: or \[[^\]]+\])*) trait (digimon|tamers?)\b",
        r"\2 with \1 in its traits",
    ),
    # The later sets' triggers on "any of your" Digimon, said in the plural: "when any of your
    # Digimon are played / digivolve into / are deleted / suspend" is the one-Digimon trigger.
    (
        r"\bwhen any of your (other )?(digimon\b[^,.]*?) are played,",
        lambda m: f"when you play {'another' if m[1] else 'a'} {m[2]},",
    ),
    # The later [Security] "Activate this card's [Main] effects": the one [Main] effect a
    # card activates so (a <Delay> one trashes the card from the battle area, 16-17-1).
    (r"\bactivate this card's \[Main\] effects\b", "activate this card's [Main] effect"),
    (  # P-229: "When any of your [Mirai Kinosaki]s are played," (the name in the plural)
        r"\bwhen any of your (\[[^\]]+\])s? are played,",
        r"when you play \1,",
    ),
    (  # P-199: the later "When any of your Digimon cards with ... would be played"
        r"\bwhen any of your digimon cards (with [^,.]*?) would be played, (by [^,.]+, )?reduce "
        r"their play costs by\b",
        r"when you would play a digimon card \1, \2reduce the play cost by",
    ),
    (
        r"\bwhen any of your (other )?digimon digivolve into\b",
        r"when one of your \1digimon digivolves into",
    ),
    (
        r"\bwhen any of your (other )?(digimon\b[^,.]*?) are deleted,",
        r"when one of your \1\2 is deleted,",
    ),
    (
        r"\bwhen any of your (other )?(digimon\b[^,.]*?) suspend,",
        r"when one of your \1\2 becomes suspended,",
    ),
    (
        r"\bwhen (?:any of )?your opponent's digimon are deleted( in battle)?,",
        r"when an opponent's digimon is deleted\1,",
    ),
    (r"\bwhen any of your opponent's digimon attack,", "when an opponent's digimon attacks,"),
    # "When this Digimon is suspended" is the event of becoming suspended; "digivolves into a
    # card with ..." into a Digimon card, the only card a Digimon digivolves into (8-1-1).
    (r"\bwhen this digimon is suspended,", "when this digimon becomes suspended,"),
    (  # BT4-020: "When one of your red or yellow Tamers is suspended,"
        r"\bwhen one of your ((?:[a-z]+ )*?)tamers is suspended,",
        r"when one of your \1tamers becomes suspended,",
    ),
    # BT4-060: "When you or your opponent play a level 4 or lower Digimon, suspend it."
    (
        r"\bwhen you or your opponent play (an? [^,.]*?digimon), suspend it\.",
        r"when a player plays \1, suspend that digimon.",
    ),
    (
        r"\bwhen (?:one|any) of your ((?:[a-z]+ )*?)tamers (?:is|are) played,",
        r"when you play a \1tamer,",
    ),
    # ST17-07: "your opponent's effects can't delete this Digimon or return it to the hand or
    # deck" is what this Digimon can't be.
    (
        r"\byour opponent's effects can't delete this digimon or return it to (?:the|its owner's)"
        r" hand or deck\b",
        "this digimon can't be deleted by your opponent's effects or be returned to its owner's"
        " hand or deck by your opponent's effects",
    ),
    # ST13-14: after a trigger about this Digimon, the sentence calls it "it".
    (
        r"\b(when one of your effects places a digivolution card under this digimon), this "
        r"digimon can't\b",
        r"\1, it can't",
    ),
    # A card's DP before its name: "with [Dramon] in its name and 12000 DP or less".
    (
        r"\bwith (\[[^\]]+\]) in its name and (\d+) dp or less\b",
        r"with \2 dp or less and \1 in its name",
    ),
    # A card in play reducing the play cost of another: "reduce the cost by 1" is its cost.
    (
        r"\b(when you would play an? (?!card\b)[^,.]*?card\b[^.]*?)reduce the (?:play )?cost by\b",
        r"\1reduce its play cost by",
    ),
    (r"\bdigivolves into a card with\b", "digivolves into a digimon with"),
    (r"\bplace the rest at\b", "place the remaining cards at"),
    # The current templating of a reveal: "to the hand", "return the rest to the bottom of
    # the deck" (the same choice of order as "place the remaining cards ... in any order").
    (r"\b(among them|from your trash|of your security stack) to the hand\b", r"\1 to your hand"),
    (
        r"\breturn the rest to the bottom of (?:the )?deck\b",
        "place the remaining cards at the bottom of your deck in any order",
    ),
    (
        r"\b(?:return the rest to the top of the deck|place the rest on top of your deck "
        r"in any order|place the remaining cards at the top of your deck in any order)",
        "place the remaining cards on top of your deck in any order",
    ),
    (r"\btrash the rest\b", "trash the remaining cards"),
    # EX2-053: "If one of your [Mother D-Reaper]s has 5 or more digivolution cards,": one such
    # Digimon in play.
    (
        r"\bif one of your (\[[^\]]+\])s has (\d+ or more digivolution cards),",
        r"if you have a \1 with \2 in play,",
    ),
    # BT4-096: "If all of the revealed cards are black, gain 1 memory. Place the cards on top
    # of your deck in any order.": none were taken, all of them remain.
    (
        r"(\bif all of the revealed cards are [^,.]+, [^.]+\.) place the cards on top of your "
        r"deck in any order\b",
        r"\1 place the remaining cards on top of your deck in any order",
    ),
    # ST13-04: "When this Digimon would digivolve into a card in your hand that's black or has
    # [Legend-Arms] in its traits,": the card's filter before where it is, as said elsewhere.
    (
        r"\b(would digivolve into a card) in your hand (that's [a-z]+ or has \[[^\]]+\] in its "
        r"traits),",
        r"\1 \2 in your hand,",
    ),
    # EX1-022: "unsuspend this Digimon and suspend 1 of your opponent's Digimon.": two steps.
    (
        r"\b(unsuspend this digimon) and (suspend 1 of your opponent's digimon)\.",
        r"\1. \2.",
    ),
    # BT13-058: "Trash the top card of this Digimon and unsuspend all of your Digimon."
    (
        r"\b(trash the top card of this digimon) and (unsuspend all of your digimon)\.",
        r"\1. \2.",
    ),
    # "Place 1 of them on top of your security stack": a revealed card, as "add 1 ... among
    # them" is; "add the remaining card to your hand" is the rest, however many remain.
    (r"\bplace (\d+) of them (on top of|at the bottom of)\b", r"place \1 card from among them \2"),
    (r"\badd the (?:remaining cards?|rest) to your hand\b", "add the remaining cards to your hand"),
    # ST13-02: "If that card is a Digimon card with X, you may play it without paying its
    # memory cost.": the one card revealed, played if it fits, as ST13-09 prints it; EX5-042's
    # "If that card is a level 5 or lower Digimon card with <Fortitude>, play it" must.
    (
        r"\bif that card is an? ([a-z0-9 ]*?digimon card with [^,]+?), (you may )?play it "
        r"(without paying (?:its memory|the) cost)\.",
        r"\2play 1 \1 from among them \3.",
    ),
    # EX5-042: "all of your Digimon with <Fortitude> and no digivolution cards".
    (
        r"\bdigimon with (<[^>]+>) and no digivolution cards\b",
        r"digimon with no digivolution cards and \1",
    ),
    (
        r"\bplace the remaining cards at the bottom of the deck\.",
        "place the remaining cards at the bottom of your deck in any order.",
    ),
    (r"(\breturn [^.]*?) to the (top|bottom) of the deck\b", r"\1 to the \2 of its owner's deck"),
    (
        r"\bplace ((?:all|up to \d+) of [^.]+?) at the bottom of their owners' decks in any order"
        r"(?:\. trash all of the digivolution cards of those digimon)?",
        r"return \1 to the bottom of their owners' deck",
    ),
    # BT11-072: "By placing 1 of your [Analogman]s in play at the bottom of its owner's deck".
    (
        r"\bby placing (1 of your \[[^\]]+\])s in play at the bottom of its owner's deck\b",
        r"by returning \1 to the bottom of its owner's deck",
    ),
    # EX2-049: "Place 1 [ADR-02 Searcher] among them under 1 of your [Mother D-Reaper]s as
    # its bottom digivolution card" (the name in the plural).
    (
        r"\bplace (1 \[[^\]]+\]) among them under (1 of your \[[^\]]+\])s? as its bottom\b",
        r"place \1 from among them under \2 as its bottom",
    ),
    # BT13-010: "by returning 1 of your [Kristy Damon]s to the hand, this Digimon may digivolve
    # into [Garudamon] in the hand, ignoring its digivolution requirements and without paying
    # the cost": the name in the plural, and the cost said before the requirements.
    (r"\b(1 of your \[[^\]]+\])s to\b", r"\1 to"),
    (  # and EX4-066's "1 of your [Agumon] or [Greymon] may digivolve into [BlitzGreymon] ..."
        r"\b(you may digivolve (?:this digimon|1 of your \[[^\]]+\](?: or \[[^\]]+\])?) into 1 "
        r"\[[^\]]+\] in your hand), ignoring its digivolution requirements and without paying "
        r"(?:the|its memory) cost\b",
        r"\1 without paying its memory cost, ignoring its digivolution requirements",
    ),
    # P-021, P-024: a Digimon or Tamer by name is "1 of your [Agumon]", "cards" or not.
    (r"\b(\d+ of your \[[^\]]+\]) cards (to|at)\b", r"\1 \2"),
    (
        r"\bplace (1 of your [^.]+?) at the bottom of its owner's deck\b",
        r"return \1 to the bottom of its owner's deck",
    ),
    # BT9-098: a digivolution "ignoring its digivolution requirements and without paying its
    # memory cost", and the Digimon it digivolved.
    (
        r"\binto a (digimon card [^,.]+?) in your hand, ignoring its digivolution requirements "
        r"and without paying (?:its memory|the) cost\. the digimon that digivolved with this "
        r"effect\b",
        r"into 1 \1 in your hand without paying its memory cost, ignoring its digivolution "
        r"requirements. that digimon",
    ),
    (  # EX4-048: a card's printed cost said before its name, as in other "with ... and ..."
        r"\b(digivolve this digimon into 1 card with) (\[[^\]]+\] in its name) and (a play cost "
        r"of \d+ or more) in your hand\b",
        r"\1 \3 and \2 in your hand",
    ),
    (  # EX4-048: the same two, said of this Digimon in the other order
        r"\b(digivolve this digimon into [^,.]+? in your hand), ignoring its digivolution "
        r"requirements and without paying (?:its memory|the) cost\b",
        r"\1 without paying its memory cost, ignoring its digivolution requirements",
    ),
    (r"\bif (you have [^,.]+?), or if (you have [^,.]+?),", r"if \1 or \2,"),  # EX4-027
    (r"\bor you have (a card with [^,.]+?) in your trash,", r"or \1 is in your trash,"),
    (
        r"\breturn (\d+ [^.]+?) from this digimon's digivolution cards to the (bottom|top) of its "
        r"owner's deck\b",
        r"place \1 from this digimon's digivolution cards at the \2 of its owner's deck",
    ),  # BT8-112
    # "face down" goes without saying on current cards (a security card is face down, 5-3).
    (
        r"\b((?:on top|at the bottom|at the top or bottom) of (?:your|your opponent's|its "
        r"owner's) security stack)(?! face down)",
        r"\1 face down",
    ),
    (
        r"\bplace this card (?:in|into) (?:your|its owner's) battle area\b",
        "place this card in the battle area",
    ),
    # "you have a [Pulsemon] or a Digimon with [Pulsemon] in its digivolution cards in play":
    # either presence, each its own clause.
    (
        r"\byou have an? (\[[^\[\]]+\]) or (an? [^.,]+?) in play\b",
        r"you have \1 in play or you have \2 in play",
    ),
    # "for every Digimon with [Hybrid] in its traits and each Tamer you have in play": two
    # numbers added, each with its own owner.
    (
        r"\bfor every (digimon [^,.]*?) and each (tamer) you have\b",
        r"for every \1 you have and every \2 you have",
    ),
    (  # BT13-030: "and each of your blue Tamers"
        r"\bfor every (digimon [^,.]*?) and each of your ((?:[a-z]+ )?tamer)s you have\b",
        r"for every \1 you have and every \2 you have",
    ),
    # "for every Option card in you and your opponent's trashes": the two trashes counted.
    (
        r"\bfor every ([^,.]+?) in you and your opponent's trashes\b",
        r"for every \1 in your trash and every \1 in your opponent's trash",
    ),
    # A card named in a condition is that card: "you have a [Hiro Amanokawa] in play".
    (r"\byou have an? (\[[^\[\]]+\]) in play\b", r"you have \1 in play"),
    # "has a black digivolution card": a card of that colour among them (BT9-068); "has a
    # digivolution card": 1 or more.
    (
        r"\b(if|while) this digimon has a (red|blue|yellow|green|black|purple|white) "
        r"digivolution card\b",
        r"\1 a \2 card is in this digimon's digivolution cards",
    ),
    (
        r"\b(if|while) this digimon has a digivolution card\b",
        r"\1 this digimon has 1 or more digivolution cards",
    ),
    # "If there are 2 or more digivolution cards under this Digimon" (BT12-077), "If you have
    # 4 or more digivolution cards under this Digimon" (BT12-014): its digivolution cards.
    (
        r"\b(if|while) (?:there are|you have) (\d+ or (?:more|fewer)) digivolution cards under "
        r"this digimon(, this digimon (?=gets|gains))?",
        lambda m: f"{m[1]} this digimon has {m[2]} digivolution cards" + (", it " if m[3] else ""),
    ),
    # "[When Digivolving] X. If Y, <Blitz>.": a keyword printed under a header is an effect
    # of its own, under the same header (4-23-3).
    (
        r"(\[(?:On Play|When Digivolving)\] )([^.]+\. )(if [^.]+, <blitz>)",
        r"\1\2\1\3",
    ),
    # "Digimon whose play cost is less than or equal to the trashed card's play cost" (BT9-102)
    (
        r"\bwhose play cost is less than or equal to (the [a-z]+ (?:card|digimon)'s) play cost\b",
        r"with a play cost less than or equal to \1 play cost",
    ),
    # "has a [Garurumon] digivolution card": a card of that name among them.
    (
        r"\b(if|while) this digimon has an? (\[[^\[\]]+\]) digivolution card\b",
        r"\1 \2 is in this digimon's digivolution cards",
    ),
    # BT4-016, BT4-030: "while this Digimon's digivolution cards include X or Y, it ..."
    (
        r"\b(if|while) this digimon's digivolution cards include ([^,.]+),",
        r"\1 \2 is in this digimon's digivolution cards,",
    ),
    (
        r"\b(is in this digimon's digivolution cards), it (gains|gets|can't)\b",
        r"\1, this digimon \2",
    ),
    # ST12-11, ST13-16: "play 1 [X] ... in your trash (hand) without paying its memory cost"
    (r"\b(play 1 [^.]*?) in your (hand|trash) (?=without paying\b)", r"\1 from your \2 "),
    # ST13-16: all of the revealed cards, none taken, are "the remaining cards".
    (
        r"\b(reveal the top \d+ cards of your deck)\. place those cards on the top or bottom of "
        r"your deck in any order\.",
        r"\1. place the remaining cards at the top or bottom of your deck in any order.",
    ),
    # ST13-14, ST15-15: "isn't affected by the effects of your opponent's Digimon".
    (
        r"\baffected by the effects of your opponent's (digimon|tamers?)\b",
        r"affected by your opponent's \1 cards",
    ),
    # EX3-030, EX3-031: "When you play a Digimon with ..., 1 of those Digimon gains ...": each
    # Digimon played sets the effect off on its own, so "those" is the one that did.
    (r"\b(when you play an? [^,.]*?digimon[^,.]*?), 1 of those digimon\b", r"\1, that digimon"),
    (
        r"\bif you have no other digimon in play\b",
        "if you don't have another digimon in play",
    ),  # BT5-082
    # BT5-063: "If you don't have an [X] card in play, you may play one from your hand ..."
    # (EX1-005: "a [Taiga] in play")
    (
        r"\bif you don't have (?:an? )?(\[[^\]]+\])(?: card)? in play, you may play one from\b",
        r"if you don't have \1 in play, you may play 1 \1 from",
    ),
    (r"\bcannot\b", "can't"),
    (r"\b(digivolve this digimon into [^.]*?) for a cost of\b", r"\1 for a memory cost of"),
    (
        r"\b(digivolve this digimon into) an? (\[[^\[\]]+\]) from your hand\b",
        r"\1 1 \2 in your hand",
    ),
    (
        r"\bactivate (?:one|1) of the (?:following effects|effects below):\s*",
        "activate 1 of the effects below.",
    ),
    (r"\bactivate (?:one|1) of the following effects\b", "activate 1 of the effects below"),
    (
        r"\byou may play an? (?=\[|purple |red |blue |yellow |green |black |white )",
        "you may play 1 ",
    ),
    # BT5-045: "play 1 yellow level 3 Digimon card or a yellow Digimon card with ...": one card
    # of either (ruling Q1332).
    (r"\b(you may play 1 [a-z0-9 ]*?digimon card) or an? ([a-z]+ digimon card)\b", r"\1 or 1 \2"),
    (
        r"\bwhen you attack with a digimon that has (\[[^\[\]]+\]) in its digivolution cards,",
        r"when one of your digimon with \1 in its digivolution cards attacks,",
    ),
    (
        r"\bwhen you attack with a digimon that has (\[[^\[\]]+\]) in its name or is level (\d+) "
        r"or higher,",
        r"when one of your digimon with \1 in its name or a level of \2 or more attacks,",
    ),
    (r"\b(at the (?:top or )?bottom of) the deck in any order\b", r"\1 your deck in any order"),
    (r"\buntil the end of the turn\b", "for the turn"),
    (  # EX5-029: the same, said "for the turn, when one of your Digimon would next digivolve"
        r"\bfor the turn, when one of your digimon would next digivolve, reduce the",
        "the next time one of your digimon would digivolve this turn, reduce the",
    ),
    # ST12-15: "The next time one of your Digimon would digivolve this turn, reduce the
    # digivolution cost by 1." is the later wording of "... digivolves this turn, reduce the
    # memory cost of the digivolution by 1."
    (
        r"\bthe next time one of your digimon would digivolve this turn, reduce the digivolution "
        r"cost by (\d+)\b",
        r"the next time one of your digimon digivolves this turn, reduce the memory cost of the "
        r"digivolution by \1",
    ),
    # ST16-12: "By trashing up to 3 cards in your hand, gain 1 memory for each card trashed."
    # counts what the cost trashed: "you may trash up to 3 ... Then, gain 1 memory for every
    # card trashed by this effect." says the same (none trashed, none gained).
    (
        r"(\] )by trashing (up to \d+ cards in your hand), gain (\d+) memory for every card "
        r"trashed\.",
        r"\1you may trash \2. then, gain \3 memory for every card trashed by this effect.",
    ),
    # EX5-074: "By returning up to 4 cards ... from your trash to the bottom of the deck, for
    # each one, all your opponent's Digimon get -4000 DP" counts what the cost returned, as
    # "you may return up to 4 ... For every card you return this way, ..." does.
    (
        r"(\] )by returning (up to \d+ [^,.]+? from your trash to the bottom of your deck), for "
        r"every one, all (?:of )?your ",
        r"\1you may return \2. for every card you return this way, all of your ",
    ),
    # A cost printed first before an effect that gives a quoted effect (EX6-048 Witchmon: "By
    # trashing 1 card in your hand, ... gains "[End of Attack] Delete this Digimon.""): the
    # cost goes after the quote, not inside it.
    (
        rf"(\] )by ([a-z]+ing {_COST}), ([^\".]*?: \"[^\"]*\")\.?",
        r"\1\3 by \2.",
    ),
    # BT14-084: "By returning the top card of your security stack to the hand, you may place
    # ...": the card is added to the hand, and only then may the placing be done (15-7-4).
    (
        r"(\] )by returning the top card of your security stack to your hand, you may ",
        r"\1you may add the top card of your security stack to your hand. if you do, you may ",
    ),
    # BT10-009: a cost printed first before two steps, "By placing X, Y, and Z.", pays for
    # both: written after the first, as "Gain 1 memory by trashing X. <Draw 1>." is.
    (
        r"(\[End of Attack\] )by placing all digivolution cards from under this digimon (under "
        r"1 of your tamers), (unsuspend 1 of your tamers), and (delete this digimon)\.",
        r"\1\3 by placing all cards from this digimon's digivolution cards \2. \4.",
    ),
    # A cost printed first, "By trashing X, Y.", is written after its effect; not "By X, you
    # may Y.", whose Y may still be declined once X is done (rulings Q5409, Q3448): the
    # grammar reads that as it is printed.
    (
        r"(\[(?:On Play|When Digivolving|When Attacking|When Linking|On Deletion|End of Attack|"
        r"Main|Security|Once Per Turn|Twice Per Turn|Start of Your (?:Turn|Main Phase)|"
        r"Start of Opponent's Main Phase|End of Your Turn|"
        r"End of Opponent's Turn|Your Turn|Opponent's Turn|All Turns)\] )"
        rf"by ([a-z]+ing {_COST}), (?!(?:or )?\[|you may )({_SENTENCE})\.",
        r"\1\3 by \2.",
    ),
    # ... and printed after a "when" trigger: "When X, by suspending this Tamer, Y." (its
    # trigger may list names between commas, BT11-089; a quoted effect is said whole, BT11-087)
    (
        r"(\bwhen (?:\[[^\]]*\](?:, )?|[^,.\[])+, )by ([a-z]+ing [^,.]+?), (?!you may )"
        r'((?:[^.<"]|<[^>]*>|"[^"]*")+?)(?:\.|(?<=")(?= |$))',
        r"\1\3 by \2.",
    ),
    # ... and after a trigger and its "if" (BT11-094): "When X, if Y, by suspending this Tamer,"
    (
        rf"(\bwhen [^,.]+, if [^,.]+, )by ([a-z]+ing [^,.]+?), (?!you may )({_SENTENCE})\.",
        r"\1\3 by \2.",
    ),
    # "By X-ing Z, you may Y.", left as printed above, is read with the cost's verb as the
    # imperative the grammar reads costs in ("by paying: trash Z, you may Y").
    (
        rf"\bby ({'|'.join(_COST_VERBS)}) ({_COST}), you may ",
        lambda m: f"by paying: {_COST_VERBS[m[1]]} {_and_verbs(m[2])}, you may ",
    ),
    # ... and a later sentence's, "Then, by placing X, Y.": X may be done, and Y if it was
    # (a cost paid in part pays for nothing, 15-7-4), as "you may X. If you do, Y." says.
    (
        rf"\bthen, by ({_GERUNDS}) ([^,.]+?), ({_SENTENCE})\.",
        lambda m: f"then, you may {_GERUNDS_VERBS[m[1]]} {m[2]}. if you do, {m[3]}.",
    ),
    # ... and an option's (BT14-094): "・By deleting 1 of your [Angemon], place ...": the
    # deleting may be done even with nothing to place (ruling Q2471), and the placing if it was.
    (
        rf"・by ({_GERUNDS}) ([^,.]+?), ({_SENTENCE})\.",
        lambda m: f"・you may {_GERUNDS_VERBS[m[1]]} {m[2]}. if you do, {m[3]}.",
    ),
    # ... and after an "if" lead: "[When Attacking] If X, by trashing 2 cards in your hand, Y."
    (rf"(\] if [^,.]+, )by ([a-z]+ing [^,.]+?), (?!you may )({_SENTENCE})\.", r"\1\3 by \2."),
    (r"\bwith a memory cost of\b", "with a play cost of"),
    (
        r"(\bplay\b(?:\[[^\]]*\]|[^.\[])*?) without paying the (?:play )?costs?\b",
        lambda m: (
            f"{m[1]} without paying "
            + ("their memory costs" if m[0].endswith("costs") else "its memory cost")
        ),
    ),
    (r"(\bplay\b[^.]*?) without paying its cost\b", r"\1 without paying its memory cost"),
    # EX5-058: the token goes to one side or the other by the count of both players'
    # Digimon; "it" is the token.
    (
        r"\bif there are (\d+) or more total digimon, (play 1 \[[^\]]+\] token \([^()]*\)) "
        r"suspended to your battle area\. if there are (\d+) or fewer, play it suspended to your "
        r"opponent's battle area\b",
        r"if there are \1 or more digimon in play, \2 suspended. if there are \3 or fewer "
        r"digimon in play, \2 suspended to your opponent's battle area",
    ),
    (r"\bif there's (an?) ", r"if there is \1 "),  # BT15-051
    # BT15-017: "If your opponent has 3 or fewer security cards, X. If they have 4 or more, Y."
    (
        r"(\bif your opponent has \d+ or fewer security cards, [^.]*\.) if they have (\d+) or "
        r"more,",
        r"\1 if your opponent has \2 or more security cards,",
    ),
    # BT15-011: "1 Digimon card with [SoC] in its traits and 1 such Tamer card".
    (
        r"\b(1 digimon card (with \[[^\]]+\] in its traits)) and 1 such tamer card\b",
        r"\1 and 1 tamer card \2",
    ),
    # EX5-060: "it" is the Digimon whose play triggered the effect.
    (
        r"(\bwhen your opponent plays a digimon using an effect, [^.]*? card) whose level is less "
        r"than or equal to it\b",
        r"\1 whose level is less than or equal to the played digimon's level",
    ),
    # EX5-060, BT15-078: the opponent's play this effect makes, and its [On Play] sentence.
    (
        r"(\byour opponent plays\b[^.]*?) without paying the cost\b",
        r"\1 without paying its memory cost",
    ),
    (
        r"(\byour opponent plays\b[^.]*?)\. (\[On Play\] effects on digimon played with this "
        r"effect don't activate)",
        r"\1. any \2",
    ),
    (  # EX5-071: "Place 1 card with [Deva]/[Four Sovereigns] trait among them as the bottom
        # digivolution card of 1 of your Digimon or add it to your hand. Return the rest to the
        # top or bottom of the deck."
        r"\bplace (1 card with \[[^\]]+\](?: or \[[^\]]+\])*) trait among them as the bottom "
        r"digivolution card of 1 of your digimon or add it to your hand\. return the rest to the "
        r"top or bottom of the deck\.",
        r"place \1 in its traits from among them under 1 of your digimon as its bottom "
        r"digivolution card or add \1 in its traits among them to your hand. place the remaining "
        r"cards at the top or bottom of your deck in any order.",
    ),
    (  # BT13-103: "When a card with [Belphemon] in its name would be played, by deleting ...,
        # reduce the play cost by the play cost of the deleted Digimon."
        r"\bwhen a (card with \[[^\]]+\] in its name) would be played, reduce the play cost by "
        r"the play cost of the deleted digimon\b",
        r"when you would play a \1, reduce its play cost by the play cost of the deleted digimon",
    ),
    (  # EX2-007: "place 1 of your [ADR-02 Searcher]s from in play or from your hand under ..."
        r"\bplace 1 of your (\[[^\]]+\])s from in play or from your hand\b",
        r"place 1 \1 from in play or from your hand",
    ),
    (  # EX2-048: "... from your hand under 1 of your [Mother D-Reaper]s as its bottom ..."
        r"\b(from in play or from your hand under 1 of your \[[^\]]+\])s as its bottom\b",
        r"\1 as its bottom",
    ),
    (  # EX2-007: "reduce its play cost by 1 for each of this Digimon's digivolution cards"
        r"\b(reduce its play cost by \d+) for each of this digimon's digivolution cards\b",
        r"\1 for every digivolution card this digimon has",
    ),
    (  # BT15-102: "..., reduce the play cost by 4 for each one" placed by its cost
        r"\b(reduce its play cost by \d+) for every one (by placing up to \d+ cards with "
        r"\[[^\]]+\] in) its (traits) with (different names from your battle area or trash "
        r"under it)\b",
        r"\1 for every card placed \2 their \3 and \4",
    ),
    (  # BT15-102: "trash the top 2 cards of your opponent's deck for each of this Digimon's
        # level 6 digivolution cards"
        r"\bfor each of this digimon's level (\d+) digivolution cards\b",
        r"for every level \1 card in this digimon's digivolution cards",
    ),
    (  # "<Draw 1> and trash 1 card in your hand.": one step after the other (BT13-103)
        r"(<draw \d+>) and (trash \d+ cards? in your hand\.)",
        r"\1. \2",
    ),
    (  # BT14-056, after EX5-071's: "Return the rest to the top or bottom of the deck."
        r"\breturn the rest to the top or bottom of (?:the )?deck\b",
        "place the remaining cards at the top or bottom of your deck in any order",
    ),
    (  # BT13-007: "When a [Royal Knight] trait Digimon card would be played, you may reduce the
        # play cost by 4. Further reduce it by 1 for each of this Digimon's digivolution cards."
        r"\bwhen a (digimon card with [^,]+?) would be played, you may reduce the play cost by "
        r"(\d+)\. further reduce it by (\d+) for each of this digimon's digivolution cards\.",
        r"when you would play a \1, you may reduce its play cost by \2. reduce its play cost by \3 "
        r"for every digivolution card this digimon has.",
    ),
    (  # BT13-007: "place that card and all of your [Royal Knight] trait Digimon under ..."
        r"\b(place that card and all of your digimon with \[[^\]]+\]) in its traits (under this "
        r"digimon as its bottom digivolution cards)\b",
        r"\1 in their traits \2",
    ),
    (  # BT13-019: "Without paying the cost, you may play 1 A from your trash or 1 B from ...":
        # two plays to choose from, each free
        r"\bwithout paying the cost, you may play (1 [^.]*?) (from your trash) or (1 [^.]*?) "
        r"(from [^.]*?)\.",
        r"you may play \1 \2 without paying its memory cost or play \3 \4 without paying its "
        r"memory cost.",
    ),
    (  # BT13-110: "[On Play] effects on Digimon played by this effect don't activate, and they
        # gain <Rush> for the turn."
        r"\. (\[On Play\] effects on digimon played with this effect don't activate), and they "
        r"gain\b",
        r". any \1. that digimon gains",
    ),
    (r"(\bplay\b[^.]*?) without paying their costs\b", r"\1 without paying their memory costs"),
    (  # BT11-016: "play 1 red Digimon with ... from your hand": a Digimon card in the hand
        r"\b(play (?:up to )?\d+ (?:[a-z]+ )?digimon) (with [^.]*? from your hand)\b",
        r"\1 card \2",
    ),
    (  # BT13-112: a deletion or the plays, and what follows the plays only
        r"\byou may delete 1 of your opponent's digimon, or play 1 of each digimon with ([^.]*?) "
        r"without paying their memory costs\. when a digimon is played by this effect, trash your "
        r"digimon in the breeding area, and all your digimon gain (<rush>) for the turn\.",
        r"you may activate 1 of the effects below.・delete 1 of your opponent's digimon.・play 1 "
        r"of each digimon card with \1 without paying their memory costs. if you do, trash your "
        r"digimon in the breeding area. if you do, all of your digimon gain \2 for the turn.",
    ),
    (r"\badd all of the (\[[^\[\]]+\]) cards among them\b", r"add all \1 among them"),
    (  # "play 1 [Marcus Damon] card": a name is a card's name
        rf"(\b(?:play|return) (?:up to )?\d+ {_NAMES}) cards? from\b",
        r"\1 from",
    ),
    (
        r"\b(dna digivolve [^.]*?) for its dna digivolve cost\b",
        r"\1 by paying its dna digivolve cost",
    ),
    (  # EX3-008: "you may DNA digivolve this Digimon and one of your other Digimon may DNA
        # digivolve into", one verb twice
        r"\byou may dna digivolve this digimon and one of your other digimon may dna digivolve "
        r"into\b",
        r"this digimon and one of your other digimon may dna digivolve into",
    ),
    (  # EX3-008, EX3-020: the Digimon first; "the cost" is the DNA digivolution's (8-2)
        r"\bthis digimon and (?:one|1) of your other digimon( with [^.]*? in its name)? may dna "
        r"digivolve into (a digimon card in your hand) (?:for the cost|by paying its dna digivolve "
        r"cost)",
        r"you may dna digivolve this digimon and one of your other digimon\1 in play into \2 by "
        r"paying its dna digivolve cost",
    ),
    (  # EX3-020: "[Examon] in your hand can treat this Digimon as level 6 for DNA
        # digivolution"
        r"(\[[^\]]+\]) in your hand can treat this digimon as level (\d+) for dna "
        r"digivolution\b",
        r"this digimon can be treated as level \2 for dna digivolution into \1 in your hand",
    ),
    (  # EX3-055: "1 purple or red card with the [Free] trait or 1 card with [Imperialdramon] in
        # its name" is purple or red either way (ruling Q3424), and "1 such card" is another
        r"\badd 1 ((?:\w+ or )?\w+) card with (\[[^\]]+\]) in its traits or 1 card with "
        r"(\[[^\]]+\]) in its name among them to your hand\. trash 1 such card among them\.",
        r"add 1 \1 card with \2 in its traits or \3 in its name among them to your hand. trash 1 "
        r"\1 card with \2 in its traits or \3 in its name among them.",
    ),
    # BT14-090, BT15-091: "By placing 1 [Greymon] and 1 [MetalGreymon] from your trash as 1 of
    # your [Agumon]'s bottom digivolution cards, that Digimon may digivolve into [WarGreymon] in
    # your hand ...": the placing first, and the digivolution only once it is done, still the
    # player's choice (rulings Q2466, Q2589).
    (
        r"\[Main\] that digimon may digivolve into (\[[^\]]+\]) in your hand(?: without paying "
        r"(?:the|its memory) cost, ignoring its digivolution requirements|, ignoring its "
        r"digivolution requirements and without paying (?:the|its memory) cost) by placing "
        r"(1 \[[^\]]+\] and 1 \[[^\]]+\]) from your trash as 1 of your (\[[^\]]+\])'s bottom "
        r"digivolution cards\.",
        r"[Main] you may place \2 from your trash under 1 of your \3 as its bottom digivolution "
        r"cards. if you do, you may digivolve that digimon into 1 \1 in your hand without paying "
        r"the cost, ignoring its digivolution requirements.",
    ),
    # BT13-028, BT13-055: "[Hand] [Main] If you have [X], by placing 1 [Y] from your hand as 1 of
    # your [Z]'s bottom digivolution card, that Digimon digivolves into this card for a
    # digivolution cost of 3, ignoring digivolution requirements."
    (
        r"\[Hand\] ?\[Main\] if you have (\[[^\]]+\]), that digimon digivolves into this card for "
        r"a digivolution cost of (\d+), ignoring digivolution requirements by placing "
        r"(1 \[[^\]]+\]) from your hand as 1 of your (\[[^\]]+\])'s bottom digivolution card\.",
        r"[Hand] [Main] if you have \1 in play, you may place \3 from your hand under 1 of your \4 "
        r"as its bottom digivolution card. if you do, digivolve that digimon into this card in "
        r"your hand for a memory cost of \2, ignoring its digivolution requirements.",
    ),
    # BT13-028: "returning 3 cards ... from your trash at the bottom of the deck in any order".
    (
        r"\b(returning \d+ cards with [^.]*? from your trash) at the bottom of (?:the|your) deck "
        r"in any order\b",
        r"\1 to the bottom of your deck",
    ),
    # BT15-101: "3 of your opponent's Digimon and Tamers": 3 chosen among both kinds.
    (r"\b(\d+ of your opponent's digimon) and (tamers can't)\b", r"\1 or \2"),
    # BT15-101: "When this Digimon becomes suspended, you may unsuspend it."
    (r"\b(when this digimon becomes suspended, you may unsuspend) it\.", r"\1 this digimon."),
    # BT15-064: "an [SoC] trait Tamer card", its article kept when the trait moves behind.
    (r"\ban (?=(?:tamer|digimon) card with\b)", "a "),
    # BT15-096, BT15-064: "Among them, add 1 card with the [X] trait to the hand and trash 1 such
    # card" (or place 1 under this Digimon and add 1 such card): two steps, one after the
    # other, the second on what the first left (rulings Q2593, Q2550), with the same trait
    # (ruling Q2551).
    (
        r"\bamong them, add 1 (card with [^.]+? in its traits) to the hand and trash 1 such card\.",
        r"add 1 \1 among them to your hand. trash 1 \1 among them.",
    ),
    (
        r"\bamong them, place 1 (card with [^.]+? in its traits) as this digimon's bottom "
        r"digivolution card, and add 1 such card to the hand\.",
        r"place 1 \1 from among them under this digimon as its bottom digivolution card. add 1 \1 "
        r"among them to your hand.",
    ),
    (  # EX3-015, EX3-017: "When played from digivolution cards," inside its [On Play]
        r"\.\s+when played from digivolution cards, ",
        r". if this digimon was played from digivolution cards, ",
    ),
    # ... and as the [On Play] effect's whole condition (BT7-018)
    (
        r"(\[On Play\] )when played from digivolution cards, ",
        r"\1if this digimon was played from digivolution cards, ",
    ),
    (  # EX3-022: "play 1 blue level 3 Digimon card from 1 of your blue Digimon's digivolution
        # cards" is a play from under one of them
        r"\bplay (1 [a-z0-9 ]*?digimon card) from (?:1|one) of your ((?:[a-z]+ (?:or [a-z]+ )?)?)"
        r"digimon's "
        r"digivolution cards(?: as another digimon)?\b",
        r"play \1 from under 1 of your \2digimon as another digimon",
    ),
    # BT7-028: "... from this Digimon's digivolution cards as another Digimon without paying":
    # a card played from under a Digimon is always another Digimon.
    (
        r"\b(from this digimon's digivolution cards) as another digimon (?=without paying)",
        r"\1 ",
    ),
    # BT7-027: "place 1 blue Digimon card from your hand at the bottom of one of your Digimon's
    # digivolution cards"
    (
        r"\bfrom your hand at the bottom of one of your digimon's digivolution cards\b",
        r"from your hand under 1 of your digimon as its bottom digivolution card",
    ),
    (  # BT12-021: "its cost" is the DNA digivolution's (8-2), the Digimon "in play"
        r"\b(dna digivolve this digimon and one of your other digimon) into (a digimon card in "
        r"your hand) by paying its cost\b",
        r"\1 in play into \2 by paying its dna digivolve cost",
    ),
    # An Option card's colour requirements (4-22-2) waived while a condition holds.
    (
        r"\b(?:if|while) ([^,.]+), you may use this (?:option )?card without meeting its color "
        r"requirements\b",
        r"while \1, you may ignore this card's color requirements",
    ),
    (r"\byou can (ignore this card's color requirements)\b", r"you may \1"),  # P-206
    # BT12-109: printed after the [Main] header, it is still the card's line, not its effect.
    (
        r"^\[Main\] (while [^,.]+, you may ignore this card's color requirements\.)\s*",
        r"\1 [Main] ",
    ),
    # BT12-109: "Digivolve 1 of your Digimon into a Digimon card with <Save> in its text under
    # one of your Tamers for its digivolution cost": the card is one of those under a Tamer.
    (
        r"\binto (?:a|1) digimon card with (<[^>]+>) in its text under (?:1|one) of your tamers "
        r"for (?:its|the) digivolution cost\b",
        r"into 1 digimon card with \1 in its text from under 1 of your tamers for the "
        r"digivolution cost",
    ),
    (r"\btheir security stack\b", "your opponent's security stack"),
    # An opponent's Digimon placed in "their" security stack goes to its owner's, face down
    # as every security card (BT14-102 leaves the words out).
    (
        r"\b(place (?:\d+|all) of your opponent's [^.]*?(?:top|bottom) of) your opponent's "
        r"(security stack)(?: face down)?",
        r"\1 its owner's \2 face down",
    ),
    (r"\b(get [+-]\d+ dp and) gains\b", r"\1 gain"),
    (
        r"\b(level \d+(?: or lower| or higher| to \d+)?) "
        r"((?:red|blue|yellow|green|black|purple|white)"
        r"(?: or (?:red|blue|yellow|green|black|purple|white))*)\b",
        r"\2 \1",
    ),
    (r"\[[^\]]+\](?: or \[[^\]]+\]){2,}", _names_with_commas),
    (r"(\[[^\]]+\](?:, \[[^\]]+\])+) or (?=\[)", r"\1, or "),
    # A presence printed without "in play": "if you have a Tamer with [X] in its name,", and
    # its absence (BT15-024: "If you don't have a Tamer with [Matt Ishida] in its name,").
    (
        r"\b(you have|your opponent has|you don't have|your opponent doesn't have) "
        r"((?:a|an|another) (?:(?!digimon|tamer|in |with )[a-z]+ )*"
        r"(?:digimon|tamer)"
        r"(?: with (?:[^,.(]|\([^)]*\)|, (?:or )?(?=\[))*?)?)(?<! in play)(?=,(?! (?:or )?\[))",
        r"\1 \2 in play",
    ),
    (
        r"\b(you have (?:a|an|another) (?:(?!digimon|tamer|in |with )[a-z]+ )*digimon) in play "
        r"(with \[(?:[^,.(]|\([^)]*\))*?)(?=,)",
        r"\1 \2 in play",
    ),
    (r"\bgains (<[^>]+>) ?, (<[^>]+>) ?, and (<[^>]+>)", r"gains \1, gains \2, and gains \3"),
    (r"(^|\] |\. )your opponent's tamers\b", r"\1all of your opponent's tamers"),
    (r"\b(your opponent may play [^.]*?) from their hand\b", r"\1 from your opponent's hand"),
    # BT8-096, -100: "a Digimon in play with 2 or more colors, or with 2 or more colors in one
    # of its digivolution cards": either Digimon, said as two clauses.
    (
        r"\bif you have a digimon in play with (\d+) or more colors, or with \1 or more colors "
        r"in one of its digivolution cards,",
        r"if you have a digimon with \1 or more colors in play or you have a digimon with a "
        r"card with \1 or more colors in its digivolution cards in play,",
    ),
    # "You may suspend this Tamer. If you do, gain 1 memory, then, hatch ..." (EX1-066): the
    # suspension is the cost of both steps, so neither happens without it.
    (
        r"\byou may suspend this tamer\. if you do, gain (\d+) memory, then, ",
        r"you may suspend this tamer to gain \1 memory. then, ",
    ),
    # ST14-12: "When this card is trashed from your deck, you may place it in the battle
    # area"; its <Delay> takes "1 purple Digimon card or Tamer card": a Tamer card of any colour.
    (
        r"\b(when this card is trashed from your deck, you may place) it in the battle area\b",
        r"\1 this card in the battle area",
    ),
    (
        r"\b1 ((?:red|blue|yellow|green|black|purple|white) )digimon card or tamer card\b",
        r"1 \1digimon card or 1 tamer card",
    ),
    # "gain 2 memory and <Draw 1>": two steps, of one effect (and one cost, if it has one).
    (r"\bgain (\d+) memory and (<draw \d+>)", r"gain \1 memory. \2"),
    # EX3-070: "Suspend 1 of your opponent's Digimon, and 1 of your Digimon gains <Piercing>"
    # is two steps of one choice ("・... and ..."); "..., and unsuspend 1 of your Digimon." two
    # sentences.
    (
        r"\b(suspend \d+ of your opponent's digimon), and (\d+ of your digimon gains)\b",
        r"\1 and \2",
    ),
    (r"\b(suspend \d+ of your opponent's digimon), and (unsuspend)\b", r"\1. \2"),
    # EX5-068: "Suspend 1 of your opponent's Digimon, and 1 of your opponent's Digimon gets
    # -12000 DP (give 1 of ... -12000 DP)": two steps, each choosing its own Digimon.
    (
        r"\b(suspend 1 of your opponent's digimon), and (?:give (1 of your opponent's digimon) "
        r"(-\d+ dp)|(1 of your opponent's digimon) gets (-\d+ dp))",
        lambda m: f"{m[1]}. {m[2] or m[4]} gets {m[3] or m[5]}",
    ),
    # EX4-060: "delete X, and return Y to the bottom of its owner's deck" is two steps.
    (
        r"\b(delete 1 of your opponent's digimon with \d+ dp or less), and (return 1 of your "
        r"opponent's)\b",
        r"\1. \2",
    ),
    # BT10-056: "Gain 2 memory, and return 1 Digimon card ... to your hand." is two steps.
    (r"\bgain (\d+) memory, and return\b", r"gain \1 memory. return"),
    # ... and with a cost printed first, which pays for both ("By trashing X, gain 1 memory
    # and <Draw 1>."): an effect's cost is said after its first step.
    (r"\bgain (\d+) memory\. (<draw \d+>) (by [a-z]+ing [^.]+)\.", r"gain \1 memory \3. \2."),
    # "If you have 3 security cards": exactly that many (BT6-003, BT7-032, BT7-099).
    (r"\byou have (\d+) security cards(?! or)", r"you have exactly \1 security cards"),
    # Two steps in one sentence, each on its own Digimon (BT4-108).
    (
        r"\bunsuspend 1 of your digimon and suspend 1 of\b",
        r"unsuspend 1 of your digimon. suspend 1 of",
    ),
    (  # BT9-055
        r"\b(suspend 1 of your opponent's digimon) and (unsuspend this digimon)\.",
        r"\1. \2.",
    ),
    # BT9-052: the Digimon it would digivolve into is a card in the hand.
    (
        r"\bwhen this digimon would digivolve into a digimon with\b",
        "when this digimon would digivolve into a digimon card with",
    ),
    # "Unsuspend this Digimon, and it gains ..." (BT8-038, BT9-031): two steps.
    # BT10-057: the memory gained is what it was after the unsuspension: the "if" holds for
    # both halves alike.
    (
        r"\b(if you gain [^,.]+ by this effect), unsuspend this digimon,? and it (gains|gets)\b",
        r"\1, unsuspend this digimon. \1, this digimon \2",
    ),
    (
        r"\bunsuspend this digimon(?:, and|\.) it (gains|gets)\b",
        r"unsuspend this digimon. this digimon \1",
    ),
    # BT7-017: "You may place X ... to delete Y for each Z": the placing may be done (ruling
    # Q1520: whatever there is to delete), and then a deletion for each Z, the placed card
    # counted.
    (
        r"\byou may (place [^.]+?) to (delete [^.]+?) (for every [^.]+?)\.",
        r"you may \1. if you do, \3, \2.",
    ),
    # BT8-104: "Then, you may place X ... to delete Y": the placing may be done, and the
    # deletion if it was, as "Then, by placing X, Y" reads (a cost of a later step).
    (r"\bthen, you may (place [^.]+?) to (delete [^.]+?)\.", r"then, you may \1. if you do, \2."),
    # BT7-106: "a Digimon with 5 or more digivolution cards and [X Antibody] in its traits in
    # play": the trait first, as the filter is printed.
    (
        r"\b(a digimon with) (\d+ or more digivolution cards) and (\[[^\]]+\] in its traits) "
        r"in play\b",
        r"\1 \3 and \2 in play",
    ),
    # "if you have 8 or more cards in your hand and a Tamer in play": two clauses, each with
    # its "you have" (EX1-021, EX2-020).
    (
        r"\bif you have ([^,.]*?) and ((?:an? |\[)[^,.]*?) in play,",
        r"if you have \1 and you have \2 in play,",
    ),
    (
        r"\bwhen one of your opponent's ((?:[a-z0-9]+ )*?)digimon is deleted\b",
        r"when an opponent's \1digimon is deleted",
    ),
    (
        r"\bwhen one of your opponent's ((?:[a-z0-9]+ )*?)digimon is moved from their breeding "
        r"area to their battle area\b",
        r"when an opponent's \1digimon moves from the breeding area to the battle area",
    ),
    # BT11-087: "When your opponent moves a Digimon from their breeding area,"
    (
        r"\bwhen your opponent moves a digimon from their breeding area,",
        "when an opponent's digimon moves from the breeding area to the battle area,",
    ),
    (r"\byou have (\d+) or (more|fewer) cards in hand\b", r"you have \1 or \2 cards in your hand"),
    (
        r"\byour opponent has (\d+) or more cards in hand\b",
        r"your opponent has \1 or more cards in their hand",
    ),
    # A form is one of the traits (2-3-2-3, 2-3-2-4): "with [Hybrid] in its form", "... in its form
    # or
    # type".
    (r"(\] in (?:its|their)) (?:form or type|forms?)\b", r"\1 traits"),
    # BT8-100: a DP change "instead" of one for the turn lasts as long as it.
    (
        r"(\bgets [+-]\d+ dp for the turn\. if [^.]*?, \d+ of your opponent's digimon gets "
        r"[+-]\d+ dp) instead\.",
        r"\1 for the turn instead.",
    ),
    # BT6-033: "for each security card you trashed" counts the cards this effect trashed.
    (r"\bfor every security card you trashed\b", "for every card trashed by this effect"),
    # BT5-085: "The [When Digivolving] effects on level 7 Digimon don't activate": on either
    # player's, as "can't activate" says of a Digimon (15-1-3).
    (
        r"\bthe \[When Digivolving\] effects on level (\d+) digimon don't activate\.",
        r"neither player's level \1 digimon can activate its [When Digivolving] effects.",
    ),
    # BT8-068: "with [X] in its name and a memory cost of 10 or less among the revealed cards":
    # a play cost (ruling Q1750), from among them.
    (
        r"\b(play 1 digimon card) with (\[[^\]]+\] in its name) and a memory cost of (\d+) or "
        r"less among the revealed cards\b",
        r"\1 with a play cost of \3 or less and \2 from among them",
    ),
    # BT4-107: "suspend 1 of your opponent's Digimon for each card added to your hand by this
    # effect": the count first, as the other counted suspensions read.
    (
        r"\b(suspend 1 of your opponent's digimon) (for every card added to your hand by this "
        r"effect)\.",
        r"\2, \1.",
    ),
    # BT4-095: "to reduce the digivolution cost by 1", the cost of the digivolution it hears.
    (
        r"(\bwhen digivolving one of your [^.]+?, you may suspend this tamer to) reduce the "
        r"digivolution cost by (\d+)\.",
        r"\1 reduce the memory cost of the digivolution by \2.",
    ),
    # BT7-109: a play "instead" of one from the trash plays from the same place.
    (
        r"(\bplay 1 [^.]+? from your (hand|trash) without paying its memory cost\. if [^.]*?, "
        r"you may play 1 (?:(?! from )[^.])+?) without paying its memory cost instead\.",
        r"\1 from your \2 without paying its memory cost instead.",
    ),
    # "For the turn," printed in front of its sentence goes after it.
    (r"(^|\] |\. )for the turn, (?!the next time)([^.\"]+?)\.", r"\1\2 for the turn."),
    (r"(\] if [^,.]+, )for the turn, (?!the next time)([^.\"]+?)\.", r"\1\2 for the turn."),
    (
        r"\bfor every (\d+) cards in this digimon's digivolution cards\b",
        r"for every \1 digivolution cards this digimon has",
    ),
    # EX5-014: "For every 3 cards in this Digimon's digivolution cards, this Digimon gains".
    (r"(\bfor every \d+ digivolution cards this digimon has,) this digimon (?=gains\b)", r"\1 it "),
    (
        r"(\bdigivolve\b[^.]*?) without paying (?:the|its) cost\b",
        r"\1 without paying its memory cost",
    ),
    # BT13-033: "by choosing cards in your opponent's hand without looking and returning them to
    # the bottom of the deck so that 8 remain": one return, of the cards over 8, unseen.
    (
        r"\bby choosing cards in your opponent's hand without looking and returning them to the "
        r"(top|bottom) of the deck so that (\d+) remain\b",
        r"by returning cards from your opponent's hand to the \1 of its owner's deck without "
        r"looking until \2 remain",
    ),
    # BT11-031: "[On Deletion] <Save>. Then, place 1 blue [Greymon] and ...": <Save> is an
    # effect of its own (16-20), the placing a second [On Deletion] effect. Only where the
    # cards placed are named otherwise than this card: "place 1 Digimon card with <Save> in its
    # text" (BT12-011) could take this card, which <Save> must place first.
    (
        r"(\[On Deletion\] <save>)\.?\s+then, (place 1 (?:[a-z]+ )?\[[^\]]+\] and )",
        r"\1 [On Deletion] then, \2",
    ),
    # BT10-097: "You may add 2 cards ... among them to your hand, and play 1 [Kiriha Aonuma]
    # among them ...": two choices, each its own "you may".
    (
        r"\b(you may add [^.]*? among them to your hand), and (play [^.]*? among them)\b",
        r"\1. you may \2",
    ),
    # BT10-024: "with digivolution cards less than or equal to this Digimon's digivolution cards".
    (
        r"\bwith digivolution cards less than or equal to this digimon's digivolution cards\b",
        "with as many or fewer digivolution cards as this digimon",
    ),
    # BT13-029: "this Digimon's attack target can't be switched", said as the other "can't"s.
    (
        r"\bthis digimon's attack target can't be switched\b",
        "this digimon can't have its attack target switched",
    ),
    # "When this Digimon would be deleted, you may play 1 [Gomamon] from its digivolution
    # cards": "its" is this Digimon (BT14-020).
    (
        r"(\bwhen this digimon would [^.]*?) from its digivolution cards\b",
        r"\1 from this digimon's digivolution cards",
    ),
    (r"(\btrash 1 card [^.]*?) from your hand to (?=<draw)", r"\1 in your hand to "),
    # A bound before the traits, as the filters are written: "with 3000 DP or less and [X] in
    # its traits"; BT13-074: "that has [Mamemon] in its name and a play cost of 10 or less".
    (
        r"\b(?:with|that has) ((?:\[[^\]]+\](?:,? (?:or )?)?)+ in its (?:traits|name)) and "
        r"(a play cost of \d+ or (?:less|more)|\d+ dp or (?:less|more))\b",
        r"with \2 and \1",
    ),
    # Again after the cost moved behind its effect above: "you may X by suspending Y".
    (r"\byou may ([^.]+?) by ([a-z]+ing) ([^.]+?)(?=\.)", _cost_first),
    # "Add 1 Digimon card or Tamer card among them" (BT16-082): one card of either
    # category, each with its count.
    (
        r"\b1 (digimon|tamer|option) card or (digimon|tamer|option) card among them\b",
        r"1 \1 card or 1 \2 card among them",
    ),
    # BT12-089: the Tamer and the cards from the trash go under as one placing, whose doing
    # lets the digivolution follow (15-7-4); "the Digimon that digivolved" is that Digimon.
    (
        r"\bby paying: place this tamer along with 1 each of (\[[^\]]+\]) and (\[[^\]]+\]) (from "
        r"your trash) under one of your (\[[^\]]+\]) in any order as its bottom digivolution "
        r"cards, you may digivolve that digimon into an? (\[[^\]]+\]) in your hand for the "
        r"digivolution cost, ignoring its level\. the digimon that digivolved with this effect "
        r"gets\b",
        r"you may place this tamer and 1 \1 and 1 \2 \3 under 1 of your \4 as its bottom "
        r"digivolution cards in any order. if you do, you may digivolve that digimon into 1 \5 "
        r"in your hand for the digivolution cost, ignoring its level. if you do, that digimon "
        r"gets",
    ),
    # BT13 on: "1 of your [Marcus Damon]s is also treated as a 3000 DP Digimon" (the name in
    # the plural) is the grant "is also treated as a Digimon with 3000 DP" (15-12-1-4).
    (r"(\[[^\]]+\])s (is|are) also treated as\b", r"\1 \2 also treated as"),
    (
        r"\b(is|are) also treated as an? (\d+) dp digimon\b",
        r"\1 also treated as a digimon with \2 dp",
    ),
    # BT12-043: "All of your [Marcus Damon] cards in play get +3000 DP" (the Tamers named so).
    (r"\b(all of your \[[^\]]+\]) cards in play (?=gets?\b)", r"\1 "),
    # BT12-056: "Then, you may attack your opponent's Digimon with this Digimon" is the step
    # "this Digimon may attack an opponent's Digimon".
    (
        r"\byou may attack your opponent's digimon with this digimon\b",
        "this digimon may attack an opponent's digimon",
    ),
    # BT13-062: an [On Deletion] effect's "if this Digimon had [X] in its name" reads the
    # Digimon as it was when deleted, as "has" does there.
    (r"\bif this digimon had\b", "if this digimon has"),
    # BT13-048: "... in one of its traits or the [Royal Knight] trait", a second trait to have.
    (
        r"\b(in its traits(?: \(other than [^)]*\))?) or the (\[[^\]]+\]) trait\b",
        r"\1 or \2 in its traits",
    ),
    # EX5-050: the traits <Decoy> shields printed without brackets, "<Decoy (Deva/Four
    # Sovereigns)>", as the other traits it names are printed: "<Decoy ([D-Brigade])>".
    (r"<decoy \(deva/four sovereigns\)>", "<decoy ([Deva] or [Four Sovereigns])>"),
    # EX5-067: one Digimon and one Tamer, each chosen, under one prohibition: two sentences.
    (
        r"\b1 of your opponent's digimon and 1 of your opponent's tamers ([^.]+)\.",
        r"1 of your opponent's digimon \1. 1 of your opponent's tamers \1.",
    ),
    # BT13-046: the cost of both steps, moved behind them, said after the first (as BT11-092).
    (
        r"\b(unsuspend this digimon), and ([^.]+?) (by trashing the top card of your security "
        r"stack)\.",
        r"\1 \3. \2.",
    ),
    # ST15-14: "<Draw 1> and 1 of your Digimon gets +2000 DP ... by suspending this Tamer."
    (
        r"(<draw \d+>) and ([^.]+?) (by suspending this tamer)\.",
        r"\1 \3. \2.",
    ),
    # BT13-083: cards returned from the trash to the deck's bottom go in the order the player
    # picks them (`return_to_deck`), which is "in any order".
    (r"\b(from your trash to the bottom of your deck) in any order\b", r"\1"),
    # EX1-073, EX3-013: "red and black cards with [Cyborg] ..." is either colour (the errata:
    # "red and/or black"); "level5" is "level 5".
    (
        r"\b((?:level \d+ )?)red ((?:level \d+ )?)and black ((?:level \d+ )?cards with )",
        r"\1red or black \2\3",
    ),
    # EX4-037: "2 of your green and black Digimon": each that is either, as above (a Digimon
    # of both is printed "2-color green and black").
    (r"\b(\d+ of your )green and black (digimon)\b", r"\1green or black \2"),
    # BT11-071: "up to 2 black and purple Digimon cards" from the trash, the same way
    (r"\b(up to \d+ )black and purple (digimon cards)\b", r"\1black or purple \2"),
    (r"\blevel(\d)", r"level \1"),
    # EX1-073: cards placed "in this Digimon's digivolution cards" go to the bottom, as
    # EX3-013 prints it, and "for each card placed" counts those the cost placed.
    (
        r"\bin this digimon's digivolution cards to gain (\d+) memory for every card placed\.",
        r"under this digimon as its bottom digivolution cards to gain \1 memory for every card "
        r"placed by this effect.",
    ),
    (r"\bthis digimon's dp can't be reduced\b", "this digimon can't have its dp reduced"),
    # BT11-060: "can't be returned to hands or decks by your opponent's effects".
    (r"\bbe returned to hands or decks\b", "be returned to its owner's hand or deck"),
    # BT11-104: "1 of your Digimon may attack your opponent's Digimon".
    (r"\b(1 of your digimon may attack) your opponent's digimon\b", r"\1 an opponent's digimon"),
    # BT14-078, BT14-079: "delete this Digimon and <Draw 2>" is two steps; "add 1 to the
    # level this effect may choose" raises the maximum level of the step before.
    (r"\b(delete this digimon) and (<draw \d+>)", r"\1. \2"),
    # "You may unsuspend it": the Digimon the sentence names, this one after "if this Digimon
    # is [X]" (BT6-019), the one that digivolved after "when one of your other Digimon
    # digivolves" (BT8-044).
    (r"\b(if this digimon is \[[^\]]+\], you may unsuspend) it\.", r"\1 this digimon."),
    (r"\b(digimon digivolves, you may unsuspend) it\.", r"\1 that digimon."),
    # BT8-083: "if there are 5 or more cards with [Myotismon] in their names in your trash";
    # "if there's a card with [Myotismon] in its name in your trash".
    (r"\bif there are (\d+ or more cards with [^,]+? in your trash)", r"if you have \1"),
    (r"\bif there is (a card with [^,]+?) (in your trash),", r"if \1 is \2,"),
    # ... "delete 1 of your opponent's unsuspended Digimon and trash the top card of your
    # opponent's security stack": two steps, both under the effect's condition.
    (
        r"\b(delete 1 of your opponent's unsuspended digimon) and (trash the top card of your "
        r"opponent's security stack)",
        r"\1. \2",
    ),
    # BT6-028: "Your Digimon can't be blocked by your opponent's Digimon this turn".
    (
        r"・your digimon can't be blocked by your opponent's digimon this turn\b",
        r"・all of your digimon can't be blocked for the turn",
    ),
    # BT6-078: "When you trash this card in your hand using one of your effects, you may place it
    # under 1 of your purple Digimon": the card, from the trash.
    (
        r"\b(when one of your effects trashes this card in your hand, you may place) it under\b",
        r"\1 this card under",
    ),
    # BT6-110: "with DP less than or equal to the Digimon played with this effect": the
    # Digimon the effect's play chose.
    (
        r"\bwith dp less than or equal to the digimon played with this effect\b",
        r"with dp less than or equal to the chosen digimon's dp",
    ),
    # BT7-004: "Reveal the top card of your deck, and place it at the top or bottom of your
    # deck": the one revealed card is all that remains.
    (
        r"\b(reveal the top card of your deck), and place it at the top or bottom of your deck\b",
        r"\1. place the remaining cards at the top or bottom of your deck in any order",
    ),
    # BT6-092: "[Opponent's Turn] ... your opponent's Tamers don't unsuspend during their
    # unsuspend phase": the phase of the turn the effect is active in.
    (
        r"\byour opponent's tamers can't unsuspend during their unsuspend phase\b",
        r"all of your opponent's tamers can't unsuspend in the unsuspend phase",
    ),
    # BT6-053: "Your opponent's effects can't reduce this Digimon's DP."
    (
        r"\byour opponent's effects can't reduce this digimon's dp\b",
        r"this digimon can't have its dp reduced by your opponent's effects",
    ),
    # BT7-043: "you may reveal 1 green Digimon card from your hand. If you do, place it on top
    # of your deck.": one step, the card shown as it goes.
    (
        r"\b(you may reveal 1 [a-z ]*?card from your hand)\. if you do, (place it on top of your "
        r"deck)",
        r"\1 and \2",
    ),
    # BT8-108: "Trash the top 2 cards of your deck and <Draw 1>." is two steps.
    (r"\b(trash the top \d+ cards of your deck) and (<draw \d+>)", r"\1. \2"),
    # BT13-035, BT13-064: "add 2 to the maximum level of the card this effect can play".
    (
        r"\badd (\d+) to the (?:level this effect may choose|maximum level of the card this "
        r"effect can play)\b",
        r"add \1 to the maximum level of the digimon you may choose with this effect",
    ),
    # BT12-081: "..., it can be digivolved into a [Quartzmon] in your hand or under one of your
    # Tamers with the digivolution cost reduced by 3 instead.": the player may digivolve it.
    (
        r"\bit can be digivolved into an? (\[[^\]]+\]) in your hand or under 1 of your tamers\b",
        r"you may digivolve this digimon into 1 \1 in your hand or from under 1 of your tamers",
    ),
    # BT12-083: "Place one of your opponent's ... Digimon under another of ...", and the count
    # that raises its maximum level printed after the raise, "... for each differently
    # colored Tamer you have in play.", said first as the other cards print it.
    (r"\bplace one of your opponent's\b", "place 1 of your opponent's"),
    (
        r"\b(add \d+ to the maximum level of the digimon you may choose with this effect) "
        r"(for every [^,.]+)\.",
        r"\2, \1.",
    ),
    # BT14-081: "add 2 to the number of cards this effect may play" (BT11-086's wording).
    (
        r"\badd (\d+) to the number of cards this effect may play\b",
        r"add \1 to the number of cards you play with this effect",
    ),
    # BT14-005, BT14-098: cards "from your trash to the top of the deck" go to the player's.
    (r"\b(from your trash to the (?:top|bottom)) of the deck\b", r"\1 of your deck"),
    # BT14-068, BT14-098: "delete up to 7 play cost's total worth of your opponent's Digimon".
    (
        r"\bup to (\d+) play cost's total worth of your opponent's digimon\b",
        r"any number of your opponent's digimon whose play costs add up to \1 or less",
    ),
    # BT14-068: "play up to 7 play cost's total worth of cards with the [X] trait among them".
    (
        r"\bplay up to (\d+) play cost's total worth of cards with ([^.]+?) in its traits\b",
        r"play any number of cards with \2 in their traits whose play costs add up to \1 or less",
    ),
    # BT8-087: "When one of your opponent's Digimon attacks one of your blue Digimon".
    (r"\bwhen one of your opponent's digimon attacks\b", "when an opponent's digimon attacks"),
    # BT14-028, BT14-083: "when a digivolution card of an opponent's Digimon is trashed"; BT12-026
    # prints it "[Once Per Turn] If a digivolution card ...", the same trigger.
    (
        r"\b(?:when|(?<=\] )if) a digivolution card of an opponent's digimon is trashed\b",
        "when one of your opponent's digivolution cards is trashed",
    ),
    # BT14-091: "..., unsuspend it": the Digimon chosen before.
    (r"(\b(?:than|as) the chosen digimon in play), unsuspend it\.", r"\1, unsuspend that digimon."),
    # BT14-092: "with as many or fewer digivolution cards as that Digimon": the one chosen
    # before, as BT14-091 says it.
    (
        r"\b(as many or fewer digivolution cards as) that digimon\b",
        r"\1 the chosen digimon",
    ),
    # BT14-041: "1 of your opponent's Digimon gets -7000 DP and this Digimon gains <Security
    # A. +1> for the turn": two Digimon, each changed for the turn by a step of its own.
    (
        r"\b(1 of your opponent's digimon gets -\d+ dp) and (this digimon gains <[^<>]+>) for "
        r"the turn\b",
        r"\1 for the turn. \2 for the turn",
    ),
    # EX3-013: "<De-Digivolve 1> 1 of your opponent's Digimon for each card placed by this
    # effect" is one <De-Digivolve 1> per card, each on a Digimon chosen anew; BT14-065's "for
    # each Digimon card among them" likewise (ruling Q2437).
    (
        r"(<de-digivolve \d+> on 1 of your opponent's digimon) (for every (?:card placed by this "
        r"effect|digimon card among them))",
        r"\2, \1",
    ),
    # BT14-065, BT14-067: the opponent's revealed cards go back to their deck, at the end and
    # in the order the effect's player chooses (rulings Q2438, Q2440).
    (
        r"\b(your opponent reveals the top \d+ cards of their deck\. [^\[]*?)return the revealed "
        r"cards to the top or bottom of the deck\.",
        r"\1place the remaining cards at the top or bottom of your opponent's deck in any order.",
    ),
    # "for every card placed by this effect" (EX1-073) and "for each card placed" (BT12-048)
    # count the same cards: those the effect's cost placed.
    (r"\bevery card placed by this effect\b", "every card placed"),
    # EX12-013: "with [Gammamon] in its text or the [VB] trait", a trait to have instead; and
    # "in their text" of several cards is "in their texts" (BT18-069).
    (r"\] in their text\b", "] in their texts"),
    (r"(\] in its text) or the (\[[^\]]+\]) trait\b", r"\1 or \2 in its traits"),
    (r"(\] in their texts) or the (\[[^\]]+\]) trait\b", r"\1 or \2 in their traits"),
    (  # "the top card of this Digimon with the [X] trait": this Digimon must have it (EX5-007)
        r"(\] )([^\[\]]*?) by placing the top card of this digimon with ([^,]+?) in its traits "
        r"as its bottom digivolution card",
        r"\1if this digimon has \3 in its traits, \2 by placing the top card of this digimon "
        r"as its bottom digivolution card",
    ),
    # BT12-065, BT12-107: the older wording of a forced attack.
    (r'(\] )attack with this digimon\.(?=")', r"\1this digimon attacks."),
    # BT12-050: what this Digimon DNA digivolves into is the Digimon it becomes.
    (r"\b(when this digimon dna digivolves into an? [^,.]*?digimon) card,", r"\1,"),
    # BT12-028: "... 2 of your opponent's Digimon with no digivolution cards in play can't
    # attack ...": Digimon are chosen in play.
    (r"\b(if dna digivolving, [^.]*?with no digivolution cards) in play can't\b", r"\1 can't"),
    # BT11-017: "unsuspend this Digimon, and gain 1 memory for each red Tamer ...".
    (r"\b(unsuspend this digimon), and (gain \d+ memory for every)\b", r"\1. \2"),
    # BT11-059: the card's own "when one of your Digimon would digivolve into this card" is
    # its digivolution from the hand.
    (r"^(when one of your digimon would digivolve into this card),", r"\1 in your hand,"),
    # BT11-044, BT11-056: "... cards whose total play costs add up to 7 or less".
    (
        r"\b(digimon cards [^.]*?)whose total play costs add up to\b",
        r"\1whose play costs add up to",
    ),
    # BT11-056: "For each green or black Tamer you have in play, reveal 1 card from the top of
    # your deck": one reveal of as many cards, not the same top card again and again.
    (r"(\] )for (every [^,.]*?), (reveal the top card of your deck)\.", r"\1\3 for \2."),
    # BT12-099, BT12-100: "..., and you may attack a player with that Digimon": an attack now
    # with the Digimon the step before chose (BT12-099's "for the turn" is its DP's).
    (
        r"\b(gets \+\d+ dp) and you may attack a player with that digimon for the turn\.",
        r"\1 for the turn. that digimon may attack a player.",
    ),
    (
        r"\b(unsuspend 1 of your \[[^\]]+\]) cards, and you may attack a player with that "
        r"digimon\.",
        r"\1. that digimon may attack a player.",
    ),
    # BT11-006: any effect trashing a card in the hand, either player's.
    (r"\bwhen an effect trashes a card in your hand,", "when a card is trashed from your hand,"),
    # BT7-089: "When this Tamer digivolves into a green Digimon, reduce the memory cost of the
    # digivolution by 1": a cost reduced before the digivolution, as "would digivolve" says.
    (
        r"\bwhen this tamer digivolves into a ([a-z]+ digimon), reduce\b",
        r"when this tamer would digivolve into a \1 card, reduce",
    ),
    # BT7-039: "If this Digimon has 1 digivolution card, you may place up to 2 ... Digimon cards
    # from your hand at the bottom of this Digimon's digivolution cards in any order. Then,
    # <Draw 1> for each Digimon card you placed.": exactly 1; each card placed is a Digimon's.
    (
        r"\bif this digimon has (\d+) digivolution card,",
        r"if this digimon has exactly \1 digivolution card,",
    ),
    (
        r"\b(digimon cards from your hand under this digimon as its bottom digivolution) card "
        r"in any order\. then, (<draw \d+>) for every digimon card you placed\.",
        r"\1 cards in any order. then, \2 for every card placed.",
    ),
    # BT8-029: "while your opponent has a Digimon with a digivolution card in play".
    (r"\b(digimon with) a digivolution card in play\b", r"\1 digivolution cards in play"),
    # BT10-099: "... gain it instead": the keyword the sentence before gave, for as long.
    (
        r"(\bgains (<[^<>]+>) (until the end of your opponent's turn)\.\s+if [^.]*?, \d+ of your "
        r"opponent's digimon gain) it instead\.",
        r"\1 \2 \3 instead.",
    ),
    # BT9-096, BT10-102: a name, or that name among the digivolution cards.
    (
        r"\bwith (\[[^\]]+\]) in its name or (?:with \1 in its )?digivolution cards\b",
        r"with \1 in its name or \1 in its digivolution cards",
    ),
    # BT9-101: a Digimon and a Tamer returned together are a step each.
    (
        r"\breturn 1 of your opponent's suspended digimon and 1 of their suspended tamers to the "
        r"bottom of (?:their owners' decks|its owner's deck)\.",
        "return 1 of your opponent's suspended digimon to the bottom of its owner's deck. return 1 "
        "of your opponent's suspended tamers to the bottom of its owner's deck.",
    ),
    # BT10-112: the card just placed under this Digimon is "that card" (BT15-102's wording).
    (
        r"\bactivate 1 of that digimon's \[When Digivolving\] effects as an effect of this "
        r"digimon\b",
        "activate 1 [When Digivolving] effect on that card as an effect of this digimon",
    ),
    # BT10-112: "gains <A> and <B>, and gains <C> for each ...": the count is the last
    # grant's alone.
    (
        r"\b(this digimon gains <[^<>]+> and gains <[^<>]+>), and gains (<[^<>]+> for every)\b",
        r"\1 and this digimon gains \2",
    ),
    # BT9-029, BT10-025: "that Digimon" / "1 of those Digimon" is one of the Digimon the
    # condition names, chosen as the card goes under it.
    (
        r"\b(if you have a digimon( with [^,.]+?) in play, [^.]*?place this card under) "
        r"(?:that digimon|1 of those digimon)\b",
        r"\1 1 of your digimon\2",
    ),
)

# Timing headers keep their capitals: they are matched as printed.
_HEADERS = (
    "On Play",
    "When Digivolving",
    "When Attacking",
    "When Linking",
    "On Deletion",
    "End of Attack",
    "Security",
    "Main",
    "Start of Your Turn",
    "Start of Opponent's Turn",
    "Start of Your Main Phase",
    "Start of Opponent's Main Phase",
    "End of Your Turn",
    "End of Opponent's Turn",
    "Your Turn",
    "Opponent's Turn",
    "All Turns",
    "Once Per Turn",
    "Twice Per Turn",
)
_HEADER = {h.lower(): f"[{h}]" for h in _HEADERS}
_HEADER_WORD = re.compile("(" + "|".join(re.escape(f"[{h}]") for h in _HEADERS) + r")(?=\w)")
"""A header printed against its first word ("[All Turns]This Digimon", EX1-073)."""


_COMPILED_WORDINGS = tuple((re.compile(p), r) for p, r in _WORDINGS)


_TOKEN_FACTS = re.compile(
    r"\[([^\]]+)\] Token without paying its memory cost\.\s*\(\1 Tokens are level (\d+) "
    r"(\w+) Digimon with a memory cost of (\d+), (\d+) DP, and (?:are ([\w ]+?) form, "
    r"([\w ]+?) type, and ([\w ]+?) attribute|([\w ]+?)/([\w ]+?)/([\w ]+?) traits)\.\)"
)
"""The early printing of a token's facts, a sentence after the effect (BT2-082, EX1-065):
"play 1 [Diaboromon] Token without paying its memory cost. (Diaboromon Tokens are level 6
white Digimon with a memory cost of 14, 3000 DP, and are Mega form, Unidentified type, and
Unknown attribute.)". A token is played free by its effect (4-21-1) either way."""


_TOKEN_FACTS_SLASHED = re.compile(
    r"\[([^\]]+)\] Token without paying the cost\.\s*\(Digimon/Cost (\d+)/Lv\. ?(\d+)/(\w+)/"
    r"([\w ]+?)/([\w ]+?)/([\w ]+?)/(\d+) DP\)"
)
"""A later printing (P-114): "play 1 [Diaboromon] Token without paying the cost.
(Digimon/Cost 14/Lv. 6/White/Mega/Unidentified/Unknown/3000 DP)", its form, type and attribute
in that order."""

_TRAIT_WORDS = ("form", "attribute", "type")


def _token_facts_slashed(m: re.Match[str]) -> str:
    name, cost, level, color, form, kind, attribute, dp = m.groups()
    facts = f"[{form}] form/[{attribute}] attribute/[{kind}] type"
    return f"[{name}] Token (Digimon/{color.title()}/Lv.{level}/{dp} DP/Cost {cost}/{facts})."


def _token_facts(m: re.Match[str]) -> str:
    """The facts in the token's parenthesis: "[Diaboromon] Token (Digimon/White/Lv.6/3000
    DP/Cost 14/[Mega] form/[Unknown] attribute/[Unidentified] type)"."""
    name, level, color, cost, dp = m.group(1, 2, 3, 4, 5)
    if m[6] is not None:
        traits = (m[6], m[8], m[7])
    else:
        traits = (m[9], m[10], m[11])
    facts = "/".join(f"[{t}] {w}" for t, w in zip(traits, _TRAIT_WORDS, strict=True))
    return f"[{name}] Token (Digimon/{color.title()}/Lv.{level}/{dp} DP/Cost {cost}/{facts})."


@functools.lru_cache(maxsize=4096)
def normalise(text: str) -> str:
    """The text in the grammar's templating: see the module docstring."""
    text = text.replace("&#160;", " ").translate(_CHARACTERS)
    text = _TOKEN_FACTS.sub(_token_facts, text)
    text = _TOKEN_FACTS_SLASHED.sub(_token_facts_slashed, text)
    text = drop_reminders(text)
    text = _lower_outside_brackets(text)
    for pattern, replacement in _COMPILED_WORDINGS:
        text = pattern.sub(replacement, text)
    text = _HEADER_WORD.sub(r"\1 ", text)
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s+([.,:])", r"\1", text)
    text = re.sub(r'\s+"(?=$|[\s.,])', '"', text)  # a closing quote after a dropped reminder
    text = re.sub(r">\.", ">", text)
    text = re.sub(r"([.\]>]|\.\")(?=[\[<])", r"\1 ", text)  # a quoted effect's close too
    text = re.sub(r"\btraits(?=[\[<])", "traits ", text)  # a DigiXros line, its reminder dropped
    text = text.strip()
    return text + "." if text[-1:].isalnum() else text


def _lower_outside_brackets(text: str) -> str:
    """Lower case everywhere but in names ("[Agumon]"); timing headers are written the
    one way the grammar knows."""
    parts = re.split(r"(\[[^\[\]]*\])", text)
    out = []
    for i, part in enumerate(parts):
        if i % 2:
            out.append(_HEADER.get(part[1:-1].strip().lower(), part))
        else:
            out.append(part.lower())
    return "".join(out)
