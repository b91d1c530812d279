"""Comprehensive Rules 16-34: <Overclock (...)>. At the end of its owner's turn, by deleting
1 of their Tokens or 1 of their other Digimon of the kind named (optional, 16-34-3), the
Digimon attacks a player without suspending.

Positions are built with `position(...)` like scenario files, with test-only `KW-` cards
(keyword_cards.py) and the `TST-<dp>` dummies; memory is from the turn player's side.
"""

from __future__ import annotations

import pytest
from builders import digimon
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import kw, mon

CLOCK = mon("72", 5000, kw("overclock", "[Puppet] trait"), colors=("black",))
"""<Overclock ([Puppet] trait)>, 5000 DP."""
PUPPET = digimon("KW-73", name="Puppet 73", dp=1000, level=3, colors=("black",), types=["Puppet"])
"""A [Puppet] Digimon."""


@pytest.fixture(scope="module")
def oc(pool):
    return with_cards(pool, CLOCK, PUPPET)


def _end_turn(g) -> None:
    play(g, "pass")


def test_16_34_1_deleting_a_named_digimon_it_attacks_the_player_without_suspending(oc):
    """p1 passes: <Overclock> asks as the turn ends; deleting the [Puppet] Digimon, the
    Overclock Digimon attacks p2 and takes a security card, and stays unsuspended."""
    g = position(
        oc,
        p1={
            "battle": [
                {"id": "c", "cards": ["KW-72"], "suspended": False},
                {"id": "p", "cards": ["KW-73"]},
                {"id": "o", "cards": ["TST-2000"]},
            ]
        },
        p2={"security": ["ST1-02", "ST1-03"]},
        memory=0,
    )
    _end_turn(g)
    assert kind(g) == "target" and state(g)["pending"]["player"] == "p1"
    assert legal(g) == ["target p", "no"]  # the plain Digimon can't be deleted for it
    play(g, "target p")
    assert "p" not in battle(g, "p1")
    assert battle(g, "p1")["c"]["suspended"] is False
    assert state(g)["players"]["p2"]["security"] == 1  # a count: the cards are secret


def test_16_34_1_a_suspended_digimon_attacks_too(oc):
    """Ruling Q3185 (a card that can't suspend): it attacks without suspending, so being
    suspended already doesn't stop it."""
    g = position(
        oc,
        p1={
            "battle": [
                {"id": "c", "cards": ["KW-72"], "suspended": True},
                {"id": "p", "cards": ["KW-73"]},
            ]
        },
        p2={"security": ["ST1-02", "ST1-03"]},
        memory=0,
    )
    _end_turn(g)
    play(g, "target p")
    assert "p" not in battle(g, "p1")
    assert state(g)["players"]["p2"]["security"] == 1


def test_16_34_3_the_deletion_is_optional(oc):
    g = position(
        oc,
        p1={"battle": [{"id": "c", "cards": ["KW-72"]}, {"id": "p", "cards": ["KW-73"]}]},
        memory=0,
    )
    _end_turn(g)
    play(g, "no")
    assert "p" in battle(g, "p1")
    assert not any("attacks p2" in line for line in g.log_lines)


def test_16_34_1_nothing_is_asked_without_a_token_or_a_named_digimon(oc):
    g = position(
        oc,
        p1={"battle": [{"id": "c", "cards": ["KW-72"]}, {"id": "o", "cards": ["TST-2000"]}]},
        memory=0,
    )
    _end_turn(g)
    assert state(g)["pending"]["player"] == "p2"  # p2's turn began
