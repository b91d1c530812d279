"""ST15-05 and ST16-05 (no official ruling), played where a wrong reading would show:
"[Your Turn] When this Digimon attacks a player (an opponent's Digimon), lose 2 memory." is a
trigger of its own, heard at that attack only, not a condition on some other effect."""

from __future__ import annotations

from games import play, position, state

P2 = {
    "battle": [{"id": "x", "cards": ["TST-1000"], "suspended": True}],
    "security": ["ST1-02", "ST1-02"],
}


def _memory_after(pool, card: str, move: str) -> int:
    g = position(pool, p1={"battle": [{"id": "a", "cards": [card]}]}, p2=P2, memory=5)
    play(g, move)
    return state(g)["memory"]


def test_st15_05_loses_2_memory_attacking_a_player_only(pool):
    assert _memory_after(pool, "ST15-05", "attack a player") == 3
    assert _memory_after(pool, "ST15-05", "attack a x") == 5


def test_st16_05_loses_2_memory_attacking_a_digimon_only(pool):
    assert _memory_after(pool, "ST16-05", "attack a x") == 3
    assert _memory_after(pool, "ST16-05", "attack a player") == 5
