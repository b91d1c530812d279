"""`digimon-tui cards check [PATH ...]`: validate card files and deck lists.

A playtester who writes or edits a card runs this to see whether the file
loads and how the engine understood each effect: every card is printed with
its generated text. Problems are reported as one line each, never a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from digimon_tui.card_files.loader import CardFileError, card_files, has_text, pool_files
from digimon_tui.cards.decks import DeckError, load_deck, validate_deck
from digimon_tui.cards.model import Card, Effect
from digimon_tui.cards.paths import display_path
from digimon_tui.cards.text import card_summary, card_text, effect_text
from digimon_tui.files import FileProblem, parse_toml, read_text

EXIT_OK = 0
EXIT_INVALID = 2


def main(paths: Sequence[str] = (), extra: Sequence[str] = ()) -> int:
    """Check card files (files or folders) and `.deck` files; 0 if all good.

    The files are loaded with the built-in cards and the `extra` ones (`--cards`), as a
    game would load them, so a card number used twice is caught here. Printed: the cards
    of the files named, or every card in the pool when only decks (or nothing) are named.
    """
    deck_paths = [p for p in paths if p.endswith(".deck")]
    card_paths = [p for p in paths if not p.endswith(".deck")]
    try:
        files = pool_files([*extra, *card_paths])
        named = {f.resolve() for f in card_files(card_paths)}
        if card_paths or not deck_paths:
            _print_cards({f: c for f, c in files.items() if not named or f.resolve() in named})
        ok = True
        pool = {c.number: c for cards in files.values() for c in cards}
        for path in deck_paths:
            ok = _check_deck(path, pool) and ok
    except (CardFileError, DeckError) as exc:
        print(f"digimon-tui: {exc}", file=sys.stderr)
        return EXIT_INVALID
    return EXIT_OK if ok else EXIT_INVALID


def _print_cards(by_file: dict[Path, tuple[Card, ...]]) -> None:
    cards = [c for file_cards in by_file.values() for c in file_cards]
    compiled = {n for path in by_file for n in _written_as_text(path)}
    for card in cards:
        print(card_summary(card))
        if card.number in compiled:
            _print_compiled(card)
            continue
        for line in card_text(card):
            print(f"    {line}")
    n, files = len(cards), len(by_file)
    print(f"{n} card{'s' if n != 1 else ''} in {files} file{'s' if files != 1 else ''}: OK")


_CARD_LINES = ("dna", "overflow", "xros", "burst", "digisorption")
"""The card's own lines, in the order `card_text` writes them (after its requirements by
name or trait, 2-3-5-1)."""


def _print_compiled(card: Card) -> None:
    """A card written as text: each effect's definition as the compiler read it, under the
    text generated back from that definition, so the author sees both at once."""
    from digimon_tui.compiler.toml_out import inline

    bare = card.model_copy(update={"effects": (), "inherited": (), "security": ()})
    lines: list[tuple[str, object]] = [("digivolve", d) for d in card.digivolve if d.by_name]
    lines += [
        (name, getattr(card, name)) for name in _CARD_LINES if getattr(card, name) is not None
    ]
    for (name, value), line in zip(lines, card_text(bare), strict=True):
        print(f"    {line}")
        print(f"      {name} = {inline(value)}")
    groups: list[tuple[str, str, tuple[Effect, ...]]] = [
        ("", "effects", card.effects),
        ("Inherited: ", "inherited", card.inherited),
        ("", "security", card.security),
    ]
    for prefix, key, effects in groups:
        for effect in effects:
            print(f"    {prefix}{effect_text(effect)}")
            print(f"      {key} = {inline(effect)}")


def _written_as_text(path: Path) -> set[str]:
    """The numbers of the cards in a file that give effects as card text."""
    try:
        data = parse_toml(read_text(path))
    except FileProblem:
        return set()
    cards = data.get("cards")
    if not isinstance(cards, list):
        return set()
    return {str(c.get("number")) for c in cards if has_text(c)}


def _check_deck(path: str, cards: Mapping[str, Card]) -> bool:
    """A deck file read as every command reads it: in any of the formats `deck_lists`
    knows, against the pool."""
    deck = load_deck(Path(path), cards)
    problems = validate_deck(deck, cards)
    where = display_path(path)
    for problem in problems:
        print(f"{where}: {problem}", file=sys.stderr)
    if problems:
        print(f"{where}: {len(problems)} problem{'s' if len(problems) > 1 else ''}")
        return False
    print(f"{where}: {len(deck.main)} cards, {len(deck.eggs)} Digi-Eggs: OK")
    return True
