"""One game at the table: the engine's game plus what only the people at the table know.

The engine names its players p1 and p2; the table adds their names and the
"open hands" teaching setting, and keeps the undo/apply bookkeeping in one place so
every screen drives the game the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from digimon_tui.arena import serialize as arena_saves
from digimon_tui.arena.game import ArenaGame
from digimon_tui.engine.game import Game
from digimon_tui.engine.serialize import save_data, undo

DEFAULT_NAMES = ("Player 1", "Player 2")


@dataclass
class Table:
    game: Game
    names: tuple[str, str] = DEFAULT_NAMES
    open_hands: bool = False
    """Teaching table: no hand-over screen, both hands shown."""

    def name(self, player: int) -> str:
        """ "Alice (p1)": the person, and the prefix of their ids on the board."""
        return f"{self.names[player]} (p{player + 1})"

    def apply(self, move: str) -> list[str]:
        """Answer the pending decision; returns the log lines it added.

        Raises the engine's IllegalMove, whose message gives the reason and rule.
        """
        before = len(self.game.log_lines)
        self.game.apply(move)
        return self.game.log_lines[before:]

    def undo(self) -> None:
        """Take back the last move (the engine replays all moves but the last)."""
        self.game = undo(self.game)

    def save_data(self) -> dict[str, Any]:
        return save_data(self.game)


@dataclass
class ArenaTable:
    """A Digi-Battle Arena game at the table: the same bookkeeping as `Table`."""

    game: ArenaGame
    names: tuple[str, str] = DEFAULT_NAMES
    open_hands: bool = False

    def name(self, player: int) -> str:
        return f"{self.names[player]} (p{player + 1})"

    def apply(self, move: str) -> list[str]:
        before = len(self.game.log_lines)
        self.game.apply(move)
        return self.game.log_lines[before:]

    def undo(self) -> None:
        self.game = arena_saves.undo(self.game)

    def save_data(self) -> dict[str, Any]:
        return arena_saves.save_data(self.game)


AnyTable = Table | ArenaTable
