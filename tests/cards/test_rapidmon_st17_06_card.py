"""ST17-06 Rapidmon (no official ruling), played where a wrong reading would show: as it
becomes suspended, 1 of the opponent's Digimon and all of their Security Digimon get -4000
DP until the end of their turn."""

from __future__ import annotations

from games import battle, play, position, state


def test_st17_06_rapidmon_attacking_weakens_a_digimon_and_the_security_digimon(pool):
    """Suspended to attack: p2's x drops from 5000 to 1000 DP, and the 9000 DP Security
    Digimon it checks meets its 7000 DP at 5000, so Rapidmon survives the check."""
    g = position(
        pool,
        p1={"battle": [{"id": "r", "cards": ["ST17-06"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}], "security": ["TST-9000"]},
        memory=3,
    )
    play(g, "attack r player")
    assert battle(g, "p2")["x"]["dp"] == 1000
    assert "r" in battle(g, "p1")
    assert state(g)["players"]["p2"]["trash"] == ["TST-9000"]


def test_st17_06_rapidmon_blocking_weakens_the_attacker_for_the_opponents_turn(pool):
    """Suspended to block in p2's turn: p2's 8000 DP attacker meets it at 4000 DP and is
    deleted; Rapidmon (7000 DP) stays."""
    g = position(
        pool,
        p1={"battle": [{"id": "r", "cards": ["ST17-06"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-8000"]}]},
        turn="p2",
    )
    play(g, "attack x player", "block r")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["r"]["suspended"] is True
