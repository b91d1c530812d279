"""A booster layout as data (`cards/boosters/<set>.toml`): cards per pack and, slot by
slot, the odds of each rarity."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from annotated_types import Ge, Gt
from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from digimon_tui.cards.paths import CARDS_DIR, display_path
from digimon_tui.files import FileProblem, parse_toml, read_text

from .errors import SealedError

BOOSTERS_DIR = CARDS_DIR / "boosters"

RARITIES = ("C", "U", "R", "SR", "SEC")
"""Commonest first: a pack is shown rarest last."""


class Slot(BaseModel):
    """`count` cards, each of a rarity drawn by the `odds` weights."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)
    count: Annotated[int, Gt(0)]
    odds: dict[str, Annotated[int, Ge(0)]]

    @model_validator(mode="after")
    def _known_rarities(self) -> Slot:
        unknown = [r for r in self.odds if r not in RARITIES]
        if unknown:
            raise ValueError(f"unknown rarity {unknown[0]!r} (expected one of {RARITIES})")
        if sum(self.odds.values()) <= 0:
            raise ValueError("odds: at least one rarity needs a weight above 0")
        return self


class Booster(BaseModel):
    """A set's booster: the set's card numbers run from `first` to `last`."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)
    set: str
    name: str
    first: Annotated[int, Ge(1)]
    last: Annotated[int, Ge(1)]
    cards_per_pack: Annotated[int, Gt(0)]
    slots: list[Slot]

    @model_validator(mode="after")
    def _adds_up(self) -> Booster:
        if self.last < self.first:
            raise ValueError("last: must not be below first")
        total = sum(s.count for s in self.slots)
        if total != self.cards_per_pack:
            raise ValueError(
                f"slots: their counts add up to {total}, not cards_per_pack {self.cards_per_pack}"
            )
        return self

    def numbers(self) -> list[str]:
        """Every card number of the set."""
        return [f"{self.set}-{n:03d}" for n in range(self.first, self.last + 1)]


def booster_sets() -> list[str]:
    """The sets with a booster layout, by name (`BT1`)."""
    return sorted(p.stem.upper() for p in BOOSTERS_DIR.glob("*.toml"))


def booster_path(set_name: str) -> Path:
    return BOOSTERS_DIR / f"{set_name.lower()}.toml"


def load_booster(spec: str | Path) -> Booster:
    """A booster layout by set name (`BT1`) or path; any problem is one SealedError line."""
    path = Path(spec)
    if not path.suffix:
        path = booster_path(str(spec))
        if not path.is_file():
            known = ", ".join(booster_sets()) or "none"
            raise SealedError(f"no booster for set {spec!r} (sets with boosters: {known})")
    where = display_path(path)
    try:
        data = parse_toml(read_text(path))
    except FileProblem as e:
        raise SealedError(f"{where}: {e}") from None
    try:
        return Booster.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        msg = err["msg"].removeprefix("Value error, ")
        raise SealedError(f"{where}: {loc + ': ' if loc else ''}{msg}") from None
