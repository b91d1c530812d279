"""BT15-074 Gesomon, played where a wrong reading would show (its official rulings are in
tests/rulings/bt15.toml): on its player's turn it can't attack while the opponent has no
Digimon, and may once they have one; declined, its trash gives 1 memory."""

from __future__ import annotations

from games import legal, play, position, state

GESOMON = "BT15-074"


def test_bt15_074_cant_attack_while_the_opponent_has_no_digimon(pool) -> None:
    alone = position(pool, p1={"battle": [{"id": "g", "cards": [GESOMON]}]}, memory=3)
    assert "attack g player" not in legal(alone)
    faced = position(
        pool,
        p1={"battle": [{"id": "g", "cards": [GESOMON]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=3,
    )
    assert "attack g player" in legal(faced)


def test_bt15_074_gains_1_memory_when_the_opponent_declines(pool) -> None:
    g = position(pool, p1={"hand": [GESOMON]}, p2={"hand": ["ST1-03"]}, memory=8)
    play(g, f"play {GESOMON}", "no")
    assert state(g)["memory"] == 4
    assert state(g)["players"]["p2"]["hand"] == ["ST1-03"]
