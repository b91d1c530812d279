"""BT8-093 Yukio Oikawa (no official ruling): he suspends for 1 memory when a [Myotismon] of his
player's is deleted, and at the end of the opponent's turn, only while suspended, may be
deleted to play [MaloMyotismon] from the trash."""

from __future__ import annotations

from games import battle, play, position, state

MYOTISMON, MALOMYOTISMON = "BT8-080", "BT8-083"


def test_bt8_093_suspends_for_1_memory_when_a_myotismon_is_deleted(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "y", "cards": ["BT8-093"]},
                {"id": "m", "cards": [MYOTISMON], "suspended": True},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-15000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x m", "yes")
    assert battle(g, "p1")["y"]["suspended"] is True
    assert state(g)["memory"] == 2  # the turn player's side: 1 went to Yukio's player


def _end_of_opponents_turn(pool, suspended: bool):
    return position(
        pool,
        p1={
            "trash": [MALOMYOTISMON],
            "battle": [{"id": "y", "cards": ["BT8-093"], "suspended": suspended}],
        },
        turn="p2",
        memory=-1,  # the opponent's turn ends at once
    )


def test_bt8_093_is_deleted_to_play_malomyotismon_while_suspended(pool):
    g = play(_end_of_opponents_turn(pool, True), "yes", "yes")
    assert [s["top"] for s in battle(g, "p1").values()] == [MALOMYOTISMON]
    assert state(g)["players"]["p1"]["trash"] == ["BT8-093"]


def test_bt8_093_does_nothing_at_the_end_of_the_turn_unsuspended(pool):
    g = _end_of_opponents_turn(pool, False)
    assert battle(g, "p1")["y"]["top"] == "BT8-093"
    assert state(g)["players"]["p1"]["trash"] == [MALOMYOTISMON]
    assert g.pending is not None and g.pending.kind == "main"
