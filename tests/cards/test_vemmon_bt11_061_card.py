"""BT11-061 Vemmon: its [Main] adds a named card among the top 3 and places a [Vemmon] among
them under itself; as a digivolution card it makes a digivolution into [Destromon] or
[Galacticmon] cost 1 less, once a turn, and no other."""

from __future__ import annotations

from games import battle, play, position, state, with_cards

from digimon_tui.cards.model import Card
from digimon_tui.engine.game import Game

VEMMON, FUSIONIZE = "BT11-061", "BT11-105"
BLACK_4 = {
    "number": "TST-1",
    "name": "Black Four",
    "category": "digimon",
    "colors": ["black"],
    "level": 4,
    "cost": 4,
    "dp": 4000,
}
DESTROMON = {
    **BLACK_4,
    "number": "TST-2",
    "name": "Destromon",
    "level": 5,
    "cost": 10,
    "dp": 10000,
    "digivolve": [{"color": "black", "level": 4, "cost": 5}],
}
OTHER_5 = {**DESTROMON, "number": "TST-3", "name": "Black Five"}
GALACTICMON = {
    **DESTROMON,
    "number": "TST-4",
    "name": "Galacticmon",
    "level": 6,
    "cost": 14,
    "dp": 14000,
    "digivolve": [{"color": "black", "level": 5, "cost": 6}],
}


def test_bt11_061_main_adds_a_named_card_and_places_a_vemmon_under_itself(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "v", "cards": [VEMMON]}],
            "deck": [FUSIONIZE, VEMMON, "ST1-02", "ST1-03", "ST1-02"],
        },
    )
    play(g, "activate v", f"card {FUSIONIZE}")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == [FUSIONIZE]
    assert battle(g, "p1")["v"]["cards"] == [VEMMON, VEMMON]
    assert battle(g, "p1")["v"]["suspended"] is True
    assert p1["deck"] == 3  # the ST1-02 back at the bottom


def _stacked(pool: dict[str, Card], memory: int) -> Game:
    cards = with_cards(pool, BLACK_4, DESTROMON, OTHER_5, GALACTICMON)
    return position(
        cards,
        p1={
            "hand": ["TST-2", "TST-3", "TST-4"],
            "battle": [{"id": "v", "cards": [VEMMON, "TST-1"]}],
        },
        memory=memory,
    )


def test_bt11_061_inherited_digivolution_into_destromon_costs_1_less(pool):
    g = _stacked(pool, memory=5)
    play(g, "digivolve v TST-2")
    assert battle(g, "p1")["v"]["top"] == "TST-2"
    assert state(g)["memory"] == 1


def test_bt11_061_inherited_leaves_another_name_at_its_cost(pool):
    g = _stacked(pool, memory=5)
    play(g, "digivolve v TST-3")
    assert battle(g, "p1")["v"]["top"] == "TST-3"
    assert state(g)["memory"] == 0


def test_bt11_061_inherited_reduces_once_a_turn(pool):
    g = _stacked(pool, memory=10)
    play(g, "digivolve v TST-2", "digivolve v TST-4")
    assert battle(g, "p1")["v"]["top"] == "TST-4"
    assert state(g)["memory"] == 0  # 10 - (5 - 1) - 6: the second digivolution at full cost
