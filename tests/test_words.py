"""Counting words: one thing is singular, every other number plural (0 included)."""

from __future__ import annotations

from digimon_tui.words import counted


def test_one_is_singular_and_every_other_number_plural() -> None:
    assert counted(1, "move") == "1 move"
    assert [counted(n, "game") for n in (0, 2, 11)] == ["0 games", "2 games", "11 games"]
