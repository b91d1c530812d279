"""EX2-046 ADR-02 Searcher, beyond its ruling (tests/rulings/ex2.toml): a deck may hold 50
of it; another [ADR-02 Searcher] in play takes its reduction away; it can't attack players
in its player's turn."""

from __future__ import annotations

from games import legal, play, position, state

from digimon_tui.cards.decks import Deck, validate_deck

SEARCHER = "EX2-046"


def test_ex2_046_a_deck_may_hold_50_copies(pool):
    assert validate_deck(Deck("searchers", (SEARCHER,) * 50), pool) == []
    problems = validate_deck(Deck("agumon", ("ST1-03",) * 5 + (SEARCHER,) * 45), pool)
    assert [p for p in problems if "copies" in p] == [
        "1-4-1: at most 4 copies of a card number are allowed; ST1-03 has 5 (deck and"
        " Digi-Egg deck together)"
    ]


def test_ex2_046_costs_3_with_another_searcher_in_play(pool):
    g = position(
        pool, p1={"hand": [SEARCHER], "battle": [{"id": "s", "cards": [SEARCHER]}]}, memory=3
    )
    play(g, f"play {SEARCHER}")
    assert state(g)["memory"] == 0


def test_ex2_046_cant_attack_players_in_its_players_turn(pool):
    g = position(pool, p1={"battle": [{"id": "s", "cards": [SEARCHER]}]}, memory=3)
    assert "attack s player" not in legal(g)
