"""BT7-065 Dorugoramon (no official ruling): +1000 DP in its player's turn for each
[X Antibody] card under it; its [When Attacking] places one from the hand under it, then deletes
up to 2 Digimon whose play costs are at most its digivolution cards, counted after the placing
(3 here: Agumon's 3 qualifies, Greymon's 5 doesn't)."""

from __future__ import annotations

from games import battle, legal, play, position

DORUGORAMON, GABUMON_X, MEGADRAMON = "BT7-065", "BT9-020", "BT2-060"
AGUMON, GREYMON = "ST1-03", "ST1-07"


def _attack(pool):
    g = position(
        pool,
        p1={
            "hand": [GABUMON_X],
            "battle": [{"id": "d", "cards": [GABUMON_X, MEGADRAMON, DORUGORAMON]}],
        },
        p2={
            "battle": [
                {"id": "x", "cards": [AGUMON]},
                {"id": "y", "cards": [GREYMON]},
                {"id": "z", "cards": ["TST-1000"]},
            ],
            "security": ["TST-1000"] * 3,
        },
        memory=3,
    )
    assert battle(g, "p1")["d"]["dp"] == 12000
    return play(g, "attack d player")


def test_bt7_065_deletes_up_to_2_with_play_costs_up_to_its_digivolution_cards(pool):
    g = play(_attack(pool), "yes")
    assert "target y" not in legal(g)
    play(g, "target x", "target z")
    assert set(battle(g, "p2")) == {"y"}
    assert battle(g, "p1")["d"]["dp"] == 13000


def test_bt7_065_without_the_placing_deletes_nothing(pool):
    g = play(_attack(pool), "no")
    assert set(battle(g, "p2")) == {"x", "y", "z"}
