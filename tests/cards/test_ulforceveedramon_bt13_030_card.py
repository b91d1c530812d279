"""BT13-030 UlforceVeedramon (no official ruling), played where a wrong reading of its text
would show: its digivolution trashes the top 2 digivolution cards of an opponent's Digimon
once for each [Royal Knight] Digimon and each blue Tamer of its player, and its [Your Turn]
trigger hears a blue Tamer played (a Digimon or a Tamer, each described on its own)."""

from __future__ import annotations

from games import battle, legal, play, position, state

# ST2-12 Matt Ishida: a blue Tamer; ST2-08 WereGarurumon: a blue Lv.5 Digimon, no
# [Royal Knight]; ST1-02 ... ST1-07 fill the opponent's stacks.
STACK = ["ST1-02", "ST1-03", "ST1-04", "ST1-05", "ST1-06", "ST1-07"]


def test_bt13_030_trashes_twice_with_a_blue_tamer_beside_it(pool):
    """UlforceVeedramon (a [Royal Knight]) and Matt Ishida: twice the top 2, four of the five
    digivolution cards of the only opponent's Digimon."""
    g = position(
        pool,
        p1={
            "hand": ["BT13-030"],
            "battle": [{"id": "a", "cards": ["ST2-08"]}, {"id": "t", "cards": ["ST2-12"]}],
        },
        p2={"battle": [{"id": "x", "cards": STACK}]},
        memory=5,
    )
    play(g, "digivolve a BT13-030")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-02", "ST1-07"]


def test_bt13_030_trashes_once_alone(pool):
    g = position(
        pool,
        p1={"hand": ["BT13-030"], "battle": [{"id": "a", "cards": ["ST2-08"]}]},
        p2={"battle": [{"id": "x", "cards": STACK}]},
        memory=5,
    )
    play(g, "digivolve a BT13-030")
    assert battle(g, "p2")["x"]["cards"] == ["ST1-02", "ST1-03", "ST1-04", "ST1-07"]


def test_bt13_030_playing_a_blue_tamer_returns_a_digimon_without_digivolution_cards(pool):
    """Of x (with digivolution cards) and y (without), y goes to its owner's hand, once a
    turn: a second Matt Ishida returns nothing."""
    g = position(
        pool,
        p1={"hand": ["ST2-12", "ST2-12"], "battle": [{"id": "u", "cards": ["BT13-030"]}]},
        p2={"battle": [{"id": "x", "cards": STACK}, {"id": "y", "cards": ["ST1-07"]}]},
        memory=5,
    )
    play(g, "play ST2-12")
    assert list(battle(g, "p2")) == ["x"]
    assert state(g)["players"]["p2"]["hand"] == ["ST1-07"]
    play(g, "play ST2-12")
    assert list(battle(g, "p2")) == ["x"] and "attack u player" in legal(g)
