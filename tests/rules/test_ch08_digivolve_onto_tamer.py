"""Hybrid cards (8-1, 15-12-1-2): "You may digivolve this card from your hand onto one of your
red Tamers as if the Tamer is a level 3 Digimon": a Tamer of theirs becomes a Digimon by an
ordinary digivolution from the hand."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state, with_cards
from keyword_cards import TAMER, mon

HYBRID = {**mon("60", 5000, level=4), "onto_tamer": {"color": "red"}}
"""A red level 4 Digimon, from red Lv.3 for 2: "You may digivolve this card from your hand
onto one of your red Tamers as if the Tamer is a level 3 Digimon."""
PRICED = {
    **mon(
        "61",
        6000,
        {"timing": "when_digivolving", "steps": [{"do": "gain_memory", "amount": 1}]},
        level=4,
    ),
    "onto_tamer": {"names": ["Plain Tamer"], "as_color": "red", "cost": 0},
}
"""... onto one of your [Plain Tamer] cards as if the Tamer is a level 3 red Digimon for a
digivolution cost of 0. [When Digivolving] Gain 1 memory."""
BLUE_TAMER = {**TAMER, "number": "KW-59", "name": "Blue Tamer", "colors": ["blue"]}


@pytest.fixture(scope="module")
def hc(pool):
    return with_cards(pool, HYBRID, PRICED, TAMER, BLUE_TAMER)


def tamer_position(hc, hand=("KW-60",), tamer="KW-80", suspended=False, memory=3):
    p1 = {
        "hand": list(hand),
        "battle": [{"id": "tam", "cards": [tamer], "suspended": suspended}],
    }
    return position(hc, p1=p1, memory=memory)


def test_a_red_tamer_may_digivolve_into_the_card_for_its_red_level_3_cost(hc):
    """The Tamer counts as a red level 3 Digimon: the card's "from red Lv.3 for 2" applies;
    the card goes on top, 2 memory is paid and the bonus card drawn (8-1-3)."""
    g = tamer_position(hc)
    assert "digivolve tam KW-60" in legal(g)
    play(g, "digivolve tam KW-60")
    p1 = state(g)["players"]["p1"]
    assert battle(g, "p1")["tam"]["cards"] == ["KW-80", "KW-60"]
    assert p1["hand"] == ["ST1-02"]  # the digivolution bonus
    assert state(g)["memory"] == 3 - 2


def test_the_stack_is_a_digimon_afterwards_and_may_attack(hc):
    """15-12-1-2: digivolved into a Digimon, the stack is one; a Tamer in play since an
    earlier turn, it may attack this turn."""
    g = play(tamer_position(hc), "digivolve tam KW-60")
    assert "attack tam player" in legal(g)


def test_a_suspended_tamer_stays_suspended(hc):
    g = play(tamer_position(hc, suspended=True), "digivolve tam KW-60")
    assert battle(g, "p1")["tam"]["suspended"] is True
    assert "attack tam player" not in legal(g)


def test_a_tamer_of_another_colour_cannot(hc):
    g = tamer_position(hc, tamer="KW-59")
    assert not any(m.startswith("digivolve tam") for m in legal(g))


def test_a_printed_cost_and_a_tamer_named_and_when_digivolving(hc):
    """ "onto one of your [Plain Tamer] cards ... for a digivolution cost of 0": the cost
    printed, not the requirement's; its [When Digivolving] effect activates."""
    g = tamer_position(hc, hand=("KW-61",), memory=0)
    play(g, "digivolve tam KW-61")
    assert battle(g, "p1")["tam"]["cards"] == ["KW-80", "KW-61"]
    assert state(g)["memory"] == 1
    assert not any(
        m.startswith("digivolve tam") for m in legal(tamer_position(hc, ("KW-61",), "KW-59"))
    )


def test_too_dear_is_not_offered(hc):
    g = tamer_position(hc, memory=-9)  # 2 would take the memory past 10 on the other side
    assert "digivolve tam KW-60" not in legal(g)
