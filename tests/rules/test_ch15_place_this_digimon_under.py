"""A cost (15-7) that moves the Digimon itself: "By placing this Digimon under 1 of your
Digimon with [Legend-Arms] in its traits as its bottom digivolution card, gain 2 memory."
(ST13-03, BT10-059): its top card goes under the other Digimon's bottom and its digivolution
cards to the trash (7-2-3-2, 4-7-8; ruling Q4995 on BT12-083 says so of a Digimon placed
under another); then the effect happens."""

from __future__ import annotations

import pytest
from builders import compiled
from games import battle, kind, play, position, state, with_cards
from keyword_cards import mon

(EFFECT,) = compiled(
    "[When Digivolving] By placing this Digimon under 1 of your Digimon with [Legend-Arms] in "
    "its traits as its bottom digivolution card, gain 2 memory."
)
ARMS = {**mon("75", 4000, level=3), "types": ["Legend-Arms"]}


@pytest.fixture(scope="module")
def pc(pool):
    return with_cards(pool, mon("76", 5000, EFFECT, level=4), ARMS)


def test_its_cards_go_under_the_chosen_digimon_then_the_effect(pc):
    g = position(
        pc,
        p1={
            "hand": ["KW-76"],
            "battle": [{"id": "src", "cards": ["KW-75"]}, {"id": "h", "cards": ["KW-75"]}],
        },
        memory=5,
    )
    play(g, "digivolve src KW-76")
    assert kind(g) == "optional"  # a cost is asked first (15-7)
    play(g, "yes")
    assert "src" not in battle(g, "p1")
    assert battle(g, "p1")["h"]["cards"] == ["KW-76", "KW-75"]
    assert state(g)["memory"] == 5 - 2 + 2
    assert state(g)["players"]["p1"]["trash"] == ["KW-75"]  # KW-76 not deleted


def test_without_a_digimon_to_go_under_nothing_happens(pc):
    g = position(
        pc,
        p1={"hand": ["KW-76"], "battle": [{"id": "src", "cards": ["KW-75"]}]},
        memory=5,
    )
    play(g, "digivolve src KW-76")
    assert kind(g) == "main"  # the cost can't be paid: not even asked
    assert battle(g, "p1")["src"]["cards"] == ["KW-75", "KW-76"]
    assert state(g)["memory"] == 5 - 2
