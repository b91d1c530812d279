"""The Sealed form: two names, the set and how many packs each opens, a seed, and whether
the pools are open to both players. Starting opens both pools; a set that can't be opened
(cards not written yet) is shown on the form with the cards it lacks."""

from __future__ import annotations

import random
from collections.abc import Mapping

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from digimon_tui.cards.model import Card
from digimon_tui.sealed.booster import booster_sets, load_booster
from digimon_tui.sealed.errors import SealedError
from digimon_tui.sealed.match import Match, open_pools

from .. import storage
from ..table import DEFAULT_NAMES

MAX_PACKS = 30


class SealedFormScreen(Screen[Match | None]):
    BINDINGS = [Binding("escape", "cancel", "Back"), Binding("ctrl+n", "start", "Start")]

    def __init__(self, cards: Mapping[str, Card]) -> None:
        super().__init__()
        self.cards = cards

    def compose(self) -> ComposeResult:
        sets = booster_sets()
        with VerticalScroll(id="form"):
            yield Static(
                "Sealed: each player opens the same number of packs of one set, builds a 40-card "
                "deck from them and plays a best-of-three match (Sealed rules).",
                id="form-intro",
            )
            with Grid(id="form-grid"):
                for p in (0, 1):
                    yield Label(f"Player {p + 1}")
                    yield Input(
                        DEFAULT_NAMES[p], id=f"name{p}", compact=True, max_length=storage.MAX_NAME
                    )
                    yield Label("")
                    yield Label("")
                    yield Label("")
                    yield Label("")
            with Horizontal(classes="form-row"):
                yield Label("Set")
                yield Select(
                    [(f"{s} {load_booster(s).name}", s) for s in sets],
                    value=sets[0] if sets else Select.BLANK,
                    allow_blank=not sets,
                    id="set",
                    compact=True,
                )
                yield Label("Packs")
                yield Input("6", id="packs", restrict=r"\d*", max_length=3, compact=True)
            with Horizontal(classes="form-row"):
                yield Label("Seed")
                yield Input(
                    placeholder="random", id="seed", restrict=r"\d*", max_length=18, compact=True
                )
            yield Checkbox(
                "Open pools (both pools shown: no hand-over while opening and building)",
                id="open",
                compact=True,
            )
            yield Static(id="form-error", markup=False)
            with Horizontal(id="form-buttons"):
                yield Button("Start (ctrl+n)", variant="primary", id="start", compact=True)
                yield Button("Back (esc)", id="back", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#form").border_title = "Sealed"
        self.query_one("#name0", Input).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_cancel()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def error(self, text: str) -> None:
        self.query_one("#form-error", Static).update(f"✗ {text}")

    def action_start(self) -> None:
        names = [
            self.query_one(f"#name{p}", Input).value.strip() or DEFAULT_NAMES[p] for p in (0, 1)
        ]
        for p, name in enumerate(names):
            problem = storage.name_problem(name)
            if problem:
                self.error(f"Player {p + 1}: {problem}")
                return
        packs_text = self.query_one("#packs", Input).value
        packs = int(packs_text) if packs_text else 0
        if not 1 <= packs <= MAX_PACKS:
            self.error(f"Packs: from 1 to {MAX_PACKS} (6 suggested by the Sealed rules)")
            return
        seed_text = self.query_one("#seed", Input).value
        seed = int(seed_text) if seed_text else random.randrange(1 << 30)
        chosen = self.query_one("#set", Select).value
        if not isinstance(chosen, str):
            self.error("no set has a booster layout (cards/boosters)")
            return
        try:
            pools = open_pools(load_booster(chosen), self.cards, packs, seed)
        except SealedError as e:
            self.error(str(e))
            return
        match = Match((names[0], names[1]), pools, seed)
        match.open_pools = self.query_one("#open", Checkbox).value
        self.dismiss(match)

    def action_cancel(self) -> None:
        self.dismiss(None)
