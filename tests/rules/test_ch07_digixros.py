"""Comprehensive Rules 7-2-6: DigiXros, playing a Digimon card with the Digimon cards its
requirements name placed under it from the hand or the battle area."""

from __future__ import annotations

import pytest
from conftest import battle, legal, play, position, state, with_cards
from keyword_cards import mon

from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_text
from digimon_tui.engine import legal as rules
from digimon_tui.loop.moves import IllegalMove, Move
from digimon_tui.ui.move_labels import label

XROS = {
    **mon(
        "70",
        9000,
        {"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 1}]},
        level=5,
        cost=8,
    ),
    "xros": {"reduce": 3, "materials": [{"name": "Agumon"}, {"name": "Biyomon"}]},
}
"""<DigiXros -3> [Agumon] × [Biyomon]; [On Play] Gain 1 memory. Play cost 8."""
CHEAP_XROS = {**XROS, "number": "KW-71", "cost": 4}
"""The same for a play cost of 4."""
DEAR_XROS = {**XROS, "number": "KW-72", "cost": 16}
"""The same for a play cost of 16."""


@pytest.fixture(scope="module")
def xc(pool):
    return with_cards(pool, XROS, CHEAP_XROS, DEAR_XROS)


def hand(g, player: str = "p1") -> list[str]:
    return state(g)["players"][player]["hand"]


def test_7_2_6_2_each_choice_of_materials_is_a_play_move(xc):
    """7-2-6-2, 7-2-6-5, 7-2-6-11: the plain play, and a DigiXros with any non-empty choice
    of materials from the hand or battle area, the requirement written first listed first."""
    g = position(
        xc,
        p1={"hand": ["KW-70", "ST1-03", "ST1-02"], "battle": [{"id": "b", "cards": ["ST1-02"]}]},
        memory=5,
    )
    assert [m for m in legal(g) if m.startswith("play KW-70")] == [
        "play KW-70",
        "play KW-70 xros ST1-02",
        "play KW-70 xros b",
        "play KW-70 xros ST1-03",
        "play KW-70 xros ST1-03 ST1-02",
        "play KW-70 xros ST1-03 b",
    ]
    assert label(g, Move.parse("play KW-70 xros ST1-03 b")) == (
        "DigiXros: play Mon 70 with Agumon, b Biyomon under it (cost 2)"
    )


def test_7_2_6_15_materials_from_the_hand_go_under_it_and_lower_the_cost(xc):
    """7-2-6-3, 7-2-6-15-5, 7-2-6-15-6, 7-2-6-9: Agumon (written first) directly under the
    card, Biyomon under it; 8 - 2 x 3 = 2 memory; its [On Play] effect triggers."""
    g = position(xc, p1={"hand": ["KW-70", "ST1-03", "ST1-02"]}, memory=5)
    play(g, "play KW-70 xros ST1-03 ST1-02")
    (stack,) = battle(g, "p1").values()
    assert stack["cards"] == ["ST1-02", "ST1-03", "KW-70"]
    assert hand(g) == []
    assert state(g)["memory"] == 5 - 2 + 1
    assert any("with DigiXros" in line and "(7-2-6)" in line for line in state(g)["log"])


def test_7_2_6_15_4_a_material_from_the_battle_area_is_its_top_card(xc):
    """7-2-6-15-4: only the top card of a Digimon in the battle area goes under; its
    digivolution cards are trashed and the Digimon is gone."""
    g = position(
        xc,
        p1={"hand": ["KW-70"], "battle": [{"id": "ag", "cards": ["TST-1000", "ST1-03"]}]},
        memory=5,
    )
    play(g, "play KW-70 xros ag")
    (stack,) = battle(g, "p1").values()
    assert stack["cards"] == ["ST1-03", "KW-70"]
    assert "ag" not in battle(g, "p1")
    assert state(g)["players"]["p1"]["trash"] == ["TST-1000"]
    assert state(g)["memory"] == 5 - 5 + 1


def test_7_2_6_13_the_cost_never_drops_below_0(xc):
    g = position(xc, p1={"hand": ["KW-71", "ST1-03", "ST1-02"]}, memory=0)
    play(g, "play KW-71 xros ST1-03 ST1-02")
    assert state(g)["memory"] == 1  # paid 0, then [On Play] +1


def test_7_2_6_12_one_card_for_each_requirement(xc):
    """7-2-6-12: two Agumon in the hand, but one Agumon requirement: never both."""
    g = position(xc, p1={"hand": ["KW-70", "ST1-03", "ST1-03"]}, memory=5)
    assert [m for m in legal(g) if "xros" in m] == ["play KW-70 xros ST1-03"]
    with pytest.raises(IllegalMove, match=r"7-2-6-12"):
        play(g, "play KW-70 xros ST1-03 ST1-03")


def test_7_2_6_the_cost_after_materials_must_be_payable(xc):
    """4-1-4: with 0 memory the counter moves 10 spaces: 16 or 13 is too much, 10 is not."""
    g = position(xc, p1={"hand": ["KW-72", "ST1-03", "ST1-02"]}, memory=0)
    assert [m for m in legal(g) if m.startswith("play KW-72")] == ["play KW-72 xros ST1-03 ST1-02"]
    assert "(7-2-6-1)" in rules.why_illegal(g, Move("play", ("ST1-03", "xros", "ST1-02")))


def test_7_2_6_the_requirement_is_written_on_the_card():
    card = Card.model_validate(XROS)
    assert card_text(card)[0] == "<DigiXros -3> [Agumon] × [Biyomon]"
