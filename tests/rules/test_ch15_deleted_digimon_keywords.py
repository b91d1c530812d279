"""Comprehensive Rules 15-8-3 (trigger conditions): "when a Digimon with <Blocker> is deleted"
looks at the Digimon as it was, though it has left the battle area by the time the trigger
is checked. Its keywords are read from its cards: the top card's own and those its
digivolution cards pass on."""

from __future__ import annotations

from games import play, position, state


def _deleted_in_battle(pool, stack: list[str]):
    """p1's BT16-005 Dorimon sits under `z` (its inherited effect: "when another Digimon with
    <Blocker> is deleted, gain 1 memory"); p1's 9000 DP Digimon attacks p2's suspended
    `x`, a stack of `stack`, which is deleted."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "z", "cards": ["BT16-005", "TST-1000"]},
                {"id": "a", "cards": ["TST-9000"]},
            ]
        },
        p2={"battle": [{"id": "x", "cards": stack, "suspended": True}]},
        memory=3,
    )
    play(g, "attack a x")
    assert state(g)["players"]["p2"]["trash"] == stack
    return g


def test_15_8_3_a_deleted_digimons_printed_blocker_still_counts(pool):
    """BT13-022 Kamemon prints <Blocker>: deleted, it sets off Dorimon's effect."""
    g = _deleted_in_battle(pool, ["BT13-022"])
    assert state(g)["memory"] == 4


def test_15_8_3_a_blocker_inherited_from_a_digivolution_card_counts_too(pool):
    """EX8-046 Gotsumon under a plain Digimon passes on <Blocker>: deleted, the stack sets
    off Dorimon's effect."""
    g = _deleted_in_battle(pool, ["EX8-046", "TST-2000"])
    assert state(g)["memory"] == 4


def test_15_8_3_a_digimon_without_blocker_sets_off_nothing(pool):
    g = _deleted_in_battle(pool, ["TST-2000"])
    assert state(g)["memory"] == 3
