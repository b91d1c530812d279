""" "At the end of the battle" (14-2-5): an effect waiting for the end of a battle resolves when
that battle ends; a security check whose Digimon never battles (the attacker left the battle
area first) ends no battle, so the effect never resolves, then or at a later battle.

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

from functools import partial

import builders
from games import play, position, state, with_cards

_mon = partial(builders.digimon, colors=("yellow",), digivolve=())

_AT_END = "[Security] At the end of the battle, play this card without paying its memory cost."


def _pool(cards):
    return with_cards(
        cards,
        _mon("EB-01", level=3, dp=2000, security=_AT_END),
        _mon("EB-02", level=3, dp=1000),
        _mon("EB-03", level=3, dp=1000, security="[Security] At the end of the battle, <Draw 1>."),
        builders.tamer(
            "EB-10",
            colors=("yellow",),
            text="[All Turns] [Once Per Turn] When a card is removed from your security stack, "
            "delete 1 of your "
            "opponent's Digimon.",
        ),
    )


def test_14_2_5_the_security_digimon_plays_itself_when_its_battle_ends(cards):
    g = position(
        _pool(cards),
        p1={"battle": [{"id": "a", "cards": ["EB-02"]}]},
        p2={"security": ["EB-01", "ST1-02"]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack a player")
    p2 = state(g)["players"]["p2"]
    assert [p["cards"] for p in p2["battle"].values()] == [["EB-01"]]
    assert p2["trash"] == []


def test_14_2_5_no_battle_no_end_of_battle_effect(cards):
    """The defender's Tamer deletes the attacker as the card leaves the security stack: there
    is no battle, the card goes to the trash, and its draw doesn't wait for a later battle."""
    g = position(
        _pool(cards),
        p1={"battle": [{"id": "a", "cards": ["EB-02"]}, {"id": "b", "cards": ["EB-02"]}]},
        p2={"battle": [{"id": "t", "cards": ["EB-10"]}], "security": ["EB-03", "EB-02"]},
        memory=3,
        turn_number=3,
    )
    play(g, "attack a player", "target a")
    assert state(g)["players"]["p2"]["trash"] == ["EB-03"]
    play(g, "attack b player")  # a battle that does end, with no effect of its own
    p2 = state(g)["players"]["p2"]
    assert sorted(p2["trash"]) == ["EB-02", "EB-03"]
    assert p2["hand"] == []
