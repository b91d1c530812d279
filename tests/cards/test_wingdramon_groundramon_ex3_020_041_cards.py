"""EX3-020 Wingdramon and EX3-041 Groundramon, played where a wrong reading of their text
would show (no official ruling): in their player's turn each counts as level 6 for a DNA
digivolution into [Examon] (EX3-074, green Lv.6 + blue Lv.6) and for nothing else, and at
the end of the turn each may DNA digivolve with another of its player's Digimon with [Dramon]
in its name, not with one without."""

from __future__ import annotations

from games import battle, legal, play, position

# BT1-038 Monzaemon: a blue level 5 without [Dramon] in its name.


def test_ex3_020_041_are_level_6_for_examon_in_their_players_turn(pool):
    g = position(
        pool,
        p1={
            "hand": ["EX3-074"],
            "battle": [{"id": "g", "cards": ["EX3-041"]}, {"id": "w", "cards": ["EX3-020"]}],
        },
    )
    assert "dna g w EX3-074" in legal(g)
    g = play(g, "dna g w EX3-074")
    assert battle(g, "p1")["g"]["cards"] == ["EX3-020", "EX3-041", "EX3-074"]


def test_ex3_020_041_the_level_is_theirs_alone(pool):
    """Groundramon with a plain blue level 5: only Groundramon counts as level 6."""
    g = position(
        pool,
        p1={
            "hand": ["EX3-074"],
            "battle": [{"id": "g", "cards": ["EX3-041"]}, {"id": "m", "cards": ["BT1-038"]}],
        },
    )
    assert not any(m.startswith("dna") for m in legal(g))


def test_ex3_020_041_not_in_the_opponents_turn(pool):
    """[Your Turn]: in p2's turn, p2's Wingdramon and Groundramon are level 5 again, so the
    end-of-turn question isn't asked there either (it is p1's turn that ends)."""
    g = position(
        pool,
        p2={
            "hand": ["EX3-074"],
            "battle": [{"id": "g", "cards": ["EX3-041"]}, {"id": "w", "cards": ["EX3-020"]}],
        },
    )
    g = play(g, "pass")
    assert set(battle(g, "p2")) == {"g", "w"}


def test_ex3_020_at_the_end_of_turn_dna_digivolves_with_another_dramon(pool):
    g = position(
        pool,
        p1={
            "hand": ["EX3-074"],
            "battle": [{"id": "g", "cards": ["EX3-041"]}, {"id": "w", "cards": ["EX3-020"]}],
        },
    )
    g = play(g, "pass", "first 1", "yes")  # both effects activate: one first
    assert "dna g w EX3-074" in legal(g)
    g = play(g, "dna g w EX3-074")
    assert battle(g, "p1")["g"]["top"] == "EX3-074"


def test_ex3_020_not_with_a_digimon_without_dramon_in_its_name(pool):
    """Wingdramon (blue, the bottom side) and BT1-080 Titamon (green level 6, no [Dramon]):
    the main phase may DNA digivolve them, Wingdramon's end-of-turn effect may not."""
    g = position(
        pool,
        p1={
            "hand": ["EX3-074"],
            "battle": [{"id": "t", "cards": ["BT1-080"]}, {"id": "w", "cards": ["EX3-020"]}],
        },
    )
    assert "dna t w EX3-074" in legal(g)
    g = play(g, "pass", "yes")
    assert not any(m.startswith("dna") for m in legal(g))
    assert set(battle(g, "p1")) == {"t", "w"}
