"""The digivolve and play variants of the card language: each phrase compiles to its
construct, and the text generated from the construct reads back the same."""

from __future__ import annotations

from typing import Any

import pytest

from digimon_tui.cards.model import Card, ChooseOne, Grant, TamerDigivolve
from digimon_tui.cards.text import card_text, effect_text
from digimon_tui.compiler.compile import compile_card_text, compile_effects
from digimon_tui.compiler.normalise import normalise

_FACTS = {"number": "PT1-03", "name": "Testmon", "category": "digimon", "colors": ["red"]}


@pytest.mark.parametrize(
    "printed, onto_tamer",
    [
        (
            "You may Digivolve this card from your hand onto one of your red Tamers as if the "
            "Tamer is a level 3 Digimon.",
            {"color": "red"},
        ),
        (
            "You may digivolve this card from your hand onto one of your blue Tamers as if the "
            "Tamer is a level 3 blue Digimon for a memory cost of 2.",
            {"color": "blue", "as_color": "blue", "cost": 2},
        ),
        (
            "Digivolve: 1 from [Agunimon] You may digivolve this card from your hand onto one of "
            "your [Takuya Kanbara] cards as if the Tamer is a level 3 red Digimon for a "
            "digivolution cost of 2.",
            {"names": ["Takuya Kanbara"], "as_color": "red", "cost": 2},
        ),
    ],
)
def test_digivolving_onto_a_tamer(printed: str, onto_tamer: dict[str, Any]) -> None:
    """The Hybrid line, in its three printings, is `onto_tamer`; the card's text generated
    from it reads back as the same and matches the printed line once normalised."""
    got = compile_card_text(f"{printed}[On Play] Gain 1 memory.")
    assert got.onto_tamer == TamerDigivolve.model_validate(onto_tamer)
    assert len(got.effects) == 1
    card = Card.model_validate(
        {
            **_FACTS,
            "level": 4,
            "cost": 5,
            "dp": 5000,
            "digivolve": [{"color": "red", "level": 3, "cost": 2}, *got.digivolve],
            "onto_tamer": got.onto_tamer,
            "effects": got.effects,
        }
    )
    text = " ".join(card_text(card))
    assert compile_card_text(text).onto_tamer == got.onto_tamer
    assert normalise(text) == normalise(f"{printed}[On Play] Gain 1 memory.")


def test_only_a_digimon_card_digivolves_onto_a_tamer() -> None:
    with pytest.raises(ValueError, match="only Digimon cards"):
        Card.model_validate(
            {**_FACTS, "category": "tamer", "cost": 2, "onto_tamer": {"color": "red"}}
        )


@pytest.mark.parametrize(
    "printed, grant",
    [
        (
            "[Your Turn] This Digimon can also attack your opponent's unsuspended Digimon.",
            {"attack_unsuspended": True},
        ),
        (
            "[Your Turn] This Digimon can also attack your opponent's unsuspended Digimon with "
            "no digivolution cards.",
            {"attack_unsuspended_with": {"digivolution_cards": {"max": 0}}},
        ),
        (
            "[Your Turn] All of your Digimon with <Retaliation> can also attack your "
            "opponent's unsuspended level 4 or lower Digimon.",
            {
                "target": {"select": "all", "side": "your", "has": ["retaliation"]},
                "attack_unsuspended_with": {"max_level": 4},
            },
        ),
    ],
)
def test_attacking_unsuspended_digimon(printed: str, grant: dict[str, Any]) -> None:
    """ "can also attack" is "can attack" their unsuspended Digimon; a filter after it, or a
    level before "Digimon", names which of them."""
    effects = compile_effects(printed)
    assert effects[0].grants == (Grant.model_validate(grant),)
    text = effect_text(effects[0])
    assert compile_effects(text) == effects
    assert normalise(text) == normalise(printed)


@pytest.mark.parametrize(
    "printed",
    [
        "[Main] Activate 1 of the effects below. If you have a Digimon with [Shoutmon X5] in its "
        "name in play, activate all of the effects below instead.・1 of your Digimon with [Xros "
        "Heart] in its traits gains <Security A. +1> for the turn.・<Draw 2>",
        "[When Digivolving] Activate 1 of the effects below. ・This Digimon gets +2000 DP for the "
        "turn. ・Unsuspend this Digimon. ・Delete 1 of your opponent's Digimon with a play cost of "
        "5 or less.",
    ],
)
def test_activate_one_of_the_effects_below(printed: str) -> None:
    """The later printing of a choice: `choose_one` with `below`, and `all_if` for "If ...,
    activate all of the effects below instead."; its text reads back the same."""
    (effect,) = compile_effects(printed)
    (step,) = effect.steps
    assert isinstance(step, ChooseOne) and step.below
    assert (step.all_if is not None) == ("instead" in printed)
    assert len(step.options) == printed.count("・")
    text = effect_text(effect)
    assert compile_effects(text) == (effect,)
    assert normalise(text) == normalise(printed)
