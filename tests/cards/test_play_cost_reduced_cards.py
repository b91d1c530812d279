"""EX5-062 Anubismon: a play from the trash paying a reduced cost, and one [Once Per Turn]
effect with two timings ([When Digivolving] [Main]). Named after the card."""

from __future__ import annotations

from games import battle, legal, play, position, state

# BT4-085 Phantomon: a purple Digimon card with a play cost of 7 and no effects.


def test_ex5_062_anubismon_main_plays_from_the_trash_for_3_less(pool):
    g = position(
        pool,
        p1={"trash": ["BT4-085"], "battle": [{"id": "a", "cards": ["BT2-075", "EX5-062"]}]},
        memory=5,
    )
    g = play(g, "activate a")
    assert state(g)["memory"] == 1
    assert battle(g, "p1")["p1-1"]["top"] == "BT4-085"
    assert "activate a" not in legal(g)  # [Once Per Turn]


def test_ex5_062_anubismon_when_digivolving_uses_up_its_main_for_the_turn(pool):
    g = position(
        pool,
        p1={
            "hand": ["EX5-062"],
            "trash": ["BT4-085"],
            "battle": [{"id": "a", "cards": ["BT2-075"]}],
        },
        memory=10,
    )
    g = play(g, "digivolve a EX5-062", "no")
    assert battle(g, "p1")["p1-1"]["top"] == "BT4-085"
    assert "activate a" not in legal(g)


def test_ex5_062_anubismon_pays_the_full_cost_while_play_costs_cant_be_reduced(pool):
    """ST12-03 Solarmon: "players can't reduce play costs" leaves Phantomon's 7."""
    g = position(
        pool,
        p1={"trash": ["BT4-085"], "battle": [{"id": "a", "cards": ["BT2-075", "EX5-062"]}]},
        p2={"battle": [{"id": "s", "cards": ["ST12-03"]}]},
        memory=8,
    )
    g = play(g, "activate a")
    assert state(g)["memory"] == 1
