"""Opening booster packs with a seeded generator: the same seed opens the same packs."""

from __future__ import annotations

import random
from collections.abc import Mapping

from digimon_tui.cards.model import Card

from .booster import RARITIES, Booster
from .errors import SealedError


def missing_cards(booster: Booster, cards: Mapping[str, Card]) -> list[str]:
    """The set's card numbers that no card file has yet."""
    return [n for n in booster.numbers() if n not in cards]


def by_rarity(booster: Booster, cards: Mapping[str, Card]) -> dict[str, list[str]]:
    """The set's card numbers by rarity, refusing a set that can't be opened: a card not
    written yet (it could never be opened) or a rarity the odds name that no card has."""
    missing = missing_cards(booster, cards)
    if missing:
        raise SealedError(
            f"{booster.set}: {len(missing)} of its cards are not in the card files yet "
            f"({', '.join(missing)}): a set is opened only when every card is written"
        )
    groups: dict[str, list[str]] = {r: [] for r in RARITIES}
    for number in booster.numbers():
        rarity = cards[number].rarity
        if rarity not in groups:
            raise SealedError(f"{booster.set}: {number} has no rarity the booster knows")
        groups[rarity].append(number)
    for slot in booster.slots:
        for rarity, weight in slot.odds.items():
            if weight and not groups[rarity]:
                raise SealedError(
                    f"{booster.set}: the booster draws {rarity} but no card is {rarity}"
                )
    return groups


def open_packs(
    booster: Booster, cards: Mapping[str, Card], packs: int, rng: random.Random
) -> list[list[str]]:
    """`packs` packs, each its slots' cards in order: a slot draws its rarity by the odds,
    then a card of that rarity, all equally likely."""
    if packs < 1:
        raise SealedError(f"{booster.set}: open at least one pack, not {packs}")
    groups = by_rarity(booster, cards)
    draws = [(slot.count, list(slot.odds), list(slot.odds.values())) for slot in booster.slots]
    out = []
    for _ in range(packs):
        pack = []
        for count, names, weights in draws:
            for _ in range(count):
                rarity = names[0] if len(names) == 1 else rng.choices(names, weights)[0]
                pack.append(rng.choice(groups[rarity]))
        out.append(pack)
    return out


def rarest_last(pack: list[str], cards: Mapping[str, Card]) -> list[str]:
    """A pack in the order it is shown: commonest first, the rarest card last."""
    order = {r: i for i, r in enumerate(RARITIES)}
    return sorted(pack, key=lambda n: order.get(cards[n].rarity or "C", 0))
