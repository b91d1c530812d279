"""The official errata of the cards in the pool (`cards/errata/official.toml`): when each
took effect and what it changed. The card files already play each card as its errata has
it; this record tells the player so (`cards search`, the card detail) and gives the
compiler the printed facts an errata corrects where the catalogue still has the old ones."""

from __future__ import annotations

import datetime
import functools
from dataclasses import dataclass
from typing import Any

from digimon_tui.cards.paths import CARDS_DIR
from digimon_tui.files import parse_toml, read_text


@dataclass(frozen=True)
class Erratum:
    card: str
    date: datetime.date
    change: str
    """What changed, in a few words."""
    name: str | None = None
    """The name as the errata corrects it, where it does."""

    def line(self) -> str:
        """How the card's detail and `cards search` say it."""
        return f"Errata of {self.date.isoformat()}: {self.change}."


@functools.cache
def errata() -> dict[str, Erratum]:
    """The built-in record, by card number."""
    data = parse_toml(read_text(CARDS_DIR / "errata" / "official.toml"))
    return {
        e["card"]: Erratum(e["card"], e["date"], e["change"], e.get("name")) for e in data["errata"]
    }


def erratum(number: str) -> Erratum | None:
    return errata().get(number)


def apply_to_facts(entry: dict[str, Any]) -> dict[str, Any]:
    """A catalogue entry with the printed facts its errata corrects (its name)."""
    found = erratum(entry.get("cardId", ""))
    if found is None or found.name is None:
        return entry
    return {**entry, "nameEn": found.name}
