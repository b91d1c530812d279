"""EX3-013 Chaosdramon (no official ruling), played where a wrong reading of its text would
show: its [When Digivolving] places up to 3 red or black level 5 [Cyborg] cards of different
card numbers from the hand and trash under it and <De-Digivolve 1>s one Digimon once for each
card placed (as BT9-107's "for each card trashed", ruling Q1915);
its [All Turns] keeps it in play, for 2 level 5 cards of its digivolution cards, when it would
be deleted in battle or returned to the hand by an effect."""

from __future__ import annotations

from games import legal, play, position, state


def test_ex3_013_chaosdramon_de_digivolves_once_for_each_card_placed(pool):
    """A Megadramon from the hand and a MetalGreymon from the trash (the trash's Megadramon
    shares the number of the first): two <De-Digivolve 1>s on the Digimon chosen, down from
    MetalGreymon to Agumon; p2's other Digimon keeps its top card."""
    g = position(
        pool,
        p1={
            "hand": ["EX3-013", "BT2-060", "BT3-067"],
            "trash": ["BT1-021", "BT2-060"],
            "battle": [{"id": "m", "cards": ["BT2-061", "EX1-073"]}],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-03", "ST1-07", "BT1-021"]},
                {"id": "y", "cards": ["ST1-03", "ST1-07"]},
            ]
        },
        memory=5,
    )
    play(g, "digivolve m EX3-013", "yes", "card BT2-060")
    assert legal(g) == ["card BT1-021", "done"]
    play(g, "card BT1-021", "target x")
    players = state(g)["players"]
    under = ["BT1-021", "BT2-060", "BT2-061", "EX1-073"]  # bottom first, each at the bottom
    assert players["p1"]["battle"]["m"]["cards"] == [*under, "EX3-013"]
    assert players["p1"]["trash"] == ["BT2-060"]
    assert players["p2"]["battle"]["x"]["name"] == "Agumon"
    assert players["p2"]["battle"]["y"]["name"] == "Greymon"


def test_ex3_013_chaosdramon_stays_when_returned_to_the_hand_by_an_effect(pool):
    """p2's Full Moon Meteor Impact would return it to the hand: p1 trashes its two level 5
    cards instead, and it stays."""
    g = position(
        pool,
        p1={"battle": [{"id": "c", "cards": ["BT2-060", "BT1-021", "EX3-013"]}]},
        p2={"hand": ["BT13-105"], "battle": [{"id": "g", "cards": ["ST2-03"]}]},
        memory=10,
        turn="p2",
    )
    play(g, "option BT13-105", "prevent EX3-013", "card BT1-021")
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["c"]["name"] == "Chaosdramon"
    assert p1["hand"] == [] and sorted(p1["trash"]) == ["BT1-021", "BT2-060"]


def test_ex3_013_chaosdramon_stays_when_deleted_in_battle(pool):
    """Attacked while suspended by a 13000 DP Digimon: the same prevention meets a deletion
    in battle."""
    g = position(
        pool,
        p1={"battle": [{"id": "c", "cards": ["BT2-060", "BT1-021", "EX3-013"], "suspended": True}]},
        p2={"battle": [{"id": "x", "cards": ["BT4-114"]}]},
        memory=3,
        turn="p2",
    )
    play(g, "attack x c", "prevent EX3-013", "card BT1-021")
    assert state(g)["players"]["p1"]["battle"]["c"]["name"] == "Chaosdramon"
