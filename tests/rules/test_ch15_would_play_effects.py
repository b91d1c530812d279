"""Comprehensive Rules 15-8-5-1: a card's own "when you would play this card" / "when you would
use this card" effect is a reduction of the cost being paid (15-8-5-2). Anything else it
might do is not in the language: the compiler and the card files refuse it rather than make
a card that silently does part of its text. Its reductions themselves are tested in
test_ch15_hand_play_attack_triggers.py and test_ch15_event_triggers.py."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from digimon_tui.cards.model import Effect
from digimon_tui.compiler.compile import compile_effects
from digimon_tui.compiler.errors import CompileError


@pytest.mark.parametrize(
    "text",
    [
        "When you would play this card from your hand, gain 1 memory.",
        "When you would use this card, <Draw 1>.",
        "When you would play this card from your hand, reduce its play cost by 2. Then, gain 1 "
        "memory.",
        "When you would play this card from your hand, by deleting 1 of your level 4 Digimon, "
        "gain 1 memory.",
    ],
)
def test_15_8_5_1_a_would_play_effect_that_does_more_than_reduce_the_cost_is_refused(text):
    with pytest.raises(CompileError, match="would play this card|would use this card"):
        compile_effects(text)


def test_15_8_5_1_a_card_file_would_play_effect_that_gains_memory_is_refused():
    with pytest.raises(ValidationError, match="only reduce"):
        Effect.model_validate(
            {
                "trigger": {"event": "would_be_played"},
                "steps": [{"do": "gain_memory", "amount": 1}],
            }
        )


def test_15_8_5_1_a_would_play_reduction_still_compiles():
    (eff,) = compile_effects(
        "When you would play this card from your hand, if you have a blue Digimon in play, "
        "reduce its play cost by 1."
    )
    assert eff.trigger is not None and eff.trigger.event == "would_be_played"
    assert [s.do for s in eff.steps] == ["reduce_cost"]
