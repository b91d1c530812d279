"""BT15-045 Palmon (X Antibody) (no official ruling), played where a wrong reading of its
inherited "when one of your green Tamers is played" would show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt15_045_gains_1_memory_for_a_green_tamer_once_a_turn(pool):
    """Inherited "[Your Turn] [Once Per Turn] When one of your green Tamers is played, gain 1
    memory.": under BT1-071 Vegiemon, ST1-12 Tai Kamiya (red, 2) gives nothing (5 to 3); the
    first BT1-088 Izzy Izumi (green, 2) gives 1 (3 to 2); the second none (2 to 0)."""
    g = position(
        pool,
        p1={
            "hand": ["BT1-088", "BT1-088", "ST1-12"],
            "battle": [{"id": "a", "cards": ["BT15-045", "BT1-071"]}],
        },
        memory=5,
    )
    play(g, "play ST1-12")
    assert state(g)["memory"] == 3
    play(g, "play BT1-088")
    assert state(g)["memory"] == 2
    play(g, "play BT1-088")
    assert state(g)["memory"] == 0


def test_bt15_045_suspends_an_opponents_digimon_on_play(pool):
    """ "[On Play] [When Digivolving] Suspend 1 of your opponent's Digimon": the one p1 picks."""
    g = position(
        pool,
        p1={"hand": ["BT15-045"]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "y", "cards": ["TST-4000"]}]},
        memory=4,
    )
    play(g, "play BT15-045")
    assert "target y" in legal(g)
    play(g, "target y")
    assert (battle(g, "p2")["x"]["suspended"], battle(g, "p2")["y"]["suspended"]) == (False, True)
