"""Comprehensive Rules 16-42: <Use Req.>. An Option card with it may be used without meeting
its colour requirements (16-42-1) while one of its player's Digimon or Tamers on the field is
one it names (16-42-3); it is a persistent effect (16-42-2), so it holds from the hand.

Positions are built with `position(...)` like scenario files, with test-only `KW-` cards.
"""

from __future__ import annotations

import builders
from games import legal, position, with_cards

from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_text

HERO_OPTION = builders.option(
    "KW-96",
    name="Hero Call",
    colors=("purple",),
    text=[{"timing": "main", "steps": [{"do": "gain_memory", "amount": 1}]}],
    use_requirement="[Hero] trait",
)
"""Purple, <Use Req. ([Hero] trait)>: [Main] Gain 1 memory."""
HERO = builders.digimon("KW-97", name="Hero Mon", colors=("red",), types=["Hero"])
PLAIN = builders.digimon("KW-98", name="Plain Mon", colors=("red",))
HERO_TAMER = builders.tamer("KW-99", name="Hero Tamer", colors=("red",), types=["Hero"])


def _usable(pool, **p1) -> bool:
    cards = with_cards(pool, HERO_OPTION, HERO, PLAIN, HERO_TAMER)
    g = position(cards, p1={"hand": ["KW-96"], **p1}, memory=3)
    return "option KW-96" in legal(g)


def test_16_42_1_a_named_digimon_meets_the_colour_requirement(pool) -> None:
    assert _usable(pool, battle=[{"id": "h", "cards": ["KW-97"]}])
    assert not _usable(pool, battle=[{"id": "p", "cards": ["KW-98"]}])


def test_16_42_3_tamers_and_the_breeding_area_count(pool) -> None:
    assert _usable(pool, battle=[{"id": "t", "cards": ["KW-99"]}])
    assert _usable(pool, breeding={"id": "b", "cards": ["KW-97"]})


def test_16_42_3_an_option_card_in_the_battle_area_is_no_digimon_or_tamer(pool) -> None:
    """P-235 has the [DATA SQUAD] trait it names; placed in the battle area it is still an
    Option card, so a second copy in the hand needs a Digimon or Tamer, or yellow."""
    placed = {"id": "o", "cards": ["P-235"]}
    g = position(pool, p1={"hand": ["P-235"], "battle": [placed]}, memory=5)
    assert "option P-235" not in legal(g)
    squad = {"id": "l", "cards": ["BT26-036"]}  # Lalamon, green, [DATA SQUAD]
    g = position(pool, p1={"hand": ["P-235"], "battle": [placed, squad]}, memory=5)
    assert "option P-235" in legal(g)


def test_16_42_the_keyword_is_printed_with_its_reminder() -> None:
    text = card_text(Card.model_validate(HERO_OPTION))
    assert text[0] == (
        "<Use Req. ([Hero] trait)> (Specified cards let you ignore color requirements.)"
    )
