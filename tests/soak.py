"""The soak: many games over random legal decks from the whole card pool, with the
computer player in about a quarter of the seats and Sealed matches among them, every
invariant of tests/test_random_play.py checked after every move and a save -> load round
trip at the end of each game (half the games build the log as the app does). A game that
crashes or breaks an invariant is reported with its seed, its decks, its seats and the
move that did it, and the soak goes on.

Run it from the checkout (it takes a while; `nice` keeps it polite); it plays the code of
the checkout it is in, whichever copy of the package is installed:

    nice python tests/soak.py --games 10000 --seed 1 > soak.log

It prints a line every 500 games and the figures at the end, and exits 1 if any game
failed. `--games 1 --seed S --first N` replays game N of a run alone. tests/test_bot_games.py
plays a few games of the same kind as a test.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]  # as a script: its neighbours and this checkout

from test_random_play import check_invariants, round_trip  # noqa: E402

from digimon_tui.bots import card_game_bot  # noqa: E402
from digimon_tui.card_files.loader import load_cards  # noqa: E402
from digimon_tui.cards.decks import (  # noqa: E402
    DECK_SIZE,
    MAX_COPIES,
    MAX_EGGS,
    Deck,
    validate_deck,
)
from digimon_tui.cards.model import Card  # noqa: E402
from digimon_tui.engine.game import Game  # noqa: E402
from digimon_tui.sealed.booster import load_booster  # noqa: E402
from digimon_tui.sealed.builder import build_deck  # noqa: E402
from digimon_tui.sealed.match import open_pools  # noqa: E402
from digimon_tui.simulate import MAX_MOVES  # noqa: E402

BOT_SHARE = 0.25
"""The chance that a seat is the computer player (each level half the time)."""
SEALED_EVERY = 10
"""One game in this many is a Sealed match (BT1 packs, 6 a player)."""


def random_deck(pool: Mapping[str, Card], rng: random.Random, name: str) -> Deck:
    """A legal deck (1-4-1) of random cards: half the time of one or two random colours
    (so that Digimon digivolve and their effects meet), 1 to 4 copies of each number
    drawn, 0 to 5 Digi-Eggs."""
    numbers = sorted(pool)
    if rng.random() < 0.5:
        colours = set(rng.sample(["red", "blue", "yellow", "green", "black", "purple", "white"], 2))
        numbers = [n for n in numbers if colours & set(pool[n].colors)] or numbers
    eggs_pool = [n for n in numbers if pool[n].category == "digi-egg"]
    main_pool = [n for n in numbers if pool[n].category != "digi-egg"]
    eggs: list[str] = []
    copies: Counter[str] = Counter()
    for _ in range(rng.randint(0, MAX_EGGS) if eggs_pool else 0):
        number = rng.choice(eggs_pool)
        if copies[number] < MAX_COPIES:
            eggs.append(number)
            copies[number] += 1
    main: list[str] = []
    while len(main) < DECK_SIZE:
        number = rng.choice(main_pool)
        room = min(MAX_COPIES - copies[number], DECK_SIZE - len(main))
        if room <= 0:
            continue
        n = rng.randint(1, room)
        main += [number] * n
        copies[number] += n
    deck = Deck(name, tuple(main), tuple(eggs))
    assert validate_deck(deck, pool) == [], validate_deck(deck, pool)
    return deck


@dataclass
class Setup:
    """One game of the soak: everything needed to play it again."""

    index: int
    seed: int
    sealed: bool
    players: tuple[str, str]
    decks: tuple[Deck, Deck]

    @property
    def format(self) -> str:
        return "sealed" if self.sealed else "standard"

    def describe(self) -> str:
        lines = [f"game {self.index} seed {self.seed} {self.format} p1={self.players[0]} "]
        lines[0] += f"p2={self.players[1]}"
        for p, d in zip(("p1", "p2"), self.decks, strict=True):
            lines.append(f"  {p} deck: {' '.join(d.main)}")
            lines.append(f"  {p} eggs: {' '.join(d.eggs)}")
        return "\n".join(lines)


def setup(
    pool: Mapping[str, Card],
    seed: int,
    index: int,
    players: tuple[str, str] | None = None,
    sealed: bool | None = None,
) -> Setup:
    """Game `index` of a soak seeded `seed`: its seats, its decks and its game seed (the
    seats and the format as given, if they are)."""
    rng = random.Random(seed * 1_000_003 + index)
    drawn = [f"bot:{rng.choice((1, 2))}" if rng.random() < BOT_SHARE else "random" for _ in "12"]
    game_seed = rng.randrange(2**31)
    if sealed is None:
        sealed = index % SEALED_EVERY == SEALED_EVERY - 1
    if sealed:
        pools = open_pools(load_booster("BT1"), pool, 6, game_seed)
        decks = (build_deck(pools[0], pool, "pool 1"), build_deck(pools[1], pool, "pool 2"))
    else:
        decks = (random_deck(pool, rng, "random 1"), random_deck(pool, rng, "random 2"))
    return Setup(index, game_seed, sealed, players or (drawn[0], drawn[1]), decks)


@dataclass
class Failure:
    setup: Setup
    kind: str
    """`crash` (the engine or a player raised) or `invariant` (a check failed)."""
    move: str
    moves: int
    error: str

    def describe(self) -> str:
        head = f"{self.kind} at move {self.moves} ({self.move}): {self.error}"
        return f"{head}\n{self.setup.describe()}"


def play(
    pool: Mapping[str, Card], s: Setup, asked: Counter[str] | None = None
) -> tuple[Game | None, Failure | None]:
    """Play one game, every invariant checked after every move; the failure, if any.
    `asked` counts the bots' questions by kind."""
    chooser = random.Random(s.seed ^ 0x5EED)
    bots = [None if p == "random" else card_game_bot(int(p.split(":")[1])) for p in s.players]
    kind, move = "crash", "(setting up)"
    g: Game | None = None
    try:
        g = Game.new(pool, [(d.main, d.eggs) for d in s.decks], seed=s.seed, format=s.format)
        g.logging = s.index % 2 == 1  # the log lines the app shows, built in half the games
        while g.pending is not None and len(g.moves) < MAX_MOVES:
            d = g.pending
            bot = bots[d.player]
            kind, move = "crash", f"{d.kind}: (the {s.players[d.player]} player choosing)"
            if bot is None:
                answer = chooser.choice(d.moves)
            else:
                answer = bot.choose(g)
                if asked is not None:
                    asked[d.kind] += 1
            move = f"{d.kind}: {answer}"
            g.apply(answer)
            kind = "invariant"
            check_invariants(g)
        kind = "invariant"
        move = "(save and load at the end)"
        round_trip(g)
    except Exception as exc:  # noqa: BLE001 - the soak reports every failure and goes on
        where = traceback.extract_tb(exc.__traceback__)[-1]
        error = f"{type(exc).__name__}: {exc} [{Path(where.filename).name}:{where.lineno}]"
        return None, Failure(s, kind, move, 0 if g is None else len(g.moves), error)
    return g, None


@dataclass
class Figures:
    games: int = 0
    sealed: int = 0
    seats: Counter[str] = field(default_factory=Counter)
    winners: Counter[str] = field(default_factory=Counter)
    moves: int = 0
    failures: list[Failure] = field(default_factory=list)
    asked: Counter[str] = field(default_factory=Counter)
    """The bots' questions by kind."""

    def add(self, s: Setup, g: Game | None, failure: Failure | None) -> None:
        self.games += 1
        self.sealed += s.sealed
        self.seats.update(s.players)
        if failure is not None:
            self.failures.append(failure)
        elif g is not None:
            self.winners[str(g.winner or "none")] += 1
            self.moves += len(g.moves)

    def summary(self, seconds: float) -> str:
        crashes = sum(f.kind == "crash" for f in self.failures)
        broken = len(self.failures) - crashes
        seats = ", ".join(f"{k} {v}" for k, v in sorted(self.seats.items()))
        bots = sum(v for k, v in self.seats.items() if k != "random")
        return (
            f"games {self.games} ({self.sealed} Sealed), seats: {seats} "
            f"(bot {bots / max(1, 2 * self.games):.1%}); "
            f"results {dict(sorted(self.winners.items()))}; moves {self.moves}; "
            f"crashes {crashes}, invariant breaks {broken}; {seconds:.0f} s; "
            f"the bots answered { {str(k): n for k, n in self.asked.most_common()} }"
        )


def soak(games: int, seed: int, first: int = 0, report_every: int = 0) -> Figures:
    pool = load_cards()
    figures = Figures()
    start = time.perf_counter()
    for i in range(first, first + games):
        s = setup(pool, seed, i)
        g, failure = play(pool, s, figures.asked)
        figures.add(s, g, failure)
        if failure is not None:
            print(failure.describe(), flush=True)
        if report_every and figures.games % report_every == 0:
            print(figures.summary(time.perf_counter() - start), flush=True)
    print(figures.summary(time.perf_counter() - start), flush=True)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="the index of the first game")
    args = parser.parse_args(argv)
    figures = soak(args.games, args.seed, args.first, report_every=500)
    return 1 if figures.failures else 0


if __name__ == "__main__":
    sys.exit(main())
