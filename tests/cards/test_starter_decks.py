"""The ST4-ST10 starter decks in cards/decks: legal (1-4-1), built mostly from their own set
(completed with cards of the same colours where the set's cards in the card files make fewer
than 50), a playable curve, and random games with them keep the engine's invariants."""

from __future__ import annotations

from collections import Counter

import pytest
from test_random_play import check_invariants, round_trip

from digimon_tui.cards.decks import DECKS_DIR, load_deck, validate_deck
from digimon_tui.cards.model import Card
from digimon_tui.simulate import random_game

# deck file -> (its set, the Digi-Egg it has 4 of, the sets it borrows from)
STARTERS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "green": ("ST4", "ST4-01", ()),
    "black": ("ST5", "ST5-01", ()),
    "purple": ("ST6", "ST6-01", ()),
    "gallantmon": ("ST7", "ST7-01", ("ST1",)),
    "ulforceveedramon": ("ST8", "ST8-01", ("ST2",)),
    "ancient-dragon": ("ST9", "ST9-01", ()),
    "parallel-world": ("ST10", "ST10-01", ("ST3",)),
}


def path(name: str) -> str:
    return str(DECKS_DIR / f"{name}.deck")


@pytest.mark.parametrize("name", STARTERS)
def test_starter_deck_is_legal_and_from_its_own_set(cards: dict[str, Card], name: str) -> None:
    own, egg, borrowed = STARTERS[name]
    deck = load_deck(path(name))
    assert validate_deck(deck, cards) == []
    assert len(deck.main) == 50
    assert deck.eggs == (egg,) * 4
    sets = Counter(n.split("-")[0] for n in deck.main)
    assert set(sets) == {own, *borrowed}
    assert sets[own] > 25
    colours = set(cards[f"{own}-02"].colors) | set(cards[egg].colors)
    assert all(set(cards[n].colors) & colours for n in deck.main)


@pytest.mark.parametrize("name", STARTERS)
def test_starter_deck_is_a_playable_curve(cards: dict[str, Card], name: str) -> None:
    deck = load_deck(path(name))
    by_level = Counter(cards[n].level for n in deck.main if cards[n].category == "digimon")
    assert by_level[3] >= 12
    assert by_level[3] >= by_level[4] >= by_level[5] > by_level[6] >= 2
    assert Counter(cards[n].category for n in deck.main)["option"] >= 4


@pytest.mark.parametrize("name", STARTERS)
def test_random_games_with_the_starter_deck_keep_invariants(
    cards: dict[str, Card], name: str
) -> None:
    decks = (load_deck(path(name)), load_deck("red"))
    for seed in range(8):
        g = random_game(cards, decks if seed % 2 else decks[::-1], seed, check=check_invariants)
        assert g.winner is not None
        round_trip(g)
