"""Shown instead of the app while the terminal is too small to draw the table."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

MIN_WIDTH = 80
MIN_HEIGHT = 24


def too_small(width: int, height: int) -> bool:
    return width < MIN_WIDTH or height < MIN_HEIGHT


class TooSmallScreen(Screen[None]):
    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(id="too-small")

    def on_mount(self) -> None:
        self.show_size()

    def on_resize(self) -> None:
        self.show_size()

    def on_screen_resume(self) -> None:
        """A screen opened over this one while the terminal was small may close after the
        terminal grew: then this one has nothing left to cover."""
        if not too_small(*self.app.size):
            self.app.pop_screen()
        else:
            self.show_size()

    def show_size(self) -> None:
        w, h = self.app.size
        self.query_one("#too-small", Static).update(
            f"The terminal is {w}×{h}: the table needs at least {MIN_WIDTH}×{MIN_HEIGHT}.\n"
            "Make the window larger (or the font smaller) to go on.\n"
            "Your game is kept. ctrl+q quits."
        )
