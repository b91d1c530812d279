"""P-206 Digital Gate Open (rulings Q5201, Q6521 in tests/rulings/p.toml), played where a wrong
reading would show: its colour requirements are always ignored, its <Delay> plays only a Tamer
sharing a colour with one of its player's Digimon on the field (the breeding area is part of
it, 3-4-6) for 4 less, and its [Security] effect plays a cheap Digimon from the trash before
the card goes to the hand."""

from __future__ import annotations

import pytest
from builders import tamer
from games import battle, legal, play, position, state, with_cards

from digimon_tui.cards.model import Card

GATE = "P-206"
RED_TAMER = "TST-1"
BLUE_TAMER = "TST-2"
AGUMON = "ST1-03"  # red, play cost 3
KOROMON = "ST1-01"  # red Digi-Egg's Koromon: a Digimon of the breeding area


@pytest.fixture(scope="module")
def gate_pool(pool: dict[str, Card]) -> dict[str, Card]:
    return with_cards(
        pool,
        tamer(RED_TAMER, colors=("red",), cost=5),
        tamer(BLUE_TAMER, colors=("blue",), cost=5),
    )


def test_p_206_is_used_without_white_in_play(gate_pool):
    g = position(
        gate_pool, p1={"hand": [GATE], "battle": [{"id": "a", "cards": [AGUMON]}]}, memory=4
    )
    assert f"option {GATE}" in legal(g)


def test_p_206_delay_plays_a_tamer_of_a_breeding_digimon_s_color_for_4_less(gate_pool):
    g = position(
        gate_pool,
        p1={
            "hand": [BLUE_TAMER, RED_TAMER],
            "breeding": {"id": "k", "cards": [KOROMON]},
            "battle": [{"id": "o", "cards": [GATE]}],
        },
        memory=5,
    )
    play(g, "delay o")  # the blue Tamer shares no colour: the red one is the only choice
    p1 = state(g)["players"]["p1"]
    assert [s["top"] for s in battle(g, "p1").values()] == [RED_TAMER]
    assert p1["hand"] == [BLUE_TAMER] and p1["trash"] == [GATE]
    assert state(g)["memory"] == 4  # 5 - (5 - 4)


def test_p_206_delay_without_a_digimon_plays_no_tamer(gate_pool):
    g = position(
        gate_pool,
        p1={"hand": [RED_TAMER], "battle": [{"id": "o", "cards": [GATE]}]},
        memory=5,
    )
    play(g, "delay o")
    assert state(g)["players"]["p1"]["hand"] == [RED_TAMER]
    assert battle(g, "p1") == {}


def test_p_206_security_plays_a_digimon_from_the_trash_then_goes_to_the_hand(gate_pool):
    g = position(
        gate_pool,
        p1={"security": [GATE], "trash": [AGUMON]},
        p2={"battle": [{"id": "x", "cards": [AGUMON]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player", "yes")
    p1 = state(g)["players"]["p1"]
    assert [s["top"] for s in battle(g, "p1").values()] == [AGUMON]
    assert p1["hand"] == [GATE] and p1["trash"] == []
