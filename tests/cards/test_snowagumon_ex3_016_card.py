"""EX3-016 SnowAgumon (no official ruling; Paledramon's rulings, EX3-019, play the same
inherited effect): in its player's opponent's turn, a digivolution of an opponent's Digimon
with no digivolution cards costs 1 more; one with digivolution cards costs what it costs."""

from __future__ import annotations

from games import play, position, state

GREYMON = "ST1-07"  # red level 4, digivolves from a red level 3 for 2


def _memory_after(pool, digivolving: list[str], under: list[str]) -> int:
    g = position(
        pool,
        p1={"hand": [GREYMON], "battle": [{"id": "d", "cards": digivolving}]},
        p2={"battle": [{"id": "x", "cards": [*under, GREYMON]}]},
        memory=5,
    )
    play(g, f"digivolve d {GREYMON}")
    return state(g)["memory"]


def test_ex3_016_a_digimon_without_digivolution_cards_digivolves_for_1_more(pool):
    assert _memory_after(pool, ["ST1-03"], []) == 3
    assert _memory_after(pool, ["ST1-03"], ["EX3-016"]) == 2


def test_ex3_016_a_digimon_with_digivolution_cards_digivolves_for_its_cost(pool):
    assert _memory_after(pool, ["ST1-01", "ST1-03"], ["EX3-016"]) == 3
