"""A Digimon "with an [On Deletion] effect": its top card's own, or one a card under it passes
on, each in the smallest position where a wrong reading would show."""

from __future__ import annotations

from games import battle, legal, play, position, state

# ---- EX1-021 MetalGarurumon ---------------------------------------------------------------
# "[When Attacking] If you have 8 or more cards in your hand and a Tamer in play, return 1 of
# your opponent's Digimon with an [On Deletion] effect to the bottom of its owner's deck."


def _attacking(pool, hand: int):
    g = position(
        pool,
        p1={
            "hand": ["ST1-07"] * hand,
            "battle": [{"id": "m", "cards": ["EX1-021"]}, {"id": "t", "cards": ["BT1-085"]}],
        },
        p2={
            "battle": [
                {"id": "a", "cards": ["BT1-030", "ST1-07"]},  # Gomamon's inherited [On Deletion]
                {"id": "b", "cards": ["BT2-010"]},  # Biyomon's own [On Deletion]
                {"id": "c", "cards": ["ST1-07"]},  # none
            ]
        },
        memory=3,
    )
    play(g, "attack m player")
    return g


def test_ex1_021_returns_a_digimon_with_an_own_or_inherited_on_deletion_effect(pool):
    """Greymon over Gomamon has the [On Deletion] Gomamon passes on; the plain Greymon has
    none and can't be chosen. The chosen one goes to the bottom of the deck, its cards too."""
    g = _attacking(pool, 8)
    assert legal(g) == ["target a", "target b"]
    play(g, "target a")
    assert sorted(battle(g, "p2")) == ["b", "c"]
    assert state(g)["players"]["p2"]["trash"] == ["BT1-030"]


def test_ex1_021_needs_8_cards_in_the_hand(pool):
    """With 7 cards in the hand nothing is returned."""
    g = _attacking(pool, 7)
    assert sorted(battle(g, "p2")) == ["a", "b", "c"]


# ---- BT5-031 MetalGarurumon ---------------------------------------------------------------
# "[When Digivolving] If a Digimon card with [Garurumon] in its name (other than
# [KendoGarurumon]) is in this Digimon's digivolution cards, return 1 of your opponent's
# Digimon with an [On Deletion] effect to the bottom of its owner's deck. ..."


def test_bt5_031_returns_only_a_digimon_with_an_on_deletion_effect(pool):
    """Over WereGarurumon and Garurumon: Biyomon (its own [On Deletion]) goes to the bottom
    of the deck; the plain Greymon stays, though it is the only other choice."""
    g = position(
        pool,
        p1={"hand": ["BT5-031"], "battle": [{"id": "g", "cards": ["ST2-06", "ST2-08"]}]},
        p2={"battle": [{"id": "b", "cards": ["BT2-010"]}, {"id": "c", "cards": ["ST1-07"]}]},
        memory=5,
    )
    play(g, "digivolve g BT5-031")
    assert sorted(battle(g, "p2")) == ["c"]
