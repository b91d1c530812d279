"""EX4-064 Keenan Crier (no official ruling), played where a wrong reading would show: at the
start of its player's turn, 2 memory or less becomes 3; when a purple [Ravemon] of theirs is
deleted, suspending the Tamer draws 1, and gains 1 memory only if the deletion was by an effect
(not in battle)."""

from __future__ import annotations

from games import battle, play, position, state

KEENAN = "EX4-064"
RAVEMON = "EX4-058"  # purple, [Ravemon], a [Bird] card under it


def _deleted(pool, p2, *moves: str):
    g = position(
        pool,
        p1={"battle": [{"id": "r", "cards": ["ST1-02", RAVEMON]}, {"id": "k", "cards": [KEENAN]}]},
        p2=p2,
        memory=3,
    )
    play(g, *moves)
    play(g, "first 2", "yes")  # Keenan's effect before Ravemon's [On Deletion]; pay the cost
    assert battle(g, "p1")["k"]["suspended"] is True
    return state(g)


def test_ex4_064_deleted_by_an_effect_draws_and_gains_1_memory(pool):
    st = _deleted(pool, {"security": ["TST-1000"]}, "attack r player", "yes")  # its own cost
    assert (len(st["players"]["p1"]["hand"]), st["memory"]) == (1, 4)


def test_ex4_064_deleted_in_battle_only_draws(pool):
    p2 = {"battle": [{"id": "x", "cards": ["TST-12000"], "suspended": True}]}
    st = _deleted(pool, p2, "attack r x")
    assert (len(st["players"]["p1"]["hand"]), st["memory"]) == (1, 3)


def test_ex4_064_sets_2_memory_to_3_at_the_start_of_its_players_turn(pool):
    def memory_after(tamer: str) -> int:
        g = position(
            pool,
            p1={"battle": [{"id": "k", "cards": [tamer]}]},
            p2={"hand": ["ST1-03"]},
            turn="p2",
            memory=1,
        )
        play(g, "play ST1-03")  # 1 - 3: p1's turn begins with 2 memory
        return state(g)["memory"]

    assert (memory_after(KEENAN), memory_after("ST1-03")) == (3, 2)
