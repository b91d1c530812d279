"""BT12-055 Dinobeemon, played where a wrong reading would show: its [When Digivolving]
suspension, +3000 DP and attack on an opponent's Digimon only when DNA digivolving, and its
inherited trash of the top security card when a Digimon with [Imperialdramon] in its name or
the [Free] trait deletes an opponent's Digimon in battle (ruling Q2181 is in
tests/rulings/bt12.toml)."""

from __future__ import annotations

from free_stand_ins import BLUE_4, FREE_6, GREEN_4, PLAIN_6
from games import battle, legal, play, position, state, with_cards

DINOBEEMON = "BT12-055"


def test_bt12_055_dna_suspends_gets_3000_and_attacks_a_digimon(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [DINOBEEMON],
            "battle": [{"id": "t", "cards": [BLUE_4]}, {"id": "b", "cards": [GREEN_4]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-10000"]}], "security": ["TST-1000"]},
    )
    play(g, f"dna t b {DINOBEEMON}")
    assert battle(g, "p1")["t"]["dp"] == 11000
    assert battle(g, "p2")["x"]["suspended"]
    assert legal(g) == ["target t", "done"]  # it may attack, or not
    play(g, "target t")  # its only possible target is x, never the player
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["security"] == 1


def test_bt12_055_without_dna_does_nothing(pool) -> None:
    g = position(
        pool,
        p1={"hand": [DINOBEEMON], "battle": [{"id": "t", "cards": [BLUE_4]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-10000"]}]},
        memory=4,
    )
    play(g, f"digivolve t {DINOBEEMON}")
    assert battle(g, "p1")["t"]["dp"] == 8000
    assert not battle(g, "p2")["x"]["suspended"]


def _delete_in_battle(pool, top: str) -> int:
    g = position(
        with_cards(pool, FREE_6, PLAIN_6),
        p1={"battle": [{"id": "a", "cards": [DINOBEEMON, top]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-3000"], "suspended": True}],
            "security": ["TST-1000"] * 3,
        },
        memory=1,
    )
    play(g, "attack a x")
    assert battle(g, "p2") == {}
    return state(g)["players"]["p2"]["security"]


def test_bt12_055_inherited_trashes_a_security_card_on_a_free_digimons_deletion(pool) -> None:
    assert _delete_in_battle(pool, "TST-1") == 2
    assert _delete_in_battle(pool, "TST-2") == 3
