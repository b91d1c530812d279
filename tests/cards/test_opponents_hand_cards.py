"""Blue cards that count the cards in the opponent's hand ("for every 4 cards in your
opponent's hand"), each played where a wrong count would show."""

from __future__ import annotations

from games import battle, play, position, state

from digimon_tui.engine import queries as q


def _machgaogamon(pool, in_hand: int):
    g = position(
        pool,
        p1={"hand": ["BT11-028"], "battle": [{"id": "a", "cards": ["ST2-03", "BT11-027"]}]},
        p2={"hand": ["ST1-03"] * in_hand},
        memory=5,
    )
    return play(g, "digivolve a BT11-028")


def test_bt11_028_machgaogamon_gets_2000_dp_for_every_4_cards_in_the_opponents_hand(pool):
    """BT11-028 MachGaogamon: "[When Digivolving] ... this Digimon gains <Blocker> and gets
    +2000 DP for every 4 cards in your opponent's hand": 8 cards give +4000 over its 7000;
    7 give +2000. The count is the opponent's hand, not its player's (empty here)."""
    assert battle(_machgaogamon(pool, 8), "p1")["a"]["dp"] == 11000
    assert battle(_machgaogamon(pool, 7), "p1")["a"]["dp"] == 9000


def test_bt11_028_machgaogamon_gains_blocker_with_fewer_than_4_cards_to_count(pool):
    """The count multiplies the DP alone: with 3 cards in the opponent's hand MachGaogamon
    gets no DP but still gains <Blocker>."""
    g = _machgaogamon(pool, 3)
    assert battle(g, "p1")["a"]["dp"] == 7000
    assert q.has_blocker(g, g.find("a"))
    assert state(g)["memory"] == 2
