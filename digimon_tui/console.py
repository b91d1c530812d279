"""A line-by-line hotseat game in a plain terminal: the board, the question, the moves.

Whenever the deciding player changes, the screen is cleared and the next player must
press Enter before their hand is shown, so the other player never sees it.
"""

from __future__ import annotations

from digimon_tui.engine.game import Game
from digimon_tui.engine.moves import IllegalMove
from digimon_tui.engine.render import board_text, pending_text
from digimon_tui.engine.serialize import undo

HELP = "Type a move as listed, 'undo', 'log', 'forfeit' or 'quit'."


def play_console(game: Game) -> int:
    shown = 0
    viewer = None
    while game.pending is not None:
        d = game.pending
        if d.player != viewer:
            print("\033[2J\033[H", end="")
            input(f"Hand the keyboard to {('p1', 'p2')[d.player]} and press Enter... ")
            viewer = d.player
        for line in game.log_lines[shown:]:
            print(f"  · {line}")
        shown = len(game.log_lines)
        print(board_text(game, show_hands=(d.player,)))
        print(pending_text(game))
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
                game = undo(game)
                shown = len(game.log_lines)
            except IllegalMove as e:
                print(f"! {e}")
            continue
        try:
            game.apply(text)
        except IllegalMove as e:
            print(f"! {e}\n{HELP}")
    for line in game.log_lines[shown:]:
        print(f"  · {line}")
    print(board_text(game))
    return 0
