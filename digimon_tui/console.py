"""A line-by-line hotseat game in a plain terminal: the board, the question, the moves.

Whenever the deciding player changes, the screen and the terminal's scrollback are
cleared and the next player must press Enter before their hand is shown, so the other
player never sees it, not even by scrolling back. The same loop plays the card game and
Digi-Battle Arena; each brings its own views of the game. Undo follows `undo_policy`,
asking the other player on a line when it must. A seat the computer plays answers by
itself (its moves show in the log lines) and needs no hand-over.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, NamedTuple

from digimon_tui.arena import render as arena_render
from digimon_tui.engine import render
from digimon_tui.loop.moves import IllegalMove
from digimon_tui.ui.table import AnyTable, ArenaTable
from digimon_tui.undo_policy import Undo, consent_question

CLEAR = "\033[H\033[2J\033[3J"
"""Go home, clear the screen, then the scrollback (3J, in xterm-like terminals). In this
order because tmux (and VTE) push the cleared screen into the scrollback: clearing the
scrollback first would leave the screen's hand there."""


class Views(NamedTuple):
    """How a game is shown: the board for a viewer (None once it is over), the question."""

    board: Callable[[Any, int | None], str]
    pending: Callable[[Any], str]
    help: str


CARD_GAME = Views(
    lambda g, viewer: render.board_text(g, show_hands=(0, 1) if viewer is None else (viewer,)),
    render.pending_text,
    "Type a move as listed, 'undo', 'log', 'forfeit p1' (or p2) or 'quit'.",
)
ARENA = Views(
    arena_render.board_text,
    arena_render.pending_text,
    "Type a move as listed, 'undo', 'log' or 'quit'.",
)


def discard_typed_ahead() -> None:
    """Throw away what was typed at a terminal before the hand-over prompt: the player
    handing over (an Enter pressed twice) must not answer for the next one. Piped input
    (a script of moves) is kept."""
    if not sys.stdin.isatty():
        return
    try:
        import termios
    except ImportError:  # no terminal control here (Windows): nothing to discard with
        return
    try:
        termios.tcflush(sys.stdin.fileno(), termios.TCIFLUSH)
    except (OSError, termios.error):
        return


def hand_over(table: AnyTable, player: int) -> str | None:
    """Clear everything and wait for `player`; a line they type here is their first answer
    (None: the input ended)."""
    print(CLEAR, end="")
    discard_typed_ahead()
    try:
        return input(f"Hand the keyboard to {table.name(player)} and press Enter... ").strip()
    except EOFError:
        return None


def undo(table: AnyTable, viewer: int) -> bool:
    """Take back the last move if the policy allows, asking the other player when it must;
    True when the other player had the keyboard (so it must be handed back). Facing the
    computer, the person's last move goes with the computer's answers since."""
    if table.bots[1 - viewer] is not None:
        if table.take_back_against_computer(viewer) is None:
            print("! Can't undo: you have made no move in this game yet")
        return False
    verdict = table.undo_check(viewer)
    if verdict.kind is Undo.REFUSED:
        print(f"! Can't undo: {verdict.reason}")
        return False
    if verdict.kind is Undo.FREE:
        table.take_back(verdict.words, viewer)
        return False
    other = 1 - viewer
    print(CLEAR, end="")
    question = consent_question(verdict, table.name(viewer), table.name(other))
    try:
        answer = input(f"{question} [y/N] ").strip().lower()
    except EOFError:
        answer = ""
    if answer in ("y", "yes"):
        table.take_back(verdict.words, viewer, other)
    else:
        table.kept(verdict.words, other)
    return True


def play_console(table: AnyTable) -> int:
    """Play the table's game to its end."""
    views = ARENA if isinstance(table, ArenaTable) else CARD_GAME
    shown = 0
    viewer: int | None = None
    typed: str | None = ""
    while table.game.pending is not None:
        d = table.game.pending
        bot = table.bot(d.player)
        if bot is not None:
            table.apply(str(bot.choose(table.game)))
            continue
        if d.player != viewer:
            if table.bots[1 - d.player] is None:  # another person may be looking
                typed = hand_over(table, d.player)
                if typed is None:
                    return 0
            viewer = d.player
            table.seat(viewer)
        log = table.log_lines()
        for line in log[min(shown, len(log)) :]:
            print(f"  · {line}")
        shown = len(log)
        print(views.board(table.game, d.player))
        print(views.pending(table.game))
        if typed:
            text, typed = typed, ""
            print(f"> {text}")
        else:
            try:
                text = input("> ").strip()
            except EOFError:
                return 0
        if text in ("quit", "q"):
            return 0
        if text == "log":
            print("\n".join(table.log_lines()[-40:]))
            continue
        if text == "undo":
            notes = len(table.events)
            if undo(table, viewer):
                viewer = None  # the other player answered: hand the keyboard back
            if len(table.events) > notes:
                shown = len(table.log_lines()) - 1  # show the note of what happened
            continue
        try:
            table.apply(text)
        except IllegalMove as e:
            print(f"! {e}\n{views.help}")
    for line in table.log_lines()[shown:]:
        print(f"  · {line}")
    print(views.board(table.game, None))
    return 0
