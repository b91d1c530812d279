"""The question loop: a game's rules run as one generator that yields a `Decision` each
time a player must choose, so the procedure reads in the order of its rules and never
waits on, or calls, a user interface (both games run on it)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from .decision import Decision
from .moves import Move

Asks = Generator[Decision, Move, Any]


class QuestionLoop:
    """`pending` says who must decide what, with the legal moves; an answer (a `Move`) is
    sent into the rules, which run until the next question or the end of the game."""

    pending: Decision | None = None
    _proc: Asks | None = None

    def start(self, proc: Asks) -> None:
        """Run the rules until the first question."""
        self._proc = proc
        self.pending = next(proc, None)

    def _advance(self, answer: Move) -> None:
        assert self._proc is not None
        try:
            self.pending = self._proc.send(answer)
        except StopIteration:
            self.pending = None

    def legal_moves(self) -> tuple[Move, ...]:
        return self.pending.moves if self.pending is not None else ()
