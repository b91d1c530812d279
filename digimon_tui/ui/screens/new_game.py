"""The new-game form of the card game: names and decks, who goes first, a seed, and the
table setting. A deck that breaks rule 5-1 is refused here with the reason."""

from __future__ import annotations

from collections.abc import Mapping

from textual.app import ComposeResult
from textual.widgets import Label, Select

from digimon_tui.cards.decks import DECK_LABELS
from digimon_tui.cards.model import Card

from ..setup import new_table
from ..table import Bots, Table
from .game_form import GameForm

FIRST = (("random", None), ("Player 1 goes first", 0), ("Player 2 goes first", 1))


class NewGameScreen(GameForm):
    def __init__(
        self, cards: Mapping[str, Card], card_files: tuple[str, ...] = (), computer: bool = False
    ) -> None:
        options = [(label, name) for name, label in DECK_LABELS.items()]
        super().__init__(options, ("red", "blue"), computer)
        self.cards = cards
        self.card_files = card_files

    def extra_row(self) -> ComposeResult:
        yield Label("First player")
        yield Select(
            [(text, i) for i, (text, _) in enumerate(FIRST)],
            value=0,
            allow_blank=False,
            id="first",
            compact=True,
        )

    def make_table(
        self, names: list[str], decks: list[str], seed: int | None, open_hands: bool, bots: Bots
    ) -> Table:
        choice = self.query_one("#first", Select).value
        assert isinstance(choice, int)
        return new_table(
            self.cards,
            decks,
            names,
            first=FIRST[choice][1],
            seed=seed,
            open_hands=open_hands,
            card_files=self.card_files,
            bots=bots,
        )
