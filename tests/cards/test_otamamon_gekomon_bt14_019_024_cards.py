"""BT14-019 Otamamon's and BT14-024 Gekomon's inherited "[Opponent's Turn] [Once Per Turn]
When an opponent's Digimon attacks, trash its bottom 2 digivolution cards": "its" is the
attacker's, and only its first attack of the turn loses cards (neither card has official
rulings)."""

from __future__ import annotations

import pytest
from games import battle, play, position

ATTACKER = ["ST1-02", "ST1-03", "ST1-07", "ST1-08"]
"""A level 5 over three cards: the bottom two are ST1-02 and ST1-03."""


@pytest.mark.parametrize("under", ["BT14-019", "BT14-024"])
def test_bt14_019_024_the_attacker_loses_its_bottom_2_cards_once_a_turn(pool, under):
    """p2's first attacker loses its bottom 2 digivolution cards as it attacks; the second
    attacker of the turn keeps its own (once per turn), and p1's Digimon keeps its stack."""
    g = position(
        pool,
        p1={"battle": [{"id": "o", "cards": [under, "TST-3000"]}], "security": ["ST1-02"] * 3},
        p2={
            "battle": [{"id": "x", "cards": ATTACKER}, {"id": "y", "cards": ATTACKER}],
        },
        turn="p2",
    )
    play(g, "attack x player")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-07", "ST1-08"]
    assert battle(g, "p1")["o"]["cards"] == [under, "TST-3000"]
    play(g, "attack y player")
    assert battle(g, "p2")["y"]["cards"] == ATTACKER
