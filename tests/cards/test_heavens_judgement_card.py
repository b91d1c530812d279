"""EX4-068 Heaven's Judgement (no official ruling), played where a wrong reading of "for each
color your Digimon have, activate it again" would show."""

from __future__ import annotations

from games import battle, legal, play, position

FOES = {"battle": [{"id": i, "cards": ["TST-6000"]} for i in "wxyz"]}


def test_ex4_068_activates_once_more_for_each_colour_each_time_choosing_anew(pool):
    """Two green Digimon and a yellow one are 2 colours: -6000 three times, each to a Digimon
    chosen anew, so three 6000 DP Digimon are deleted (the same one each time would delete 1;
    a round per Digimon, 4)."""
    g = position(
        pool,
        p1={
            "hand": ["EX4-068"],
            "battle": [
                {"id": "a", "cards": ["ST4-02"]},
                {"id": "b", "cards": ["ST3-03"]},
                {"id": "c", "cards": ["ST4-03"]},
            ],
        },
        p2=FOES,
        memory=7,
    )
    play(g, "option EX4-068", "target x", "target y", "target z")
    assert set(battle(g, "p2")) == {"w"}
    assert "target w" not in legal(g)


def test_ex4_068_counts_both_colours_of_a_2_colour_digimon(pool):
    """A yellow and blue BT8-038 Magnamon alone is 2 colours: 3 activations."""
    g = position(
        pool,
        p1={"hand": ["EX4-068"], "battle": [{"id": "m", "cards": ["BT8-038"]}]},
        p2=FOES,
        memory=7,
    )
    play(g, "option EX4-068", "target x", "target y", "target z")
    assert set(battle(g, "p2")) == {"w"}
