"""Pick a file to open: type a path, or browse to it.

Used for saved games (`*.json`, starting in the saves folder) and scenarios
(`*.toml`, starting in the current folder). Served to a browser, only files inside the
data folder can be opened (`storage.chosen_path`), and the tree starts there.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DirectoryTree, Footer, Input, Static

from .. import storage


class FileTree(DirectoryTree):
    """Folders and files with one suffix, hidden files left out."""

    def __init__(self, path: Path, suffix: str, **kw) -> None:
        super().__init__(path, **kw)
        self.suffix = suffix

    def filter_paths(self, paths: Iterable[Path]) -> Iterable[Path]:
        return [
            p
            for p in paths
            if not p.name.startswith(".") and (p.is_dir() or p.suffix == self.suffix)
        ]


class OpenFileScreen(ModalScreen[Path | None]):
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, start: Path, suffix: str) -> None:
        super().__init__(classes="choice wide")
        self.title_text = title
        root = storage.files_root()
        if root is not None and not start.resolve().is_relative_to(root.resolve()):
            start = root
        self.start = start
        self.suffix = suffix

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(f"Type a path and press Enter, or pick a {self.suffix} file below.")
            yield Input(placeholder=f"path/to/file{self.suffix}", id="path")
            yield Static(id="open-error", markup=False)
            yield FileTree(self.start, self.suffix, id="tree")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#dialog").border_title = self.title_text
        self.query_one("#path", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if text:
            self.chosen(self.in_shown_folder(text))

    def in_shown_folder(self, text: str) -> str:
        """A bare name the player read in the folder shown below is that folder's file
        (at the terminal a relative path is otherwise taken from the working folder, where
        the saves are not); served, every path is already the data folder's."""
        path = Path(text)
        if storage.files_root() is not None or path.is_absolute() or text.startswith("~"):
            return text
        shown = self.start / path
        return str(shown) if shown.is_file() and not path.is_file() else text

    def on_directory_tree_file_selected(self, event: DirectoryTree.FileSelected) -> None:
        event.stop()
        self.chosen(str(event.path))

    def chosen(self, text: str) -> None:
        """Open the file, or say on this screen why it can't be opened from here."""
        try:
            self.dismiss(storage.chosen_path(text))
        except ValueError as e:
            self.query_one("#open-error", Static).update(str(e))

    def action_cancel(self) -> None:
        self.dismiss(None)
