"""Asking the other player to agree to an undo (see `undo_policy`).

A whole screen, like the hand-over screen, so the asking player's hand is not drawn
while the other player reads the question. `y` allows, `n` or Escape does not; other
keys do nothing, so a stray key can't decide for them.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static


class ConsentScreen(Screen[bool]):
    def __init__(self, asked: str, asking: str, question: str) -> None:
        super().__init__()
        self.asked = asked
        self.asking = asking
        self.question = question

    def compose(self) -> ComposeResult:
        t = Text(justify="center")
        t.append(f"Hand the keyboard to {self.asked}\n\n", style="bold")
        t.append(f"{self.asking}, please look away.\n\n")
        t.append(f"{self.question}\n\n")
        t.append(f"{self.asked}: y to allow, n not to", style="reverse")
        with Middle(), Center():
            yield Static(t, id="consent")

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        if event.key == "y":
            self.dismiss(True)
        elif event.key in ("n", "escape"):
            self.dismiss(False)
