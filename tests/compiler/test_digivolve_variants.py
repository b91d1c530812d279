"""The digivolve and play variants of the card language: each phrase compiles to its
construct, and the text generated from the construct reads back the same."""

from __future__ import annotations

from typing import Any

import pytest

from digimon_tui.cards.model import (
    Card,
    ChooseOne,
    Digivolve,
    Grant,
    PlaceThisUnder,
    TamerDigivolve,
)
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


@pytest.mark.parametrize(
    "printed, fields",
    [
        (
            "[Main] If you have 20 or more cards in your trash, this Digimon may digivolve into "
            "[Beelzemon] from your trash for a digivolution cost of 3, ignoring its digivolution "
            "requirements.",
            {"cost": 3, "ignore_requirements": True, "who": None, "zone": "trash"},
        ),
        (
            "[Main] You may digivolve 1 of your other Digimon into a Digimon card with [Undead] "
            "in its traits from your trash without paying its memory cost.",
            {"free": True, "zone": "trash"},
        ),
        (
            "[On Play] If it's your turn, 1 of your Digimon may digivolve into a Digimon card "
            "with [Royal Knight] in its traits in your hand for its digivolution cost.",
            {"free": False, "zone": "hand"},
        ),
        (
            "[Main] This Digimon may digivolve into [SaviorHuckmon] in the hand for the "
            "digivolution cost. When this Digimon would digivolve by this effect, reduce the "
            "digivolution cost by 2.",
            {"reduce": 2, "who": None},
        ),
        (
            "[When Attacking] This Digimon may digivolve into a Digimon card with [Leomon] in its "
            "name in your hand with the digivolution cost reduced by 1.",
            {"reduce": 1, "who": None},
        ),
    ],
)
def test_digivolving_by_an_effect_the_later_ways(printed: str, fields: dict[str, Any]) -> None:
    """ "X may digivolve into a ... in the hand / from your trash for the digivolution cost"
    (and "with the digivolution cost reduced by N", which "When it would digivolve by this
    effect, reduce the digivolution cost by N" also says) is the `digivolve` step."""
    (effect,) = compile_effects(printed)
    step = effect.steps[-1]
    assert isinstance(step, Digivolve)
    for key, value in fields.items():
        got = step.into.zone if key == "zone" else getattr(step, key)
        assert got == value, key
    if "who" not in fields:
        assert step.who is not None and step.who.side == "your"
    text = effect_text(effect)
    assert compile_effects(text) == (effect,)
    assert normalise(text) == normalise(printed)


@pytest.mark.parametrize(
    "printed, names, having",
    [
        ("The name of this card/Digimon is also treated as [Mamemon].", ["Mamemon"], []),
        (
            "The name of  this card/Digimon is also treated as [SkullKnightmon] and "
            "[DeadlyAxemon].",
            ["SkullKnightmon", "DeadlyAxemon"],
            [],
        ),
        ("This card/Digimon is also treated as if its name is [Shoutmon].", ["Shoutmon"], []),
        ("This card/Digimon is also treated as [ChaosGallantmon].", ["ChaosGallantmon"], []),
        ("This card/Digimon is also treated as having [Leomon] in its name.", [], ["Leomon"]),
        ("[Rule] Name: Also treated as [Shoutmon]/[Ballistamon].", ["Shoutmon", "Ballistamon"], []),
        ("(Rule) Name: Also treated as having [Sukamon].", [], ["Sukamon"]),
        ("[Rule] Name: Treated as having [Etemon]/[Sukamon]..", [], ["Etemon", "Sukamon"]),
    ],
)
def test_names_a_card_is_also_treated_as_having(
    printed: str, names: list[str], having: list[str]
) -> None:
    """Each printing of "also treated as [X]" / "as having [X]" is the card's `also_names` /
    `also_name_contains`, written as its last line "[Rule] Name: Also treated as ..."."""
    got = compile_card_text(f"[On Play] Gain 1 memory. {printed}")
    assert (list(got.also_names), list(got.also_name_contains)) == (names, having)
    card = Card.model_validate(
        {**_FACTS, "level": 4, "cost": 5, "dp": 5000, **got.facts(), "effects": got.effects}
    )
    text = " ".join(card_text(card))
    assert text.endswith(".") and "[Rule] Name: Also treated as" in text
    assert normalise(text) == normalise(f"[On Play] Gain 1 memory. {printed}")
    again = compile_card_text(text)
    assert (again.also_names, again.also_name_contains) == (got.also_names, got.also_name_contains)


def test_placing_this_digimon_under_another_as_a_cost() -> None:
    """ "By placing this Digimon under 1 of your Digimon with ... as its bottom digivolution
    card, <De-Digivolve 1> 1 of your opponent's Digimon." (BT10-059): the cost is the
    `place_this_under` step; <De-Digivolve 1> without "on" is the same step as with it."""
    printed = (
        "[On Play] By placing this Digimon under 1 of your Digimon with [Legend-Arms] or [Xros "
        "Heart] in its traits as its bottom digivolution card, <De-Digivolve 1> 1 of your "
        "opponent's Digimon."
    )
    (effect,) = compile_effects(printed)
    (cost,) = effect.cost
    assert isinstance(cost, PlaceThisUnder)
    assert cost.target.traits == ("Legend-Arms", "Xros Heart")
    assert effect.steps[0].do == "de_digivolve"
    text = effect_text(effect)
    assert compile_effects(text) == (effect,)
    assert normalise(text) == normalise(printed)


@pytest.mark.parametrize(
    "printed",
    [
        "While you have a Tamer in play, you may ignore this card's color requirements.",
        "If you have a Tamer in play, you may use this Option card without meeting its color "
        "requirements.",
    ],
)
def test_an_option_cards_colours_ignored_while(printed: str) -> None:
    """Both printings are the card's `ignore_colors_while`; its line reads back the same."""
    got = compile_card_text(f"{printed}[Main] Gain 1 memory.")
    assert got.ignore_colors_while is not None
    card = Card.model_validate(
        {
            "number": "PT1-04",
            "name": "Testoption",
            "category": "option",
            "colors": ["purple"],
            "cost": 1,
            **got.facts(),
            "effects": got.effects,
        }
    )
    text = " ".join(card_text(card))
    assert compile_card_text(text).ignore_colors_while == got.ignore_colors_while
    assert normalise(text) == normalise(f"{printed}[Main] Gain 1 memory.")
