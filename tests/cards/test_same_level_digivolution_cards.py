"""A Digimon that digivolves into a same-level Digimon, in the smallest position where a
wrong reading would show."""

from __future__ import annotations

from games import battle, legal, play, position, state

# ---- BT9-092 Cool Boy ---------------------------------------------------------------------
# "[Your Turn] When one of your Digimon digivolves into a same-level Digimon with [X Antibody]
# in its traits, you may suspend this Tamer to gain 1 memory and <Draw 1>."


def _cool_boy(pool, under: str):
    return position(
        pool,
        p1={
            "hand": ["BT9-024"],
            "deck": ["ST1-07"] * 3,
            "battle": [{"id": "t", "cards": ["BT9-092"]}, {"id": "g", "cards": [under]}],
        },
        memory=5,
    )


def test_bt9_092_cool_boy_answers_a_level_4_digivolving_into_a_level_4(pool):
    """Garurumon (level 4) into Garurumon (X Antibody) (level 4) for 0: its player may
    suspend Cool Boy to gain 1 memory and draw 1 (besides the digivolution's own draw)."""
    g = _cool_boy(pool, "ST2-06")
    play(g, "digivolve g BT9-024")
    play(g, "yes")
    assert battle(g, "p1")["t"]["suspended"] is True
    assert state(g)["memory"] == 6
    assert state(g)["players"]["p1"]["hand"] == ["ST1-07", "ST1-07"]


def test_bt9_092_cool_boy_isnt_asked_for_a_level_3_digivolving_into_a_level_4(pool):
    """Gabumon (level 3) into the same card, for 2: no same level, no question."""
    g = _cool_boy(pool, "ST2-03")
    play(g, "digivolve g BT9-024")
    assert "yes" not in legal(g)
    assert battle(g, "p1")["t"]["suspended"] is False
    assert state(g)["memory"] == 3
