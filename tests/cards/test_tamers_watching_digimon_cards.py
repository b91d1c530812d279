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


def _hiro_on_attack(pool, attacker: str):
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["BT8-086"]}, {"id": "a", "cards": [attacker]}]},
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
    )
    play(g, "attack a player")
    return g


def test_bt8_086_hiro_amanokawa_answers_a_gammamon_or_a_level_5_or_higher_attacker(pool):
    """An attacker with [Gammamon] in its name, or one of level 5 or higher, lets the Tamer be
    suspended for +2000 DP; a level 3 Digimon of another name doesn't."""
    g = _hiro_on_attack(pool, "ST1-09")  # MetalGreymon, level 5, 7000 DP
    play(g, "yes")
    assert battle(g, "p1")["a"]["dp"] == 9000 and battle(g, "p1")["t"]["suspended"]
    assert "yes" in legal(_hiro_on_attack(pool, "BT8-008"))  # Gammamon, level 3
    g = _hiro_on_attack(pool, "TST-3000")
    assert "yes" not in legal(g) and not battle(g, "p1")["t"]["suspended"]


def test_bt10_091_ruli_tsukiyono_suspends_a_foe_when_a_level_5_or_higher_attacks(pool):
    """The same watch on the attacker: a level 5 attacker has the Tamer suspend an opponent's
    Digimon of 5000 DP or less; a level 3 one doesn't."""

    def attack(attacker: str):
        g = position(
            pool,
            p1={"battle": [{"id": "t", "cards": ["BT10-091"]}, {"id": "a", "cards": [attacker]}]},
            p2={"battle": [{"id": "x", "cards": ["TST-5000"]}], "security": ["TST-1000"]},
            memory=3,
        )
        play(g, "attack a player")
        return g

    g = attack("ST1-09")
    play(g, "yes")  # "by suspending this Tamer": its player may decline the cost
    assert battle(g, "p2")["x"]["suspended"] and battle(g, "p1")["t"]["suspended"]
    g = attack("TST-3000")
    assert not battle(g, "p2")["x"]["suspended"] and not battle(g, "p1")["t"]["suspended"]
