"""BT11-091 Taiga: its player's Digimon get +1000 DP in their turn, and suspending it makes a
green Digimon's digivolution into a level 5 or higher card cost 1 less (a lower level, no
offer)."""

from __future__ import annotations

from games import battle, kind, play, position, state

from digimon_tui.engine.game import Game

TAIGA = "BT11-091"
KUWAGAMON, OKUWAMON = "ST4-07", "ST4-09"  # green level 4 and 5, no effects


def _board(pool) -> Game:
    return position(
        pool,
        p1={
            "hand": [OKUWAMON, KUWAGAMON],
            "battle": [
                {"id": "k", "cards": [KUWAGAMON]},
                {"id": "d", "cards": ["TST-3000"]},
                {"id": "t", "cards": [TAIGA]},
            ],
        },
        memory=5,
    )


def test_bt11_091_gives_1000_dp_in_its_players_turn(pool):
    assert battle(_board(pool), "p1")["d"]["dp"] == 4000


def test_bt11_091_suspends_to_reduce_a_digivolution_into_level_5(pool):
    g = play(_board(pool), f"digivolve k {OKUWAMON}", "yes")
    assert battle(g, "p1")["k"]["top"] == OKUWAMON
    assert battle(g, "p1")["t"]["suspended"] is True
    assert state(g)["memory"] == 4  # 5 - (2 - 1)


def test_bt11_091_may_be_declined(pool):
    g = play(_board(pool), f"digivolve k {OKUWAMON}", "no")
    assert battle(g, "p1")["t"]["suspended"] is False
    assert state(g)["memory"] == 3


def test_bt11_091_leaves_a_digivolution_into_level_4_alone(pool):
    g = play(_board(pool), f"digivolve d {KUWAGAMON}")
    assert kind(g) == "main"
    assert battle(g, "p1")["t"]["suspended"] is False
    assert state(g)["memory"] == 3
