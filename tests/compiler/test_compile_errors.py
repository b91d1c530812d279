"""Text the compiler can't read is an error naming where it stopped and what it knows there;
it never yields part of a card."""

from __future__ import annotations

import pytest

from digimon_tui.compiler import CompileError, compile_card_text, compile_effects


def test_a_word_it_does_not_know_names_the_words_and_the_phrases_it_expected() -> None:
    with pytest.raises(CompileError) as info:
        compile_effects("[On Play] Frobnicate 1 of your opponent's Digimon.")
    message = str(info.value)
    assert 'at "frobnicate 1 of your' in message
    assert 'after "[On Play]"' in message
    assert '"add"' in message and '"delete"' not in message.split("expected")[0]


def test_a_missing_number_says_a_number_is_expected() -> None:
    with pytest.raises(CompileError) as info:
        compile_effects("[Main] Gain memory.")
    assert str(info.value).endswith('at "memory." after "[Main] gain"; expected "a number"')


def test_one_bad_effect_fails_the_whole_text() -> None:
    text = "[On Play] Gain 1 memory.\n[When Attacking] Gain lots of memory."
    with pytest.raises(CompileError):
        compile_effects(text)


def test_a_keyword_it_does_not_know_is_named() -> None:
    with pytest.raises(CompileError, match='unknown keyword at "<frobnicate>"'):
        compile_effects("<Frobnicate>")


def test_text_that_reads_as_an_invalid_effect_says_why() -> None:
    with pytest.raises(CompileError, match="reads as an invalid effect"):
        compile_effects("[On Play] When this Digimon is blocked, gain 1 memory.")


def test_the_error_names_its_card() -> None:
    error = CompileError("can't read the text", at="x", expected=("y",)).for_card("PT1-01")
    assert str(error) == 'card PT1-01: can\'t read the text at "x"; expected "y"'


def test_a_dna_line_belongs_to_the_card_not_to_an_effect_list() -> None:
    line = (
        "<DNA Digivolution: 0 from blue Lv.4 + green Lv.4> Digivolve unsuspended with the 2 "
        "specified Digimon stacked on top of each other."
    )
    with pytest.raises(CompileError, match="DNA"):
        compile_effects(line)
    dna = compile_card_text(line).dna
    assert dna is not None and (dna.top.color, dna.bottom.color, dna.cost) == ("blue", "green", 0)
