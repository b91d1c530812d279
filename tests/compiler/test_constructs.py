"""Each construct of the effect language compiles back from its generated text.

The step table of `tests/cards/test_card_text.py` lists every kind of step with its
fields; reading it here means a step added to the language (and to that table) is a
failing test until the grammar reads it too.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from digimon_tui.cards.model import Card, Effect
from digimon_tui.cards.text import TIMING_LABELS, card_text, effect_text
from digimon_tui.compiler import compile_card_text, compile_effects


def _steps_table() -> dict[str, tuple[dict[str, Any], str]]:
    path = Path(__file__).resolve().parents[1] / "cards" / "test_card_text.py"
    spec = importlib.util.spec_from_file_location("card_text_table", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.STEPS


STEPS = _steps_table()


def round_trip(effect: dict[str, Any]) -> None:
    e = Effect.model_validate(effect)
    assert compile_effects(effect_text(e)) == (e,), effect_text(e)


@pytest.mark.parametrize("kind", sorted(STEPS))
def test_every_step_kind(kind: str) -> None:
    fields, _ = STEPS[kind]
    round_trip({"timing": "on_play", "steps": [{"do": kind, **fields}]})


@pytest.mark.parametrize("timing", sorted(t for t, label in TIMING_LABELS.items() if label))
def test_every_timing(timing: str) -> None:
    if timing in ("your_turn", "opponents_turn", "all_turns"):
        round_trip({"timing": timing, "grants": [{"dp": 1000}]})
    else:
        from_hand = {"from_hand": True} if timing == "counter" else {}
        round_trip({"timing": timing, **from_hand, "steps": [{"do": "gain_memory", "amount": 1}]})


@pytest.mark.parametrize(
    "effect",
    [
        {"timing": "main", "delay": True, "steps": [{"do": "gain_memory", "amount": 2}]},
        {"timing": "on_play", "also": ["when_digivolving"], "steps": [{"do": "draw", "amount": 1}]},
        {
            "timing": "when_digivolving",
            "also": ["when_attacking"],
            "once_per_turn": True,
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "start_of_your_main_phase",
            "also": ["on_play"],
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {"timing": "main", "digi_burst": 2, "steps": [{"do": "gain_memory", "amount": 2}]},
        {"grants": [{"as_digimon": 3000}]},
        {"grants": [{"unaffected_by": ["option"]}]},
        {
            "timing": "your_turn",
            "grants": [
                {"target": {"select": "all", "side": "your"}, "unaffected_by": ["option", "tamer"]}
            ],
        },
        {
            "timing": "on_play",
            "steps": [
                {
                    "do": "play_token",
                    "count": 2,
                    "token": {
                        "name": "Diaboromon",
                        "colors": ["white"],
                        "level": 6,
                        "dp": 3000,
                        "gains": ["blocker", {"security_attack": 1}],
                    },
                }
            ],
        },
        {
            "timing": "your_turn",
            "trigger": {"event": "deleted", "whose": "your", "other": True},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "your_turn",
            "trigger": {"event": "unsuspended", "phase": "main"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "all_turns",
            "trigger": {"event": "unsuspended", "whose": "opponents"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "your_turn",
            "trigger": {"event": "uses_option", "whose": "your", "filter": {"min_cost": 2}},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "all_turns",
            "trigger": {"event": "uses_option", "whose": "any", "filter": {"colors": ["purple"]}},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "your_turn",
            "trigger": {"event": "digivolves", "whose": "your", "filter": {"colors": ["purple"]}},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "all_turns",
            "trigger": {"event": "digivolves", "whose": "opponents", "filter": {"name": "Omnimon"}},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "all_turns",
            "once_per_turn": True,
            "trigger": {"event": "trashed_from_deck", "whose": "your"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "your_turn",
            "trigger": {"event": "trashed_from_hand", "whose": "your"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "trigger": {"event": "trashed_from_hand", "whose": "this"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "trigger": {"event": "trashed_from_deck", "whose": "this"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "trigger": {"event": "would_be_used"},
            "condition": {"hand": {"min": 3}},
            "steps": [{"do": "reduce_cost", "amount": 2, "of": "use"}],
        },
        {
            "trigger": {"event": "trashed_from_security", "whose": "this"},
            "steps": [{"do": "activate_main"}],
        },
        {
            "timing": "your_turn",
            "trigger": {"event": "played", "whose": "opponents", "by_effect": True},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "your_turn",
            "trigger": {"event": "suspended", "whose": "your", "by_effect": True},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "your_turn",
            "trigger": {"event": "suspended", "whose": "any", "other": True, "by_effect": True},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "when_attacking",
            "steps": [
                {
                    "do": "trash_digivolution_cards",
                    "where": "top",
                    "count": 2,
                    "target": {"select": "one", "side": "opponents"},
                }
            ],
        },
        {
            "timing": "on_deletion",
            "condition": {"turn": "opponents", "opponent_trash": {"min": 5}},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
    ],
)
def test_effect_fields_and_grants(effect: dict[str, Any]) -> None:
    round_trip(effect)


def test_the_cards_own_lines() -> None:
    card = Card.model_validate(
        {
            "number": "PT1-01",
            "name": "Testmon",
            "category": "digimon",
            "colors": ["blue", "green"],
            "level": 5,
            "cost": 5,
            "dp": 5000,
            "dna": {
                "top": {"color": "blue", "level": 4},
                "bottom": {"color": "green", "level": 4},
                "cost": 0,
            },
            "overflow": 3,
            "digisorption": 2,
            "effects": [{"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 1}]}],
        }
    )
    got = compile_card_text(" ".join(card_text(card)))
    assert (got.dna, got.overflow, got.digisorption) == (card.dna, 3, 2)
    assert got.effects == card.effects


@pytest.mark.parametrize(
    "lines",
    [
        {"xros": {"reduce": 2, "materials": [{"name": "Shoutmon"}, {"name": "Ballistamon"}]}},
        {
            "xros": {
                "reduce": 1,
                "materials": [{"name": "Shoutmon"}, {"colors": ["red"], "max_level": 4}],
            }
        },
        {"burst": {"cost": 0, "digimon": {"name": "Greymon"}, "tamer": {"name": "Tai Kamiya"}}},
    ],
)
def test_digixros_and_burst_digivolve_lines(lines: dict[str, Any]) -> None:
    facts = {"number": "PT1-02", "name": "Testmon", "category": "digimon", "colors": ["red"]}
    card = Card.model_validate({**facts, "level": 5, "cost": 5, "dp": 5000, **lines})
    got = compile_card_text(" ".join(card_text(card)))
    assert (got.xros, got.burst) == (card.xros, card.burst)


@pytest.mark.parametrize(
    "requirement, printed",
    [
        ({"names": ["Frimon"], "cost": 0}, "Digivolve: 0 from [Frimon]"),
        (
            {"names": ["Paildramon", "Dinobeemon"], "cost": 3},
            "Digivolve: 3 from [Paildramon] or [Dinobeemon]",
        ),
        (
            {"level": 4, "name_contains": ["Leomon"], "cost": 3},
            "[Digivolve] Lv.4 w/[Leomon] in name: Cost 3",
        ),
        (
            {"level": 5, "name_contains": ["Etemon", "Sukamon"], "cost": 4},
            "Digivolve: 4 from Lv.5 w/[Etemon] or [Sukamon] in name",
        ),
        (
            {"level": 2, "traits": ["Xros Heart"], "cost": 0},
            "Digivolve: 0 from Lv.2 w/[Xros Heart] in traits",
        ),
        (
            {"level": 3, "name_contains": ["Agumon"], "traits": ["Dinosaur"], "cost": 2},
            "Digivolve: 2 from Lv.3 w/[Agumon] in name and [Dinosaur] trait",
        ),
        ({"name_contains": ["Gatomon"], "cost": 0}, "Digivolve: 0 if name contains [Gatomon]"),
        (
            {"level": 4, "name_contains": ["Growlmon"], "cost": 3},
            "Digivolve: 3 from Lv.4 if name contains [Growlmon]",
        ),
    ],
)
def test_requirement_by_name_lines(requirement: dict[str, Any], printed: str) -> None:
    """2-13-3: the [Digivolve] line compiles back from its generated text, and the older
    printed wording of the same requirement reads the same; either joins the requirements
    printed beside the level."""
    facts = {"number": "PT1-03", "name": "Testmon", "category": "digimon", "colors": ["red"]}
    beside = {"color": "red", "level": 4, "cost": 3}
    gain = {"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 1}]}
    card = Card.model_validate(
        {**facts, "level": 5, "cost": 5, "dp": 5000, "digivolve": [beside, requirement]}
        | {"effects": [gain]}
    )
    for text in (" ".join(card_text(card)), f"{printed}[On Play] Gain 1 memory."):
        got = compile_card_text(text)
        assert (got.digivolve, got.effects) == (card.digivolve[1:], card.effects), text
