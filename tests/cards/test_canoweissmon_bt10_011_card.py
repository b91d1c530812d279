"""BT10-011 Canoweissmon, played where a wrong reading would show: the +2000 DP when one of
its player's Tamers suspends, and <Security A. +1> once that makes 12000 DP or more. What it
gains from the [Gammamon] cards under it is played by its rulings (tests/rulings/bt10.toml)."""

from __future__ import annotations

from games import play, position, state

CANOWEISSMON = "BT10-011"
HIRO = "BT8-086"


def _attack_with_hiro(pool, use_hiro: bool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "c", "cards": ["BT8-013", CANOWEISSMON]},
                {"id": "h", "cards": [HIRO]},
            ]
        },
        p2={"security": ["TST-1000"] * 4},
        memory=3,
    )
    play(g, "attack c player", "yes" if use_hiro else "no")
    return g


def test_bt10_011_a_suspended_tamer_brings_12000_dp_and_a_second_check(pool) -> None:
    """Hiro Amanokawa suspends for +2000 as Canoweissmon attacks (10000 DP); the suspension
    gives Canoweissmon +2000 more, 12000 DP: it gains <Security A. +1> and checks 2 cards."""
    g = _attack_with_hiro(pool, use_hiro=True)
    assert state(g)["players"]["p2"]["security"] == 2
    assert state(g)["players"]["p1"]["battle"]["c"]["dp"] == 12000


def test_bt10_011_no_tamer_suspended_no_bonus(pool) -> None:
    """Without the suspension: 8000 DP and one security card checked."""
    g = _attack_with_hiro(pool, use_hiro=False)
    assert state(g)["players"]["p2"]["security"] == 3
    assert state(g)["players"]["p1"]["battle"]["c"]["dp"] == 8000
