"""BT9-096 Startling Thunder and BT10-102 Pyon Dump (no official rulings): their "Then, if
you have a Digimon with [Jellymon] (or [Angoramon]) in its name or in its digivolution
cards" is met by either, and by neither nothing more happens."""

from __future__ import annotations

import pytest
from games import battle, play, position

FOES = {
    "battle": [
        {"id": "x", "cards": ["TST-3000"]},
        {"id": "t", "cards": ["ST1-12"]},
    ]
}


@pytest.mark.parametrize(
    ("mine", "tamer_returned"),
    [
        (["BT9-021"], True),  # [Jellymon] in its name
        (["BT9-021", "BT1-029"], True),  # a [Jellymon] among its digivolution cards
        (["BT1-029"], False),
    ],
)
def test_bt9_096_returns_a_tamer_only_with_a_jellymon(pool, mine, tamer_returned):
    g = position(
        pool,
        p1={"hand": ["BT9-096"], "battle": [{"id": "a", "cards": mine}]},
        p2=FOES,
        memory=4,
    )
    play(g, "option BT9-096")
    left = battle(g, "p2")
    assert "x" not in left
    assert ("t" not in left) is tamer_returned


@pytest.mark.parametrize(
    ("mine", "suspends"),
    [
        (["BT10-044"], True),
        (["BT10-044", "BT1-067"], True),
        (["BT1-067"], False),
    ],
)
def test_bt10_102_suspends_only_with_an_angoramon(pool, mine, suspends):
    g = position(
        pool,
        p1={"hand": ["BT10-102"], "battle": [{"id": "a", "cards": mine}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=2,
    )
    play(g, "option BT10-102")
    assert battle(g, "p2")["x"]["suspended"] is suspends
