"""Comprehensive Rules 15-14-1 on "when X would" cost reductions (15-8-5-1): an [X Per Turn]
reduction is taken at most X times a turn (15-14-1-1, 15-14-1-2), counted per card (15-14-1-4); its
record stays when the Digimon digivolves (15-14-1-5); one whose condition doesn't hold or that
its player declines doesn't count (15-6-3, 15-14-1-4). Working out a cost to list the legal
moves is no use of it.

BT13-053 Mihiramon: "[Your Turn][Once Per Turn] When this Digimon would digivolve, reduce
the digivolution cost by 1." (inherited). The other cards are test-only, written as printed
text. Memory in a position is from the turn player's side.
"""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state, with_cards

from digimon_tui.compiler.compile import compile_effects
from digimon_tui.engine import legal as rules


def _effects(text: str) -> list[dict]:
    return [e.model_dump(exclude_defaults=True) for e in compile_effects(text, "effects")]


def _mon(number: str, level: int, **more) -> dict:
    return {
        "number": number,
        "name": f"Mon {number}",
        "category": "digimon",
        "colors": ["green"],
        "level": level,
        "cost": 5,
        "dp": 5000,
        "digivolve": [{"color": "green", "level": level - 1, "cost": 3}],
        **more,
    }


def _tamer(number: str, text: str) -> dict:
    return {
        "number": number,
        "name": f"Tamer {number}",
        "category": "tamer",
        "colors": ["green"],
        "cost": 0,
        "effects": _effects(text),
    }


FIELD = _tamer(
    "PT-90",
    "[Your Turn][Once Per Turn] When digivolving one of your Digimon into a Digimon card in "
    "your hand with [Mon] in its name, reduce the memory cost of the digivolution by 1.",
)
FIELD_TWICE = _tamer(
    "PT-91",
    "[Your Turn][Twice Per Turn] When digivolving one of your Digimon into a Digimon card in "
    "your hand with [Mon] in its name, you may trash 1 card in your hand to reduce the memory "
    "cost of the digivolution by 1.",
)


@pytest.fixture(scope="module")
def pc(cards):
    return with_cards(
        cards,
        _mon("PT-05", 5),
        _mon("PT-06", 6),
        _mon("PT-07", 7),
        _mon("PT-16", 6),
        FIELD,
        FIELD_TWICE,
        {
            "number": "PT-80",
            "name": "Green Tamer",
            "category": "tamer",
            "colors": ["green"],
            "cost": 0,
        },
    )


def _memory(g) -> int:
    return state(g)["memory"]


def test_15_14_1_2_an_inherited_once_per_turn_reduction_lowers_one_digivolution_a_turn(pc):
    """BT13-053 under a Digimon: its first digivolution this turn costs 3 - 1, the next 3;
    listing the moves in between takes nothing off (the first still costs 2)."""
    g = position(
        pc,
        p1={"battle": [{"id": "m", "cards": ["BT13-053", "PT-05"]}], "hand": ["PT-06", "PT-07"]},
        memory=6,
    )
    for _ in range(3):
        assert "digivolve m PT-06" in legal(g)
    play(g, "digivolve m PT-06")
    assert _memory(g) == 6 - 2
    # 15-14-1-5: the Digimon is another card now; the record of BT13-053's effect stays.
    play(g, "digivolve m PT-07")
    assert battle(g, "p1")["m"]["cards"] == ["BT13-053", "PT-05", "PT-06", "PT-07"]
    assert _memory(g) == 6 - 2 - 3


def test_15_14_1_4_each_card_with_the_reduction_counts_its_own_uses(pc):
    """Two Digimon, each with BT13-053 under it: each first digivolution is 1 less."""
    g = position(
        pc,
        p1={
            "battle": [
                {"id": "a", "cards": ["BT13-053", "PT-05"]},
                {"id": "b", "cards": ["BT13-053", "PT-05"]},
            ],
            "hand": ["PT-06", "PT-16"],
        },
        memory=6,
    )
    play(g, "digivolve a PT-06", "digivolve b PT-16")
    assert _memory(g) == 6 - 2 - 2


def test_15_6_3_a_reduction_whose_condition_does_not_hold_is_not_used(pc):
    """BT13-049: "... if you have a green Tamer, reduce the digivolution cost by 1." Without
    one the first digivolution costs 3 and uses nothing; with one played, the next costs 2."""
    g = position(
        pc,
        p1={
            "battle": [{"id": "m", "cards": ["BT13-049", "PT-05"]}],
            "hand": ["PT-06", "PT-07", "PT-80"],
        },
        memory=8,
    )
    play(g, "digivolve m PT-06", "play PT-80", "digivolve m PT-07")
    assert _memory(g) == 8 - 3 - 0 - 2


def test_15_14_1_2_a_once_per_turn_field_reduction_lowers_one_digivolution_a_turn(pc):
    """A Tamer's "[Once Per Turn] When digivolving one of your Digimon into ..., reduce":
    one of the two digivolutions this turn is 1 less, and the next turn again."""
    g = position(
        pc,
        p1={
            "battle": [{"id": "t", "cards": ["PT-90"]}, {"id": "m", "cards": ["PT-05"]}],
            "hand": ["PT-06", "PT-07"],
        },
        memory=6,
    )
    assert rules.digivolve_cost(g, g.permanent("m"), pc["PT-06"]) == 2
    play(g, "digivolve m PT-06")
    assert rules.digivolve_cost(g, g.permanent("m"), pc["PT-07"]) == 3
    play(g, "digivolve m PT-07")
    assert _memory(g) == 6 - 2 - 3
    m = g.permanent("m")
    assert rules.field_reductions(g, m, pc["PT-07"]) == []
    g.used_once.clear()  # what the turn's end does (6-6-3)
    assert [amount for *_, amount in rules.field_reductions(g, m, pc["PT-07"])] == [1]


def test_15_14_1_4_a_declined_twice_per_turn_reduction_does_not_count(pc):
    """ "[Twice Per Turn] ... you may trash 1 card in your hand to reduce": declined once,
    taken twice; the third digivolution it is offered for is past its limit."""
    g = position(
        pc,
        p1={
            "battle": [
                {"id": "t", "cards": ["PT-91"]},
                {"id": "m", "cards": ["PT-05"]},
                {"id": "n", "cards": ["PT-05"]},
            ],
            "hand": ["PT-06", "PT-07", "PT-16", "ST1-02", "ST1-02", "ST1-02"],
            "deck": [],
        },
        memory=10,
    )
    spent = 0
    for move, answer, cost in (
        ("digivolve m PT-06", "no", 3),
        ("digivolve m PT-07", "yes", 2),
        ("digivolve n PT-16", "yes", 2),
    ):
        play(g, move)
        assert g.pending is not None and g.pending.kind == "optional", move
        play(g, answer)
        if g.pending is not None and g.pending.kind == "card":
            play(g, "card ST1-02")
        spent += cost
        assert _memory(g) == 10 - spent, move
    assert state(g)["players"]["p1"]["trash"] == ["ST1-02", "ST1-02"]
    assert rules.field_reductions(g, g.permanent("n"), pc["PT-07"]) == []
