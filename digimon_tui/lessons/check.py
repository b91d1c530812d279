"""`digimon-tui lesson check`: a lesson is good when it reads, its solution reaches the
goal whatever the opponent answers, and the goal needs the learner to do something."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from digimon_tui.checks import run_checks
from digimon_tui.words import counted

from .goals import MET, status
from .lesson import Lesson, LessonError, lesson_files, read_lesson
from .search import Search, SearchTooLarge


def check_lesson(path: Path | str) -> tuple[Lesson, Search]:
    """The lesson and the search that proved it; LessonError with one line otherwise."""
    lesson = read_lesson(path)
    search = Search(lesson)
    try:
        if status(lesson.goal, lesson.start(), lesson.frame) == MET:
            raise LessonError("trivial: the goal is already met before any move")
        if len(lesson.solution) > lesson.moves:
            raise LessonError(
                f"solution: {len(lesson.solution)} moves, more than moves = {lesson.moves}"
            )
        problem = search.solution_fails()
        if problem:
            if not search.solvable():
                raise LessonError(f"no solution within {lesson.moves} moves; {problem}")
            other = search.play_on((), search.best_move)
            raise LessonError(f"{problem} (a line that does: {', '.join(other)})")
        if search.passive_wins():
            raise LessonError(
                "trivial: the goal is met without trying (passing, not blocking, "
                "or any answer where there is no such choice)"
            )
    except SearchTooLarge as e:
        raise LessonError(f"too large to check: {e}; shrink the position or `moves`") from None
    return lesson, search


def main(paths: Sequence[str]) -> int:
    """Check lesson files and folders of them: one line each; 2 if any is bad."""
    return run_checks(
        paths, lesson_files, _checked, LessonError, "lesson check: no lesson files given"
    )


def _checked(path: Path) -> str:
    lesson, search = check_lesson(path)
    moves, nodes = counted(len(lesson.solution), "move"), counted(search.nodes, "position")
    return f"{lesson.title} ({moves}; {nodes} searched)"
