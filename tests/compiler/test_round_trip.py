"""Compiling the text generated from a card gives back exactly that card's definition.

This is what makes the compiler trustworthy: every phrase the generator writes reads back
as the construct it was written from, over the whole built-in pool.
"""

from __future__ import annotations

import pytest

from digimon_tui.cards.model import Card
from digimon_tui.cards.text import effect_text
from digimon_tui.compiler import KINDS, compile_effects


def _cards_with_text() -> list[Card]:
    from digimon_tui.card_files.loader import load_cards

    return [c for c in load_cards().values() if c.effects or c.inherited or c.security]


@pytest.mark.xdist_group("catalogue")  # with the catalogue check: its compiles are cached
@pytest.mark.parametrize("card", _cards_with_text(), ids=lambda c: c.number)
def test_generated_text_compiles_back_to_the_definition(card: Card) -> None:
    for kind in KINDS:
        effects = getattr(card, kind)
        text = "\n".join(effect_text(e) for e in effects)
        assert compile_effects(text, kind) == effects, (kind, text)


def test_the_pool_is_covered() -> None:
    """The parametrised test above runs over the whole pool, not a handful of cards."""
    assert len(_cards_with_text()) >= 200
