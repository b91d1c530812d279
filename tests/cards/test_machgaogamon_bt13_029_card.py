"""BT13-029 MachGaogamon's "[When Attacking] If your opponent has 8 or more cards in their
hand, for the turn, this Digimon's attack target can't be switched", where a wrong reading of
its condition would show (ruling Q2280 is in tests/rulings/bt13.toml)."""

from __future__ import annotations

from games import legal, play, position


def _attack(pool, hand: int):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["BT13-029"]}]},
        p2={
            "hand": ["ST1-02"] * hand,
            "battle": [{"id": "k", "cards": ["ST1-06"]}],
            "security": ["ST1-02"],
        },
        memory=3,
    )
    return play(g, "attack m player")


def test_bt13_029_with_8_cards_in_the_opponents_hand_no_block(pool):
    """8 cards: ST1-06 Coredramon's <Blocker> is never offered (a block switches the target)."""
    assert "block k" not in legal(_attack(pool, 8))


def test_bt13_029_with_7_cards_the_attack_may_be_blocked(pool):
    """7 cards: the condition fails and the attack may be blocked."""
    assert "block k" in legal(_attack(pool, 7))
