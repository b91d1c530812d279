"""EX4-037 BlackMegaGargomon (ruling Q3485 in tests/rulings/ex4.toml), played where a wrong
reading would show: "[End of Your Turn] Until the end of your opponent's turn, 2 of your green
and black Digimon gain <Blocker> and <Reboot>" picks two Digimon that are green or black (not
the red one), each of which blocks and unsuspends in the opponent's unsuspend phase; "[All
Turns] [Once Per Turn] When another Digimon becomes suspended, you may unsuspend this Digimon"
hears either player's Digimon, once a turn."""

from __future__ import annotations

from games import battle, legal, play, position, state

GARGOMON = "EX4-037"
AGUMON = "ST1-03"  # red


def test_ex4_037_two_green_or_black_digimon_gain_blocker_and_reboot(pool) -> None:
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "g", "cards": [GARGOMON]},
                {"id": "t", "cards": ["TST-3000"], "suspended": True},
                {"id": "r", "cards": [AGUMON], "suspended": True},
                {"id": "u", "cards": ["TST-4000"], "suspended": True},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}], "security": ["TST-1000"] * 3},
        turn_number=3,
    )
    play(g, "pass")
    assert legal(g) == ["target g", "target t", "target u"]  # not the red Agumon
    play(g, "target t", "target g")
    assert state(g)["turn"] == "p2"
    suspended = {k: s["suspended"] for k, s in battle(g, "p1").items()}
    assert suspended == {"g": False, "t": False, "r": True, "u": True}  # t's <Reboot>
    play(g, "attack x player", "no")  # x's attack suspends it: g is unsuspended already
    assert legal(g) == ["block g", "block t", "no-block"]


def test_ex4_037_unsuspends_when_another_digimon_is_suspended_once_a_turn(pool) -> None:
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "g", "cards": [GARGOMON]},
                {"id": "t", "cards": ["TST-3000"]},
                {"id": "u", "cards": ["TST-4000"]},
            ]
        },
        p2={"security": ["TST-1000"] * 5},
        turn_number=3,
    )
    play(g, "attack g player", "attack t player")
    assert state(g)["pending"]["kind"] == "optional"
    play(g, "yes")
    assert battle(g, "p1")["g"]["suspended"] is False
    play(g, "attack g player", "attack u player")  # spent for the turn: no question
    assert state(g)["pending"]["kind"] == "main"
    assert battle(g, "p1")["g"]["suspended"] is True
