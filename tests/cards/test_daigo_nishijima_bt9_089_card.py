"""BT9-089 Daigo Nishijima (no official ruling), played where a wrong reading would show: its
[All Turns] memory when an opponent's Digimon becomes unsuspended during a main phase (the
opponent's own, by their Option) and not in their unsuspend phase, and the <Blocker> it gives
the Digimon that digivolves into a black level 6 Digimon, not itself."""

from __future__ import annotations

from games import battle, legal, play, position, state

from digimon_tui.engine import queries as q

DAIGO, BRAVE_SHIELD, GROUNDRAMON = "BT9-089", "BT1-095", "BT1-020"
BLACK_5, BLACK_6 = "BT2-061", "BT2-064"  # Andromon, HiAndromon


def test_bt9_089_an_opponents_digimon_unsuspended_in_their_main_phase_gains_memory(
    pool,
) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": [DAIGO]}]},
        p2={
            "hand": [BRAVE_SHIELD],
            "battle": [{"id": "g", "cards": [GROUNDRAMON], "suspended": True}],
        },
        turn="p2",
        memory=7,
        turn_number=4,
    )
    play(g, f"option {BRAVE_SHIELD}", "yes")
    assert state(g)["memory"] == 7 - 5 - 1
    assert battle(g, "p1")["t"]["suspended"]


def test_bt9_089_the_unsuspend_phase_gives_nothing(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": [DAIGO]}]},
        p2={"battle": [{"id": "g", "cards": [GROUNDRAMON], "suspended": True}]},
        memory=3,
        turn_number=3,
    )
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert state(g)["memory"] == 3
    assert "pass" in legal(g)
    assert not battle(g, "p1")["t"]["suspended"]


def test_bt9_089_the_digimon_that_digivolves_into_a_black_level_6_gains_blocker(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [BLACK_6],
            "battle": [{"id": "t", "cards": [DAIGO]}, {"id": "a", "cards": [BLACK_5]}],
        },
        memory=5,
        turn_number=3,
    )
    play(g, f"digivolve a {BLACK_6}")
    assert "<Blocker>" in q.keywords_of(g, g.permanent("a"))
