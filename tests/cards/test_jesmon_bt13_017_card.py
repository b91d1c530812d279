"""BT13-017 Jesmon (no official ruling), played where a wrong reading of its text would show:
its deletion of any number of the opponent's Digimon whose DP adds up to 6000 or less reaches
2000 higher for each of the player's other Digimon, and its [All Turns] gives every Digimon of
the player +1000 DP for each other [Sistermon] or [Royal Knight] Digimon."""

from __future__ import annotations

from games import battle, legal, play, position, with_cards

KNIGHT = {
    "number": "TST-1",
    "name": "Knight",
    "category": "digimon",
    "colors": ["white"],
    "level": 3,
    "cost": 3,
    "dp": 3000,
    "types": ["Royal Knight"],
}


def _played(pool, others: list[str]):
    """Jesmon played beside `others` against two 5000 DP Digimon (x, y); the memory left
    (-1) passes the turn once its effect is done."""
    g = position(
        with_cards(pool, KNIGHT),
        p1={
            "hand": ["BT13-017"],
            "battle": [{"id": f"o{i}", "cards": [c]} for i, c in enumerate(others)],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}, {"id": "y", "cards": ["TST-5000"]}]},
        memory=10,
    )
    return play(g, "play BT13-017")


def test_bt13_017_two_other_digimon_raise_the_total_to_10000(pool):
    """6000 + 2 × 2000: both 5000 DP Digimon (10000 together) may be deleted."""
    g = _played(pool, ["TST-1000", "TST-1000"])
    play(g, "target x", "target y")
    assert battle(g, "p2") == {}


def test_bt13_017_one_other_digimon_deletes_only_one(pool):
    """6000 + 2000 = 8000: once one is chosen, the other (10000 together) can't be, and the
    choice ends."""
    g = _played(pool, ["TST-1000"])
    assert {"target x", "target y"} <= set(legal(g))
    play(g, "target x")
    assert "target y" not in legal(g)
    assert list(battle(g, "p2")) == ["y"]


def test_bt13_017_all_turns_counts_other_royal_knights_and_sistermon(pool):
    """A [Royal Knight] stand-in and BT6-082 Sistermon Blanc: +2000 to every Digimon of the
    player, Jesmon and the plain TST-1000 too (Jesmon itself is not counted)."""
    g = _played(pool, ["TST-1", "BT6-082", "TST-1000"])
    play(g, "target x", "target y")
    mine = battle(g, "p1")
    assert mine["o0"]["dp"] == 5000 and mine["o2"]["dp"] == 3000
    (jesmon,) = (p for p in mine.values() if p["top"] == "BT13-017")
    assert jesmon["dp"] == 13000
