"""ST12 wordings: ST12-13 Sistermon Ciel's (Rule) printed with an asterisk and "with [A] in
their names and [B] in their traits" as two groups; ST12-15's "would digivolve this turn"."""

from __future__ import annotations

from digimon_tui.compiler import compile_effects
from digimon_tui.compiler.normalise import normalise


def test_the_asterisk_line_is_a_name_rule_and_a_trait_rule() -> None:
    text = (
        "[On Play] Gain 1 memory. *Also treat as if name is [Sistermon Noir] and traits include "
        "[Virus]."
    )
    out = normalise(text)
    assert "[Rule] name: also treated as [Sistermon Noir]." in out
    assert "[Rule] trait: has [Virus] type." in out


def test_huckmon_names_and_royal_knight_traits_are_either() -> None:
    text = (
        "[All Turns] All of your Digimon with [Huckmon] in their names and [Royal Knight] in "
        "their traits gain <Reboot>."
    )
    (effect,) = compile_effects(text)
    (grant,) = effect.grants
    assert grant.target is not None
    assert [f.name_contains or f.traits for f in grant.target.any_of] == [
        ("Huckmon",),
        ("Royal Knight",),
    ]


def test_st12_15_would_digivolve_this_turn_is_the_next_digivolution() -> None:
    """ "The next time one of your Digimon would digivolve this turn, reduce the digivolution
    cost by 1." is the older "... digivolves this turn, reduce the memory cost of the
    digivolution by 1."."""
    text = (
        "[Main] <Delay> (Trash this card in your battle area to activate the effect below. You "
        "can't activate this effect the turn this card enters play.)・The next time one of your "
        "Digimon would digivolve this turn, reduce the digivolution cost by 1."
    )
    (effect,) = compile_effects(text)
    assert effect.delay
    (step,) = effect.steps
    assert step.do == "reduce_next_digivolution" and step.amount == 1
