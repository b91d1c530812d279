"""BT12-080 Wisemon (no official ruling): "Place the rest at the top or bottom of your deck in
any order": the player picks the end for the cards left, then their order."""

from __future__ import annotations

import pytest
from games import legal, play, position, state

from digimon_tui.engine.game import Game


def _revealed(pool) -> Game:
    """p1 plays Wisemon: the top 3 are ST1-03 Agumon (red), BT3-063 Sukamon (black) and
    ST1-02 Biyomon (red); Sukamon, the only purple or black Digimon card, goes to the hand."""
    deck = ["ST1-03", "BT3-063", "ST1-02", "ST1-07", "ST1-07"]
    g = position(pool, p1={"hand": ["BT12-080"], "deck": deck}, memory=5)
    play(g, "play BT12-080")
    return g


@pytest.mark.parametrize("end", ["top", "bottom"])
def test_bt12_080_the_rest_go_to_the_end_the_player_picks(pool, end: str) -> None:
    g = _revealed(pool)
    assert sorted(legal(g)) == ["bottom", "top"]
    play(g, end, "card ST1-02")  # then ST1-03, the only one left
    assert state(g)["players"]["p1"]["hand"] == ["BT3-063"]
    deck = [c.number for c in (g.defs[u] for u in g.players[0].deck)]  # the top card last
    kept = ["ST1-07", "ST1-07"]
    assert deck == (kept + ["ST1-02", "ST1-03"] if end == "top" else ["ST1-03", "ST1-02"] + kept)
