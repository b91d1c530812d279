""" "Reveal 1 purple card from your hand and place it on top of your deck": the card chosen
is shown (the log names it) and becomes the deck's top card, the next one drawn; a card of
another colour can't be chosen.

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

from builders import digimon
from games import play, position, state, with_cards

TEXT = (
    "[When Attacking] You may reveal 1 purple card from your hand and place it on top of your"
    " deck. Then, <Draw 1>."
)


def test_the_revealed_card_goes_on_top_of_the_deck(cards) -> None:
    pool = with_cards(cards, digimon("HD-01", text=TEXT, dp=15000))
    # Gabumon ST6-03 is purple, Agumon ST1-03 red: Gabumon is the only card to choose
    p1 = {
        "battle": [{"id": "a", "cards": ["HD-01"]}],
        "hand": ["ST6-03", "ST1-03"],
        "deck": ["ST1-11", "ST1-02"],
    }
    g = position(pool, p1=p1, p2={"security": ["ST1-02"] * 3}, memory=3)
    play(g, "attack a player", "yes")
    p1_after = state(g)["players"]["p1"]
    assert p1_after["hand"] == ["ST1-03", "ST6-03"]  # drawn back: it was the top card
    assert any("Gabumon returned to the top of the deck" in line for line in state(g)["log"])
