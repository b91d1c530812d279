"""Simulated play: many games between two decks, for playtesting and benchmarking.

Each seat has a player: `random` (uniform among the legal moves) or a bot (`bots`). The
two decks swap seats every other game, so a deck's results don't depend on its seat and
each seat's player plays both decks, and every game depends only on its seed: splitting
the games over worker processes gives the same totals as playing them in one.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from digimon_tui.batches import on_processes, spans
from digimon_tui.bots import Policy, bot_level, card_game_bot
from digimon_tui.card_stats import CardStats, Seen, TalliedGame, tally_decks
from digimon_tui.cards.decks import Deck
from digimon_tui.cards.model import Card
from digimon_tui.cluster import connect, cpus, on_ray
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import Format
from digimon_tui.loop.rng import Rng
from digimon_tui.rates import PairStats, interval

RANDOM = ("random", "random")
"""Both seats choosing at random: the benchmark, and the default."""

MAX_MOVES = 5000
"""A game still going after this many moves is a draw (18-3 infinite loops)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """One game's result, by deck: 0 is the first deck named, 1 the second."""

    winner: int | None
    """None for a draw."""
    first: int | None
    """The deck that went first, in games that have one first player."""
    turns: int
    moves: int
    seat: int | None = None
    """The seat that won: 0 for p1, 1 for p2, None for a draw."""
    cards: tuple[Seen, Seen] | None = None
    """Each deck's cards drawn and played, when card statistics are asked for."""
    paired: tuple[Outcome, bool] | None = None
    """In a paired comparison, the same seed's game with the old version, and whether
    the two games were the same move for move."""


def seats(game: int) -> tuple[int, int]:
    """The decks sitting as p1 and p2 in the `game`-th game: they swap every other game."""
    return (0, 1) if game % 2 == 0 else (1, 0)


@dataclass
class Results:
    decks: tuple[str, str] = ("p1", "p2")
    players: tuple[str, str] = RANDOM
    """Who plays in each seat, p1 and p2: `random` or a bot."""
    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    """Wins of each deck, by its place in `decks`."""
    seat_wins: list[int] = field(default_factory=lambda: [0, 0])
    """Wins of each seat's player, p1 and p2."""
    draws: int = 0
    first_games: int = 0
    first_wins: int = 0
    """Of the games with a first player, how many that player won."""
    turns: int = 0
    moves: int = 0
    seconds: float = 0.0
    workers: int = 1
    cluster: str | None = None
    """The Ray cluster's address when the games were played there."""
    seating: str = "the decks swapping seats every game"
    cards: CardStats | None = None
    """Per card of each deck, when asked for (`card_stats`)."""
    pairs: PairStats | None = None
    """A paired comparison's figures (`compare`)."""

    def add(self, o: Outcome) -> None:
        if o.cards is not None:
            if self.cards is None:
                self.cards = CardStats()
            self.cards.add_game(o.cards, o.winner)
        if o.paired is not None:
            if self.pairs is None:
                self.pairs = PairStats()
            self.pairs.add(o.paired[0].winner, o.winner, o.paired[1])
        self.games += 1
        self.turns += o.turns
        self.moves += o.moves
        if o.winner is None:
            self.draws += 1
        else:
            self.wins[o.winner] += 1
        if o.seat is not None:
            self.seat_wins[o.seat] += 1
        if o.first is not None:
            self.first_games += 1
            self.first_wins += o.first == o.winner

    def merge(self, other: Results) -> None:
        self.games += other.games
        self.wins = [a + b for a, b in zip(self.wins, other.wins, strict=True)]
        self.seat_wins = [a + b for a, b in zip(self.seat_wins, other.seat_wins, strict=True)]
        self.draws += other.draws
        self.first_games += other.first_games
        self.first_wins += other.first_wins
        self.turns += other.turns
        self.moves += other.moves
        if other.cards is not None:
            if self.cards is None:
                self.cards = other.cards
            else:
                self.cards.merge(other.cards)
        if other.pairs is not None:
            if self.pairs is None:
                self.pairs = other.pairs
            else:
                self.pairs.merge(other.pairs)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def average_turns(self) -> float:
        return self.turns / self.games if self.games else 0.0

    def labels(self) -> tuple[str, str]:
        """The decks' names, told apart when a deck plays itself."""
        a, b = self.decks
        return (f"{a} (1)", f"{b} (2)") if a == b else (a, b)

    def summary(self, turns: str = "turns") -> str:
        """What a playtester reads: each deck's win rate with its 95 % interval."""

        def rate(wins: int, games: int) -> str:
            low, high = interval(wins, games)
            return f"{wins / max(1, games):6.1%}  (95 % interval {low:.1%} to {high:.1%})"

        labels = self.labels()
        width = max(len(x) for x in (*labels, "draws"))
        lines = [f"games: {self.games}, {self.seating}"]
        for name, wins in zip(labels, self.wins, strict=True):
            lines.append(f"{name:<{width}}  wins {wins:>6}  {rate(wins, self.games)}")
        lines.append(f"{'draws':<{width}}       {self.draws:>6}")
        if self.players != RANDOM:
            lines.append("players, each playing both decks:")
            for seat, (who, wins) in enumerate(zip(self.players, self.seat_wins, strict=True)):
                lines.append(f"  p{seat + 1} {who:<8}  wins {wins:>6}  {rate(wins, self.games)}")
        if self.first_games:
            first = rate(self.first_wins, self.first_games).strip()
            lines.append(f"the first player won {self.first_wins} of {self.first_games}: {first}")
        lines.append(f"average {turns}: {self.average_turns:.1f}  moves: {self.moves}")
        per = "1 worker" if self.workers == 1 else f"{self.workers} workers"
        if self.cluster is not None:
            per = f"the Ray cluster {self.cluster} ({self.workers} CPUs)"
        time = f"time: {self.seconds:.2f} s, {self.games_per_second:.0f} games/s on {per}"
        if self.workers == 1 and self.cluster is None and self.moves:
            time += f", {self.seconds / self.moves * 1e6:.1f} µs a move"  # the benchmark's unit
        lines.append(time)
        return "\n".join(lines)

    def as_json(self) -> dict[str, Any]:
        def rate(wins: int, games: int) -> dict[str, Any]:
            low, high = interval(wins, games)
            share = wins / games if games else 0.0
            return {"wins": wins, "games": games, "win_rate": share, "interval": [low, high]}

        return {
            "games": self.games,
            "decks": [
                {"deck": name, **rate(w, self.games)}
                for name, w in zip(self.decks, self.wins, strict=True)
            ],
            "players": [
                {"seat": f"p{seat + 1}", "player": who, **rate(w, self.games)}
                for seat, (who, w) in enumerate(zip(self.players, self.seat_wins, strict=True))
            ],
            "draws": self.draws,
            "first_player": rate(self.first_wins, self.first_games) if self.first_games else None,
            "average_turns": self.average_turns,
            "moves": self.moves,
            "seconds": self.seconds,
            "games_per_second": self.games_per_second,
            "workers": self.workers,
            "cluster": self.cluster,
        }


PlayOne = Callable[[int, int], Outcome]
"""Plays the game with this seed, the decks seated for this game number (`seats`)."""


def chunk(play_one: PlayOne, seed: int, start: int, stop: int) -> Results:
    res = Results()
    for i in range(start, stop):
        res.add(play_one(seed + i, i))
    return res


def run(
    play_one: PlayOne,
    decks: tuple[str, str],
    games: int,
    seed: int = 0,
    workers: int = 1,
    progress: Callable[[int], None] | None = None,
    players: tuple[str, str] = RANDOM,
    cluster: str | None = None,
) -> Results:
    """Play games `0 .. games-1` (seeds `seed + i`) on `workers` processes, or on the Ray
    cluster at `cluster`, in batches (`batches`), and add them up."""
    workers = max(1, min(workers, games))
    res = Results(decks=decks, players=players, workers=workers, cluster=cluster)
    start = time.perf_counter()
    if workers == 1 and cluster is None:
        for i in range(games):
            res.add(play_one(seed + i, i))
            if progress is not None:
                progress(i + 1)
    else:
        play = partial(chunk, play_one, seed)
        if cluster is None:
            played = on_processes(play, spans(games, workers), workers)
        else:
            ray = connect(cluster)
            res.workers = cpus(ray)
            played = on_ray(ray, play, spans(games, res.workers))
        done = 0
        for part, count in played:
            res.merge(part)
            done += count
            if progress is not None:
                progress(done)
    res.seconds = time.perf_counter() - start
    return res


def default_workers() -> int:
    """Every core this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every platform
        return os.cpu_count() or 1


def seated(players: tuple[str, str], make: Callable[[int], Policy]) -> list[Policy | None]:
    """Each seat's bot, made by `make` from its level; None for a random seat."""
    levels = [bot_level(p) for p in players]
    return [None if level is None else make(level) for level in levels]


def random_game(
    cards: Mapping[str, Card],
    decks: tuple[Deck, Deck],
    seed: int,
    *,
    players: tuple[str, str] = RANDOM,
    logging: bool = False,
    check: Callable[[Game], None] | None = None,
    format: Format = Format.STANDARD,
    kind: type[Game] = Game,
) -> Game:
    """Play one game: a random seat chooses uniformly among the legal moves, a bot's
    seat as the bot decides. `kind` is the game's class (`TalliedGame` notes the cards)."""
    chooser = Rng(seed ^ 0x5EED)
    bots = seated(players, card_game_bot)
    g = kind.new(cards, [(d.main, d.eggs) for d in decks], seed=seed, format=format)
    g.logging = logging
    while g.pending is not None and len(g.moves) < MAX_MOVES:
        d = g.pending
        bot = bots[d.player]
        g.apply(chooser.choice(d.moves) if bot is None else bot.choose(g))
        if check is not None:
            check(g)
    if g.pending is not None:
        g.winner = "draw"
        g.win_reason = f"no winner after {MAX_MOVES} moves"
    return g


def outcome(g: Game, order: tuple[int, int]) -> Outcome:
    """A finished game's result by deck, the decks seated in `order`; with the cards each
    deck drew and played when `g` noted them."""
    seat = None if g.winner in (None, "draw") else int(g.winner == "p2")
    winner = None if seat is None else order[seat]
    first = None if g.first_player is None else order[g.first_player]
    seen = None
    if isinstance(g, TalliedGame):
        by_seat = (g.seen(0), g.seen(1))
        seen = (by_seat[order.index(0)], by_seat[order.index(1)])
    return Outcome(winner, first, g.turn_number, len(g.moves), seat, seen)


def card_game(
    cards: Mapping[str, Card],
    decks: tuple[Deck, Deck],
    players: tuple[str, str],
    tally: bool,
    seed: int,
    i: int,
) -> tuple[Game, tuple[int, int]]:
    """The `i`-th game of a simulation, the decks seated for it; a `TalliedGame` when
    the cards are to be counted (`tally`)."""
    order = seats(i)
    dealt = (decks[order[0]], decks[order[1]])
    kind = TalliedGame if tally else Game
    return random_game(cards, dealt, seed, players=players, kind=kind), order


def _card_game(
    cards: Mapping[str, Card],
    decks: tuple[Deck, Deck],
    players: tuple[str, str],
    tally: bool,
    seed: int,
    i: int,
) -> Outcome:
    return outcome(*card_game(cards, decks, players, tally, seed, i))


@dataclass(frozen=True)
class Keep:
    """Where `simulate --save` keeps each game as a save file the replay opens, and what
    the save's table entry says: the seats' names and the designer's card files."""

    folder: str
    card_files: tuple[str, ...] = ()

    def path(self, seed: int, i: int) -> str:
        """The `i`-th game's file, named by its number and its own seed."""
        return os.path.join(self.folder, f"game-{i + 1:05d}-seed-{seed}.json")

    def save(
        self, g: Game, names: tuple[str, str], players: tuple[str, str], seed: int, i: int
    ) -> None:
        import json

        from digimon_tui.engine.serialize import save_data
        from digimon_tui.files import write_atomic

        data = save_data(g)
        data["table"] = {"names": list(names)}
        if any(bot_level(p) is not None for p in players):
            data["table"]["bots"] = [bot_level(p) for p in players]
        if self.card_files:
            data["table"]["cards"] = list(self.card_files)
        write_atomic(Path(self.path(seed, i)), json.dumps(data, indent=1))


def _kept_card_game(
    keep: Keep,
    labels: tuple[str, str],
    cards: Mapping[str, Card],
    decks: tuple[Deck, Deck],
    players: tuple[str, str],
    tally: bool,
    seed: int,
    i: int,
) -> Outcome:
    """`_card_game`, the game then saved (`simulate --save`): the default path stays as
    lean as it was."""
    g, order = card_game(cards, decks, players, tally, seed, i)
    names = tuple(f"{labels[d]} ({p})"[:100] for d, p in zip(order, players, strict=True))
    keep.save(g, (names[0], names[1]), players, seed, i)
    return outcome(g, order)


def simulate(
    cards: Mapping[str, Card],
    decks: tuple[Deck, Deck],
    games: int,
    seed: int = 0,
    progress: Callable[[int], None] | None = None,
    workers: int = 1,
    names: tuple[str, str] = ("deck 1", "deck 2"),
    players: tuple[str, str] = RANDOM,
    cluster: str | None = None,
    card_stats: bool = False,
    keep: Keep | None = None,
) -> Results:
    """Games of the card game between two decks, swapping seats every game, with
    `players` (random or bots) in seats p1 and p2; on the Ray cluster at `cluster`
    when one is given; with each card's statistics when `card_stats`; each game saved
    in `keep`'s folder when given."""
    if workers > 1 and cluster is None:
        # Dealt here, before the workers fork: they start with the decks' sets read and
        # their cards compiled, instead of each doing it in its first game (~50 ms).
        Game.new(cards, [(d.main, d.eggs) for d in decks], seed=seed)
    play_one: PlayOne = partial(_card_game, cards, decks, players, card_stats)
    if keep is not None:
        play_one = partial(_kept_card_game, keep, names, cards, decks, players, card_stats)
    res = run(play_one, names, games, seed, workers, progress, players, cluster)
    if card_stats:
        res.cards = res.cards or CardStats()
        tally_decks(res.cards, decks)
    return res
