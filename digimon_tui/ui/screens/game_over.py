"""The end of a game: who won and the rule that decided it, then what next."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from digimon_tui.words import counted

from ..table import AnyTable, ArenaTable, SealedTable

CHOICES = (
    ("rematch", "Rematch", "r"),
    ("new", "New game", "n"),
    ("log", "Save the log", "s"),
    ("board", "Look at the board", "b"),
    ("title", "Title screen", "t"),
)


MATCH_CHOICES = (
    ("next", "Continue the match", "c"),
    ("log", "Save the log", "s"),
    ("board", "Look at the board", "b"),
    ("title", "Title screen (the match is kept)", "t"),
)
"""After a game of a Sealed match: the match goes on (scoring, sideboarding)."""


def choices(table: AnyTable) -> tuple[tuple[str, str, str], ...]:
    return MATCH_CHOICES if isinstance(table, SealedTable) else CHOICES


def match_score(table: SealedTable) -> str:
    """The match score with this game counted."""
    m = table.match
    assert m is not None
    score = list(m.score)
    if table.game.winner in ("p1", "p2"):
        score[0 if table.game.winner == "p1" else 1] += 1
    return f"\nMatch: {m.names[0]} {score[0]} – {score[1]} {m.names[1]} (best of three)"


def result_text(table: AnyTable) -> Text:
    g = table.game
    t = Text(justify="center")
    winner = 1 if g.winner == "p2" else 0
    if g.winner == "draw":
        t.append("A draw\n", style="bold")
    else:
        t.append(f"{table.name(winner)} wins!\n", style="bold green")
    t.append(f"{g.win_reason}\n", style="italic")
    if isinstance(table, ArenaTable):
        sides = table.game.sides
        scores = f"{sides[winner].score} to {sides[1 - winner].score}"  # the winner's first
        duels = counted(table.game.duel, "duel")
        t.append(f"{scores} after {duels} and {counted(len(g.moves), 'move')}")
    else:
        t.append(f"on turn {table.game.turn_number}, after {counted(len(g.moves), 'move')}")
    if isinstance(table, SealedTable) and table.match is not None:
        t.append(match_score(table), style="bold")
    return t


class GameOverScreen(ModalScreen[str]):
    """Dismisses with one of the CHOICES keys; the game screen acts on it."""

    BINDINGS = [
        *(Binding(key, f"choose('{name}')", label) for name, label, key in CHOICES),
        Binding("c", "choose('next')", "Continue the match", show=False),
        Binding("escape", "choose('board')", "Board", show=False),
    ]

    def __init__(self, table: AnyTable) -> None:
        super().__init__(classes="choice")
        self.table = table
        self.choices = choices(table)

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(result_text(self.table), id="result")
            yield OptionList(
                *(
                    Option(Text.assemble((f"{key}  ", "bold"), label), id=name)
                    for name, label, key in self.choices
                ),
                id="answers",
            )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#dialog").border_title = "Game over"
        self.query_one("#answers", OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        assert event.option.id is not None
        self.dismiss(event.option.id)

    def action_choose(self, name: str) -> None:
        if any(name == choice for choice, _, _ in self.choices):
            self.dismiss(name)
