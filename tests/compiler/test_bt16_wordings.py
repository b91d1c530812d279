"""Wordings of BT16 cards that the compiler reads as phrases it knew."""

from __future__ import annotations

from digimon_tui.cards.steps import AddToHand
from digimon_tui.compiler import compile_effects
from digimon_tui.compiler.normalise import normalise

UKKOMON = (
    "[Your Turn] [Once Per Turn] When one of your Digimon moves from the breeding area to the "
    "battle area, reveal the top 3 cards of your deck. Add 1 Digimon card or Tamer card among "
    "them to the hand. Return the rest to the bottom of the deck. Then, you may hatch in your "
    "breeding area."
)


def test_bt16_082_ukkomon_one_digimon_card_or_tamer_card_is_one_card_of_either_kind() -> None:
    """BT16-082 names the second kind without its count: one card, a Digimon or a Tamer."""
    assert "add 1 digimon card or 1 tamer card among them" in normalise(UKKOMON)
    (effect,) = compile_effects(UKKOMON)
    add = effect.steps[1]
    assert isinstance(add, AddToHand)
    target = add.target
    assert target.count == 1 and target.zone == "revealed"
    assert [f.categories for f in target.any_of] == [("digimon",), ("tamer",)]


def test_a_card_kind_with_its_own_count_is_left_as_printed() -> None:
    """Only the bare second kind gains its count: "1 Digimon card or 1 Tamer card" stays."""
    text = "add 1 digimon card or 1 tamer card among them to your hand."
    assert normalise(text) == text
