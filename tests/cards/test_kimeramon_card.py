"""BT8-084 Kimeramon, played where a wrong reading of its colours would show: the colours
of its digivolution cards are its own in your turn (ruling Q1763), for its count of colours
and for its "4 or more colors"."""

from __future__ import annotations

from games import battle, play, position


def _digivolved(pool, place: bool):
    """Kimeramon over Floramon (green) and Greymon (red), Mistymon (yellow, level 5) in the
    trash; p2 has 5000 and 3000 DP Digimon."""
    g = position(
        pool,
        p1={
            "hand": ["BT8-084"],
            "battle": [{"id": "k", "cards": ["ST4-02", "ST1-07"]}],
            "trash": ["BT1-061"],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}, {"id": "y", "cards": ["TST-3000"]}]},
        memory=5,
    )
    play(g, "digivolve k BT8-084", "yes" if place else "no", "target x", "target y")
    return g


def test_bt8_084_counts_the_colours_of_its_digivolution_cards(pool):
    """Declining the placement, the "Then," part still happens: white, green and red are 3
    colours, -3000 each (its printed white alone would be -1000), and 3 colours are not 4:
    no +4000."""
    g = _digivolved(pool, place=False)
    assert battle(g, "p2")["x"]["dp"] == 2000
    assert "y" not in battle(g, "p2")
    assert battle(g, "p1")["k"]["dp"] == 8000


def test_bt8_084_placed_card_adds_its_colour_for_4_colours(pool):
    """Placing the yellow Mistymon first makes 4 colours: -4000 each and +4000 DP."""
    g = _digivolved(pool, place=True)
    assert battle(g, "p1")["k"]["cards"][0] == "BT1-061"
    assert battle(g, "p2")["x"]["dp"] == 1000
    assert battle(g, "p1")["k"]["dp"] == 12000


def test_bt8_084_has_only_its_printed_colour_in_the_opponents_turn(pool):
    """[Your Turn]: with 4 colours under it, in p2's turn it is white alone and 8000 DP."""
    g = position(
        pool,
        p1={"battle": [{"id": "k", "cards": ["BT1-061", "ST3-03", "ST4-02", "ST1-07", "BT8-084"]}]},
        turn="p2",
        memory=3,
    )
    assert battle(g, "p1")["k"]["dp"] == 8000
    g = position(
        pool,
        p1={"battle": [{"id": "k", "cards": ["BT1-061", "ST3-03", "ST4-02", "ST1-07", "BT8-084"]}]},
        memory=3,
    )
    assert battle(g, "p1")["k"]["dp"] == 12000
