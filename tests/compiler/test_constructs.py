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

from digimon_tui.cards.model import Card, Effect, XrosRequirement
from digimon_tui.cards.text import TIMING_LABELS, card_text, effect_text
from digimon_tui.compiler import compile_card_text, compile_effects


def _card_text_tests() -> Any:
    path = Path(__file__).resolve().parents[1] / "cards" / "test_card_text.py"
    spec = importlib.util.spec_from_file_location("card_text_table", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_TABLE = _card_text_tests()
STEPS = _TABLE.STEPS


def round_trip(effect: dict[str, Any]) -> None:
    e = Effect.model_validate(effect)
    assert compile_effects(effect_text(e)) == (e,), effect_text(e)


@pytest.mark.parametrize("kind", sorted(STEPS))
def test_every_step_kind(kind: str) -> None:
    fields, _ = STEPS[kind]
    round_trip(_TABLE.in_its_effect(kind, fields))


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
            "trigger": {"event": "moved_from_breeding", "whose": "your"},
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
        {
            "timing": "security",
            "steps": [
                {"do": "unsuspend", "target": {"select": "all", "has": ["blocker"]}},
                {"do": "modify", "target": "that", "dp": 5000},
            ],
        },
        {
            "timing": "on_deletion",
            "steps": [
                {"do": "place_in_security", "target": {"select": "this", "zone": "trash"}},
            ],
        },
        {
            "timing": "when_attacking",
            "optional": True,
            "steps": [
                {
                    "do": "play",
                    "suspended": True,
                    "target": {"zone": "hand", "categories": ["digimon"], "max_level": 3},
                }
            ],
        },
        {
            "timing": "main",
            "steps": [
                {
                    "do": "trash_digivolution_cards",
                    "where": "any",
                    "target": {"select": "one", "side": "opponents"},
                }
            ],
        },
        {
            "timing": "main",
            "steps": [
                {
                    "do": "trash_digivolution_cards",
                    "up_to": True,
                    "count": 2,
                    "target": {"select": "all", "side": "opponents"},
                }
            ],
        },
        {
            "timing": "main",
            "steps": [
                {"do": "delete", "target": {"side": "opponents", "max_dp": 5000}},
                {
                    "do": "delete",
                    "target": {"side": "opponents", "max_dp": 8000},
                    "instead": True,
                    "condition": {"in_play": [{"kinds": ["tamer"], "colors": ["red"]}]},
                },
            ],
        },
        {
            "timing": "your_turn",
            "grants": [
                {
                    "gains": [{"security_attack": 1}],
                    "for_every": {"of": "digimon", "filter": {"other": True, "suspended": True}},
                }
            ],
        },
        {
            "trigger": {"event": "would_be_used"},
            "steps": [
                {
                    "do": "reduce_cost",
                    "of": "use",
                    "amount": 1,
                    "for_every": {"of": "tamers", "filter": {"colors": ["yellow"]}},
                }
            ],
        },
        {
            "trigger": {"event": "would_be_played"},
            "steps": [
                {
                    "do": "reduce_cost",
                    "amount": 1,
                    "for_every": {
                        "of": "digimon",
                        "side": "opponents",
                        "filter": {"digivolution_cards": {"max": 0}},
                    },
                }
            ],
        },
        {
            "timing": "main",
            "steps": [
                {
                    "do": "modify",
                    "target": {"select": "one"},
                    "gains": ["reboot"],
                    "duration": "opponents_next_turn",
                    "effects": [
                        {
                            "grants": [
                                {
                                    "cant": [
                                        "have_dp_reduced",
                                        "be_returned_to_hand",
                                        "be_returned_to_deck",
                                    ]
                                }
                            ]
                        }
                    ],
                }
            ],
        },
        {
            "timing": "main",
            "steps": [
                {
                    "do": "modify",
                    "target": {"select": "one"},
                    "effects": [
                        {
                            "timing": "on_deletion",
                            "steps": [{"do": "play_this_card", "no_on_play": True}],
                        }
                    ],
                }
            ],
        },
        {
            "timing": "main",
            "steps": [
                {
                    "do": "trash",
                    "opponent_may": True,
                    "target": {"zone": "security", "side": "opponents", "top": 1},
                },
                {"do": "recovery", "condition": {"done": False}},
            ],
        },
        {
            "timing": "when_attacking",
            "condition": {"attacking_highest_dp": True},
            "steps": [{"do": "unsuspend", "target": "this"}],
        },
        {
            "timing": "when_digivolving",
            "optional": True,
            "cost": [
                {
                    "do": "place_under",
                    "where": "bottom",
                    "target": {"zone": "trash", "categories": ["digimon"], "colors": ["red"]},
                }
            ],
            "steps": [{"do": "gain_memory", "amount": 3}],
        },
        {
            "timing": "on_play",
            "steps": [
                {"do": "look"},
                {
                    "do": "add_to_hand",
                    "optional": True,
                    "target": {"select": "that", "zone": "deck"},
                },
                {"do": "draw", "condition": {"done": True}},
            ],
        },
        {
            "timing": "main",
            "steps": [
                {
                    "do": "reduce_next_digivolution",
                    "amount": 5,
                    "digimon": {"colors": ["green"]},
                    "cost": [{"do": "suspend", "target": {"select": "one"}}],
                }
            ],
        },
        {
            "timing": "on_deletion",
            "optional": True,
            "condition": {"had_digivolution_cards": True},
            "steps": [{"do": "play", "target": {"select": "this", "zone": "trash"}}],
        },
        {
            "timing": "main",
            "steps": [
                {"do": "de_digivolve", "target": {"side": "opponents"}},
                {
                    "do": "delete",
                    "target": "that",
                    "then": True,
                    "condition": {"that": {"max_cost": 4}},
                },
            ],
        },
        {
            "timing": "all_turns",
            "grants": [
                {
                    "target": {"select": "all", "has": ["blocker"]},
                    "cant": ["be_deleted_by_opponents_effects"],
                }
            ],
        },
        {
            "timing": "main",
            "steps": [
                {
                    "do": "modify",
                    "target": {"select": "all", "side": "any"},
                    "cant": ["be_deleted_in_battle"],
                }
            ],
        },
        {
            "timing": "on_play",
            "steps": [
                {
                    "do": "reveal",
                    "count": 1,
                    "for_every": {"of": "digimon", "side": "opponents"},
                },
                {"do": "place_rest", "where": "trash"},
            ],
        },
        {
            "timing": "your_turn",
            "trigger": {"event": "deletes_in_battle", "loser": {"min_level": 6}},
            "steps": [{"do": "unsuspend", "target": "this"}],
        },
        {
            "timing": "your_turn",
            "condition": {"in_play": [{"kinds": ["tamer"], "colors": ["green"]}]},
            "grants": [{"attack_unsuspended": True}],
        },
        {
            "timing": "your_turn",
            "trigger": {
                "event": "suspended",
                "whose": "your",
                "kind": "tamer",
                "filter": {"colors": ["blue"]},
            },
            "steps": [{"do": "unsuspend", "target": "this"}],
        },
        {
            "timing": "your_turn",
            "trigger": {"event": "digivolution_cards_trashed", "whose": "opponents"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "trigger": {
                "event": "would_digivolve",
                "whose": "your",
                "filter": {"names": ["Paildramon", "Dinobeemon"]},
            },
            "steps": [{"do": "reduce_cost", "amount": 2, "of": "digivolution"}],
        },
        {
            "timing": "all_turns",
            "trigger": {"event": "deleted", "whose": "any", "other": True},
            "steps": [{"do": "gain_memory", "amount": 1, "for_every": {"of": "deleted"}}],
        },
        {
            "timing": "your_turn",
            "optional": True,
            "trigger": {
                "event": "would_digivolve",
                "whose": "your",
                "into": {"categories": ["digimon"], "name_contains": ["Tyrannomon"]},
            },
            "cost": [{"do": "suspend", "target": {"select": "this", "kinds": ["tamer"]}}],
            "steps": [{"do": "reduce_cost", "amount": 1, "of": "digivolution"}],
        },
        {"timing": "your_turn", "grants": [{"also_colors": ["yellow"]}]},
        {
            "timing": "your_turn",
            "trigger": {
                "event": "played",
                "whose": "your",
                "other": True,
                "filter": {"same_name_as_this": True},
            },
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "your_turn",
            "condition": {"in_play": [{"other": True, "same_name_as_this": True}]},
            "grants": [{"dp": 2000}],
        },
        {
            "timing": "main",
            "steps": [
                {
                    "do": "modify",
                    "target": {"select": "all", "has_any": ["blocker", "reboot"]},
                    "gains": [{"security_attack": 1}],
                }
            ],
        },
        {
            "timing": "your_turn",
            "grants": [
                {
                    "target": {"select": "all", "name_contains": ["Tyrannomon"]},
                    "gains": ["piercing"],
                }
            ],
        },
        {
            "timing": "when_attacking",
            "condition": {"attacked": {"min_dp": 12000}},
            "steps": [{"do": "modify", "target": "this", "dp": 7000}],
        },
        {"timing": "all_turns", "grants": [{"opponent_memory_only_from": ["tamer"]}]},
        {
            "timing": "on_play",
            "steps": [
                {
                    "do": "add_to_hand",
                    "target": {
                        "zone": "trash",
                        "categories": ["digimon"],
                        "min_level": 7,
                        "max_level": 7,
                        "attributes": ["Virus"],
                    },
                }
            ],
        },
        {
            "timing": "main",
            "steps": [
                {
                    "do": "modify",
                    "target": {"side": "opponents"},
                    "base_dp": 1000,
                    "duration": "turn",
                }
            ],
        },
        {  # a grant in force while a condition holds quotes the effect it gives in place
            "timing": "always",
            "condition": {"this": {"min_dp": 10000}},
            "grants": [
                {
                    "effects": [
                        {
                            "timing": "your_turn",
                            "once_per_turn": True,
                            "trigger": {"event": "checks_security"},
                            "steps": [{"do": "gain_memory", "amount": 2}],
                        }
                    ]
                }
            ],
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
    "printed",
    [
        "DNA Digivolution: 0 from blue Lv.4 + green Lv.4[On Play] Gain 1 memory.",
        "DNA Digivolution: 0 from blue Lv.4 + green Lv.4 Digivolve unsuspended with the 2 "
        "specified Digimon stacked on top of each other.[On Play] Gain 1 memory.",
    ],
)
def test_the_later_printing_of_dna_digivolution(printed: str) -> None:
    """8-2: "DNA Digivolution: 0 from ..." without angle brackets, its reminder sentence
    printed or not, is the same <DNA Digivolution> line."""
    got = compile_card_text(printed)
    assert got.dna is not None
    assert (got.dna.top.color, got.dna.top.level, got.dna.bottom.color, got.dna.cost) == (
        "blue",
        4,
        "green",
        0,
    )
    assert len(got.effects) == 1


_XROS_REMINDER = (
    "When you would play this card, you may place specified cards from your hand/battle area "
    "under it. Each placed card reduces the play cost."
)


@pytest.mark.parametrize(
    "printed, xros",
    [
        (
            f"DigiXros -2: [Shoutmon] + [Ballistamon] + [DeadlyAxemon] {_XROS_REMINDER}",
            {
                "reduce": 2,
                "materials": [{"name": n} for n in ("Shoutmon", "Ballistamon", "DeadlyAxemon")],
            },
        ),
        (
            f"DigiXros -1: [Shoutmon] xD7 [Starmons] {_XROS_REMINDER}",
            {"reduce": 1, "materials": [{"name": "Shoutmon"}, {"name": "Starmons"}]},
        ),
        (
            "[DigiXros -2] [OmniShoutmon] x [ZeigGreymon]",
            {"reduce": 2, "materials": [{"name": "OmniShoutmon"}, {"name": "ZeigGreymon"}]},
        ),
        (
            f"DigiXros -3: [MadLeomon] xD7 1 Digimon card w/[Bagra Army] in traits{_XROS_REMINDER}",
            {
                "reduce": 3,
                "materials": [{"name": "MadLeomon"}, {"traits": ["Bagra Army"]}],
            },
        ),
    ],
)
def test_the_later_printing_of_digixros(printed: str, xros: dict[str, Any]) -> None:
    """7-2: "DigiXros -2: [A] + [B]" (or "xD7", "x" between the materials), with the
    reminder of how DigiXros works or without, is the same <DigiXros -2> line; an "x" inside
    a name ([DeadlyAxemon]) stays part of it."""
    got = compile_card_text(f"{printed}[On Play] Gain 1 memory.")
    assert got.xros == XrosRequirement.model_validate(xros)
    assert len(got.effects) == 1


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
            {"level": 4, "in_text": ["save"], "cost": 3},
            "[Digivolve]Lv.4 w/＜Save＞\xa0in its text: Cost 3",
        ),
        ({"level": 2, "in_text": ["save"], "cost": 0}, "Digivolve: 0 from Lv.2 w/＜Save＞ in text"),
        (
            {"level": 4, "name_contains": ["Growlmon"], "cost": 3},
            "Digivolve: 3 from Lv.4 if name contains [Growlmon]",
        ),
    ],
)
def test_requirement_by_name_lines(requirement: dict[str, Any], printed: str) -> None:
    """2-3-5-1: the [Digivolve] line compiles back from its generated text, and the older
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


_SECURITY = "if you have 3 or fewer security cards, "
_OPPONENTS = "if your opponent has 3 or fewer security cards, "


@pytest.mark.parametrize(
    ("text", "effect_if", "step_ifs"),
    [
        # One sentence: the "if" is the effect's, checked as it activates (15-6-3).
        (f"[On Play] {_SECURITY}gain 1 memory.", True, [False]),
        # "Then," is performed whether or not the part before it was (1-3-2, ruling Q2411 on
        # BT14-037): the leading "if" is its own sentence's.
        (f"[On Play] {_SECURITY}gain 1 memory. Then, <Draw 1>.", False, [True, False]),
        # "If you do," depends on the sentence before it: the leading "if" covers both.
        (f"[On Play] {_SECURITY}<Draw 1>. If you do, gain 1 memory.", True, [False, True]),
        # A later sentence with an "if" of its own: each "if" governs its sentence, so the
        # second is checked even where the first fails.
        (f"[On Play] {_SECURITY}gain 1 memory. {_OPPONENTS}gain 1 memory.", False, [True, True]),
        (
            f"[When Attacking] {_SECURITY}<Draw 1>. {_OPPONENTS}gain 1 memory.",
            False,
            [True, True],
        ),
    ],
)
def test_a_leading_if_is_the_effects_unless_a_later_sentence_has_its_own(
    text: str, effect_if: bool, step_ifs: list[bool]
) -> None:
    (effect,) = compile_effects(text)
    assert (effect.condition is not None) == effect_if
    assert [step.condition is not None for step in effect.steps] == step_ifs
    assert compile_effects(effect_text(effect)) == (effect,)


def test_dp_said_after_or_more_reads_as_dp_or_more() -> None:
    """BT12-088 prints "has 10000 or more DP"; the language says "10000 DP or more"."""
    said = compile_effects("[Your Turn] While this Digimon has 10000 or more DP, it gains <Rush>.")
    usual = compile_effects("[Your Turn] While this Digimon has 10000 DP or more, it gains <Rush>.")
    assert said == usual
    assert said[0].condition is not None and said[0].condition.this is not None
    assert said[0].condition.this.min_dp == 10000
