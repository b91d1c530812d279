"""The restriction and ban list of the standard format on a date: which cards a legal deck
may hold only one copy of, none of, or not together (`cards/restrictions/standard.toml`, the
official list's dated changes). Sealed play and scenarios are not restricted."""

from __future__ import annotations

import datetime
import functools
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from digimon_tui.cards.model import Card
from digimon_tui.cards.paths import CARDS_DIR
from digimon_tui.files import parse_toml, read_text

Status = Literal["restricted", "banned", "pair", "lifted"]
LIMITS = {"restricted": 1, "banned": 0}
"""How many copies a deck may hold of a card with the status."""
RULE = "the restriction list"


@dataclass(frozen=True)
class Change:
    """From `date`, `card` is restricted (1 copy), banned (none), one of a pair that may
    not be in a deck together, or free again (lifted)."""

    card: str
    date: datetime.date
    status: Status


@functools.cache
def changes() -> tuple[Change, ...]:
    """The built-in list, in date order."""
    data = parse_toml(read_text(CARDS_DIR / "restrictions" / "standard.toml"))
    out = [Change(c["card"], c["date"], c["status"]) for c in data["changes"]]
    return tuple(sorted(out, key=lambda c: c.date))


def in_force(on: datetime.date) -> dict[str, Change]:
    """Each card's latest change on or before `on` that still limits it."""
    latest: dict[str, Change] = {}
    for change in changes():
        if change.date <= on:
            latest[change.card] = change
    return {card: c for card, c in latest.items() if c.status != "lifted"}


def problems(
    main: tuple[str, ...], cards: Mapping[str, Card], on: datetime.date | None = None
) -> list[str]:
    """Every way a deck breaks the list in force `on` (today by default), one reason each:
    the card, its limit and the date it took effect."""
    on = on or datetime.date.today()
    limits = in_force(on)
    counts = Counter(main)
    out = []
    for number, n in counts.items():
        change = limits.get(number)
        if change is None or change.status == "pair":
            continue
        limit = LIMITS[change.status]
        if n > limit:
            name = cards[number].name if number in cards else number
            what = "banned" if limit == 0 else f"restricted to {limit} copy"
            out.append(f"{RULE}: {number} {name} is {what} since {change.date} ({n} in the deck)")
    pairs: dict[datetime.date, list[str]] = {}
    for number, change in limits.items():
        if change.status == "pair" and number in counts:
            pairs.setdefault(change.date, []).append(number)
    for date, both in sorted(pairs.items()):
        if len(both) > 1:
            named = " and ".join(f"{n} {cards[n].name}" if n in cards else n for n in sorted(both))
            out.append(f"{RULE}: {named} may not be in one deck since {date}")
    return out


def _named(number: str, cards: Mapping[str, Card]) -> str:
    """ "BT2-047 Argomon"; the number alone for a card the pool doesn't hold."""
    return f"{number} {cards[number].name}" if number in cards else number


def as_of(text: str) -> datetime.date:
    """A date given as YYYY-MM-DD; ValueError naming what was expected."""
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"expected a date such as 2026-04-04, got {text[:20]!r}") from None
