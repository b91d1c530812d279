"""BT11-034 Cutemon (no official ruling): its [On Play] places 1 [Xros Heart] Digimon card from
the trash under a Tamer, or up to 2 instead while one of the player's Digimon has [Dorulumon]
in its name or a [Dorulumon] among its digivolution cards."""

from __future__ import annotations

import pytest
from games import legal, play, position, state

TRASH = ["BT10-007", "BT10-029", "BT10-049"]  # Dondokomon, Starmons, Ballistamon


@pytest.mark.parametrize(
    ("other", "up_to_2"),
    [
        (["BT10-009"], False),  # Shoutmon X4 alone
        (["BT10-034"], True),  # Dorulumon
        (["BT10-034", "BT10-009"], True),  # Shoutmon X4 over Dorulumon
    ],
)
def test_bt11_034_places_up_to_2_with_a_dorulumon(pool, other: list[str], up_to_2: bool) -> None:
    g = position(
        pool,
        p1={
            "hand": ["BT11-034"],
            "trash": TRASH,
            "battle": [{"id": "t", "cards": ["BT12-088"]}, {"id": "d", "cards": other}],
        },
        memory=5,
    )
    play(g, "play BT11-034")
    assert ("done" in legal(g)) is up_to_2  # "up to 2" may stop short; "1" may not
    play(g, "card BT10-049")
    if up_to_2:
        play(g, "card BT10-029")
    tamer = state(g)["players"]["p1"]["battle"]["t"]["cards"]
    assert len(tamer) == (3 if up_to_2 else 2)
    assert tamer[-1] == "BT12-088"
