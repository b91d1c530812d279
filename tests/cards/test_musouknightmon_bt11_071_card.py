"""BT11-071 MusouKnightmon: its [On Play] places a [Knightmon] or [Bagra Army] card from the
hand or trash under it, and with [Tuwarmon] there de-digivolves 3 of the opponent's Digimon;
its [On Deletion] returns "black and purple Digimon cards": each black or purple, as "red and
black cards" is either colour by EX1-073's errata ("red and/or black")."""

from __future__ import annotations

from games import battle, legal, play, position, state

MUSOUKNIGHTMON, TUWARMON, DARKKNIGHTMON = "BT11-071", "BT11-082", "BT10-066"
AGUMON = "ST1-03"  # red


def _played(pool, card: str):
    g = position(
        pool,
        p1={"hand": [MUSOUKNIGHTMON], "trash": [TUWARMON, DARKKNIGHTMON]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000", "TST-2000"]},
                {"id": "y", "cards": ["TST-1000", "TST-3000"]},
            ]
        },
        memory=10,
    )
    return play(g, f"play {MUSOUKNIGHTMON}", "yes", f"card {card}")


def test_bt11_071_with_tuwarmon_placed_de_digivolves_the_opponents_digimon(pool):
    g = _played(pool, TUWARMON)
    assert battle(g, "p1")["p1-1"]["cards"] == [TUWARMON, MUSOUKNIGHTMON]
    assert [s["cards"] for s in battle(g, "p2").values()] == [["TST-1000"], ["TST-1000"]]


def test_bt11_071_without_tuwarmon_placed_de_digivolves_nothing(pool):
    g = _played(pool, DARKKNIGHTMON)
    assert battle(g, "p1")["p1-1"]["cards"] == [DARKKNIGHTMON, MUSOUKNIGHTMON]
    assert state(g)["players"]["p1"]["trash"] == [TUWARMON]
    assert len(battle(g, "p2")["x"]["cards"]) == 2


def test_bt11_071_on_deletion_returns_black_or_purple_cards(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "m", "cards": [MUSOUKNIGHTMON]}],
            "trash": [AGUMON, TUWARMON, DARKKNIGHTMON],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-12000"], "suspended": True}]},
    )
    play(g, "attack m x")
    assert f"card {AGUMON}" not in legal(g)
    play(g, f"card {DARKKNIGHTMON}", f"card {TUWARMON}")
    p1 = state(g)["players"]["p1"]
    assert sorted(p1["hand"]) == sorted([TUWARMON, DARKKNIGHTMON])
    assert sorted(p1["trash"]) == sorted([MUSOUKNIGHTMON, AGUMON])
