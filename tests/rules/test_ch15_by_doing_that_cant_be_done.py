"""Comprehensive Rules 15-7-4 (v4.2; v1.0's 11-7-4 forbade it): a player may choose to do an
effect's "by doing X" even when X can't be done; nothing after X then happens, but an
[X Per Turn] effect has used its turn's activation (15-14-1)."""

from __future__ import annotations

import pytest
from games import play, position, state, with_cards
from keyword_cards import mon

from digimon_tui.bots.card_game import CardGameBot
from digimon_tui.engine.costs import UNPAYABLE

PAYS_FOR_MEMORY = mon(
    "60",
    3000,
    {
        "timing": "your_turn",
        "once_per_turn": True,
        "trigger": {"event": "played", "whose": "your", "other": True},
        "cost": [{"do": "trash", "target": {"zone": "hand"}}],
        "steps": [{"do": "gain_memory", "amount": 2}],
    },
)
"""[Your Turn] [Once Per Turn] When you play another Digimon, by trashing 1 card in your
hand, gain 2 memory."""
DRAWS_TWO = mon("61", 1000, {"timing": "on_play", "steps": [{"do": "draw", "amount": 2}]}, cost=0)
"""[On Play] Draw 2 (costs 0)."""
PLAIN = mon("62", 1000, cost=0)
"""No effect (costs 0)."""
UNCOUNTED = mon(
    "63",
    3000,
    {
        "timing": "your_turn",
        "trigger": {"event": "played", "whose": "your", "other": True},
        "cost": [{"do": "trash", "target": {"zone": "hand"}}],
        "steps": [{"do": "gain_memory", "amount": 2}],
    },
)
"""As `PAYS_FOR_MEMORY`, without [Once Per Turn]."""


@pytest.fixture(scope="module")
def bc(pool):
    return with_cards(pool, PAYS_FOR_MEMORY, DRAWS_TWO, PLAIN, UNCOUNTED)


def _played_with_an_empty_hand(bc, payer: str = "KW-60"):
    """p1 plays its only card, KW-61, with KW-60 in play: the cost of KW-60's effect (a card
    of the hand) can't be paid. p1 resolves KW-60's effect first, then KW-61 draws 2."""
    g = position(
        bc,
        p1={
            "hand": ["KW-61"],
            "deck": ["KW-62", "ST1-02", "ST1-02", "ST1-02"],
            "battle": [{"id": "m", "cards": [payer]}],
        },
        memory=3,
    )
    play(g, "play KW-61")
    assert g.pending is not None and g.pending.kind == "order"
    first = next(i for i, o in enumerate(g.pending.options, 1) if "Mon 60" in o or "Mon 63" in o)
    play(g, f"first {first}")
    return g


def test_15_7_4_an_effect_whose_cost_cant_be_paid_is_still_offered(bc):
    """The once-per-turn effect is offered, its question saying that the cost can't be paid
    and that accepting spends the turn's use."""
    g = _played_with_an_empty_hand(bc)
    assert g.pending is not None and g.pending.kind == "optional"
    assert UNPAYABLE in g.pending.prompt


def test_15_7_4_choosing_it_does_nothing_after_the_cost_and_spends_the_use(bc):
    """Accepted: no card is trashed, no memory comes; later in the turn, with cards in hand
    again, playing KW-62 doesn't activate it a second time (15-14-1)."""
    g = _played_with_an_empty_hand(bc)
    play(g, "yes")
    assert any("nothing after it happens (15-7-4)" in line for line in state(g)["log"])
    assert state(g)["memory"] == 3
    assert len(state(g)["players"]["p1"]["hand"]) == 2  # KW-61 drew 2
    play(g, "play KW-62")
    assert state(g)["memory"] == 3
    assert state(g)["players"]["p1"]["trash"] == []


def test_15_7_4_declining_it_keeps_the_use_for_later_in_the_turn(bc):
    """Declined, the use is kept: playing KW-62 with cards in hand, p1 trashes 1 and gains 2."""
    g = _played_with_an_empty_hand(bc)
    play(g, "no", "play KW-62", "yes")
    assert state(g)["memory"] == 3 + 2
    assert len(state(g)["players"]["p1"]["trash"]) == 1


def test_15_7_4_without_a_use_to_spend_the_effect_is_not_offered(bc):
    """An effect with no [X Per Turn] limit: choosing it could change nothing, so the engine
    doesn't ask and the main phase goes on."""
    g = position(
        bc,
        p1={"hand": ["KW-62"], "battle": [{"id": "m", "cards": ["KW-63"]}]},
        memory=3,
    )
    play(g, "play KW-62")
    assert g.pending is not None and g.pending.kind == "main"
    assert any("its cost can't be paid (15-7-4)" in line for line in state(g)["log"])


def test_15_7_4_the_bot_declines_an_effect_it_cant_pay_for(bc):
    """The card-game bot doesn't spend a use on nothing."""
    g = _played_with_an_empty_hand(bc)
    assert g.pending is not None
    assert str(CardGameBot(level=2).choose(g)) == "no"
