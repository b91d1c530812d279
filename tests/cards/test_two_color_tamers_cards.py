"""The Tamers whose effects wait for a "2-color X and Y" Digimon: one of exactly those two
colours, in either order, not a 3-color one with both nor a 2-color one with only one (2-4-1,
rulings Q2226, Q2348). BT9-091 Meiko Mochizuki, BT12-090 Davis Motomiya, BT13-101 Miki
Kurosaki & Megumi Shirakawa, each played where a wrong reading of the colours would show."""

from __future__ import annotations

from builders import digimon
from games import battle, legal, play, position, state, with_cards

MEIKO, DAVIS, MIKI = "BT9-091", "BT12-090", "BT13-101"
STAND_INS = (
    digimon("TST-1", colors=("purple", "yellow"), level=3, cost=3),
    digimon("TST-2", colors=("yellow", "purple"), level=3, cost=3),
    digimon("TST-3", colors=("purple", "yellow", "red"), level=3, cost=3),
    digimon("TST-4", colors=("purple", "red"), level=3, cost=3),
    digimon("TST-5", colors=("black", "yellow"), level=3, cost=3),
    digimon("TST-6", colors=("yellow", "black", "green"), level=3, cost=3),
    digimon("TST-7", colors=("blue", "green"), level=5, cost=5, dp=7000),
    digimon("TST-8", colors=("green", "blue", "red"), level=5, cost=5, dp=7000),
    digimon("TST-9", colors=("blue",), level=5, cost=5, dp=7000),
    digimon(
        "TST-10",
        name="Imperialdramon: Test Mode",
        colors=("blue",),
        level=6,
        cost=12,
        dp=12000,
        digivolve=[
            {"color": "blue", "level": 5, "cost": 3},
            {"color": "green", "level": 5, "cost": 3},
        ],
    ),
)


def _pool(pool):
    return with_cards(pool, *STAND_INS)


def _played(pool, tamer: str, played: str):
    """The Tamer in play and `played` played from the hand for its cost."""
    g = position(
        _pool(pool),
        p1={"hand": [played], "battle": [{"id": "t", "cards": [tamer]}]},
        memory=5,
    )
    return play(g, f"play {played}")


def test_bt9_091_meiko_gains_memory_for_a_2_color_purple_and_yellow_digimon(pool):
    for played in ("TST-1", "TST-2"):  # either order of the colours
        g = _played(pool, MEIKO, played)
        assert legal(g) == ["yes", "no"]
        play(g, "yes")
        assert battle(g, "p1")["t"]["suspended"] is True
        assert state(g)["memory"] == 3  # 5 - 3 + 1


def test_bt9_091_meiko_ignores_a_3_color_digimon_and_one_without_yellow(pool):
    for played in ("TST-3", "TST-4"):
        g = _played(pool, MEIKO, played)
        assert "yes" not in legal(g)
        assert battle(g, "p1")["t"]["suspended"] is False
        assert state(g)["memory"] == 2


def test_bt13_101_miki_draws_and_gains_memory_for_a_2_color_black_and_yellow_digimon(pool):
    g = _played(pool, MIKI, "TST-5")
    play(g, "yes")
    me = state(g)["players"]["p1"]
    assert (len(me["hand"]), state(g)["memory"]) == (1, 3)
    assert battle(g, "p1")["t"]["suspended"] is True


def test_bt13_101_miki_declined_does_neither(pool):
    g = _played(pool, MIKI, "TST-5")
    play(g, "no")
    assert (len(state(g)["players"]["p1"]["hand"]), state(g)["memory"]) == (0, 2)


def test_bt13_101_miki_ignores_a_3_color_black_and_yellow_digimon(pool):
    g = _played(pool, MIKI, "TST-6")
    assert "yes" not in legal(g)
    assert (len(state(g)["players"]["p1"]["hand"]), state(g)["memory"]) == (0, 2)


def _davis_attack(pool, attacker: str):
    g = position(
        _pool(pool),
        p1={
            "hand": ["TST-10"],
            "battle": [{"id": "a", "cards": [attacker]}, {"id": "t", "cards": [DAVIS]}],
        },
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=5,
    )
    return play(g, "attack a player")


def test_bt12_090_davis_digivolves_the_attacking_2_color_blue_and_green_digimon(pool):
    """Suspending Davis digivolves the attacker into the [Imperialdramon] in the hand for its
    digivolution cost (3 of 5 memory)."""
    g = _davis_attack(pool, "TST-7")
    play(g, "yes", "card TST-10")
    assert battle(g, "p1")["a"]["cards"] == ["TST-7", "TST-10"]
    assert battle(g, "p1")["t"]["suspended"] is True
    assert state(g)["memory"] == 2


def test_bt12_090_davis_waits_for_no_3_color_or_1_color_attacker(pool):
    for attacker in ("TST-8", "TST-9"):
        g = _davis_attack(pool, attacker)
        assert "yes" not in legal(g)
        assert battle(g, "p1")["a"]["cards"] == [attacker]
        assert battle(g, "p1")["t"]["suspended"] is False
