"""BT12-022 ExVeemon and BT12-050 Stingmon (no official ruling), played where a wrong reading
would show: "[Your Turn] If this Digimon would DNA digivolve into a green Digimon card, gain
1 memory" before the DNA digivolution, "[Your Turn] If this Digimon DNA digivolves into a
blue Digimon card, gain 1 memory" after it, and neither on a digivolution that isn't DNA."""

from __future__ import annotations

from games import battle, play, position, state

EXVEEMON, STINGMON = "BT12-022", "BT12-050"
PAILDRAMON = "ST9-05"  # blue/green, <DNA Digivolution: 0 from blue Lv.4 + green Lv.4>
DINOBEEMON = "ST9-11"  # green/blue, from blue Lv.4 for 4


def _dna(pool, top: str, bottom: str, memory: int = 0):
    return position(
        pool,
        p1={
            "hand": [PAILDRAMON, DINOBEEMON],
            "battle": [{"id": "t", "cards": [top]}, {"id": "b", "cards": [bottom]}],
        },
        memory=memory,
    )


def test_bt12_022_050_both_gain_1_memory_on_their_dna_digivolution(pool) -> None:
    """ExVeemon (blue, on top) and Stingmon (green) DNA digivolve into Paildramon for 0:
    each gains 1 memory, ExVeemon's before the digivolution, Stingmon's after it."""
    g = _dna(pool, EXVEEMON, STINGMON)
    play(g, f"dna t b {PAILDRAMON}", "first 2")  # Stingmon's, then Paildramon's own
    assert battle(g, "p1")["t"]["cards"] == [STINGMON, EXVEEMON, PAILDRAMON]
    assert state(g)["memory"] == 2
    lines = g.log_lines
    would = next(i for i, x in enumerate(lines) if "would DNA digivolve" in x)
    dna = next(i for i, x in enumerate(lines) if x.endswith("(8-2)"))
    after = next(i for i, x in enumerate(lines) if "DNA digivolves into a blue" in x)
    assert would < dna < after


def test_bt12_022_alone_gains_its_memory(pool) -> None:
    """With another green level 4 (Flymon) in Stingmon's place, only ExVeemon's effect
    gains."""
    g = _dna(pool, EXVEEMON, "BT3-049")
    play(g, f"dna t b {PAILDRAMON}")
    assert state(g)["memory"] == 1


def test_bt12_022_050_gain_nothing_on_a_digivolution_that_isnt_dna(pool) -> None:
    """ExVeemon digivolving into green Dinobeemon from the hand, Stingmon into blue
    Paildramon: plain digivolutions, no memory."""
    g = _dna(pool, EXVEEMON, STINGMON, memory=8)
    play(g, f"digivolve t {DINOBEEMON}", f"digivolve b {PAILDRAMON}")
    assert state(g)["memory"] == 0
