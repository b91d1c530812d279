"""BT10-112 Jesmon GX: its [All Turns] effect reads the [Royal Knight] cards among its
digivolution cards (<Piercing> and <Blocker> with one, <Security A. +1> for each), and its
"Then, <Blitz>" comes after the placing, even when the placing is declined (1-3-2)."""

from __future__ import annotations

from effect_helpers import player
from games import battle, legal, play, position


def _attack_player(pool, cards: list[str]) -> int:
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": cards}]},
        p2={"security": ["TST-1000"] * 5},
    )
    play(g, "attack a player")
    return 5 - player(g, "p2")["security"]


def test_bt10_112_checks_one_more_card_for_each_royal_knight_under_it(pool):
    assert _attack_player(pool, ["BT10-112"]) == 1
    assert _attack_player(pool, ["BT6-016", "BT10-112"]) == 2
    assert _attack_player(pool, ["BT13-017", "BT6-016", "BT10-112"]) == 3


def test_bt10_112_blocks_only_with_a_royal_knight_under_it(pool):
    for cards, blocks in ((["BT10-112"], False), (["BT6-016", "BT10-112"], True)):
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": cards}], "security": ["TST-1000"]},
            p2={"battle": [{"id": "atk", "cards": ["TST-3000"]}]},
            turn="p2",
        )
        play(g, "attack atk player")
        assert ("block a" in legal(g)) is blocks


def test_bt10_112_still_offers_its_blitz_when_nothing_is_placed(pool):
    g = position(
        pool,
        p1={"hand": ["BT10-112"], "battle": [{"id": "a", "cards": ["BT6-016"]}]},
        p2={"security": ["TST-1000"] * 3},
        memory=4,
    )
    play(g, "digivolve a BT10-112", "no")
    assert "attack a player" in legal(g)
    play(g, "attack a player")
    assert battle(g, "p1")["a"]["suspended"] is True
