"""A card drawn two ways: as a box, and on one line for the compact layout (a small
terminal). Both faces are kept, so a resize redraws without asking the game again."""

from __future__ import annotations

from rich.text import Text
from textual.app import RenderResult
from textual.widget import Widget

from ..sizes import is_compact


class TwoFaced(Widget):
    """Mixed into a card widget before its Static base: `render` picks the face."""

    faces: tuple[Text, Text] = (Text(), Text())
    """The card as a box, and on one line."""

    def set_faces(self, box: Text, line: Text) -> None:
        if (box, line) != self.faces:
            self.faces = (box, line)
            self.refresh()

    def render(self) -> RenderResult:
        return self.faces[is_compact(self)]
