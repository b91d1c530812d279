"""Placing a card as a digivolution card, in every wording the printed cards use: each
compiles to one `place_under` step (under this Digimon, or `onto` a Digimon the player
chooses; from one zone or from the hand or trash), and its generated text reads back as the
same definition."""

from __future__ import annotations

import pytest

from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import CompileError, compile_effects


def _place(text: str) -> dict:
    """The one `place_under` step of the text (a step or a cost), as a card file holds it."""
    (effect,) = compile_effects(text)
    (step,) = [s for s in (*effect.cost, *effect.steps) if s.do == "place_under"]
    assert compile_effects(effect_text(effect)) == (effect,)
    return step.model_dump(exclude_defaults=True)


@pytest.mark.parametrize(
    ("printed", "plain"),
    [
        (  # BT14-058: the cost "as this Digimon's bottom digivolution card"
            "[On Play] By placing 1 [Satsuki Tamahime] from your hand as this Digimon's bottom "
            "digivolution card, gain 1 memory.",
            "[On Play] By placing 1 [Satsuki Tamahime] from your hand under this Digimon as its "
            "bottom digivolution card, gain 1 memory.",
        ),
        (  # BT5-047: "under 1 of your X at the bottom of its digivolution cards"
            "[On Deletion] Place 1 [Palmon] from your trash under 1 of your green Digimon at the "
            "bottom of its digivolution cards.",
            "[On Deletion] Place 1 [Palmon] from your trash under 1 of your green Digimon as its "
            "bottom digivolution card.",
        ),
        (  # BT8-104's wording: "as the bottom digivolution card of 1 of your ..."
            "[Main] Place 1 red Digimon card from your hand as the bottom digivolution card of 1 "
            "of your Digimon.",
            "[Main] Place 1 red Digimon card from your hand under 1 of your Digimon as its "
            "bottom digivolution card.",
        ),
        (  # BT7-082's wording: "from your hand or trash at the bottom of this Digimon's ..."
            "[On Play] You may place 1 [Agumon] from your hand or trash at the bottom of this "
            "Digimon's digivolution cards to gain 1 memory.",
            "[On Play] You may place 1 [Agumon] from your hand or trash under this Digimon as "
            "its bottom digivolution card to gain 1 memory.",
        ),
        (  # BT11-071's wording: "under this Digimon as its top digivolution card"
            "[On Play] Place 1 [Agumon] from your trash under this Digimon as its top "
            "digivolution card.",
            "[On Play] Place 1 [Agumon] from your trash on top of this Digimon's digivolution "
            "cards.",
        ),
    ],
)
def test_each_wording_is_the_plain_one(printed: str, plain: str) -> None:
    assert compile_effects(printed) == compile_effects(plain)
    _place(printed)


def test_under_1_of_your_digimon_is_a_digimon_the_player_chooses() -> None:
    step = _place(
        "[Main] Place 1 card with [X Antibody] in its traits from your trash under 1 of your "
        "Digimon with [X Antibody] in its traits as its bottom digivolution card."
    )
    assert step["onto"] == {"traits": ("X Antibody",)}
    assert step["target"] == {"traits": ("X Antibody",), "zone": "trash"}


def test_from_your_hand_or_trash_lists_both_zones() -> None:
    step = _place(
        "[On Play] Place 1 [Agumon] from your hand or trash under this Digimon as its bottom "
        "digivolution card."
    )
    assert step["zones"] == ("hand", "trash")
    assert "onto" not in step


def test_several_cards_go_under_as_its_bottom_digivolution_cards() -> None:
    step = _place(
        "[Main] Place up to 3 Digimon cards with [Bagra Army] in their traits from your trash "
        "under 1 of your Digimon as its bottom digivolution cards."
    )
    assert step["target"]["select"] == "up_to"
    assert step["target"]["count"] == 3
    assert step["onto"] == {}


def test_under_1_of_your_tamers_is_a_tamer_the_player_chooses() -> None:
    """BT10-072, BT10-107: "under one of your Tamers", no digivolution card (4-8-1)."""
    step = _place(
        "[When Attacking] By placing 1 purple Digimon card from your hand under one of your "
        "Tamers, <Draw 1>."
    )
    assert step["onto"] == {"kinds": ("tamer",)}
    assert step["where"] == "bottom"


def test_under_this_tamer_is_the_tamer_itself() -> None:
    step = _place("[Start of Your Main Phase] Place 1 [Agumon] from your trash under this Tamer.")
    assert step["onto"] == {"select": "this", "kinds": ("tamer",)}


def test_under_a_digimon_without_as_its_digivolution_card_is_refused() -> None:
    with pytest.raises(CompileError, match="digivolution card"):
        compile_effects("[Main] Place 1 [Agumon] from your trash under 1 of your Digimon.")


@pytest.mark.parametrize(
    "printed",
    [
        # BT10-012
        "[On Play] You may place 1 Digimon card with [Xros Heart] in its traits from your hand "
        "or from under one of your Tamers under this Digimon as its bottom digivolution card.",
        # BT11-030
        "[On Play] You may place 1 Digimon card with [Blue Flare] in its traits from your hand, "
        "or from under your Tamers, under this Digimon as its bottom digivolution card.",
    ],
)
def test_from_under_one_of_your_tamers_is_a_zone_of_its_own(printed: str) -> None:
    assert _place(printed)["zones"] == ("hand", "under_tamers")
