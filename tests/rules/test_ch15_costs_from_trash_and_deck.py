"""Costs of cards outside the battle area (15-7-4: a "by doing X" effect needs all of X to be
possible): "return 3 Digimon, Tamer, or Option cards from your trash to the bottom of your
deck" needs three such cards in the trash, and puts them under the deck; "trash the top 3
cards of your deck" needs three cards in the deck.

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

from builders import digimon
from games import kind, legal, play, position, state, with_cards

RETURN = (
    "[When Attacking] You may return 3 Digimon, Tamer, or Option cards from your trash to the"
    " bottom of your deck to <Draw 1>."
)
MILL = (
    "[When Attacking] You may trash the top 3 cards of your deck to have this Digimon get"
    " +2000 DP for the turn."
)


def _attack(cards, text: str, **mine):
    pool = with_cards(cards, digimon("CT-01", text=text, dp=15000))
    p1 = {"battle": [{"id": "a", "cards": ["CT-01"]}], **mine}
    g = position(pool, p1=p1, p2={"security": ["ST1-02"] * 3}, memory=3)
    play(g, "attack a player")
    return g


def test_15_7_4_returning_3_cards_from_the_trash_needs_3_that_fit(cards) -> None:
    """Two Digimon cards and a Digi-Egg card in the trash: the cost can't be paid, so the
    effect isn't offered."""
    g = _attack(cards, RETURN, trash=["ST1-03", "ST1-01", "ST1-04"])
    assert kind(g) != "optional"
    assert state(g)["players"]["p1"]["trash"] == ["ST1-03", "ST1-01", "ST1-04"]


def test_the_returned_cards_go_under_the_deck_and_the_draw_takes_the_top(cards) -> None:
    """The three chosen cards leave the trash for the bottom of the deck; <Draw 1> then draws
    the deck's top card, not one of them."""
    g = _attack(
        cards, RETURN, trash=["ST1-03", "ST1-01", "ST1-04", "ST1-07"], deck=["ST1-11", "ST1-12"]
    )
    play(g, "yes")
    assert sorted(legal(g)) == ["card ST1-03", "card ST1-04", "card ST1-07"]
    play(g, "card ST1-07", "card ST1-03")  # ST1-04 is then the only choice
    p1 = state(g)["players"]["p1"]
    assert p1["trash"] == ["ST1-01"]
    assert p1["hand"] == ["ST1-11"]
    assert p1["deck"] == 4


def test_15_7_4_trashing_the_top_3_cards_of_the_deck_needs_3(cards) -> None:
    """With two cards in the deck the cost can't be paid; with three it can."""
    g = _attack(cards, MILL, deck=["ST1-02", "ST1-02"])
    assert kind(g) != "optional"
    g = _attack(cards, MILL, deck=["ST1-02", "ST1-02", "ST1-02"])
    assert kind(g) == "optional"
