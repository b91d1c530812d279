"""Effects of EX2 cards, each in the smallest position where a wrong reading would show."""

from __future__ import annotations

from conftest import battle, play, position, state

# ---- EX2-037 Reapermon ------------------------------------------------------------------


def test_ex2_037_reapermon_de_digivolve_1_trashes_the_top_card_of_the_unsuspended_digimon(pool):
    """p2's Digimon unsuspends in p2's unsuspend phase: Reapermon's <De-Digivolve 1> trashes
    its top card (12-12-1, 12-12-3)."""
    g = position(
        pool,
        p1={"battle": [{"id": "r", "cards": ["EX2-037"]}]},
        p2={"battle": [{"id": "x", "cards": ["BT1-064", "BT1-071"], "suspended": True}]},
    )
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p2")["x"]["cards"] == ["BT1-064"]
    assert "BT1-071" in state(g)["players"]["p2"]["trash"]
