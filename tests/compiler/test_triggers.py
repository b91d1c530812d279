"""The "when X" triggers the later sets print: each is written in the game's templating,
compiles back from that text, and compiles from the printed wording."""

from __future__ import annotations

from typing import Any

import pytest

from digimon_tui.cards.model import Effect
from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects
from digimon_tui.compiler.errors import CompileError

GAIN = [{"do": "gain_memory", "amount": 1}]


@pytest.mark.parametrize(
    ("effect", "text"),
    [
        (
            {
                "timing": "your_turn",
                "once_per_turn": True,
                "trigger": {"event": "removed_from_security", "whose": "your"},
                "steps": GAIN,
            },
            "[Your Turn] [Once Per Turn] When a card is removed from your security stack, "
            "gain 1 memory.",
        ),
        (
            {
                "timing": "all_turns",
                "trigger": {"event": "removed_from_security", "whose": "opponents"},
                "steps": GAIN,
            },
            "[All Turns] When a card is removed from your opponent's security stack, "
            "gain 1 memory.",
        ),
        (
            {
                "timing": "all_turns",
                "trigger": {"event": "removed_from_security", "whose": "any"},
                "steps": GAIN,
            },
            "[All Turns] When a card is removed from a security stack, gain 1 memory.",
        ),
        (
            {
                "timing": "your_turn",
                "trigger": {"event": "added_to_security", "whose": "your"},
                "steps": GAIN,
            },
            "[Your Turn] When a card is added to your security stack, gain 1 memory.",
        ),
        (
            {
                "timing": "your_turn",
                "trigger": {"event": "trashed_by_digi_burst"},
                "steps": [{"do": "add_this_card_to_hand"}],
            },
            "[Your Turn] When this card is trashed due to activating this Digimon's "
            "<Digi-Burst>, add this card to its owner's hand.",
        ),
        (
            {
                "timing": "all_turns",
                "trigger": {"event": "added_to_hand", "whose": "opponents"},
                "steps": GAIN,
            },
            "[All Turns] When an effect adds cards to your opponent's hand, gain 1 memory.",
        ),
        (
            {
                "timing": "your_turn",
                "trigger": {"event": "played", "whose": "your", "kind": "tamer"},
                "steps": GAIN,
            },
            "[Your Turn] When you play a Tamer, gain 1 memory.",
        ),
        (
            {
                "timing": "your_turn",
                "trigger": {
                    "event": "played",
                    "whose": "your",
                    "kind": "tamer",
                    "filter": {"colors": ["green"]},
                },
                "steps": GAIN,
            },
            "[Your Turn] When you play a green Tamer, gain 1 memory.",
        ),
        (
            {
                "timing": "opponents_turn",
                "trigger": {"event": "played", "whose": "opponents", "kind": "digimon_or_tamer"},
                "steps": GAIN,
            },
            "[Opponent's Turn] When your opponent plays a Digimon or Tamer, gain 1 memory.",
        ),
        (
            {
                "timing": "your_turn",
                "trigger": {
                    "event": "played",
                    "whose": "your",
                    "kind": "digimon_or_tamer",
                    "filter": {"names": ["Angewomon", "Mirei Mikagura"]},
                },
                "steps": GAIN,
            },
            "[Your Turn] When you play [Angewomon] or [Mirei Mikagura], gain 1 memory.",
        ),
        (
            {
                "timing": "your_turn",
                "trigger": {"event": "digivolves", "whose": "your", "other": True},
                "steps": GAIN,
            },
            "[Your Turn] When one of your other Digimon digivolves, gain 1 memory.",
        ),
        (
            {
                "timing": "all_turns",
                "trigger": {"event": "attack_target_switched", "whose": "any"},
                "steps": GAIN,
            },
            "[All Turns] When an attack target is switched, gain 1 memory.",
        ),
        (
            {
                "timing": "your_turn",
                "trigger": {"event": "attack_target_switched"},
                "steps": [{"do": "modify", "target": "this", "dp": 3000}],
            },
            "[Your Turn] When this Digimon's attack target is switched, this Digimon gets "
            "+3000 DP for the turn.",
        ),
        (
            {
                "timing": "your_turn",
                "trigger": {"event": "digivolution_card_placed"},
                "steps": GAIN,
            },
            "[Your Turn] When an effect places a digivolution card under this Digimon, "
            "gain 1 memory.",
        ),
        (
            {
                "timing": "your_turn",
                "trigger": {
                    "event": "digivolution_card_placed",
                    "whose": "your",
                    "cause": "your_effect",
                },
                "steps": GAIN,
            },
            "[Your Turn] When one of your effects places a digivolution card under one of your "
            "Digimon, gain 1 memory.",
        ),
        (
            {
                "timing": "your_turn",
                "trigger": {"event": "would_digivolve"},
                "condition": {"your_security": {"max": 3}},
                "steps": [{"do": "recovery", "count": 1}],
            },
            "[Your Turn] When this Digimon would digivolve, if you have 3 or fewer security "
            "cards, <Recovery +1 (Deck)> (Place the top card of your deck on top of your "
            "security stack.)",
        ),
        (
            {
                "timing": "opponents_turn",
                "trigger": {"event": "source_trashed"},
                "steps": GAIN,
            },
            "[Opponent's Turn] When an effect trashes this digivolution card, gain 1 memory.",
        ),
    ],
)
def test_trigger_text_and_round_trip(effect: dict[str, Any], text: str) -> None:
    e = Effect.model_validate(effect)
    assert effect_text(e) == text
    assert compile_effects(text) == (e,)


def test_the_printed_digi_burst_wording_returns_this_card_to_the_hand() -> None:
    printed = (
        "[Your Turn] When this card is trashed due to activating this Digimon's ＜Digi-Burst＞, "
        "return this card to its owner's hand."
    )
    (e,) = compile_effects(printed, "inherited")
    assert e.trigger is not None and e.trigger.event == "trashed_by_digi_burst"
    assert [s.do for s in e.steps] == ["add_this_card_to_hand"]


@pytest.mark.parametrize(
    ("printed", "current"),
    [
        (
            "[Your Turn] When an effect adds a card to your hand, gain 1 memory.",
            "[Your Turn] When an effect adds cards to your hand, gain 1 memory.",
        ),
        (
            "[Opponent's Turn] When an opponent plays a Tamer, gain 3 memory.",
            "[Opponent's Turn] When your opponent plays a Tamer, gain 3 memory.",
        ),
        (
            "[Your Turn][Once Per Turn] When you play a [Hina Kurihara], gain 1 memory.",
            "[Your Turn] [Once Per Turn] When you play [Hina Kurihara], gain 1 memory.",
        ),
        (
            "[All Turns][Once Per Turn]When an attack target is switched, gain 1 memory.",
            "[All Turns] [Once Per Turn] When an attack target is switched, gain 1 memory.",
        ),
        (
            "[All Turns][Once Per Turn] If an attack target is switched, gain 1 memory.",
            "[All Turns] [Once Per Turn] When an attack target is switched, gain 1 memory.",
        ),
        (
            "[Your Turn] When a card is added to your security stack, by suspending this Tamer, "
            "gain 1 memory.",
            "[Your Turn] When a card is added to your security stack, gain 1 memory by "
            "suspending this Tamer.",
        ),
        (
            "When you would play this card, by deleting 1 of your level 4 Digimon, reduce the "
            "play cost by 6.",
            "When you would play this card from your hand, reduce its play cost by 6 by "
            "deleting 1 of your level 4 Digimon.",
        ),
        (
            "When this card would be played from the hand, reduce the play cost of this card by 2.",
            "When you would play this card from your hand, reduce its play cost by 2.",
        ),
        (
            "When you would play this card from your hand, reduce its play cost by 1 if you "
            "have a yellow Digimon in play.",
            "When you would play this card from your hand, if you have a yellow Digimon in "
            "play, reduce its play cost by 1.",
        ),
        (
            "[Your Turn] When this Digimon would digivolve, if you have a green Tamer in play, "
            "reduce the digivolution cost by 1.",
            "[Your Turn] When this Digimon would digivolve, if you have a green Tamer in play, "
            "reduce the memory cost of the digivolution by 1.",
        ),
        (
            "[Your Turn] When one of your Digimon would digivolve into a Digimon with "
            "[Gargomon] in its name, you may suspend this Tamer to reduce the digivolution "
            "cost by 1.",
            "[Your Turn] When digivolving one of your Digimon into a Digimon card in your hand "
            "with [Gargomon] in its name, you may suspend this Tamer to reduce the memory cost "
            "of the digivolution by 1.",
        ),
        (
            "While you have 10 or more cards in your trash, when playing this card from your "
            "hand, reduce its play cost by 8.",
            "When you would play this card from your hand, if you have 10 or more cards in "
            "your trash, reduce its play cost by 8.",
        ),
    ],
)
def test_older_wordings_of_the_triggers(printed: str, current: str) -> None:
    assert compile_effects(printed) == compile_effects(current)


def test_only_digi_burst_trashes_a_card_by_activating() -> None:
    with pytest.raises(CompileError, match="Digi-Burst"):
        compile_effects(
            "[Your Turn] When this card is trashed due to activating this Digimon's <Blocker>, "
            "gain 1 memory."
        )


@pytest.mark.parametrize(
    "trigger",
    [
        {"event": "removed_from_security", "whose": "this"},
        {"event": "added_to_security", "whose": "this"},
        {"event": "trashed_by_digi_burst", "whose": "your"},
        {"event": "added_to_hand", "whose": "any"},
        {"event": "digivolution_card_placed", "whose": "opponents"},
        {"event": "source_trashed", "whose": "your"},
        {"event": "deleted", "cause": "your_effect"},
        {"event": "attack_target_switched", "whose": "opponents"},
        {"event": "deleted", "kind": "digimon_or_tamer", "whose": "your"},
    ],
)
def test_triggers_that_name_no_such_thing_are_refused(trigger: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match="`"):
        Effect.model_validate({"timing": "all_turns", "trigger": trigger, "steps": GAIN})


def test_a_would_digivolve_effect_of_your_digimon_only_reduces_the_cost() -> None:
    trigger = {"event": "would_digivolve", "whose": "your"}
    with pytest.raises(ValueError, match="only reduces the cost"):
        Effect.model_validate({"timing": "your_turn", "trigger": trigger, "steps": GAIN})
