"""How a saved game began, checked before anything is replayed: a new game's seed, who
goes first and two decks that keep the deck rules of its format, or a scenario's tables.
Below both the save files (`serialize`) and the scenario files (`scenario`), which both
start games from such a setup."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from digimon_tui.cards.decks import Deck, shape_problems, validate_deck
from digimon_tui.cards.model import Card
from digimon_tui.loop.replay import shown

from .state import PLAYER_NAMES, Format


def check_setup(cards: Mapping[str, Card], setup: dict[str, Any]) -> None:
    """A card-game save's setup can start a game: a new game's seed, who goes first and
    two decks that keep rule 1-4-1, or a scenario's tables."""
    kind = setup.get("type")
    if type(setup.get("hidden_hands", False)) is not bool:
        raise ValueError(
            f"setup.hidden_hands: expected true or false, got {shown(setup['hidden_hands'])}"
        )
    if kind == "scenario":
        if not isinstance(setup.get("scenario"), dict):
            raise ValueError("setup.scenario: expected a table")
        return
    if kind != "new":
        raise ValueError(f"unknown setup type {shown(kind)}")
    seed = setup.get("seed")
    if type(seed) is not int:
        raise ValueError(f"setup.seed: expected an integer, got {shown(seed)}")
    first = setup.get("first")
    if first is not None and (type(first) is not int or first not in (0, 1)):
        raise ValueError(f"setup.first: expected 0, 1 or null, got {shown(first)}")
    fmt = setup.get("format", "standard")
    if fmt not in tuple(Format):
        raise ValueError(f"setup.format: expected 'standard' or 'sealed', got {shown(fmt)}")
    check = shape_problems if fmt == Format.SEALED else validate_deck
    decks = setup.get("decks")
    if not isinstance(decks, list) or len(decks) != 2:
        raise ValueError("setup.decks: expected two decks")
    for p, d in enumerate(decks):
        where = f"setup.decks[{p}]"
        if not isinstance(d, dict) or not all(_numbers(d.get(k)) for k in ("main", "eggs")):
            raise ValueError(f"{where}: expected main and eggs, lists of card numbers")
        problems = check(Deck(PLAYER_NAMES[p], tuple(d["main"]), tuple(d["eggs"])), cards)
        if problems:
            raise ValueError(f"{where}: {problems[0]}")


def _numbers(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(n, str) and len(n) < 20 for n in value)
