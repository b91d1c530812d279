"""What both new-game forms ask alike: each player's name and deck (built-in or a file),
whether the computer plays Player 2, a seed, the teaching table setting, and Start/Back.
A form adds its own row (who goes first, or the target score) and makes the table; a deck
it can't use is shown on the form with the reason, before any game starts."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from .. import storage
from ..setup import SetupError
from ..table import DEFAULT_NAMES, AnyTable, Bots

OPPONENTS: tuple[tuple[str, int | None], ...] = (
    ("a person (hotseat)", None),
    ("the computer", 2),
    ("the computer, easier", 1),
)
"""Who plays Player 2, and the computer's level (`digimon_tui.bots`)."""


class GameForm(Screen[AnyTable | None]):
    BINDINGS = [Binding("escape", "cancel", "Back"), Binding("ctrl+n", "start", "Start")]

    TITLE_TEXT = "New game"
    INTRO: str | None = None

    def __init__(
        self, decks: Sequence[tuple[str, str]], defaults: Sequence[str], computer: bool = False
    ) -> None:
        super().__init__()
        self.decks = list(decks)
        """(shown name, deck name) of the built-in decks."""
        self.defaults = defaults
        self.computer = computer
        """Player 2 starts as the computer ("Play against the computer")."""

    def extra_row(self) -> ComposeResult:
        """The form's own choices, before the seed."""
        yield from ()

    def make_table(
        self, names: list[str], decks: list[str], seed: int | None, open_hands: bool, bots: Bots
    ) -> AnyTable:
        """The new table; raises SetupError with a one-line reason."""
        raise NotImplementedError

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="form"):
            if self.INTRO:
                yield Static(self.INTRO, id="form-intro")
            with Grid(id="form-grid"):
                for p, default in enumerate(self.defaults):
                    yield Label(f"Player {p + 1}")
                    yield Input(
                        DEFAULT_NAMES[p], id=f"name{p}", compact=True, max_length=storage.MAX_NAME
                    )
                    yield Label("deck")
                    yield Select(
                        self.decks, value=default, allow_blank=False, id=f"deck{p}", compact=True
                    )
                    yield Label("or file")
                    yield Input(placeholder="my.deck", id=f"file{p}", compact=True)
            with Horizontal(id="form-opponent", classes="form-row"):
                yield Label("Player 2 is")
                yield Select(
                    [(text, i) for i, (text, _) in enumerate(OPPONENTS)],
                    value=1 if self.computer else 0,
                    allow_blank=False,
                    id="opponent",
                    compact=True,
                )
            with Horizontal(id="form-row", classes="form-row"):
                yield from self.extra_row()
                yield Label("Seed")
                yield Input(
                    placeholder="random", id="seed", restrict=r"\d*", max_length=18, compact=True
                )
            yield Checkbox(
                "Open hands (teaching table: no hand-over, both hands shown)",
                id="open",
                compact=True,
            )
            yield Static(id="form-error", markup=False)
            with Horizontal(id="form-buttons"):
                yield Button("Start (ctrl+n)", variant="primary", id="start", compact=True)
                yield Button("Back (esc)", id="back", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#form").border_title = self.TITLE_TEXT
        self.query_one("#name0", Input).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_cancel()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def action_start(self) -> None:
        names, decks = [], []
        for p in (0, 1):
            names.append(self.query_one(f"#name{p}", Input).value.strip() or DEFAULT_NAMES[p])
            path = self.query_one(f"#file{p}", Input).value.strip()
            if not path:
                decks.append(str(self.query_one(f"#deck{p}", Select).value))
                continue
            try:  # served, a deck file too is read only from inside the data folder
                decks.append(str(storage.chosen_path(path)))
            except ValueError as e:
                self.query_one("#form-error", Static).update(f"✗ Player {p + 1}'s deck: {e}")
                return
        for p, name in enumerate(names):
            problem = storage.name_problem(name)
            if problem:
                self.query_one("#form-error", Static).update(f"✗ Player {p + 1}: {problem}")
                return
        seed_text = self.query_one("#seed", Input).value
        opponent = self.query_one("#opponent", Select).value
        assert isinstance(opponent, int)
        try:
            table = self.make_table(
                names,
                decks,
                int(seed_text) if seed_text else None,
                self.query_one("#open", Checkbox).value,
                (None, OPPONENTS[opponent][1]),
            )
        except SetupError as e:
            self.query_one("#form-error", Static).update(f"✗ {e}")
            return
        self.dismiss(table)

    def action_cancel(self) -> None:
        self.dismiss(None)
