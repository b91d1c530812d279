"""Screens that appear in one frame.

Textual lays a pushed screen out two or three times before it holds still: when it is
mounted, again once its widgets know their sizes, and once more when the mount completes.
Each layout was a frame, so a hand-over, a question or the card detail appeared in two to
four frames over some 100 ms (and every frame of a question repainted the board seen
beneath it). A `Settling` screen paints nothing until those layouts are done, then
paints once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.screen import Screen

    _Screen = Screen[Any]
else:
    _Screen = object  # a mixin: Textual's CSS follows a screen's first DOM base class


def hidden(screen: _Screen) -> bool:
    """Whether a full screen (the hand-over) on top hides `screen`: Textual would repaint
    the screen on top, every cell of it, at each change beneath (it counts every screen
    down to the first opaque one as showing through, the top's own opacity aside)."""
    top = screen.app.screen
    return top is not screen and top.styles.background.a == 1


def forget_changes(screen: _Screen) -> None:
    """Drop what a hidden screen would repaint: it is painted in full when uncovered."""
    screen._compositor._dirty_regions.clear()
    screen._dirty_widgets.clear()


def render_ahead(screen: _Screen) -> None:
    """Lay out and render a hidden screen now, while the hand-over covers it (nothing is
    shown): its widgets keep what they rendered, so the key that uncovers it has only
    what changed since to render."""
    if hidden(screen):
        screen._refresh_layout(screen.app.size)
        screen._compositor.render_update(full=True)


class Settling(_Screen):
    """Mixed in before the screen's class."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.settled = False
        """Its layouts are done: it paints from now on."""
        self.held = False
        """A frame was held back, to paint when it settles (none is while the app holds
        every frame: `App.batch_update`, whose end paints it)."""
        self.waiting: list[Callable[[], object]] = []
        """What runs once its frame is painted (`after_settled`)."""

    rounds = 1
    """Refresh rounds before it paints: its mount's layouts are done in one; a question
    over the table takes two, the second for the layout that the hand-over screen's
    removal (just before it) asks for."""

    def on_mount(self) -> None:
        self.wait_rounds(self.rounds)

    def wait_rounds(self, rounds: int) -> None:
        if rounds > 1:
            self.call_after_refresh(self.wait_rounds, rounds - 1)
        else:
            self.call_after_refresh(self.settle)

    def settle(self) -> None:
        self.settled = True
        if self.held:
            self.refresh()
        for callback in self.waiting:
            self.call_after_refresh(callback)
        self.waiting.clear()

    def after_settled(self, callback: Callable[[], object]) -> None:
        """Run `callback` once the screen's frame is painted (work that can wait for it)."""
        if self.settled:
            self.call_after_refresh(callback)
        else:
            self.waiting.append(callback)

    def _compositor_refresh(self) -> None:
        if hidden(self):
            forget_changes(self)
            return
        if self is self.app.screen:
            if not self.settled:
                self.held = True  # what is dirty stays dirty: `settle` paints it all
                return
            if self._repaint_required:
                return  # the repaint of every cell that is due next paints this too
        super()._compositor_refresh()
