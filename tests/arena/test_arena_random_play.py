"""Hundreds of seeded random games of the two starter decks, with the invariants checked
after every move; seeded replay; the simulation's results."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from arena_positions import census, starter_decks

from digimon_tui import simulate_arena as sim
from digimon_tui.arena import queries as q
from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.loader import arena_cards
from digimon_tui.arena.serialize import state_json
from digimon_tui.arena.state import HAND_SIZE
from digimon_tui.arena.verbs import ArenaVerb
from digimon_tui.loop.moves import parse


class Invariants:
    """Checks a game after every move."""

    def __init__(self, decks) -> None:
        self.cards = Counter(decks[0]) + Counter(decks[1])
        self.scores = (0, 0)
        self.checked = 0

    def __call__(self, g: ArenaGame) -> None:
        self.checked += 1
        # Every card is in exactly one place: each zone is a list, so a card in two places
        # or lost would change the count. Before A.2 the rest of each deck is still dealt.
        if g.phase != "setup":
            assert census(g) == self.cards
        scores = (g.sides[0].score, g.sides[1].score)
        assert scores[0] >= self.scores[0] and scores[1] >= self.scores[1]
        self.scores = scores
        if g.pending is None:
            assert g.winner in ("p1", "p2") and max(scores) >= g.target
        else:
            assert g.winner is None and g.pending.moves
            assert len(set(g.pending.moves)) == len(g.pending.moves)
            assert all(parse(str(m), ArenaVerb) == m for m in g.pending.moves)
        for side in g.sides:
            if g.phase == "setup":
                continue
            assert len(side.hand) <= HAND_SIZE
            levels = [q.rank(g.cards[n].level) for n in side.duel]
            rookies = levels.count(0)
            assert rookies == 1 or levels == [0, 0]  # an old Rookie only under a new one (E)
            assert levels[rookies - 1 :] == list(range(len(levels) - rookies + 1))
            assert side.online or not side.offline  # Online never stays empty (E, note)
            if g.phase != "digivolve":
                assert side.digivolve_zone is None and side.port_face_down is None
        if self.checked % 97 == 0:
            json.dumps(state_json(g))


@pytest.mark.parametrize("target", [1000, 300])
def test_random_games_keep_the_invariants_after_every_move(target):
    cards, decks = arena_cards(), starter_decks()
    winners: Counter = Counter()
    for seed in range(150):
        check = Invariants(decks)
        g = sim.random_game(cards, decks, seed, target, check=check)
        assert g.pending is None, f"seed {seed} hit the duel cap"
        winners[g.winner] += 1
    assert winners["p1"] > 0 and winners["p2"] > 0


def test_a_seed_and_the_moves_replay_the_same_game():
    cards, decks = arena_cards(), starter_decks()
    one = sim.random_game(cards, decks, seed=11, logging=True)
    two = sim.random_game(cards, decks, seed=11, logging=True)
    assert one.log_lines == two.log_lines and one.moves == two.moves
    replay = ArenaGame(cards, decks, seed=11)
    for move in one.moves:
        replay.apply(move)
    assert state_json(replay) == state_json(one)
    other = sim.random_game(cards, decks, seed=12, logging=True)
    assert other.log_lines != one.log_lines


def test_simulate_reports_wins_duels_and_speed():
    res = sim.simulate(40, seed=5)
    assert res.games == 40 and sum(res.wins) + res.draws == 40
    assert res.average_turns > 1  # a turn is a duel
    assert res.games_per_second > 0 and res.moves > 40
    low = sim.simulate(40, seed=5, target=200)
    assert low.average_turns < res.average_turns


def test_a_game_past_the_duel_cap_counts_as_a_draw(monkeypatch):
    monkeypatch.setattr(sim, "MAX_DUELS", 2)
    res = sim.simulate(5, seed=1)
    assert res.draws == 5 and res.turns == 10


def test_a_game_played_without_its_log_is_the_same_game():
    """Simulations switch the log off: no line is built, and nothing else changes."""
    cards, decks = arena_cards(), starter_decks()
    quiet = sim.random_game(cards, decks, seed=11)
    told = sim.random_game(cards, decks, seed=11, logging=True)
    assert quiet.log_lines == [] and told.log_lines
    assert quiet.moves == told.moves and quiet.winner == told.winner
    assert state_json(quiet) == state_json(told)
