"""EX1-060 LadyDevimon (no official ruling): its inherited effect gains 1 memory when its
player plays a Digimon from the trash, not from the hand."""

from __future__ import annotations

from games import play, position, state

PUMPKINMON = "ST16-09"  # [On Play] may play a purple level 3 Digimon card from the trash
ELECMON = "ST16-02"


def _memory_after(pool, hand: list[str], trash: list[str], *moves: str) -> int:
    g = position(
        pool,
        p1={
            "hand": hand,
            "trash": trash,
            "battle": [{"id": "l", "cards": ["EX1-060", "ST16-12"]}],
        },
        memory=6,
    )
    for move in moves:
        play(g, move)
        while g.pending is not None and g.pending.kind not in ("main", "optional"):
            play(g, str(g.pending.moves[0]))  # the order of the effects, Elecmon's discard
    return state(g)["memory"]


def test_ex1_060_gains_1_memory_when_a_digimon_is_played_from_the_trash(pool):
    assert _memory_after(pool, [PUMPKINMON], [ELECMON], f"play {PUMPKINMON}", "yes") == 1


def test_ex1_060_gains_nothing_for_a_play_from_the_hand(pool):
    assert _memory_after(pool, [PUMPKINMON], [], f"play {PUMPKINMON}") == 0
    assert _memory_after(pool, [ELECMON], [], f"play {ELECMON}") == 3
