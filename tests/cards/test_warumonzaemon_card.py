"""BT15-065 WaruMonzaemon: its cost taken from the hand or from under it, and the ban on the
opponent's cheaper Digimon attacking players, each where a wrong reading would show."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

# BT2-056 Numemon: black level 4, play cost 3; ST1-07 Greymon: level 4, play cost 5;
# ST1-09 MetalGreymon: level 5, play cost 7.


def settle(g):
    while kind(g) != "main":
        play(g, "yes" if "yes" in legal(g) else legal(g)[0])


def test_bt15_065_trashes_a_numemon_from_under_it_to_de_digivolve(pool):
    g = position(
        pool,
        p1={"hand": ["BT15-065"], "battle": [{"id": "a", "cards": ["BT2-056"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-07", "ST1-09"]}]},
        memory=5,
    )
    play(g, "digivolve a BT15-065")
    settle(g)
    assert battle(g, "p1")["a"]["cards"] == ["BT15-065"]  # the Numemon under it paid
    assert battle(g, "p2")["x"]["cards"] == ["ST1-07"]


def test_bt15_065_without_a_numemon_de_digivolves_nothing(pool):
    g = position(
        pool,
        p1={"hand": ["BT15-065"], "battle": [{"id": "a", "cards": ["ST5-07"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-07", "ST1-09"]}]},
        memory=5,
    )
    play(g, "digivolve a BT15-065")
    settle(g)
    assert battle(g, "p2")["x"]["cards"] == ["ST1-07", "ST1-09"]


def test_bt15_065_placing_a_numemon_from_the_trash_stops_cost_5_or_less_attacking(pool):
    g = position(
        pool,
        p1={"hand": ["BT15-065"], "trash": ["BT2-056"]},
        p2={
            "battle": [{"id": "x", "cards": ["ST1-07"]}, {"id": "y", "cards": ["ST1-09"]}],
            "security": ["ST1-02"] * 2,
        },
        memory=7,
    )
    play(g, "play BT15-065", "yes")  # the placing (its other [On Play] could trash it again)
    play(g, "no")
    p1 = next(iter(battle(g, "p1").values()))
    assert p1["cards"] == ["BT2-056", "BT15-065"]
    assert state(g)["players"]["p1"]["trash"] == []
    play(g, "pass")
    settle(g)
    moves = legal(g)
    assert "attack y player" in moves  # play cost 7
    assert "attack x player" not in moves  # play cost 5
