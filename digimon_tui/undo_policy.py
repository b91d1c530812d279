"""Who may take back which move at a two-player table, and when the other must agree.

Undo replays every move but the last from the same seed, so it rebuilds the same hidden
order: a player who undid a move that showed them a hidden card (a draw, a security
check, a shuffle, the coin) would keep what they learnt and could play on knowing it.
So a player takes back only their own moves; one that revealed something, or that was
made before the keyboard last came to them (or before the game was loaded), only if the
other player agrees. With open hands (teaching) nothing is hidden and undo is free.
Both the app and the `--plain` console ask through this one rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum


class Undo(Enum):
    FREE = "free"
    ASK = "ask"
    """Allowed if the other player agrees."""
    REFUSED = "refused"


@dataclass(frozen=True)
class Made:
    """A move made at the table: by whom, in words anyone may read, what it revealed."""

    player: int
    words: str
    revealed: tuple[str, ...] = ()
    """What hidden things the move changed (the engine's `secrets()` names); () = nothing."""


@dataclass(frozen=True)
class Verdict:
    kind: Undo
    words: str = ""
    """The move to take back, as the table may read it."""
    reason: str = ""
    """Why it is refused, or why the other player is asked."""


def revealed(before: Mapping[str, object], after: Mapping[str, object]) -> tuple[str, ...]:
    """The names of the hidden things that changed between two `secrets()`."""
    return tuple(name for name, value in before.items() if after.get(name) != value)


def consent_question(verdict: Verdict, asker: str, other: str) -> str:
    """The question put to the other player, the same words in the app and the console."""
    return f"{asker} asks to take back '{verdict.words}' ({verdict.reason}). {other}, allow it?"


@dataclass
class UndoBook:
    """What the table knows about each move of its game, for deciding an undo."""

    made: list[Made | None] = field(default_factory=list)
    """One entry per move of the game; None for moves made before the table had it."""
    keyboard: int | None = None
    """Who has the keyboard (None before the first hand-over)."""
    since: int = 0
    """How many moves had been made when the keyboard came to its holder."""

    @classmethod
    def after(cls, moves: int) -> UndoBook:
        """A table opened on a game that already has `moves` moves (a save, a scenario)."""
        return cls([None] * moves, None, moves)

    def record(self, made: Made) -> None:
        self.made.append(made)

    def taken_back(self) -> None:
        self.made.pop()
        self.since = min(self.since, len(self.made))

    def seat(self, player: int) -> None:
        """`player` has the keyboard now; their own moves start here."""
        if player != self.keyboard:
            self.keyboard = player
            self.since = len(self.made)

    def check(self, viewer: int, last_move: str, name: Callable[[int], str]) -> Verdict:
        """May `viewer` take back the last move? `last_move` words it where the book has no
        entry for it (made before the table had the game)."""
        if not self.made:
            return Verdict(Undo.REFUSED, reason="there is no move to undo")
        made = self.made[-1]
        if made is None:
            why = "it was made before this game was loaded, so it may have shown a hidden card"
            return Verdict(Undo.ASK, last_move, why)
        if made.player != viewer:
            why = f"the last move was {name(made.player)}'s; you can take back only your own moves"
            return Verdict(Undo.REFUSED, made.words, why)
        if made.revealed:
            why = f"it may have shown what was hidden: {', '.join(made.revealed)}"
            return Verdict(Undo.ASK, made.words, why)
        if len(self.made) <= self.since:
            why = f"{name(1 - viewer)} has had the keyboard since"
            return Verdict(Undo.ASK, made.words, why)
        return Verdict(Undo.FREE, made.words)
