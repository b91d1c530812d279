"""A puzzle's proof: the shortest win this turn, the choices along it, and the grade
they give (length, then the odds of finding the line at random)."""

from __future__ import annotations

import copy

from puzzle_positions import TWO_ATTACKS, as_lesson

from digimon_tui.puzzles.grade import Proof, prove
from digimon_tui.puzzles.mine import worth_a_puzzle


def test_the_shortest_win_and_the_choices_on_it_are_counted() -> None:
    proof = prove(as_lesson(TWO_ATTACKS))
    assert proof is not None
    assert proof.length == 2
    assert proof.solution == ("attack grey player", "attack agu player")
    # first: either attack keeps the win (2), passing doesn't (of 3); then 1 of 2
    assert proof.options == (3, 2)
    assert proof.winning == (2, 1)
    assert proof.odds == 3
    assert proof.grade == 1  # 1 + log2(3) points


def test_a_position_with_no_win_this_turn_has_no_proof() -> None:
    alone = copy.deepcopy(TWO_ATTACKS)
    alone["p1"]["battle"] = alone["p1"]["battle"][:1]
    assert prove(as_lesson(alone)) is None


def _proof(length: int, options: tuple[int, ...], winning: tuple[int, ...]) -> Proof:
    return Proof(length, (), (), options, winning, 0)


def test_the_grade_grows_with_the_length_and_the_odds() -> None:
    assert _proof(1, (4,), (1,)).grade == 1  # one move, 1 in 4: 2 points
    assert _proof(1, (20,), (1,)).grade == 2  # one move, 1 in 20: 4.3 points
    assert _proof(2, (6, 10), (1, 1)).grade == 3  # two moves, 1 in 60: 6.9 points
    assert _proof(3, (10, 10, 1), (1, 1, 1)).grade == 4  # three moves, 1 in 100: 8.6
    assert _proof(5, (9, 7, 5, 11, 2), (2, 1, 1, 1, 1)).grade == 5


def test_one_move_where_every_attack_wins_is_not_a_puzzle() -> None:
    open_goal = copy.deepcopy(TWO_ATTACKS)
    open_goal["p2"]["security"] = []
    proof = prove(as_lesson(open_goal))
    assert proof is not None and proof.length == 1
    assert proof.misses == ("pass",)
    assert not worth_a_puzzle(proof)
    two = prove(as_lesson(TWO_ATTACKS))
    assert two is not None and worth_a_puzzle(two)  # two moves


def test_one_move_is_a_puzzle_when_an_attack_on_the_player_would_fail() -> None:
    def one_move(*misses: str) -> Proof:
        return Proof(1, (), (), (len(misses) + 1,), (1,), 0, misses)

    assert worth_a_puzzle(one_move("pass", "attack agu player"))
    assert not worth_a_puzzle(one_move("pass", "play ST1-03", "attack agu wall"))
