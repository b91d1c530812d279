"""`digimon-tui puzzles check`: every puzzle still reads, its solution still wins against
every answer, it is still fair, and the search proves again the grade it claims."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from digimon_tui.checks import run_checks
from digimon_tui.lessons.lesson import LessonError, lesson_files
from digimon_tui.lessons.search import Search, SearchTooLarge
from digimon_tui.words import counted

from .fair import unfair
from .grade import prove
from .puzzle import CLAIMS, Puzzle, builtin_dir, claims_of, read_puzzle


def check_puzzle(path: Path) -> Puzzle:
    """The puzzle, proved; LessonError with one line otherwise."""
    puzzle = read_puzzle(path)
    lesson = puzzle.lesson
    try:
        claimed = puzzle.claims["length"]
        proof = prove(lesson, at_least=max(1, claimed - 1))
        if proof is not None and proof.length < claimed:
            proof = prove(lesson)  # shorter than claimed: how short
        if proof is None:
            raise LessonError("no win this turn: the search finds none")
        search = Search(lesson)
        problem = search.solution_fails()
        if problem:
            raise LessonError(f"{problem} (a line that does: {', '.join(proof.solution)})")
        if search.passive_wins():
            raise LessonError("trivial: the win comes without trying")
        problem = unfair(lesson)
        if problem:
            raise LessonError(problem)
    except SearchTooLarge as e:
        raise LessonError(f"too large to check: {e}") from None
    found = claims_of(proof)
    wrong = [
        f"{k} = {puzzle.claims[k]}, proved {found[k]}"
        for k in CLAIMS
        if found[k] != puzzle.claims[k]
    ]
    if lesson.moves != proof.length:
        wrong.append(f"moves = {lesson.moves}, proved {proof.length}")
    if wrong:
        raise LessonError("claims what the search doesn't prove: " + "; ".join(wrong))
    return puzzle


def main(paths: Sequence[str]) -> int:
    """Check puzzle files and folders of them (the built-in puzzles when none is given):
    one line each; 2 if any is bad."""
    return run_checks(
        paths or [str(builtin_dir())],
        lesson_files,
        _checked,
        LessonError,
        "puzzles check: no puzzle files found",
    )


def _checked(path: Path) -> str:
    puzzle = check_puzzle(path)
    c = puzzle.claims
    return (
        f"{puzzle.lesson.title}, {puzzle.grade_title()} ({counted(c['length'], 'move')}; "
        f"{c['winning_first_moves']} of {c['first_moves']} first moves win)"
    )
