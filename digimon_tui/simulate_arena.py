"""Simulated Arena games, for testing, playtesting and benchmarking: a random seat chooses
uniformly among the legal moves, a bot's seat as the bot decides (`bots`). A game still
going after MAX_DUELS duels counts as a draw: random players can tie or trade small wins
for a very long time, and a benchmark must end."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.loader import AnyCard, arena_cards, load_deck
from digimon_tui.arena.state import TARGET
from digimon_tui.bots import arena_bot
from digimon_tui.loop.rng import Rng
from digimon_tui.simulate import RANDOM, Outcome, Results, run, seated, seats

MAX_DUELS = 500

Decks = tuple[tuple[str, ...], tuple[str, ...]]


def random_game(
    cards: dict[str, AnyCard],
    decks: Decks,
    seed: int,
    target: int = TARGET,
    check: Callable[[ArenaGame], None] | None = None,
    players: tuple[str, str] = RANDOM,
    logging: bool = False,
) -> ArenaGame:
    """One game between `players` (random by default); `check` runs after every move."""
    chooser = Rng(seed ^ 0xA12E7A)
    bots = seated(players, arena_bot)
    g = ArenaGame(cards, decks, seed=seed, target=target, logging=logging)
    while g.pending is not None and g.duel <= MAX_DUELS:
        d = g.pending
        bot = bots[d.player]
        g.apply(chooser.choice(d.moves) if bot is None else bot.choose(g))
        if check is not None:
            check(g)
    return g


def _arena_game(
    cards: dict[str, AnyCard],
    decks: Decks,
    target: int,
    players: tuple[str, str],
    seed: int,
    i: int,
) -> Outcome:
    """A game's result by deck and by seat. A coin decides who goes first in each duel
    (B.4), so the game as a whole has no first player."""
    order = seats(i)
    g = random_game(cards, (decks[order[0]], decks[order[1]]), seed, target, players=players)
    seat = None if g.winner in (None, "draw") else int(g.winner == "p2")
    winner = None if seat is None else order[seat]
    return Outcome(winner, None, min(g.duel, MAX_DUELS), len(g.moves), seat)


def simulate(
    games: int,
    seed: int = 0,
    target: int = TARGET,
    deck_specs: tuple[str, str] = ("deck1", "deck2"),
    workers: int = 1,
    progress: Callable[[int], None] | None = None,
    players: tuple[str, str] = RANDOM,
) -> Results:
    """Play `games` games between two decks (built-in names or deck files; a deck that
    can't be used raises ArenaFileError), swapping seats every game, with `players` in
    seats p1 and p2. A result's turns are duels."""
    cards = arena_cards()
    decks = (load_deck(deck_specs[0], cards), load_deck(deck_specs[1], cards))
    play_one = partial(_arena_game, cards, decks, target, players)
    return run(play_one, deck_specs, games, seed, workers, progress, players)
