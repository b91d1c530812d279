"""The rules guide: browse by chapter, jump to a rule number, or search the text.

The log and every refusal cite Comprehensive Rules v4.2 numbers; typing one here
(`13-1-8`) opens that rule, and a v1.0 number opens the rule it became. The guide's content comes
from `digimon_tui.guide`.
"""

from __future__ import annotations

import re
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

RULE_NUMBER = re.compile(r"^\d+(?:-\d+)*$")


def _guide() -> Any | None:
    try:
        from digimon_tui import guide
    except ImportError:
        return None
    return guide


def _former(rule: str) -> str:
    """The v1.0 numbers an entry's rule had, for readers of older books: " · v1.0: 9-3"."""
    guide = _guide()
    former = guide.former_numbers(rule) if guide is not None else ()
    return f" · v1.0: {', '.join(former)}" if former else ""


class GuideScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "close", "Back"),
        Binding("slash", "search", "Search"),
    ]

    def __init__(self, rule: str | None = None) -> None:
        super().__init__()
        self.rule = rule
        self.shown: list[Any] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="guide"):
            yield Input(
                placeholder="a rule number (v4.2, or v1.0's) or words to search", id="query"
            )
            with Horizontal(id="guide-body"):
                yield OptionList(id="entries")
                with VerticalScroll(id="entry-view"):
                    yield Static(id="entry")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#guide").border_title = "Rules guide"
        guide = _guide()
        if guide is None:
            self.query_one("#entry", Static).update("The rules guide is not installed yet.")
            return
        self.list_entries(guide.entries())
        if self.rule:
            self.query_one("#query", Input).value = self.rule
            self.lookup(self.rule)
        self.query_one("#entries", OptionList).focus()

    def list_entries(self, entries: list[Any]) -> None:
        """Entries under their chapter headings."""
        self.shown = []
        options: list[Option] = []
        chapter = None
        for e in entries:
            if e.chapter != chapter:
                chapter = e.chapter
                options.append(Option(Text(str(chapter), style="bold"), disabled=True))
                self.shown.append(None)
            options.append(Option(Text(f"  {e.rule} {e.title}")))
            self.shown.append(e)
        entries_list = self.query_one("#entries", OptionList)
        entries_list.set_options(options)
        first = next((i for i, e in enumerate(self.shown) if e is not None), None)
        if first is not None:
            entries_list.highlighted = first
            self.show_entry(self.shown[first])

    def show_entry(self, e: Any) -> None:
        t = Text(f"{e.rule} {e.title}\n", style="bold")
        t.append(f"{e.chapter}{_former(e.rule)}\n\n", style="dim")
        t.append(e.text)
        self.query_one("#entry", Static).update(t)
        self.query_one("#entry-view").scroll_home(animate=False)

    def lookup(self, query: str) -> None:
        guide = _guide()
        if guide is None:
            return
        query = query.strip()
        if not query:
            self.list_entries(guide.entries())
        elif RULE_NUMBER.match(query):
            entry = guide.find(query)
            if entry is None:
                self.query_one("#entry", Static).update(f"No rule {query} in the guide.")
                return
            if entry not in self.shown:
                self.list_entries(guide.entries())
            self.query_one("#entries", OptionList).highlighted = self.shown.index(entry)
            self.show_entry(entry)
        else:
            found = guide.search(query)
            self.list_entries(found)
            if not found:
                self.query_one("#entry", Static).update(f"Nothing found for “{query}”.")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.lookup(event.value)
        self.query_one("#entries", OptionList).focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        e = self.shown[event.option_index] if event.option_index < len(self.shown) else None
        if e is not None:
            self.show_entry(e)

    def action_search(self) -> None:
        self.query_one("#query", Input).focus()

    def action_close(self) -> None:
        self.dismiss(None)
