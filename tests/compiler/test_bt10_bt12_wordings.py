"""The wordings BT10, BT11, BT12 and EX3 print: each compiles to the definition its plain
templating gives, and that definition's generated text reads back as the same definition."""

from __future__ import annotations

import pytest

from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects
from digimon_tui.engine.perform import replaced_from


def _read_back(text: str) -> None:
    effects = compile_effects(text)
    assert compile_effects(" ".join(effect_text(e) for e in effects)) == effects


@pytest.mark.parametrize(
    ("printed", "plain"),
    [
        (  # BT10-045: the newer "deletes an opponent's Digimon in battle" (15-4-4-3)
            "[Your Turn][Once Per Turn] When this Digimon deletes an opponent's Digimon in "
            "battle, gain 1 memory.",
            "[Your Turn] [Once Per Turn] When this Digimon deletes an opponent's Digimon in "
            "battle and survives, gain 1 memory.",
        ),
        (  # BT12-036: BT12 writes a trigger with "If"
            "[Your Turn][Once Per Turn] If this Digimon deletes an opponent's Digimon in "
            "battle, gain 1 memory.",
            "[Your Turn] [Once Per Turn] When this Digimon deletes an opponent's Digimon in "
            "battle and survives, gain 1 memory.",
        ),
        (  # BT12-019
            "[Opponent's Turn][Once Per Turn] If an opponent's Digimon attacks, trash the bottom "
            "digivolution card of 1 of your opponent's Digimon.",
            "[Opponent's Turn] [Once Per Turn] When an opponent's Digimon attacks, trash the "
            "bottom digivolution card of 1 of your opponent's Digimon.",
        ),
        (  # BT12-003
            "[Your Turn][Once Per Turn] If one of your yellow or red Tamers becomes suspended, 1 "
            "of your opponent's Digimon gets -1000 DP for the turn.",
            "[Your Turn] [Once Per Turn] When one of your yellow or red Tamers becomes "
            "suspended, 1 of your opponent's Digimon gets -1000 DP for the turn.",
        ),
        (  # BT12-004
            "[Your Turn][Once Per Turn] If you play a green Digimon, this Digimon gets +2000 DP "
            "for the turn.",
            "[Your Turn] [Once Per Turn] When you play a green Digimon, this Digimon gets +2000 "
            "DP for the turn.",
        ),
        (  # EX3-053: "if no Digimon is deleted", "none of ... can"
            "[On Play] Delete 1 of your opponent's Digimon with a play cost of 5 or less. If no "
            "Digimon is deleted by this effect, none of your opponent's unsuspended Digimon can "
            "digivolve until the end of your opponent's turn.",
            "[On Play] Delete 1 of your opponent's Digimon with a play cost of 5 or less. If "
            "nothing was done by this effect, all of your opponent's unsuspended Digimon can't "
            "digivolve until the end of your opponent's turn.",
        ),
        (  # BT12-010: a name after "a"
            "[On Play] If you don't have a [Takato Matsuki] in play, you may play 1 [Takato "
            "Matsuki] from your hand without paying its memory cost.",
            "[On Play] If you don't have [Takato Matsuki] in play, you may play 1 [Takato "
            "Matsuki] from your hand without paying its memory cost.",
        ),
        (  # BT11-055
            "[On Play] Suspend 1 of your opponent's Digimon. Then, 1 of your opponent's "
            "suspended Digimon can't unsuspend during your opponent's next unsuspend phase.",
            "[On Play] Suspend 1 of your opponent's Digimon. Then, 1 of your opponent's "
            "suspended Digimon can't unsuspend in the unsuspend phase until the end of your "
            "opponent's next turn.",
        ),
        (  # BT10-109
            "[Security] Gain 1 memory and add this card to its owner's hand.",
            "[Security] Gain 1 memory. Add this card to its owner's hand.",
        ),
        (  # EX3-019, EX3-021
            "[When Digivolving] Trash any digivolution card of 1 of your opponent's Digimon.",
            "[When Digivolving] Trash any 1 digivolution card of 1 of your opponent's Digimon.",
        ),
        (
            "[When Digivolving] Trash any 2 digivolution cards under 1 of your opponent's Digimon.",
            "[When Digivolving] Trash any 2 digivolution cards of 1 of your opponent's Digimon.",
        ),
        (  # EX3-001
            "[All Turns][Once Per Turn] When this Digimon with [Dramon] or [Examon] in its name "
            "becomes unsuspended, this Digimon gets +1000 DP for the turn.",
            "[All Turns] [Once Per Turn] When this Digimon becomes unsuspended, if this Digimon "
            "has [Dramon] or [Examon] in its name, it gets +1000 DP for the turn.",
        ),
        (  # BT12-104, BT12-054: a name is a card's name
            "[Main] You may play 1 [Marcus Damon] card from your hand without paying its "
            "memory cost.",
            "[Main] You may play 1 [Marcus Damon] from your hand without paying its memory cost.",
        ),
        (
            "[On Deletion] You may play up to 2 [Yakiimon] or [Potamon] cards from your hand "
            "without paying their costs.",
            "[On Deletion] You may play up to 2 [Yakiimon] or [Potamon] from your hand without "
            "paying their memory costs.",
        ),
        (  # BT12-007
            "[On Play] Reveal the top 4 cards of your deck. Add all of the [Takato Matsuki] "
            "cards among them to your hand. Place the rest at the bottom of your deck in any "
            "order.",
            "[On Play] Reveal the top 4 cards of your deck. Add all [Takato Matsuki] among them "
            "to your hand. Place the remaining cards at the bottom of your deck in any order.",
        ),
        (  # BT10-076
            "[Opponent's Turn][Once Per Turn] When your opponent plays a Digimon or Tamer, by "
            "trashing 1 of this Digimon's digivolution cards, gain 1 memory.",
            "[Opponent's Turn] [Once Per Turn] When your opponent plays a Digimon or Tamer, gain "
            "1 memory by trashing any 1 digivolution card of this Digimon.",
        ),
        (  # BT11-081's inherited effect
            "[Opponent's Turn] When an effect trashes this card from digivolution cards, gain 1 "
            "memory.",
            "[Opponent's Turn] When an effect trashes this digivolution card, gain 1 memory.",
        ),
        (  # BT10-083
            "[Opponent's Turn] When your opponent plays a Digimon, you may play 1 purple level 4 "
            "or lower Digimon card from your trash without paying its memory cost. Any [On "
            "Play] effects on Digimon played by this effect don't activate.",
            "[Opponent's Turn] When your opponent plays a Digimon, you may play 1 purple level 4 "
            "or lower Digimon card from your trash without paying its memory cost. Any [On "
            "Play] effects on Digimon played with this effect don't activate.",
        ),
        (  # BT11-045
            "[When Digivolving] If you have 5 or fewer cards in your security stack, <Recovery "
            "+1 (Deck)>",
            "[When Digivolving] If you have 5 or fewer security cards, <Recovery +1 (Deck)>",
        ),
        (  # BT11-038
            "[On Deletion] If you have a purple Digimon or purple Tamer in play, you may play 1 "
            "[Devimon] from your trash without paying its memory cost.",
            "[On Deletion] If you have a purple Digimon or Tamer in play, you may play 1 "
            "[Devimon] from your trash without paying its memory cost.",
        ),
        (  # BT10-023: a cost printed after an "if" lead
            "[When Attacking][Once Per Turn] If you have 8 or more cards in your hand, by "
            "trashing 2 cards in your hand, unsuspend this Digimon.",
            "[When Attacking] [Once Per Turn] If you have 8 or more cards in your hand, "
            "unsuspend this Digimon by trashing 2 cards in your hand.",
        ),
    ],
)
def test_bt10_to_bt12_wordings_compile_as_their_plain_templating(printed: str, plain: str) -> None:
    assert compile_effects(printed) == compile_effects(plain)
    _read_back(printed)


def test_you_dont_have_a_named_card_in_play_is_no_digimon_or_tamer_of_that_name() -> None:
    (effect,) = compile_effects("[On Play] If you don't have [Yuu Amano] in play, gain 1 memory.")
    assert effect.condition is not None
    assert effect.condition.model_dump(exclude_defaults=True) == {
        "none_of": ({"in_play": ({"name": "Yuu Amano", "kinds": ("digimon", "tamer")},)},)
    }


def test_your_opponent_has_2_or_fewer_digimon_in_play() -> None:
    """BT10-083's [On Deletion]: none, one or two Digimon meet it."""
    text = "[On Deletion] If your opponent has 2 or fewer Digimon in play, gain 1 memory."
    (effect,) = compile_effects(text)
    assert effect.condition is not None
    (presence,) = effect.condition.in_play
    assert (presence.side, presence.number.min, presence.number.max) == ("opponents", None, 2)
    assert effect_text(effect) == text


def test_an_instead_after_a_reveal_replaces_the_whole_reveal() -> None:
    """BT10-019 (ruling Q1946): the return replaces the whole reveal, from "reveal" to "place
    the remaining cards" (`perform.replaced_from`), not only its last step."""
    text = (
        "[On Play] Reveal the top 4 cards of your deck. Add 2 cards with [Blue Flare] in "
        "their traits among them to your hand. Place the remaining cards at the bottom of "
        "your deck in any order. If you have [Kiriha Aonuma] in play, you may return 1 "
        "[MetalGreymon] from your trash to your hand instead."
    )
    (effect,) = compile_effects(text)
    assert [s.do for s in effect.steps] == ["reveal", "add_to_hand", "place_rest", "add_to_hand"]
    assert effect.steps[-1].instead and effect.steps[-1].optional
    assert replaced_from(effect.steps, 3) == 0
    assert effect_text(effect) == text


def test_placing_a_card_from_the_hand_under_this_digimon_as_a_cost() -> None:
    """BT11-024: "<Draw 1> by placing 1 ... from your hand under this Digimon as its bottom
    digivolution card": the placement is the cost (15-7), the draw the effect."""
    text = (
        "[On Play] <Draw 1> by placing 1 blue level 3 Digimon card from your hand under this "
        "Digimon as its bottom digivolution card."
    )
    (effect,) = compile_effects(text)
    (cost,) = effect.cost
    assert cost.do == "place_under"
    assert cost.target.model_dump(exclude_defaults=True) == {
        "categories": ("digimon",),
        "colors": ("blue",),
        "min_level": 3,
        "max_level": 3,
        "zone": "hand",
    }
    assert [s.do for s in effect.steps] == ["draw"]
    _read_back(text)
