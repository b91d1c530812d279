"""The terminal's size class, set on every screen so the stylesheet and the board pick a
layout: compact below 100×30 (cards as one-line rows), roomy from 150×45 (the selected
card's text and a longer log beside the board). Textual's breakpoints only restyle the
screen on top; a table under a question must follow a resize too."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from textual.dom import DOMNode, NoScreen

COMPACT = "-compact"
NARROW = "-narrow"
ROOMY = "-roomy"


def size_classes(width: int, height: int) -> dict[str, bool]:
    return {
        COMPACT: width < 100 or height < 30,
        NARROW: width < 120,
        ROOMY: width >= 150 and height >= 45,
    }


def fit(screen: DOMNode, width: int, height: int) -> bool:
    """Set the size classes on a screen; True when they changed."""
    wanted = size_classes(width, height)
    if all(screen.has_class(name) == on for name, on in wanted.items()):
        return False
    screen.update_classes(wanted, animate=False)
    return True


@runtime_checkable
class Refits(Protocol):
    """A screen that draws more than its stylesheet changes when its size classes change.
    Asked by this method, not by its class, so a resize imports no screen."""

    def refit(self) -> None: ...


def is_compact(node: DOMNode) -> bool:
    """Whether the screen a widget is on uses the compact layout."""
    try:
        return node.screen.has_class(COMPACT)
    except NoScreen:
        return False
