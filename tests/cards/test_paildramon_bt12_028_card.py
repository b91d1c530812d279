"""BT12-028 Paildramon (no official ruling), played where a wrong reading would show: its
[When Digivolving] trashing the top 3 digivolution cards of each of the opponent's Digimon,
then, only when DNA digivolving, 2 of the opponent's Digimon left with no digivolution cards
unable to attack until the end of the opponent's turn; and its inherited [End of Attack]
memory for a Digimon with [Imperialdramon] in its name or the [Free] trait."""

from __future__ import annotations

from free_stand_ins import BLUE_4, FREE_6, GREEN_4, PLAIN_6
from games import battle, legal, play, position, state, with_cards

PAILDRAMON = "BT12-028"


def _opponent():
    return {
        "battle": [
            {"id": "x", "cards": ["TST-1000", "TST-2000", "TST-3000", "TST-4000", "TST-6000"]},
            {"id": "y", "cards": ["TST-1000", "TST-5000"]},
            {"id": "z", "cards": ["TST-3000"]},
            {"id": "w", "cards": ["TST-2000"]},
        ]
    }


def test_bt12_028_dna_trashes_three_each_then_two_without_sources_cant_attack(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [PAILDRAMON],
            "battle": [{"id": "t", "cards": [BLUE_4]}, {"id": "b", "cards": [GREEN_4]}],
        },
        p2=_opponent(),
    )
    play(g, f"dna t b {PAILDRAMON}")
    theirs = battle(g, "p2")
    assert theirs["x"]["cards"] == ["TST-1000", "TST-6000"]
    assert theirs["y"]["cards"] == ["TST-5000"]
    assert "target x" not in legal(g)  # one digivolution card left: not among them
    play(g, "target y", "target z", "pass")
    moves = legal(g)
    assert "attack x player" in moves and "attack w player" in moves
    assert "attack y player" not in moves and "attack z player" not in moves


def test_bt12_028_without_dna_only_trashes(pool) -> None:
    g = position(
        pool,
        p1={"hand": [PAILDRAMON], "battle": [{"id": "t", "cards": [BLUE_4]}]},
        p2=_opponent(),
        memory=4,
    )
    play(g, f"digivolve t {PAILDRAMON}")
    assert battle(g, "p2")["y"]["cards"] == ["TST-5000"]
    play(g, "pass")
    moves = legal(g)
    assert "attack y player" in moves and "attack z player" in moves


def _attack_with(pool, top: str) -> int:
    g = position(
        with_cards(pool, FREE_6, PLAIN_6),
        p1={"battle": [{"id": "a", "cards": [PAILDRAMON, top]}]},
        p2={"security": ["TST-1000"] * 2},
        memory=1,
    )
    play(g, "attack a player")
    return state(g)["memory"]


def test_bt12_028_inherited_gains_1_memory_at_the_end_of_a_free_digimons_attack(pool) -> None:
    assert _attack_with(pool, "TST-1") == 2
    assert _attack_with(pool, "TST-2") == 1
