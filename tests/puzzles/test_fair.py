"""A puzzle is fair: its win may not depend on the order of the cards the learner can't
see (both decks, their own security); the opponent's security is shown face up."""

from __future__ import annotations

from dataclasses import replace

from puzzle_positions import DRAW_TO_WIN, TWO_ATTACKS, as_lesson

from digimon_tui.lessons.lesson import Lesson
from digimon_tui.puzzles.fair import unfair, variants
from digimon_tui.puzzles.grade import prove


def proved(position: dict) -> Lesson:
    lesson = as_lesson(position)
    proof = prove(lesson)
    assert proof is not None
    return replace(lesson, moves=proof.length, solution=proof.solution)


def test_a_win_that_needs_the_next_card_of_the_deck_is_unfair() -> None:
    lesson = proved(DRAW_TO_WIN)
    assert lesson.solution == ("option BT1-097", "option ST2-14", "attack elec player")
    problem = unfair(lesson)
    assert problem is not None
    assert problem.startswith("unfair: the win depends on the order of hidden cards")
    assert "ST2-14 Sorrow Blue is not in p1's hand" in problem


def test_a_win_with_the_cards_on_the_table_is_fair() -> None:
    assert unfair(proved(TWO_ATTACKS)) is None


def test_the_variants_turn_and_cut_only_the_zones_the_learner_cant_see() -> None:
    position = {
        "p1": {"hand": ["A", "B"], "deck": ["1", "2", "3", "4"], "security": ["x", "y"]},
        "p2": {"deck": ["5", "6"], "security": ["s", "t", "u"], "eggs": ["e", "f"]},
    }
    turned, cut = variants(position, learner=0)
    assert turned["p1"] == {
        "hand": ["A", "B"],
        "deck": ["4", "3", "2", "1"],
        "security": ["y", "x"],
    }
    assert turned["p2"] == {"deck": ["6", "5"], "security": ["s", "t", "u"], "eggs": ["f", "e"]}
    assert cut["p1"]["deck"] == ["3", "4", "1", "2"]
    assert cut["p2"]["security"] == ["s", "t", "u"]  # shown face up: the puzzle rule
    assert position["p1"]["deck"] == ["1", "2", "3", "4"]  # the position itself is kept
