"""The Arena's kinds of move: one member per word of its notation (NOTATION.md), and
what the engine and the table need to know of each.

Code that handles moves dispatches on `ArenaVerb` with `match` and `assert_never`, so a new
kind of move is one member and one entry here, and mypy names every place that must
handle it."""

from __future__ import annotations

from collections.abc import Generator, Mapping
from dataclasses import dataclass
from enum import StrEnum, unique
from types import MappingProxyType
from typing import TypeVar

from digimon_tui.loop.decision import Decision
from digimon_tui.loop.moves import Move


@unique
class ArenaVerb(StrEnum):
    """A kind of Arena move; its value is the move's first word in the notation."""

    ROOKIE = "rookie"
    PLACE = "place"
    NO_PLACE = "no-place"
    DIGIVOLVE = "digivolve"
    PASS = "pass"
    PAY = "pay"
    OPTION = "option"
    DOWNGRADE = "downgrade"
    DISCARD = "discard"
    DONE = "done"
    CHANGE_ROOKIE = "change-rookie"
    KEEP_ROOKIE = "keep-rookie"


@dataclass(frozen=True, slots=True)
class Facts:
    answers: frozenset[str]
    """The kinds of decision it answers."""
    when: str
    """When the rules make it, for a move made at another time."""
    declines: bool = False
    """It gives something up and names no card: on its own key at the table, so a
    stray digit never picks one."""


def _facts(answers: str, when: str, declines: bool = False) -> Facts:
    return Facts(frozenset(answers.split()), when, declines)


FACTS: Mapping[ArenaVerb, Facts] = MappingProxyType(
    {
        ArenaVerb.ROOKIE: _facts("rookie", "A.1: the starting Rookie is chosen at set-up"),
        ArenaVerb.PLACE: _facts(
            "place",
            "B: next-level cards are placed face down at the start of the digivolve phase",
        ),
        ArenaVerb.NO_PLACE: _facts(
            "place", "B: placing happens at the start of the digivolve phase", declines=True
        ),
        ArenaVerb.DIGIVOLVE: _facts(
            "digivolve", "B.5: digivolving comes when the face-down card is turned over"
        ),
        ArenaVerb.PASS: _facts(
            "digivolve battle",
            "B.8, C: 'pass' declines to digivolve, or ends your Power Options in a duel",
            declines=True,
        ),
        ArenaVerb.PAY: _facts("pay", "a payment is made only when a card asks for it"),
        ArenaVerb.OPTION: _facts("battle", "C: Power Options are played in the battle phase"),
        ArenaVerb.DOWNGRADE: _facts(
            "downgrade", "C: a Downgrade target is chosen when the card is played"
        ),
        ArenaVerb.DISCARD: _facts(
            "discard", "E: cards are discarded in the regroup, after the duel"
        ),
        ArenaVerb.DONE: _facts(
            "discard", "E: 'done' ends the discards of the regroup", declines=True
        ),
        ArenaVerb.CHANGE_ROOKIE: _facts(
            "change-rookie", "E: the Rookie is changed in the regroup, after the duel"
        ),
        ArenaVerb.KEEP_ROOKIE: _facts(
            "change-rookie",
            "E: the Rookie is kept or changed in the regroup, after the duel",
            declines=True,
        ),
    }
)
"""Every kind of Arena move's facts (a test checks that none is missing)."""

DECLINE = frozenset(v for v, f in FACTS.items() if f.declines)

R = TypeVar("R")

Asks = Generator[Decision[ArenaVerb], Move[ArenaVerb], R]
"""The Arena's rules, or a part of them, as a question loop (`loop.machine`) whose result
is an `R` (bare `Asks`: any)."""
