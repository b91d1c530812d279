"""`digimon-tui cards check [PATH ...]`: validate card files and deck lists.

A playtester who writes or edits a card runs this to see whether the file
loads and how the engine understood each effect: every card is printed with
its generated text. Problems are reported as one line each, never a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from digimon_tui.cards.decks import DeckError, load_deck, validate_deck
from digimon_tui.cards.loader import (
    CARDS_DIR,
    CardFileError,
    card_files,
    display_path,
    load_card_files,
    load_cards,
)
from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_summary, card_text

EXIT_OK = 0
EXIT_INVALID = 2


def main(paths: Sequence[str] = ()) -> int:
    """Check card files (files or folders; default `cards/`) and `.deck` files; 0 if all good."""
    deck_paths = [p for p in paths if p.endswith(".deck")]
    card_paths = [p for p in paths if not p.endswith(".deck")]
    try:
        checked: dict[str, Card] = {}
        if card_paths or not deck_paths:
            checked = _check_cards(card_paths or [str(CARDS_DIR)])
        ok = True
        if deck_paths:
            known = {**load_cards(), **checked}
            for path in deck_paths:
                ok = _check_deck(path, known) and ok
    except (CardFileError, DeckError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_INVALID
    return EXIT_OK if ok else EXIT_INVALID


def _check_cards(paths: Sequence[str]) -> dict[str, Card]:
    for p in map(Path, paths):
        if p.is_dir() and not any(p.glob("*.toml")):
            raise CardFileError(p, "no card files (*.toml) in this folder")
    by_file = load_card_files(card_files(paths))
    cards = {c.number: c for file_cards in by_file.values() for c in file_cards}
    for card in cards.values():
        print(card_summary(card))
        for line in card_text(card):
            print(f"    {line}")
    n, files = len(cards), len(by_file)
    print(f"{n} card{'s' if n != 1 else ''} in {files} file{'s' if files != 1 else ''}: OK")
    return cards


def _check_deck(path: str, cards: dict[str, Card]) -> bool:
    deck = load_deck(Path(path))
    problems = validate_deck(deck, cards)
    where = display_path(path)
    for problem in problems:
        print(f"{where}: {problem}", file=sys.stderr)
    if problems:
        print(f"{where}: {len(problems)} problem{'s' if len(problems) > 1 else ''}")
        return False
    print(f"{where}: {len(deck.main)} cards, {len(deck.eggs)} Digi-Eggs: OK")
    return True
