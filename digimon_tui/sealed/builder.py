"""The automatic deck builder: the two colours with the most playable cards, a level
curve, and the pool's Digi-Eggs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from digimon_tui.cards.decks import MAX_EGGS, SEALED_DECK_SIZE, Deck
from digimon_tui.cards.model import Card
from digimon_tui.cards.selection import COLORS

from .booster import RARITIES
from .errors import SealedError
from .pool import Pool

CURVE = {3: 12, 4: 10, 5: 7, 6: 4, 7: 1}
"""Digimon wanted at each level: many cheap ones to digivolve from, a few finishers."""
SUPPORT = SEALED_DECK_SIZE - sum(CURVE.values())
"""Tamers and Options, and room for Digimon where a level runs short."""


def main_colours(pool: Pool, cards: Mapping[str, Card]) -> tuple[str, ...]:
    """The two colours with the most cards that can go in the deck (not Digi-Eggs)."""
    tally: Counter[str] = Counter()
    for number in pool.cards:
        card = cards[number]
        if card.category != "digi-egg":
            tally.update(card.colors)
    ranked = sorted(tally, key=lambda c: (-tally[c], COLORS.index(c)))
    return tuple(ranked[:2])


def build_deck(pool: Pool, cards: Mapping[str, Card], name: str = "sealed") -> Deck:
    """A legal Sealed deck from the pool. Colour is ignored when digivolving in Sealed
    (Sealed rules, Special Game Rules) but not for Options (4-22), so the colours decide
    the Options and Tamers and which Digimon come first; the curve decides the rest."""
    colours = set(main_colours(pool, cards))
    rank = {r: i for i, r in enumerate(RARITIES)}

    def on_colour(card: Card) -> bool:
        if card.category == "option":
            return all(c in colours for c in card.colors)
        return any(c in colours for c in card.colors)

    def best_first(number: str) -> tuple:
        card = cards[number]
        return (not on_colour(card), -rank.get(card.rarity or "C", 0), card.cost or 0, number)

    left = sorted((n for n in pool.cards if cards[n].category != "digi-egg"), key=best_first)
    if len(left) < SEALED_DECK_SIZE:
        raise SealedError(
            f"the pool has {len(left)} cards that can go in a deck; a Sealed deck needs "
            f"{SEALED_DECK_SIZE}"
        )
    main: list[str] = []

    def take(numbers: list[str], want: int) -> None:
        for number in numbers[:want]:
            main.append(number)
            left.remove(number)

    for level, want in CURVE.items():
        take([n for n in left if cards[n].level == level and on_colour(cards[n])], want)
    take(
        [n for n in left if cards[n].category in ("tamer", "option") and on_colour(cards[n])],
        SUPPORT,
    )
    usable = [n for n in left if on_colour(cards[n]) or cards[n].category != "option"]
    take(
        sorted(usable, key=lambda n: (_curve_gap(main, cards, n), best_first(n))),
        SEALED_DECK_SIZE - len(main),
    )
    take(left, SEALED_DECK_SIZE - len(main))
    eggs = sorted(
        (n for n in pool.cards if cards[n].category == "digi-egg"),
        key=lambda n: (not on_colour(cards[n]), n),
    )[:MAX_EGGS]
    return Deck(name=name, main=tuple(sorted(main)), eggs=tuple(eggs))


def _curve_gap(main: list[str], cards: Mapping[str, Card], number: str) -> int:
    """0 for a Digimon at a level the deck is furthest below its curve, more otherwise."""
    level = cards[number].level
    if level not in CURVE:
        return 99
    have = sum(1 for n in main if cards[n].level == level)
    return have - CURVE[level]
