"""EX3-074 Examon: the other half of ruling Q3436 (tests/rulings/ex3.toml has the DNA
digivolution): digivolving the usual way, its [When Digivolving] places a card under it but
plays nothing."""

from __future__ import annotations

from games import battle, legal, play, position


def test_ex3_074_digivolving_from_one_digimon_places_a_card_but_plays_none(pool):
    """ "[When Digivolving] You may place 1 green or blue Digimon card with [Dramon] in its
    name from your hand under this Digimon as its bottom digivolution card. When DNA
    digivolving, you may play 1 ...": from BT1-080 Titamon alone, ST8-05 Veedramon goes
    under, and BT2-024 Seadramon stays in the hand, never offered."""
    g = position(
        pool,
        p1={
            "hand": ["EX3-074", "BT2-024", "ST8-05"],
            "battle": [{"id": "a", "cards": ["BT1-080"]}],
        },
        memory=5,
    )
    play(g, "digivolve a EX3-074", "yes", "card ST8-05")
    assert battle(g, "p1")["a"]["cards"] == ["ST8-05", "BT1-080", "EX3-074"]
    assert set(battle(g, "p1")) == {"a"}
    assert "play BT2-024" in legal(g)


def test_ex3_074_unsuspends_once_a_turn_and_suspends_an_opponents_digimon(pool):
    """ "[All Turns][Once Per Turn] When this Digimon becomes suspended, unsuspend it, and
    suspend 1 of your opponent's Digimon": its first attack leaves it unsuspended and p2's
    Digimon suspended; its second leaves it suspended."""
    g = position(
        pool,
        p1={"battle": [{"id": "e", "cards": ["BT1-080", "EX3-074"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}], "security": ["ST1-02", "ST1-02"]},
    )
    play(g, "attack e player")
    assert battle(g, "p1")["e"]["suspended"] is False
    assert battle(g, "p2")["x"]["suspended"] is True
    play(g, "attack e player")
    assert battle(g, "p1")["e"]["suspended"] is True
