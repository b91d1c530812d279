"""BT6-065 Gundramon (its rulings are played in tests/rulings/bt6.toml): it may use a 7-cost
Option card from among the revealed cards for free, and only if it uses none does it delete a
Digimon of play cost 4 or less."""

from __future__ import annotations

from games import battle, play, position, state

GUNDRAMON, MEGADRAMON, HAPPY_BULLET = "BT6-065", "BT2-060", "BT6-095"


def _digivolve(pool):
    g = position(
        pool,
        p1={
            "hand": [GUNDRAMON],
            "battle": [{"id": "d", "cards": [MEGADRAMON]}],
            "deck": ["ST1-02", HAPPY_BULLET, "ST1-02", "ST1-02", "ST1-02", "ST1-02"],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "y", "cards": ["TST-5000"]}]},
        memory=5,
    )
    return play(g, f"digivolve d {GUNDRAMON}")


def test_bt6_065_the_option_used_and_no_deletion_of_its_own(pool):
    g = play(_digivolve(pool), "yes")  # Happy Bullet Showering deletes the lowest DP only
    assert set(battle(g, "p2")) == {"y"}
    assert state(g)["players"]["p1"]["trash"][0] == HAPPY_BULLET


def test_bt6_065_no_option_used_deletes_a_play_cost_4_or_less(pool):
    g = play(_digivolve(pool), "no", "target y")
    assert set(battle(g, "p2")) == {"x"}
