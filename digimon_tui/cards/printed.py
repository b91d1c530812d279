"""How many cards each set printed (`cards/catalogue/printed.toml`): what the pool is
measured against, and how a deck list's unknown number is told apart from a typo."""

from __future__ import annotations

import tomllib
from pathlib import Path

from .paths import CARDS_DIR


def printed(folder: Path = CARDS_DIR) -> dict[str, int]:
    """Printed cards per set (`BT1` -> 115); empty where the file is absent."""
    path = folder / "catalogue" / "printed.toml"
    if not path.is_file():
        return {}
    with path.open("rb") as f:
        return {str(k): int(v) for k, v in tomllib.load(f).get("printed", {}).items()}


def is_printed(number: str, counts: dict[str, int]) -> bool:
    """`BT9-112` names a printed card: its set printed at least that many (the numbers of a
    set run from 1 up)."""
    code, _, n = number.rpartition("-")
    return n.isdigit() and 1 <= int(n) <= counts.get(code, 0)
