"""A move's label says what playing or using the card costs now: an Option whose own text
reduces its cost in the hand (BT2-099 Glorious Burst, 9 less 1 for each yellow Tamer) is
said at that cost, as it is paid."""

from __future__ import annotations

from games import play, position, state

from digimon_tui.ui.move_labels import label


def _labels(g) -> list[str]:
    return [label(g, m) for m in g.legal_moves()]


def test_glorious_burst_is_said_at_its_cost_in_the_hand(pool):
    g = position(
        pool,
        p1={"hand": ["BT2-099"], "battle": [{"id": "y", "cards": ["BT2-087"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=10,
    )
    assert "Use Glorious Burst (cost 8)" in _labels(g)  # one yellow Tamer
    play(g, "option BT2-099")
    assert state(g)["memory"] == 2


def test_a_card_without_a_reduction_is_said_at_its_printed_cost(pool):
    g = position(pool, p1={"hand": ["ST1-03"]}, memory=3)
    assert "Play Agumon (cost 3)" in _labels(g)
