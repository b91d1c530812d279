"""What a game waits for: one question to one player, with every legal answer."""

from __future__ import annotations

from functools import partial
from typing import Generic, NamedTuple

from .moves import Move, V


class Decision(NamedTuple, Generic[V]):
    """What the game is waiting for: who decides, what kind of question, the legal answers."""

    player: int
    kind: str
    moves: tuple[Move[V], ...]
    prompt: str
    options: tuple[str, ...] = ()
    """For `first N`: what each numbered effect is."""


new_decision = partial(tuple.__new__, Decision)
"""`new_decision((player, kind, moves, prompt, options))`: a `Decision` built without the Python
`__new__` a NamedTuple has, for the questions asked on every move (all five fields given)."""
