"""A Sealed match: both players' pools opened from one seeded generator, their decks,
and a best-of-three score with sideboarding between games (Sealed rules, Sideboards).

Who goes first: in game one, chance (rock-paper-scissors, 5-2-1-3); in games two and
three the loser of the game before chooses to go first or second. That is our reading of
the Bandai Organized Play Tournament Rules Manual's match structure (section 3.5) for the
Digimon Card Game, whose text we could not check; the Sealed rules themselves are silent.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from digimon_tui.cards.decks import Deck
from digimon_tui.cards.model import Card
from digimon_tui.engine.game import Game
from digimon_tui.engine.serialize import load_data, save_data
from digimon_tui.engine.state import Format

from .booster import Booster
from .deck_rules import sealed_problems
from .errors import SealedError
from .packs import open_packs
from .pool import Pool

MATCH_FORMAT = "digimon-tui-sealed-match"
WINS_NEEDED = 2
MAX_GAMES = 3
MAX_SEED = 10**18
"""A saved match's seed is below this in size: the game makes seeds below 2**30."""


def open_pools(
    booster: Booster, cards: Mapping[str, Card], packs: int, seed: int
) -> tuple[Pool, Pool]:
    """Both players' pools from one generator seeded by `seed`: p1's packs, then p2's (p1's
    are the packs `sealed open --seed` opens)."""
    rng = random.Random(seed)
    first = open_packs(booster, cards, packs, rng)
    second = open_packs(booster, cards, packs, rng)
    return (
        Pool(booster.set, seed, tuple(map(tuple, first))),
        Pool(booster.set, seed, tuple(map(tuple, second))),
    )


@dataclass
class Match:
    """Two players' pools and decks, the games played and the game in progress."""

    names: tuple[str, str]
    pools: tuple[Pool, Pool]
    seed: int
    decks: list[Deck | None] = field(default_factory=lambda: [None, None])
    winners: list[int | None] = field(default_factory=list)
    """Each finished game's winner, 0 or 1; None for a draw."""
    game: Game | None = None
    open_pools: bool = False
    """Pools shown to both players (no hand-over while opening and building)."""
    sideboarding: int | None = None
    """Between games: the player who sideboards next (0, then 1); None otherwise."""

    @property
    def score(self) -> tuple[int, int]:
        return (self.winners.count(0), self.winners.count(1))

    @property
    def over(self) -> bool:
        return max(self.score) >= WINS_NEEDED or len(self.winners) >= MAX_GAMES

    @property
    def champion(self) -> int | None:
        """The match's winner once it is over; None for a drawn match or one going on."""
        a, b = self.score
        if not self.over or a == b:
            return None
        return 0 if a > b else 1

    def chooser(self) -> int | None:
        """Who chooses to go first or second in the next game: the last game's loser;
        None in game one (chance) or after a draw (chance again)."""
        if not self.winners or self.winners[-1] is None:
            return None
        return 1 - self.winners[-1]

    def set_deck(self, player: int, deck: Deck, cards: Mapping[str, Card]) -> None:
        """A player's deck for the next game, refused unless legal for their pool
        (Sealed rules, Deck Construction Rules and Sideboards)."""
        problems = sealed_problems(deck, self.pools[player], cards)
        if problems:
            raise SealedError(problems[0])
        self.decks[player] = deck

    def start_game(self, cards: Mapping[str, Card], first: int | None = None) -> Game:
        """The next game with the decks as they stand; `first` from the chooser, or
        chance for game one."""
        if self.over:
            raise SealedError("the match is over")
        d0, d1 = self.decks
        if d0 is None or d1 is None:
            raise SealedError("both players need a deck first")
        seed = self.seed * 4 + len(self.winners) + 1
        self.game = Game.new(
            cards,
            [(d0.main, d0.eggs), (d1.main, d1.eggs)],
            seed=seed,
            first=first,
            format=Format.SEALED,
        )
        return self.game

    def finish_game(self) -> None:
        """Score the game just ended (1-2); a draw counts as a game without a winner."""
        g = self.game
        if g is None or g.pending is not None:
            raise SealedError("no finished game to score")
        self.winners.append({"p1": 0, "p2": 1}.get(g.winner or ""))
        self.game = None

    # ---- saving -------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": MATCH_FORMAT,
            "version": 1,
            "names": list(self.names),
            "seed": self.seed,
            "open_pools": self.open_pools,
            "pools": [{"set": p.set, "packs": [list(x) for x in p.packs]} for p in self.pools],
            "decks": [
                None if d is None else {"main": list(d.main), "eggs": list(d.eggs)}
                for d in self.decks
            ],
            "winners": list(self.winners),
            "sideboarding": self.sideboarding,
            "game": None if self.game is None else save_data(self.game),
        }

    @classmethod
    def from_json(cls, data: Any, cards: Mapping[str, Card]) -> Match:
        """A saved match; anything this program could not have written is a one-line
        SealedError."""
        try:
            return cls._from_json(data, cards)
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise SealedError(f"not a Sealed match save ({e})".replace("\n", " ")) from None

    @classmethod
    def _from_json(cls, data: Any, cards: Mapping[str, Card]) -> Match:
        if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
            raise ValueError("format: expected " + MATCH_FORMAT)
        names = tuple(str(n) for n in data["names"])
        if len(names) != 2:
            raise ValueError("names: expected two")
        seed = data["seed"]
        if type(seed) is not int or abs(seed) >= MAX_SEED:
            raise ValueError(f"seed: expected an integer of at most 18 digits, got {seed!r:.20}")
        pools = []
        for p in data["pools"]:
            packs = tuple(tuple(str(n) for n in pack) for pack in p["packs"])
            unknown = [n for pack in packs for n in pack if n not in cards]
            if unknown:
                raise ValueError(f"pools: unknown card number {unknown[0][:20]}")
            pools.append(Pool(str(p["set"]), seed, packs))
        m = cls((names[0], names[1]), (pools[0], pools[1]), seed)
        m.open_pools = bool(data.get("open_pools", False))
        for i, d in enumerate(data["decks"]):
            if d is not None:
                m.set_deck(i, Deck(names[i], tuple(d["main"]), tuple(d["eggs"])), cards)
        winners = data["winners"]
        if not isinstance(winners, list) or any(w not in (0, 1, None) for w in winners):
            raise ValueError("winners: expected 0, 1 or null for each game")
        m.winners = list(winners)
        sideboarding = data.get("sideboarding")
        if sideboarding not in (None, 0, 1):
            raise ValueError("sideboarding: expected 0, 1 or null")
        m.sideboarding = sideboarding
        if data.get("game") is not None:
            m.game = load_data(cards, data["game"])
        return m
