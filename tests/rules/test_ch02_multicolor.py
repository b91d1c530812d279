"""Multicolour cards (2-4-3, 2-4-3-1): "a card with 2 or more colors" is a card printed in
two colours or more, and "this Digimon has 2 or more colors" counts the colours of its top
card and those an effect has it also treated as.

The test cards are written as printed text and compiled, as a designer would write them.
"""

from __future__ import annotations

from builders import digimon, option
from games import legal, play, position, state, with_cards


def test_a_card_with_2_or_more_colors_is_a_multicolour_card_of_one_of_the_colours(
    cards,
) -> None:
    """2-4-3: of the revealed cards, a green/blue and a blue/green card qualify; a green
    card of one colour and a red/yellow card don't."""
    pool = with_cards(
        cards,
        option(
            "MC-90",
            text="[Main] Reveal the top 4 cards of your deck. Add 1 green or blue card with 2 or"
            " more colors among them to your hand. Place the remaining cards at the bottom of"
            " your deck in any order.",
            colors=("green",),
        ),
        digimon("MC-01", colors=("green", "blue")),
        digimon("MC-02", colors=("blue", "green")),
        digimon("MC-03", colors=("green",)),
        digimon("MC-04", colors=("red", "yellow")),
    )
    me = [{"id": "me", "cards": ["MC-03"]}]  # a green Digimon: the Option's colour (4-22-2)
    deck = ["MC-03", "MC-01", "MC-04", "MC-02", "ST1-02"]
    g = position(pool, p1={"hand": ["MC-90"], "battle": me, "deck": deck}, memory=3)
    play(g, "option MC-90")
    assert legal(g) == ["card MC-01", "card MC-02"]
    play(g, "card MC-02")
    assert state(g)["players"]["p1"]["hand"] == ["MC-02"]


def _drawer(number: str, colors: tuple[str, ...], text: str = "") -> dict:
    return digimon(
        number,
        colors=colors,
        text=text or "[When Attacking] If this Digimon has 2 or more colors, <Draw 1>.",
    )


def test_this_digimon_has_2_or_more_colors_reads_its_top_card(cards) -> None:
    """A red/yellow Digimon draws when it attacks; a red one doesn't."""
    pool = with_cards(cards, _drawer("MC-10", ("red", "yellow")), _drawer("MC-11", ("red",)))
    foe = {"security": ["ST1-02", "ST1-02", "ST1-02"]}
    for number, drawn in (("MC-10", 1), ("MC-11", 0)):
        me = {"battle": [{"id": "a", "cards": [number]}], "deck": ["ST1-02"] * 3}
        g = position(pool, p1=me, p2=foe, memory=3)
        play(g, "attack a player")
        assert len(state(g)["players"]["p1"]["hand"]) == drawn, number


def test_a_colour_the_digimon_is_also_treated_as_counts(cards) -> None:
    """2-4-3-1: a red Digimon that is also treated as yellow has two colours."""
    text = (
        "[Your Turn] This Digimon is also treated as yellow. [When Attacking] If this Digimon"
        " has 2 or more colors, <Draw 1>."
    )
    pool = with_cards(cards, _drawer("MC-12", ("red",), text))
    me = {"battle": [{"id": "a", "cards": ["MC-12"]}], "deck": ["ST1-02"] * 3}
    g = position(pool, p1=me, p2={"security": ["ST1-02"] * 3}, memory=3)
    play(g, "attack a player")
    assert len(state(g)["players"]["p1"]["hand"]) == 1
