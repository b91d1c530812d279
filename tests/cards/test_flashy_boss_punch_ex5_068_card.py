"""EX5-068 Flashy Boss Punch (no official ruling), played where a wrong reading would show: it
suspends one of the opponent's Digimon and gives -12000 DP to one (each chosen on its own, so
two different Digimon); then one of the player's [Leomon] may attack, a player or a suspended
Digimon; and a [Leomon] in play lets a blue player use this yellow and green card."""

from __future__ import annotations

from games import battle, legal, play, position, state

PUNCH = "EX5-068"
LEOMON = "BT1-035"  # blue


def _used(pool):
    g = position(
        pool,
        p1={"hand": [PUNCH], "battle": [{"id": "l", "cards": [LEOMON]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-12000"]},
                {"id": "z", "cards": ["TST-15000"]},
            ],
            "security": ["TST-1000"],
        },
        memory=8,
    )
    return play(g, f"option {PUNCH}", "target x", "target y")


def test_ex5_068_suspends_one_weakens_another_then_leomon_may_attack_either_way(pool):
    g = _used(pool)
    foes = battle(g, "p2")
    assert (foes["x"]["suspended"], foes["y"]["suspended"], foes["y"]["dp"]) == (True, False, 0)
    assert legal(g) == ["target l", "done"]
    play(g, "target l")
    assert legal(g) == ["target player", "target x"]
    play(g, "target x")
    assert list(battle(g, "p2")) == ["z"]  # x lost the battle, y at 0 DP was deleted
    assert battle(g, "p1")["l"]["suspended"] is True


def test_ex5_068_the_attack_may_be_declined(pool):
    g = play(_used(pool), "done")
    assert list(battle(g, "p2")) == ["x", "z"]
    assert battle(g, "p1")["l"]["suspended"] is False
    assert state(g)["players"]["p2"]["security"] == 1


def test_ex5_068_without_a_leomon_needs_its_colours(pool):
    g = position(
        pool,
        p1={"hand": [PUNCH], "battle": [{"id": "b", "cards": ["BT1-036"]}]},  # Garurumon
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=8,
    )
    assert f"option {PUNCH}" not in legal(g)
