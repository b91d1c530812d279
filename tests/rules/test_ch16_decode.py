"""Comprehensive Rules 16-36: <Decode (...)>. When its Digimon would leave the battle area
other than in a battle, its owner may play 1 Digimon card of the kind named from its
digivolution cards without paying the cost (optional, 16-36-3).

Positions are built with `position(...)` like scenario files, with test-only `KW-` cards
(keyword_cards.py) and the `TST-<dp>` dummies (green level 3); memory is from the turn
player's side.
"""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import ERASE, ERASE_OWN, kw, labelled, mon

from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_text

DECODER = mon("70", 6000, kw("decode", "Green Lv.3"), level=5, colors=("blue",))
"""<Decode (Green Lv.3)>, a level 5."""
BOUNCE = {
    "number": "KW-95",
    "name": "Option 95",
    "category": "option",
    "colors": ["green"],
    "cost": 0,
    "effects": [
        {"timing": "main", "steps": [{"do": "return_to_hand", "target": {"side": "opponents"}}]}
    ],
}
"""Return 1 of your opponent's Digimon to the hand."""


@pytest.fixture(scope="module")
def dc(pool):
    return with_cards(pool, DECODER, ERASE, ERASE_OWN, BOUNCE)


def _ids(g, player: str) -> dict[str, list[str]]:
    return {pid: s["cards"] for pid, s in battle(g, player).items()}


def test_16_36_1_deleted_by_an_effect_it_plays_a_named_card_from_under_it(dc):
    """p1's Option deletes p2's Decode Digimon: p2 is asked, plays the green level 3 from
    under it (the level 4 can't be chosen), and the rest goes to the trash."""
    g = position(
        dc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "d", "cards": ["TST-2000", "ST4-06", "KW-70"]}]},
        memory=3,
    )
    play(g, "option KW-90")
    assert kind(g) == "card" and state(g)["pending"]["player"] == "p2"
    assert legal(g) == ["card d TST-2000", "no"]
    assert labelled(g)[-1]
    play(g, "card d TST-2000")
    assert list(_ids(g, "p2").values()) == [["TST-2000"]]
    assert sorted(state(g)["players"]["p2"]["trash"]) == ["KW-70", "ST4-06"]


def test_16_36_1_returned_to_the_hand_it_plays_the_card_too(dc):
    """Leaving by a return to the hand is leaving the battle area: the same offer."""
    g = position(
        dc,
        p1={"hand": ["KW-95"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "d", "cards": ["TST-2000", "KW-70"]}]},
        memory=3,
    )
    play(g, "option KW-95", "card d TST-2000")
    assert list(_ids(g, "p2").values()) == [["TST-2000"]]
    assert state(g)["players"]["p2"]["hand"] == ["KW-70"]


def test_16_36_1_its_owners_own_effect_counts_too(dc):
    """16-36-1 says "other than by a battle" only: p1 deleting its own Decode Digimon is
    offered the play."""
    g = position(
        dc,
        p1={
            "hand": ["KW-91"],
            "battle": [
                {"id": "d", "cards": ["TST-2000", "KW-70"]},
                {"id": "b", "cards": ["ST5-03"]},
            ],
        },
        memory=3,
    )
    play(g, "option KW-91", "target d")
    assert legal(g) == ["card d TST-2000", "no"]


def test_16_36_1_not_in_a_battle(dc):
    """Deleted in battle, nothing is offered: the whole stack goes to the trash."""
    g = position(
        dc,
        p1={"battle": [{"id": "a", "cards": ["TST-9000"]}]},
        p2={"battle": [{"id": "d", "cards": ["TST-2000", "KW-70"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a d")
    assert battle(g, "p2") == {}
    assert sorted(state(g)["players"]["p2"]["trash"]) == ["KW-70", "TST-2000"]


def test_16_36_3_the_owner_may_decline(dc):
    g = position(
        dc,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "d", "cards": ["TST-2000", "KW-70"]}]},
        memory=3,
    )
    play(g, "option KW-90", "no")
    assert battle(g, "p2") == {}


def test_16_36_1_the_card_text_names_the_cards(dc):
    text = "\n".join(card_text(Card.model_validate(DECODER)))
    assert "<Decode (Green Lv.3)>" in text and "1 Green Lv.3 Digimon card" in text
