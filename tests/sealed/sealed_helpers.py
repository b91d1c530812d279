"""A small complete test set ("TS", 30 cards) and its booster, for opening packs without
depending on which real cards are written yet."""

from __future__ import annotations

import json
from pathlib import Path

from digimon_tui.cards.model import Card

COLOURS = ("red", "blue", "green", "yellow")


def _digimon(n: int, level: int, rarity: str) -> dict:
    colour = COLOURS[n % 4]
    card = {
        "number": f"TS-{n:03d}",
        "name": f"Test {colour} {n}",
        "category": "digimon",
        "colors": [colour],
        "level": level,
        "cost": level - 1,
        "dp": 1000 * level,
        "rarity": rarity,
    }
    if level > 3:
        card["digivolve"] = [{"color": colour, "level": level - 1, "cost": level - 2}]
    return card


def sample_cards() -> dict[str, Card]:
    """TS-001..TS-030: Digi-Eggs, Digimon of levels 3 to 7, a Tamer and Options."""
    cards = [Card.model_validate(d) for d in sample_tables()]
    return {c.number: c for c in cards}


def _toml(value: object) -> str:
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + " }"
    return str(value)


def write_card_file(folder: Path) -> Path:
    """The test set as a card file, for `--cards`."""
    lines = ['set = "TS"']
    for table in sample_tables():
        lines.append("[[cards]]")
        lines += [f"{k} = {_toml(v)}" for k, v in table.items()]
    path = folder / "ts-cards.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def sample_tables() -> list[dict]:
    """The test set's cards as card-file tables; every Option has a [Main] effect."""
    data = [
        {
            "number": f"TS-{n:03d}",
            "name": f"Egg {n}",
            "category": "digi-egg",
            "colors": [COLOURS[n % 4]],
            "level": 2,
            "rarity": "C",
        }
        for n in (1, 2, 3)
    ]
    data += [_digimon(n, 3, "C") for n in range(4, 16)]
    data += [_digimon(n, 4, "U") for n in range(16, 22)]
    data += [_digimon(n, 5, "R") for n in range(22, 25)]
    data += [_digimon(25, 6, "SR"), _digimon(26, 7, "SEC")]
    data.append(
        {
            "number": "TS-027",
            "name": "Tamer",
            "category": "tamer",
            "colors": ["red"],
            "cost": 2,
            "rarity": "R",
        }
    )
    for n, colour, rarity in ((28, "red", "C"), (29, "blue", "U"), (30, "green", "C")):
        data.append(
            {
                "number": f"TS-{n:03d}",
                "name": f"Option {n}",
                "category": "option",
                "colors": [colour],
                "cost": 1,
                "rarity": rarity,
                "effects": [{"timing": "main", "steps": [{"do": "draw", "amount": 1}]}],
            }
        )
    return data


BOOSTER = """
set = "TS"
name = "Test booster"
first = 1
last = 30
cards_per_pack = 12

[[slots]]
count = 8
odds = { C = 1 }

[[slots]]
count = 3
odds = { U = 1 }

[[slots]]
count = 1
odds = { R = 19, SR = 4, SEC = 1 }
"""


def write_booster(folder: Path, text: str = BOOSTER) -> Path:
    path = folder / "ts.toml"
    path.write_text(text, encoding="utf-8")
    return path
