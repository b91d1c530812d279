"""EX4-042 DarkMaildramon (no official ruling), played where a wrong reading would show: "[Your
Turn] This Digimon and all Digimon with [Knightmon] or [Knightsmon] in their names are
unblockable": it and a Knightmon attack unblocked past a <Blocker>, another Digimon is
blocked; without DarkMaildramon in play the Knightmon is blocked too."""

from __future__ import annotations

import pytest
from games import legal, play, position

MAILDRAMON = "EX4-042"
KNIGHTMON = "ST15-09"
COREDRAMON = "ST1-06"  # <Blocker>


@pytest.mark.parametrize("maildramon", [True, False])
def test_ex4_042_it_and_knightmon_attack_unblocked(pool, maildramon) -> None:
    mine = [{"id": "k", "cards": [KNIGHTMON]}, {"id": "t", "cards": ["TST-5000"]}]
    if maildramon:
        mine.append({"id": "d", "cards": [MAILDRAMON]})
    g = position(
        pool,
        p1={"battle": mine},
        p2={"battle": [{"id": "b", "cards": [COREDRAMON]}], "security": ["TST-1000"] * 4},
        turn_number=3,
    )
    if maildramon:
        play(g, "attack d player")
        assert "block b" not in legal(g)
    play(g, "attack k player")
    assert ("block b" in legal(g)) is not maildramon
    if not maildramon:
        play(g, "no-block")
    play(g, "attack t player")
    assert "block b" in legal(g)
