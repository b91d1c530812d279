"""The Arena rules guide: plain-language entries keyed by the steps the engine cites (A.1 to
E), so the table can open the entry behind the step its log or a refusal just named.

The text is `guide.md` beside this module, written as prose; it is parsed once, and a
malformed guide is an error rather than a wrong or missing entry shown at the table.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

CITES = ("A.1", "A.2", "A.3", "B", "B.4", "B.5", "B.6", "B.6a", "B.6b", "B.7", "B.8", "C", "D", "E")
"""Every step the engine cites, in the order of the rules; the guide has one entry each."""

CITE = re.compile(r"(?:(?<=\()|(?<![\w.()]))([A-E](?:\.\d+[ab]?)?)(?=\)|:\s)")
"""A citation as the engine writes it: in brackets at the end of a log line ("(B.8)",
"(D)") or leading a refusal or prompt ("B.6a: ..."). Group 1 is the step. Finer steps than
the guide has ("B.2") match too, so `find` can still open the nearest entry."""

_HEADING = re.compile(r"^## (\S+) +(\S.*?)\s*$")


@dataclass(frozen=True)
class Entry:
    """One step of the rules explained, as the guide screen lists and shows it."""

    cite: str
    title: str
    text: str
    """Paragraphs separated by a blank line, each on one line, for the screen to wrap."""


def _parse(markdown: str) -> tuple[Entry, ...]:
    """The entries of a guide, checked: every cited step once, in the rules' order, each
    with text. A mistake raises ValueError naming guide.md and the entry, so an edit that
    breaks the guide fails the tests instead of showing the wrong step at the table."""
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
        if line.startswith("## "):
            heading = _HEADING.match(line)
            if heading is None:
                raise ValueError(f"guide.md: heading {line!r} needs a step and a title")
            flush()
            cite, title = heading.groups()
            if cite not in CITES:
                raise ValueError(f"guide.md: entry {cite}: not a step the game cites")
            if any(e.cite == cite for e in found):
                raise ValueError(f"guide.md: entry {cite}: written twice")
            if found and CITES.index(cite) < CITES.index(found[-1].cite):
                raise ValueError(f"guide.md: entry {cite}: out of order, after {found[-1].cite}")
            paragraphs = [[]]
        elif line.startswith("#"):
            if cite:
                raise ValueError(f"guide.md: entry {cite}: a heading the guide doesn't use")
        elif not line.strip():
            paragraphs.append([])
        elif cite:
            paragraphs[-1].append(line.strip())
    flush()
    missing = [c for c in CITES if c not in {e.cite for e in found}]
    if missing:
        raise ValueError(f"guide.md: no entry for {', '.join(missing)}")
    return tuple(found)


@cache
def entries() -> tuple[Entry, ...]:
    """The guide's entries in the rules' order, read from the installed package (not the
    working directory) and parsed once per run."""
    text = resources.files("digimon_tui.arena").joinpath("guide.md").read_text("utf-8")
    return _parse(text)


@cache
def _by_cite() -> dict[str, Entry]:
    return {e.cite: e for e in entries()}


def find(cite: str) -> Entry | None:
    """The entry for a step, or the nearest one above it, so a finer citation than the
    guide has still opens something useful: "B.6c" is under B.6, "B.2" under B, and a bare
    section without an entry of its own ("A") opens its first step (A.1)."""
    by_cite = _by_cite()
    step = cite.strip()
    while step:
        if step in by_cite:
            return by_cite[step]
        if "." not in step:
            return next((e for e in entries() if e.cite.startswith(step + ".")), None)
        step = step[:-1] if step[-1].isalpha() else step.rpartition(".")[0]
    return None


def last_cite(lines: Sequence[str]) -> str | None:
    """The step most recently cited in these lines (log lines, then refusals; newest last).

    Within a line the first citation counts: a refusal leads with its reason ("C: ...") and
    only then quotes the question still waiting ("now p1 must answer: B.5: ...")."""
    for line in reversed(lines):
        m = CITE.search(line)
        if m:
            return m.group(1)
    return None
