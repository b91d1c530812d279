"""Comprehensive Rules 16-29: <Partition (A & B)>. When its Digimon, with a card of each
kind named among its digivolution cards, would leave the battle area other than by its
owner's effects or a battle, its owner may play 1 of each of them without paying the costs,
all of them or none (16-29-3, 16-29-4).

Positions are built with `position(...)` like scenario files, with test-only `KW-` cards
(keyword_cards.py) and the `TST-<dp>` dummies (green level 3); memory is from the turn
player's side.
"""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import ERASE, ERASE_OWN, kw, mon

SPLIT = mon("71", 9000, kw("partition", "Green Lv.3 & Red Lv.3"), level=5, colors=("blue",))
"""<Partition (Green Lv.3 & Red Lv.3)>, a level 5."""


@pytest.fixture(scope="module")
def pt(pool):
    return with_cards(pool, SPLIT, ERASE, ERASE_OWN)


def _tops(g, player: str) -> list[str]:
    return sorted(s["top"] for s in battle(g, player).values())


def test_16_29_1_both_named_cards_are_played_when_an_opponents_effect_deletes_it(pt):
    """p1's Option deletes p2's Digimon with a green level 3 (two to choose from) and a red
    level 3 (ST1-03 Agumon) under it: p2 plays one of each."""
    g = position(
        pt,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "s", "cards": ["TST-2000", "TST-1000", "ST1-03", "KW-71"]}]},
        memory=3,
    )
    play(g, "option KW-90")
    assert kind(g) == "optional" and state(g)["pending"]["player"] == "p2"
    play(g, "yes")
    assert legal(g) == ["card s TST-2000", "card s TST-1000"]
    play(g, "card s TST-1000")
    assert _tops(g, "p2") == ["ST1-03", "TST-1000"]
    assert sorted(state(g)["players"]["p2"]["trash"]) == ["KW-71", "TST-2000"]


def test_16_29_1_not_without_one_of_each(pt):
    """Only green level 3 cards under it: no offer, everything goes to the trash."""
    g = position(
        pt,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "s", "cards": ["TST-2000", "TST-1000", "KW-71"]}]},
        memory=3,
    )
    play(g, "option KW-90")
    assert battle(g, "p2") == {}


def test_16_29_1_not_by_its_owners_own_effect(pt):
    g = position(
        pt,
        p1={
            "hand": ["KW-91"],
            "battle": [
                {"id": "s", "cards": ["TST-2000", "ST1-03", "KW-71"]},
                {"id": "b", "cards": ["ST5-03"]},
            ],
        },
        memory=3,
    )
    play(g, "option KW-91", "target s")
    assert list(battle(g, "p1")) == ["b"]


def test_16_29_1_not_in_a_battle(pt):
    g = position(
        pt,
        p1={"battle": [{"id": "a", "cards": ["TST-12000"]}]},
        p2={"battle": [{"id": "s", "cards": ["TST-2000", "ST1-03", "KW-71"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a s")
    assert battle(g, "p2") == {}


def test_16_29_3_the_owner_may_decline(pt):
    g = position(
        pt,
        p1={"hand": ["KW-90"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "s", "cards": ["TST-2000", "ST1-03", "KW-71"]}]},
        memory=3,
    )
    play(g, "option KW-90", "no")
    assert battle(g, "p2") == {}
