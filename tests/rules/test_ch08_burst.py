"""Comprehensive Rules 8-3: Burst digivolution, for the cost the card gives, returning a
Tamer it names to the hand; the top card is trashed at the end of the turn."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state, with_cards
from keyword_cards import TAMER, labelled, mon

from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_text
from digimon_tui.engine import refusals
from digimon_tui.loop.moves import Move

BURST = {
    **mon(
        "73",
        12000,
        {"timing": "when_digivolving", "steps": [{"do": "gain_memory", "amount": 1}]},
        level=6,
        cost=12,
    ),
    "burst": {"cost": 1, "digimon": {"name": "Mon 74"}, "tamer": {"name": "Plain Tamer"}},
}
"""<Burst Digivolve: 1 from [Mon 74] by returning 1 [Plain Tamer] to the hand>;
[When Digivolving] Gain 1 memory."""
FROM = mon("74", 7000, level=5)
OTHER_BURST = {**BURST, "number": "KW-68", "name": "Mon 68"}
"""The same burst card under another number and name."""


@pytest.fixture(scope="module")
def bc(pool):
    return with_cards(pool, BURST, OTHER_BURST, FROM, TAMER)


def burst_position(bc, battle_cards=("KW-74",), tamer=True, breeding=None, memory=3):
    p1 = {
        "hand": ["KW-73"],
        "battle": [{"id": "a", "cards": list(battle_cards)}]
        + ([{"id": "tam", "cards": ["ST1-02", "KW-80"]}] if tamer else []),
    }
    if breeding:
        p1["breeding"] = {"id": "egg", "cards": breeding}
    return position(bc, p1=p1, memory=memory)


def test_8_3_3_burst_digivolve_is_a_main_phase_move(bc):
    g = burst_position(bc)
    assert "burst-digivolve a KW-73 tam" in legal(g)
    texts = labelled(g)
    assert "Burst digivolve a Mon 74 into Mon 73, returning tam Plain Tamer (cost 1)" in texts


def test_8_3_3_the_tamer_returns_then_stack_pay_draw_and_when_digivolving(bc):
    """8-3-3-2 .. 8-3-3-4: the Tamer's card to the hand (what was under it to the
    trash, 4-7-8), the card on top, 1 memory paid, the bonus draw, [When Digivolving]."""
    g = burst_position(bc)
    play(g, "burst-digivolve a KW-73 tam")
    p1 = state(g)["players"]["p1"]
    assert battle(g, "p1")["a"]["cards"] == ["KW-74", "KW-73"]
    assert "tam" not in battle(g, "p1")
    assert sorted(p1["hand"]) == ["KW-80", "ST1-02"]  # the Tamer and the bonus draw
    assert p1["trash"] == ["ST1-02"]
    assert state(g)["memory"] == 3 - 1 + 1


def test_8_3_2_1_its_top_card_is_trashed_at_the_end_of_the_turn(bc):
    g = burst_position(bc)
    play(g, "burst-digivolve a KW-73 tam", "pass")
    assert battle(g, "p1")["a"]["cards"] == ["KW-74"]
    assert "KW-73" in state(g)["players"]["p1"]["trash"]
    assert any("(8-3-2-1)" in line for line in state(g)["log"])


def two_bursts(bc):
    g = position(
        bc,
        p1={
            "hand": ["KW-73", "KW-68"],
            "battle": [
                {"id": "a", "cards": ["KW-74"]},
                {"id": "b", "cards": ["KW-74"]},
                {"id": "t1", "cards": ["KW-80"]},
                {"id": "t2", "cards": ["KW-80"]},
            ],
        },
        memory=3,
    )
    return play(g, "burst-digivolve a KW-73 t1", "burst-digivolve b KW-68 t2", "pass")


def test_18_1_2_the_player_chooses_which_top_card_is_trashed_first(bc):
    """18-1-2: two Digimon burst digivolved; at the end of the turn their player is asked
    the order, as for effects triggered together, and the cards go in that order."""
    g = two_bursts(bc)
    assert g.pending is not None and g.pending.player == 0
    assert legal(g) == ["first 1", "first 2"]
    assert labelled(g) == ["Trash the top card of a Mon 73", "Trash the top card of b Mon 68"]
    play(g, "first 2")
    assert state(g)["players"]["p1"]["trash"] == ["KW-68", "KW-73"]
    assert battle(g, "p1")["a"]["cards"] == battle(g, "p1")["b"]["cards"] == ["KW-74"]


def test_18_1_2_the_other_order(bc):
    g = play(two_bursts(bc), "first 1")
    assert state(g)["players"]["p1"]["trash"] == ["KW-73", "KW-68"]


def test_8_3_1_no_burst_without_the_named_tamer(bc):
    g = burst_position(bc, tamer=False)
    assert not any(m.startswith("burst-digivolve") for m in legal(g))
    why = refusals.why_illegal(g, Move("burst-digivolve", ("a", "KW-73", "tam")))
    assert why.startswith("tam is not a Tamer of yours in the battle area")
    assert why.endswith("names (8-3-1)")


def test_6_5_1_2_3_a_digimon_in_the_breeding_area_can_burst_digivolve(bc):
    g = burst_position(bc, battle_cards=("TST-1000",), breeding=["KW-74"])
    assert "burst-digivolve egg KW-73 tam" in legal(g)


def test_8_3_the_burst_line_is_written_on_the_card():
    assert card_text(Card.model_validate(BURST))[0] == (
        "<Burst Digivolve: 1 from [Mon 74] by returning 1 [Plain Tamer] to the hand> At the "
        "end of the turn, trash this Digimon's top card."
    )
