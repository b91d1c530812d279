"""Modal screens that show the screen beneath them as it is.

A question is asked over the board, which the player needs to see to answer it. Textual
draws a see-through modal's background by turning the screen beneath into Rich segments,
blending its background colour into each of them (even a colour with no alpha) and
cutting the lines again: a full repaint of the board, cell by cell, at every frame of the
modal (some 20 ms at 120x40, a fifth of the hand-over to a question). Drawn here from the
lines of the screen beneath, with only their click actions taken out (the board's links
must not answer a click on the modal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual._context import visible_screen_stack
from textual.css.styles import RulesMap
from textual.geometry import Size
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual

if TYPE_CHECKING:
    from textual.screen import Screen

    _Screen = Screen[Any]
else:
    _Screen = object  # a mixin: Textual's CSS follows a screen's first DOM base class


def without_actions(strip: Strip) -> Strip:
    """A line of the screen beneath with no click actions: most have none to take out."""
    if not any(s.style is not None and s.style._meta for s in strip):
        return strip
    return strip.discard_meta()


class Beneath(Visual):
    """The screen beneath a modal, drawn as its own lines."""

    def __init__(self, screen: _Screen) -> None:
        self.screen = screen

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        size = Size(width, self.screen.size.height if height is None else height)
        return [without_actions(s) for s in self.screen._compositor.render_strips(size)]

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return container_width

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.screen.size.height


class SeeThrough(_Screen):
    """Mixed in before a modal screen whose background is fully transparent."""

    def render(self) -> Any:
        try:
            stack = visible_screen_stack.get()
        except LookupError:
            return super().render()
        if not stack or stack[-1] is self or self.styles.background.a != 0:
            return super().render()
        return Beneath(stack.pop())  # as Textual's own takes the screen beneath
