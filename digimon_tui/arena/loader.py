"""Reading Digi-Battle card files and deck lists. Every problem is one line naming the
file, the card and the field, so whoever edits a card sees at once what to fix."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import get_args

from pydantic import ValidationError

from digimon_tui.cards.paths import CARDS_DIR, display_path
from digimon_tui.files import FileProblem, parse_toml, read_text, text_problem

from .cards import ArenaCardFile, DigimonCard, Effect, PowerOption

ARENA_DIR = CARDS_DIR / "arena"
BUILTIN_DECKS = ("deck1", "deck2")
DECK_SIZE = 30

AnyCard = DigimonCard | PowerOption


class ArenaFileError(Exception):
    """A card or deck file that can't be used; `str()` is one line."""


_TAGS = {"digimon", "power_option"} | {
    get_args(model.model_fields["do"].annotation)[0] for model in get_args(get_args(Effect)[0])
}
"""The tags pydantic puts in an error's location after the index of a tagged union's item:
noise to a person reading the message, so they are left out."""


def _field_path(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _one_line(where: str, data: dict, err: ValidationError) -> str:
    first = err.errors()[0]
    raw_loc = first["loc"]
    loc = tuple(
        p for i, p in enumerate(raw_loc) if not (p in _TAGS and isinstance(raw_loc[i - 1], int))
    )
    card = ""
    if len(loc) >= 2 and loc[0] == "cards" and isinstance(loc[1], int):
        raw = data["cards"][loc[1]]
        number = raw.get("number") if isinstance(raw, dict) else None
        card = f"card {number if isinstance(number, str) else f'cards[{loc[1]}]'}: "
        loc = loc[2:]
    field = f"field {_field_path(loc)}: " if loc else ""
    message = first["msg"].removeprefix("Value error, ")
    return f"{where}: {card}{field}{message}".replace("\n", " ")


def load_card_file(path: Path | str) -> dict[str, AnyCard]:
    """A card file's cards by number."""
    where = display_path(path)
    try:
        data = parse_toml(read_text(path))
    except FileProblem as e:
        raise ArenaFileError(f"{where}: {e}") from None
    bad_text = text_problem(data)
    if bad_text:
        raise ArenaFileError(f"{where}: field {bad_text}")
    try:
        parsed = ArenaCardFile.model_validate(data)
    except ValidationError as e:
        raise ArenaFileError(_one_line(where, data, e)) from None
    cards: dict[str, AnyCard] = {}
    for card in parsed.cards:
        if card.number in cards:
            raise ArenaFileError(f"{where}: card {card.number}: duplicate card number")
        cards[card.number] = card
    return cards


@functools.cache
def arena_cards() -> dict[str, AnyCard]:
    """The Starter Set, read once."""
    return load_card_file(ARENA_DIR / "starter.toml")


def load_deck(spec: str, cards: dict[str, AnyCard]) -> tuple[str, ...]:
    """A built-in deck (`deck1`, `deck2`) or a deck file: one card number a line, `#` comments.
    A deck has 30 different cards (reading 16) and at least one Rookie to start the Duel
    Zone (A.1)."""
    path = ARENA_DIR / f"{spec}.deck" if spec in BUILTIN_DECKS else Path(spec)
    where = display_path(path)
    try:
        lines = read_text(path).splitlines()
    except FileProblem as e:
        raise ArenaFileError(f"{where}: {e}") from None
    deck = []
    for i, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line not in cards:
            shown = line if len(line) <= 40 else line[:37] + "..."
            raise ArenaFileError(f"{where}: line {i}: unknown card number {shown!r}")
        deck.append(line)
    return check_deck(where, deck, cards)


def check_deck(where: str, deck: Sequence[str], cards: dict[str, AnyCard]) -> tuple[str, ...]:
    """The deck if it can start a game under A.1, else an ArenaFileError naming `where`
    (a deck file, or a deck in a save)."""
    unknown = [n for n in deck if n not in cards]
    if unknown:
        raise ArenaFileError(f"{where}: unknown card number {unknown[0]!r}")
    if len(deck) != DECK_SIZE:
        raise ArenaFileError(f"{where}: an Arena deck has {DECK_SIZE} cards, this has {len(deck)}")
    twice = next((n for n, count in Counter(deck).items() if count > 1), None)
    if twice is not None:
        raise ArenaFileError(
            f"{where}: {twice} is in the deck twice; an Arena deck is {DECK_SIZE} different cards"
        )
    if not any(isinstance(c := cards[n], DigimonCard) and c.level == "rookie" for n in deck):
        raise ArenaFileError(f"{where}: no Rookie to start the Duel Zone (A.1)")
    return tuple(deck)
