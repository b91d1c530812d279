"""The top of a turn in a real game, written as a scenario's tables, rebuilds that exact
position: what the miner turns into a puzzle is what was played."""

from __future__ import annotations

import copy

from puzzle_positions import DRAW_TO_WIN, as_lesson

from digimon_tui.card_files.loader import card_pool
from digimon_tui.cards.decks import load_deck
from digimon_tui.engine.game import Game
from digimon_tui.puzzles.position import faithful, tables
from digimon_tui.simulate import random_game


def main_phases(turns: int) -> list[tuple[Game, dict]]:
    """Each main-phase question of a game between red and blue, with its tables."""
    from digimon_tui.engine.serialize import replay

    cards = card_pool([])
    found: list[tuple[Game, dict]] = []

    def look(g: Game) -> None:
        data = tables(g)
        if data is not None and g.pending and g.pending.kind == "main" and len(found) < turns:
            found.append((replay(g.cards, g.setup, list(g.moves)), data))

    random_game(cards, (load_deck("red", cards), load_deck("blue", cards)), 5, check=look)
    return found


def test_the_tables_of_a_turn_rebuild_it_exactly() -> None:
    spots = main_phases(6)
    assert len(spots) == 6
    for g, data in spots:
        assert faithful(g, data)
        assert data["state"]["memory"] == g.memory
        hands = [data[p].get("hand", []) for p in ("p1", "p2")]
        assert hands == [[g.defs[u].number for u in pl.hand] for pl in g.players]


def test_tables_that_differ_in_one_card_are_not_that_position() -> None:
    g, data = main_phases(3)[-1]
    other = copy.deepcopy(data)
    other["state"]["memory"] += 1
    assert not faithful(g, other)
    other = copy.deepcopy(data)
    deck = other["p1"]["deck"]
    other["p1"]["deck"] = deck[1:] + deck[:1]
    assert deck[0] != deck[1] and not faithful(g, other)


def test_inside_an_attack_there_are_no_tables() -> None:
    g = as_lesson(DRAW_TO_WIN).start()
    assert tables(g) is not None
    g.apply("attack elec player")
    assert g.pending is not None and g.pending.kind == "block"  # the wall may block
    assert tables(g) is None
