"""BT10-099 Healing Therapy (no official ruling): 1 of the opponent's Digimon gains
<Security A. -1> until the end of their turn, or 3 of them "instead" with a [Venusmon] in
play."""

from __future__ import annotations

import pytest
from effect_helpers import player
from games import play, position


def _checks_next_turn(pool, mine: str) -> list[int]:
    """How many security cards each of the opponent's four Digimon checks in their turn."""
    g = position(
        pool,
        p1={
            "hand": ["BT10-099"],
            "battle": [{"id": "a", "cards": [mine]}],
            "security": ["TST-1000"] * 5,
        },
        p2={"battle": [{"id": i, "cards": ["TST-3000"]} for i in "wxyz"]},
        memory=2,
    )
    play(g, "option BT10-099")
    while g.pending is not None and g.pending.kind.value == "target":
        play(g, str(g.pending.moves[0]))
    play(g, "pass")
    while g.pending is not None and g.pending.kind.value != "main":
        play(g, str(g.pending.moves[0]))
    checked = []
    for i in "wxyz":
        before = player(g, "p1")["security"]
        play(g, f"attack {i} player")
        while g.pending is not None and g.pending.kind.value != "main":
            play(g, str(g.pending.moves[0]))
        checked.append(before - player(g, "p1")["security"])
    return checked


@pytest.mark.parametrize(
    ("mine", "checks"),
    [("BT10-042", [0, 0, 0, 1]), ("ST3-09", [0, 1, 1, 1])],  # with [Venusmon], without
)
def test_bt10_099_gives_security_attack_minus_1_to_one_or_three(pool, mine, checks):
    assert _checks_next_turn(pool, mine) == checks
