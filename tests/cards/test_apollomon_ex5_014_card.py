"""EX5-014 Apollomon, the parts of its text its official ruling (Q3551, on its [Once Per Turn]
deletion) leaves alone: <Security A. +1> for every 3 of its digivolution cards, and its
deletion of an opponent's Digimon with DP up to its own when a card leaves the opponent's
security stack."""

from __future__ import annotations

from games import battle, play, position, state


def _attack(pool, sources: list[str]):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [*sources, "EX5-014"]}]},
        p2={
            "security": ["TST-1000"] * 3,
            "battle": [{"id": "x", "cards": ["TST-12000"]}, {"id": "y", "cards": ["TST-14000"]}],
        },
    )
    return play(g, "attack a player")


def test_ex5_014_apollomon_checks_one_more_for_every_three_digivolution_cards(pool):
    """With 3 digivolution cards (plain TST-1000s) it checks 2 security cards; with 2, one."""
    assert state(_attack(pool, ["TST-1000"] * 3))["players"]["p2"]["security"] == 1
    assert state(_attack(pool, ["TST-1000"] * 2))["players"]["p2"]["security"] == 2


def test_ex5_014_apollomon_deletes_a_digimon_with_dp_up_to_its_own_on_a_removal(pool):
    """Its 12000 DP (over plain TST-1000s) deletes x (12000), never y (14000)."""
    g = _attack(pool, ["TST-1000"] * 2)
    assert set(battle(g, "p2")) == {"y"}
