"""Every construct of the effect language renders, in the game's templating."""

from __future__ import annotations

from typing import Any, get_args

import pytest

from digimon_tui.cards import model
from digimon_tui.cards.model import Card, Effect
from digimon_tui.cards.text import (
    DURATION_TEXT,
    TIMING_LABELS,
    card_summary,
    card_text,
    effect_text,
)

BLOCKER_REMINDER = (
    "(When an opponent's Digimon attacks, you may suspend this Digimon "
    "to force the opponent to attack it instead.)"
)


def text(**effect: Any) -> str:
    return effect_text(Effect.model_validate(effect))


def main_step(**step: Any) -> str:
    return text(timing="main", steps=[step])


def test_every_timing_duration_and_step_kind_is_covered() -> None:
    assert set(TIMING_LABELS) == set(get_args(model.Timing))
    assert set(DURATION_TEXT) == set(get_args(model.Duration))
    union = get_args(model.Step)[0]
    step_kinds = {get_args(cls.model_fields["do"].annotation)[0] for cls in get_args(union)}
    assert step_kinds == set(STEPS)


@pytest.mark.parametrize(
    ("timing", "expected"),
    [
        ("on_play", "[On Play] Gain 1 memory."),
        ("when_digivolving", "[When Digivolving] Gain 1 memory."),
        ("when_attacking", "[When Attacking] Gain 1 memory."),
        ("on_deletion", "[On Deletion] Gain 1 memory."),
        ("security", "[Security] Gain 1 memory."),
        ("main", "[Main] Gain 1 memory."),
        ("start_of_your_turn", "[Start of Your Turn] Gain 1 memory."),
        ("start_of_opponents_turn", "[Start of Opponent's Turn] Gain 1 memory."),
        (
            "start_of_opponents_main_phase",
            "[Start of Opponent's Main Phase] Gain 1 memory.",
        ),
    ],
)
def test_trigger_timings(timing: str, expected: str) -> None:
    assert text(timing=timing, steps=[{"do": "gain_memory", "amount": 1}]) == expected


@pytest.mark.parametrize(
    ("timing", "expected"),
    [
        ("always", "This Digimon gets +1000 DP."),
        ("your_turn", "[Your Turn] This Digimon gets +1000 DP."),
        ("opponents_turn", "[Opponent's Turn] This Digimon gets +1000 DP."),
        ("all_turns", "[All Turns] This Digimon gets +1000 DP."),
    ],
)
def test_persistent_timings(timing: str, expected: str) -> None:
    assert text(timing=timing, grants=[{"dp": 1000}]) == expected


STEPS: dict[str, tuple[dict[str, Any], str]] = {
    "gain_memory": ({"amount": 2}, "Gain 2 memory."),
    "lose_memory": ({"amount": 1}, "Lose 1 memory."),
    "modify": (
        {"target": "this", "dp": -2000, "duration": "your_next_turn"},
        "This Digimon gets -2000 DP until the end of your next turn.",
    ),
    "delete": (
        {"target": {"select": "all", "side": "opponents", "min_dp": 6000}},
        "Delete all of your opponent's Digimon with 6000 DP or more.",
    ),
    "trash_digivolution_cards": (
        {"target": {"select": "all", "side": "opponents"}, "count": 3},
        "Trash the bottom 3 digivolution cards of each of your opponent's Digimon.",
    ),
    "trash_top_card": ({"target": "this"}, "Trash the top card of this Digimon."),
    "top_card_to_security": (
        {"target": "this"},
        "Place the top card of this Digimon on top of your security stack face down.",
    ),
    "top_card_to_bottom": (
        {"target": "this"},
        "Place the top card of this Digimon as its bottom digivolution card.",
    ),
    "unsuspend": (
        {"target": {"select": "up_to", "count": 2}},
        "Unsuspend up to 2 of your Digimon.",
    ),
    "suspend": (
        {"target": {"side": "opponents", "kinds": ["tamer"]}},
        "Suspend 1 of your opponent's Tamers.",
    ),
    "end_attack": ({}, "End the attack."),
    "opponent_attacks": ({}, "Your opponent attacks with 1 of their Digimon."),
    "switch_attack_target": (
        {"target": {"suspended": True}},
        "Switch the target of attack to 1 of your suspended Digimon.",
    ),
    "attack": (
        {"who": {"name_contains": ["Greymon"]}},
        "1 of your Digimon with [Greymon] in its name may attack a player.",
    ),
    "return_to_hand": (
        {"target": {"select": "up_to", "count": 2, "side": "opponents"}},
        "Return up to 2 of your opponent's Digimon to their owners' hands. "
        "(Trash all of their digivolution cards.)",
    ),
    "recovery": (
        {"count": 2},
        "<Recovery +2 (Deck)> (Place the top 2 cards of your deck on top of your security stack.)",
    ),
    "play_this_card": ({"free": False}, "Play this card, paying its memory cost."),
    "activate_main": ({}, "Activate this card's [Main] effect."),
    "activate_security": ({}, "Activate this card's [Security] effects."),
    "activate_effect": (
        {
            "target": {"name": "Rina Shinomiya", "kinds": ["digimon", "tamer"]},
            "timing": "on_play",
        },
        "Activate 1 of your [Rina Shinomiya]'s [On Play] effects.",
    ),
    "use_option": (
        {
            "target": {"zone": "hand", "categories": ["option"], "max_cost": 5},
            "ignore_colors": True,
            "to_security": True,
        },
        "Use 1 Option card with a play cost of 5 or less from your hand without meeting its "
        "color requirements or paying its memory cost. Place the Option card used with this "
        "effect on top of your security stack face down instead of placing it in your trash.",
    ),
    "activate_timed": ({"timing": "on_play"}, "Activate this Digimon's [On Play] effects."),
    "add_this_card_to_hand": ({}, "Add this card to its owner's hand."),
    "play_digivolution_card": (
        {"target": "this", "free": False},
        "Play 1 Digimon card from under this Digimon as another Digimon, paying its memory cost.",
    ),
    "set_memory": ({"amount": 3}, "Set your memory to 3."),
    "return_to_deck": (
        {"target": {"side": "opponents", "max_dp": 6000}},
        "Return 1 of your opponent's Digimon with 6000 DP or less to the bottom of its owner's "
        "deck.",
    ),
    "draw": ({"amount": 2}, "<Draw 2> (Draw 2 cards from your deck.)"),
    "de_digivolve": (
        {"target": {"select": "up_to", "count": 2, "side": "opponents"}},
        "<De-Digivolve 1> (Trash up to 1 card from the top of one of your opponent's Digimon. "
        "If it has no digivolution cards, or becomes a level 3 Digimon, you can't trash any "
        "more cards.) on up to 2 of your opponent's Digimon.",
    ),
    "reveal": ({"count": 3}, "Reveal the top 3 cards of your deck."),
    "add_to_hand": (
        {"target": {"zone": "revealed", "categories": ["tamer"], "colors": ["yellow"]}},
        "Add 1 yellow Tamer card among them to your hand.",
    ),
    "place_rest": ({}, "Place the remaining cards at the bottom of your deck in any order."),
    "trash": (
        {"target": {"zone": "deck", "top": 2}},
        "Trash the top 2 cards of your deck.",
    ),
    "place_in_security": (
        {"target": {"side": "opponents"}, "where": "top_or_bottom"},
        "Place 1 of your opponent's Digimon at the top or bottom of its owner's security stack "
        "face down.",
    ),
    "shuffle_security": ({}, "Shuffle your security stack."),
    "trash_revealed_security": (
        {},
        "Reveal all of your opponent's security cards, and trash 1 of them. Place the rest in "
        "your opponent's security stack face down. Then, your opponent shuffles their security "
        "stack.",
    ),
    "declare_category": (
        {},
        "Declare 1 card category. Then, reveal the top card of your opponent's deck. If that "
        "card is of the declared category, this Digimon isn't affected by the effects of that "
        "card category for the turn. Return the revealed card to the top or the bottom of your "
        "opponent's deck.",
    ),
    "prevent_deletion": ({}, "Prevent that deletion."),
    "reduce_cost": ({"amount": 1}, "Reduce its play cost by 1."),
    "xros_from_tamers": (
        {},
        "Place cards from under 1 of your Tamers as digivolution cards for a DigiXros.",
    ),
    "reduce_next_digivolution": (
        {"amount": 4, "digimon": {"colors": ["green"]}, "from_level": 5, "to_level": 6},
        "For the turn, the next time you would digivolve one of your green Digimon from level 5 "
        "to level 6, reduce the digivolution cost by 4.",
    ),
    "hatch": ({}, "Hatch 1 Digi-Egg card to an empty space in your breeding area."),
    "move_from_breeding": (
        {"filter": {"min_level": 3}},
        "Move 1 level 3 or higher Digimon from your breeding area to your battle area.",
    ),
    "choose": ({"target": {"side": "opponents"}}, "Choose 1 of your opponent's Digimon."),
    "dna_digivolve": (
        {},
        "DNA digivolve this Digimon and one of your other Digimon in play into a Digimon card "
        "in your hand by paying its DNA digivolve cost.",
    ),
    "link": (
        {
            "target": {"zone": "hand", "categories": ["digimon"], "max_level": 4},
            "zones": ["hand", "digivolution_cards"],
        },
        "Link 1 level 4 or lower Digimon card from your hand or this Digimon's digivolution cards"
        " to this Digimon without paying the cost.",
    ),
    "play": (
        {
            "target": {
                "zone": "trash",
                "categories": ["digimon"],
                "colors": ["purple"],
                "max_level": 3,
            },
        },
        "Play 1 purple level 3 or lower Digimon card from your trash without paying its memory "
        "cost.",
    ),
    "digivolve": (
        {
            "into": {
                "zone": "revealed",
                "categories": ["digimon"],
                "colors": ["green"],
                "min_level": 6,
                "max_level": 6,
            }
        },
        "Digivolve this Digimon into 1 green level 6 Digimon card among them without paying the "
        "cost.",
    ),
    "at_end": (
        {"steps": [{"do": "lose_memory", "amount": 3}]},
        "At the end of the turn, lose 3 memory.",
    ),
    "choose_one": (
        {
            "options": [
                [{"do": "suspend", "target": {"side": "opponents"}}],
                [{"do": "suspend", "target": {"side": "opponents", "count": 2, "max_dp": 5000}}],
            ]
        },
        "Suspend 1 of your opponent's Digimon or suspend 2 of your opponent's Digimon with "
        "5000 DP or less.",
    ),
    "play_token": (
        {"token": {"name": "Aide", "category": "tamer", "colors": ["yellow", "red"]}},
        "Play 1 [Aide] Token (Tamer/Yellow/Red).",
    ),
    "mind_link": (
        {},
        "<Mind Link> (Place this Tamer as the bottom digivolution card of 1 of your Digimon "
        "with no Tamer cards in its digivolution cards.)",
    ),
    "place_in_battle_area": ({}, "Place this card in the battle area."),
    "look": ({"count": 2, "pile": "deck"}, "Look at the top 2 cards of your deck."),
    "place_under": (
        {"target": {"zone": "hand", "names": ["Durandamon", "BryweLudramon"]}},
        "Place 1 [Durandamon] or [BryweLudramon] from your hand on top of this Digimon's "
        "digivolution cards.",
    ),
    "place_this_under": (
        {"target": {"side": "your", "traits": ["Legend-Arms"]}},
        "Place this Digimon under 1 of your Digimon with [Legend-Arms] in its traits as its "
        "bottom digivolution card.",
    ),
    "for_every_suspended": (
        {"steps": [{"do": "modify", "target": {"side": "opponents"}, "dp": -4000}]},
        "For every Tamer you suspend this way, activate the following effect:・1 of your "
        "opponent's Digimon gets -4000 DP for the turn.",
    ),
    "for_every": (
        {
            "count": {"of": "tamers"},
            "steps": [{"do": "delete", "target": {"side": "opponents", "max_level": 4}}],
        },
        "For every Tamer you have in play, delete 1 of your opponent's level 4 or lower Digimon.",
    ),
    "blast_digivolve": (
        {},
        "<Blast Digivolve> (One of your Digimon may digivolve into this card without paying "
        "the cost.)",
    ),
    "save": ({}, "<Save> (You can place this card under one of your Tamers.)"),
    "blitz": (
        {"then": True},
        "<Blitz> (This Digimon can attack when your opponent has 1 or more memory.)",
    ),
}


@pytest.mark.parametrize(
    ("step", "expected"),
    [
        (
            {
                "do": "delete",
                "target": {"select": "all", "side": "opponents", "shares_name_with_that": True},
            },
            "Delete all of your opponent's Digimon that share a name with it.",
        ),
        (
            {
                "do": "delete",
                "target": {"select": "all", "side": "opponents"},
                "spared_by_opponent": True,
            },
            "Your opponent chooses 1 of their Digimon. Delete all of their other Digimon.",
        ),
        (
            {
                "do": "delete",
                "target": {"select": "all", "side": "any", "other": True},
                "spared_by_opponent": True,
            },
            "Your opponent chooses 1 of their Digimon. Delete all Digimon other than this Digimon "
            "and your opponent's chosen Digimon.",
        ),
        (
            {"do": "delete", "target": {"side": "opponents", "level_at_most_played": True}},
            "Delete 1 of your opponent's Digimon whose level is less than or equal to the played "
            "Digimon's level.",
        ),
        (
            {"do": "play", "target": {"zone": "security", "categories": ["digimon"]}},
            "Search your security stack for 1 Digimon card and play it without paying its memory "
            "cost. Then, shuffle your security stack.",
        ),
        (
            {"do": "add_to_hand", "target": {"zone": "digivolution_cards", "min_level": 6}},
            "Return 1 of this Digimon's level 6 or higher digivolution cards to your hand.",
        ),
    ],
)
def test_targets_relative_to_the_effect_and_zones_searched(step, expected) -> None:
    assert text(timing="main", steps=[step]) == f"[Main] {expected}"


ONLY_IN: dict[str, tuple[dict[str, Any], str]] = {
    "prevent_deletion": (
        {
            "timing": "all_turns",
            "trigger": {"event": "would_be_deleted"},
            "cost": [{"do": "suspend", "target": {"select": "this"}}],
        },
        "[All Turns] When this Digimon would be deleted, {} by suspending this Digimon.",
    ),
    "xros_from_tamers": (
        {
            "timing": "your_turn",
            "optional": True,
            "trigger": {"event": "would_digixros", "whose": "your"},
            "cost": [{"do": "suspend", "target": {"select": "this", "kinds": ["tamer"]}}],
        },
        "[Your Turn] When you play 1 Digimon with DigiXros requirements, you may suspend this "
        "Tamer to {}.",
    ),
    "save": (
        {
            "timing": "on_deletion",
            "steps_after": [{"do": "gain_memory", "amount": 1, "then": True}],
        },
        "[On Deletion] <Save> (You can place this card under one of your Tamers.) Then, gain 1 "
        "memory.",
    ),
    "blitz": (
        {"timing": "on_play", "steps_before": [{"do": "gain_memory", "amount": 1}]},
        "[On Play] Gain 1 memory. Then, {})",
    ),
}
"""The steps that belong to one kind of effect: that effect (`steps_after`: the steps that
follow it there; `steps_before`: those before it), and its text around the step's."""


def in_its_effect(kind: str, fields: dict[str, Any]) -> dict[str, Any]:
    """An effect with the one step `kind`: an [On Play] effect, or the effect it belongs to."""
    effect = dict(ONLY_IN[kind][0]) if kind in ONLY_IN else {"timing": "on_play"}
    after = effect.pop("steps_after", [])
    before = effect.pop("steps_before", [])
    return {**effect, "steps": [*before, {"do": kind, **fields}, *after]}


@pytest.mark.parametrize("kind", sorted(STEPS))
def test_every_step_kind(kind: str) -> None:
    fields, expected = STEPS[kind]
    said = (
        ONLY_IN[kind][1].format(expected[0].lower() + expected[1:-1])
        if kind in ONLY_IN
        else (f"[On Play] {expected}")
    )
    assert text(**in_its_effect(kind, fields)) == said


def test_then_optional_and_once_per_turn() -> None:
    assert text(
        timing="on_deletion",
        optional=True,
        once_per_turn=True,
        steps=[
            {"do": "delete", "target": {"side": "opponents"}},
            {"do": "gain_memory", "amount": 1, "then": True},
            {"do": "lose_memory", "amount": 1},
        ],
    ) == (
        "[On Deletion] [Once Per Turn] You may delete 1 of your opponent's Digimon. "
        "Then, gain 1 memory. Lose 1 memory."
    )


def test_an_effect_under_several_timings_prints_each_header() -> None:
    """15-16: "[When Digivolving] [When Attacking] [Once Per Turn] ...", in the printed order."""
    assert text(
        timing="when_digivolving",
        also=["when_attacking"],
        once_per_turn=True,
        steps=[{"do": "gain_memory", "amount": 1}],
    ) == ("[When Digivolving] [When Attacking] [Once Per Turn] Gain 1 memory.")
    assert text(
        timing="on_play",
        also=["when_digivolving", "on_deletion"],
        steps=[{"do": "draw", "amount": 1}],
    ).startswith("[On Play] [When Digivolving] [On Deletion] <Draw 1>")


def test_optional_modify_and_recovery_read_naturally() -> None:
    assert main_step(do="modify", target={"select": "one"}, dp=1000, cant=["attack"]) == (
        "[Main] 1 of your Digimon gets +1000 DP and can't attack for the turn."
    )
    step = {"do": "modify", "target": {"select": "one"}, "dp": 1000, "cant": ["attack"]}
    assert text(timing="main", optional=True, steps=[step]) == (
        "[Main] You may have 1 of your Digimon get +1000 DP and be unable to attack for the turn."
    )
    assert text(timing="main", optional=True, steps=[{"do": "recovery"}]) == (
        "[Main] You may trigger <Recovery +1 (Deck)>. "
        "(Place the top card of your deck on top of your security stack.)"
    )


def test_play_free() -> None:
    assert main_step(do="play_this_card") == "[Main] Play this card without paying its memory cost."


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("this", "this Digimon"),
        ({"select": "this", "kinds": ["tamer"]}, "this Tamer"),
        ({"select": "one", "count": 3}, "3 of your Digimon"),
        (
            {"select": "up_to", "count": 1, "side": "opponents"},
            "up to 1 of your opponent's Digimon",
        ),
        ({"select": "all", "kinds": ["digimon", "tamer"]}, "all of your Digimon and Tamers"),
        ({"select": "one", "kinds": ["digimon", "tamer"]}, "1 of your Digimon or Tamers"),
        ({"select": "all", "kinds": ["security_digimon"]}, "all of your Security Digimon"),
        ({"select": "all", "kinds": []}, "all of your cards"),
    ],
)
def test_targets(target: Any, expected: str) -> None:
    assert main_step(do="delete", target=target) == f"[Main] Delete {expected}."


@pytest.mark.parametrize(
    ("target_filter", "expected"),
    [
        ({"max_dp": 4000}, "4000 DP or less"),
        ({"min_dp": 4000, "max_dp": 6000}, "4000 to 6000 DP"),
        ({"min_dp": 5000, "max_dp": 5000}, "5000 DP"),
        ({"digivolution_cards": {"max": 0}}, "no digivolution cards"),
        ({"digivolution_cards": {"min": 2}}, "2 or more digivolution cards"),
        ({"digivolution_cards": {"max": 1}}, "1 or fewer digivolution cards"),
        ({"digivolution_cards": {"min": 1, "max": 1}}, "exactly 1 digivolution card"),
        ({"digivolution_cards": {"min": 1, "max": 3}}, "1 to 3 digivolution cards"),
        ({"digivolution_cards": {}}, "any number of digivolution cards"),
        (
            {"max_dp": 3000, "max_cost": 4, "digivolution_cards": {"max": 0}},
            "3000 DP or less, a play cost of 4 or less, and no digivolution cards",
        ),
    ],
)
def test_filters(target_filter: dict[str, Any], expected: str) -> None:
    got = main_step(do="delete", target={"side": "opponents", **target_filter})
    assert got == f"[Main] Delete 1 of your opponent's Digimon with {expected}."


@pytest.mark.parametrize(
    ("target_filter", "expected"),
    [
        ({"max_level": 5}, "level 5 or lower"),
        ({"min_level": 5}, "level 5 or higher"),
        ({"min_level": 3, "max_level": 4}, "level 3 to 4"),
        ({"min_level": 4, "max_level": 4}, "level 4"),
        ({"suspended": True}, "suspended"),
        ({"colors": ["yellow", "purple"]}, "yellow or purple"),
        (
            {"suspended": True, "colors": ["blue"], "max_level": 3},
            "suspended blue level 3 or lower",
        ),
    ],
)
def test_filters_before_the_noun(target_filter: dict[str, Any], expected: str) -> None:
    got = main_step(do="delete", target={"side": "opponents", **target_filter})
    assert got == f"[Main] Delete 1 of your opponent's {expected} Digimon."


@pytest.mark.parametrize(
    ("trigger", "expected"),
    [
        ({"event": "blocked"}, "When this Digimon is blocked"),
        ({"event": "blocked", "whose": "your"}, "When one of your Digimon is blocked"),
        ({"event": "deleted", "whose": "opponents"}, "When an opponent's Digimon is deleted"),
        (
            {"event": "deleted", "whose": "your", "cause": "zero_dp"},
            "When one of your Digimon is deleted by dropping to 0 DP",
        ),
        (
            {"event": "digivolves", "whose": "your", "filter": {"colors": ["purple"]}},
            "When one of your Digimon digivolves into a purple Digimon",
        ),
        (
            {"event": "digivolves", "whose": "your", "filter": {"name": "Diaboromon"}},
            "When one of your Digimon digivolves into [Diaboromon]",
        ),
        (
            {"event": "suspended", "by_effect": True},
            "When an effect suspends this Digimon",
        ),
        (
            {"event": "trashed_from_deck", "whose": "opponents"},
            "When a card is trashed from your opponent's deck",
        ),
        (
            {"event": "trashed_from_hand", "whose": "your"},
            "When one of your effects trashes a card in your hand",
        ),
        (
            {"event": "trashed_from_deck", "whose": "this"},
            "When this card is trashed from your deck",
        ),
        (
            {"event": "trashed_from_security", "whose": "this"},
            "When an effect trashes this card from the security stack",
        ),
    ],
)
def test_triggers(trigger: dict[str, Any], expected: str) -> None:
    steps = [{"do": "gain_memory", "amount": 1}]
    got = text(timing="all_turns", trigger=trigger, steps=steps)
    assert got == f"[All Turns] {expected}, gain 1 memory."


def test_would_be_used_trigger() -> None:
    """Its only steps are reductions of the use cost (15-8-5-1)."""
    steps = [{"do": "reduce_cost", "amount": 1, "of": "use"}]
    got = text(timing="all_turns", trigger={"event": "would_be_used"}, steps=steps)
    assert got == "[All Turns] When you would use this card, reduce its memory cost by 1."


def test_trigger_on_this_digimon_refers_back_with_it() -> None:
    got = text(
        timing="your_turn",
        trigger={"event": "blocked"},
        steps=[{"do": "modify", "target": "this", "dp": 2000}],
    )
    assert got == "[Your Turn] When this Digimon is blocked, it gets +2000 DP for the turn."


@pytest.mark.parametrize(
    ("condition", "expected"),
    [
        ({"digivolution_cards": {"min": 2}}, "this Digimon has 2 or more digivolution cards"),
        ({"your_security": {"max": 0}}, "you have no security cards"),
        ({"your_security": {"min": 1, "max": 1}}, "you have exactly 1 security card"),
        ({"in_play": [{"side": "opponents"}]}, "your opponent has a Digimon in play"),
        (
            {"in_play": [{"side": "opponents", "min_dp": 7000}]},
            "your opponent has a Digimon with 7000 DP or more in play",
        ),
        (
            {"battling": {"max_level": 4}},
            "this Digimon is battling an opponent's level 4 or lower Digimon",
        ),
        ({"none_of": [{"in_play": [{"kinds": ["tamer"]}]}]}, "you don't have a Tamer in play"),
        (
            {"none_of": [{"in_play": [{"side": "opponents", "has": ["blocker"]}]}]},
            "your opponent doesn't have a Digimon with <Blocker> in play",
        ),
        (
            {"your_security": {"max": 2}, "in_play": [{"side": "opponents", "min_level": 6}]},
            "you have 2 or fewer security cards and your opponent has a level 6 or higher "
            "Digimon in play",
        ),
    ],
)
def test_conditions_read_as_if_on_triggers(condition: dict[str, Any], expected: str) -> None:
    got = text(timing="on_play", condition=condition, steps=[{"do": "gain_memory", "amount": 1}])
    assert got == f"[On Play] If {expected}, gain 1 memory."


def test_conditions_read_as_while_on_persistent_effects() -> None:
    got = text(
        timing="your_turn",
        condition={"your_security": {"min": 3}},
        grants=[{"gains": ["blocker"]}],
    )
    assert got == (
        f"[Your Turn] While you have 3 or more security cards, this Digimon gains <Blocker>. "
        f"{BLOCKER_REMINDER}"
    )
    assert text(timing="all_turns", condition={}, grants=[{"dp": 1000}]) == (
        "[All Turns] This Digimon gets +1000 DP."
    )


def test_every_grant_field() -> None:
    got = text(
        timing="opponents_turn",
        grants=[
            {
                "target": {"select": "all", "side": "your"},
                "dp": 1000,
                "gains": [{"security_attack": 2}, "blocker"],
                "cant": ["attack", "block"],
            },
            {"per_digivolution_cards": 1, "dp": 2000},
            {"target": {"select": "one", "side": "opponents"}},
        ],
    )
    assert got == (
        "[Opponent's Turn] All of your Digimon get +1000 DP, gain <Security A. +2> "
        "(This Digimon checks 2 additional security cards.), gain <Blocker> "
        f"{BLOCKER_REMINDER}, and can't attack or block, for every digivolution card this Digimon "
        "has, it gets +2000 DP, and 1 of your opponent's Digimon gets +0 DP."
    )


@pytest.mark.parametrize(
    ("effect", "expected"),
    [
        ({"keyword": "blocker"}, f"<Blocker> {BLOCKER_REMINDER}"),
        (
            {"keyword": "security_attack", "value": 2},
            "<Security A. +2> (This Digimon checks 2 additional security cards.)",
        ),
        (
            {"keyword": "security_attack", "value": -1},
            "<Security A. -1> (This Digimon checks 1 fewer security card.)",
        ),
        (
            {"keyword": "blocker", "condition": {"digivolution_cards": {"min": 1}}},
            "While this Digimon has 1 or more digivolution cards, it gains <Blocker>. "
            f"{BLOCKER_REMINDER}",
        ),
        (
            {"keyword": "security_attack", "value": 1, "once_per_turn": True},
            "[Once Per Turn] This Digimon gains <Security A. +1>. "
            "(This Digimon checks 1 additional security card.)",
        ),
    ],
)
def test_keywords(effect: dict[str, Any], expected: str) -> None:
    assert text(**effect) == expected


@pytest.mark.parametrize("duration", ["turn", "opponents_next_turn", "your_next_turn"])
def test_durations(duration: str) -> None:
    got = main_step(do="modify", target={"side": "opponents"}, cant=["block"], duration=duration)
    assert got == f"[Main] 1 of your opponent's Digimon can't block {DURATION_TEXT[duration]}."


def test_card_text_orders_effects_inherited_then_security() -> None:
    card = Card.model_validate(
        {
            "number": "T-1",
            "name": "Testmon",
            "category": "digimon",
            "colors": ["red"],
            "level": 3,
            "cost": 3,
            "dp": 3000,
            "security": [{"steps": [{"do": "activate_main"}]}],
            "inherited": [{"keyword": "blocker"}],
            "effects": [{"timing": "main", "steps": [{"do": "gain_memory", "amount": 1}]}],
        }
    )
    assert card_text(card) == [
        "[Main] Gain 1 memory.",
        f"Inherited: <Blocker> {BLOCKER_REMINDER}",
        "[Security] Activate this card's [Main] effect.",
    ]


def test_requirements_by_name_are_a_line_of_text_and_part_of_the_summary() -> None:
    """2-3-5-1: a requirement by name or trait is printed as the card's first line, in the
    current templating, and listed with those beside the level as they are shown."""
    card = Card.model_validate(
        {
            "number": "T-2",
            "name": "Testmon",
            "category": "digimon",
            "colors": ["red"],
            "level": 5,
            "cost": 5,
            "dp": 5000,
            "digivolve": [
                {"color": "red", "level": 4, "cost": 3},
                {"level": 4, "name_contains": ["Leomon"], "traits": ["Beast"], "cost": 2},
                {"names": ["Frimon", "Liollmon"], "cost": 0},
                {"level": 4, "in_text": ["save"], "cost": 1},
            ],
            "effects": [{"timing": "main", "steps": [{"do": "gain_memory", "amount": 1}]}],
        }
    )
    assert card_text(card) == [
        "[Digivolve] Lv.4 w/[Leomon] in name and [Beast] trait: Cost 2",
        "[Digivolve] [Frimon]/[Liollmon]: Cost 0",
        "[Digivolve] Lv.4 w/<Save> in its text: Cost 1",
        "[Main] Gain 1 memory.",
    ]
    assert card_summary(card).endswith(
        "from red Lv.4 for 3 or from Lv.4 w/[Leomon] in name and [Beast] trait for 2"
        " or from [Frimon]/[Liollmon] for 0 or from Lv.4 w/<Save> in its text for 1"
    )
