"""The games' random draws: seeded shuffles and uniform choices."""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from _typeshed import SupportsLenAndGetItem

_T = TypeVar("_T")


class Rng(random.Random):
    """A seeded generator whose `shuffle` and `choice` draw exactly as CPython 3.11's
    `random.Random` does (each index by rejection from `getrandbits`), so a seed deals and
    plays the same game on any Python version, without the standard library's Python call
    per draw: a simulation shuffles and chooses hundreds of times a game."""

    def shuffle(self, x: MutableSequence[Any]) -> None:
        getrandbits = self.getrandbits
        for i in reversed(range(1, len(x))):
            n = i + 1  # x[i] changes places with one of x[:n]
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]

    def choice(self, seq: SupportsLenAndGetItem[_T]) -> _T:
        n = len(seq)
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        k = n.bit_length()
        r = self.getrandbits(k)
        while r >= n:
            r = self.getrandbits(k)
        return seq[r]
