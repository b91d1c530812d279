"""A corpus of real deck lists, measured: how many of each era's lists the card pool can
import and play, and which missing cards block the most lists.

The corpus is a folder with one sub-folder per era (`bt1-bt5/`, `bt16-later/`, ...) of
deck lists in any format `deck import` reads. A list imports when the pool knows every
card it names; it plays when it is a legal deck (rule 5-1) and seeded random games
against a built-in deck end without an error. The figure tells which cards come next.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from digimon_tui.cards.deck_lists import listed_cards, read_deck_list
from digimon_tui.cards.decks import Deck, DeckError, load_deck, validate_deck
from digimon_tui.cards.model import Card
from digimon_tui.engine.game import Game
from digimon_tui.files import FileProblem, read_text
from digimon_tui.simulate import random_game

OPPONENT = "red"
"""The built-in deck every corpus list plays against."""


@dataclass(frozen=True)
class Measured:
    """One corpus list: its era, the cards the pool lacks (number -> the list's name for
    it), the reader's one-line error if it refused the file, and, when the list imports,
    why it doesn't play ("" when it does)."""

    era: str
    path: Path
    missing: dict[str, str]
    problem: str = ""
    refused: str = ""

    @property
    def imports(self) -> bool:
        return not self.missing and not self.refused

    @property
    def plays(self) -> bool:
        return self.imports and not self.problem


def in_order(name: str) -> list[int | str]:
    """A sort key that puts numbers in their order: bt6-bt10 before bt11-bt15."""
    return [int(part) if part.isdigit() else part for part in re.split(r"([0-9]+)", name)]


def corpus_lists(root: Path) -> list[tuple[str, Path]]:
    """(era, file) of every list in the corpus folder: each sub-folder is an era, in the
    order of the sets' numbers."""
    return [
        (era.name, path)
        for era in sorted((p for p in root.iterdir() if p.is_dir()), key=lambda p: in_order(p.name))
        for path in sorted(era.iterdir())
        if path.is_file() and not path.name.startswith(".")
    ]


def measure(
    era: str,
    path: Path,
    cards: Mapping[str, Card],
    games: int = 2,
    seed: int = 1,
    check: Callable[[Game], None] | None = None,
) -> Measured:
    """Whether one list imports and plays; a list the reader refuses outright is
    reported as its one-line error, so one bad file doesn't hide the rest."""
    try:
        named = listed_cards(text := read_text(path), str(path))
    except (DeckError, FileProblem) as e:
        return Measured(era, path, {}, refused=str(e))
    missing = {n: name for n, name in named.items() if n not in cards}
    if missing:
        return Measured(era, path, missing)
    deck = read_deck_list(text, path.stem, str(path), cards)
    problems = validate_deck(deck, cards)
    if problems:
        return Measured(era, path, {}, "; ".join(problems))
    return Measured(era, path, {}, play_problem(deck, cards, games, seed, check))


def play_problem(
    deck: Deck,
    cards: Mapping[str, Card],
    games: int,
    seed: int,
    check: Callable[[Game], None] | None = None,
) -> str:
    """ "" when `games` seeded random games against the built-in opponent (seats swapped
    every other game) end without an error; otherwise the first error, in one line."""
    other = load_deck(OPPONENT, cards)
    for i in range(games):
        decks = (deck, other) if i % 2 == 0 else (other, deck)
        try:
            random_game(cards, decks, seed + i, check=check)
        except Exception as e:  # a failing game is what this measures
            return f"game {i + 1} (seed {seed + i}): {type(e).__name__}: {e}"
    return ""


def report(measured: Iterable[Measured], top: int = 40, closest: int = 10) -> list[str]:
    """The table per era (lists, import, play), the lists the reader refused and those
    that import but don't play, the lists closest to importing with what they lack, and
    the missing cards ranked by how many lists they block."""
    rows = list(measured)
    eras = sorted({m.era for m in rows}, key=in_order)
    lines = [f"{'era':<14}{'lists':>6}{'import':>8}{'play':>6}"]
    for era in [*eras, "total"]:
        of = [m for m in rows if era in ("total", m.era)]
        imports = sum(m.imports for m in of)
        lines.append(f"{era:<14}{len(of):>6}{imports:>8}{sum(m.plays for m in of):>6}")
    refused = [m for m in rows if m.refused]
    if refused:
        lines.append("not imported, the reader refused them:")
        lines += [f"  {m.era}/{m.path.name}: {m.refused}" for m in refused]
    broken = [m for m in rows if m.imports and m.problem]
    if broken:
        lines.append("imported but not played:")
        lines += [f"  {m.era}/{m.path.name}: {m.problem}" for m in broken]
    near = sorted(
        (m for m in rows if m.missing), key=lambda m: (len(m.missing), m.era, m.path.name)
    )
    if near[:closest]:
        lines.append(f"closest to importing (top {closest}):")
        for m in near[:closest]:  # two lines each, to fit 80 columns
            lines += [
                f"  {m.era}/{m.path.name}",
                f"      {len(m.missing)} missing: {', '.join(m.missing)}",
            ]
    blocks: Counter[str] = Counter()
    names: dict[str, str] = {}
    for m in rows:
        blocks.update(m.missing.keys())
        for number, name in m.missing.items():
            names[number] = names.get(number) or name
    if blocks:
        lines.append(f"missing cards by lists blocked ({len(blocks)} cards, top {top}):")
        for number, n in sorted(blocks.items(), key=lambda kv: (-kv[1], kv[0]))[:top]:
            lines.append(f"  {n:>4}  {number:<10} {names[number]}")
    return lines
