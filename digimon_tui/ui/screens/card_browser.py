"""The card browser: search the whole pool as you type, and read the chosen card.

The query is `cards search`'s (words, "phrases", `color:red level:5 keyword:blocker`);
the list shows the first matches, the panel beside it the highlighted card's facts and
generated text. The index is built when the screen opens, not when the app starts.
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from digimon_tui.cards.model import Card
from digimon_tui.cards.search import CardIndex, SearchError

from .card_detail import card_body

SHOWN = 200
"""Matches listed at most: a list of every card would only slow the typing down."""


class CardBrowserScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("ctrl+f", "focus_query", "Search", show=True),
    ]

    def __init__(self, cards: Mapping[str, Card]) -> None:
        super().__init__()
        self.index = CardIndex(cards.values())
        self.found: list[Card] = []

    def compose(self) -> ComposeResult:
        yield Static(Text("Cards: search every card", style="bold"), id="browser-head")
        yield Input(
            placeholder='e.g. greymon · color:red level:5 · keyword:blocker "delete"',
            id="browser-query",
            compact=True,
        )
        yield Static(id="browser-status")
        with Horizontal(id="browser-body"):
            yield OptionList(id="browser-results")
            with VerticalScroll(id="browser-view"):
                yield Static(id="browser-text")
        yield Footer()

    def on_mount(self) -> None:
        self.show("")
        self.query_one("#browser-query", Input).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self.show(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in the search box goes to the results."""
        event.stop()
        self.query_one("#browser-results", OptionList).focus()

    def show(self, query: str) -> None:
        """List the cards the query finds; a query that can't be read says why."""
        status = self.query_one("#browser-status", Static)
        try:
            self.found = self.index.search(query)
        except SearchError as e:
            status.update(Text(str(e), style="red"))
            return
        total = len(self.found)
        shown = self.found[:SHOWN]
        more = f" (the first {SHOWN} shown)" if total > SHOWN else ""
        status.update(Text(f"{total} of {len(self.index)} cards{more}", style="dim"))
        results = self.query_one("#browser-results", OptionList)
        results.set_options(  # a name is text, not markup: `[red]` shows as typed
            Option(Text(f"{card.number} {card.name}"), id=str(i)) for i, card in enumerate(shown)
        )
        if shown:
            results.highlighted = 0
        self.read(shown[0] if shown else None)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Read the list's highlighted card, not the event's: typing replaces the list
        before the events of the one it replaced arrive."""
        event.stop()
        option = event.option_list.highlighted_option
        self.read(self.found[int(option.id)] if option is not None and option.id else None)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on a card goes to its text, to scroll a long one."""
        event.stop()
        self.query_one("#browser-view", VerticalScroll).focus()

    def read(self, card: Card | None) -> None:
        body = card_body(card) if card is not None else Text("No card matches.", style="dim")
        self.query_one("#browser-text", Static).update(body)
        self.query_one("#browser-view", VerticalScroll).scroll_home(animate=False)

    def action_focus_query(self) -> None:
        self.query_one("#browser-query", Input).focus()

    def action_back(self) -> None:
        self.app.pop_screen()
