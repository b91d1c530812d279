"""BT4-074 Darkdramon and EX3-049 Sealsdramon (no official rulings), played where a wrong
reading of their text would show: Darkdramon's [On Play] puts [D-Brigade] Digimon cards from
the trash on top of the deck in the order chosen and gains 2 memory for each; Sealsdramon's
inherited effect gives <Rush> to the [D-Brigade] Digimon played, once a turn."""

from __future__ import annotations

from games import legal, play, position, state


def test_bt4_074_darkdramon_gains_2_memory_for_each_card_returned_in_the_order_chosen(pool):
    """Of the trash's two [D-Brigade] Digimon cards and ST1-02, both named are returned, the
    one chosen last on top; 10 - 13 + 2 x 2 = 1 memory."""
    g = position(
        pool,
        p1={"hand": ["BT4-074"], "trash": ["BT3-059", "ST1-02", "BT4-067"]},
        memory=10,
    )
    play(g, "play BT4-074")
    assert legal(g) == ["card BT4-067", "card BT3-059", "done"]  # not ST1-02
    play(g, "card BT4-067", "card BT3-059")
    assert state(g)["memory"] == 1
    assert state(g)["players"]["p1"]["trash"] == ["ST1-02"]
    deck = g.players[0].deck
    assert [g.defs[u].number for u in deck[-2:]] == ["BT4-067", "BT3-059"]  # BT3-059 on top


def test_bt4_074_darkdramon_gains_nothing_when_it_returns_nothing(pool):
    """Up to 5: the player may return none, and gains no memory for none: at 10 - 13 = -3
    the turn passes, p2 with 3 memory."""
    g = position(pool, p1={"hand": ["BT4-074"], "trash": ["BT3-059"]}, memory=10)
    play(g, "play BT4-074", "done")
    assert state(g)["players"]["p1"]["trash"] == ["BT3-059"]
    assert state(g)["turn"] == "p2" and state(g)["memory"] == 3


def test_ex3_049_sealsdramon_gives_rush_to_the_d_brigade_digimon_played_once_a_turn(pool):
    """Under a Tankdramon played this turn: ST1-03 (no [D-Brigade]) gets nothing; BT3-059 can
    attack the turn it is played; the second [D-Brigade] Digimon, BT4-063, can't (once per
    turn); the Tankdramon itself never gains <Rush>."""
    g = position(
        pool,
        p1={
            "hand": ["ST1-03", "BT3-059", "BT4-063"],
            "battle": [{"id": "s", "cards": ["EX3-049", "BT4-071"], "played_this_turn": True}],
        },
        p2={"security": ["TST-1000"] * 3},
        memory=8,
    )
    play(g, "play ST1-03")
    assert legal(g) == ["play BT3-059", "play BT4-063", "pass"]
    play(g, "play BT3-059")
    assert legal(g) == ["play BT4-063", "attack p1-2 player", "pass"]
    play(g, "play BT4-063")
    assert legal(g) == ["attack p1-2 player", "pass"]
