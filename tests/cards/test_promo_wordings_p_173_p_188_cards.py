"""P-173 RustTyrannomon, P-176 Dorimon, P-184 Dorugoramon and P-188 DemiVeemon, the later
templating's wordings ("when your opponent's Digimon are deleted in battle, this Digimon may
unsuspend", "may digivolve into a Digimon card with the [Chronicle] trait in the hand", "all of
your Digimon with the [SoC] trait unsuspend", "when any of your blue Tamers are played"),
each played where a wrong reading would show."""

from __future__ import annotations

import pytest
from builders import digimon, tamer
from games import battle, legal, play, position, state, with_cards

from digimon_tui.cards.model import Card

RUST = "P-173"
DORIMON = "P-176"
DORUGORAMON = "P-184"
DEMIVEEMON = "P-188"
BLACK_3 = "TST-80"
CHRONICLE_4 = "TST-81"
PLAIN_4 = "TST-82"
BLUE_TAMER = "TST-83"
RED_TAMER = "TST-84"
BLUE_3 = "TST-85"
KOSUKE = "TST-86"
SOC_5 = "TST-87"
PLAIN_5 = "TST-88"


@pytest.fixture(scope="module")
def stand_ins(pool: dict[str, Card]) -> dict[str, Card]:
    black_4 = {"colors": ("black",), "digivolve": [{"color": "black", "level": 3, "cost": 2}]}
    return with_cards(
        pool,
        digimon(BLACK_3, level=3, colors=("black",)),
        digimon(CHRONICLE_4, types=["Chronicle"], **black_4),
        digimon(PLAIN_4, types=["Dragon"], **black_4),
        tamer(BLUE_TAMER, colors=("blue",)),
        tamer(RED_TAMER, colors=("red",)),
        digimon(BLUE_3, level=3, colors=("blue",)),
        tamer(KOSUKE, name="Kosuke Kisakata", colors=("black",)),
        digimon(SOC_5, level=5, colors=("black",), types=["SoC"]),
        digimon(PLAIN_5, level=5, colors=("black",), types=["Dragon"]),
    )


def test_p_173_unsuspends_when_it_deletes_an_opponent_s_digimon_in_battle(stand_ins):
    g = position(
        stand_ins,
        p1={"battle": [{"id": "r", "cards": [RUST]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack r x", "yes")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["r"]["suspended"] is False


def test_p_176_digivolves_an_attacker_into_a_chronicle_card_for_its_cost(stand_ins):
    g = position(
        stand_ins,
        p1={
            "hand": [PLAIN_4, CHRONICLE_4],
            "battle": [{"id": "d", "cards": [DORIMON, BLACK_3]}],
        },
        p2={"security": ["TST-1000"]},
        memory=3,
    )
    play(g, "attack d player", "yes")
    assert f"card {PLAIN_4}" not in legal(g)  # no [Chronicle] trait
    play(g, f"card {CHRONICLE_4}")
    assert battle(g, "p1")["d"]["top"] == CHRONICLE_4
    assert state(g)["memory"] == 1  # its digivolution cost, 2


def _demiveemon(stand_ins, hand):
    return position(
        stand_ins,
        p1={"hand": hand, "battle": [{"id": "d", "cards": [DEMIVEEMON, BLUE_3]}]},
        memory=6,
    )


def test_p_188_draws_once_for_a_blue_tamer(stand_ins):
    g = play(_demiveemon(stand_ins, [BLUE_TAMER, BLUE_TAMER]), f"play {BLUE_TAMER}")
    assert state(g)["players"]["p1"]["hand"] == [BLUE_TAMER, "ST1-02"]
    play(g, f"play {BLUE_TAMER}")  # [Once Per Turn]
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]


def test_p_188_draws_nothing_for_a_red_tamer(stand_ins):
    g = play(_demiveemon(stand_ins, [RED_TAMER]), f"play {RED_TAMER}")
    assert state(g)["players"]["p1"]["hand"] == []


def test_p_184_unsuspends_the_soc_digimon_with_kosuke_under_it(stand_ins):
    g = position(
        stand_ins,
        p1={
            "hand": [DORUGORAMON],
            "battle": [
                {"id": "d", "cards": [KOSUKE, PLAIN_5]},
                {"id": "s", "cards": [SOC_5], "suspended": True},
                {"id": "p", "cards": [PLAIN_5], "suspended": True},
            ],
        },
        memory=5,
    )
    play(g, f"digivolve d {DORUGORAMON}")
    p1 = battle(g, "p1")
    assert p1["d"]["dp"] == 15000  # 12000 + 3000
    assert p1["s"]["suspended"] is False and p1["p"]["suspended"] is True


def test_p_184_without_kosuke_unsuspends_nothing(stand_ins):
    g = position(
        stand_ins,
        p1={
            "hand": [DORUGORAMON],
            "battle": [
                {"id": "d", "cards": [PLAIN_5]},
                {"id": "s", "cards": [SOC_5], "suspended": True},
            ],
        },
        memory=5,
    )
    play(g, f"digivolve d {DORUGORAMON}")
    assert battle(g, "p1")["s"]["suspended"] is True
