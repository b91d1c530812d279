"""Counts, conditions and memory: each construct compiles back from its generated text, and
the printed wordings of the same phrase compile to the same definition."""

from __future__ import annotations

from typing import Any

import pytest

from digimon_tui.cards.model import Effect
from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import compile_effects

HYBRID = {"traits": ["Hybrid"]}


def round_trip(effect: dict[str, Any]) -> str:
    e = Effect.model_validate(effect)
    assert compile_effects(effect_text(e)) == (e,), effect_text(e)
    return effect_text(e)


@pytest.mark.parametrize(
    "effect",
    [
        {
            "timing": "on_play",
            "steps": [
                {
                    "do": "for_every",
                    "count": {"of": "digimon", "side": "opponents"},
                    "steps": [{"do": "draw"}],
                },
                {"do": "trash", "target": {"zone": "hand"}, "then": True},
            ],
        },
        {
            "timing": "when_digivolving",
            "steps": [
                {
                    "do": "for_every",
                    "count": {"of": "tamers", "side": "opponents"},
                    "steps": [
                        {"do": "suspend", "target": {"side": "opponents"}},
                        {"do": "gain_memory", "amount": 1},
                    ],
                }
            ],
        },
        {
            "timing": "on_deletion",
            "steps": [
                {
                    "do": "for_every",
                    "count": {"of": "tamers"},
                    "steps": [
                        {
                            "do": "play",
                            "target": {"zone": "trash", "categories": ["digimon"], "max_level": 3},
                            "optional": True,
                        }
                    ],
                }
            ],
        },
        {
            "timing": "your_turn",
            "grants": [{"dp": 1000, "for_every": {"of": "digivolution_cards", "filter": HYBRID}}],
        },
        {
            "timing": "opponents_turn",
            "grants": [
                {
                    "dp": 1000,
                    "for_every": {
                        "of": "trash",
                        "filter": {"categories": ["digimon"], "name_contains": ["Etemon"]},
                    },
                }
            ],
        },
        {
            "timing": "when_digivolving",
            "condition": {"in_digivolution_cards": [{"name": "Okuwamon"}, {"name": "X Antibody"}]},
            "steps": [{"do": "suspend", "target": {"side": "opponents"}}],
        },
        {
            "timing": "when_digivolving",
            "condition": {"in_digivolution_cards": [HYBRID, {"name": "Takuya Kanbara"}]},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "all_turns",
            "condition": {"in_digivolution_cards": [{"name_contains": ["Gammamon"]}]},
            "grants": [{"gains": [{"keyword": "retaliation"}]}],
        },
        {
            "timing": "your_turn",
            "condition": {"in_trash": [{"categories": ["digimon"], "traits": ["Unidentified"]}]},
            "grants": [{"dp": 1000}],
        },
        {
            "timing": "start_of_your_turn",
            "condition": {"memory": {"max": 2}},
            "steps": [{"do": "set_memory", "amount": 3}],
        },
        {
            "timing": "when_attacking",
            "condition": {"opponent_hand": {"min": 8}, "total_security": {"max": 6}},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "start_of_your_turn",
            "condition": {"security_vs_opponent": "fewer"},
            "steps": [{"do": "gain_memory", "amount": 2}],
        },
        {
            "timing": "when_digivolving",
            "condition": {"opponent_board_vs_yours": "as_many_or_more"},
            "steps": [{"do": "delete", "target": {"side": "opponents", "kinds": ["tamer"]}}],
        },
        {
            "timing": "on_play",
            "condition": {"opponent_board_vs_yours": "as_many_or_fewer"},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "on_play",
            "condition": {"digixrosing": True},
            "steps": [{"do": "gain_memory", "amount": 1}],
        },
        {
            "timing": "on_play",
            "steps": [
                {
                    "do": "play",
                    "target": {"zone": "trash", "categories": ["digimon"], "max_level": 4},
                    "more": 1,
                    "more_if": {"digixrosing": True},
                }
            ],
        },
        {
            "timing": "all_turns",
            "grants": [
                {
                    "target": {
                        "select": "all",
                        "any_of": [{"traits": ["Xros Heart"]}, {"has": ["retaliation"]}],
                    },
                    "gains": [{"keyword": "rush"}],
                }
            ],
        },
        {
            "timing": "main",
            "steps": [
                {"do": "trash", "target": {"zone": "hand", "select": "up_to", "count": 2}},
                {
                    "do": "play",
                    "then": True,
                    "target": {"zone": "trash", "categories": ["digimon"]},
                    "free": False,
                    "reduce": 2,
                    "reduce_more": 1,
                    "reduce_for_every": {"of": "trashed"},
                },
            ],
        },
        {
            "timing": "when_attacking",
            "once_per_turn": True,
            "steps": [
                {
                    "do": "for_every",
                    "count": {"of": "tamers"},
                    "steps": [{"do": "activate_timed", "timing": "when_digivolving"}],
                }
            ],
        },
        {"timing": "all_turns", "grants": [{"players_cant": ["reduce_play_costs"]}]},
        {"timing": "all_turns", "grants": [{"players_cant": ["play_digimon_by_effects"]}]},
        {
            "timing": "all_turns",
            "grants": [{"players_cant": ["ignore_digivolution_requirements"]}],
        },
        {
            "timing": "opponents_turn",
            "condition": {"all_suspended": True},
            "grants": [{"dp": 1000}],
        },
        {
            "timing": "main",
            "steps": [
                {"do": "modify", "target": {}, "dp": 3000},
                {
                    "do": "gain_memory",
                    "amount": 1,
                    "then": True,
                    "condition": {"that": {"min_dp": 16000}},
                },
            ],
        },
        {
            "timing": "main",
            "steps": [
                {"do": "choose", "target": {"traits": ["X-Antibody"]}},
                {
                    "do": "draw",
                    "for_every": {"of": "digivolution_cards", "that": True},
                    "then": True,
                },
            ],
        },
        {
            "timing": "main",
            "steps": [
                {
                    "do": "delete",
                    "target": {
                        "side": "opponents",
                        "max_dp": 6000,
                        "raise_max": {
                            "of": "dp",
                            "amount": 2000,
                            "for_every": {"of": "digimon", "side": "opponents"},
                        },
                    },
                },
                {"do": "gain_memory", "amount": 1, "then": True},
            ],
        },
        {
            "timing": "main",
            "steps": [
                {
                    "do": "delete",
                    "target": {
                        "side": "opponents",
                        "max_level": 4,
                        "raise_max": {
                            "of": "level",
                            "amount": 1,
                            "for_every": {"of": "trash", "per": 10},
                        },
                    },
                }
            ],
        },
    ],
)
def test_round_trip(effect: dict[str, Any]) -> None:
    round_trip(effect)


@pytest.mark.parametrize(
    ("printed", "generated"),
    [
        (
            "[On Play] For each of your opponent's Digimon, <Draw 1> (Draw 1 card from your deck).",
            "[On Play] For every Digimon your opponent has, <Draw 1>",
        ),
        (
            "[Your Turn] For each other suspended Digimon you have in play, this Digimon gets "
            "+2000 DP.",
            "[Your Turn] This Digimon gets +2000 DP for every other suspended Digimon you have.",
        ),
        (
            "[Your Turn] For each other Digimon you have in play with the same name as this "
            "Digimon, this Digimon gets +1000 DP.",
            "[Your Turn] This Digimon gets +1000 DP for every other Digimon with the same name "
            "as this Digimon you have.",
        ),
        (
            "[Main] 1 of your opponent's Digimon gets -2000 DP for the turn for each yellow or "
            "red Tamer you have in play.",
            "[Main] 1 of your opponent's Digimon gets -2000 DP for every yellow or red Tamer you "
            "have in play for the turn.",
        ),
        (
            "[Main] For the turn, 1 of your opponent's Digimon gets -1000 DP for each card in "
            "your security stack.",
            "[Main] 1 of your opponent's Digimon gets -1000 DP for every security card you have "
            "for the turn.",
        ),
        (
            "[All Turns] For each card in your trash with [Cyborg] in its traits, this Digimon "
            "gets +1000 DP.",
            "[All Turns] This Digimon gets +1000 DP for every card with [Cyborg] in its traits "
            "in your trash.",
        ),
        (
            "[Main] If your opponent has 10 or more cards in their trash, gain 1 memory.",
            "[Main] If there are 10 or more cards in your opponent's trash, gain 1 memory.",
        ),
        (
            "[All Turns] While a card with [Gammamon] in its name is in this Digimon's "
            "digivolution cards, this Digimon gains <Retaliation>",
            "[All Turns] While a card with [Gammamon] in its name is in this Digimon's "
            "digivolution cards, this Digimon gains <Retaliation>",
        ),
        (
            "[Start of Your Turn] If you have 2 or fewer memory, set it to 3.",
            "[Start of Your Turn] If you have 2 memory or less, set your memory to 3.",
        ),
        (
            "[When Digivolving] Suspend 1 of your opponent's Digimon for each Tamer you have in "
            "play. Then, gain 1 memory.",
            "[When Digivolving] For every Tamer you have in play, suspend 1 of your opponent's "
            "Digimon. Then, gain 1 memory.",
        ),
        (
            "[When Digivolving] If this Digimon has [Agumon] or [X Antibody] in its digivolution "
            "cards, gain 1 memory.",
            "[When Digivolving] If [Agumon] or [X Antibody] is in this Digimon's digivolution "
            "cards, gain 1 memory.",
        ),
        (
            "[Main] For each Digimon you have in play, activate the effect below.・1 of your "
            "opponent's Digimon gets -3000 DP for the turn.",
            "[Main] For every Digimon you have, activate the following effect:・1 of your "
            "opponent's Digimon gets -3000 DP for the turn.",
        ),
        (
            "When you would play this card from your hand, reduce its play cost by 2 if you have "
            "[Guilmon], [Terriermon], or [Impmon] in play.",
            "When you would play this card from your hand, if you have [Guilmon], [Terriermon], "
            "or [Impmon] in play, reduce its play cost by 2.",
        ),
        (
            "[Main] Play 1 purple Digimon card from your trash with the play cost reduced by 3. "
            "For each card trashed by this effect, further reduce it by 1.",
            "[Main] Play 1 purple Digimon card from your trash with the play cost reduced by 3 "
            "and by 1 more for every card trashed by this effect.",
        ),
        (
            "[All Turns] When an opponent's Digimon is deleted, gain 1 memory for each Digimon.",
            "[All Turns] When an opponent's Digimon is deleted, gain 1 memory for every Digimon "
            "deleted.",
        ),
    ],
)
def test_printed_wordings(printed: str, generated: str) -> None:
    effects = compile_effects(printed)
    assert effects == compile_effects(generated)
    text = " ".join(effect_text(e) for e in effects)
    assert text.split(" (")[0].rstrip(".") == generated.split(" (")[0].rstrip(".")
