"""Rules for both players (15-1-3: an effect's "can't" wins over what allows): "Players can't
reduce play costs", "Players can't play Digimon by effects", "Players can't ignore
digivolution requirements", while the card that says it is in play, whoever owns it.

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

from typing import Any

import builders
import pytest
from games import battle, kind, legal, play, position, state, with_cards


def _mon(number: str, **more: Any) -> dict[str, Any]:
    """A Digimon `Card <number>`."""
    return builders.digimon(number, name=f"Card {number}", **more)


def _rule(number: str, what: str) -> dict[str, Any]:
    """A Tamer `Card <number>` costing 3 that says "Players can't <what>"."""
    text = f"[All Turns] Players can't {what}."
    return builders.tamer(number, name=f"Card {number}", text=text, cost=3)


@pytest.fixture(scope="module")
def rule_cards(pool):
    return with_cards(
        pool,
        builders.tamer("PC-90", name="Card PC-90", cost=3),
        _rule("PC-91", "reduce play costs"),
        _rule("PC-92", "play Digimon by effects"),
        _rule("PC-93", "ignore digivolution requirements"),
        _mon(
            "PC-01",
            text="When you would play this card from your hand, reduce its play cost by 2.",
        ),
        builders.option(
            "PC-02",
            name="Card PC-02",
            text="[Main] Play 1 level 3 Digimon card from your hand without paying its memory "
            "cost.",
        ),
        _mon("PC-03", level=3),
        _mon(
            "PC-04",
            text="[On Play] Digivolve this Digimon into 1 level 6 Digimon card in your hand for a "
            "memory cost of 0, ignoring its digivolution requirements.",
            level=3,
            cost=0,
        ),
        _mon("PC-06", level=6),
    )


def _memory_after_playing_pc01(cards, rule_owner: str | None) -> int:
    tamer = [{"id": "t", "cards": ["PC-91"]}]
    sides = {"p1": {"hand": ["PC-01"]}, "p2": {}}
    if rule_owner is not None:
        sides[rule_owner]["battle"] = tamer
    g = position(cards, p1=sides["p1"], p2=sides["p2"], memory=5)
    play(g, "play PC-01")
    return state(g)["memory"]


def test_no_player_reduces_a_play_cost_while_it_is_in_play(rule_cards) -> None:
    assert _memory_after_playing_pc01(rule_cards, None) == 5 - 1
    assert _memory_after_playing_pc01(rule_cards, "p1") == 5 - 3
    assert (
        _memory_after_playing_pc01(rule_cards, "p2") == 5 - 3
    )  # the opponent's card binds you too


def _played_by_the_option(cards, rule: bool) -> bool:
    p1 = {"hand": ["PC-02", "PC-03"], "battle": [{"id": "me", "cards": ["PC-90"]}]}
    p2 = {"battle": [{"id": "t", "cards": ["PC-92"]}]} if rule else {}
    g = position(cards, p1=p1, p2=p2)
    play(g, "option PC-02")
    if kind(g) == "card":
        play(g, "card PC-03")
    return any(s["cards"] == ["PC-03"] for s in battle(g, "p1").values())


def test_no_digimon_is_played_by_an_effect_while_it_is_in_play(rule_cards) -> None:
    assert _played_by_the_option(rule_cards, rule=False)
    assert not _played_by_the_option(rule_cards, rule=True)


def _digivolved_ignoring_requirements(cards, rule: bool) -> bool:
    p2 = {"battle": [{"id": "t", "cards": ["PC-93"]}]} if rule else {}
    g = position(cards, p1={"hand": ["PC-04", "PC-06"]}, p2=p2, memory=3)
    play(g, "play PC-04")
    if kind(g) == "card" and "card PC-06" in legal(g):
        play(g, "card PC-06")
    return any(s["cards"] == ["PC-04", "PC-06"] for s in battle(g, "p1").values())


def test_no_effect_digivolves_ignoring_the_requirements_while_it_is_in_play(rule_cards) -> None:
    assert _digivolved_ignoring_requirements(rule_cards, rule=False)
    assert not _digivolved_ignoring_requirements(rule_cards, rule=True)
