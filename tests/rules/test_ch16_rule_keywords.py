"""Chapter 16's keywords with a shape of their own on the card: <Digisorption> (16-10),
<Delay> (16-17) and <Mind Link> (16-28)."""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import labelled, mon

from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_text
from digimon_tui.engine import refusals
from digimon_tui.loop.moves import IllegalMove, Move

SORB = {**mon("85", 8000, level=5), "digisorption": 2}
"""<Digisorption -2>; red Lv.5 from red Lv.4 for 2."""
DELAYED = {
    "number": "KW-86",
    "name": "Delayed Gift",
    "category": "option",
    "colors": ["green"],
    "cost": 1,
    "effects": [
        {"timing": "main", "steps": [{"do": "place_in_battle_area"}]},
        {"timing": "main", "delay": True, "steps": [{"do": "gain_memory", "amount": 2}]},
    ],
}
"""[Main] Place this card in the battle area. [Main] <Delay> ・Gain 2 memory."""
LINKER = {
    "number": "KW-87",
    "name": "Linking Tamer",
    "category": "tamer",
    "colors": ["red"],
    "cost": 1,
    "effects": [{"timing": "main", "steps": [{"do": "mind_link"}]}],
    "inherited": [{"timing": "your_turn", "grants": [{"dp": 2000}]}],
}
"""[Main] <Mind Link>; inherited: [Your Turn] This Digimon gets +2000 DP."""


@pytest.fixture(scope="module")
def rc(pool):
    return with_cards(pool, SORB, DELAYED, LINKER, mon("79", 4000))


# ---- 16-10 <Digisorption> --------------------------------------------------------------------


def test_16_10_1_digisorption_suspends_one_of_your_digimon_for_a_cheaper_digivolution(rc):
    g = position(
        rc,
        p1={
            "hand": ["KW-85"],
            "battle": [{"id": "a", "cards": ["KW-79"]}, {"id": "s", "cards": ["TST-1000"]}],
        },
        memory=1,
    )
    assert [m for m in legal(g) if m.startswith("digivolve a")] == [
        "digivolve a KW-85",
        "digivolve a KW-85 digisorption a",
        "digivolve a KW-85 digisorption s",
    ]
    labels = dict(zip(legal(g), labelled(g), strict=True))
    assert labels["digivolve a KW-85 digisorption s"] == (
        "Digivolve a Mon 79 into Mon 85 with <Digisorption>, suspending s Dummy 1000 (cost 0)"
    )
    play(g, "digivolve a KW-85 digisorption s")
    assert battle(g, "p1")["s"]["suspended"] and not battle(g, "p1")["a"]["suspended"]
    assert battle(g, "p1")["a"]["cards"] == ["KW-79", "KW-85"]
    assert state(g)["memory"] == 1  # 1-3-9: 2 - 2 = 0


def test_16_10_5_suspending_the_digivolving_digimon_leaves_it_suspended(rc):
    g = position(rc, p1={"hand": ["KW-85"], "battle": [{"id": "a", "cards": ["KW-79"]}]}, memory=1)
    play(g, "digivolve a KW-85 digisorption a")
    assert battle(g, "p1")["a"]["suspended"]


def test_3_4_7_6_not_from_the_breeding_area(rc):
    g = position(
        rc,
        p1={
            "hand": ["KW-85"],
            "breeding": {"id": "e", "cards": ["KW-79"]},
            "battle": [{"id": "s", "cards": ["TST-1000"]}],
        },
        memory=1,
    )
    assert "digivolve e KW-85" in legal(g)
    assert not any("digisorption" in m for m in legal(g))
    why = refusals.why_illegal(g, Move("digivolve", ("e", "KW-85", "digisorption", "s")))
    assert why == "e is in the breeding area: <Digisorption> works in the battle area (3-4-7-6)"


# ---- 16-17 <Delay> ----------------------------------------------------------------------------


def delayed_position(rc):
    g = position(
        rc,
        p1={"hand": ["KW-86"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "h", "cards": ["TST-1000"]}]},
        memory=3,
    )
    play(g, "option KW-86")
    return g


def test_16_17_1_the_option_stays_in_the_battle_area(rc):
    g = delayed_position(rc)
    (pid,) = [p for p, s in battle(g, "p1").items() if s["top"] == "KW-86"]
    assert battle(g, "p1")[pid]["kind"] == "option"
    assert state(g)["players"]["p1"]["trash"] == []
    assert f"delay {pid}" not in legal(g)  # 16-17-3: not the turn it arrived
    with pytest.raises(IllegalMove, match=r"16-17-3"):
        play(g, f"delay {pid}")


def test_16_17_3_delay_activates_from_the_next_turn_by_trashing_the_card(rc):
    """16-17-1: trashed, then the effect; no cost is paid."""
    g = delayed_position(rc)
    (pid,) = [p for p, s in battle(g, "p1").items() if s["top"] == "KW-86"]
    play(g, "pass", "pass")  # p2's turn ends: p1's turn 3, memory 3
    assert kind(g) == "main" and state(g)["turn"] == "p1"
    assert f"delay {pid}" in legal(g)
    assert labelled(g)[legal(g).index(f"delay {pid}")].startswith("<Delay>: trash")
    before = state(g)["memory"]
    play(g, f"delay {pid}")
    assert pid not in battle(g, "p1")
    assert state(g)["players"]["p1"]["trash"] == ["KW-86"]
    assert state(g)["memory"] == before + 2


def test_4_22_2_an_option_in_the_battle_area_meets_no_colour_requirement(rc):
    """The green Option in the battle area doesn't let a green Option be used; a green
    Digimon does."""
    placed = {"id": "o", "cards": ["KW-86"]}
    g = position(rc, p1={"hand": ["KW-86"], "battle": [placed, {"id": "r", "cards": ["KW-79"]}]})
    assert "option KW-86" not in legal(g)
    g = position(rc, p1={"hand": ["KW-86"], "battle": [placed, {"id": "g", "cards": ["TST-1000"]}]})
    assert "option KW-86" in legal(g)


# ---- 16-28 <Mind Link> -------------------------------------------------------------------------


def test_16_28_1_mind_link_places_the_tamer_under_a_digimon(rc):
    """16-28-1, 15-3-2: the Tamer goes to the bottom of the stack; its inherited effect
    works for the Digimon."""
    g = position(
        rc,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST1-02", "KW-79"]},
                {"id": "t", "cards": ["KW-87"]},
            ]
        },
        memory=3,
    )
    play(g, "activate t")
    assert "t" not in battle(g, "p1")
    assert battle(g, "p1")["a"]["cards"] == ["KW-87", "ST1-02", "KW-79"]
    assert battle(g, "p1")["a"]["dp"] == 6000


def test_16_28_1_not_under_a_digimon_that_already_has_a_tamer_card(rc):
    g = position(
        rc,
        p1={
            "battle": [
                {"id": "a", "cards": ["KW-87", "KW-79"]},
                {"id": "b", "cards": ["TST-1000"]},
                {"id": "t", "cards": ["KW-87"]},
            ]
        },
        memory=3,
    )
    play(g, "activate t")  # b is the only Digimon it can go under: no question
    assert battle(g, "p1")["b"]["cards"] == ["KW-87", "TST-1000"]


def test_12_the_shapes_are_written_on_the_cards():
    assert card_text(Card.model_validate(SORB)) == [
        "<Digisorption -2> (When one of your Digimon digivolves into this card from your hand, "
        "you may suspend 1 of your Digimon to reduce the memory cost of the digivolution by 2.)"
    ]
    assert card_text(Card.model_validate(DELAYED))[1] == (
        "[Main] <Delay> (Trash this card in your battle area to activate the effect below. You "
        "can't activate this effect the turn this card enters play.) ・Gain 2 memory."
    )
    assert card_text(Card.model_validate(LINKER))[0] == (
        "[Main] <Mind Link> (Place this Tamer as the bottom digivolution card of 1 of your "
        "Digimon with no Tamer cards in its digivolution cards.)"
    )
