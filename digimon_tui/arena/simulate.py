"""Random Arena games: for testing and benchmarking, like `digimon_tui.simulate`."""

from __future__ import annotations

import random
import time

from digimon_tui.simulate import Results

from .game import ArenaGame
from .loader import arena_cards, load_deck


def simulate(games: int, seed: int = 0, target: int = 1000) -> Results:
    """Play `games` games of the two starter decks with uniformly random legal moves."""
    cards = arena_cards()
    decks = (load_deck("deck1", cards), load_deck("deck2", cards))
    res = Results()
    start = time.perf_counter()
    for i in range(games):
        g = ArenaGame(cards, decks, seed=seed + i, target=target)
        chooser = random.Random(seed + i)
        while g.pending is not None:
            g.apply(g.pending.moves[chooser.randrange(len(g.pending.moves))])
        res.games += 1
        res.wins[g.winner or "draw"] += 1
        res.turns += g.duel_number
        res.moves += len(g.moves)
    res.seconds = time.perf_counter() - start
    return res
