"""What the selected card can do now: its legal moves, numbered, plus pass.

Only moves from `game.pending.moves` are listed. Press a number or click a line to
make the move; when a key asks for something the card can't do, the reason (with
its rule) is shown here. Pass is listed under its own key `e`, never a number: the
numbers shift as moves come and go, and a stray digit must not end a turn. A roomy
terminal also shows the selected card's text here.
"""

from __future__ import annotations

from enum import StrEnum

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.moves import Move

from .steady import SteadyOptionList, SteadyStatic
from .sync import show


class ActionsPanel(Vertical):
    class Chosen(Message):
        def __init__(self, move: Move) -> None:
            super().__init__()
            self.move = move

    def __init__(self, decline: frozenset[StrEnum] = frozenset({Verb.PASS}), **kw) -> None:
        super().__init__(**kw)
        self.decline = decline
        """Verbs listed under the key `e` rather than a number."""
        self.moves: list[Move] = []
        self.numbered: list[Move] = []
        self.listed: list[tuple[Move, str]] = []

    def compose(self) -> ComposeResult:
        yield Static(id="selection")
        yield Static(id="card-text")
        yield SteadyOptionList(id="moves")
        yield SteadyStatic(id="refusal")

    def show(self, heading: Text, moves: list[tuple[Move, str]], note: str = "") -> None:
        """The selection, its moves, and a note on what it can't do (dim)."""
        show(self.query_one("#selection", Static), heading)
        show(self.query_one("#refusal", Static), Text(note, style="dim italic"), layout=True)
        if moves == self.listed:
            return
        self.listed = moves
        self.moves = [m for m, _ in moves]
        self.numbered = [m for m in self.moves if m.verb not in self.decline]
        options = []
        for m, text in moves:
            key = "e" if m.verb in self.decline else str(self.numbered.index(m) + 1)
            options.append(
                Option(Text.assemble((f"{key} ", "bold"), text) if len(key) == 1 else Text(text))
            )
        self.query_one("#moves", OptionList).set_options(options)

    def show_text(self, text: Text) -> None:
        """The selected card's text (drawn only in a roomy terminal)."""
        show(self.query_one("#card-text", Static), text, layout=True)

    def refuse(self, reason: str) -> None:
        show(self.query_one("#refusal", Static), Text("✗ " + reason, style="bold red"), layout=True)

    def choose(self, number: int, hint: str = "") -> None:
        """Make the move numbered `number` (1-based); a number not listed is answered, not
        ignored, so a player never wonders whether the key was heard."""
        if 1 <= number <= len(self.numbered):
            self.post_message(self.Chosen(self.numbered[number - 1]))
            return
        listed = len(self.numbered)
        if listed == 0:
            there = "nothing listed here has a number"
        elif listed == 1:
            there = "the only number listed is 1"
        else:
            there = f"the numbers listed are 1 to {listed}"
        self.refuse(f"No move {number}: {there}{hint}")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.Chosen(self.moves[event.option_index]))
