"""BT11-082 Tuwarmon (no official ruling) and BT11-098 Maelstrom beyond its ruling, played
where a wrong reading of their text would show."""

from __future__ import annotations

from games import play, position, state


def test_bt11_082_tuwarmon_plays_a_damemon_from_the_trash_suspended_when_deleted(pool):
    """Deleted in battle on p2's turn: the Damemon in the trash comes into play suspended."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "t", "cards": ["BT11-082"], "suspended": True}],
            "trash": ["BT10-075"],
        },
        p2={"battle": [{"id": "x", "cards": ["BT4-114"]}]},
        memory=3,
        turn="p2",
    )
    play(g, "attack x t", "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["p1-1"]["name"] == "Damemon" and p1["battle"]["p1-1"]["suspended"]
    assert p1["trash"] == ["BT11-082"]


def test_bt11_098_maelstrom_returns_with_a_seadramon_in_play_though_nothing_is_played(pool):
    """Its play is a choice: declined, the Seadramon already in play still lets it return
    p2's level 4 Greymon to the deck."""
    g = position(
        pool,
        p1={"hand": ["BT11-098"], "battle": [{"id": "s", "cards": ["ST2-03", "BT2-024"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}]},
        memory=6,
    )
    play(g, "option BT11-098", "no")
    assert state(g)["players"]["p2"]["battle"] == {}
