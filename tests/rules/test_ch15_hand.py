"""Comprehensive Rules 15-14-2: [Hand] effects other than [Counter]: a [Hand] [Main] effect,
activated from the hand in the main phase by revealing the card. ([Hand] [Counter] effects
are in test_ch11_counter.py.)"""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state, with_cards
from keyword_cards import labelled, mon

from digimon_tui.cards.model import Card, Effect
from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects
from digimon_tui.engine import refusals
from digimon_tui.loop.moves import Move

HAND_GAIN = {
    "timing": "main",
    "from_hand": True,
    "once_per_turn": True,
    "condition": {"memory": {"max": 2}},
    "steps": [{"do": "gain_memory", "amount": 1}],
}
"""[Hand] [Main] [Once Per Turn] If you have 2 memory or less, gain 1 memory."""
HAND_MON = mon("60", 3000, HAND_GAIN)


@pytest.fixture(scope="module")
def hc(pool):
    return with_cards(pool, HAND_MON)


def hand(g) -> list[str]:
    return state(g)["players"]["p1"]["hand"]


def test_15_14_2_1_a_hand_main_effect_is_revealed_from_the_hand_in_the_main_phase(hc):
    """15-14-2-1: `hand CARD` reveals it; the effect activates; the card stays."""
    g = position(hc, p1={"hand": ["KW-60"]}, memory=2)
    assert "hand KW-60" in legal(g)
    assert "Reveal Mon 60 from your hand: activate its [Hand] [Main] effect" in labelled(g)
    play(g, "hand KW-60")
    assert state(g)["memory"] == 3
    assert hand(g) == ["KW-60"] and battle(g, "p1") == {}
    assert any("reveals Mon 60 from the hand (15-14-2-1)" in line for line in state(g)["log"])


def test_15_14_1_once_per_turn_from_the_hand(hc):
    """15-14-1: [Once Per Turn]: after one use, not offered again this turn (memory 1 again)."""
    g = position(hc, p1={"hand": ["KW-60"]}, memory=0)
    play(g, "hand KW-60")
    assert state(g)["memory"] == 1
    assert "hand KW-60" not in legal(g)
    why = refusals.why_illegal(g, Move("hand", ("KW-60",)))
    assert (
        why == "Mon 60: its [Hand] [Main] effect was used this turn as often as it may (15-14-1-1)"
    )


def test_15_14_2_1_it_isnt_revealed_when_it_cant_activate(hc):
    """15-14-2-1: with 3 memory its condition fails: not offered."""
    g = position(hc, p1={"hand": ["KW-60"]}, memory=3)
    assert "hand KW-60" not in legal(g)
    assert "play KW-60" in legal(g)


def test_15_14_2_1_only_from_the_hand(hc):
    """15-14-2-1: in the battle area it is no [Main] effect of the Digimon."""
    g = position(hc, p1={"battle": [{"id": "m", "cards": ["KW-60"]}]}, memory=2)
    assert not any(m.startswith(("hand", "activate")) for m in legal(g))


def test_15_14_2_the_hand_main_line_is_written_and_read_back():
    e = Effect.model_validate(HAND_GAIN)
    text = effect_text(e)
    assert text == "[Hand] [Main] [Once Per Turn] If you have 2 memory or less, gain 1 memory."
    assert compile_effects(text) == (e,)


def test_15_14_2_other_hand_timings_are_refused():
    with pytest.raises(ValueError, match=r"\[Hand\] effects are \[Counter\] or \[Main\]"):
        Card.model_validate(mon("61", 3000, {**HAND_GAIN, "timing": "on_play"}))
