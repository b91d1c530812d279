"""Random play: many games with random legal moves, for testing and benchmarking."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from digimon_tui.cards.decks import Deck
from digimon_tui.cards.model import Card
from digimon_tui.engine.game import Game


@dataclass
class Results:
    games: int = 0
    wins: dict[str, int] = field(default_factory=lambda: {"p1": 0, "p2": 0, "draw": 0})
    turns: int = 0
    moves: int = 0
    seconds: float = 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0


MAX_MOVES = 5000
"""A game still going after this many moves is a draw (13-1 infinite loops)."""


def random_game(
    cards: dict[str, Card],
    decks: tuple[Deck, Deck],
    seed: int,
    *,
    logging: bool = False,
    check: Callable[[Game], None] | None = None,
) -> Game:
    """Play one game, both sides choosing uniformly among the legal moves."""
    chooser = random.Random(seed ^ 0x5EED)
    g = Game.new(cards, [(d.main, d.eggs) for d in decks], seed=seed)
    g.logging = logging
    while g.pending is not None and len(g.moves) < MAX_MOVES:
        moves = g.pending.moves
        g.apply(moves[chooser.randrange(len(moves))])
        if check is not None:
            check(g)
    if g.pending is not None:
        g.winner = "draw"
        g.win_reason = f"no winner after {MAX_MOVES} moves"
    return g


def simulate(
    cards: dict[str, Card],
    decks: tuple[Deck, Deck],
    games: int,
    seed: int = 0,
    progress: Callable[[int], None] | None = None,
) -> Results:
    res = Results()
    start = time.perf_counter()
    for i in range(games):
        g = random_game(cards, decks, seed + i)
        res.games += 1
        res.wins[g.winner or "draw"] += 1
        res.turns += g.turn_number
        res.moves += len(g.moves)
        if progress is not None:
            progress(i + 1)
    res.seconds = time.perf_counter() - start
    return res
