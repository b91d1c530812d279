"""The cards a keyword names in its parenthesis: "<Decode (Red/Black Lv.3)>", "<Partition
([WarGreymon] & [MetalGarurumon])>", "<Decode (Lv.4 or lower w/[Agumon] in name or w/[ME]
trait)>"; and the Digimon a [Digivolve] line names in ways its fields can't say,
"[Elecmon]/Lv.3 w/[TS] trait" (any one of the ways, 2-3-5-1).

A card file keeps such a keyword's `value` as the printed words (`canonical` spells them one
way: colours capitalised, "Lv.", the rest in lower case), so the text shown is the text
printed; `filters` reads them once into the filters the engine matches cards with. Words
this module can't read are refused when the card is loaded, never guessed at.
"""

from __future__ import annotations

import re
from functools import cache
from itertools import pairwise

from .selection import COLORS, Filter

_SPLIT = re.compile(r"\s*[&+]\s*")
_NAME = re.compile(r"\[([^\[\]]+)\]")
_LEVEL = re.compile(
    r"(?:(?P<colors>[a-z]+(?:/[a-z]+)*) )?lv\. ?(?P<level>\d+)(?: or (?P<bound>lower|higher))?"
    r"(?: (?P<count>\d)-color w/(?P<with>[a-z]+))?(?: (?P<reqs>w/.+))?"
)
"""A level, its colours, and what the card has: "Lv.4 2-color w/green" (EX4-029) is a card of
two colours, green one of them."""
_CLAUSE = re.compile(
    r"(?P<words>(?:\[[^\[\]]+\]/?)+) (?P<kind>in (?:its )?name|in (?:its )?text|in any trait|trait)"
)
_TOKEN = re.compile(r"\[[^\[\]]*\]|w/| (?:trait|in (?:its )?name|in (?:its )?text)\b|/| or ")
_ALTERNATIVE = re.compile(r"(?:(?<=\])|(?<=text)|(?<=name)|(?<=trait))/(?=\[|lv\.)| or (?=\[|lv\.)")
"""Where one way of naming the card ends and another begins, outside a "w/..." clause:
"[Elecmon]/Lv.3 w/[TS] trait", "[Agumon] or Lv.3 w/[Dinosaur] trait", "Lv.6 w/[Chronomon]
in text/[Giant Slayer]"."""


def bracketed(text: str) -> tuple[str, ...] | None:
    """The traits of "[D-Brigade]" or "[Deva] or [Four Sovereigns]", named where a keyword takes
    a colour: <Decoy ([D-Brigade])> (EX3-046), <Decoy ([Deva] or [Four Sovereigns])> (EX5-050),
    a Digimon with any of them; None for anything else."""
    parts = text.split(" or ")
    found = [_NAME.fullmatch(p) for p in parts]
    return tuple(m[1] for m in found if m) if all(found) else None


def canonical(text: str) -> str:
    """The words as a card file keeps them: "red/black lv.3" -> "Red/Black Lv.3"."""
    parts = []
    text = " ".join(text.split())
    for part in _SPLIT.split(text):
        low = _lower_outside_brackets(part)
        low = re.sub(r"lv\. ?", "Lv.", low)
        low = re.sub(r"^[a-z]+(?:/[a-z]+)*(?= Lv\.)", lambda m: m[0].title(), low)
        parts.append(low)
    joiner = " + " if "+" in text else " & "
    return joiner.join(parts)


def parts(text: str) -> list[str]:
    """The words for each card named: "[A] & [B]" -> ["[A]", "[B]"]."""
    return _SPLIT.split(" ".join(text.split()))


@cache
def filters(text: str) -> tuple[Filter, ...]:
    """One filter per card the words name (two for "A & B"), saying nothing of the card's
    category (each keyword says what it takes); ValueError if unreadable."""
    return tuple(_one(part) for part in parts(text))


def _one(part: str) -> Filter:
    """The card named by `part`: any one of its ways ("[Elecmon]/Lv.3 w/[TS] trait")."""
    ways = _ways(_lower_outside_brackets(part.strip()))
    if len(ways) == 1:
        return _way(ways[0])
    return Filter(any_of=tuple(_way(w) for w in ways))


def _ways(low: str) -> list[str]:
    """`low` cut where a new way of naming the card starts, never inside a "w/..." clause
    (whose "/" and "or w/" join what the card may have)."""
    cuts = [0]
    clause = False
    for m in _TOKEN.finditer(low):
        token = m[0]
        if token == "w/":
            clause = True
        elif token.startswith(" ") and token != " or ":
            clause = False
        elif not clause and _ALTERNATIVE.match(low, m.start()):
            cuts.append(m.start())
    cuts.append(len(low))
    return [low[a:b].removeprefix("/").removeprefix(" or ").strip() for a, b in pairwise(cuts)]


def _way(lowered: str) -> Filter:
    """One way of naming the card, lower case outside its brackets."""
    name = _NAME.fullmatch(lowered)
    if name is not None:
        return Filter(names=(name[1],))
    if _CLAUSE.fullmatch(lowered) is not None:  # "[X] trait", "[Rapidmon] in name" (ST17-08)
        return Filter(any_of=_clauses(lowered))
    level = _LEVEL.fullmatch(lowered)
    if level is None:
        raise ValueError(f"can't read the cards named by {lowered!r}")
    colors = tuple(level["colors"].split("/")) if level["colors"] else ()
    if any(c not in COLORS for c in colors):
        raise ValueError(f"{level['colors']!r} is not a colour")
    n = int(level["level"])
    fields: dict = {"colors": colors}
    if level["bound"] != "higher":
        fields["max_level"] = n
    if level["bound"] != "lower":
        fields["min_level"] = n
    if level["count"]:
        if level["with"] not in COLORS:
            raise ValueError(f"{level['with']!r} is not a colour")
        fields |= {"color_count": int(level["count"]), "colors": (level["with"],)}
    if level["reqs"]:
        clauses = _clauses(level["reqs"].removeprefix("w/"))
        fields["any_of"] = clauses
    return Filter(**fields)


def _clauses(text: str) -> tuple[Filter, ...]:
    """ "[A]/[B] in name or w/[C] trait": a filter for each way a card may fit."""
    out = []
    for clause in re.split(r" or w/", text):
        m = _CLAUSE.fullmatch(clause)
        if m is None:
            raise ValueError(f"can't read {clause!r}: expected [X] in name, in text or trait")
        words = tuple(_NAME.findall(m["words"]))
        if m["kind"].endswith("name"):
            out.append(Filter(name_contains=words))
        elif m["kind"].endswith("text"):
            out.append(Filter(words_in_text=words))
        else:
            out.append(Filter(traits=words))
    return tuple(out)


def _lower_outside_brackets(text: str) -> str:
    pieces = re.split(r"(\[[^\[\]]+\])", text)
    return "".join(p if p.startswith("[") else p.lower() for p in pieces)
