"""The effect language refuses definitions that would mean nothing, rather than ignore them."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from digimon_tui.cards.model import DigivolveRequirement, Effect, Target


@pytest.mark.parametrize(
    "data, message",
    [
        ({"keyword": "blocker", "value": 1}, "blocker takes no `value`"),
        ({"timing": "main", "value": 1, "steps": [{"do": "gain_memory", "amount": 1}]}, "value"),
        ({"timing": "your_turn", "optional": True, "grants": [{"dp": 1000}]}, "persistent"),
        ({"timing": "your_turn", "once_per_turn": True, "grants": [{"dp": 1}]}, "persistent"),
        (
            {
                "timing": "your_turn",
                "trigger": {"event": "blocked", "cause": "zero_dp"},
                "steps": [{"do": "gain_memory", "amount": 1}],
            },
            "cause",
        ),
        ({"timing": "main"}, "needs `steps`"),
        ({"timing": "on_play", "also": ["on_play"], "steps": [{"do": "draw"}]}, "repeats"),
        ({"timing": "on_play", "also": ["your_turn"], "steps": [{"do": "draw"}]}, "not \\[Sec"),
        ({"timing": "on_play", "also": ["security"], "steps": [{"do": "draw"}]}, "not \\[Sec"),
        ({"keyword": "blocker", "also": ["on_play"]}, "only `keyword`"),
        ({"timing": "your_turn"}, "needs `grants`"),
    ],
)
def test_meaningless_effects_are_refused(data, message):
    with pytest.raises(ValidationError, match=message):
        Effect.model_validate(data)


def test_targets_refuse_count_or_filters_that_mean_nothing():
    with pytest.raises(ValidationError, match="count"):
        Target.model_validate({"select": "all", "count": 2})
    with pytest.raises(ValidationError, match="no filter"):
        Target.model_validate({"select": "this", "max_dp": 4000})
    assert Target.model_validate("this").select == "this"
    assert Target.model_validate({"select": "up_to", "count": 2}).count == 2


@pytest.mark.parametrize(
    "data, message",
    [
        ({"cost": 2}, "or names"),
        ({"level": 3, "cost": 2}, "or names"),
        ({"color": "red", "cost": 2}, "has a `level`"),
        ({"color": "red", "names": ["Agumon"], "cost": 2}, "has a `level`"),
        ({"level": 4, "in_text": ["saving"], "cost": 2}, "unknown keyword"),
    ],
)
def test_a_digivolution_requirement_says_what_digivolves(data, message):
    """2-3-5: a colour and a level, or names or traits (2-3-5-1); a colour alone means nothing."""
    with pytest.raises(ValidationError, match=message):
        DigivolveRequirement.model_validate(data)
