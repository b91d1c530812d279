"""Moves: every action and every answer to a question is one line of text.

The notation is fixed by the scenario-format spec (`play CARD`, `attack ID player`,
`block ID`, `first N`, ...). A move is a small immutable value: its kind (a member of
its game's `StrEnum` of verbs, whose value is the notation's word) and its arguments;
`str(move)` is its text, `parse(text, verbs)` reads one back.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Generic, NamedTuple, TypeVar

V = TypeVar("V", bound=StrEnum)
"""A game's kinds of move."""


class Move(NamedTuple, Generic[V]):
    verb: V
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))


def parse(text: str | Move[V], verbs: type[V]) -> Move[V]:
    """A move read from its text (or a move made with a plain word for its verb); a word
    that is not one of `verbs` is an UnknownVerb."""
    if isinstance(text, Move):
        if type(text.verb) is verbs:
            return text
        text = str(text)
    words = text.split()
    if not words:
        raise IllegalMove("an empty move")
    try:
        verb = verbs(words[0].lower())
    except ValueError:
        raise UnknownVerb(" ".join(words)) from None
    return _new(Move, (verb, tuple(words[1:])))


_new = tuple.__new__


def mv(verb: V, *args: str) -> Move[V]:
    """Shorthand used where the engines list legal moves."""
    return _new(Move, (verb, args))


class _Texts(dict[Move[Any], str]):
    def __missing__(self, move: Move[Any]) -> str:
        text = self[move] = str(move)
        return text


TEXTS = _Texts()
"""Each move's text, made once: `TEXTS[move]`. A game's record keeps the text of every
move made, and most moves are made many times over."""


class MoveTable(dict[str, "_MoveRow[V]"]):
    """The moves `VERB A B` of one verb, each made once: `table[a][b]`. A question lists
    the same moves again and again (each main phase offers every Digimon's attacks and
    digivolutions), and a move is an immutable value, so the one made before serves."""

    __slots__ = ("verb",)

    def __init__(self, verb: V) -> None:
        super().__init__()
        self.verb = verb

    def __missing__(self, first: str) -> _MoveRow[V]:
        row = self[first] = _MoveRow(self.verb, first)
        return row


class _MoveRow(dict[str, Move[V]]):
    """A `MoveTable`'s moves with one first argument, by their second."""

    __slots__ = ("verb", "first")

    def __init__(self, verb: V, first: str) -> None:
        super().__init__()
        self.verb = verb
        self.first = first

    def __missing__(self, second: str) -> Move[V]:
        move = self[second] = _new(Move, (self.verb, (self.first, second)))
        return move


class IllegalMove(ValueError):
    """A move the rules refuse; the message says why, citing the rule where one applies."""


class UnknownVerb(IllegalMove):
    """A move whose first word is none of its game's verbs; its game says what is asked."""

    def __init__(self, text: str) -> None:
        super().__init__(f"'{text}' is not a move")
        self.text = text
