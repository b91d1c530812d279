"""Random Arena games, for testing and benchmarking: both players choose uniformly among
the legal moves. A game still going after MAX_DUELS duels counts as a draw: random
players can tie or trade small wins for a very long time, and a benchmark must end."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from digimon_tui.simulate import Results

from .game import ArenaGame
from .loader import AnyCard, arena_cards, load_deck
from .state import TARGET

MAX_DUELS = 500


class ArenaResults(Results):
    """The shared simulation report, where a turn is a duel."""

    @property
    def duels(self) -> int:
        return self.turns

    @property
    def average_duels(self) -> float:
        return self.turns / self.games if self.games else 0.0


def random_game(
    cards: dict[str, AnyCard],
    decks: tuple[tuple[str, ...], tuple[str, ...]],
    seed: int,
    target: int = TARGET,
    check: Callable[[ArenaGame], None] | None = None,
) -> ArenaGame:
    """One game with random legal moves; `check` runs after every move."""
    chooser = random.Random(seed ^ 0xA12E7A)
    g = ArenaGame(cards, decks, seed=seed, target=target)
    while g.pending is not None and g.duel <= MAX_DUELS:
        moves = g.pending.moves
        g.apply(moves[chooser.randrange(len(moves))])
        if check is not None:
            check(g)
    return g


def simulate(
    games: int,
    seed: int = 0,
    target: int = TARGET,
    deck_specs: tuple[str, str] = ("deck1", "deck2"),
) -> ArenaResults:
    """Play `games` random games of p1's deck against p2's (built-in names or deck files;
    a deck that can't be used raises ArenaFileError)."""
    cards = arena_cards()
    decks = (load_deck(deck_specs[0], cards), load_deck(deck_specs[1], cards))
    res = ArenaResults()
    start = time.perf_counter()
    for i in range(games):
        g = random_game(cards, decks, seed + i, target)
        res.games += 1
        res.wins[g.winner or "draw"] += 1
        res.turns += min(g.duel, MAX_DUELS)
        res.moves += len(g.moves)
    res.seconds = time.perf_counter() - start
    return res
