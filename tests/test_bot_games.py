"""The computer players play whole card games, against each other and against random
play, with the random-play tests' invariants checked after every move."""

from __future__ import annotations

import pytest
from test_random_play import check_invariants

from digimon_tui.cards.decks import load_deck
from digimon_tui.simulate import random_game


@pytest.mark.parametrize("players", [("bot:2", "bot:1"), ("random", "bot:2"), ("bot:1", "bot:1")])
def test_bots_play_whole_games_keeping_the_invariants(cards, players):
    decks = (load_deck("yellow"), load_deck("red"))
    for seed in range(8):
        g = random_game(cards, decks, seed, players=players, check=check_invariants)
        assert g.pending is None and g.winner in ("p1", "p2"), (seed, g.win_reason)
