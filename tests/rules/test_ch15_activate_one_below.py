"""An effect that lets its player choose (15-1): "Activate 1 of the effects below. If you have
a Tamer in play, activate all of the effects below instead.・Gain 1 memory.・<Draw 1>" (the
later printing of "A or B", BT5-082, BT10-095)."""

from __future__ import annotations

import pytest
from builders import compiled
from games import kind, legal, play, position, state, with_cards
from keyword_cards import TAMER, mon

TEXT = (
    "[On Play] Activate 1 of the effects below. If you have a Tamer in play, activate all of "
    "the effects below instead.・Gain 1 memory.・<Draw 1>"
)


@pytest.fixture(scope="module")
def bc(pool):
    (effect,) = compiled(TEXT)
    return with_cards(pool, mon("65", 3000, effect), TAMER)


def played(bc, tamer: bool):
    battle = [{"id": "tam", "cards": ["KW-80"]}] if tamer else []
    g = position(bc, p1={"hand": ["KW-65"], "battle": battle}, memory=5)
    return play(g, "play KW-65")


def test_its_player_chooses_one(bc):
    g = played(bc, tamer=False)
    assert kind(g) == "mode"
    assert legal(g) == ["mode 1", "mode 2"]
    play(g, "mode 2")
    assert state(g)["memory"] == 5 - 3
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]  # drew 1, gained nothing


def test_while_the_condition_holds_both_happen_in_the_order_its_player_picks(bc):
    """Both activate; which goes first is its player's choice (ruling Q1351 on BT5-082)."""
    g = played(bc, tamer=True)
    assert kind(g) == "mode"
    assert legal(g) == ["mode 1", "mode 2"]
    play(g, "mode 2")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]  # the draw first
    assert state(g)["memory"] == 5 - 3 + 1  # one left: the memory follows without a question
    assert kind(g) != "mode"
