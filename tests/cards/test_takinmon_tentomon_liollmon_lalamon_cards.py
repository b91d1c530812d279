"""EX12-039 Takinmon, ST20-07 Tentomon, ST23-02 Liollmon and ST24-08 Lalamon, played where a
wrong reading of their text would show (rulings Q4452, Q6164 and Q6216 are in
tests/rulings/st20.toml, st23.toml and st24.toml)."""

from __future__ import annotations

import pytest
from builders import digimon
from games import battle, legal, play, position, state, with_cards

EGG = {
    "number": "SH-2",
    "name": "Shambala Egg",
    "category": "digi-egg",
    "colors": ["yellow"],
    "level": 2,
    "types": ["Shambala"],
}


def _into(trait: str, color: str) -> dict:
    return digimon(
        "IN-4",
        level=4,
        colors=(color,),
        types=[trait],
        digivolve=[{"color": color, "level": 3, "cost": 3}],
    )


@pytest.mark.parametrize(
    ("number", "trait", "color"),
    [
        ("EX12-039", "SW", "yellow"),
        ("ST23-02", "Glowing Dawn", "yellow"),
        ("ST24-08", "DATA SQUAD", "green"),
    ],
)
def test_the_rookie_takes_1_off_a_digivolution_into_its_trait_only(pool, number, trait, color):
    """ "[Your Turn] When this Digimon would digivolve into a Digimon card with the [X] trait,
    reduce the cost by 1": 2 instead of 3 into the trait, 3 into a card without it."""
    cards = with_cards(
        pool,
        _into(trait, color),
        digimon(
            "NO-4", level=4, colors=(color,), digivolve=[{"color": color, "level": 3, "cost": 3}]
        ),
    )
    g = position(cards, p1={"hand": ["IN-4"], "battle": [{"id": "r", "cards": [number]}]}, memory=5)
    play(g, "digivolve r IN-4")
    assert state(g)["memory"] == 3
    g = position(cards, p1={"hand": ["NO-4"], "battle": [{"id": "r", "cards": [number]}]}, memory=5)
    play(g, "digivolve r NO-4")
    assert state(g)["memory"] == 2


def test_ex12_039_takinmon_digivolves_from_a_shambala_level_2_for_0(pool):
    """ "[Digivolve] Lv.2 w/[Shambala] trait: Cost 0", and inherited <Barrier>."""
    g = position(
        with_cards(pool, EGG),
        p1={"hand": ["EX12-039"], "breeding": {"id": "e", "cards": ["SH-2"]}},
        memory=3,
    )
    play(g, "digivolve e EX12-039")
    assert state(g)["memory"] == 3
    assert state(g)["players"]["p1"]["breeding"]["top"] == "EX12-039"


def test_st20_07_tentomon_stops_the_opponents_reductions_not_its_owners(pool):
    """ "[Opponent's Turn] Your opponent can't reduce digivolution costs": p1's Takinmon pays
    the full 3 into an [SW] card while p2 has Tentomon; beside p1's own Tentomon it still
    reduces."""
    cards = with_cards(pool, _into("SW", "yellow"))
    g = position(
        cards,
        p1={"hand": ["IN-4"], "battle": [{"id": "t", "cards": ["EX12-039"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST20-07"]}]},
        memory=5,
    )
    play(g, "digivolve t IN-4")
    assert state(g)["memory"] == 2
    g = position(
        cards,
        p1={
            "hand": ["IN-4"],
            "battle": [{"id": "t", "cards": ["EX12-039"]}, {"id": "x", "cards": ["ST20-07"]}],
        },
        memory=5,
    )
    play(g, "digivolve t IN-4")
    assert state(g)["memory"] == 3


def test_st24_08_lalamon_passes_on_1000_dp(pool):
    """Inherited "[All Turns] This Digimon gets +1000 DP", on p2's turn too."""
    g = position(pool, p1={"battle": [{"id": "a", "cards": ["ST24-08", "TST-5000"]}]}, turn="p2")
    assert battle(g, "p1")["a"]["dp"] == 6000
    assert "attack a player" not in legal(g)
