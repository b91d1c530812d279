"""EX5-067 Good Night Moon, the part of its text its official rulings (on its use against an
empty side, Q3672, Q3673) leave alone: one of the opponent's Digimon and one of their Tamers,
each chosen, can't suspend in the opponent's next turn; the others can."""

from __future__ import annotations

from games import legal, play, position


def test_ex5_067_good_night_moon_stops_one_digimon_and_one_tamer_suspending(pool):
    """p2's x (chosen) can't attack and BT1-088 Izzy (chosen) can't suspend for its [Main]
    effect in p2's turn; p2's Jagamon and BT1-089 Mimi, not chosen, still can."""
    g = position(
        pool,
        p1={"hand": ["EX5-067"], "battle": [{"id": "g", "cards": ["ST2-03"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "izzy", "cards": ["BT1-088"]},
                {"id": "mimi", "cards": ["BT1-089"]},
                {"id": "j", "cards": ["BT1-078"]},
            ]
        },
        memory=6,
    )
    play(g, "option EX5-067")
    assert legal(g) == ["target x", "target j"]
    play(g, "target x")
    assert legal(g) == ["target izzy", "target mimi"]
    play(g, "target izzy", "no", "pass")
    moves = legal(g)
    assert "attack j player" in moves and "activate mimi" in moves
    assert "attack x player" not in moves and "activate izzy" not in moves
