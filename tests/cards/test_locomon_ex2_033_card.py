"""EX2-033 Locomon (no official ruling): its digivolution into a [GroundLocomon] from the
hand costs 1 less; one an effect makes from the trash doesn't, for
the card isn't "in your hand"."""

from __future__ import annotations

from games import play, position, state, with_cards

LOCOMON = "EX2-033"
ANDROMON = "EX2-034"  # a black level 5 Digimon without the reduction
GROUNDLOCOMON = "EX2-036"  # level 6, digivolves from a black level 5 for 3
FROM_TRASH = {  # an Option digivolving into a [GroundLocomon] in the trash for the cost
    "number": "TST-1",
    "name": "Rail Switch",
    "category": "option",
    "colors": ["black"],
    "cost": 0,
    "effects": [
        {
            "timing": "main",
            "steps": [
                {
                    "do": "digivolve",
                    "who": {},
                    "into": {"name": "GroundLocomon", "zone": "trash"},
                    "free": False,
                }
            ],
        }
    ],
}


def _memory_after_digivolving(pool, digimon: str) -> int:
    g = position(
        pool,
        p1={"hand": [GROUNDLOCOMON], "battle": [{"id": "l", "cards": [digimon]}]},
        memory=3,
    )
    play(g, f"digivolve l {GROUNDLOCOMON}")
    return state(g)["memory"]


def test_ex2_033_digivolves_into_groundlocomon_from_the_hand_for_1_less(pool):
    assert _memory_after_digivolving(pool, ANDROMON) == 0
    assert _memory_after_digivolving(pool, LOCOMON) == 1


def test_ex2_033_doesnt_reduce_a_digivolution_from_the_trash(pool):
    g = position(
        with_cards(pool, FROM_TRASH),
        p1={
            "hand": ["TST-1"],
            "trash": [GROUNDLOCOMON],
            "battle": [{"id": "l", "cards": [LOCOMON]}],
        },
        memory=3,
    )
    play(g, "option TST-1")
    while g.pending is not None and g.pending.kind != "main":
        play(g, str(g.pending.moves[0]))
    assert state(g)["players"]["p1"]["battle"]["l"]["cards"] == [LOCOMON, GROUNDLOCOMON]
    assert state(g)["memory"] == 0
