"""4-1: one memory counter for both players, counted from the turn player's side. A log
line about a player's memory names the side the counter stands on, so "p2 gains 2 memory"
doesn't read as if p2 had what the turn player has."""

from __future__ import annotations

from games import position


def test_4_1_a_gain_by_the_non_turn_player_names_the_side_the_memory_is_on(cards):
    g = position(cards, memory=1)  # p1's turn, 1 on p1's side
    g.gain_memory(1, 2)
    assert g.log_lines[-1] == "p2 gains 2 memory (memory 1 on p2's side)"
    g.gain_memory(1, 1)
    assert g.log_lines[-1] == "p2 gains 1 memory (memory 2 on p2's side)"


def test_4_1_gains_and_losses_of_either_player_name_the_side(cards):
    g = position(cards, memory=3)
    g.gain_memory(0, 2)
    assert g.log_lines[-1] == "p1 gains 2 memory (memory 5 on p1's side)"
    g.gain_memory(1, -1)  # p2 loses 1: the counter moves to p1's side
    assert g.log_lines[-1] == "p2 loses 1 memory (memory 6 on p1's side)"
    g.gain_memory(0, -6)
    assert g.log_lines[-1] == "p1 loses 6 memory (memory 0)"


def test_4_1_setting_a_players_memory_names_the_side(cards):
    g = position(cards, memory=3)
    g.set_memory(1, 2)
    assert g.log_lines[-1] == "p2's memory is set to 2 (memory 2 on p2's side)"
