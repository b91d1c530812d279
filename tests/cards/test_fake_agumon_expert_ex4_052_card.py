"""EX4-052 Fake Agumon Expert, beyond its ruling (tests/rulings/ex4.toml): when an opponent's
Digimon is deleted, trashing a card of that Digimon's level from the hand draws 2; a card of
another level can't pay for it."""

from __future__ import annotations

from games import play, position, state

EXPERT = "EX4-052"


def _deleted(pool, hand: list[str]):
    g = position(
        pool,
        p1={
            "hand": hand,
            "battle": [{"id": "f", "cards": [EXPERT]}, {"id": "a", "cards": ["TST-9000"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["ST1-07"], "suspended": True}]},  # level 4
        memory=3,
    )
    return play(g, "attack a x", "yes")


def test_ex4_052_trashes_a_card_of_the_deleted_digimons_level_to_draw_2(pool):
    p1 = state(_deleted(pool, ["ST1-03", "ST1-07"]))["players"]["p1"]  # levels 3 and 4
    assert (p1["hand"], p1["trash"]) == (["ST1-03", "ST1-02", "ST1-02"], ["ST1-07"])


def test_ex4_052_a_card_of_another_level_pays_nothing(pool):
    p1 = state(_deleted(pool, ["ST1-03"]))["players"]["p1"]
    assert (p1["hand"], p1["trash"], p1["deck"]) == (["ST1-03"], [], 10)
