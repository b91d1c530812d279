"""EX4-013 MedievalGallantmon (rulings Q3450-Q3452 in tests/rulings/ex4.toml), played where a
wrong reading would show: its [Security] effect plays it, no battle, and "at the end of the
turn, return this Digimon to your hand" takes the Digimon it became back; its [On Play] [When
Attacking] effect deletes a Digimon of 6000 DP or less, and only when it deletes none does it
suspend one."""

from __future__ import annotations

from games import battle, play, position, state

GALLANTMON = "EX4-013"


def test_ex4_013_security_play_returns_to_the_hand_at_the_end_of_the_turn(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "x", "cards": ["TST-7000"]}]},
        p2={"security": [GALLANTMON, "TST-1000"], "battle": [{"id": "s", "cards": ["TST-3000"]}]},
        turn_number=3,
    )
    play(g, "attack x player")
    assert [p["top"] for p in battle(g, "p2").values()] == ["TST-3000", GALLANTMON]
    assert battle(g, "p1")["x"]["suspended"] is True  # no battle: x survives, suspended
    play(g, "pass")
    assert list(battle(g, "p2")) == ["s"]
    assert GALLANTMON in state(g)["players"]["p2"]["hand"]


def test_ex4_013_when_attacking_deletes_6000_or_less_else_suspends(pool) -> None:
    for foes, left in ((["TST-6000", "TST-7000"], ["y"]), (["TST-7000"], ["y"])):
        ids = ["x", "y"][-len(foes) :]
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": [GALLANTMON]}]},
            p2={
                "battle": [{"id": i, "cards": [c]} for i, c in zip(ids, foes, strict=True)],
                "security": ["TST-1000"] * 2,
            },
            turn_number=3,
        )
        play(g, "attack a player")
        assert list(battle(g, "p2")) == left
        assert battle(g, "p2")["y"]["suspended"] is (len(foes) == 1)
