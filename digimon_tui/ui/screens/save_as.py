"""Save the game under a name: the path is filled in, Enter saves, and a file already
there is overwritten only once the player says so. Served to a browser, the name is a
path inside the data folder (`storage.chosen_path`)."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Static

from .. import storage
from .choice import Answer, ChoiceScreen


class SaveAsScreen(ModalScreen[Path | None]):
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, default: Path, what: str = "the game") -> None:
        super().__init__(classes="choice")
        self.what = what
        root = storage.files_root()
        if root is not None and default.is_relative_to(root):
            default = default.relative_to(root)
        self.default = default

    def compose(self) -> ComposeResult:
        where = " a path in the data folder" if storage.files_root() else ""
        with Vertical(id="dialog"):
            yield Static(f"Save {self.what} to{where} (Enter saves, Esc cancels):")
            yield Input(str(self.default), id="path")
            yield Static(id="save-error", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#dialog").border_title = "Save"
        self.query_one("#path", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text:
            self.dismiss(None)
            return
        try:
            path = storage.chosen_path(text, saving=True)
        except ValueError as e:
            self.refuse(str(e))
            return
        if path.is_dir():
            self.refuse(f"{text}: is a folder; add a file name")
        elif path.exists() or path.is_symlink():
            self.ask_overwrite(text, path)
        else:
            self.dismiss(path)

    def ask_overwrite(self, text: str, path: Path) -> None:
        """A file of that name is there: replace it only if the player says so."""
        answers = [
            Answer("keep", "No, keep it: choose another name"),
            Answer("yes", "Overwrite it"),
        ]

        def answered(answer: str | None) -> None:
            if answer == "yes":
                self.dismiss(path)
            else:
                self.refuse(f"{text}: already there, kept")

        question = f"{text} already exists. Overwrite it with {self.what}?"
        self.app.push_screen(
            ChoiceScreen("Overwrite?", question, answers, cancellable=True), answered
        )

    def refuse(self, why: str) -> None:
        self.query_one("#save-error", Static).update(why)
        self.query_one("#path", Input).focus()

    def action_cancel(self) -> None:
        self.dismiss(None)
