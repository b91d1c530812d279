"""`digimon-tui puzzles check`: every puzzle still reads, its solution still wins against
every answer, it is still fair, and the search proves again the grade it claims."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from digimon_tui.files import is_folder
from digimon_tui.lessons.lesson import LessonError, lesson_files
from digimon_tui.lessons.search import Search, SearchTooLarge

from .fair import unfair
from .grade import moves_text, prove
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
    files: list[Path] = []
    for p in map(Path, paths or [str(builtin_dir())]):
        files += lesson_files(p) if is_folder(p) else [p]
    if not files:
        print("digimon-tui: puzzles check: no puzzle files found", file=sys.stderr)
        return 2
    bad = 0
    for path in files:
        try:
            puzzle = check_puzzle(path)
        except LessonError as e:
            print(f"digimon-tui: {path}: {e}", file=sys.stderr)
            bad += 1
            continue
        c = puzzle.claims
        print(
            f"{path}: OK: {puzzle.lesson.title}, {puzzle.grade_title()} "
            f"({moves_text(c['length'])}; "
            f"{c['winning_first_moves']} of {c['first_moves']} first moves win)"
        )
    return 2 if bad else 0
