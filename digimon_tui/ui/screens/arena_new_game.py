"""The new-game form for Digi-Battle Arena: names, decks, and the target score agreed before
the first duel (D: 1,000 points, or lower for a shorter game)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Label, Select

from digimon_tui.arena.loader import BUILTIN_DECKS

from ..setup import new_arena_table
from ..table import ArenaTable, Bots
from .game_form import GameForm

TARGETS = (1000, 500, 300, 200, 100)


class ArenaNewGameScreen(GameForm):
    TITLE_TEXT = "New Digi-Battle Arena game"
    INTRO = (
        "Digi-Battle (1999) under the Arena rules: secret digivolving, Power Options, "
        "first to the target score wins."
    )

    def __init__(self) -> None:
        super().__init__([(f"Starter {name[-1]}", name) for name in BUILTIN_DECKS], BUILTIN_DECKS)

    def extra_row(self) -> ComposeResult:
        yield Label("Play to")
        yield Select(
            [(f"{t} points", t) for t in TARGETS],
            value=TARGETS[0],
            allow_blank=False,
            id="target",
            compact=True,
        )

    def make_table(
        self, names: list[str], decks: list[str], seed: int | None, open_hands: bool, bots: Bots
    ) -> ArenaTable:
        target = self.query_one("#target", Select).value
        assert isinstance(target, int)
        return new_arena_table(
            decks, names, target=target, seed=seed, open_hands=open_hands, bots=bots
        )
