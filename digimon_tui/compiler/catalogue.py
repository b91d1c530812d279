"""`digimon-tui cards compile CATALOGUE.json`: a printed catalogue into the project's card files.

A catalogue (the layout of `../shared/reference/dcg/cards/*.json`: facts plus printed
text) is compiled card by card. What is written is facts and compiled definitions, never
the printed text: the text a player reads stays the one generated from the definition.
Each set gets a line of figures: cards, compiled, round-trip exact, failed.
"""

from __future__ import annotations

import html
import json
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from digimon_tui.cards import card_specs
from digimon_tui.cards.errata import apply_to_facts
from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_text, effect_text, link_requirement_text
from digimon_tui.columns import lined_up

from .compile import KINDS, compile_card_text, compile_effects
from .corrections import Correction, corrected
from .errors import CompileError
from .normalise import normalise
from .toml_out import inline

_CATEGORIES = {"Digimon": "digimon", "DigiEgg": "digi-egg", "Tamer": "tamer", "Option": "option"}
_TEXTS = ("effectText", "inheritedEffectText", "securityEffectText")
FORMS = {"ArmorForm": "Armor Form"}
"""Forms the catalogue spells two ways: the cards and the rules print the Armor Form
("[Armor Form] trait", 3-4-7-8), as the catalogue does on 11 cards and not on 25 others, and
only "Armor Form" is what "with [Armor Form] in its traits" finds (2-3-2-3, 2-3-2-4)."""
_LINK_LINE = re.compile(r"\[Link\] (?P<digimon>.+?): Cost (?P<cost>\d+)")
"""A link requirement as the catalogue prints it: "[Link] [Appmon] trait: Cost 1"."""


@dataclass
class SetReport:
    """What compiling one set's cards gave."""

    code: str
    cards: int = 0
    compiled: list[Card] = field(default_factory=list)
    exact: int = 0
    exact_cards: list[Card] = field(default_factory=list)
    """The compiled cards whose round trip is exact, in catalogue order."""
    failed: list[tuple[str, str]] = field(default_factory=list)
    """(card number, why), in catalogue order."""
    corrected: list[tuple[str, Correction]] = field(default_factory=list)
    """(card number, correction) of each known typo corrected (`corrections`)."""


def facts(entry: dict[str, Any]) -> dict[str, Any]:
    """A catalogue entry's printed facts as a card-file table (no effects yet)."""
    kinds = entry.get("kinds") or []
    if len(kinds) != 1 or kinds[0] not in _CATEGORIES:
        raise CompileError(f"a card of kind {'/'.join(kinds) or 'none'} is not in the language")
    category = _CATEGORIES[kinds[0]]
    out: dict[str, Any] = {
        "number": entry["cardId"],
        "name": html.unescape(entry["nameEn"]),  # EX5-064: "Koh &amp; Sayo"
        "category": category,
        "colors": [c.lower() for c in entry.get("colors", [])],
    }
    if category in ("digi-egg", "digimon"):
        out["level"] = entry.get("level")
    if category != "digi-egg":
        out["cost"] = entry.get("playCost")
    if category == "digimon" or (category == "digi-egg" and entry.get("dp")):
        out["dp"] = entry.get("dp")  # a Digi-Egg with DP moves to the battle area (EX2-007)
        out["digivolve"] = [
            {"color": e["color"].lower(), "level": e["level"], "cost": e["memoryCost"]}
            for e in entry.get("evoCosts", [])
        ]
    for key, many in (("form", "forms"), ("attribute", "attributes")):
        if entry.get(many):
            out[key] = entry[many][0]
    if out.get("form") in FORMS:
        out["form"] = FORMS[out["form"]]
    # A second form ("Stnd." and "Appmon") is a trait too (2-3-2-3): kept among the types.
    types = list((entry.get("forms") or [])[1:]) + list(entry.get("types") or [])
    if types:
        out["types"] = types
    if entry.get("rarity"):
        out["rarity"] = entry["rarity"]
    if entry.get("overflowMemory"):  # <Overflow -N> (4-19-1): printed apart from the text
        out["overflow"] = entry["overflowMemory"]
    return {k: v for k, v in out.items() if v not in (None, [])}


def compile_entry(entry: dict[str, Any]) -> tuple[Card, bool]:
    """The card an entry states, and whether its round trip is exact: the text generated
    from the compiled definition reads back as the same definition, and equals the printed
    text once both are normalised. Known typos of the catalogue are corrected first
    (`corrections`)."""
    entry, _ = corrected(entry)
    entry = apply_to_facts(entry)
    texts = [entry.get(key) or "" for key in _TEXTS]
    compiled = compile_card_text(*texts)
    data = facts(entry)
    lines = compiled.facts()
    if "digivolve" in lines:  # requirements by name or trait join those beside the level
        lines["digivolve"] = data.get("digivolve", []) + lines["digivolve"]
    link = _link(entry)
    try:
        card = Card.model_validate(
            {
                **data,
                "effects": compiled.effects,
                "inherited": compiled.inherited,
                "security": compiled.security,
                **lines,
                **({"link": link} if link else {}),
            }
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        raise CompileError(f"not a valid card ({first['msg']})") from None
    exact = _exact(card, texts, apart=bool(data.get("overflow")))
    return card, exact and _link_exact(card, entry)


def _link(entry: dict[str, Any]) -> dict[str, Any] | None:
    """The card's link portion (2-3-11-4) from the catalogue's three fields: its [Link]
    line, link DP and link effect; None for a card without one."""
    line = " ".join((entry.get("linkRequirement") or "").split())
    if not line and not entry.get("linkEffect") and entry.get("linkDp") is None:
        return None
    if not line:
        raise CompileError("a link DP or link effect without its [Link] requirement")
    found = _LINK_LINE.fullmatch(line)
    if found is None:
        raise CompileError("can't read the link requirement", at=line)
    try:
        digimon = card_specs.canonical(found["digimon"])
        card_specs.filters(digimon)
    except ValueError as exc:
        raise CompileError(f"can't read the link requirement ({exc})") from None
    return {
        "requirements": [{"digimon": digimon, "cost": int(found["cost"])}],
        "dp": entry.get("linkDp") or 0,
        "effects": compile_effects(entry.get("linkEffect") or "", "inherited"),
    }


def _link_exact(card: Card, entry: dict[str, Any]) -> bool:
    """The link portion's round trip: its requirement and link effect, generated, read back
    as printed."""
    if card.link is None:
        return True
    line = " ".join((entry.get("linkRequirement") or "").split())
    if [link_requirement_text(r) for r in card.link.requirements] != [line]:
        return False
    text = " ".join(effect_text(e) for e in card.link.effects)
    if compile_effects(text, "inherited") != card.link.effects:
        return False
    return normalise(text) == normalise(entry.get("linkEffect") or "")


def _exact(card: Card, texts: Sequence[str], apart: bool = False) -> bool:
    """`apart`: the card's <Overflow> line is a field of the entry, not part of its text."""
    for kind in KINDS:
        effects = getattr(card, kind)
        again = compile_effects(" ".join(effect_text(e) for e in effects), kind)  # type: ignore[arg-type]
        if again != effects:
            return False
    text_only = {"inherited": (), "security": ()} | ({"overflow": None} if apart else {})
    main = card_text(card.model_copy(update=text_only))
    security = [effect_text(e) for e in card.security]
    inherited = " ".join(effect_text(e) for e in card.inherited)
    printed = [normalise(t) for t in texts]
    if normalise(inherited) != printed[1]:
        return False
    if texts[2]:
        return (
            normalise(" ".join(main)) == printed[0] and normalise(" ".join(security)) == printed[2]
        )
    # Older cards print their [Security] effect among the others: first, last, or between
    # two of them ("[Digivolve] ... [Security] ... <Blocker>").
    return printed[0] in (
        normalise(" ".join(main[:i] + security + main[i:])) for i in range(len(main) + 1)
    )


def compile_catalogue(path: Path) -> dict[str, SetReport]:
    """Every card of a catalogue file, by set."""
    reports: dict[str, SetReport] = {}
    for entry in json.loads(path.read_text(encoding="utf-8")):
        code = entry.get("set") or entry["cardId"].split("-")[0]
        report = reports.setdefault(code, SetReport(code))
        report.cards += 1
        try:
            report.corrected += [(entry["cardId"], c) for c in corrected(entry)[1]]
            card, exact = compile_entry(entry)
        except CompileError as exc:
            report.failed.append((entry["cardId"], str(exc)))
            continue
        report.compiled.append(card)
        report.exact += exact
        if exact:
            report.exact_cards.append(card)
    return reports


def card_file(code: str, cards: Sequence[Card]) -> str:
    """A card file of facts and definitions, in the layout of the built-in ones."""
    lines = [
        f"# {code}: compiled from the printed catalogue by `digimon-tui cards compile`.",
        f'set = "{code}"',
        "compiled = true",
    ]
    for card in cards:
        data = card.model_dump(exclude_defaults=True)
        lines += ["", "[[cards]]"]
        for key, value in data.items():
            if key == "link":
                lines.append(f"link = {inline(value)}")
            elif key in ("effects", "inherited", "security"):
                if key == "security":
                    value = [{k: v for k, v in e.items() if k != "timing"} for e in value]
                lines.append(f"{key} = [")
                lines += [f"  {inline(e)}," for e in value]
                lines.append("]")
            else:
                lines.append(f"{key} = {inline(value)}")
    return "\n".join(lines) + "\n"


def table(reports: Sequence[SetReport]) -> list[str]:
    """The figures, one line a set, and a total line."""
    rows = [("set", "cards", "compiled", "round-trip exact", "failed")]
    for r in reports:
        rows.append((r.code, str(r.cards), str(len(r.compiled)), str(r.exact), str(len(r.failed))))
    if len(reports) > 1:
        rows.append(
            (
                "all",
                str(sum(r.cards for r in reports)),
                str(sum(len(r.compiled) for r in reports)),
                str(sum(r.exact for r in reports)),
                str(sum(len(r.failed) for r in reports)),
            )
        )
    return lined_up(rows, left=1)


def main(
    catalogues: Sequence[str],
    out: str | None = None,
    *,
    exact: bool = False,
) -> int:
    """Compile catalogue files; print the table and each failure with the phrase it
    stopped at; write `out` when given (one set): every compiled card, or with `exact`
    those whose round trip is exact. The file is written before anything is printed, so a
    reader that stops reading (`| head`) doesn't lose it. 0, or 2 if a file can't be used."""
    reports: list[SetReport] = []
    for name in catalogues:
        try:
            reports += compile_catalogue(Path(name)).values()
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"digimon-tui: {name}: not a card catalogue ({exc})", file=sys.stderr)
            return 2
    if out is not None and len(reports) != 1:
        sets = ", ".join(r.code for r in reports) or "none"
        print(f"digimon-tui: --out takes a catalogue of one set (got: {sets})", file=sys.stderr)
        return 2
    written = None
    if out is not None:
        written = reports[0].exact_cards if exact else reports[0].compiled
        Path(out).write_text(card_file(reports[0].code, written), encoding="utf-8")
    for line in table(reports):
        print(line)
    for report in reports:
        for number, c in report.corrected:
            print(f"{number}: corrected {c.wrong!r} to {c.right!r} ({c.why})")
        for number, why in report.failed:
            print(f"{number}: {why}")
    if written is not None:
        print(f"{out}: {len(written)} cards written")
    return 0
