"""Effects of the yellow Monzaemon cards, each in the smallest position where a wrong
reading would show; named after the card."""

from __future__ import annotations

from games import battle, kind, play, position, state

# ---- RB1-018 Monzaemon ------------------------------------------------------------------


def test_rb1_018_monzaemon_pays_with_a_numemon_from_the_trash_for_2_memory(pool):
    """Both [On Play] effects, in the order p1 picks: placing the [Numemon] (BT2-056) of the
    trash as the bottom digivolution card gains 2 memory (8 - 7 + 2 = 3), and the other
    gives p2's Digimon -3000 DP."""
    g = position(
        pool,
        p1={"hand": ["RB1-018"], "trash": ["BT2-056"]},
        p2={"battle": [{"id": "x", "cards": ["TST-8000"]}]},
        memory=8,
    )
    play(g, "play RB1-018", "first 1", "yes")
    assert kind(g) == "main"
    assert [s["cards"] for s in battle(g, "p1").values()] == [["BT2-056", "RB1-018"]]
    assert state(g)["memory"] == 3
    assert battle(g, "p2")["x"]["dp"] == 5000


# ---- BT15-040 Monzaemon (X Antibody) ------------------------------------------------------


def test_bt15_040_monzaemon_x_antibody_is_not_triggered_by_its_own_play(pool):
    """[All Turns] "when one of your other Digimon is played": playing Monzaemon itself
    lowers no DP; the rulings (Q2524) show another's play."""
    g = position(
        pool,
        p1={"hand": ["BT15-040"]},
        p2={"battle": [{"id": "x", "cards": ["TST-8000"]}]},
        memory=8,
    )
    play(g, "play BT15-040")
    assert kind(g) == "main"
    assert battle(g, "p2")["x"]["dp"] == 8000
