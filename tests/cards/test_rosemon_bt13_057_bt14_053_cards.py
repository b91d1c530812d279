"""BT13-057 and BT14-053 Rosemon (no official rulings), played where a wrong reading would show:
their triggers hear a Tamer becoming suspended as well as a Digimon, BT13-057's only the
opponent's, BT14-053's only a suspension by an effect, each once a turn."""

from __future__ import annotations

from games import legal, play, position, state

OLD_ROSEMON, NEW_ROSEMON, IZZY = "BT13-057", "BT14-053", "BT1-088"


def _battle(g, who: str) -> dict:
    return {k: (v["top"], v["suspended"]) for k, v in state(g)["players"][who]["battle"].items()}


def test_bt13_057_a_suspended_tamer_suspends_another_of_the_opponents_once(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [OLD_ROSEMON],
            "battle": [{"id": "a", "cards": ["BT1-075"], "suspended": True}],
        },
        p2={
            "battle": [
                {"id": "t", "cards": [IZZY]},
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-4000"]},
            ]
        },
        memory=5,
        turn_number=3,
    )
    play(g, f"digivolve a {OLD_ROSEMON}", "yes", "target t")  # its cost: the Tamer
    assert _battle(g, "p1") == {"a": (OLD_ROSEMON, False)}
    play(g, "target x")  # the [All Turns] effect, heard from the Tamer's suspension
    assert _battle(g, "p2") == {
        "t": (IZZY, True),
        "x": ("TST-3000", True),
        "y": ("TST-4000", False),
    }
    assert state(g)["pending"]["kind"] == "main"  # x's suspension didn't trigger it again


def test_bt13_057_doesnt_hear_its_own_players_tamer(pool) -> None:
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": [OLD_ROSEMON]},
                {"id": "t", "cards": [IZZY]},
                {"id": "g", "cards": ["BT1-076"]},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=3,
        turn_number=3,
    )
    play(g, "activate t")  # Izzy suspends himself to reveal
    assert _battle(g, "p1")["t"] == (IZZY, True)
    assert _battle(g, "p2") == {"x": ("TST-3000", False)}


def _attacking(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "r", "cards": [NEW_ROSEMON]}]},
        p2={
            "battle": [{"id": "t", "cards": [IZZY]}, {"id": "x", "cards": ["TST-3000"]}],
            "security": ["TST-1000", "TST-1000"],
        },
        memory=5,
        turn_number=3,
    )
    return play(g, "attack r player")


def test_bt14_053_unsuspends_when_its_effect_suspends_a_tamer(pool) -> None:
    g = play(_attacking(pool), "target t")
    assert legal(g) == ["yes", "no"]  # its own suspension by attacking wasn't by an effect
    play(g, "yes")
    assert _battle(g, "p1") == {"r": (NEW_ROSEMON, False)}
    play(g, "attack r player", "target x")  # once a turn: it stays suspended now
    assert _battle(g, "p1") == {"r": (NEW_ROSEMON, True)}
