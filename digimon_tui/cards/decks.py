"""Deck lists: a plain-text format, parsing, and the deck-building rules of 1-4-1.

A deck file has one entry per line, a count and a card number (`4 ST1-03`);
`#` starts a comment. A `deck:` line and an `eggs:` line start the main deck
and the Digi-Egg deck sections; entries before either go in the main deck.
Checking legality is kept apart from parsing, so a half-built deck can still
be loaded, shown and corrected.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from digimon_tui.cards.model import Card
from digimon_tui.cards.paths import CARDS_DIR, display_path
from digimon_tui.files import FileProblem, read_text

DECK_LABELS = {
    "red": "ST1 Red",
    "blue": "ST2 Blue",
    "yellow": "ST3 Yellow",
    "green": "ST4 Green",
    "black": "ST5 Black",
    "purple": "ST6 Purple",
    "gallantmon": "ST7 Gallantmon",
    "ulforceveedramon": "ST8 UlforceVeedramon",
    "ancient-dragon": "ST9 Ancient Dragon",
    "parallel-world": "ST10 Parallel World",
    "bt1-red-blue": "BT1 Red & Blue",
    "bt1-yellow-green": "BT1 Yellow & Green",
}
"""The decks `--decks` and the new-game form know by name, with the label the form shows:
the starter decks ST1-ST10 and two decks of the first booster set, each in `cards/decks/`."""
BUILTIN_DECKS = tuple(DECK_LABELS)
DECKS_DIR = CARDS_DIR / "decks"

DECK_SIZE = 50
MAX_COPIES = 4
MAX_EGGS = 5
SEALED_DECK_SIZE = 40
SEALED_RULES = "Sealed rules, Deck Construction Rules"
"""Where the Sealed deck rules are written, for the reasons they give."""

ENTRY = re.compile(r"^(?P<count>[0-9]+)\s+(?P<number>[A-Za-z0-9]+-[0-9]+)$")
"""A line of a deck file; `SECTIONS` are the lines that start a section. A number is read
in any case (`st1-03` is ST1-03), as in the deck builders' lists."""
SECTIONS = {"deck:": "main", "eggs:": "eggs"}


class DeckError(Exception):
    """A deck file that can't be read; `str()` is one line naming the file and line."""


@dataclass(frozen=True)
class Deck:
    """A deck and its Digi-Egg deck as card numbers, one entry per copy, in list order."""

    name: str
    main: tuple[str, ...]
    eggs: tuple[str, ...] = ()


def parse_deck(text: str, name: str, *, source: str | None = None) -> Deck:
    """Parse deck-list text; `source` names the file in errors (default: `name`)."""
    where = source or name
    sections: dict[str, list[str]] = {"main": [], "eggs": []}
    section = "main"
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.lower() in SECTIONS:
            section = SECTIONS[line.lower()]
            continue
        match = ENTRY.match(line)
        if not match:
            raise DeckError(
                f"{where}: line {lineno}: expected a count and a card number such as "
                f"'4 ST1-03', or 'deck:' / 'eggs:', got {_short(line)!r}"
            )
        # No format allows more copies than a deck has cards: refused before any list is
        # built, so a count of billions can't exhaust memory.
        digits = match["count"].lstrip("0") or "0"
        count = int(digits) if len(digits) <= 3 else DECK_SIZE + 1
        if not 1 <= count <= DECK_SIZE:
            raise DeckError(
                f"{where}: line {lineno}: expected a count from 1 to {DECK_SIZE}, "
                f"got {_short(match['count'], 12)}"
            )
        sections[section].extend([match["number"].upper()] * count)
    return Deck(name=name, main=tuple(sections["main"]), eggs=tuple(sections["eggs"]))


def _short(text: str, room: int = 40) -> str:
    """Text from the file, cut to fit in a one-line message."""
    return text if len(text) <= room else f"{text[: room - 3]}..."


def deck_path(path_or_builtin_name: Path | str) -> Path:
    """Where a deck lives: a built-in name such as `red` means `cards/decks/red.deck`."""
    if isinstance(path_or_builtin_name, str) and path_or_builtin_name in BUILTIN_DECKS:
        return DECKS_DIR / f"{path_or_builtin_name}.deck"
    return Path(path_or_builtin_name)


def load_deck(path_or_builtin_name: Path | str, cards: Mapping[str, Card] | None = None) -> Deck:
    """Read a deck file, or a built-in deck by name; raise `DeckError` on any problem.

    Given the card pool, the file may also be a deck builder's list (`deck_lists`), and a
    card number the pool lacks is refused with its line."""
    path = deck_path(path_or_builtin_name)
    try:
        text = read_text(path)
    except FileProblem as exc:
        if exc.missing:
            builtins = ", ".join(BUILTIN_DECKS)
            exc = FileProblem(f"no such deck file (built-in decks: {builtins})")
        raise DeckError(f"{display_path(path)}: {exc}") from None
    if cards is None:
        return parse_deck(text, path.stem, source=display_path(path))
    from digimon_tui.cards.deck_lists import read_deck_list  # it builds on this module

    return read_deck_list(text, path.stem, display_path(path), cards)


def validate_deck(deck: Deck, cards: Mapping[str, Card]) -> list[str]:
    """Every way the deck breaks rule 1-4-1, one message each, citing the rule."""
    problems: list[str] = []
    listed = list(dict.fromkeys(deck.main + deck.eggs))
    for number in listed:
        if number not in cards:
            problems.append(
                f"1-4-1: unknown card number {number} (not a built-in card: add its card file"
                " with --cards FILE)"
            )
    if len(deck.main) != DECK_SIZE:
        problems.append(
            f"1-4-1: a deck must have exactly {DECK_SIZE} cards; this one has {len(deck.main)}"
        )
    copies = Counter(deck.main + deck.eggs)
    for number in listed:
        card = cards.get(number)
        most = MAX_COPIES if card is None or card.copies is None else card.copies
        if copies[number] > most:
            problems.append(
                f"1-4-1: at most {most} copies of a card number are allowed; "
                f"{number} has {copies[number]} (deck and Digi-Egg deck together)"
            )
    if len(deck.eggs) > MAX_EGGS:
        problems.append(
            f"1-4-1: a Digi-Egg deck has 0 to {MAX_EGGS} cards; this one has {len(deck.eggs)}"
        )
    return problems + misplaced(deck, cards)


def shape_problems(deck: Deck, cards: Mapping[str, Card]) -> list[str]:
    """The Sealed rules a deck keeps whatever the pool: 40 cards, 0-5 Digi-Eggs, each in
    its own deck, every card known (a saved Sealed game is checked with these)."""
    problems = [
        f"unknown card number {n[:20]}"
        for n in dict.fromkeys(deck.main + deck.eggs)
        if n not in cards
    ]
    if len(deck.main) != SEALED_DECK_SIZE:
        problems.append(
            f"{SEALED_RULES}: a deck has exactly {SEALED_DECK_SIZE} cards;"
            f" this one has {len(deck.main)}"
        )
    if len(deck.eggs) > MAX_EGGS:
        problems.append(
            f"{SEALED_RULES}: a Digi-Egg deck has 0 to {MAX_EGGS} cards;"
            f" this one has {len(deck.eggs)}"
        )
    return problems + misplaced(deck, cards)


def misplaced(deck: Deck, cards: Mapping[str, Card]) -> list[str]:
    """Digi-Eggs in the deck and other cards in the Digi-Egg deck (1-4-1-1, 1-4-1-3): the
    same in every format."""
    problems = []
    for number in dict.fromkeys(deck.main):
        card = cards.get(number)
        if card is not None and card.category == "digi-egg":
            problems.append(
                f"1-4-1-1: {number} {card.name} is a Digi-Egg: it goes in the Digi-Egg deck, "
                "not the deck"
            )
    for number in dict.fromkeys(deck.eggs):
        card = cards.get(number)
        if card is not None and card.category != "digi-egg":
            problems.append(
                f"1-4-1-3: {number} {card.name} is not a Digi-Egg: only Digi-Eggs go in the "
                "Digi-Egg deck"
            )
    return problems


def load_checked_deck(spec: str | Path, cards: Mapping[str, Card]) -> Deck:
    """A built-in deck name or a deck file, refused with its first rule-5-1 problem."""
    deck = load_deck(spec, cards)
    problems = validate_deck(deck, cards)
    if problems:
        raise DeckError(f"{spec}: {problems[0]}")
    return deck
