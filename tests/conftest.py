"""Shared fixtures: the card pool, and the pool with the plain test Digimon."""

from __future__ import annotations

import pytest
from games import dummy, with_cards

from digimon_tui.card_files.loader import load_cards
from digimon_tui.cards.model import Card


@pytest.fixture(scope="session")
def cards() -> dict[str, Card]:
    return load_cards()


@pytest.fixture(scope="session")
def pool(cards: dict[str, Card]) -> dict[str, Card]:
    """The cards plus TST-1000 ... TST-15000."""
    return with_cards(cards, *(dummy(dp) for dp in range(1000, 16000, 1000)))
