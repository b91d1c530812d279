"""Saving an Arena game and taking moves back: a save replays to the same position, undo
gives the position before the last move, and a file that doesn't fit says why."""

from __future__ import annotations

import json
import random

import pytest
from arena_positions import WAIT, at, side, starter_decks

from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.loader import arena_cards
from digimon_tui.arena.serialize import load_data, save_data, state_json, undo
from digimon_tui.loop.moves import IllegalMove


def test_a_save_replays_to_the_same_position_after_every_move():
    cards = arena_cards()
    g = ArenaGame(cards, starter_decks(), seed=5, target=300)
    rng = random.Random(5)
    before = state_json(g)
    while g.pending is not None:
        g.apply(rng.choice(g.pending.moves))
        data = json.loads(json.dumps(save_data(g)))
        assert state_json(load_data(cards, data)) == state_json(g)
        assert state_json(undo(g)) == before
        before = state_json(g)
    assert g.winner is not None and len(g.moves) > 20


def test_undo_at_the_start_is_refused():
    g = ArenaGame(arena_cards(), starter_decks(), seed=1)
    with pytest.raises(IllegalMove, match="no move to undo"):
        undo(g)


def test_a_position_for_tests_is_not_saved_as_if_it_were_a_new_game():
    g = at(side(["ST-01"], ["ST-53"]), side(["ST-13"], WAIT))
    with pytest.raises(ValueError, match="started from a position"):
        save_data(g)


def test_files_that_do_not_fit_say_why():
    cards = arena_cards()
    g = ArenaGame(cards, starter_decks(), seed=2)
    data = save_data(g)
    with pytest.raises(ValueError, match="not a digimon-tui-arena-save file"):
        load_data(cards, {**data, "format": "digimon-tui-save"})
    bad_deck = [["XX-1", *data["setup"]["decks"][0][1:]], data["setup"]["decks"][1]]
    with pytest.raises(ValueError, match="unknown card number 'XX-1'"):
        load_data(cards, {**data, "setup": {**data["setup"], "decks": bad_deck}})
    with pytest.raises(ValueError, match="move 1 'option ST-53' does not replay"):
        load_data(cards, {**data, "moves": ["option ST-53"]})
