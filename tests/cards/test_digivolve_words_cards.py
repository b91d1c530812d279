"""Cards whose [Digivolve] line names the Digimon in several ways at once ("[Frimon]/Lv.2 w/
[ACCEL] trait", "Lv.3 w/[Agumon] in name or w/[TS] trait", 2-3-5-1), each played where a
wrong reading would show: a Digimon fitting one way digivolves for the line's cost even where
the colour requirement beside the level doesn't let it, and one fitting no way (nor the
colour) can't digivolve into the card at all."""

from __future__ import annotations

import pytest
from games import legal, play, position, state, with_cards

# (card, a Digimon fitting one of the line's ways, the line's cost, the way it fits)
FITS = [
    ("BT20-030", "BT1-008", 0, "[Frimon], a green Lv.2"),
    ("BT20-038", "BT13-001", 0, "[Pinamon], a red Lv.2"),
    ("BT20-064", "TST-90", 0, "a green Lv.2 with the [SEEKERS] trait"),
    ("BT20-070", "BT15-071", 2, "[Loogamon] (its colour would cost 3)"),
    ("BT21-032", "BT2-002", 0, "[DemiVeemon] (its colour would cost 1)"),
    ("BT23-010", "BT2-033", 2, "a yellow Lv.3 with [Agumon] in its name"),
    ("BT24-010", "BT2-043", 2, "a green Lv.3 with [Agumon] in its name"),
    ("BT24-010", "BT24-019", 2, "a blue Lv.3 with the [TS] trait"),
    ("BT24-024", "P-121", 2, "[Armadillomon], a black Lv.3"),
    ("BT24-024", "BT25-047", 2, "a green Lv.3 with the [TS] trait"),
    ("BT24-046", "BT2-069", 2, "a purple Lv.3 with [Gabumon] in its name"),
    ("BT24-046", "BT25-064", 2, "a black Lv.3 with the [TS] trait"),
    ("EX12-010", "BT2-043", 2, "a green Lv.3 with [Agumon] in its name"),
    ("EX12-010", "EX12-040", 1, "a yellow Lv.3 with the [VB] trait (Salamon takes 1 off)"),
    ("EX12-010", "EX12-053", 2, "a black Lv.3 with the [ME] trait"),
    ("EX12-040", "EX5-003", 0, "[Nyaromon], a green Lv.2"),
    ("EX7-029", "BT1-042", 3, "a blue Lv.5 with [Leomon] in its name"),
]

# (card, a Digimon of the card's level minus one that fits no way and no colour)
REFUSED = [
    ("BT20-030", "ST1-01"),
    ("BT20-038", "ST1-01"),
    ("BT20-064", "BT1-008"),
    ("BT20-070", "BT1-029"),
    ("BT21-032", "BT1-008"),
    ("BT23-010", "BT1-029"),
    ("BT24-010", "BT1-029"),
    ("BT24-024", "BT1-010"),
    ("BT24-046", "BT1-010"),
    ("EX12-010", "BT1-029"),
    ("EX12-040", "ST1-01"),
    ("EX7-029", "BT1-020"),
]

SEEKERS = {
    "number": "TST-90",
    "name": "Seekmon",
    "category": "digi-egg",
    "colors": ["green"],
    "level": 2,
    "form": "In-Training",
    "types": ["SEEKERS"],
}
"""No Lv.2 [SEEKERS] Digi-Egg is in the pool: this one stands in for one."""


@pytest.fixture(scope="module")
def seekers(pool):
    return with_cards(pool, SEEKERS)


def _with(seekers, base: str, card: str):
    """`base` as Digimon `d` where it would be: a Lv.2 in the breeding area (a Digi-Egg card
    can't be in the battle area, 17-1-3-2-1), the others in the battle area."""
    stack = {"id": "d", "cards": [base]}
    where = {"breeding": stack} if seekers[base].level == 2 else {"battle": [stack]}
    return position(seekers, p1={**where, "hand": [card]}, memory=5)


@pytest.mark.parametrize(("card", "base", "cost", "way"), FITS)
def test_a_digimon_fitting_one_way_digivolves_for_the_lines_cost(seekers, card, base, cost, way):
    g = _with(seekers, base, card)
    assert f"digivolve d {card}" in legal(g), way
    play(g, f"digivolve d {card}")
    assert state(g)["memory"] == 5 - cost, way


@pytest.mark.parametrize(("card", "base"), REFUSED)
def test_a_digimon_fitting_no_way_cant_digivolve_into_it(seekers, card, base):
    g = _with(seekers, base, card)
    assert f"digivolve d {card}" not in legal(g)
