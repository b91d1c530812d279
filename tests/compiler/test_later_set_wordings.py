"""Wordings of BT10-BT15 and EX3-EX5 cards that the compiler reads as phrases it knew."""

from __future__ import annotations

from digimon_tui.compiler import compile_effects
from digimon_tui.compiler.normalise import normalise


def test_bt15_016_brachiomon_they_have_4_or_more_is_the_opponents_memory() -> None:
    """BT15-016 says the second count as "if they have 4 or more": the opponent's memory."""
    text = (
        "[On Play] If your opponent has 4 or less memory, 1 of your opponent's Digimon with "
        "8000 DP or more can't attack until the end of their turn. If they have 4 or more, "
        "delete 1 of their Digimon with 6000 DP or less."
    )
    assert "if your opponent has 4 memory or more, delete" in normalise(text)
    (effect,) = compile_effects(text)
    first, second = effect.steps
    assert first.condition is not None and first.condition.opponent_memory is not None
    assert first.condition.opponent_memory.max == 4
    assert second.condition is not None and second.condition.opponent_memory is not None
    assert second.condition.opponent_memory.min == 4
