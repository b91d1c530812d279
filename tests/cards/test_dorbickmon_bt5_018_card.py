"""BT5-018 Dorbickmon (no official ruling): trashing a red Digimon card from the hand as it
attacks adds that card's DP to it for the turn; a black card can't be trashed for it."""

from __future__ import annotations

from games import battle, play, position, state

DORBICKMON, GREYMON, METALTYRANNOMON, MEGADRAMON = "BT5-018", "ST1-07", "BT1-024", "BT2-060"


def _attack(pool, hand):
    g = position(
        pool,
        p1={"hand": hand, "battle": [{"id": "d", "cards": [DORBICKMON]}]},
        p2={"security": ["TST-1000"] * 3},
        memory=3,
    )
    return play(g, "attack d player")


def test_bt5_018_adds_the_trashed_cards_dp(pool):
    g = play(_attack(pool, [GREYMON, METALTYRANNOMON]), "yes", f"card {METALTYRANNOMON}")
    assert battle(g, "p1")["d"]["dp"] == 11000 + 10000
    assert state(g)["players"]["p1"]["trash"] == [METALTYRANNOMON]


def test_bt5_018_only_a_red_card(pool):
    g = play(_attack(pool, [GREYMON, MEGADRAMON]), "yes")  # Greymon is the only choice
    assert battle(g, "p1")["d"]["dp"] == 11000 + 4000
    assert state(g)["players"]["p1"]["hand"] == [MEGADRAMON]


def test_bt5_018_declined_adds_nothing(pool):
    g = play(_attack(pool, [GREYMON]), "no")
    assert battle(g, "p1")["d"]["dp"] == 11000
