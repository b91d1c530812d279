"""BT7-062 Dorugamon (no official ruling), played where a wrong reading of its text would
show: in the opponent's turn it has <Blocker> while another [X Antibody] Digimon is in play or
an [X Antibody] card is under it, and not otherwise; its inherited +1000 DP goes only to a
Digimon with [X Antibody] in its traits."""

from __future__ import annotations

import pytest
from games import legal, play, position, state


@pytest.mark.parametrize(
    "stack, other, blocks",
    [
        (["ST1-03", "BT7-062"], None, False),  # neither
        (["BT9-008", "BT7-062"], None, True),  # Agumon (X Antibody) under it
        (["ST1-03", "BT7-062"], ["BT9-012"], True),  # Greymon (X Antibody) beside it
    ],
)
def test_bt7_062_dorugamon_blocks_with_an_x_antibody_digimon_beside_or_card_under_it(
    pool, stack, other, blocks
):
    battle = [{"id": "d", "cards": stack}] + ([{"id": "o", "cards": other}] if other else [])
    g = position(
        pool,
        p1={"battle": battle, "security": ["TST-1000"] * 3},
        p2={"battle": [{"id": "x", "cards": ["TST-9000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player")
    assert ("block d" in legal(g)) is blocks


def test_bt7_062_dorugamon_inherited_dp_goes_to_an_x_antibody_digimon_only(pool):
    """Under Greymon (X Antibody), 6000 + 1000; under ST1-07 Greymon, 4000 as printed."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["BT7-062", "BT9-012"]},
                {"id": "b", "cards": ["BT7-062", "ST1-07"]},
            ]
        },
    )
    battle = state(g)["players"]["p1"]["battle"]
    assert (battle["a"]["dp"], battle["b"]["dp"]) == (7000, 4000)
