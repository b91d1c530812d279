"""The undo policy without the app: who may take back which move, and when the other
player must agree (a move that may have shown a hidden card: a draw, a security check, a
hatch, a shuffle, the Arena's coin and face-down cards)."""

from __future__ import annotations

from pathlib import Path

import pytest

from digimon_tui.cards.model import Card
from digimon_tui.engine.serialize import replay
from digimon_tui.ui.setup import new_arena_table, new_table, scenario_table
from digimon_tui.ui.table import ArenaTable, Table
from digimon_tui.undo_policy import Made, Undo, UndoBook, Verdict, consent_question, revealed

ATTACK = Path(__file__).parent / "ui" / "scenarios" / "attack-security.toml"


@pytest.fixture
def table(cards: dict[str, Card]) -> Table:
    t = scenario_table(ATTACK, ("Alice", "Bob"))
    t.seat(0)
    return t


def test_a_security_check_needs_the_other_players_consent(table: Table) -> None:
    table.apply("attack garuda player")
    verdict = table.undo_check(0)
    assert verdict.kind is Undo.ASK
    assert verdict.words == "attack garuda player"
    assert "p2's security" in verdict.reason


def test_a_play_from_the_hand_is_taken_back_freely(table: Table) -> None:
    table.apply("play ST1-03")
    assert table.undo_check(0) == Verdict(Undo.FREE, "play ST1-03")
    table.take_back("play ST1-03", 0)
    assert table.game.moves == [] and table.undo_check(0).kind is Undo.REFUSED


def test_the_other_players_move_is_refused(table: Table) -> None:
    table.apply("pass")
    table.seat(1)
    verdict = table.undo_check(1)
    assert verdict.kind is Undo.REFUSED
    assert "Alice (p1)'s" in verdict.reason and "only your own moves" in verdict.reason


def test_open_hands_make_every_undo_free(table: Table) -> None:
    table.open_hands = True
    table.apply("attack garuda player")
    assert table.undo_check(0).kind is Undo.FREE
    table.apply("pass")
    assert table.undo_check(1).kind is Undo.FREE


def test_nothing_to_undo_is_refused(table: Table) -> None:
    assert table.undo_check(0) == Verdict(Undo.REFUSED, reason="there is no move to undo")


def test_a_move_made_before_the_game_was_loaded_needs_consent(cards: dict[str, Card]) -> None:
    t = new_table(cards, ["red", "blue"], seed=3, first=0)
    t.apply("keep")
    loaded = Table(replay(cards, t.game.setup, t.game.moves))
    loaded.seat(1)
    verdict = loaded.undo_check(1)
    assert verdict.kind is Undo.ASK and "before this game was loaded" in verdict.reason


def test_an_own_move_from_before_the_last_hand_over_needs_consent() -> None:
    book = UndoBook()
    book.seat(0)
    book.record(Made(0, "play ST1-03"))
    assert book.check(0, "play ST1-03", str).kind is Undo.FREE
    book.seat(1)
    book.seat(0)  # back to p1 without a move of p2's (open hands switched off, say)
    assert book.check(0, "play ST1-03", str).kind is Undo.ASK
    book.seat(0)  # the same player again (after asking): nothing changes
    assert book.check(0, "play ST1-03", str).kind is Undo.ASK


def test_hatching_and_the_opening_security_are_revealing(cards: dict[str, Card]) -> None:
    t = new_table(cards, ["red", "blue"], seed=3, first=0)
    t.apply("keep")
    assert t.book.made[-1] == Made(0, "keep")  # p2's hand is still p2's: nothing shown
    t.apply("keep")  # security is set from the decks (5-2-1-6)
    assert "p1's security" in t.book.made[-1].revealed
    t.apply("hatch")
    assert t.book.made[-1].revealed == ("p1's Digi-Egg deck",)


def test_secrets_change_with_a_shuffle_only_by_the_generator(cards: dict[str, Card]) -> None:
    g = new_table(cards, ["red", "blue"], seed=3, first=0).game
    before = g.secrets()
    g.apply("redraw")  # shuffles the hand back and draws again: same sizes, new order
    assert revealed(before, g.secrets()) == ("a shuffle",)


def test_undo_keeps_the_table_log_in_order(table: Table) -> None:
    table.apply("play ST1-03")
    table.note("open hands switched on by Alice (p1): both hands are shown")
    table.take_back("play ST1-03", 0)
    lines = table.log_lines()
    assert lines[-2:] == [
        "open hands switched on by Alice (p1): both hands are shown",
        "Alice (p1) took back 'play ST1-03'",
    ]
    assert "p1: play ST1-03" not in lines


def test_the_consent_question_names_both_and_the_reason() -> None:
    verdict = Verdict(Undo.ASK, "attack garuda player", "it may have shown p2's security")
    question = consent_question(verdict, "Alice (p1)", "Bob (p2)")
    assert question.startswith("Alice (p1) asks to take back 'attack garuda player'")
    assert "p2's security" in question and question.endswith("Bob (p2), allow it?")


# ---- the Arena ----------------------------------------------------------------------------


def arena_until(t: ArenaTable, kind: str) -> None:
    """Play the first answer of every question until a `kind` question (or the end)."""
    while t.game.pending is not None and t.game.pending.kind != kind:
        t.seat(t.game.pending.player)
        t.apply(str(t.game.pending.moves[0]))


def test_arena_rookie_shuffle_and_coin_are_revealing_and_secret_in_words() -> None:
    t = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=4)
    t.seat(0)
    rookie = str(t.game.pending.moves[0])
    t.apply(rookie)
    t.seat(1)
    refused = t.undo_check(1)
    assert refused.kind is Undo.REFUSED
    assert refused.words == "a face-down choice" and rookie.split()[1] not in refused.reason
    t.apply(str(t.game.pending.moves[0]))  # both Rookies turn over, the decks are shuffled
    verdict = t.undo_check(1)
    assert verdict.kind is Undo.ASK
    assert "the coin or a shuffle" in verdict.reason and "p1's Online" in verdict.reason


def test_arena_discard_is_free_and_the_draw_is_not() -> None:
    t = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=1000, seed=13)
    arena_until(t, "discard")
    d = t.game.pending
    assert d is not None
    t.seat(d.player)
    discard = next(str(m) for m in d.moves if m.verb == "discard")
    t.apply(discard)
    assert t.undo_check(d.player).kind is Undo.FREE
    t.apply("done")  # refill the hand from Online
    assert "Online" in t.undo_check(d.player).reason


def test_an_arena_placement_made_before_loading_is_not_named() -> None:
    """A loaded game's moves have no record at the table: the words for the consent
    question come from the game as it was, so a placement stays a face-down choice."""
    t = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)
    g = t.game
    for _ in range(2):
        g.apply(g.pending.moves[0])
    place = next(m for m in g.pending.moves if m.verb == "place")
    g.apply(place)
    loaded = ArenaTable(g, ("Alice", "Bob"))
    verdict = loaded.undo_check(1)
    assert verdict.kind is Undo.ASK
    assert verdict.words == "a face-down choice"
    assert g.cards[place.args[0]].name not in verdict.words + verdict.reason
