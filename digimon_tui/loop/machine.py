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

    __slots__ = ("pending", "_proc", "logging", "log_lines")

    def __init__(self) -> None:
        self.pending: Decision[V] | None = None
        self._proc: Asks[V] | None = None
        self.logging = True
        """Whether the log is kept: the app keeps it, simulations don't."""
        self.log_lines: list[str] = []

    def log(self, text: str, *args: object) -> None:
        """Add a line to the log, if it is kept. `text` is a `str.format` template: its
        arguments are worded only when the log is kept (`worded`), so a game played without
        its log pays for the call and no more. Call it with an f-string only where every
        part of it is at hand anyway."""
        if self.logging:
            self.log_lines.append(text.format(*map(self.worded, args)) if args else text)

    def worded(self, arg: object) -> object:
        """An argument of a log line as the line shows it: a callable (`lambda: ...`, for
        words that take work to find) is called."""
        return arg() if callable(arg) else arg

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
