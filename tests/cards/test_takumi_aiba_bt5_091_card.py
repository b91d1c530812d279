"""BT5-091 Takumi Aiba (no official ruling), played where a wrong reading of its text would
show: every level 3 Digimon in play, either player's, gains "[When Attacking] Lose 1 memory."
(its own player loses it), a level 4 doesn't; and when one of its player's Digimon digivolves,
suspending it draws a card."""

from __future__ import annotations

from games import battle, play, position, state


def _board(pool, turn: str = "p1"):
    return position(
        pool,
        p1={
            "battle": [
                {"id": "t", "cards": ["BT5-091"]},
                {"id": "a", "cards": ["TST-3000"]},
                {"id": "b", "cards": ["BT3-082"]},
            ],
            "hand": ["BT1-071"],
            "security": ["TST-1000"] * 3,
        },
        p2={"security": ["TST-1000"] * 3, "battle": [{"id": "x", "cards": ["TST-2000"]}]},
        turn=turn,
        memory=5,
    )


def test_bt5_091_a_level_3_attacking_loses_a_memory_a_level_4_none(pool):
    g = play(_board(pool), "attack a player")
    assert state(g)["memory"] == 4
    play(g, "attack b player")
    assert state(g)["memory"] == 4


def test_bt5_091_the_opponents_level_3_loses_its_player_a_memory(pool):
    g = play(_board(pool, turn="p2"), "attack x player")
    assert state(g)["memory"] == 4  # p2's memory: p2 lost it


def test_bt5_091_suspends_to_draw_when_a_digimon_digivolves(pool):
    g = play(_board(pool), "digivolve a BT1-071", "yes")
    assert battle(g, "p1")["t"]["suspended"]
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02", "ST1-02"]
