"""Simulated Sealed play: each game opens two pools, builds a deck from each and plays
them by the Sealed rules, with the invariants checked when the game ends."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

from digimon_tui.cards.model import Card
from digimon_tui.engine.state import Format
from digimon_tui.sealed.booster import Booster
from digimon_tui.sealed.builder import build_deck
from digimon_tui.sealed.match import open_pools
from digimon_tui.simulate import RANDOM, Outcome, Results, random_game, run


def sealed_game(
    cards: Mapping[str, Card],
    booster: Booster,
    packs: int,
    players: tuple[str, str],
    seed: int,
    i: int,
) -> Outcome:
    """One game: the pools opened with `seed`, the builder's decks, the Sealed rules."""
    pools = open_pools(booster, cards, packs, seed)
    decks = (build_deck(pools[0], cards, "pool 1"), build_deck(pools[1], cards, "pool 2"))
    g = random_game(cards, decks, seed, players=players, format=Format.SEALED)
    check_cards(g, sum(len(d.main) + len(d.eggs) for d in decks))
    seat = None if g.winner in (None, "draw") else int(g.winner == "p2")
    return Outcome(seat, g.first_player, g.turn_number, len(g.moves), seat)


def check_cards(g, total: int) -> None:
    """Every card in exactly one place, and as many cards (tokens aside) as the decks held."""
    tokens = sum(1 for u in range(len(g.defs)) if g.info[u].token)
    if sorted(g.card_places()) != list(range(len(g.defs))) or len(g.defs) - tokens != total:
        raise AssertionError(f"seed {g.seed}: a card was lost or duplicated")
    if not -10 <= g.memory <= 10:
        raise AssertionError(f"seed {g.seed}: memory {g.memory} outside -10..10")


def simulate_sealed(
    cards: Mapping[str, Card],
    booster: Booster,
    packs: int,
    games: int,
    seed: int = 0,
    progress: Callable[[int], None] | None = None,
    workers: int = 1,
    players: tuple[str, str] = RANDOM,
) -> Results:
    """Sealed games between freshly opened pools; the 'decks' are the seats' pools."""
    play_one = partial(sealed_game, cards, booster, packs, players)
    res = run(play_one, ("pool 1", "pool 2"), games, seed, workers, progress, players)
    res.seating = "each between two pools opened for it (p1's is pool 1)"
    return res
