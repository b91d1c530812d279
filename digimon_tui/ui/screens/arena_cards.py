"""Arena cards up close: one card's generated text, or a player's Offline pile (face up,
so either player may look through it)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static

from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.text import card_text

from ..arena_labels import short


def card_body(g: ArenaGame, number: str) -> Text:
    lines = card_text(g.cards[number])
    t = Text(lines[0], style="bold")
    for line in lines[1:]:
        t.append("\n" + line)
    card = g.cards[number]
    description = getattr(card, "description", None)
    if description:
        t.append(f"\n\n{description}", style="dim italic")
    return t


class ArenaCardScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,q,i", "close", "Close")]

    def __init__(self, g: ArenaGame, number: str) -> None:
        super().__init__(classes="detail")
        self.g = g
        self.number = number

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"), VerticalScroll(id="detail-text"):
            yield Static(card_body(self.g, self.number))
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#dialog").border_title = Text(self.g.cards[self.number].name)

    def action_close(self) -> None:
        self.dismiss(None)


class OfflineScreen(ModalScreen[None]):
    """A player's Offline pile, newest first; Enter opens a card."""

    BINDINGS = [Binding("escape,q", "close", "Close")]

    def __init__(self, g: ArenaGame, player: int, name: str) -> None:
        super().__init__(classes="detail")
        self.g = g
        self.cards = list(reversed(g.sides[player].offline))
        self.owner = name

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            if self.cards:
                yield Static("Newest first. Enter opens a card.", classes="detail-head")
                yield OptionList(*(short(self.g.cards[n]) for n in self.cards), id="trash")
            else:
                yield Static("Nothing is Offline yet.")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#dialog").border_title = Text(f"{self.owner}'s Offline ({len(self.cards)})")
        for pile in self.query("#trash"):
            pile.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.app.push_screen(ArenaCardScreen(self.g, self.cards[event.option_index]))

    def action_close(self) -> None:
        self.dismiss(None)
