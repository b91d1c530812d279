"""Wordings of BT10-BT15 and EX3-EX5 cards that the compiler reads as phrases it knew."""

from __future__ import annotations

import pytest

from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects
from digimon_tui.compiler.normalise import normalise


def test_bt15_016_brachiomon_they_have_4_or_more_is_the_opponents_memory() -> None:
    """BT15-016 says the second count as "if they have 4 or more": the opponent's memory."""
    text = (
        "[On Play] If your opponent has 4 or less memory, 1 of your opponent's Digimon with "
        "8000 DP or more can't attack until the end of their turn. If they have 4 or more, "
        "delete 1 of their Digimon with 6000 DP or less."
    )
    assert "if your opponent has 4 memory or more, delete" in normalise(text)
    (effect,) = compile_effects(text)
    first, second = effect.steps
    assert first.condition is not None and first.condition.opponent_memory is not None
    assert first.condition.opponent_memory.max == 4
    assert second.condition is not None and second.condition.opponent_memory is not None
    assert second.condition.opponent_memory.min == 4


def test_bt13_038_reppamon_cost_moves_behind_a_sentence_with_security_attack() -> None:
    """BT13-038: "By trashing X, ... gains <Security Attack -2> until ...": the full stop in
    <Security A. -2> doesn't end the sentence, so the cost goes after the whole of it
    instead of into the keyword."""
    text = (
        "[When Attacking] By trashing the top card of your security stack, 1 of your "
        "opponent's Digimon gains <Security Attack -2> until the end of your opponent's turn."
    )
    assert normalise(text) == (
        "[When Attacking] 1 of your opponent's digimon gains <security a. -2> until the end "
        "of your opponent's turn by trashing the top card of your security stack."
    )
    (effect,) = compile_effects(text)
    assert effect.cost and effect.cost[0].do == "trash"


def test_bt13_079_falcomon_deleted_outside_of_a_battle_the_opponent_trashes() -> None:
    """BT13-079's inherited effect: a condition on how its Digimon was deleted, and a trash
    the opponent does from their own hand."""
    text = (
        "[On Deletion] If deleted outside of a battle, your opponent trashes 1 card in their hand."
    )
    (effect,) = compile_effects(text, "inherited")
    assert effect.condition is not None and effect.condition.outside_battle is True
    (step,) = effect.steps
    assert step.do == "trash" and step.by_opponent
    assert step.target.side == "opponents" and step.target.zone == "hand"


def test_bt15_003_nyaromon_the_top_or_bottom_card_of_your_security_stack() -> None:
    """BT15-003's cost names both ends: one target with `top` and `bottom`, and its text
    reads back the same."""
    text = (
        "[When Attacking] [Once Per Turn] By trashing the top or bottom card of your security "
        "stack, gain 1 memory."
    )
    (effect,) = compile_effects(text, "inherited")
    (cost,) = effect.cost
    assert cost.target.zone == "security" and cost.target.top == cost.target.bottom == 1
    assert "the top or bottom card of your security stack" in effect_text(effect)


def test_bt12_074_gumdramon_digixros_material_with_save_in_its_text() -> None:
    """BT12's DigiXros lines name a material by text: "1 Digimon card w/<Save> in text"."""
    text = (
        "DigiXros -2: 1 Digimon card w/<Save> in text When you would play this card, you may "
        "place specified cards from your hand/battle area under it. Each placed card reduces "
        "the play cost."
    )
    assert normalise(text) == "<digixros -2> 1 digimon card with <save> in its text."


def test_bt12_011_a_list_of_names_followed_by_card() -> None:
    """ "1 [Taiki Kudo], [Yuu Amano], or [Tagiru Akashi] card": the names are the card's."""
    text = (
        "[On Play] You may play 1 [Taiki Kudo], [Yuu Amano], or [Tagiru Akashi] card from your "
        "hand without paying its cost."
    )
    (effect,) = compile_effects(text)
    (step,) = effect.steps
    assert step.target.names == ("Taiki Kudo", "Yuu Amano", "Tagiru Akashi")


def test_bt14_077_skullsatamon_both_players_decks_is_two_sentences() -> None:
    """ "Trash the top 2 cards of both players' decks." is each deck's in turn; "when a card
    in your opponent's deck is trashed" is the trigger "... trashed from your opponent's
    deck". A "both decks" inside an "if" sentence stays unread (the "if" would hold for
    the first only)."""
    text = (
        "[On Play] Trash the top 2 cards of both players' decks. [Your Turn] [Once Per Turn] "
        "When a card in your opponent's deck is trashed, gain 1 memory."
    )
    first, second = compile_effects(text)
    assert [s.target.side for s in first.steps] == ["your", "opponents"]
    assert second.trigger is not None and second.trigger.whose == "opponents"
    conditional = (
        "[On Play] If you have 1 memory or less, trash the top 2 cards of both players' decks."
    )
    assert "both players' decks" in normalise(conditional)


def test_until_your_opponents_turn_ends_is_until_the_end_of_their_turn() -> None:
    """The later sets' "until your opponent's turn ends" (BT23-004) and "until their turn
    ends" are the duration "until the end of your opponent's turn"."""
    later = compile_effects(
        "[On Play] 1 of your Digimon gains <Blocker> until your opponent's turn ends."
    )
    earlier = compile_effects(
        "[On Play] 1 of your Digimon gains <Blocker> until the end of your opponent's turn."
    )
    assert later == earlier
    assert later[0].steps[0].duration == "opponents_turn"


def test_a_trait_before_the_noun_is_a_digimon_with_that_trait() -> None:
    """The later sets write the trait before the noun ("1 of your [CS] trait Digimon", "any
    of your [WG] trait Digimon"): a Digimon with the trait, as the earlier "with [X] in its
    traits" is."""
    later = compile_effects(
        "[On Play] Delete 1 of your opponent's level 4 or lower [Ghost] or [Undead] trait Digimon."
    )
    earlier = compile_effects(
        "[On Play] Delete 1 of your opponent's level 4 or lower Digimon with [Ghost] or [Undead] "
        "in its traits."
    )
    assert later == earlier
    target = later[0].steps[0].target
    assert target.traits == ("Ghost", "Undead") and target.max_level == 4
    slash = compile_effects(
        "[On Play] 1 of your [CS]/[WG] trait Digimon gets +2000 DP for the turn."
    )
    assert slash[0].steps[0].target.traits == ("CS", "WG")


@pytest.mark.parametrize(
    ("later", "earlier"),
    [
        (
            "When any of your [WG] trait Digimon are played, <Draw 1>.",
            "When you play a Digimon with [WG] in its traits, <Draw 1>.",
        ),
        (
            "When any of your other Digimon are played, gain 1 memory.",
            "When you play another Digimon, gain 1 memory.",
        ),
        (
            "When any of your Digimon digivolve into a Digimon with [Greymon] in its name, "
            "gain 1 memory.",
            "When one of your Digimon digivolves into a Digimon with [Greymon] in its name, "
            "gain 1 memory.",
        ),
        (
            "When any of your other Digimon suspend, gain 1 memory.",
            "When one of your other Digimon becomes suspended, gain 1 memory.",
        ),
        (
            "When any of your opponent's Digimon are deleted, gain 1 memory.",
            "When an opponent's Digimon is deleted, gain 1 memory.",
        ),
        (
            "When any of your opponent's Digimon attack, gain 1 memory.",
            "When an opponent's Digimon attacks, gain 1 memory.",
        ),
    ],
)
def test_when_any_of_your_digimon_is_the_one_digimon_trigger(later: str, earlier: str) -> None:
    """The later sets' plural triggers ("when any of your Digimon are played", BT21-003)
    are the triggers on one Digimon the earlier cards word in the singular."""
    header = "[Your Turn] [Once Per Turn] "
    assert compile_effects(header + later, "inherited") == compile_effects(
        header + earlier, "inherited"
    )


def test_as_much_or_less_dp_as_this_digimon_is_dp_less_than_or_equal_to_its() -> None:
    """The later sets' "with as much or less DP as this Digimon" is the bound "with DP less
    than or equal to this Digimon's DP"; said of a Digimon named after it, it is left alone."""
    later = compile_effects(
        "[When Attacking] Delete 1 of your opponent's Digimon with as much or less DP as this "
        "Digimon."
    )
    earlier = compile_effects(
        "[When Attacking] Delete 1 of your opponent's Digimon with DP less than or equal to this "
        "Digimon's DP."
    )
    assert later == earlier
    named = "with as much or less dp as this digimon with [Greymon] in its name"
    assert named in normalise(f"delete 1 of your opponent's digimon {named}.")
