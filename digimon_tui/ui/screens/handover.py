"""The hand-over screen: covers the whole table until the next player is ready.

Shown whenever the deciding player changes, so one player's hand is never drawn
while the other is still looking. Any key or a click uncovers the table.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

NEWS = 6
"""At most this many of the latest lines: the log on the table holds the rest."""


class HandoverScreen(Screen[None]):
    def __init__(
        self, to_name: str, from_name: str | None, why: str, news: list[str] | None = None
    ) -> None:
        super().__init__()
        self.to_name = to_name
        self.from_name = from_name
        self.why = why
        self.news = news or []
        """Public log lines since this player last had the keyboard (what they missed)."""

    def compose(self) -> ComposeResult:
        t = Text(justify="center")
        t.append(f"Hand the keyboard to {self.to_name}\n\n", style="bold")
        if self.from_name:
            t.append(f"{self.from_name}, please look away.\n")
        t.append(f"{self.to_name} must decide: {self.why}\n\n")
        if self.news:
            t.append("Since your last turn at the keyboard:\n", style="bold")
            for line in self.news[-NEWS:]:
                t.append(f"{line}\n", style="italic")
            t.append("\n")
        t.append(f"{self.to_name}: press any key when you are ready", style="reverse")
        with Middle(), Center():
            yield Static(t, id="handover")

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        self.dismiss(None)

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.dismiss(None)
