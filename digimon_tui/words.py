"""Counting words, for every line the game prints or draws: "1 move", "2 moves"."""

from __future__ import annotations


def counted(n: int, noun: str) -> str:
    """`n` and the noun, plural unless `n` is 1 (nouns that add an s: move, game, puzzle)."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
