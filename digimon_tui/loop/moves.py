"""Moves: every action and every answer to a question is one line of text.

The notation is fixed by the scenario-format spec (`play CARD`, `attack ID player`,
`block ID`, `first N`, ...). A move is a small immutable value; `str(move)` is its
text, `Move.parse(text)` reads one back.
"""

from __future__ import annotations

from typing import NamedTuple


class Move(NamedTuple):
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    @classmethod
    def parse(cls, text: str | Move) -> Move:
        if isinstance(text, Move):
            return text
        words = text.split()
        if not words:
            raise IllegalMove("an empty move")
        return cls(words[0].lower(), tuple(words[1:]))


_new = tuple.__new__


def mv(verb: str, *args: str) -> Move:
    """Shorthand used where the engine lists legal moves."""
    return _new(Move, (verb, args))


class IllegalMove(ValueError):
    """A move the rules refuse; the message says why, citing the rule where one applies."""
