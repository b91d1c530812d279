"""The Arena rules guide: plain-language entries keyed by the steps the engine cites (A.1 to
E), so the table can open the entry behind the step its log just named.

The text is `guide.md` beside this module, written as prose; it is parsed once, and a
malformed guide is an error rather than a wrong entry shown at the table.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

CITES = ("A.1", "A.2", "A.3", "B", "B.4", "B.5", "B.6", "B.6a", "B.6b", "B.7", "B.8", "C", "D", "E")
"""Every step the engine cites, in the order of the rules."""

CITE = re.compile(r"\((A\.[1-3]|B(?:\.[4-8][ab]?)?|[CDE])\)")
"""A citation as log lines and refusals write it: "(B.8)", "(D)"."""

_HEADING = re.compile(r"^## (\S+) (.+?)\s*$")


@dataclass(frozen=True)
class Entry:
    cite: str
    title: str
    text: str
    """Paragraphs separated by a blank line, each on one line, for the screen to wrap."""


def _parse(markdown: str) -> tuple[Entry, ...]:
    found: list[Entry] = []
    cite = title = ""
    paragraphs: list[list[str]] = [[]]

    def flush() -> None:
        if not cite:
            return
        text = "\n\n".join(" ".join(p) for p in paragraphs if p)
        if not text:
            raise ValueError(f"guide.md: entry {cite} has no text")
        found.append(Entry(cite, title, text))

    for line in markdown.splitlines():
        heading = _HEADING.match(line)
        if heading:
            flush()
            cite, title = heading.groups()
            if cite not in CITES:
                raise ValueError(f"guide.md: entry {cite}: not a step the game cites")
            if any(e.cite == cite for e in found):
                raise ValueError(f"guide.md: entry {cite}: written twice")
            paragraphs = [[]]
        elif line.startswith("#"):
            continue
        elif not line.strip():
            paragraphs.append([])
        elif cite:
            paragraphs[-1].append(line.strip())
    flush()
    missing = [c for c in CITES if c not in {e.cite for e in found}]
    if missing:
        raise ValueError(f"guide.md: no entry for {', '.join(missing)}")
    return tuple(sorted(found, key=lambda e: CITES.index(e.cite)))


@cache
def entries() -> tuple[Entry, ...]:
    return _parse(resources.files("digimon_tui.arena").joinpath("guide.md").read_text("utf-8"))


def find(cite: str) -> Entry | None:
    """The entry for a step, or the nearest one above it ("B.2" is under "B", "A" is A.1)."""
    by_cite = {e.cite: e for e in entries()}
    while cite:
        if cite in by_cite:
            return by_cite[cite]
        if cite == "A":
            return by_cite["A.1"]
        cite = cite[:-1].rstrip(".") if not cite[-1].isdigit() else cite.rpartition(".")[0]
    return None


def last_cite(lines: Sequence[str]) -> str | None:
    """The step most recently cited in these lines (log lines, refusals), newest last."""
    for line in reversed(lines):
        found = CITE.findall(line)
        if found:
            return found[-1]
    return None
