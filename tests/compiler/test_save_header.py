"""<Save> is printed under its timing, "[On Deletion] <Save>" (15-4-4-3: it triggers with the
[On Deletion] effects): the text says it so and the compiler reads it back."""

from __future__ import annotations

import pytest

from digimon_tui.cards.model import Effect
from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects
from digimon_tui.compiler.errors import CompileError
from digimon_tui.compiler.normalise import normalise


def test_save_is_written_under_on_deletion_and_read_back() -> None:
    printed = "[On Play] Gain 1 memory. [On Deletion] <Save>"
    effects = compile_effects(printed)
    assert effects[1] == Effect(keyword="save")
    generated = " ".join(effect_text(e) for e in effects)
    assert normalise(generated) == normalise(printed)


def test_a_keyword_under_a_timing_it_is_not_printed_under_is_refused() -> None:
    with pytest.raises(CompileError):
        compile_effects("[On Deletion] <Blocker>")


def test_save_then_is_one_effect_whose_first_step_is_save() -> None:
    """BT12-011: "[On Deletion] <Save>. Then, place ..." is <Save>'s processing (16-20-2) and
    the placing after it, in one effect: the placing sees the card saved or left."""
    printed = (
        "[On Deletion] <Save>. Then, place 1 Digimon card with <Save> in its text from your "
        "trash under 1 of your Tamers."
    )
    (effect,) = compile_effects(printed)
    assert effect.timing == "on_deletion" and effect.keyword is None
    assert [s.do for s in effect.steps] == ["save", "place_under"]
    assert effect.steps[1].then
    assert normalise(effect_text(effect)) == normalise(printed)
