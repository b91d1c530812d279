"""The Learn screen: every lesson, grouped by topic in teaching order, each marked done
or not yet; choosing one plays it (`LessonScreen`). Below them the rulings drills, by
group (`DrillScreen`), then the puzzles, easiest first (`ui/screens/puzzle.py`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from .. import progress
from ..widgets.whole_cells import WholeCells

if TYPE_CHECKING:
    from digimon_tui.drills.drill import Drill
    from digimon_tui.lessons.lesson import Lesson
    from digimon_tui.puzzles.puzzle import Listed

DONE, NOT_YET = "✓ done   ", "· not yet"


@dataclass
class Learning:
    """What the Learn list shows, as read from the files, and a line for each file that
    can't be read."""

    lessons: list[Lesson] = field(default_factory=list)
    drills: list[Drill] = field(default_factory=list)
    puzzles: list[Listed] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def read_learning(folders: Sequence[Path] = ()) -> Learning:
    """The built-in lessons, drills and puzzles and those of the teachers' folders. The
    engine, the lessons' positions and the screens a choice opens are imported here, not
    with this module: the command line draws the screen first and reads them after."""
    from digimon_tui.drills.drill import library as drill_library
    from digimon_tui.lessons.lesson import library
    from digimon_tui.puzzles.puzzle import library as puzzle_library

    from . import puzzle  # noqa: F401  (what choosing a lesson or a puzzle opens)

    lessons, problems = library(folders)
    drills, unread = drill_library(Path(f) / "drills" for f in folders)
    puzzles, unlisted = puzzle_library(Path(f) / "puzzles" for f in folders)
    return Learning(lessons, drills, puzzles, problems + unread + unlisted)


READING = "Reading the lessons, drills and puzzles…"


class LearnScreen(Screen[None]):
    BINDINGS = [
        Binding("escape,b", "app.pop_screen", "Back"),
        Binding("d", "jump('drill-0')", "Drills"),
        Binding("p", "jump('puzzle-0')", "Puzzles"),
    ]
    HELP_TOPIC = "learn"

    def __init__(self, folders: Sequence[Path] = (), *, later: bool = False) -> None:
        """`later`: the list is filled by `fill` once the files are read (in the
        background), not read here."""
        super().__init__()
        self.read = not later
        self.fill_in(read_learning(folders) if self.read else Learning())
        self.typed: list[events.Key] = []
        """Keys for the list typed before it was read (`stash_key`)."""

    def fill_in(self, learning: Learning) -> None:
        self.lessons, self.drills = learning.lessons, learning.drills
        self.puzzles, self.problems = learning.puzzles, learning.problems

    def fill(self, learning: Learning) -> None:
        """The files are read: list them (unless the learner has left already)."""
        self.fill_in(learning)
        self.read = True
        if self in self.app.screen_stack:
            self.show_problems()
            self.on_screen_resume()
        typed, self.typed = self.typed, []
        if self is self.app.screen:
            for key in typed:
                self.app.post_message(key)

    def stash_key(self, event: events.Key) -> bool:
        """A key for the list typed before it is read ("d" for the drills, Enter) waits
        for it, and is pressed again once it is listed; leaving and quitting don't wait.
        True: the key waits."""
        if self.read or event.key in ("escape", "b", "ctrl+q", "ctrl+c"):
            return False
        self.typed.append(events.Key(event.key, event.character))
        return True

    def compose(self) -> ComposeResult:
        heading = "Learn: lessons with a goal, rulings drills (d), puzzles (p)"
        yield Static(Text(heading, style="bold"))
        yield OptionList(id="lessons")
        yield Static(id="learn-problems")
        yield Footer()

    def on_mount(self) -> None:
        bar = self.query_one("#lessons", OptionList).vertical_scrollbar
        bar.renderer = WholeCells  # type: ignore[misc]  # per bar, as Textual's docs do
        self.show_problems()

    def show_problems(self) -> None:
        """The files that can't be listed, in red; while the files are read, that they are."""
        if not self.read:
            text = Text(READING, style="italic")
        elif self.problems:
            text = Text("Not listed: " + "; ".join(self.problems), style="red")
        else:
            text = Text()
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
        if self.puzzles:
            from .puzzle import puzzle_options

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
        from digimon_tui.drills.drill import DrillError

        from .puzzle import PREFIX, open_puzzle

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
        from digimon_tui.lessons.session import LessonRun

        from .lesson import LessonScreen

        self.app.push_screen(LessonScreen(LessonRun(lesson)))
