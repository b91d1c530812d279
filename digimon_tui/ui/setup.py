"""Starting a game: from two decks, from a scenario file, or again (a rematch).

Each raises SetupError with one line a person can act on (the file and what is
wrong), which the new-game form and the command line show as they are.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Mapping, Sequence
from pathlib import Path

from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.loader import ArenaFileError, arena_cards, load_deck
from digimon_tui.cards import restrictions
from digimon_tui.cards.decks import BUILTIN_DECKS, DeckError, load_checked_deck
from digimon_tui.cards.model import Card
from digimon_tui.engine import scenario
from digimon_tui.engine.game import Game
from digimon_tui.engine.serialize import replay

from .table import COMPUTER, DEFAULT_NAMES, NO_BOTS, AnyTable, ArenaTable, Bots, Table


class SetupError(ValueError):
    """A deck or scenario that can't start a game; the message is one line."""


def deck_lists(
    cards: Mapping[str, Card], spec: str, as_of: datetime.date | None = None
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A built-in deck name or a deck file path, checked against rule 5-1 and, for a deck a
    player brings, the restriction list in force `as_of` (today by default). The built-in
    decks are the starter decks as they were sold."""
    try:
        deck = load_checked_deck(spec, cards)
    except DeckError as e:
        raise SetupError(str(e)) from None
    if spec not in BUILTIN_DECKS:
        broken = restrictions.problems(deck.main + deck.eggs, cards, as_of)
        if broken:
            raise SetupError(f"{spec}: {broken[0]}")
    return deck.main, deck.eggs


def new_table(
    cards: Mapping[str, Card],
    decks: Sequence[str],
    names: Sequence[str] = DEFAULT_NAMES,
    *,
    first: int | None = None,
    seed: int | None = None,
    open_hands: bool = False,
    card_files: tuple[str, ...] = (),
    bots: Bots = NO_BOTS,
    as_of: datetime.date | None = None,
) -> Table:
    """A new game of two decks (built-in names or deck files) from `cards`, the pool that
    `card_files` (the designer's own, if any) added to the built-in cards; `bots` seats
    computer players."""
    lists = [deck_lists(cards, spec, as_of) for spec in decks]
    if seed is None:
        seed = random.randrange(1 << 30)
    game = Game.new(cards, lists, seed=seed, first=first)
    if bots == NO_BOTS:
        game.hide_hands()  # two people: hands hidden now, or once the hands are closed
    return Table(game, seat_names(names, bots), open_hands, card_files=card_files, bots=bots)


def seat_names(names: Sequence[str], bots: Bots) -> tuple[str, str]:
    """The players' names; a computer's seat left with its default name is "Computer"."""
    out = [
        COMPUTER if bots[p] is not None and names[p] == DEFAULT_NAMES[p] else names[p]
        for p in (0, 1)
    ]
    return out[0], out[1]


def scenario_table(
    path: Path, names: Sequence[str] = DEFAULT_NAMES, extra: Sequence[Path] = ()
) -> Table:
    """The scenario's position after its steps, as `digimon-tui scenario run` sets it up,
    with the built-in cards, the `extra` card files and the scenario's own."""
    try:
        _, game, files = scenario.open_file(path, extra)
    except scenario.ScenarioError as e:
        raise SetupError(f"{path}: {e}") from None
    game.hide_hands()
    return Table(game, (names[0], names[1]), card_files=absolute(files))


def absolute(files: Sequence[Path]) -> tuple[str, ...]:
    """Card file paths as a save keeps them: usable from any working directory."""
    return tuple(str(f.resolve()) for f in files)


def new_arena_table(
    decks: Sequence[str],
    names: Sequence[str] = DEFAULT_NAMES,
    *,
    target: int = 1000,
    seed: int | None = None,
    open_hands: bool = False,
    bots: Bots = NO_BOTS,
) -> ArenaTable:
    """A Digi-Battle Arena game: two built-in deck names (deck1, deck2) or deck files;
    `bots` seats computer players."""
    cards = arena_cards()
    try:
        lists = [load_deck(spec, cards) for spec in decks]
        game = ArenaGame(
            cards, lists, seed=random.randrange(1 << 30) if seed is None else seed, target=target
        )
    except (ArenaFileError, ValueError) as e:
        raise SetupError(str(e)) from None
    return ArenaTable(game, seat_names(names, bots), open_hands, bots=bots)


def rematch(table: AnyTable) -> AnyTable:
    """The same decks and seats with a fresh shuffle; a scenario starts over."""
    if isinstance(table, ArenaTable):
        g = table.game
        reshuffled = ArenaGame(g.cards, g.decks, seed=random.randrange(1 << 30), target=g.target)
        return ArenaTable(reshuffled, table.names, table.open_hands, bots=table.bots)
    setup = dict(table.game.setup)
    if setup.get("type") == "new":
        setup["seed"] = random.randrange(1 << 30)
    again = replay(table.game.cards, setup, [])
    return Table(again, table.names, table.open_hands, card_files=table.card_files, bots=table.bots)
