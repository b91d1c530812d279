"""BT11-060 Monmon and BT11-104 Buster Dive (no official rulings), played where a wrong
reading of their text would show."""

from __future__ import annotations

from games import legal, play, position, state


def test_bt11_060_monmon_isnt_returned_to_the_hand_by_an_opponents_effect(pool):
    """p2's Full Moon Meteor Impact has no Digimon of p1's to return but Monmon: Monmon
    stays in the battle area and the hand stays empty."""
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["BT11-060"]}]},
        p2={"hand": ["BT13-105"], "battle": [{"id": "g", "cards": ["ST2-03"]}]},
        memory=10,
        turn="p2",
    )
    play(g, "option BT13-105")
    p1 = state(g)["players"]["p1"]
    assert list(p1["battle"]) == ["m"] and p1["hand"] == []


def test_bt11_104_buster_dive_costs_1_less_with_a_green_tamer_and_attacks_a_digimon(pool):
    """With Izzy in play it costs 3 of 4 memory; Agumon gets +5000 DP and <Rush> and, just
    played, attacks p2's suspended Greymon (7000 against 4000) and deletes it."""
    g = position(
        pool,
        p1={
            "hand": ["BT11-104"],
            "battle": [
                {"id": "t", "cards": ["BT1-088"]},
                {"id": "a", "cards": ["ST1-03"], "played_this_turn": True},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["ST1-07"], "suspended": True}]},
        memory=4,
    )
    play(g, "option BT11-104")
    assert legal(g) == ["target a", "done"]  # the attack is the player's choice
    play(g, "target a")
    players = state(g)["players"]
    assert state(g)["memory"] == 1
    assert players["p1"]["battle"]["a"]["dp"] == 7000 and players["p2"]["battle"] == {}
