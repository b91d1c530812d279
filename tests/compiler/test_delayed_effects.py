"""Delayed effects (15-8-3): "At the end of the battle, ..." on a Security Digimon (the
promos P-066 Huckmon to P-069 Pulsemon) waits for the battle's end as a whole: the
sentences after it, "If nothing was done by this effect, ..." and "Then, add this card to
its owner's hand.", belong to the delayed effect, so the card battles first and is taken
back from the trash afterwards."""

from __future__ import annotations

import pytest

from digimon_tui.cards.model import AddThisCardToHand, AtEnd, Delete, Draw, Play, Suspend
from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects
from digimon_tui.compiler.normalise import normalise


def _delayed(printed: str) -> AtEnd:
    """The printed [Security] text compiles to one delayed step, and writes back to itself."""
    effects = compile_effects(printed, "security")
    generated = " ".join(effect_text(e) for e in effects)
    assert normalise(generated) == normalise(printed), generated
    assert compile_effects(generated, "security") == effects
    (effect,) = effects
    (step,) = effect.steps
    assert isinstance(step, AtEnd)
    assert step.of == "battle"
    return step


def test_p_066_huckmon_security_draws_and_returns_at_the_end_of_the_battle() -> None:
    step = _delayed(
        "[Security] At the end of the battle, delete 1 of your opponent's Digimon with 4000 DP "
        "or less. If no Digimon was deleted by this effect, <Draw 1>. (Draw 1 card from your "
        "deck.) Then, add this card to its owner's hand."
    )
    delete, draw, add = step.steps
    assert isinstance(delete, Delete)
    assert isinstance(draw, Draw) and draw.condition is not None
    assert draw.condition.done is False
    assert isinstance(add, AddThisCardToHand) and add.then


@pytest.mark.parametrize(
    ("printed", "first"),
    [
        (
            "[Security] At the end of the battle, suspend 1 of your opponent's Digimon. Then, "
            "add this card to its owner's hand.",
            Suspend,
        ),
        (
            "[Security] At the end of the battle, <Draw 2>. (Draw 2 cards from your deck.) "
            "Then, add this card to its owner's hand.",
            Draw,
        ),
    ],
)
def test_then_add_this_card_waits_for_the_end_of_the_battle(printed: str, first: type) -> None:
    step = _delayed(printed)
    assert [type(s) for s in step.steps] == [first, AddThisCardToHand]


def test_p_071_impmon_may_play_from_the_trash_at_the_end_of_the_battle() -> None:
    """ "At the end of the battle, you may play ...": the play waits with the rest and is the
    player's choice then."""
    step = _delayed(
        "[Security] At the end of the battle, you may play 1 purple level 3 Digimon card from "
        "your trash without paying its memory cost. Then, add this card to its owner's hand."
    )
    play, add = step.steps
    assert isinstance(play, Play) and play.optional
    assert isinstance(add, AddThisCardToHand) and add.then and not add.optional
