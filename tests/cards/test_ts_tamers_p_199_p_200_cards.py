"""P-199 Dan Yuki and P-200 Kanan Yuki, the later wordings "When any of your Digimon cards
with the [TS] trait would be played" and "When any of your Digimon would digivolve into a
Digimon card with the [TS] trait", each with "by suspending this Tamer, reduce the cost by 1":
played where a wrong reading would show (a card without the trait isn't cheaper)."""

from __future__ import annotations

import pytest
from builders import digimon
from games import battle, kind, play, position, state, with_cards

from digimon_tui.cards.model import Card

DAN = "P-199"
KANAN = "P-200"
TS_4 = "TST-70"
PLAIN_4 = "TST-71"
GREEN_3 = "TST-72"
GREEN_TS_4 = "TST-73"


@pytest.fixture(scope="module")
def ts_pool(pool: dict[str, Card]) -> dict[str, Card]:
    green_4 = {"colors": ("green",), "digivolve": [{"color": "green", "level": 3, "cost": 3}]}
    return with_cards(
        pool,
        digimon(TS_4, colors=("red",), cost=5, types=["TS"]),
        digimon(PLAIN_4, colors=("red",), cost=5, types=["Dragon"]),
        digimon(GREEN_3, level=3, colors=("green",)),
        digimon(GREEN_TS_4, types=["TS"], **green_4),
    )


def test_p_199_suspends_to_play_a_ts_digimon_for_1_less(ts_pool):
    g = position(ts_pool, p1={"hand": [TS_4], "battle": [{"id": "t", "cards": [DAN]}]}, memory=6)
    play(g, f"play {TS_4}", "yes")
    assert battle(g, "p1")["t"]["suspended"] is True
    assert state(g)["memory"] == 2  # 6 - (5 - 1)


def test_p_199_leaves_a_digimon_without_the_trait_at_its_cost(ts_pool):
    g = position(ts_pool, p1={"hand": [PLAIN_4], "battle": [{"id": "t", "cards": [DAN]}]}, memory=6)
    play(g, f"play {PLAIN_4}")
    assert kind(g) == "main" and state(g)["memory"] == 1
    assert battle(g, "p1")["t"]["suspended"] is False


def test_p_200_suspends_to_digivolve_into_a_ts_digimon_for_1_less(ts_pool):
    g = position(
        ts_pool,
        p1={
            "hand": [GREEN_TS_4],
            "battle": [{"id": "t", "cards": [KANAN]}, {"id": "d", "cards": [GREEN_3]}],
        },
        memory=6,
    )
    play(g, f"digivolve d {GREEN_TS_4}", "yes")
    assert battle(g, "p1")["t"]["suspended"] is True
    assert battle(g, "p1")["d"]["top"] == GREEN_TS_4
    assert state(g)["memory"] == 4  # 6 - (3 - 1)
