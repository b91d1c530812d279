"""BT7-109 Dead or Alive (no official ruling): it plays a purple level 5 Digimon card from the
trash; with 10 or more cards in the trash its player may play a [Lucemon] card from the trash
instead, and only instead."""

from __future__ import annotations

from games import battle, kind, play, position, state

DEAD_OR_ALIVE, PUMPKINMON, LUCEMON = "BT7-109", "BT2-076", "BT4-115"


def _use(pool, fillers: int):
    g = position(
        pool,
        p1={
            "hand": [DEAD_OR_ALIVE],
            "battle": [{"id": "p", "cards": [PUMPKINMON]}],
            "trash": [PUMPKINMON, LUCEMON] + ["ST1-02"] * fillers,
        },
        memory=8,
    )
    return play(g, f"option {DEAD_OR_ALIVE}")


def _played(g) -> list[str]:
    return [s["top"] for k, s in battle(g, "p1").items() if k != "p"]


def test_bt7_109_with_10_cards_in_the_trash_plays_a_lucemon_instead(pool):
    g = play(_use(pool, 8), "yes")
    assert _played(g) == [LUCEMON]
    assert PUMPKINMON in state(g)["players"]["p1"]["trash"]


def test_bt7_109_declining_the_lucemon_plays_the_purple_level_5(pool):
    g = play(_use(pool, 8), "no")
    assert _played(g) == [PUMPKINMON]
    assert LUCEMON in state(g)["players"]["p1"]["trash"]


def test_bt7_109_with_9_cards_in_the_trash_offers_no_lucemon(pool):
    g = _use(pool, 7)  # the Option itself reaches the trash only after its effect
    assert kind(g) == "main"
    assert _played(g) == [PUMPKINMON]
