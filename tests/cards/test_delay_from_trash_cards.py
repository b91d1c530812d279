"""ST14-12 Rivals' Barrage: a <Delay> Option that places itself in the battle area when an
effect trashes it from the deck, played where a wrong reading would show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _impmon_trashes_the_deck(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "i", "cards": ["BT2-068"]}],
            "deck": ["ST14-12", "ST1-02", "ST1-02", "ST1-02"],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack i x")  # Impmon is deleted; its [On Deletion] trashes the top 3
    return g


def test_st14_12_rivals_barrage_trashed_from_the_deck_may_go_to_the_battle_area(pool) -> None:
    """Trashed from the deck by Impmon's [On Deletion], Rivals' Barrage may be placed in the
    battle area, where its <Delay> waits; declined, it stays in the trash."""
    g = _impmon_trashes_the_deck(pool)
    assert "yes" in legal(g)
    play(g, "yes")
    placed = battle(g, "p1")
    assert [p["top"] for p in placed.values()] == ["ST14-12"]
    assert "ST14-12" not in state(g)["players"]["p1"]["trash"]
    g = _impmon_trashes_the_deck(pool)
    play(g, "no")
    assert battle(g, "p1") == {} and "ST14-12" in state(g)["players"]["p1"]["trash"]
