"""What the selected card can do now: its legal moves, each with its key, plus pass.

Only moves from `game.pending.moves` are listed. Press a move's key or click its line
to make the move; when a key asks for something the card can't do, the reason (with
its rule) is shown here. Pass is listed under its own key `e`, never a move key: the
keys shift as moves come and go, and a stray digit must not end a turn. A roomy
terminal also shows the selected card's text here.
"""

from __future__ import annotations

from enum import StrEnum

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.moves import Move

from .steady import PaintsInLayout, SteadyOptionList, SteadyStatic
from .sync import show

MOVE_KEYS = "1234567890" + "cfjklnquvxyz" + "CFJKLNQUVXYZ" + "ABDEGHIMOPRSTW"
"""The keys of listed moves and answers, in order: the digits, then the letters no table
screen binds (the card game's a p d m e i t g w, a lesson's h s r b, the Arena's o r),
then capitals, which are keys of their own. A list longer than this is clicked."""


def move_key(index: int) -> str:
    """The key of the move at `index` (0-based); "" past the last key."""
    return MOVE_KEYS[index] if index < len(MOVE_KEYS) else ""


def move_bindings() -> list[Binding]:
    """One hidden binding per move key, for the screens that list moves: `choose(n)`."""
    return [Binding(k, f"choose({n})", show=False) for n, k in enumerate(MOVE_KEYS, 1)]


def page_bindings() -> list[Binding]:
    """PgUp and PgDn page the list of moves (a small terminal shows only a few of them):
    `scroll_moves(pages)`."""
    return [
        Binding("pageup", "scroll_moves(-1)", show=False),
        Binding("pagedown", "scroll_moves(1)", show=False),
    ]


MORE = "PgUp PgDn: more moves"
"""The panel's bottom border while the list is longer than the panel."""


def keyed(index: int, text: str) -> Text:
    """A listed move or answer with its key in front, as every list draws it."""
    key = move_key(index)
    return Text.assemble((f"{key} ", "bold"), text) if key else Text(text)


def key_range(listed: int) -> str:
    """What a key outside the list could have been: "the numbers listed are 1 to 4"."""
    if listed == 0:
        return "nothing listed here has a number"
    if listed == 1:
        return "the only number listed is 1"
    if listed <= 9:
        return f"the numbers listed are 1 to {listed}"
    last = move_key(min(listed, len(MOVE_KEYS)) - 1)
    return f"the keys listed are shown beside the moves, from 1 to {last}"


class MovesList(SteadyOptionList):
    """The panel's list of moves: once a layout has sized it, the panel's border says in
    that same frame whether moves are out of view."""

    def sized(self) -> None:
        panel = self.parent
        if isinstance(panel, ActionsPanel):
            with panel.laid_out():
                panel.tell_more()


class ActionsPanel(PaintsInLayout, Vertical):
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
        yield MovesList(id="moves")
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
        options = [
            Option(
                Text.assemble(("e ", "bold"), text)
                if m.verb in self.decline
                else keyed(self.numbered.index(m), text)
            )
            for m, text in moves
        ]
        listing = self.query_one("#moves", SteadyOptionList)
        listing.set_options(options)
        listing.settle()
        self.tell_more()

    def tell_more(self) -> None:
        """Say on the border that PgUp and PgDn reach moves the panel can't show."""
        more = MORE if self.query_one("#moves", SteadyOptionList).max_scroll_y > 0 else ""
        if self.border_subtitle != more:
            self.border_subtitle = more

    def scroll_moves(self, pages: int) -> None:
        moves = self.query_one("#moves", OptionList)
        page = max(1, moves.scrollable_content_region.height - 1)
        moves.scroll_to(y=moves.scroll_y + pages * page, animate=False)

    def show_text(self, text: Text) -> None:
        """The selected card's text (drawn only in a roomy terminal)."""
        show(self.query_one("#card-text", Static), text, layout=True)

    def refuse(self, reason: str) -> None:
        show(self.query_one("#refusal", Static), Text("✗ " + reason, style="bold red"), layout=True)

    def choose(self, number: int, hint: str = "") -> None:
        """Make the move with the `number`th key (1-based); a key not listed is answered,
        not ignored, so a player never wonders whether the key was heard."""
        if 1 <= number <= len(self.numbered):
            self.post_message(self.Chosen(self.numbered[number - 1]))
            return
        self.refuse(f"No move {move_key(number - 1)}: {key_range(len(self.numbered))}{hint}")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.Chosen(self.moves[event.option_index]))
