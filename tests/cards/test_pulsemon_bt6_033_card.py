"""BT6-033 Pulsemon (no official ruling): its [On Play] trashes as many of its player's top
security cards as they choose while 3 or more remain, gaining 1 memory for each; the Digimon
it is under has <Jamming> in its player's turn only with exactly 3 security cards."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state

PULSEMON = "BT6-033"


def _played(pool, security: int):
    g = position(pool, p1={"hand": [PULSEMON], "security": ["TST-1000"] * security}, memory=3)
    return play(g, f"play {PULSEMON}", "yes")


def test_bt6_033_trashes_down_to_3_security_cards_for_memory(pool):
    g = _played(pool, 5)
    assert legal(g) == ["count 0", "count 1", "count 2"]
    play(g, "count 2")
    p1 = state(g)["players"]["p1"]
    assert (p1["security"], len(p1["trash"]), state(g)["memory"]) == (3, 2, 2)


def test_bt6_033_fewer_is_the_players_choice(pool):
    g = play(_played(pool, 5), "count 1")
    assert (state(g)["players"]["p1"]["security"], state(g)["memory"]) == (4, 1)


def test_bt6_033_with_3_security_cards_trashes_none(pool):
    g = _played(pool, 3)
    assert (state(g)["players"]["p1"]["security"], state(g)["memory"]) == (3, 0)


@pytest.mark.parametrize(("security", "survives"), [(3, True), (4, False)])
def test_bt6_033_inherited_jamming_with_exactly_3_security_cards(pool, security, survives):
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": [PULSEMON, "TST-3000"]}],
            "security": ["TST-1000"] * security,
        },
        p2={"security": ["TST-9000"]},
    )
    play(g, "attack a player")
    assert ("a" in battle(g, "p1")) is survives
