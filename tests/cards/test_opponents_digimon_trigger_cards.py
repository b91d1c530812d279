"""BT8-094 Digimon Emperor: effects that wait on the opponent's Digimon (deleted; moved
from the breeding area), played where a wrong reading would show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _emperor_deletes(pool, foe: str):
    g = position(
        pool,
        p1={"battle": [{"id": "e", "cards": ["BT8-094"]}, {"id": "a", "cards": ["TST-13000"]}]},
        p2={"battle": [{"id": "x", "cards": [foe], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a x")
    assert battle(g, "p2") == {}
    return g


def test_bt8_094_digimon_emperor_draws_when_an_opponents_level_5_or_lower_is_deleted(pool):
    """Its [All Turns] effect: MetalGreymon (level 5) deleted, the Tamer may be suspended to
    draw 1; WarGreymon (level 6) deleted, it isn't asked."""
    g = _emperor_deletes(pool, "ST1-09")
    play(g, "yes")
    assert len(state(g)["players"]["p1"]["hand"]) == 1 and battle(g, "p1")["e"]["suspended"]
    g = _emperor_deletes(pool, "ST1-11")
    assert "yes" not in legal(g) and state(g)["players"]["p1"]["hand"] == []


def _opponent_moves(pool, mover: str) -> int:
    g = position(
        pool,
        p1={"battle": [{"id": "e", "cards": ["BT8-094"]}]},
        p2={"breeding": {"id": "b", "cards": ["ST1-01", mover]}},
        turn="p2",
        phase="breeding",
        memory=3,
    )
    play(g, "move")
    return state(g)["memory"]


def test_bt8_094_digimon_emperor_gains_2_when_an_opponents_level_3_moves_out(pool):
    """Its [Opponent's Turn] effect: the opponent moving Agumon (level 3) out of the breeding
    area gives 2 memory (the opponent's 3 become 1); moving Greymon (level 4) gives none."""
    assert _opponent_moves(pool, "ST1-03") == 1
    assert _opponent_moves(pool, "ST1-07") == 3
