"""The in-game rules guide: plain-language entries keyed by Comprehensive Rules numbers.

The text lives in ``rules.md`` beside this module so it can be edited as prose; this module
parses it once so the game can show the entry behind a rule number it cites (``find``) or
answer a player's question (``search``).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

__all__ = ["CITED", "Entry", "former_numbers", "entries", "find", "last_cited", "search"]

CITED = re.compile(r"\b\d+(?:-\d+)+\b")
"""A rule number as the log and the refusals cite it (11-4); card numbers (ST1-03)
are not."""
_CHAPTER = re.compile(r"^# (\d+)\. (.+?)\s*$")
_ENTRY = re.compile(r"^## (\d+(?:-\d+)+) (.+?)\s*$")
# Keywords like <Blocker> are written \<Blocker> so Markdown viewers don't take them for HTML.
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def _plain(markdown: str) -> str:
    """Undo Markdown backslash escapes: entries are shown as plain text in the game."""
    return _ESCAPE.sub(r"\1", markdown)


@dataclass(frozen=True)
class Entry:
    """One guide entry.

    ``rule`` is the Comprehensive Rules number ("9-2-1-5"), ``chapter`` the heading of the
    chapter it sits in ("9. Attacking and Battles"), ``text`` the body as plain text (no
    Markdown escapes), paragraphs separated by blank lines and each on one line, so the screen
    can wrap it.
    """

    rule: str
    title: str
    chapter: str
    text: str


def _parse(markdown: str) -> tuple[Entry, ...]:
    """Turn the guide's Markdown into entries, refusing a malformed guide loudly.

    A mistake in the guide should fail the tests, not show a wrong rule in the game.
    """
    found: list[Entry] = []
    chapter_no = chapter = ""
    rule = title = ""
    paragraphs: list[list[str]] = []

    def flush() -> None:
        if not rule:
            return
        text = "\n\n".join(" ".join(" ".join(lines).split()) for lines in paragraphs if lines)
        text = _plain(text)
        if not text:
            raise ValueError(f"rules.md: entry {rule} has no text")
        found.append(Entry(rule, title, chapter, text))

    for number, line in enumerate(markdown.splitlines(), start=1):
        if m := _CHAPTER.match(line):
            flush()
            chapter_no, chapter = m.group(1), f"{m.group(1)}. {_plain(m.group(2))}"
            rule, title, paragraphs = "", "", []
        elif m := _ENTRY.match(line):
            flush()
            rule, title, paragraphs = m.group(1), _plain(m.group(2)), [[]]
            if rule.split("-")[0] != chapter_no:
                raise ValueError(f"rules.md line {number}: {rule} is not in chapter {chapter!r}")
        elif line.startswith("#"):
            raise ValueError(f"rules.md line {number}: unexpected heading {line!r}")
        elif not line.strip():
            if paragraphs and paragraphs[-1]:
                paragraphs.append([])
        elif rule:
            paragraphs[-1].append(line)
        else:
            raise ValueError(f"rules.md line {number}: text outside an entry")
    flush()

    seen: set[str] = set()
    for entry in found:
        if entry.rule in seen:
            raise ValueError(f"rules.md: {entry.rule} appears twice")
        seen.add(entry.rule)
    return tuple(found)


@cache
def entries() -> tuple[Entry, ...]:
    """All entries in guide order. Read through importlib.resources so an installed
    package (wheel, zip) works as well as a source checkout; parsed once per process."""
    markdown = resources.files(__package__).joinpath("rules.md").read_text(encoding="utf-8")
    return _parse(markdown)


@cache
def _by_rule() -> dict[str, Entry]:
    return {entry.rule: entry for entry in entries()}


@cache
def _older() -> dict[str, tuple[str, ...]]:
    """v1.0 rule number -> the v4.2 numbers it became, the one a whole citation becomes
    first, for the map's entries checked by reading both documents (rule_numbers.toml)."""
    text = resources.files(__package__).joinpath("rule_numbers.toml").read_text(encoding="utf-8")
    found: dict[str, tuple[str, ...]] = {}
    for old, e in tomllib.loads(text).items():
        if e.get("checked"):
            cite = e.get("cite", [])
            found[old] = tuple(dict.fromkeys([*cite, *e["v42"]]))
    return found


@cache
def _formerly() -> dict[str, tuple[str, ...]]:
    """A guide entry's number -> the other v1.0 numbers whose rule it now explains (a rule
    v4.2 kept under the same number needs no "formerly")."""
    found: dict[str, list[str]] = {}
    index = _by_rule()
    for old, new in _older().items():
        for number in new:
            if number in index and number != old:
                found.setdefault(number, []).append(old)
    return {number: tuple(olds) for number, olds in found.items()}


@cache
def _in_force() -> frozenset[str]:
    """The rule numbers of the Comprehensive Rules v4.2 (rule_numbers_v4_2.txt)."""
    text = resources.files(__package__).joinpath("rule_numbers_v4_2.txt").read_text("utf-8")
    return frozenset(text.split())


def former_numbers(rule: str) -> tuple[str, ...]:
    """The Comprehensive Rules v1.0 number(s) an entry's rule had, () where none."""
    return _formerly().get(rule, ())


def _nearest(number: str) -> Entry | None:
    """The entry for ``number`` or for its nearest parent rule."""
    index = _by_rule()
    while "-" in number:
        if number in index:
            return index[number]
        number = number.rsplit("-", 1)[0]
    return None


@cache
def _by_former() -> dict[str, Entry]:
    """v1.0 number -> the entry of the v4.2 rule it became (the whole citation's first)."""
    found: dict[str, Entry] = {}
    for old, new in _older().items():
        for number in new:
            if number in _by_rule():
                found.setdefault(old, _by_rule()[number])
    return found


@cache
def _became() -> dict[str, tuple[str, ...]]:
    """v4.2 number -> the v1.0 numbers that became it."""
    found: dict[str, list[str]] = {}
    for old, new in _older().items():
        for number in new:
            found.setdefault(number, []).append(old)
    return {number: tuple(olds) for number, olds in found.items()}


def _through_v1_0(numbers: Iterable[str]) -> Entry | None:
    """The entry of the nearest v1.0 rule (or parent) among ``numbers`` that has one."""
    index = _by_former()
    for number in numbers:
        while "-" in number:
            if number in index:
                return index[number]
            number = number.rsplit("-", 1)[0]
    return None


def find(rule: str) -> Entry | None:
    """The entry for ``rule``, or failing that for its nearest parent rule.

    The engine cites fine-grained numbers (13-1-8-5) while the guide explains whole rules,
    so a citation should still lead to the explanation that covers it. Numbers are the
    Comprehensive Rules v4.2's; where neither a v4.2 rule nor its parents have an entry,
    the v1.0 rule it came from leads to one (the guide was written against v1.0). A v1.0
    number that v4.2 doesn't use finds the entry of the rule it became, so an older log or
    book still leads somewhere right.
    """
    number = rule.strip().rstrip(".")
    if number in _by_rule():
        return _by_rule()[number]
    if number not in _in_force() and number in _older():
        return _through_v1_0([number])
    return _nearest(number) or _through_v1_0(_became().get(number, ()))


def last_cited(lines: Iterable[str]) -> str | None:
    """The rule cited last in `lines` (the last number of the last line citing one): what
    a player reading the log most likely wants explained."""
    for line in reversed(list(lines)):
        numbers = CITED.findall(line)
        if numbers:
            return str(numbers[-1])
    return None


def search(text: str) -> list[Entry]:
    """Entries containing every word of ``text`` (case-insensitive) in their rule number,
    title or body. Entries whose title or number holds more of the words come first, so a
    player asking about "block" sees the rule about blocking before passing mentions of it.
    """
    words = text.lower().split()
    if not words:
        return []
    hits: list[tuple[int, int, Entry]] = []
    for position, entry in enumerate(entries()):
        heading = " ".join((entry.rule, *former_numbers(entry.rule), entry.title)).lower()
        everything = f"{heading} {entry.text.lower()}"
        if all(word in everything for word in words):
            in_heading = sum(word in heading for word in words)
            hits.append((-in_heading, position, entry))
    hits.sort(key=lambda hit: hit[:2])
    return [entry for _, _, entry in hits]
