"""4-22-2: an Option card needs its colours among its player's Digimon and Tamers, unless it
says "While you have a Tamer in play, you may ignore this card's color requirements" (EX5-070,
and "you may use this Option card without meeting its color requirements", BT6-109) and that
holds."""

from __future__ import annotations

import pytest
from games import legal, position, with_cards
from keyword_cards import TAMER, option

from digimon_tui.compiler.compile import compile_card_text

_TEXT = compile_card_text(
    "While you have a Tamer in play, you may ignore this card's color requirements.[Main] Gain "
    "1 memory."
)
WAIVED = {
    **option("77", {"do": "gain_memory", "amount": 1}, color="purple"),
    **_TEXT.facts(),
}


@pytest.fixture(scope="module")
def oc(pool):
    return with_cards(pool, WAIVED, TAMER)


def test_while_the_condition_holds_the_colour_is_not_needed(oc):
    g = position(oc, p1={"hand": ["KW-77"], "battle": [{"id": "t", "cards": ["KW-80"]}]})
    assert "option KW-77" in legal(g)  # a red Tamer, no purple card in play


def test_otherwise_its_colour_is_needed(oc):
    g = position(oc, p1={"hand": ["KW-77"], "battle": [{"id": "d", "cards": ["TST-3000"]}]})
    assert "option KW-77" not in legal(g)
