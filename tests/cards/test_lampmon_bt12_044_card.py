"""BT12-044 Lampmon, beyond its ruling (tests/rulings/bt12.toml): "[When Digivolving] ... 1 of
your opponent's Digimon gains <Security Attack -2> ... [Your Turn] This Digimon gains
<Security Attack +1> for each of your opponent's Digimon with <Security Attack>": a Digimon
with <Security A. -2> and one with an inherited <Security A. +1> count, one without doesn't."""

from __future__ import annotations

from builders import digimon
from games import play, position, state, with_cards

LAMPMON = "BT12-044"
YELLOW_5 = digimon("TST-1", colors=("yellow",), level=5, cost=5, dp=6000)


def test_bt12_044_checks_1_more_for_each_opponents_digimon_with_security_attack(pool):
    g = position(
        with_cards(pool, YELLOW_5),
        p1={"hand": [LAMPMON], "battle": [{"id": "a", "cards": ["TST-1"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-4000"]},
                {"id": "z", "cards": ["ST12-09", "TST-5000"]},  # inherited <Security A. +1>
            ],
            "security": ["TST-1000"] * 5,
        },
        memory=5,
    )
    play(g, f"digivolve a {LAMPMON}", "target x", "attack a player")
    assert state(g)["players"]["p2"]["security"] == 2  # 1 + x's -2 and z's +1 counted
