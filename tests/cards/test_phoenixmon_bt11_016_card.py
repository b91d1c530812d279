"""BT11-016 Phoenixmon: a card leaving the opponent's security stack in its player's turn lets
it activate its own [On Deletion] while in play, once a turn; that effect plays a red [Bird]
-like Digimon of 3000 DP or less from the hand, 2000 DP more for each red Tamer."""

from __future__ import annotations

from games import battle, kind, play, position, state

PHOENIXMON = "BT11-016"
BIYOMON, BIRDRAMON = "ST1-02", "ST1-05"  # red [Bird] 3000 DP, red [Giant Bird] 5000 DP
TAI = "ST1-12"  # a red Tamer
PLAIN = "TST-3000"


def _names(g, player: str = "p1") -> list[str]:
    return sorted(s["top"] for s in battle(g, player).values())


def test_bt11_016_security_removal_activates_its_on_deletion_in_play(pool):
    g = position(
        pool,
        p1={"hand": [BIYOMON, BIRDRAMON], "battle": [{"id": "ph", "cards": [PHOENIXMON]}]},
        p2={"security": ["TST-1000", "TST-1000"]},
    )
    play(g, "attack ph player", "yes")
    assert _names(g) == sorted([PHOENIXMON, BIYOMON])  # the 5000 DP one is too big
    assert state(g)["players"]["p1"]["hand"] == [BIRDRAMON]


def test_bt11_016_each_red_tamer_adds_2000_to_the_dp_it_may_play(pool):
    g = position(
        pool,
        p1={
            "hand": [BIRDRAMON],
            "battle": [{"id": "ph", "cards": [PHOENIXMON]}, {"id": "t", "cards": [TAI]}],
        },
        p2={"security": ["TST-1000", "TST-1000"]},
    )
    play(g, "attack ph player", "yes")
    assert _names(g) == sorted([PHOENIXMON, TAI, BIRDRAMON])


def test_bt11_016_without_a_red_tamer_5000_dp_is_too_many(pool):
    g = position(
        pool,
        p1={"hand": [BIRDRAMON], "battle": [{"id": "ph", "cards": [PHOENIXMON]}]},
        p2={"security": ["TST-1000", "TST-1000"]},
    )
    play(g, "attack ph player", "yes")
    assert _names(g) == [PHOENIXMON]
    assert state(g)["players"]["p1"]["hand"] == [BIRDRAMON]


def test_bt11_016_activates_once_a_turn(pool):
    g = position(
        pool,
        p1={
            "hand": [BIYOMON, BIYOMON],
            "battle": [{"id": "ph", "cards": [PHOENIXMON]}, {"id": "b", "cards": [PLAIN]}],
        },
        p2={"security": ["TST-1000", "TST-1000", "TST-1000"]},
    )
    play(g, "attack ph player", "yes", "attack b player")
    assert kind(g) == "main"
    assert state(g)["players"]["p1"]["hand"] == [BIYOMON]


def test_bt11_016_on_deletion_plays_as_it_is_deleted(pool):
    g = position(
        pool,
        p1={"hand": [BIYOMON], "battle": [{"id": "ph", "cards": [PHOENIXMON]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-12000"], "suspended": True}]},
    )
    play(g, "attack ph x", "yes")
    assert _names(g) == [BIYOMON]
    assert state(g)["players"]["p1"]["trash"] == [PHOENIXMON]
