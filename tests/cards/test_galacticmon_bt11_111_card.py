"""BT11-111 Galacticmon: its [When Digivolving] places up to 4 [Vemmon] from the trash under it
and, with 8 or more there, deletes 1 of the opponent's Digimon; 4 [Vemmon] from under it to the
bottom of the deck keep it in play when it would leave; at the start of its player's main
phase it trashes the opponent's top security card."""

from __future__ import annotations

from games import battle, legal, play, position, state, with_cards

from digimon_tui.engine.game import Game

GALACTICMON, VEMMON = "BT11-111", "BT11-061"
BLACK_5 = {
    "number": "TST-1",
    "name": "Black Five",
    "category": "digimon",
    "colors": ["black"],
    "level": 5,
    "cost": 6,
    "dp": 6000,
}


def _digivolved(pool, under: int) -> Game:
    g = position(
        with_cards(pool, BLACK_5),
        p1={
            "hand": [GALACTICMON],
            "trash": [VEMMON] * 5,
            "battle": [{"id": "d", "cards": [VEMMON] * under + ["TST-1"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-1000"]}, {"id": "y", "cards": ["TST-2000"]}]},
        memory=6,
    )
    play(g, f"digivolve d {GALACTICMON}", "yes", *[f"card {VEMMON}"] * 4)
    return g


def test_bt11_111_places_4_vemmon_and_deletes_with_8_under_it(pool):
    g = _digivolved(pool, under=4)
    play(g, "target x")
    assert battle(g, "p1")["d"]["cards"].count(VEMMON) == 8
    assert list(battle(g, "p2")) == ["y"]
    assert state(g)["players"]["p1"]["trash"] == [VEMMON]
    assert state(g)["memory"] == 4  # 6 - (6 - 4): each Vemmon's inherited effect reduces by 1


def test_bt11_111_deletes_nothing_with_7_under_it(pool):
    g = _digivolved(pool, under=3)
    assert battle(g, "p1")["d"]["cards"].count(VEMMON) == 7
    assert sorted(battle(g, "p2")) == ["x", "y"]


def _attacks_into_15000(pool, under: int) -> Game:
    g = position(
        pool,
        p1={"battle": [{"id": "d", "cards": [VEMMON] * under + ["ST1-02", GALACTICMON]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
    )
    return play(g, "attack d x")


def test_bt11_111_stays_by_placing_4_vemmon_at_the_bottom_of_the_deck(pool):
    g = play(_attacks_into_15000(pool, under=5), f"prevent {GALACTICMON}")
    assert battle(g, "p1")["d"]["cards"] == [VEMMON, "ST1-02", GALACTICMON]
    assert state(g)["players"]["p1"]["deck"] == 14


def test_bt11_111_cant_stay_with_3_vemmon(pool):
    g = _attacks_into_15000(pool, under=3)
    assert f"prevent {GALACTICMON}" not in legal(g)
    assert battle(g, "p1") == {}


def test_bt11_111_trashes_the_top_security_card_at_the_start_of_its_main_phase(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "d", "cards": [GALACTICMON]}]},
        p2={"security": ["ST1-03", "ST1-02"]},
        memory=3,
    )
    play(g, "pass", "pass")
    p2 = state(g)["players"]["p2"]
    assert p2["security"] == 1
    assert p2["trash"] == ["ST1-03"]
