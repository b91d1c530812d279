"""BT12-021 Veemon's inherited DNA digivolution at the end of the turn, printed "by paying its
cost": the DNA digivolution's cost (8-2), played where the wrong cost or no offer would
show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt12_021_veemon_dna_digivolves_its_digimon_at_the_end_of_the_turn(pool):
    """BT12-021 Veemon's inherited "[End of Your Turn] You may DNA digivolve this Digimon and
    one of your other Digimon into a Digimon card in your hand by paying its cost": ExVeemon
    over it and Stingmon become ST9-05 Paildramon, whose DNA digivolution costs 0 (its
    digivolution from a level 4 would cost 4, which 0 memory can't pay)."""
    g = position(
        pool,
        p1={
            "hand": ["ST9-05"],
            "battle": [
                {"id": "b", "cards": ["BT12-021", "ST9-04"]},
                {"id": "w", "cards": ["ST9-09"]},
            ],
        },
    )
    play(g, "pass", "yes")
    assert "dna b w ST9-05" in legal(g)
    play(g, "dna b w ST9-05")
    assert battle(g, "p1")["b"]["top"] == "ST9-05"
    assert "w" not in battle(g, "p1")
    assert state(g)["turn"] == "p2"
