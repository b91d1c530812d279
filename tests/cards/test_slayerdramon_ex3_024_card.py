"""EX3-024 Slayerdramon, played where a wrong reading of its text would show (no official
ruling): at the start of the opponent's main phase (15-16-13-2), by suspending one of its
player's Digimon with [Dramon] or [Examon] in its name, the opponent must attack with one of
their Digimon, at a player or a Digimon as they choose; Slayerdramon, suspended so, is
unsuspended by its own [All Turns] effect."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _opponents_turn(pool, mine: list[dict]):
    """p2's turn about to reach its main phase; p2's TST-3000 can attack."""
    return position(
        pool,
        p1={"battle": mine, "security": ["ST1-02"] * 3},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        turn="p2",
        phase="breeding",
    )


def test_ex3_024_the_opponent_must_attack(pool):
    g = _opponents_turn(pool, [{"id": "s", "cards": ["EX3-024"]}])
    assert state(g)["phase"] == "main" and legal(g) == ["yes", "no"]
    g = play(g, "yes")  # Slayerdramon, the only [Dramon], is suspended for it
    assert battle(g, "p1")["s"]["suspended"]
    assert legal(g) == ["attack x player", "attack x s"]  # no pass: p2 must attack
    g = play(g, "attack x s")
    assert battle(g, "p2") == {}
    assert not battle(g, "p1")["s"]["suspended"]  # its own "when suspended, unsuspend"


def test_ex3_024_declined_the_opponent_is_free(pool):
    g = play(_opponents_turn(pool, [{"id": "s", "cards": ["EX3-024"]}]), "no")
    assert "pass" in legal(g)
    assert not battle(g, "p1")["s"]["suspended"]


def test_ex3_024_inherited_it_is_paid_by_a_dramon(pool):
    """Under BT1-020 Groundramon the inherited effect suspends Groundramon; under BT1-080
    Titamon, with no [Dramon] or [Examon] Digimon to suspend, it can't be paid."""
    g = play(_opponents_turn(pool, [{"id": "d", "cards": ["EX3-024", "BT1-020"]}]), "yes")
    assert battle(g, "p1")["d"]["suspended"]
    assert legal(g) == ["attack x player", "attack x d"]
    g = _opponents_turn(pool, [{"id": "t", "cards": ["EX3-024", "BT1-080"]}])
    assert "pass" in legal(g)
