"""BT15-032 Plesiomon (X Antibody) (no official ruling), played where a wrong reading of its
digivolution-card comparisons or its condition would show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt15_032_returns_a_digimon_with_as_many_or_fewer_sources_when_digivolving(pool):
    """ "[When Digivolving] ... Return 1 of your opponent's Digimon with as many or fewer
    digivolution cards as this Digimon to its owner's hand": with 1 under it after
    digivolving from Zudomon (ST2-09 over ST2-03), p2's Digimon with 1 may go, the one with 2
    may not."""
    g = position(
        pool,
        p1={"hand": ["BT15-032"], "battle": [{"id": "z", "cards": ["ST2-09"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-02", "ST1-03"]},
                {"id": "y", "cards": ["ST1-02", "ST1-02", "ST1-03"]},
            ]
        },
        memory=5,
    )
    play(g, "digivolve z BT15-032")
    assert "target y" not in legal(g)
    if "target x" in legal(g):
        play(g, "target x")
    assert set(battle(g, "p2")) == {"y"}
    assert "ST1-03" in state(g)["players"]["p2"]["hand"]


def _attacked(pool, under: list[str], attacker: list[str]):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": attacker}]},
        p2={"battle": [{"id": "p", "cards": [*under, "BT15-032"]}], "security": ["ST1-02"]},
        memory=2,
    )
    play(g, "attack a player")
    return g


def test_bt15_032_gains_2_memory_when_a_digimon_with_as_many_or_fewer_sources_attacks(pool):
    """ "[Opponent's Turn] When an opponent's Digimon with as many or fewer digivolution cards
    as this Digimon attacks, if [Plesiomon] or [X Antibody] is in this Digimon's digivolution
    cards, gain 2 memory": with ST2-10 Plesiomon under it (1 card) an attacker with 1 gives
    p2 2 memory (p1's 2 becomes 0); one with 2 gives nothing; without Plesiomon under it,
    nothing either."""
    g = _attacked(pool, ["ST2-10"], ["ST1-02", "ST1-03"])
    assert state(g)["memory"] == 0
    g = _attacked(pool, ["ST2-10"], ["ST1-02", "ST1-02", "ST1-03"])
    assert state(g)["memory"] == 2
    g = _attacked(pool, ["ST2-09"], ["ST1-02", "ST1-03"])
    assert state(g)["memory"] == 2
