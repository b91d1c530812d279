"""ST13-04 Duramon (no official ruling): digivolving from the hand into a black card or one
with [Legend-Arms] in its traits costs 1 less; into any other card, the full cost."""

from __future__ import annotations

import pytest
from games import play, position, state

DURAMON = "ST13-04"


@pytest.mark.parametrize(
    ("into", "paid"),
    [
        ("BT11-072", 2),  # Machinedramon: black, cost 3
        ("BT3-016", 2),  # Durandamon: red, [Legend-Arms], cost 3
        ("ST1-11", 4),  # WarGreymon: red, neither, cost 4
    ],
)
def test_st13_04_reduces_a_digivolution_into_black_or_legend_arms(pool, into, paid):
    g = position(pool, p1={"hand": [into], "battle": [{"id": "d", "cards": [DURAMON]}]}, memory=5)
    play(g, f"digivolve d {into}")
    assert state(g)["memory"] == 5 - paid
