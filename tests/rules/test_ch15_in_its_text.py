"""4-23-2: "with <Save> in its text" reads what is printed on the card, its inherited text
included; a keyword an effect gives it doesn't count. For a Digimon in play it is its top
card's text; for a card elsewhere, the card's own."""

from __future__ import annotations

import pytest
from builders import digimon, option
from games import battle, legal, play, position, with_cards

CHECKER = digimon(
    "TX-1",
    level=3,
    inherited="[Your Turn] While this Digimon has <Save> in its text, it gets +1000 DP.",
)
GIVER = digimon("TX-2", level=3, inherited="[Your Turn] This Digimon gains <Save>.")
SAVER = digimon("TX-3", dp=4000, text="[On Deletion] <Save>")
PLAIN = digimon("TX-4", dp=4000)
PLAYER = option(
    "TX-5",
    text="[Main] Play 1 Digimon card with <Save> in its text from your hand without paying "
    "its memory cost.",
)


@pytest.fixture(scope="module")
def pc(pool):
    return with_cards(pool, CHECKER, GIVER, SAVER, PLAIN, PLAYER)


def test_a_digimon_whose_top_card_prints_save_has_it_in_its_text(pc):
    g = position(pc, p1={"battle": [{"id": "a", "cards": ["TX-1", "TX-3"]}]})
    assert battle(g, "p1")["a"]["dp"] == 5000


def test_save_given_by_an_effect_is_not_in_its_text(pc):
    g = position(pc, p1={"battle": [{"id": "a", "cards": ["TX-1", "TX-2", "TX-4"]}]})
    assert battle(g, "p1")["a"]["dp"] == 4000


def test_only_a_card_with_save_in_its_text_is_chosen_from_the_hand(pc):
    g = position(
        pc,
        p1={"hand": ["TX-5", "TX-3", "TX-4"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
        memory=3,
    )
    play(g, "option TX-5")  # the one card that fits is played without a question
    assert [p["top"] for p in battle(g, "p1").values()] == ["ST1-12", "TX-3"]
    assert "play TX-4" in legal(g)
