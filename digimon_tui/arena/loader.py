"""Loading Digi-Battle card files and deck lists, with one-line errors."""

from __future__ import annotations

import functools
import tomllib
from pathlib import Path

from pydantic import ValidationError

from digimon_tui.cards.loader import CARDS_DIR, display_path

from .cards import ArenaCardFile, DigimonCard, PowerOption

ARENA_DIR = CARDS_DIR / "arena"
BUILTIN_DECKS = ("deck1", "deck2")
DECK_SIZE = 30

ArenaCard = DigimonCard | PowerOption


class ArenaFileError(Exception):
    """A card or deck file that can't be used; `str()` is one line."""


def _where(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def load_card_file(path: Path | str) -> dict[str, ArenaCard]:
    """A card file's cards by number; any problem names the file, card and field."""
    where = display_path(path)
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise ArenaFileError(f"{where}: cannot read file: {e.strerror}") from None
    except tomllib.TOMLDecodeError as e:
        raise ArenaFileError(f"{where}: invalid TOML: {e}") from None
    try:
        parsed = ArenaCardFile.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        loc = tuple(p for p in err["loc"] if not (isinstance(p, str) and p in _TAGS))
        card = ""
        if len(loc) >= 2 and loc[0] == "cards" and isinstance(loc[1], int):
            raw = data.get("cards", [])[loc[1]]
            number = raw.get("number") if isinstance(raw, dict) else None
            card = f"card {number or f'cards[{loc[1]}]'}: "
            loc = loc[2:]
        field = f"field {_where(loc)}: " if loc else ""
        raise ArenaFileError(f"{where}: {card}{field}{err['msg']}") from None
    cards: dict[str, ArenaCard] = {}
    for card in parsed.cards:
        if card.number in cards:
            raise ArenaFileError(f"{where}: card {card.number}: duplicate card number")
        cards[card.number] = card
    return cards


_TAGS = {
    "digimon",
    "power_option",
    *(
        "add_power double_power send_online_offline send_digimon_offline downgrade score "
        "double_score digivolve_any digivice"
    ).split(),
}
"""Union tags pydantic puts in error locations; a person doesn't need them."""


@functools.cache
def arena_cards() -> dict[str, ArenaCard]:
    """The Starter Set, read once."""
    return load_card_file(ARENA_DIR / "starter.toml")


def load_deck(spec: str, cards: dict[str, ArenaCard]) -> tuple[str, ...]:
    """A built-in deck name or a deck file: one card number a line (`#` comments)."""
    path = ARENA_DIR / f"{spec}.deck" if spec in BUILTIN_DECKS else Path(spec)
    where = display_path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise ArenaFileError(f"{where}: cannot read file: {e.strerror}") from None
    deck = []
    for i, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line not in cards:
            raise ArenaFileError(f"{where}: line {i}: unknown card number {line!r}")
        deck.append(line)
    if len(deck) != DECK_SIZE:
        raise ArenaFileError(f"{where}: an Arena deck has {DECK_SIZE} cards, this has {len(deck)}")
    if not any(isinstance(cards[n], DigimonCard) and cards[n].level == "rookie" for n in deck):
        raise ArenaFileError(f"{where}: a deck needs a Rookie to start the Duel Zone (A.1)")
    return tuple(deck)
