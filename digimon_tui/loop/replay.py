"""Saves of either game: the header they share, and replaying their moves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from digimon_tui.files import bad_character

from .moves import IllegalMove


def apply_moves(g: Any, moves: Sequence[str]) -> Any:
    """Make the moves of a save on a game of either kind; a move that no longer fits is a
    ValueError naming it, so a damaged save is refused with a reason."""
    for i, move in enumerate(moves):
        try:
            g.apply(move)
        except IllegalMove as e:
            raise ValueError(f"move {i + 1} '{move}' does not replay: {e}") from None
    return g


MAX_MOVE = 200
"""Longer than any move the notation writes: a longer one is damage, refused up front."""


def check_header(data: Any, save_format: str) -> list[Any]:
    """A save's shape common to both games: its format, version and moves (a list of
    move texts); returns the moves. A ValueError says what is wrong, in one line."""
    if not isinstance(data, dict) or data.get("format") != save_format:
        raise ValueError(f"not a {save_format} file")
    version = data.get("version")
    if type(version) is not int or version != 1:
        raise ValueError(f"unsupported save version {shown(version)}")
    moves = data.get("moves")
    if not isinstance(moves, list):
        raise ValueError("moves: expected a list of moves")
    for i, move in enumerate(moves, start=1):
        if not isinstance(move, str) or not 0 < len(move) <= MAX_MOVE or bad_character(move):
            raise ValueError(f"move {i}: expected a move such as 'pass', got {shown(move)}")
    if not isinstance(data.get("setup"), dict):
        raise ValueError("setup: expected a table")
    return moves


def shown(value: Any) -> str:
    """A value from a file, cut to fit in a one-line message."""
    text = ascii(value) if isinstance(value, str) else type(value).__name__
    if isinstance(value, int | float) and not isinstance(value, bool):
        text = str(value)
    return text if len(text) <= 40 else text[:37] + "..."
