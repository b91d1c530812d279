"""EX5-033 Mitamamon's [When Digivolving] and [All Turns] effects and BT14-102 Angemon's
choice of effects, played where a wrong reading would show (their official rulings are
positions in tests/rulings/)."""

from __future__ import annotations

from games import battle, legal, play, position, state

MITAMAMON = "EX5-033"
ANGEMON = "BT14-102"


def test_ex5_033_the_digimon_it_plays_gains_rush_and_every_yellow_digimon_barrier(pool) -> None:
    """Trashing the top security card plays Reppamon (yellow, level 4) free: it may attack
    at once (<Rush>), and losing a battle it may trash a security card to stay (<Barrier>)."""
    g = position(
        pool,
        p1={
            "hand": [MITAMAMON, "BT1-051"],
            "battle": [{"id": "a", "cards": ["BT1-057"]}],
            "security": ["ST1-02"] * 2,
        },
        p2={"battle": [{"id": "x", "cards": ["TST-9000"], "suspended": True}]},
        memory=5,
    )
    play(g, f"digivolve a {MITAMAMON}", "yes", "yes")
    assert state(g)["players"]["p1"]["security"] == 1
    assert "attack p1-1 x" in legal(g)
    play(g, "attack p1-1 x")
    assert "barrier p1-1" in legal(g)
    play(g, "barrier p1-1")
    assert "p1-1" in battle(g, "p1")
    assert state(g)["players"]["p1"]["security"] == 0


def test_ex5_033_declining_the_cost_plays_nothing(pool) -> None:
    """Without trashing the security card, Reppamon stays in the hand."""
    g = position(
        pool,
        p1={
            "hand": [MITAMAMON, "BT1-051"],
            "battle": [{"id": "a", "cards": ["BT1-057"]}],
            "security": ["ST1-02"] * 2,
        },
        memory=5,
    )
    play(g, f"digivolve a {MITAMAMON}", "no")
    assert list(battle(g, "p1")) == ["a"]
    assert state(g)["players"]["p1"]["security"] == 2


def test_bt14_102_angemon_places_a_virus_digimon_under_the_security_stack(pool) -> None:
    """The first effect takes a Digimon with [Virus] in its traits (Titamon) to the bottom of
    its owner's security stack; Angemon's deletion paid for it."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [ANGEMON]}]},
        p2={"battle": [{"id": "x", "cards": ["BT1-080"]}], "security": ["TST-1000"] * 2},
        memory=3,
    )
    play(g, "attack a player", "yes", "mode 1")
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["security"] == 3
    assert state(g)["players"]["p1"]["security"] == 1


def test_bt14_102_angemon_second_effect_takes_5000_dp(pool) -> None:
    """The second effect gives a Digimon -5000 DP: a 5000 DP Digimon is deleted."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [ANGEMON]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}], "security": ["TST-1000"] * 2},
        memory=3,
    )
    play(g, "attack a player", "yes", "mode 2")
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["security"] == 2
