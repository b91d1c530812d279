"""Comprehensive Rules 15-1-3 (a "can't" effect wins): "can't suspend". A Digimon held so
can't attack (attacking suspends it, 11-2-8-1) or block (16-5), nor be suspended by an
effect or pay a cost by suspending; an attack "without suspending" is still open (<Overclock>,
ruling Q3185).

Positions are built with `position(...)` like scenario files, with test-only `KW-` cards
(keyword_cards.py) and the `TST-<dp>` dummies; memory is from the turn player's side.
"""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, with_cards
from keyword_cards import cant, kw, mon, option

STUCK = mon("74", 6000, cant("suspend"), kw("blocker"), kw("evade"))
"""A Digimon that can't suspend, with <Blocker> and <Evade>."""
LULL = option("96", {"do": "suspend", "target": {"side": "opponents"}})
"""Suspend 1 of your opponent's Digimon."""


@pytest.fixture(scope="module")
def cs(pool):
    return with_cards(pool, STUCK, LULL)


def test_15_1_3_it_cant_attack(cs):
    g = position(cs, p1={"battle": [{"id": "s", "cards": ["KW-74"]}]}, memory=3)
    assert not any(m.startswith("attack s") for m in legal(g))


def test_15_1_3_it_cant_block(cs):
    g = position(
        cs,
        p1={"battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={"battle": [{"id": "s", "cards": ["KW-74"]}]},
        memory=3,
    )
    play(g, "attack a player")
    assert "block s" not in legal(g)


def test_15_1_3_an_effect_doesnt_suspend_it(cs):
    g = position(
        cs,
        p1={"hand": ["KW-96"], "battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={"battle": [{"id": "s", "cards": ["KW-74"]}]},
        memory=3,
    )
    play(g, "option KW-96")
    assert battle(g, "p2")["s"]["suspended"] is False
