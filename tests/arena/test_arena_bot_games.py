"""The computer players play whole Digi-Battle Arena games, against each other and
against random play, with the random-play tests' invariants checked after every move."""

from __future__ import annotations

import pytest
from arena_positions import starter_decks
from test_arena_random_play import Invariants

from digimon_tui import simulate_arena as sim
from digimon_tui.arena.loader import arena_cards


@pytest.mark.parametrize("players", [("bot:2", "bot:1"), ("random", "bot:2"), ("bot:1", "bot:1")])
def test_bots_play_whole_arena_games_keeping_the_invariants(players):
    cards, decks = arena_cards(), starter_decks()
    for seed in range(12):
        check = Invariants(decks)
        g = sim.random_game(cards, decks, seed, 300, players=players, check=check)
        assert g.pending is None and g.winner in ("p1", "p2"), f"seed {seed} hit the duel cap"
        assert check.checked > 0
