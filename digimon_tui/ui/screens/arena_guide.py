"""The Arena rules guide: every step the game cites, in order, opened at the one the log
(or a refusal) cited last, so a player can read why the game just did what it did."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static

from digimon_tui.arena import guide


class ArenaGuideScreen(Screen[None]):
    BINDINGS = [Binding("escape,r,q", "close", "Back")]

    def __init__(self, cite: str | None = None) -> None:
        super().__init__()
        entry = guide.find(cite) if cite else None
        self.start = guide.entries().index(entry) if entry else 0

    def compose(self) -> ComposeResult:
        with Vertical(id="guide"), Horizontal(id="guide-body"):
            yield OptionList(
                *(Text(f"{e.cite:<5} {e.title}") for e in guide.entries()), id="entries"
            )
            with VerticalScroll(id="entry-view"):
                yield Static(id="entry")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#guide").border_title = "Digi-Battle Arena rules"
        entries = self.query_one("#entries", OptionList)
        entries.highlighted = self.start
        entries.focus()
        self.show_entry(self.start)

    def show_entry(self, index: int) -> None:
        e = guide.entries()[index]
        t = Text(f"{e.cite} {e.title}\n\n", style="bold")
        t.append(e.text)
        self.query_one("#entry", Static).update(t)
        self.query_one("#entry-view").scroll_home(animate=False)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.show_entry(event.option_index)

    def action_close(self) -> None:
        self.dismiss(None)
