"""A line-by-line hotseat game in a plain terminal: the board, the question, the moves.

Whenever the deciding player changes, the screen is cleared and the next player must
press Enter before their hand is shown, so the other player never sees it. The same loop
plays the card game and Digi-Battle Arena; each brings its own views of the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from digimon_tui.arena import render as arena_render
from digimon_tui.arena import serialize as arena_saves
from digimon_tui.engine import render
from digimon_tui.engine.moves import IllegalMove
from digimon_tui.engine.serialize import undo


class Views(NamedTuple):
    """How a game is shown and taken back: the board for a viewer (None once it is over)."""

    board: Callable[[Any, int | None], str]
    pending: Callable[[Any], str]
    undo: Callable[[Any], Any]
    help: str


CARD_GAME = Views(
    lambda g, viewer: render.board_text(g, show_hands=(0, 1) if viewer is None else (viewer,)),
    render.pending_text,
    undo,
    "Type a move as listed, 'undo', 'log', 'forfeit p1' (or p2) or 'quit'.",
)
ARENA = Views(
    arena_render.board_text,
    arena_render.pending_text,
    arena_saves.undo,
    "Type a move as listed, 'undo', 'log' or 'quit'.",
)


def play_console(game: Any, views: Views = CARD_GAME) -> int:
    shown = 0
    viewer = None
    while game.pending is not None:
        d = game.pending
        if d.player != viewer:
            print("\033[2J\033[H", end="")
            try:
                input(f"Hand the keyboard to {('p1', 'p2')[d.player]} and press Enter... ")
            except EOFError:
                return 0
            viewer = d.player
        for line in game.log_lines[shown:]:
            print(f"  · {line}")
        shown = len(game.log_lines)
        print(views.board(game, d.player))
        print(views.pending(game))
        try:
            text = input("> ").strip()
        except EOFError:
            return 0
        if text in ("quit", "q"):
            return 0
        if text == "log":
            print("\n".join(game.log_lines[-40:]))
            continue
        if text == "undo":
            try:
                game = views.undo(game)
                shown = len(game.log_lines)
            except IllegalMove as e:
                print(f"! {e}")
            continue
        try:
            game.apply(text)
        except IllegalMove as e:
            print(f"! {e}\n{views.help}")
    for line in game.log_lines[shown:]:
        print(f"  · {line}")
    print(views.board(game, None))
    return 0
