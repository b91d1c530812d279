"""A question with a list of answers, as a modal: every engine question but the main phase's.

Keyboard first: each answer's key (1-9, 0, then letters) answers at once, arrows and
Enter work, `i` opens the card an answer is about. Answers are the engine's legal
moves; the screen returns the chosen move's text, or None when a question the person
asked for is cancelled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widget import AwaitMount, Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ..widgets.actions import keyed, move_bindings
from ..widgets.key_bar import KeyBar
from .see_through import SeeThrough
from .settling import Settling, render_ahead


@dataclass(frozen=True)
class Answer:
    move: str
    text: str
    uid: int | None = None
    """A card to open with `i` (the Digimon an answer names)."""


UNDO = "undo"
"""Returned instead of a move when the person takes back the move that led here."""


class ChoiceScreen(Settling, SeeThrough, ModalScreen[str | None]):
    rounds = 2
    BINDINGS = [
        Binding("i", "inspect", "Card detail"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+z", "cancel", show=False),  # where there is no move to take back
        Binding("escape", "cancel", "Cancel", show=False),
        *move_bindings(),
    ]

    def __init__(
        self,
        title: str,
        prompt: str,
        answers: list[Answer],
        *,
        body: Text | None = None,
        cancellable: bool = False,
        inspect: Callable[[int], None] | None = None,
        later: bool = False,
    ) -> None:
        super().__init__(classes="choice")
        self.title_text = title
        self.prompt = prompt
        self.answers = answers
        self.body = body
        self.cancellable = cancellable
        self.inspect = inspect
        self.later = later
        """The screen starts empty, under a hand-over, and `fill` builds its dialog once
        the hand-over is drawn (built with the screen, it would hold back the hand-over's
        first frame)."""
        self.building: AwaitMount | None = None
        """The dialog's mounting, once `fill` has begun it."""

    def compose(self) -> ComposeResult:
        if not self.later:
            yield from self.dialog()

    def dialog(self) -> list[Widget]:
        parts: list[Widget] = [
            Static(Text(self.title_text, style="bold"), id="choice-title"),
            Static(self.prompt, id="choice-prompt", markup=False),
        ]
        if self.body is not None:
            parts.append(Static(self.body, id="choice-body"))
        parts.append(
            OptionList(
                *(Option(keyed(i, a.text)) for i, a in enumerate(self.answers)),
                id="answers",
            )
        )
        hint = "a key or Enter to answer"
        if self.has_cards():
            hint += " · i: card detail"
        parts.append(
            Static(hint + (" · Esc: cancel" if self.cancellable else ""), id="choice-hint")
        )
        return [Vertical(*parts, id="dialog"), KeyBar(id="keys")]

    async def fill(self) -> None:
        """Build the dialog of a screen made `later`; done when it is mounted, whoever
        asked first (the hand-over drawn, or the player's key)."""
        if not self.later or not self.standing():
            return
        if self.building is not None:
            await self.building
            return
        self.building = self.mount_all(self.dialog())
        await self.building
        if self.standing():
            self.point_at_first()
            render_ahead(self)  # the dialog (the board seen beneath it waits for the key)

    def standing(self) -> bool:
        """Still in the app's screens: the players may have left the table (to the title)
        while the hand-over above it was up."""
        return self.is_attached and self in self.app.screen_stack

    def has_cards(self) -> bool:
        """Whether `i` opens anything here: an answer is about a card."""
        return self.inspect is not None and any(a.uid is not None for a in self.answers)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """`i` is offered (and listed) only where an answer has a card to show; undo only
        where the game asks (a question the person asked for, in a replay or a menu,
        is cancelled with Esc, and there is no move to take back)."""
        if action == "inspect":
            return self.has_cards()
        if action == "undo":
            return not self.cancellable
        return True

    def on_mount(self) -> None:
        if not self.later:
            self.point_at_first()

    def point_at_first(self) -> None:
        answers = self.query_one("#answers", OptionList)
        answers.highlighted = 0
        answers.focus()

    def action_choose(self, n: int) -> None:
        if 1 <= n <= len(self.answers):
            self.dismiss(self.answers[n - 1].move)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.answers[event.option_index].move)

    def action_cancel(self) -> None:
        if self.cancellable:
            self.dismiss(None)

    def action_undo(self) -> None:
        self.dismiss(UNDO)

    def action_inspect(self) -> None:
        index = self.query_one("#answers", OptionList).highlighted
        if index is None:
            return
        uid = self.answers[index].uid
        if uid is not None and self.inspect is not None:
            self.inspect(uid)
