"""EX4-069 Gaia Reactor, beyond its ruling (tests/rulings/ex4.toml): each player keeps one of
their Digimon with the highest play cost, the user picking among equals; every other Digimon of
both players is deleted."""

from __future__ import annotations

from games import battle, legal, play, position

GAIA_REACTOR = "EX4-069"


def test_ex4_069_keeps_one_highest_cost_digimon_on_each_side(pool):
    g = position(
        pool,
        p1={
            "hand": [GAIA_REACTOR],
            "battle": [
                {"id": "a", "cards": ["BT1-025"]},  # play cost 12
                {"id": "b", "cards": ["BT1-044"]},  # 12
                {"id": "k", "cards": ["BT2-063"]},  # 8, black
            ],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["BT1-025"]},  # 12
                {"id": "y", "cards": ["ST1-07"]},
                {"id": "z", "cards": ["ST1-02"]},
            ]
        },
        memory=6,
    )
    play(g, f"option {GAIA_REACTOR}")
    assert legal(g) == ["target a", "target b"]
    play(g, "target b")  # x is the only one of p2's with 12: no question
    assert (list(battle(g, "p1")), list(battle(g, "p2"))) == (["b"], ["x"])
