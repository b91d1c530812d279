"""BT13-083 Gizmon: AT's play and its [All Turns] (its rulings are about the [On Deletion]):
played from the hand for 4 less by deleting 1 of its player's level 3 Digimon, it draws 2
and trashes 2 cards of the hand, and never digivolves."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt13_083_plays_for_2_by_deleting_a_level_3_then_draws_2_and_trashes_2(pool):
    """ST1-03 Agumon (level 3) is deleted for the reduction: 6 less 4 costs 2 of 5 memory;
    BT2-077 Kimeramon (purple Lv.5, from purple Lv.4) in the hand can't digivolve it."""
    g = position(
        pool,
        p1={
            "hand": ["BT13-083", "ST1-07", "BT2-077"],
            "battle": [{"id": "a", "cards": ["ST1-03"]}],
            "deck": ["ST1-05"] * 10,
        },
        memory=5,
    )
    play(g, "play BT13-083", "yes", "card ST1-07", "card ST1-05")
    p1 = state(g)["players"]["p1"]
    assert state(g)["memory"] == 3 and "a" not in battle(g, "p1")
    assert sorted(p1["hand"]) == ["BT2-077", "ST1-05"]
    assert sorted(p1["trash"]) == ["ST1-03", "ST1-05", "ST1-07"]
    assert not any(m.startswith("digivolve p1-1") for m in legal(g))
