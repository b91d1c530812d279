"""Cards by number, read set by set when first asked for.

The built-in catalogue grows set by set, and reading and validating every file costs more
than a game of the two decks that use three of them: starting a game, a scenario or a
simulation reads only the sets its cards come from. Each built-in file holds one set and is
named after it (`st1.toml` holds ST1-01 ...), so a card number says which file to read.
Going through the whole pool (`cards list`, a card search) reads every set.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path

from digimon_tui.cards.model import Card


def set_code(number: str) -> str:
    """The set a card number belongs to: "ST1" for ST1-01, "BT1" for BT1-084."""
    return number.partition("-")[0].upper()


class CardPool(Mapping[str, Card]):
    """The built-in sets, read on demand by `read`, and a designer's own cards (`extra`,
    already read and checked against the built-in numbers) after them."""

    def __init__(
        self,
        sets: Mapping[str, Path],
        read: Callable[[Path], tuple[Card, ...]],
        extra: Iterable[Card] = (),
    ) -> None:
        self._files = dict(sets)
        """Set code -> its file, in catalogue order."""
        self._unread = set(self._files)
        self._read = read
        self._extra = tuple(extra)
        self._cards: dict[str, Card] = {c.number: c for c in self._extra}
        self._whole = not self._unread

    def _read_set(self, code: str) -> None:
        self._unread.discard(code)
        for card in self._read(self._files[code]):
            self._cards.setdefault(card.number, card)

    def _read_all(self) -> None:
        """Every set, the cards in catalogue order and the designer's last."""
        if self._whole:
            return
        cards: dict[str, Card] = {}
        for path in self._files.values():
            cards.update((c.number, c) for c in self._read(path))
        cards.update((c.number, c) for c in self._extra)
        self._cards, self._unread, self._whole = cards, set(), True

    def __getitem__(self, number: str) -> Card:
        card = self._cards.get(number)
        if card is None:
            code = set_code(number)
            if code not in self._unread:
                raise KeyError(number)
            self._read_set(code)
            card = self._cards.get(number)
            if card is None:
                raise KeyError(number)
        return card

    def get(self, number: str, default: Card | None = None) -> Card | None:  # type: ignore[override]
        """`Mapping.get` without its exception: a new game looks up every card of its decks."""
        card = self._cards.get(number)
        if card is not None:
            return card
        try:
            return self[number]  # reads the card's set if it is still unread
        except KeyError:
            return default

    def __contains__(self, number: object) -> bool:
        if not isinstance(number, str):
            return False
        try:
            self[number]
        except KeyError:
            return False
        return True

    def __iter__(self) -> Iterator[str]:
        self._read_all()
        return iter(self._cards)

    def __len__(self) -> int:
        self._read_all()
        return len(self._cards)

    def file_of(self, number: str) -> Path | None:
        """The built-in file a card number belongs in (whether or not it holds it)."""
        return self._files.get(set_code(number))
