"""BT24-068 DemiDevimon (no official ruling), played where a wrong reading of its text would
show: its [On Play] adds one [Evil]/[Fallen Angel] card and one [Seven Great Demon Lords] card
from the top 3, the rest to the bottom, then a card of the hand is trashed; its inherited
[When Attacking] trashes the top card of both decks."""

from __future__ import annotations

from games import legal, play, position, state


def test_bt24_068_demidevimon_adds_one_of_each_then_trashes_a_card_of_the_hand(pool):
    """Of BT2-068 Impmon ([Evil]), BT2-111 Beelzemon ([Seven Great Demon Lords]) and ST1-02,
    both named ones come to the hand and ST1-02 goes to the bottom; then 1 of the 3 cards in
    the hand is trashed, the player's pick."""
    g = position(
        pool,
        p1={
            "hand": ["BT24-068", "ST1-03"],
            "deck": ["BT2-068", "BT2-111", "ST1-02"] + ["ST1-03"] * 5,
        },
        memory=5,
    )
    play(g, "play BT24-068")
    assert legal(g) == ["card ST1-03", "card BT2-068", "card BT2-111"]
    play(g, "card ST1-03")
    p1 = state(g)["players"]["p1"]
    assert sorted(p1["hand"]) == ["BT2-068", "BT2-111"]
    assert p1["trash"] == ["ST1-03"] and p1["deck"] == 6


def test_bt24_068_demidevimon_inherited_trashes_both_decks_top_card_when_attacking(pool):
    """Under a Greymon that attacks: the top card of p1's deck (ST1-05) and of p2's (ST2-03)
    go to the trashes."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT24-068", "ST1-07"]}], "deck": ["ST1-05"] * 10},
        p2={"security": ["ST1-02", "ST1-02"], "deck": ["ST2-03"] * 10},
        memory=3,
    )
    play(g, "attack a player")
    assert state(g)["players"]["p1"]["trash"] == ["ST1-05"]
    assert "ST2-03" in state(g)["players"]["p2"]["trash"]
    assert state(g)["players"]["p2"]["deck"] == 9
