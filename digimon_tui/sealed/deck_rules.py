"""Sealed deck construction (Sealed rules, "Deck Construction Rules" and "Sideboards"): a
40-card deck and a 0-5 card Digi-Egg deck from the player's own pool, no copy limit, the
rest of the pool the sideboard."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from digimon_tui.cards.deck_lists import write_deck_list
from digimon_tui.cards.decks import (
    Deck,
    DeckError,
    load_deck,
    shape_problems,
)
from digimon_tui.cards.model import Card

from .errors import SealedError
from .pool import Pool


def sealed_problems(deck: Deck, pool: Pool, cards: Mapping[str, Card]) -> list[str]:
    """Every way the deck breaks the Sealed deck rules, one reason each."""
    problems = shape_problems(deck, cards)
    have = pool.counts()
    used = Counter(deck.main + deck.eggs)
    for number, n in used.items():
        if have[number] == 0:
            problems.append(f"Sealed rules, Sealed Play: {number} is not in your pool")
        elif n > have[number]:
            problems.append(
                f"Sealed rules, Sealed Play: {n} copies of {number} used, "
                f"but your pool has {have[number]}"
            )
    return problems


def sideboard(deck: Deck, pool: Pool) -> Counter[str]:
    """The pool's cards not in the deck (Sealed rules, Sideboards)."""
    return pool.counts() - Counter(deck.main + deck.eggs)


def deck_text(deck: Deck, cards: Mapping[str, Card]) -> str:
    """A deck file (`COUNT NUMBER` a line, then `eggs:`), each line with the card's name, the
    cards in number order: the game's own deck format, as `deck export` writes it."""
    sealed = replace(
        deck,
        name=f"{deck.name}: a Sealed deck",
        main=tuple(sorted(deck.main)),
        eggs=tuple(sorted(deck.eggs)),
    )
    return write_deck_list(sealed, cards, "deck")


def load_sealed_deck(path: Path | str, pool: Pool, cards: Mapping[str, Card]) -> Deck:
    """A deck file that keeps the Sealed deck rules for this pool; else one line."""
    try:
        deck = load_deck(Path(path))
    except DeckError as e:
        raise SealedError(str(e)) from None
    problems = sealed_problems(deck, pool, cards)
    if problems:
        raise SealedError(f"{path}: {problems[0]}")
    return deck
