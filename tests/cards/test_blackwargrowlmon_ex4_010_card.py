"""EX4-010 BlackWarGrowlmon (no official ruling), played where a wrong reading would show:
its digivolution from a level 4 Digimon with [Growlmon] in its name, and its DP-total
deletion raised by 2000 for every 10 cards in both players' trashes, counted after its own
trashing."""

from __future__ import annotations

from games import battle, legal, play, position, state

BWG, GROWLMON = "EX4-010", "BT2-013"


def _position(pool, own_trash: int):
    return position(
        pool,
        p1={
            "hand": [BWG],
            "battle": [{"id": "a", "cards": [GROWLMON]}],
            "trash": ["ST1-02"] * own_trash,
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-4000"]},
                {"id": "z", "cards": ["TST-5000"]},
            ]
        },
        memory=3,
        turn_number=3,
    )


def test_ex4_010_digivolves_from_a_growlmon_for_3(pool) -> None:
    g = _position(pool, own_trash=0)
    assert "digivolve a EX4-010" in legal(g)
    play(g, f"digivolve a {BWG}")
    assert battle(g, "p1")["a"]["top"] == BWG
    assert state(g)["memory"] == 0


def test_ex4_010_counts_both_trashes_after_trashing_for_its_deletion_total(pool) -> None:
    """14 cards in the player's trash: after the top 3 of both decks are trashed, both
    trashes hold 20, so the total is 3000 + 4000: the 3000 and the 4000 Digimon are deleted.
    Counting the player's trash only (17), or before the trashing (14), allows 5000."""
    g = _position(pool, own_trash=14)
    play(g, f"digivolve a {BWG}", "target x")
    assert "target y" in legal(g)
    play(g, "target y")
    assert list(state(g)["players"]["p2"]["battle"]) == ["z"]
    assert len(state(g)["players"]["p1"]["trash"]) == 17
    assert len(state(g)["players"]["p2"]["trash"]) == 5


def test_ex4_010_with_fewer_trashed_cards_the_total_is_smaller(pool) -> None:
    """9 cards: 12 + 3 after the trashing, one 10: 5000 in all, so after the 3000 Digimon
    the 4000 one no longer fits."""
    g = _position(pool, own_trash=9)
    play(g, f"digivolve a {BWG}", "target x")
    assert "target y" not in legal(g)
