"""Comprehensive Rules 16-37: <Fragment (N)>. When its Digimon would be deleted, its owner
may choose N of its digivolution cards and trash them (an optional "by doing" condition,
16-37-3); then it isn't deleted.

Positions are built with `position(...)` like scenario files, with test-only `KW-` cards
(keyword_cards.py) and the `TST-<dp>` dummies; memory is from the turn player's side.
"""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import ERASE, GAIN_ON_DELETION, kw, labelled, mon

FRAG = mon("61", 3000, kw("fragment", 2), GAIN_ON_DELETION, colors=("purple",))
"""<Fragment (2)>; [On Deletion] Gain 1 memory (to show it wasn't deleted)."""


@pytest.fixture(scope="module")
def fr(pool):
    return with_cards(pool, FRAG, ERASE)


def _sources(g, player: str, pid: str) -> list[str]:
    return battle(g, player)[pid]["cards"]


def _attacked(fr, under: list[str]):
    """p1's 9000 DP Digimon attacks p2's suspended <Fragment (2)> Digimon `f` (3000 DP)."""
    return position(
        fr,
        p1={"battle": [{"id": "a", "cards": ["TST-9000"]}]},
        p2={"battle": [{"id": "f", "cards": [*under, "KW-61"], "suspended": True}]},
        memory=3,
    )


def test_16_37_1_trashing_two_chosen_digivolution_cards_prevents_a_battle_deletion(fr):
    """16-37-1: losing a battle with 3 digivolution cards, p2 is asked, chooses which 2 go
    (the 2000 and the 4000), and `f` stays with the 1000 under it."""
    g = _attacked(fr, ["TST-1000", "TST-2000", "TST-4000"])
    play(g, "attack a f")
    assert kind(g) == "prevent" and state(g)["pending"]["player"] == "p2"
    assert legal(g) == ["fragment f", "no-prevent"]
    assert labelled(g)[0].startswith("<Fragment>: trash digivolution cards of f")
    play(g, "fragment f")
    assert kind(g) == "card" and state(g)["pending"]["player"] == "p2"
    assert legal(g) == ["card f TST-1000", "card f TST-2000", "card f TST-4000"]
    play(g, "card f TST-4000")
    assert legal(g) == ["card f TST-1000", "card f TST-2000"]
    play(g, "card f TST-2000")
    assert _sources(g, "p2", "f") == ["TST-1000", "KW-61"]
    assert sorted(state(g)["players"]["p2"]["trash"]) == ["TST-2000", "TST-4000"]
    assert state(g)["memory"] == 3  # no [On Deletion]: it wasn't deleted


def test_16_37_1_with_exactly_n_digivolution_cards_both_go_without_a_question(fr):
    g = _attacked(fr, ["TST-1000", "TST-2000"])
    play(g, "attack a f", "fragment f")
    assert _sources(g, "p2", "f") == ["KW-61"]


def test_16_37_1_not_offered_with_fewer_digivolution_cards_than_n(fr):
    """1 digivolution card can't pay <Fragment (2)>: no question, the Digimon is deleted."""
    g = _attacked(fr, ["TST-1000"])
    play(g, "attack a f")
    assert list(battle(g, "p2")) == []


def test_16_37_3_declining_lets_the_deletion_happen(fr):
    g = _attacked(fr, ["TST-1000", "TST-2000"])
    play(g, "attack a f", "no-prevent")
    assert list(battle(g, "p2")) == []
    assert state(g)["memory"] == 2  # its [On Deletion] gave p2 1 memory


def test_16_37_1_an_effects_deletion_is_prevented_too(fr):
    """16-37-1 names no cause: an opponent's Option deleting it is answered the same way."""
    g = position(
        fr,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "f", "cards": ["TST-1000", "TST-2000", "KW-61"]}]},
        memory=3,
    )
    play(g, "option KW-90", "fragment f")
    assert _sources(g, "p2", "f") == ["KW-61"]
