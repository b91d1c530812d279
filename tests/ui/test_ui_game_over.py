"""The game-over box counts what happened in words a player reads as written."""

from __future__ import annotations

from digimon_tui.cards.model import Card
from digimon_tui.ui.screens.game_over import result_text
from digimon_tui.ui.setup import new_table


def test_a_game_forfeited_at_once_ends_after_one_move(cards: dict[str, Card]) -> None:
    table = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=3, first=0)
    table.game.forfeit(0)
    text = str(result_text(table))
    assert "Bo (p2) wins!" in text
    assert text.endswith("after 1 move")


def test_a_longer_game_counts_its_moves(cards: dict[str, Card]) -> None:
    table = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=3, first=0)
    table.apply("keep")
    table.game.forfeit(1)
    assert str(result_text(table)).endswith("after 2 moves")
