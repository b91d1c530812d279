"""EX1-033 Tentomon (no official ruling): once the Digimon it is under has attacked, the
next digivolution this turn into a Digimon card with [Insectoid] or [Ancient Insect] in its
traits costs 1 less; one into another card gets nothing."""

from __future__ import annotations

from games import play, position, state

FLYMON = "BT3-049"  # green level 4 Insectoid
JEWELBEEMON = "BT3-053"  # green level 5 Insectoid, digivolves from green level 4 for 3
BLOSSOMON = "BT3-054"  # green level 5 Vegetation, digivolves from green level 4 for 3


def _memory_after(pool, into: str, attack: bool) -> int:
    g = position(
        pool,
        p1={"hand": [into], "battle": [{"id": "t", "cards": ["EX1-033", FLYMON]}]},
        p2={"security": ["TST-1000"]},
        memory=3,
    )
    if attack:
        play(g, "attack t player")
        while g.pending is not None and g.pending.kind != "main":
            play(g, str(g.pending.moves[0]))
    play(g, f"digivolve t {into}")
    return state(g)["memory"]


def test_ex1_033_after_attacking_the_next_insectoid_digivolution_costs_1_less(pool):
    assert _memory_after(pool, JEWELBEEMON, attack=False) == 0
    assert _memory_after(pool, JEWELBEEMON, attack=True) == 1


def test_ex1_033_doesnt_reduce_a_digivolution_into_another_card(pool):
    assert _memory_after(pool, BLOSSOMON, attack=True) == 0
