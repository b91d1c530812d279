"""BT13-046 Kentaurosmon's [When Attacking] (its rulings are about the [On Play]): the top
security card trashed pays for both steps, the unsuspension and the -7000 DP."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _attacking(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "k", "cards": ["BT13-046"]}], "security": ["ST1-03", "ST1-02"]},
        p2={"battle": [{"id": "x", "cards": ["TST-9000"]}], "security": ["ST1-02"] * 3},
        memory=3,
    )
    return play(g, "attack k player")


def test_bt13_046_trashing_the_top_security_card_unsuspends_it_and_shrinks_a_digimon(pool):
    g = play(_attacking(pool), "yes")
    assert state(g)["players"]["p1"]["security"] == 1
    assert state(g)["players"]["p1"]["trash"] == ["ST1-03"]
    assert battle(g, "p2")["x"]["dp"] == 2000
    assert battle(g, "p1")["k"]["suspended"] is False


def test_bt13_046_declined_it_does_neither(pool):
    g = _attacking(pool)
    assert "no" in legal(g)
    play(g, "no")
    assert battle(g, "p2")["x"]["dp"] == 9000 and state(g)["players"]["p1"]["security"] == 2
