"""The two BT1 decks: legal, made only of BT1 cards, with a curve a game can be played on,
and random games between them and the starters run to the end."""

from __future__ import annotations

from collections import Counter

import pytest

from digimon_tui.card_files.loader import load_cards
from digimon_tui.cards.decks import DECKS_DIR, load_deck, validate_deck
from digimon_tui.simulate import simulate

# deck -> its colours (Omnimon, the white level 7 of the red and blue lines, among them)
BT1_DECKS = {
    "bt1-red-blue": {"red", "blue", "white"},
    "bt1-yellow-green": {"yellow", "green"},
}


@pytest.mark.parametrize("name", sorted(BT1_DECKS))
def test_bt1_deck_is_legal_and_made_of_bt1_cards(name: str) -> None:
    cards = load_cards()
    deck = load_deck(DECKS_DIR / f"{name}.deck")
    assert validate_deck(deck, cards) == []
    assert all(n.startswith("BT1-") for n in deck.main + deck.eggs)
    assert len(deck.eggs) == 5
    colors = {c for n in deck.main + deck.eggs for c in cards[n].colors}
    assert colors == BT1_DECKS[name]


@pytest.mark.parametrize("name", sorted(BT1_DECKS))
def test_bt1_deck_is_a_playable_curve(name: str) -> None:
    cards = load_cards()
    deck = load_deck(DECKS_DIR / f"{name}.deck")
    by_level = Counter(cards[n].level for n in deck.main if cards[n].category == "digimon")
    assert by_level[3] >= 12
    assert by_level[3] >= by_level[4] >= by_level[5] > by_level[6] >= 2
    assert Counter(cards[n].category for n in deck.main)["option"] >= 8
    # Every Digimon above level 3 has something in the deck to digivolve from.
    for number in set(deck.main):
        card = cards[number]
        if card.category == "digimon" and card.level > 3:
            below = [cards[n] for n in deck.main if cards[n].level == card.level - 1]
            assert any(
                req.color in c.colors and req.level == c.level
                for req in card.digivolve
                for c in below
            ), number


def test_bt1_decks_play_random_games_to_the_end() -> None:
    cards = load_cards()
    bt1 = [load_deck(DECKS_DIR / f"{name}.deck") for name in sorted(BT1_DECKS)]
    for pair in ((bt1[0], bt1[1]), (bt1[0], load_deck("yellow")), (load_deck("red"), bt1[1])):
        result = simulate(cards, pair, games=6, seed=3)
        assert result.games == 6
        assert sum(result.wins) + result.draws == 6
