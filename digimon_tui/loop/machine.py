"""The question loop: a game's rules run as one generator that yields a `Decision` each
time a player must choose, so the procedure reads in the order of its rules and never
waits on, or calls, a user interface (both games run on it)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, Generic

from .decision import Decision
from .moves import Move, V

Asks = Generator[Decision[V], Move[V], Any]
"""The rules of a game whose kinds of move are `V`, as a generator."""


class QuestionLoop(Generic[V]):
    """`pending` says who must decide what, with the legal moves; an answer (a `Move`) is
    sent into the rules, which run until the next question or the end of the game."""

    __slots__ = ("pending", "_proc")

    def __init__(self) -> None:
        self.pending: Decision[V] | None = None
        self._proc: Asks[V] | None = None

    def start(self, proc: Asks[V]) -> None:
        """Run the rules until the first question."""
        self._proc = proc
        self.pending = next(proc, None)

    def _advance(self, answer: Move[V]) -> None:
        assert self._proc is not None
        try:
            self.pending = self._proc.send(answer)
        except StopIteration:
            self.pending = None

    def legal_moves(self) -> tuple[Move[V], ...]:
        return self.pending.moves if self.pending is not None else ()
