"""Comprehensive Rules 3-1-3-9: a Digi-Egg card placed into a private area goes to the
Digi-Egg deck. Placed in the deck or the Digi-Egg deck it goes where the effect says
(3-1-3-9-1); placed in another private area, the security stack among them, it goes to the
bottom of the Digi-Egg deck (3-1-3-9-2).

EX5-031 Chirinmon's inherited effect: "[When Attacking][Once Per Turn] If the total of both
players' security cards is 6 or fewer, you may place 1 yellow card from your hand on top of
your security stack." A yellow Digi-Egg card is a yellow card of the hand.
"""

from __future__ import annotations

from games import play, position, state


def _chirinmon(pool, hand: list[str]):
    return position(
        pool,
        p1={
            "battle": [{"id": "c", "cards": ["EX5-031", "ST3-09"]}],  # under Angewomon
            "hand": hand,
            "security": ["ST1-02"],
            "eggs": ["ST1-01"],
        },
        p2={"security": ["ST1-02", "ST1-02"]},
    )


def test_3_1_3_9_2_a_digi_egg_placed_in_security_goes_to_the_bottom_of_the_egg_deck(pool):
    g = _chirinmon(pool, ["ST3-01"])
    play(g, "attack c player", "yes")  # the only yellow card: no question
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == [] and p1["security"] == 1
    assert [g.defs[u].number for u in g.players[0].eggs] == ["ST3-01", "ST1-01"]  # bottom first
    assert any("(3-1-3-9-2)" in line for line in g.log_lines)


def test_3_1_3_9_2_a_card_not_a_digi_egg_joins_the_security_stack(pool):
    g = _chirinmon(pool, ["ST3-05"])
    play(g, "attack c player", "yes")
    assert state(g)["players"]["p1"]["security"] == 2
    assert [g.defs[u].number for u in g.players[0].eggs] == ["ST1-01"]
