"""BT15-054 Rosemon (X Antibody), played where a wrong reading would show (its official
ruling is in tests/rulings/bt15.toml): its [Opponent's Turn] suspensions, one when the
opponent plays a Digimon, one when a Digimon of theirs moves out of the breeding area only
while [Rosemon] or [X Antibody] is among its digivolution cards."""

from __future__ import annotations

from games import battle, legal, play, position

ROSEMON = "BT15-054"


def test_bt15_054_suspends_when_the_opponent_plays_a_digimon(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "r", "cards": ["BT3-054", ROSEMON]}]},
        p2={"hand": ["ST1-02"], "battle": [{"id": "x", "cards": ["TST-5000"]}]},
        turn="p2",
        memory=5,
    )
    play(g, "play ST1-02", "yes", "target x")
    assert battle(g, "p2")["x"]["suspended"] is True


def test_bt15_054_breeding_move_needs_rosemon_or_x_antibody_underneath(pool) -> None:
    """Over a plain green Digimon card the move asks nothing; over a [Rosemon] (BT1-082) it
    may suspend."""
    for under, asked in (("BT3-054", False), ("BT1-082", True)):
        g = position(
            pool,
            p1={"battle": [{"id": "r", "cards": [under, ROSEMON]}]},
            p2={
                "breeding": {"id": "b", "cards": ["ST1-01", "ST1-03"]},
                "battle": [{"id": "x", "cards": ["TST-5000"]}],
            },
            turn="p2",
            phase="breeding",
            memory=5,
        )
        play(g, "move")
        assert ("yes" in legal(g)) is asked
