"""EX1-056 DemiDevimon and EX2-036 GroundLocomon: "this Digimon can't attack your opponent's
Digimon" (their rulings are in tests/rulings/ex1.toml and ex2.toml)."""

from __future__ import annotations

import pytest
from games import legal, position, state

from digimon_tui.engine import queries as q


def _suspended_foe() -> dict:
    return {"battle": [{"id": "x", "cards": ["TST-1000"], "suspended": True}]}


@pytest.mark.parametrize(
    ("myotismon", "moves"),
    [
        ([], ["attack d player", "pass"]),
        (
            [{"id": "m", "cards": ["BT2-075"]}],
            ["attack d player", "attack d x", "attack m player", "attack m x", "pass"],
        ),
    ],
)
def test_ex1_056_demidevimon_attacks_digimon_only_beside_a_myotismon(pool, myotismon, moves):
    g = position(
        pool, p1={"battle": [{"id": "d", "cards": ["EX1-056"]}, *myotismon]}, p2=_suspended_foe()
    )
    assert legal(g) == moves


def test_ex2_036_groundlocomon_attacks_only_the_player_on_its_turn_and_counts_machines(pool):
    """[Your Turn] only: the ban; [All Turns]: +1000 DP for each [Cyborg]/[Machine] card in the
    trash (ST1-02 Agumon counts for nothing)."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "d", "cards": ["EX2-036"]}],
            "trash": ["EX2-036", "BT2-054", "ST1-02"],
        },
        p2=_suspended_foe(),
    )
    assert legal(g) == ["attack d player", "pass"]
    assert state(g)["players"]["p1"]["battle"]["d"]["dp"] == 11000 + 1000
    g = position(pool, p1={"battle": [{"id": "d", "cards": ["EX2-036"]}]}, turn="p2")
    assert not q.cant(g, g.permanent("d"), "cant_attack_digimon")
