"""BT12-099 Pyro Dragons (no official ruling), played where a wrong reading would show: its
deletion of a Digimon of 6000 DP or less, then +3000 DP for the turn to 1 of the player's
Digimon with the [Hybrid] trait, which may then attack a player at once (read as BT12-100
Final Xros Blade's attack, rulings Q2235, Q2236)."""

from __future__ import annotations

from games import battle, legal, play, position, state

PYRO, AGUNIMON = "BT12-099", "BT12-012"  # Agunimon: red, [Hybrid], 5000 DP


def _position(pool):
    return position(
        pool,
        p1={"hand": [PYRO], "battle": [{"id": "a", "cards": [AGUNIMON]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-6000"]}, {"id": "y", "cards": ["TST-7000"]}],
            "security": ["TST-1000", "TST-1000"],
        },
        memory=4,
    )


def test_bt12_099_deletes_then_the_hybrid_gets_3000_and_attacks_a_player(pool) -> None:
    g = _position(pool)
    play(g, f"option {PYRO}")
    assert list(battle(g, "p2")) == ["y"]  # only x had 6000 DP or less
    assert battle(g, "p1")["a"]["dp"] == 8000
    assert legal(g) == ["target a", "done"]
    play(g, "target a")
    assert battle(g, "p1")["a"]["suspended"]
    assert state(g)["players"]["p2"]["security"] == 1


def test_bt12_099_the_attack_may_be_declined(pool) -> None:
    g = _position(pool)
    play(g, f"option {PYRO}", "done")
    assert not battle(g, "p1")["a"]["suspended"]
    assert battle(g, "p1")["a"]["dp"] == 8000
    assert state(g)["players"]["p2"]["security"] == 2
