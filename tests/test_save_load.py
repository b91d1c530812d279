"""Saving, loading and undo all rest on replay: seed + decks + moves rebuild the game."""

from __future__ import annotations

import json

import pytest
from games import play, position

from digimon_tui.cards.decks import load_deck
from digimon_tui.engine.game import Game
from digimon_tui.engine.serialize import full_state, load, save, undo
from digimon_tui.loop.moves import IllegalMove


def new_game(cards, seed=5) -> Game:
    decks = [(d.main, d.eggs) for d in (load_deck("red"), load_deck("yellow"))]
    return Game.new(cards, decks, seed=seed, first=0)


def test_save_then_load_gives_the_same_game(cards, tmp_path):
    g = play(new_game(cards), "keep", "redraw")
    while g.pending is not None and g.pending.kind != "main":
        g.apply(g.pending.moves[0])
    g.apply("pass")
    path = tmp_path / "game.json"
    save(g, str(path))
    data = json.loads(path.read_text())
    assert data["format"] == "digimon-tui-save" and data["moves"] == g.moves
    again = load(cards, str(path))
    assert full_state(again) == full_state(g)
    assert again.log_lines == g.log_lines


def test_undo_takes_back_exactly_the_last_move(cards):
    g = position(cards, {"hand": ["ST1-03", "ST1-02"]}, memory=5)
    before = full_state(g)
    g.apply("play ST1-03")
    assert full_state(g) != before
    back = undo(g)
    assert full_state(back) == before
    assert back.moves == []


def test_undo_with_no_moves_is_refused(cards):
    with pytest.raises(IllegalMove):
        undo(position(cards))


def test_scenario_games_save_and_load(cards, tmp_path):
    g = position(cards, {"battle": [{"id": "a", "cards": ["ST1-03"]}]}, {"security": ["ST1-02"]})
    play(g, "attack a player")
    save(g, str(tmp_path / "s.json"))
    again = load(cards, str(tmp_path / "s.json"))
    assert full_state(again) == full_state(g)


def test_a_save_file_of_another_format_is_refused(cards, tmp_path):
    path = tmp_path / "x.json"
    path.write_text('{"format": "chess"}')
    with pytest.raises(ValueError, match="digimon-tui-save"):
        load(cards, str(path))
