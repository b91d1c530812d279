"""Save the game under a name: the path is filled in, Enter saves."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Static


class SaveAsScreen(ModalScreen[Path | None]):
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, default: Path) -> None:
        super().__init__(classes="choice")
        self.default = default

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("Save the game to (Enter saves, Esc cancels):")
            yield Input(str(self.default), id="path")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#dialog").border_title = "Save"
        self.query_one("#path", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        self.dismiss(Path(text).expanduser() if text else None)

    def action_cancel(self) -> None:
        self.dismiss(None)
