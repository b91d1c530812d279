"""Comprehensive Rules 7-2: DigiXros, playing a Digimon card with the Digimon cards its
requirements name placed under it from the hand or the battle area."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state, with_cards
from keyword_cards import labelled, mon, option

from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_text
from digimon_tui.engine import refusals
from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.moves import IllegalMove, Move, parse
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

REVIVE = option("69", {"do": "play", "target": {"zone": "trash", "name": "Mon 70"}, "free": True})
"""Play 1 [Mon 70] from your trash without paying its memory cost."""
CALL = option("68", {"do": "play", "target": {"zone": "hand", "name": "Mon 70"}, "free": False})
"""Play 1 [Mon 70] from your hand (paying its memory cost)."""


@pytest.fixture(scope="module")
def xc(pool):
    return with_cards(pool, XROS, CHEAP_XROS, DEAR_XROS, REVIVE, CALL)


def hand(g, player: str = "p1") -> list[str]:
    return state(g)["players"][player]["hand"]


def test_7_2_1_each_choice_of_materials_is_a_play_move(xc):
    """7-2-1, 7-2-2-12, 7-2-2-4: the plain play, and a DigiXros with any non-empty choice
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
    assert label(g, parse("play KW-70 xros ST1-03 b", Verb)) == (
        "DigiXros: play Mon 70 with Agumon, b Biyomon under it (cost 2)"
    )


def test_7_2_3_materials_from_the_hand_go_under_it_and_lower_the_cost(xc):
    """7-2-3-3, 7-2-2-8, 7-2-2-13: Agumon (written first) directly under the
    card, Biyomon under it; 8 - 2 x 3 = 2 memory; its [On Play] effect triggers."""
    g = position(xc, p1={"hand": ["KW-70", "ST1-03", "ST1-02"]}, memory=5)
    play(g, "play KW-70 xros ST1-03 ST1-02")
    (stack,) = battle(g, "p1").values()
    assert stack["cards"] == ["ST1-02", "ST1-03", "KW-70"]
    assert hand(g) == []
    assert state(g)["memory"] == 5 - 2 + 1
    assert any("with DigiXros" in line and "(7-2)" in line for line in state(g)["log"])


def test_7_2_3_2_a_material_from_the_battle_area_is_its_top_card(xc):
    """7-2-3-2: only the top card of a Digimon in the battle area goes under; its
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


def test_1_3_9_the_cost_never_drops_below_0(xc):
    g = position(xc, p1={"hand": ["KW-71", "ST1-03", "ST1-02"]}, memory=0)
    play(g, "play KW-71 xros ST1-03 ST1-02")
    assert state(g)["memory"] == 1  # paid 0, then [On Play] +1


def test_7_2_2_5_one_card_for_each_requirement(xc):
    """7-2-2-5: two Agumon in the hand, but one Agumon requirement: never both."""
    g = position(xc, p1={"hand": ["KW-70", "ST1-03", "ST1-03"]}, memory=5)
    assert [m for m in legal(g) if "xros" in m] == ["play KW-70 xros ST1-03"]
    with pytest.raises(IllegalMove, match=r"7-2-2-5"):
        play(g, "play KW-70 xros ST1-03 ST1-03")


def test_7_2_the_cost_after_materials_must_be_payable(xc):
    """1-4-2-2: with 0 memory the counter moves 10 spaces: 16 or 13 is too much, 10 is not."""
    g = position(xc, p1={"hand": ["KW-72", "ST1-03", "ST1-02"]}, memory=0)
    assert [m for m in legal(g) if m.startswith("play KW-72")] == ["play KW-72 xros ST1-03 ST1-02"]
    assert "(7-2-1)" in refusals.why_illegal(g, Move("play", ("ST1-03", "xros", "ST1-02")))


def test_7_2_the_requirement_is_written_on_the_card():
    card = Card.model_validate(XROS)
    assert card_text(card)[0] == "<DigiXros -3> [Agumon] × [Biyomon]"


def test_7_2_1_a_play_effect_may_perform_a_digixros(xc):
    """7-2-1: played free from the trash by an effect, the card may take its
    materials from the hand or the battle area; [On Play] triggers (7-2-2-13)."""
    g = position(
        xc,
        p1={
            "hand": ["KW-69", "ST1-03"],
            "trash": ["KW-70"],
            "battle": [{"id": "b", "cards": ["ST1-02"]}, {"id": "g", "cards": ["TST-1000"]}],
        },
        memory=3,
    )
    play(g, "option KW-69")
    assert legal(g) == ["xros b", "xros ST1-03", "xros ST1-03 b", "no-xros"]
    assert labelled(g)[2] == "DigiXros: place Agumon, b Biyomon under it"
    play(g, "xros ST1-03 b")
    stacks = [c["cards"] for c in battle(g, "p1").values()]
    assert stacks == [["TST-1000"], ["ST1-02", "ST1-03", "KW-70"]]
    assert hand(g) == [] and state(g)["memory"] == 3 + 1
    assert any("(7-2-1)" in line for line in state(g)["log"])


def test_7_2_1_the_digixros_lowers_the_cost_the_effect_pays(xc):
    """7-2-3-3: played from the hand by an effect that pays its cost, 8 - 3 = 5."""
    g = position(
        xc,
        p1={"hand": ["KW-68", "KW-70", "ST1-03"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        memory=6,
    )
    play(g, "option KW-68", "xros ST1-03")
    assert [c["cards"] for c in battle(g, "p1").values()][-1] == ["ST1-03", "KW-70"]
    assert state(g)["memory"] == 6 - 5 + 1


def test_7_2_2_12_the_effect_may_play_it_without_a_digixros(xc):
    g = position(
        xc,
        p1={
            "hand": ["KW-69", "ST1-03"],
            "trash": ["KW-70"],
            "battle": [{"id": "g", "cards": ["TST-1000"]}],
        },
        memory=3,
    )
    play(g, "option KW-69", "no-xros")
    assert [c["cards"] for c in battle(g, "p1").values()][-1] == ["KW-70"]
    assert hand(g) == ["ST1-03"]


PAIR_XROS = {
    **mon("67", 9000, level=5, cost=8),
    "xros": {"reduce": 2, "materials": [{"name": "Agumon", "count": 2}, {"name": "Biyomon"}]},
}
"""<DigiXros -2> 2 [Agumon] × [Biyomon]: two Agumon may be placed."""


@pytest.fixture(scope="module")
def pc(xc):
    return with_cards(xc, PAIR_XROS)


def test_7_2_2_5_a_requirement_may_allow_several_copies(pc):
    """7-2-2-5 ("unless specified otherwise"), 7-2-2-8: two Agumon from the hand, or
    one from the hand and the Agumon in play in either order, and Biyomon below them."""
    g = position(
        pc,
        p1={
            "hand": ["KW-67", "ST1-03", "ST1-03", "ST1-02"],
            "battle": [{"id": "ag", "cards": ["ST1-03"]}],
        },
        memory=5,
    )
    xros = [m.removeprefix("play KW-67 xros ") for m in legal(g) if m.startswith("play KW-67 xros")]
    assert {"ST1-03 ST1-03", "ST1-03 ag", "ag ST1-03", "ST1-03 ST1-03 ST1-02"} <= set(xros)
    assert "ag ag" not in xros and not any(x.count("ST1-03") > 2 for x in xros)
    play(g, "play KW-67 xros ag ST1-03 ST1-02")
    (stack,) = battle(g, "p1").values()
    assert stack["cards"] == ["ST1-02", "ST1-03", "ST1-03", "KW-67"]
    assert state(g)["memory"] == 5 - (8 - 3 * 2)


def test_7_2_2_5_the_count_is_written_and_read_back():
    from digimon_tui.compiler import compile_card_text

    card = Card.model_validate(PAIR_XROS)
    assert card_text(card)[0] == "<DigiXros -2> 2 [Agumon] × [Biyomon]"
    assert compile_card_text(card_text(card)[0]).xros == card.xros
