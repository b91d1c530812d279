"""A player's pool (the packs they opened) and its file: TOML naming the set, the seed
and each pack's cards."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from digimon_tui.cards.model import Card
from digimon_tui.cards.paths import display_path
from digimon_tui.files import FileProblem, parse_toml, read_text

from .booster import Booster
from .errors import SealedError
from .packs import open_packs


@dataclass(frozen=True)
class Pool:
    """What one player opened, pack by pack."""

    set: str
    seed: int
    packs: tuple[tuple[str, ...], ...]

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(n for pack in self.packs for n in pack)

    def counts(self) -> Counter[str]:
        return Counter(self.cards)


class _PoolFile(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    set: str
    seed: int
    packs: list[list[str]]


def pool_text(pool: Pool, cards: Mapping[str, Card]) -> str:
    """The pool as a file: TOML, one pack a line under a comment naming its cards."""
    lines = [
        "# A Sealed pool: the packs one player opened (digimon-tui sealed open).",
        f"set = {json.dumps(pool.set)}",
        f"seed = {pool.seed}",
        "packs = [",
    ]
    for pack in pool.packs:
        names = ", ".join(f"{cards[n].name} ({cards[n].rarity})" for n in pack)
        lines += [f"  # {names}", f"  [{', '.join(json.dumps(n) for n in pack)}],"]
    return "\n".join([*lines, "]"]) + "\n"


def save_pool(pool: Pool, path: Path | str, cards: Mapping[str, Card]) -> None:
    Path(path).write_text(pool_text(pool, cards), encoding="utf-8")


def load_pool(path: Path | str, cards: Mapping[str, Card]) -> Pool:
    """A pool file; any problem (bad TOML, a wrong key, an unknown card) is one line."""
    where = display_path(path)
    try:
        data = parse_toml(read_text(path))
    except FileProblem as e:
        raise SealedError(f"{where}: {e}") from None
    try:
        raw = _PoolFile.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        raise SealedError(f"{where}: {loc + ': ' if loc else ''}{err['msg']}") from None
    packs = tuple(tuple(n.upper() for n in pack) for pack in raw.packs)  # as deck files read
    for pack in packs:
        for number in pack:
            if number not in cards:
                raise SealedError(f"{where}: unknown card number {number[:20]!r}")
    if not any(packs):
        raise SealedError(f"{where}: packs: the pool has no cards")
    return Pool(raw.set, raw.seed, packs)


def open_pool(booster: Booster, cards: Mapping[str, Card], packs: int, seed: int) -> Pool:
    """One player's pool opened with the generator seeded by `seed`: the same seed opens
    the same packs (`digimon-tui sealed open --seed S`)."""
    rng = random.Random(seed)
    return Pool(booster.set, seed, tuple(map(tuple, open_packs(booster, cards, packs, rng))))
