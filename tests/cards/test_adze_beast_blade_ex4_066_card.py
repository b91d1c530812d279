"""EX4-066 Adze Beast Blade and Shining Dragon Bullet (no official ruling), played where a wrong
reading would show: with [CresGarurumon] in play, its first choice digivolves an [Agumon] into
[BlitzGreymon] from the hand, free and whatever the requirements; the second choice, without
[BlitzGreymon] in play, does nothing."""

from __future__ import annotations

from games import battle, legal, play, position, state

OPTION = "EX4-066"


def _used(pool, mode: str):
    g = position(
        pool,
        p1={
            "hand": [OPTION, "EX4-051", "EX4-049"],  # BlitzGreymon, CresGarurumon
            "battle": [
                {"id": "c", "cards": ["EX4-049"]},  # CresGarurumon, blue
                {"id": "a", "cards": ["ST1-03"]},  # Agumon, red level 3
                {"id": "g", "cards": ["BT1-036"]},  # Garurumon
            ],
        },
        memory=3,
    )
    return play(g, f"option {OPTION}", mode)


def test_ex4_066_agumon_digivolves_into_blitzgreymon_ignoring_its_requirements(pool):
    g = _used(pool, "mode 1")
    play(g, "yes", "card EX4-051", "mode 1")  # then BlitzGreymon's own choice
    assert battle(g, "p1")["a"]["cards"] == ["ST1-03", "EX4-051"]
    assert state(g)["memory"] == 0


def test_ex4_066_without_blitzgreymon_in_play_the_second_choice_does_nothing(pool):
    g = _used(pool, "mode 2")
    assert "yes" not in legal(g)
    assert battle(g, "p1")["g"]["cards"] == ["BT1-036"]
