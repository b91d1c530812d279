"""Costs printed first: before an effect that gives a quoted effect (EX6-048 Witchmon), the
giving effect's, never the quoted one's; "gain 1 memory for each card trashed" (ST16-12)
counts what the cost trashed."""

from __future__ import annotations

from digimon_tui.compiler import compile_effects
from digimon_tui.compiler.normalise import normalise

WITCHMON = (
    "[On Play] [When Digivolving] By trashing 1 card in your hand, until the end of your "
    "opponent's turn, 1 of your opponent's Digimon gains \"[End of Attack] Delete this "
    'Digimon."'
)


def test_the_cost_goes_after_the_quote_not_into_it() -> None:
    assert normalise(WITCHMON).endswith(
        ': "[End of Attack] delete this digimon." by trashing 1 card in your hand.'
    )


def test_ex6_048_the_hand_card_pays_for_giving_the_effect() -> None:
    """The trash is the [On Play]'s cost; the given [End of Attack] costs nothing."""
    (effect,) = compile_effects(WITCHMON)
    (cost,) = effect.cost
    assert cost.do == "trash" and cost.target.zone == "hand"
    (step,) = effect.steps
    (given,) = step.effects
    assert given.timing == "end_of_attack" and not given.cost
    assert [s.do for s in given.steps] == ["delete"]


def test_st16_12_a_memory_for_each_card_the_cost_trashed() -> None:
    """ "By trashing up to 3 cards in your hand, gain 1 memory for each card trashed.": the
    trash is a step, and the gain counts the cards it trashed."""
    text = (
        "[When Digivolving] By trashing up to 3 cards in your hand, gain 1 memory for each card "
        "trashed."
    )
    (effect,) = compile_effects(text)
    trash, gain = effect.steps
    assert trash.do == "trash" and trash.target.count == 3 and trash.target.select == "up_to"
    assert gain.do == "gain_memory" and gain.for_every is not None
    assert gain.for_every.of == "trashed"
