"""EX4-032 Terriermon, EX4-033 Terriermon Assistant and EX4-034 Lopmon (rulings Q3476-Q3481
in tests/rulings/ex4.toml), played where a wrong reading would show: the inherited "[Your
Turn] When <Alliance> suspends one of your Digimon, this Digimon may digivolve into a 2-color
green Digimon card in your hand ..., reduce the cost by 2" hears <Alliance>'s suspension
(16-24) and no other; Terriermon Assistant's "When an effect suspends this Digimon, 1 of your
Digimon gets +4000 DP for the turn" hears it too, <Alliance> being an effect."""

from __future__ import annotations

import pytest
from games import legal, play, position, state

TERRIERMON, ASSISTANT, LOPMON = "EX4-032", "EX4-033", "EX4-034"
ANTYLAMON = "EX4-057"  # <Alliance>
RAPIDMON = "BT8-039"  # yellow and green level 4, 4 from a green level 3
GREEN_4 = "BT1-069"  # one colour


def _alliance(pool, under: str, hand: list[str]):
    return position(
        pool,
        p1={
            "hand": hand,
            "battle": [{"id": "a", "cards": [ANTYLAMON]}, {"id": "b", "cards": [under, LOPMON]}],
        },
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
        turn_number=3,
    )


@pytest.mark.parametrize("under", [TERRIERMON, ASSISTANT, LOPMON])
def test_ex4_032_034_alliance_suspension_digivolves_for_2_less(pool, under) -> None:
    g = _alliance(pool, under, [RAPIDMON])
    play(g, "attack a player", "alliance b", "yes", f"card {RAPIDMON}")
    assert state(g)["players"]["p1"]["battle"]["b"]["top"] == RAPIDMON
    assert state(g)["memory"] == 1


def test_ex4_032_only_a_2_color_green_card_is_offered(pool) -> None:
    g = _alliance(pool, TERRIERMON, [RAPIDMON, GREEN_4])
    play(g, "attack a player", "alliance b", "yes")
    assert legal(g) == [f"card {RAPIDMON}", "done"]


def test_ex4_032_a_suspension_by_attacking_isnt_alliance(pool) -> None:
    g = position(
        pool,
        p1={"hand": [RAPIDMON], "battle": [{"id": "b", "cards": [TERRIERMON, "TST-5000"]}]},
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack b player")
    assert state(g)["players"]["p1"]["battle"]["b"]["top"] == "TST-5000"
    assert state(g)["players"]["p1"]["hand"] == [RAPIDMON]
    assert state(g)["pending"]["kind"] == "main"


def test_ex4_033_gets_4000_when_alliance_suspends_it(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [ANTYLAMON]}, {"id": "m", "cards": [ASSISTANT]}]},
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack a player", "alliance m")
    assert state(g)["players"]["p1"]["battle"]["m"]["dp"] == 1000
    assert legal(g) == ["target a", "target m"]
    play(g, "target m")
    assert state(g)["players"]["p1"]["battle"]["m"]["dp"] == 5000
