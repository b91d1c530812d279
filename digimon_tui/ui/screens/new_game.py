"""The new-game form: each player's name and deck, who goes first, and the table setting.

A deck is a built-in one or a deck file; a deck that breaks rule 5-1 is refused
here with the reason, before any game starts.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from digimon_tui.cards.decks import BUILTIN_DECKS
from digimon_tui.cards.model import Card

from ..setup import SetupError, new_table
from ..table import DEFAULT_NAMES, Table

FIRST = (("random", None), ("Player 1 goes first", 0), ("Player 2 goes first", 1))


class NewGameScreen(Screen[Table | None]):
    BINDINGS = [Binding("escape", "cancel", "Back"), Binding("ctrl+n", "start", "Start")]

    def __init__(self, cards: dict[str, Card]) -> None:
        super().__init__()
        self.cards = cards

    def compose(self) -> ComposeResult:
        decks = [(name, name) for name in BUILTIN_DECKS]
        with VerticalScroll(id="form"):
            with Grid(id="form-grid"):
                for p, default in ((0, "red"), (1, "blue")):
                    yield Label(f"Player {p + 1}")
                    yield Input(DEFAULT_NAMES[p], id=f"name{p}", compact=True)
                    yield Label("deck")
                    yield Select(
                        decks, value=default, allow_blank=False, id=f"deck{p}", compact=True
                    )
                    yield Label("or file")
                    yield Input(placeholder="path/to/my.deck", id=f"file{p}", compact=True)
            with Horizontal(id="form-row"):
                yield Label("First player")
                yield Select(
                    [(text, i) for i, (text, _) in enumerate(FIRST)],
                    value=0,
                    allow_blank=False,
                    id="first",
                    compact=True,
                )
                yield Label("Seed")
                yield Input(placeholder="random", id="seed", restrict=r"\d*", compact=True)
            yield Checkbox(
                "Open hands (teaching table: no hand-over, both hands shown)",
                id="open",
                compact=True,
            )
            yield Static(id="form-error")
            with Horizontal(id="form-buttons"):
                yield Button("Start (ctrl+n)", variant="primary", id="start", compact=True)
                yield Button("Back (esc)", id="back", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#form").border_title = "New game"
        self.query_one("#name0", Input).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_cancel()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def action_start(self) -> None:
        names = []
        decks = []
        for p in (0, 1):
            name = self.query_one(f"#name{p}", Input).value.strip() or DEFAULT_NAMES[p]
            path = self.query_one(f"#file{p}", Input).value.strip()
            names.append(name)
            decks.append(path or str(self.query_one(f"#deck{p}", Select).value))
        choice = self.query_one("#first", Select).value
        assert isinstance(choice, int)
        first = FIRST[choice][1]
        seed_text = self.query_one("#seed", Input).value
        try:
            table = new_table(
                self.cards,
                decks,
                names,
                first=first,
                seed=int(seed_text) if seed_text else None,
                open_hands=self.query_one("#open", Checkbox).value,
            )
        except SetupError as e:
            self.query_one("#form-error", Static).update(f"✗ {e}")
            return
        self.dismiss(table)

    def action_cancel(self) -> None:
        self.dismiss(None)
