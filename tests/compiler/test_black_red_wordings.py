"""Wordings of the black and red Greymon (X Antibody) and Machinedramon cards."""

from __future__ import annotations

from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects


def test_a_coloured_digivolution_card_is_a_card_of_that_colour_among_them() -> None:
    """BT9-068: "if this Digimon has a black digivolution card" is a black card among this
    Digimon's digivolution cards, of any category."""
    effect = compile_effects(
        "[When Digivolving] If this Digimon has a black digivolution card, <De-Digivolve 1> "
        "1 of your opponent's Digimon."
    )[0]
    assert effect.condition is not None
    (wanted,) = effect.condition.in_digivolution_cards
    assert (wanted.colors, wanted.categories) == (("black",), ())


def test_a_digivolution_card_is_1_or_more() -> None:
    effect = compile_effects("[On Play] If this Digimon has a digivolution card, <Blitz>.")[0]
    assert effect.condition is not None and effect.condition.digivolution_cards is not None
    assert effect.condition.digivolution_cards.min == 1


def test_a_keyword_after_another_sentence_is_an_effect_of_its_own_under_the_same_header() -> None:
    """ "[When Digivolving] X. If Y, <Blitz>.": the <Blitz> under the header (4-23-3), had
    only while Y holds; X is the header's other effect."""
    first, blitz = compile_effects(
        "[When Digivolving] If this Digimon has a black digivolution card, <De-Digivolve 1> 1 "
        "of your opponent's Digimon. If this Digimon has a red digivolution card, <Blitz>. "
        "(This Digimon can attack when your opponent has 1 or more memory.)"
    )
    assert first.steps and first.keyword is None
    assert (blitz.timing, blitz.keyword) == ("when_digivolving", "blitz")
    assert blitz.condition is not None
    assert blitz.condition.in_digivolution_cards[0].colors == ("red",)
    assert effect_text(blitz).startswith(
        "[When Digivolving] If a red card is in this Digimon's digivolution cards, <Blitz>"
    )


def test_a_cost_printed_first_keeps_its_whole_list_of_names() -> None:
    """BT11-063: the commas of "[A], [B], or [C]" don't end the cost."""
    (effect,) = compile_effects(
        "[On Play] By trashing 1 card with [Numemon], [Sukamon], [Nanimon], or [Etemon] in its "
        "name in your hand, <Draw 2>. (Draw 2 cards from your deck.)"
    )
    (cost,) = effect.cost
    assert cost.target.name_contains == ("Numemon", "Sukamon", "Nanimon", "Etemon")
    assert effect.steps[0].do == "draw"


def test_an_exclusion_with_a_comma_before_in_its_name() -> None:
    """BT5-092: "with [A], [B], or [C] (other than [D], [E], or [F]), in its name"."""
    text = (
        "[On Play] Delete 1 of your opponent's Digimon with [Omnimon] or [Greymon] (other than "
        "[DoruGreymon] or [BurningGreymon]), in its name."
    )
    assert compile_effects(text) == compile_effects(
        text.replace("]), in its name", "]) in its name")
    )
    (effect,) = compile_effects(text)
    assert effect.steps[0].target.not_names == ("DoruGreymon", "BurningGreymon")


def test_a_reduction_for_each_colour_of_the_card_digivolved_into() -> None:
    """BT11-064: "reduce the cost by 1 for each of that card's colors" counts the colours of
    the card it would digivolve into, not of the Digimon."""
    (effect,) = compile_effects(
        "[Your Turn] When this Digimon would digivolve into a card with [Greymon] in its name, "
        "reduce the cost by 1 for each of that card's colors."
    )
    (step,) = effect.steps
    assert step.for_every is not None
    assert (step.for_every.of, step.for_every.that) == ("colors", True)
    assert "for each of that card's colors" in effect_text(effect)
