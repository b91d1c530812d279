"""A puzzle is fair when the win doesn't depend on cards the learner can't see.

The learner sees their hand and the public table; by the puzzle rule the opponent holds
no cards and their security is shown face up (`puzzle.security_note`). What stays
hidden is the order of both decks and of the learner's own security (and the Digi-Egg
decks): the puzzle's solution must win with each of those turned over and with each cut
in half, else the learner would be guessing.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from digimon_tui.engine.state import PLAYER_NAMES
from digimon_tui.lessons.lesson import Lesson
from digimon_tui.lessons.search import Search


def _hidden(data: dict[str, Any], learner: int) -> Iterator[tuple[str, str]]:
    for p, name in enumerate(PLAYER_NAMES):
        yield name, "deck"
        yield name, "eggs"
        if p == learner:
            yield name, "security"


def _turned(cards: list[str]) -> list[str]:
    return cards[::-1]


def _cut(cards: list[str]) -> list[str]:
    half = len(cards) // 2
    return cards[half:] + cards[:half]


def variants(data: dict[str, Any], learner: int) -> Iterator[dict[str, Any]]:
    """The position with every hidden zone turned over, then with every one cut."""
    for shuffle in (
        lambda cards: cards[::-1],
        lambda cards: cards[len(cards) // 2 :] + cards[: len(cards) // 2],
    ):
        other = copy.deepcopy(data)
        for side, zone in _hidden(other, learner):
            cards = other.get(side, {}).get(zone)
            if cards:
                other[side][zone] = shuffle(cards)
        yield other


def unfair(lesson: Lesson) -> str | None:
    """Why the lesson's solution needs hidden cards in the order they are, or None."""
    for data in variants(lesson.scenario, lesson.learner):
        if data == lesson.scenario:
            continue
        problem = Search(replace(lesson, scenario=data)).solution_fails()
        if problem:
            return (
                "unfair: the win depends on the order of hidden cards "
                f"(a deck or your security): with them in another order, {problem}"
            )
    return None
