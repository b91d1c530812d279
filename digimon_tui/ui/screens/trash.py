"""A player's trash, newest first: the trash is public, so either player may browse it."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static

from digimon_tui.engine.game import Game

from .card_detail import CardDetailScreen


class TrashScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,q,t", "close", "Close")]

    def __init__(self, g: Game, player: int, name: str) -> None:
        super().__init__(classes="detail")
        self.g = g
        self.cards = list(reversed(g.players[player].trash))
        self.name_text = name

    def compose(self) -> ComposeResult:
        g = self.g
        with Vertical(id="dialog"):
            if not self.cards:
                yield Static("The trash is empty.")
            else:
                yield Static("Newest first. Enter opens a card.", classes="detail-head")
                yield OptionList(
                    *(Text(f"{g.defs[u].number} {g.defs[u].name}") for u in self.cards), id="trash"
                )
        yield Footer()

    def on_mount(self) -> None:
        title = f"{self.name_text}'s trash ({len(self.cards)})"
        self.query_one("#dialog").border_title = Text(title)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.app.push_screen(CardDetailScreen(self.g, self.cards[event.option_index]))

    def action_close(self) -> None:
        self.dismiss(None)
