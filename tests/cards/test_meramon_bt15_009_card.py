"""BT15-009 Meramon (no official ruling), played where a wrong reading would show: its [Main]
pays 2 cost (4-2-2) to delete an opponent's Digimon of no more DP than its own, once per
turn (15-8-4-1 quotes the card)."""

from __future__ import annotations

from games import battle, legal, play, position, state

MERAMON = "BT15-009"


def _position(pool, memory: int = 3):
    return position(
        pool,
        p1={"battle": [{"id": "a", "cards": [MERAMON]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-4000"]}, {"id": "y", "cards": ["TST-5000"]}]},
        memory=memory,
    )


def test_bt15_009_pays_2_to_delete_up_to_its_own_dp(pool) -> None:
    """4000 DP: the 4000 Digimon is deleted without a choice, the 5000 one stays."""
    g = _position(pool)
    play(g, "activate a")
    assert set(battle(g, "p2")) == {"y"}
    assert state(g)["memory"] == 1


def test_bt15_009_chooses_among_those_of_its_dp_or_less(pool) -> None:
    """With a 3000 and a 4000 Digimon both in reach the player chooses; the 5000 one is never
    offered."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [MERAMON]}]},
        p2={
            "battle": [
                {"id": "w", "cards": ["TST-3000"]},
                {"id": "x", "cards": ["TST-4000"]},
                {"id": "y", "cards": ["TST-5000"]},
            ]
        },
        memory=3,
    )
    play(g, "activate a")
    assert {"target w", "target x"} <= set(legal(g))
    assert "target y" not in legal(g)
    play(g, "target x")
    assert set(battle(g, "p2")) == {"w", "y"}


def test_bt15_009_once_per_turn(pool) -> None:
    g = _position(pool, memory=6)
    play(g, "activate a")
    assert "activate a" not in legal(g)
