"""Cards whose cost returns a Digimon card from the opponent's trash to the opponent's deck
(RB1-028 BlackGatomon Uver. to the bottom, BT14-061 Vegiemon to the top). Each in the
smallest position where a wrong reading would show; named after the card."""

from __future__ import annotations

from games import legal, play, position, state


def test_rb1_028_blackgatomon_uver_returns_to_the_bottom_of_the_opponents_deck(pool):
    g = position(
        pool,
        p1={"hand": ["RB1-028"]},
        p2={"trash": ["ST1-03", "ST1-09"], "deck": ["ST1-02"] * 3},
        memory=5,
    )
    g = play(g, "play RB1-028", "yes", "card ST1-09")
    p2 = state(g)["players"]["p2"]
    assert p2["trash"] == ["ST1-03"] and p2["deck"] == 4
    assert g.defs[g.players[1].deck[0]].number == "ST1-09"  # the deck's bottom
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]


def test_bt14_061_vegiemon_returns_to_the_top_and_gains_memory(pool):
    g = position(
        pool,
        p1={"hand": ["BT14-061"]},
        p2={"trash": ["ST1-09"], "deck": ["ST1-02"] * 3},
        memory=5,
    )
    g = play(g, "play BT14-061", "yes")
    assert state(g)["memory"] == 2
    assert g.defs[g.players[1].deck[-1]].number == "ST1-09"  # the deck's top


def test_bt14_061_vegiemon_gains_nothing_from_an_empty_opponents_trash(pool):
    g = position(pool, p1={"hand": ["BT14-061"], "trash": ["ST1-09"]}, memory=5)
    g = play(g, "play BT14-061")
    assert "yes" not in legal(g)
    assert state(g)["memory"] == 1
