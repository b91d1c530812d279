"""BT15-047 Kabuterimon and BT15-053 HerculesKabuterimon: unaffected by the opponent's
Digimon cards while suspended (their rulings are in tests/rulings/bt15.toml), and what
their other effects do, where a wrong reading would show."""

from __future__ import annotations

from games import battle, play, position, state


def test_bt15_047_inherited_gains_1_memory_when_it_deletes_in_battle(pool):
    """Under a Digimon that wins a battle against a suspended 3000 DP Digimon: +1 memory,
    once a turn."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT15-047", "BT15-053"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a x")
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 4


def test_bt15_053_suspends_and_gives_piercing_as_the_main_phase_starts(pool):
    """At the start of its main phase it suspends the opponent's Digimon and gives <Piercing>
    for the turn: attacking the suspended 3000 DP Digimon then checks a security card."""
    g = position(
        pool,
        p1={"battle": [{"id": "h", "cards": ["BT15-053"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}], "security": ["TST-1000", "TST-1000"]},
        phase="breeding",
        memory=3,
    )
    assert battle(g, "p2")["x"]["suspended"] is True
    play(g, "attack h x")
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["security"] == 1
