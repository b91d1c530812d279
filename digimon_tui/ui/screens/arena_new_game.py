"""The new-game form for Digi-Battle Arena: names, decks, and the target score agreed before
the first duel (D: 1,000 points, or lower for a shorter game)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from digimon_tui.arena.loader import BUILTIN_DECKS

from ..setup import SetupError, new_arena_table
from ..table import DEFAULT_NAMES, ArenaTable

TARGETS = (1000, 500, 300, 200, 100)


class ArenaNewGameScreen(Screen[ArenaTable | None]):
    BINDINGS = [Binding("escape", "cancel", "Back"), Binding("ctrl+n", "start", "Start")]

    def compose(self) -> ComposeResult:
        decks = [(f"Starter {name[-1]}", name) for name in BUILTIN_DECKS]
        with VerticalScroll(id="form"):
            yield Static(
                "Digi-Battle (1999) under the Arena rules: secret digivolving, Power Options, "
                "first to the target score wins.",
                id="form-intro",
            )
            with Grid(id="form-grid"):
                for p, default in enumerate(BUILTIN_DECKS):
                    yield Label(f"Player {p + 1}")
                    yield Input(DEFAULT_NAMES[p], id=f"name{p}", compact=True)
                    yield Label("deck")
                    yield Select(
                        decks, value=default, allow_blank=False, id=f"deck{p}", compact=True
                    )
                    yield Label("or file")
                    yield Input(placeholder="path/to/my.deck", id=f"file{p}", compact=True)
            with Horizontal(id="form-row"):
                yield Label("Play to")
                yield Select(
                    [(f"{t} points", t) for t in TARGETS],
                    value=TARGETS[0],
                    allow_blank=False,
                    id="target",
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
        self.query_one("#form").border_title = "New Digi-Battle Arena game"
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
            decks.append(path or str(self.query_one(f"#deck{p}", Select).value))
        target = self.query_one("#target", Select).value
        assert isinstance(target, int)
        seed_text = self.query_one("#seed", Input).value
        try:
            table = new_arena_table(
                decks,
                names,
                target=target,
                seed=int(seed_text) if seed_text else None,
                open_hands=self.query_one("#open", Checkbox).value,
            )
        except SetupError as e:
            self.query_one("#form-error", Static).update(f"✗ {e}")
            return
        self.dismiss(table)

    def action_cancel(self) -> None:
        self.dismiss(None)
