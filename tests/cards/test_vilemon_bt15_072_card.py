"""BT15-072 Vilemon, played where a wrong reading would show (its official ruling is in
tests/rulings/bt15.toml)."""

from __future__ import annotations

from games import battle, legal, play, position, state

VILEMON = "BT15-072"
MACHINEDRAMON = "BT15-066"  # [Dark Masters], 11000 DP


def test_bt15_072_deleted_in_place_of_a_dark_masters_digimon_lost_in_battle(pool) -> None:
    """Deleted in battle is leaving other than by one of its player's effects: Vilemon goes,
    Machinedramon stays."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "v", "cards": [VILEMON]},
                {"id": "m", "cards": [MACHINEDRAMON], "suspended": True},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-12000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x m", "no-block", "prevent " + VILEMON)
    assert set(battle(g, "p1")) == {"m"}
    assert state(g)["players"]["p1"]["trash"] == [VILEMON]


def test_bt15_072_guards_only_apocalymon_and_dark_masters(pool) -> None:
    """A Digimon without the trait is returned without Vilemon being offered; declining for
    Machinedramon lets it go too."""
    g = position(
        pool,
        p1={"battle": [{"id": "v", "cards": [VILEMON]}, {"id": "d", "cards": ["TST-3000"]}]},
        p2={"hand": ["BT13-105"], "battle": [{"id": "b", "cards": ["ST2-03"]}]},
        turn="p2",
        memory=10,
    )
    play(g, "option BT13-105", "target d")
    assert set(battle(g, "p1")) == {"v"}
    g = position(
        pool,
        p1={"battle": [{"id": "v", "cards": [VILEMON]}, {"id": "m", "cards": [MACHINEDRAMON]}]},
        p2={"hand": ["BT13-105"], "battle": [{"id": "b", "cards": ["ST2-03"]}]},
        turn="p2",
        memory=10,
    )
    play(g, "option BT13-105", "target m")
    assert "prevent " + VILEMON in legal(g)
    play(g, "no-prevent")
    assert set(battle(g, "p1")) == {"v"}
    assert state(g)["players"]["p1"]["hand"] == [MACHINEDRAMON]
