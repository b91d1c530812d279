"""Puzzles on the Learn screen: their section of the list, easiest first, and a puzzle
played at the lesson table (hints `h`, solution `s`, retry `r`), which says when it is
won and, when a move lets the win slip, why."""

from __future__ import annotations

from rich.text import Text
from textual.app import App
from textual.binding import Binding
from textual.widgets.option_list import Option

from digimon_tui.lessons.lesson import LessonError
from digimon_tui.lessons.session import LessonRun
from digimon_tui.puzzles.puzzle import TOPIC, Listed, Puzzle, read_puzzle

from .lesson import LessonScreen

PREFIX = "puzzle-"
"""The Learn list's option ids of puzzles: PREFIX and the puzzle's index."""


def puzzle_options(
    puzzles: list[Listed], finished: set[str], done: str, not_yet: str
) -> list[Option]:
    """The Puzzles section of the Learn list: a heading, then each grade's puzzles."""
    options = (
        [Option(Text(f"{TOPIC} (easiest first)", style="bold"), disabled=True)] if puzzles else []
    )
    grade = None
    for i, puzzle in enumerate(puzzles):
        if puzzle.grade != grade:
            grade = puzzle.grade
            options.append(
                Option(
                    Text(f"  {puzzle.grade_title().capitalize()}", style="bold dim"), disabled=True
                )
            )
        solved = puzzle.key in finished
        mark, style = (done, "green") if solved else (not_yet, "dim")
        options.append(
            Option(
                Text.assemble(("  ", ""), (mark, style), " ", puzzle.title),
                id=f"{PREFIX}{i}",
            )
        )
    return options


def open_puzzle(app: App[object], listed: Listed) -> None:
    """Play a puzzle from the list; a file that can't be read is named in one line."""
    try:
        puzzle = read_puzzle(listed.path, listed.key)
    except LessonError as e:
        app.notify(f"{listed.path}: {e}", title="Puzzle not opened", severity="error", markup=False)
        return
    app.push_screen(PuzzleScreen(puzzle))


class PuzzleScreen(LessonScreen):
    """A puzzle at the table: the lesson table, with a puzzle's title, verdicts, help
    and words (a puzzle never says "lesson")."""

    BINDINGS = [
        Binding("b", "back", "Puzzles") if isinstance(b, Binding) and b.action == "back" else b
        for b in LessonScreen.BINDINGS
    ]
    HELP_TOPIC = "puzzle"
    NOUN = "puzzle"
    LIST = "puzzles"
    DONE = "Puzzle solved"
    SOLVED = "✓ You won! Puzzle solved."
    FAILED_NOTE = "The win slipped away: "
    FAILED = "The win slipped away"

    def __init__(self, puzzle: Puzzle) -> None:
        super().__init__(LessonRun(puzzle.lesson, noun=self.NOUN))
        self.puzzle = puzzle

    def show_lesson(self) -> None:
        """The lesson panel, its border naming the puzzle and its grade."""
        super().show_lesson()
        title = f"Puzzle, {self.puzzle.grade_title()}: {self.lesson_run.lesson.title}"
        self.query_one("#lesson").border_title = title

    def explain(self, text: str) -> str:
        """Why the win slipped: a turn handed over before the win says so, with its rule."""
        g, me = self.lesson_run.game, self.lesson_run.lesson.learner
        if g.winner is None and g.turn_player != me:
            return "your turn ended before the win: the memory passed to your opponent (6-1-4-1)."
        return text
