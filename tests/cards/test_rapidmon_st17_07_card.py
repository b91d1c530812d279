"""ST17-07 Rapidmon (no official ruling), played where a wrong reading of its protection or
of the green Tamer it needs would show."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state


def _after_the_opponents_option(pool, tamer: str, option: str):
    """p1 plays Rapidmon beside `tamer`, de-digivolving p2's `x` (ST1-03 over ST1-02), and
    passes; p2, with a red and a blue Digimon for the colours, uses `option` on it."""
    g = position(
        pool,
        p1={"hand": ["ST17-07"], "battle": [{"id": "i", "cards": [tamer]}]},
        p2={
            "hand": [option],
            "battle": [
                {"id": "x", "cards": ["ST1-02", "ST1-03"]},
                {"id": "y", "cards": ["ST2-02"]},
            ],
        },
        memory=7,
    )
    play(g, "play ST17-07", "target x")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-02"]
    play(g, "pass", f"option {option}")
    while "target p1-1" in legal(g):
        play(g, "target p1-1")
    assert option in state(g)["players"]["p2"]["trash"]
    return g


@pytest.mark.parametrize("option", ["ST1-16", "ST2-16"])
def test_st17_07_with_a_green_tamer_the_opponents_effects_cant_delete_or_return_it(pool, option):
    """ "[On Play] <De-Digivolve 1> 1 of your opponent's Digimon. Then, if you have a green
    Tamer, until the end of your opponent's turn, your opponent's effects can't delete this
    Digimon or return it to the hand or deck": beside BT1-088 Izzy Izumi, ST1-16 Gaia Force's
    deletion and ST2-16 Cocytus Breath's return leave it in play; beside BT1-085 Tai Kamiya
    (red) it is deleted, or back in p1's hand."""
    g = _after_the_opponents_option(pool, "BT1-088", option)
    assert "p1-1" in battle(g, "p1")
    g = _after_the_opponents_option(pool, "BT1-085", option)
    assert "p1-1" not in battle(g, "p1")
    assert ("ST17-07" in state(g)["players"]["p1"]["hand"]) == (option == "ST2-16")
