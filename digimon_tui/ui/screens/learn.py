"""The Learn screen: every lesson, grouped by topic in teaching order, each marked done
or not yet; choosing one plays it (`LessonScreen`)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from digimon_tui.lessons.lesson import Lesson, library
from digimon_tui.lessons.session import LessonRun
from digimon_tui.puzzles.puzzle import library as puzzle_library

from .. import progress
from .puzzle import PREFIX, open_puzzle, puzzle_options

DONE, NOT_YET = "✓ done   ", "· not yet"


class LearnScreen(Screen[None]):
    BINDINGS = [Binding("escape,b", "app.pop_screen", "Back")]

    def __init__(self, folders: Sequence[Path] = ()) -> None:
        super().__init__()
        self.lessons, self.problems = library(folders)
        self.puzzles, unread = puzzle_library()
        self.problems += unread

    def compose(self) -> ComposeResult:
        yield Static(Text("Learn: short lessons, each a position with a goal", style="bold"))
        yield OptionList(id="lessons")
        yield Static(id="learn-problems")
        yield Footer()

    def on_mount(self) -> None:
        if self.problems:
            text = Text("Not listed: " + "; ".join(self.problems), style="red")
            self.query_one("#learn-problems", Static).update(text)

    def on_screen_resume(self) -> None:
        """Redrawn whenever it comes back, so a lesson just done shows as done."""
        menu = self.query_one("#lessons", OptionList)
        at = menu.highlighted
        finished = progress.done()
        options: list[Option] = []
        topic = None
        for i, lesson in enumerate(self.lessons):
            if lesson.topic != topic:
                topic = lesson.topic
                options.append(Option(Text(lesson.topic_title(), style="bold"), disabled=True))
            mark = DONE if lesson.key in finished else NOT_YET
            style = "green" if lesson.key in finished else "dim"
            options.append(
                Option(Text.assemble(("  ", ""), (mark, style), " ", lesson.title), id=str(i))
            )
        options += puzzle_options(self.puzzles, finished, DONE, NOT_YET)
        menu.set_options(options)
        menu.highlighted = at if at is not None else 1
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        assert event.option.id is not None
        if event.option.id.startswith(PREFIX):
            open_puzzle(self.app, self.puzzles[int(event.option.id.removeprefix(PREFIX))])
            return
        self.open(self.lessons[int(event.option.id)])

    def open(self, lesson: Lesson) -> None:
        from .lesson import LessonScreen

        self.app.push_screen(LessonScreen(LessonRun(lesson)))
