"""The Learn screen: every lesson, grouped by topic in teaching order, each marked done
or not yet; choosing one plays it (`LessonScreen`). Below them the rulings drills, by
group (`DrillScreen`), then the puzzles, easiest first (`ui/screens/puzzle.py`)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from digimon_tui.drills.drill import DrillError
from digimon_tui.drills.drill import library as drill_library
from digimon_tui.lessons.lesson import Lesson, library
from digimon_tui.lessons.session import LessonRun
from digimon_tui.puzzles.puzzle import library as puzzle_library

from .. import progress
from .puzzle import PREFIX, open_puzzle, puzzle_options

DONE, NOT_YET = "✓ done   ", "· not yet"


class LearnScreen(Screen[None]):
    BINDINGS = [
        Binding("escape,b", "app.pop_screen", "Back"),
        Binding("d", "jump('drill-0')", "Drills"),
        Binding("p", "jump('puzzle-0')", "Puzzles"),
    ]
    HELP_TOPIC = "learn"

    def __init__(self, folders: Sequence[Path] = ()) -> None:
        super().__init__()
        self.lessons, self.problems = library(folders)
        self.drills, problems = drill_library(Path(f) / "drills" for f in folders)
        self.problems += problems
        self.puzzles, unread = puzzle_library(Path(f) / "puzzles" for f in folders)
        self.problems += unread

    def compose(self) -> ComposeResult:
        heading = "Learn: lessons with a goal, rulings drills (d), puzzles (p)"
        yield Static(Text(heading, style="bold"))
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
        options += self.drill_options(finished)
        options += puzzle_options(self.puzzles, finished, DONE, NOT_YET)
        menu.set_options(options)
        menu.highlighted = at if at is not None else 1
        menu.focus()

    def drill_options(self, finished: set[str]) -> list[Option]:
        """The drills section: a heading, then each group's drills, marked as lessons are."""
        if not self.drills:
            return []
        head = "Drills: what happens when ...? Official rulings, played by the engine"
        options = [Option(Text(head, style="bold reverse"), disabled=True)]
        group = None
        for i, drill in enumerate(self.drills):
            if drill.group != group:
                group = drill.group
                options.append(Option(Text(group, style="bold"), disabled=True))
            done = drill.key in finished
            mark, style = (DONE, "green") if done else (NOT_YET, "dim")
            text = Text.assemble(("  ", ""), (mark, style), " ", drill.title)
            options.append(Option(text, id=f"drill-{i}"))
        return options

    def action_jump(self, first: str) -> None:
        """Jump to a section's first entry (`drill-0`, `puzzle-0`): the drills sit below
        every lesson, the puzzles below them."""
        menu = self.query_one("#lessons", OptionList)
        at = next(
            (i for i in range(menu.option_count) if menu.get_option_at_index(i).id == first),
            None,
        )
        if at is not None:
            menu.highlighted = at
            menu.scroll_to_highlight(top=True)
            menu.scroll_relative(y=-2, animate=False)  # the section's heading and the group's

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        assert event.option.id is not None
        if event.option.id.startswith("drill-"):
            from .drill import DrillScreen

            at = int(event.option.id.removeprefix("drill-"))
            try:
                self.app.push_screen(DrillScreen(self.drills, at))
            except DrillError as e:  # a teacher's drill whose position can't be set up
                self.notify(f"{self.drills[at].title}: {e}", severity="error", markup=False)
            return
        if event.option.id.startswith(PREFIX):
            open_puzzle(self.app, self.puzzles[int(event.option.id.removeprefix(PREFIX))])
            return
        self.open(self.lessons[int(event.option.id)])

    def open(self, lesson: Lesson) -> None:
        from .lesson import LessonScreen

        self.app.push_screen(LessonScreen(LessonRun(lesson)))
