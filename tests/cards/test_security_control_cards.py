"""The yellow security-control cards: each effect in the smallest position where a wrong
reading would show; named after the card."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state


def _adistakto(pool, security: int, p1_battle: list[dict] | None = None):
    return position(
        pool,
        p1={
            "hand": ["BT10-101"],
            "battle": p1_battle or [{"id": "t", "cards": ["ST3-03"]}],
            "security": ["ST1-02"] * security,
        },
        p2={"battle": [{"id": "x", "cards": ["TST-15000"]}, {"id": "y", "cards": ["TST-3000"]}]},
        memory=8,
    )


@pytest.mark.parametrize(
    ("security", "moves", "x_dp", "p2_security"),
    [
        (4, ["target x"], 3000, 0),
        (3, ["target x", "target y"], 3000, 1),  # both conditions hold at exactly 3
        (2, ["target y"], 15000, 1),
    ],
)
def test_bt10_101_adistakto_lowers_dp_at_3_or_more_and_places_at_3_or_fewer(
    pool, security, moves, x_dp, p2_security
):
    g = play(_adistakto(pool, security), "option BT10-101", *moves)
    assert battle(g, "p2")["x"]["dp"] == x_dp
    assert "y" not in battle(g, "p2") or p2_security == 0
    assert state(g)["players"]["p2"]["security"] == p2_security


def test_bt10_101_adistakto_ignores_colour_with_pulsemon_in_digivolution_cards(pool):
    green = [{"id": "g", "cards": ["TST-3000"]}]
    assert "option BT10-101" not in legal(_adistakto(pool, 4, green))
    under = [{"id": "p", "cards": ["BT10-031", "TST-3000"]}]
    assert "option BT10-101" in legal(_adistakto(pool, 4, under))
