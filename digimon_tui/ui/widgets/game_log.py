"""The engine's log, as it happens, with the lines a player must not miss lit up.

Security checks and their [Security] effects stand out (they decide games), turn
headers separate turns, and rule numbers are dimmed so the sentence reads first.
"""

from __future__ import annotations

import re

from rich.text import Text
from textual.widgets import RichLog

from .steady import SteadyScroll

RULE = re.compile(r"\((?:[^()]*\d+-\d+[^()]*)\)")


def styled(line: str, rule_style: str = "dim") -> Text:
    """One log line; its rule citations in `rule_style`."""
    t = Text(line)
    if line.startswith("security check") or line.startswith("[Security]"):
        t.stylize("bold black on yellow")
    elif line.startswith("—"):
        t.stylize("bold reverse")
    elif " wins: " in line or "forfeited" in line:
        t.stylize("bold green")
    elif " defeats " in line or line.startswith("a tie"):
        t.stylize("bold")
    elif "is deleted" in line:
        t.stylize("bold red")
    for m in RULE.finditer(line):
        t.stylize(rule_style, m.start(), m.end())
    return t


class GameLog(RichLog, SteadyScroll, can_focus=False):
    RULE_STYLE = "dim"
    """How rule citations are drawn: out of the way at the table."""

    def __init__(self, **kw) -> None:
        super().__init__(wrap=True, min_width=20, markup=False, auto_scroll=True, **kw)
        self._lines: list[str] = []

    def show(self, lines: list[str]) -> None:
        """Append what is new; start over when the log is not a continuation (undo, load)."""
        n = len(self._lines)
        if len(lines) < n or lines[:n] != self._lines:
            self.clear()
            n = 0
        for line in lines[n:]:
            self.write(styled(line, self.RULE_STYLE))
        self._lines = list(lines)
