"""Tamers whose effects wait on Digimon: BT8-094 Digimon Emperor (the opponent's, deleted
or moved from the breeding area) and EX1-066 Analog Youth (one of yours deleted), played
where a wrong reading would show."""

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


def _analog_youth_sees_metalgreymon_deleted(pool, suspended: bool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "y", "cards": ["EX1-066"], "suspended": suspended},
                {"id": "a", "cards": ["ST1-03", "ST1-09"]},
            ],
            "eggs": ["ST1-01"],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-9000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a x")
    return g


def test_ex1_066_analog_youth_suspends_to_gain_1_memory_then_hatch(pool):
    """EX1-066 Analog Youth's [All Turns] effect, as MetalGreymon (level 5, over Agumon) is
    deleted: suspended, the Tamer gives 1 memory and then a hatch; already suspended, it can't
    pay, and neither happens."""
    g = _analog_youth_sees_metalgreymon_deleted(pool, suspended=False)
    play(g, "yes")
    p1 = state(g)["players"]["p1"]
    assert state(g)["memory"] == 4 and p1["breeding"]["cards"] == ["ST1-01"]
    g = _analog_youth_sees_metalgreymon_deleted(pool, suspended=True)
    p1 = state(g)["players"]["p1"]
    assert state(g)["memory"] == 3 and p1["breeding"] is None and p1["eggs"] == 1
