"""BT9-086 Kiyoshiro Higashimitarai (no official ruling), played where a wrong reading would
show: its "7 or fewer cards in hand" counts the player's hand as the level 5 attacker
attacks, the Tamer suspended for the draw only then."""

from __future__ import annotations

from games import battle, play, position, state

KIYOSHIRO, GROUNDRAMON = "BT9-086", "BT1-020"  # Groundramon: level 5


def _attacks(pool, in_hand: int, *answers: str):
    g = position(
        pool,
        p1={
            "hand": ["ST1-02"] * in_hand,
            "battle": [{"id": "t", "cards": [KIYOSHIRO]}, {"id": "a", "cards": [GROUNDRAMON]}],
        },
        p2={"security": ["TST-1000"] * 3},
        memory=3,
        turn_number=3,
    )
    return play(g, "attack a player", *answers)


def test_bt9_086_with_7_cards_in_hand_suspends_to_draw(pool) -> None:
    g = _attacks(pool, 7, "yes")
    assert len(state(g)["players"]["p1"]["hand"]) == 8
    assert battle(g, "p1")["t"]["suspended"]


def test_bt9_086_with_8_cards_in_hand_does_nothing(pool) -> None:
    g = _attacks(pool, 8)
    assert len(state(g)["players"]["p1"]["hand"]) == 8
    assert not battle(g, "p1")["t"]["suspended"]
