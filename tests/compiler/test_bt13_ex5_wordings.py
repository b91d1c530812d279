"""The wordings of BT13-BT15, EX4 and EX5 that the compiler reads as the phrases it knew:
keywords the catalogue lost before their reminder text (a listed correction), an HTML
non-breaking space, "to the hand", "if you don't have [X]", a name with a full stop in it,
an exclusion between commas, "it gains +1000 DP", the bottom of "the deck", and the later
<Burst Digivolve> line."""

from __future__ import annotations

from typing import Any

import pytest

from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_card_text, compile_effects
from digimon_tui.compiler.catalogue import compile_entry
from digimon_tui.compiler.corrections import CORRECTIONS, corrected
from digimon_tui.compiler.normalise import normalise


def _entry(number: str, **texts: str) -> dict[str, Any]:
    return {
        "cardId": number,
        "nameEn": "Tester",
        "colors": ["Black"],
        "kinds": ["DigiEgg"],
        "level": 2,
        "playCost": -1,
        "dp": 0,
        **texts,
    }


def test_bt15_005_kyokyomon_gets_back_the_draw_the_catalogue_lost() -> None:
    """BT15-005's catalogue text keeps the reminder "(Draw 1 card from your deck)" with
    <Draw 1> itself lost; the listed correction puts it back, and the card draws."""
    text = "[Opponent's Turn] [Once Per Turn] When a Digimon becomes unsuspended,  "
    text += "(Draw 1 card from your deck)."
    entry = _entry("BT15-005", inheritedEffectText=text)
    fixed, applied = corrected(entry)
    assert "<Draw 1> (Draw 1" in fixed["inheritedEffectText"] and len(applied) == 1
    card, exact = compile_entry(entry)
    assert card.inherited[0].steps[0].do == "draw" and exact


def test_bt15_087_shuu_yulin_mind_link_is_read_with_its_reminder_after_it() -> None:
    """BT15-087 prints <Mind Link>'s reminder inside the keyword's phrase, and the keyword
    is lost: the correction restores the keyword and puts the reminder after the phrase,
    where it is dropped as the keyword's (the phrase itself waits on a Mind Link with a
    target filter)."""
    text = "[Main]  (Place this Tamer as that Digimon's bottom digivolution card if there are "
    text += "no Tamer cards in its digivolution cards) with 1 of your Digimon with the "
    text += "[X Antibody]/[DigiPolice] trait."
    fix = next(c for c in CORRECTIONS if "BT15-087" in c.cards and "Mind Link" in c.right)
    assert normalise(text.replace(fix.wrong, fix.right)).startswith(
        "[Main] <mind link> with 1 of your digimon with [X Antibody] or [DigiPolice]"
    )


def test_bt15_064_de_digivolve_lost_before_its_target_is_restored() -> None:
    text = "[When Attacking] [Once Per Turn]  1 of your opponent's Digimon (Trash the top "
    text += "card. You can't trash past level 3 cards)."
    fixed, _ = corrected(_entry("BT15-064", inheritedEffectText=text))
    assert compile_effects(fixed["inheritedEffectText"], "inherited") == compile_effects(
        "[When Attacking] [Once Per Turn] <De-Digivolve 1> on 1 of your opponent's Digimon.",
        "inherited",
    )


def test_an_html_non_breaking_space_is_a_space() -> None:
    assert normalise("with [Greymon]&#160;in its name") == normalise("with [Greymon] in its name")


@pytest.mark.parametrize(
    "printed",
    [
        "[On Play] Return 1 of your opponent's Digimon to the hand.",
        "[On Play] Return 1 of your opponent's Digimon to its owner's hand.",
    ],
)
def test_a_return_to_the_hand_is_to_its_owners_hand(printed: str) -> None:
    assert compile_effects(printed) == compile_effects(
        "[On Play] Return 1 of your opponent's Digimon to its owner's hand."
    )


def test_a_card_from_the_trash_to_the_hand_still_goes_to_your_hand() -> None:
    assert compile_effects(
        "[On Play] Return 1 [Agumon] from your trash to the hand."
    ) == compile_effects("[On Play] Return 1 [Agumon] from your trash to your hand.")


@pytest.mark.parametrize("where", ["", " in play"])
def test_if_you_dont_have_a_named_card(where: str) -> None:
    """ "If you don't have [Nene Amano] (in play)": no Digimon or Tamer of that name."""
    effect = compile_effects(f"[On Play] If you don't have [Nene Amano]{where}, gain 1 memory.")[0]
    step = effect.steps[0]
    condition = step.condition if step.condition is not None else effect.condition
    assert condition is not None
    assert condition.none_of[0].in_play[0].name == "Nene Amano"


def test_a_name_with_a_full_stop_in_it_is_played_without_paying_the_cost() -> None:
    text = "[On Play] You may play 1 [Thomas H. Norstein] from your hand without paying the cost."
    assert compile_effects(text) == compile_effects(text.replace("the cost", "its memory cost"))


def test_an_exclusion_printed_between_commas() -> None:
    """ "[Beast] or [Animal], other than [Sea Animal], in one of its traits" is the exclusion
    "(other than [Sea Animal])"."""
    effect = compile_effects(
        "[Your Turn] While this Digimon has [Beast] or [Animal], other than [Sea Animal], in "
        "one of its traits, it gets +2000 DP."
    )[0]
    assert effect.condition is not None and effect.condition.this is not None
    assert effect.condition.this.not_traits == ("Sea Animal",)


def test_it_gains_dp_is_it_gets_dp() -> None:
    assert compile_effects(
        "[All Turns] While this Digimon is suspended, it gains +1000 DP.", "inherited"
    ) == compile_effects(
        "[All Turns] While this Digimon is suspended, it gets +1000 DP.", "inherited"
    )


@pytest.mark.parametrize(
    "rest",
    [
        "Place the remaining cards at the bottom of the deck.",
        "Return the rest to the bottom of deck.",
    ],
)
def test_the_rest_of_a_reveal_to_the_bottom_of_the_deck(rest: str) -> None:
    reveal = "[On Play] Reveal the top 3 cards of your deck. Add 1 card with [Agumon] in its "
    reveal += "name among them to your hand. "
    assert compile_effects(reveal + rest) == compile_effects(
        reveal + "Place the remaining cards at the bottom of your deck in any order."
    )


def test_the_later_burst_digivolve_line() -> None:
    printed = compile_card_text(
        "Burst Digivolve: 0 from [ShineGreymon] by returning 1 [Marcus Damon] to handAt the "
        "end of the burst digivolution turn, trash this Digimon's top card[On Play] Gain 1 "
        "memory.",
        "",
        "",
    )
    assert printed == compile_card_text(
        "<Burst Digivolve: 0 from [ShineGreymon] by returning 1 [Marcus Damon] to the hand> "
        "At the end of the turn, trash this Digimon's top card. [On Play] Gain 1 memory.",
        "",
        "",
    )
    assert printed.facts()["burst"]["digimon"] == {"name": "ShineGreymon"}


def test_a_revealed_card_added_if_it_has_a_trait_is_the_reveals_add_among_them() -> None:
    """EX4-040's "If that card has the [Blue Flare] or [Twilight] trait, add it to your
    hand" of the one card revealed is "add 1 card with ... among them"."""
    reveal = "[On Deletion] Reveal the top card of your deck. "
    assert compile_effects(
        reveal + "If that card has the [Blue Flare] or [Twilight] trait, add it to your hand. "
        "Trash the rest."
    ) == compile_effects(
        reveal + "Add 1 card with [Blue Flare] or [Twilight] in its traits among them to your "
        "hand. Trash the remaining cards."
    )


def test_delete_this_digimon_and_one_of_theirs_is_one_deletion_of_both() -> None:
    """EX4-074's "[End of Attack] Delete this Digimon and 1 of your opponent's Digimon, and
    <Recovery +1 (Deck)>.": one deletion step with a second target, then the recovery as the
    next step; "-5000DP" is "-5000 DP"."""
    (effect,) = compile_effects(
        "[End of Attack] Delete this Digimon and 1 of your opponent's Digimon, and "
        "<Recovery +1 (Deck)>."
    )
    delete, recovery = effect.steps
    assert delete.do == "delete" and delete.target.select == "this"
    assert [t.side for t in delete.also] == ["opponents"]
    assert recovery.do == "recovery"
    assert normalise("get -5000DP") == normalise("get -5000 DP")


def test_both_players_trashes_are_counted_together() -> None:
    """EX4-006's "if the total number of cards in both players' trashes is 20 or more" and
    BT13-111's "for every 5 total cards in both players' trashes" read both trashes."""
    (guilmon,) = compile_effects(
        "[On Play] If the total number of cards in both players' trashes is 20 or more, this "
        "Digimon gains <Rush> for the turn."
    )
    assert guilmon.condition is not None and guilmon.condition.total_trash is not None
    assert guilmon.condition.total_trash.min == 20
    (gallantmon,) = compile_effects(
        "When you would play this card from your hand, if you have no Digimon in play, reduce "
        "its play cost by 2 for every 5 total cards in both players' trashes."
    )
    count = gallantmon.steps[0].for_every
    assert (count.of, count.side, count.per) == ("trash", "both", 5)


def test_trash_any_2_digivolution_cards_from_your_opponents_digimon_is_pooled() -> None:
    """BT14-026 Zudomon's "Trash any 2 digivolution cards from your opponent's Digimon": 2
    cards in all, from under any of their Digimon (rulings Q2393, Q2394)."""
    (effect,) = compile_effects(
        "[On Play] Trash any 2 digivolution cards from your opponent's Digimon."
    )
    (step,) = effect.steps
    assert (step.count, step.where, step.pooled) == (2, "any", True)
    assert (step.target.select, step.target.side) == ("all", "opponents")


def test_a_digixros_that_may_take_cards_from_the_trash() -> None:
    """BT11-086: the sentence after the DigiXros reminder belongs to the requirement."""
    printed = compile_card_text(
        "DigiXros -3: 1 Digimon card w/[Xros Heart] in traitsWhen you would play this card, you "
        "may place specified cards from your hand/battle area under it. Each placed card reduces "
        "the play cost.When you would play this card, you can also place cards from your trash "
        "in digivolution cards for a DigiXros.",
        "",
        "",
    )
    assert printed.facts()["xros"] == {
        "reduce": 3,
        "from_trash": True,
        "materials": ({"traits": ("Xros Heart",)},),
    }


def test_a_delay_that_triggers_and_the_card_its_cost_trashed() -> None:
    """EX5-069: "if this effect trashed a card with the [X] trait" reads the cost's card;
    the "when X" comes before <Delay>, as printed, and the text reads back the same."""
    printed = (
        "[Main] By trashing 1 card in your hand, delete 1 of your opponent's level 6 or lower "
        "Digimon. If this effect trashed a card with the [Seven Great Demon Lords] trait, place "
        "this card in the battle area.[All Turns] When an effect plays an opponent's Digimon, "
        "<Delay> (After this card is placed, by trashing it the next turn or later, activate the "
        "effect below.)・ You may play 1 [Leviamon] from your trash without paying the cost."
    )
    main, delay = compile_effects(printed)
    assert main.steps[-1].condition.trashed.traits == ("Seven Great Demon Lords",)
    assert delay.delay and delay.trigger is not None and delay.trigger.by_effect
    assert compile_effects(" ".join(effect_text(e) for e in (main, delay))) == (main, delay)
