"""The "Why not" panel of a teaching table: beside the legal moves, what each card can't
do now and the rule that says so (`refused`). It takes the log's place while shown and
scrolls when the list is longer than the room (page up / page down)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from digimon_tui.engine.game import Game

from ..refused import refused
from .sync import show


def why_not_text(g: Game) -> Text:
    """Each card in bold, then its refused actions with the reasons."""
    d = g.pending
    if d is None or d.kind != "main":
        return Text("Only main-phase decisions have alternatives to explain.", style="italic")
    found = refused(g)
    if not found:
        return Text("Every card can do all it could do: nothing is refused now.", style="italic")
    t = Text()
    for i, entry in enumerate(found):
        if i:
            t.append("\n")
        t.append(entry.card, style="bold")
        for action, reason in entry.actions:
            t.append("\n✗ ", style="red")
            t.append(f"{action}: ", style="bold")
            t.append(reason)
    return t


class WhyNotPanel(VerticalScroll, can_focus=False):
    def compose(self) -> ComposeResult:
        yield Static(id="why-not-text")

    def on_mount(self) -> None:
        self.border_title = "Why not (w hides)"

    def show(self, g: Game) -> None:
        show(self.query_one("#why-not-text", Static), why_not_text(g), layout=True)
