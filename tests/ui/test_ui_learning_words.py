"""A puzzle is played at the lesson table, but speaks of a puzzle: its status line, its
verdicts, the key back to the list, a move refused once it is over and its help never
say "lesson". Once a lesson or a puzzle is decided the status line says so and what to
do next, and why it failed is in view at 80x24."""

from __future__ import annotations

import asyncio
import re

import pytest
from test_ui_puzzles import fits
from textual.app import App
from textual.widget import Widget
from textual.widgets import OptionList
from ui_driver import make, screen_text

from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.help import HelpScreen, help_text
from digimon_tui.ui.screens.learn import LearnScreen
from digimon_tui.ui.screens.lesson import LessonScreen, ReadScreen
from digimon_tui.ui.screens.puzzle import PuzzleScreen
from digimon_tui.ui.widgets.actions import ActionsPanel

LESSON = re.compile(r"\blessons?\b", re.IGNORECASE)
SIZES = [(80, 24), (120, 40)]


def flat(text: str) -> str:
    """Text drawn in a panel with its line breaks and borders taken out."""
    return re.sub(r"[\s│╭╮╰╯─█▀▄]+", " ", text)


def drawn_in(app: App, text: str, widget: Widget) -> str:
    """What the screen draws in a widget's region, as one line."""
    r = widget.region
    assert r.height, f"{widget} is not drawn"
    return flat("\n".join(line[r.x : r.right] for line in text.splitlines()[r.y : r.bottom]))


def moves_panel(app: App, text: str) -> str:
    return drawn_in(app, text, app.screen.query_one(ActionsPanel))


@pytest.mark.parametrize("size", SIZES)
def test_a_puzzle_never_says_lesson(size: tuple[int, int]) -> None:
    asyncio.run(play_a_puzzle(size))


async def play_a_puzzle(size: tuple[int, int]) -> None:
    app = DigimonApp(learn=True)
    async with app.run_test(size=size, notifications=True) as pilot:
        await pilot.pause()
        learn = app.screen
        assert isinstance(learn, LearnScreen)
        first = next(i for i, p in enumerate(learn.puzzles) if fits(p))
        menu = learn.query_one("#lessons", OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        menu.highlighted = ids.index(f"puzzle-{first}")
        menu.scroll_to_highlight()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen)
        shown = [screen_text(app)]
        assert "b Puzzles" in shown[0]  # the key bar names the way back

        await make(pilot, "pass")  # the turn ends before the win
        assert screen.lesson_run.outcome == "lost"
        text = screen_text(app)
        status = text.splitlines()[0]
        assert "The win slipped away: r retries, ctrl+z takes your move back." in status
        assert "your turn ended before the win" not in status
        # why, in the moves panel too: the puzzle's panel is too short for it at 80x24
        why = "Your turn ended before the win: the memory passed to your opponent (6-1-4-1)."
        assert why in moves_panel(app, text)
        shown.append(text)

        await pilot.press("e")  # a move once the puzzle is over
        await pilot.pause()
        assert screen.notes[-1].plain.startswith("✗ the puzzle is over: retry it (r)")
        shown.append(screen_text(app))

        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        assert "How a puzzle works" in text and "hand-over screen covers" not in text
        shown.append(text)
        await pilot.press("escape")
        await pilot.pause()

        await pilot.press("r")
        await pilot.pause()
        for move in screen.puzzle.lesson.solution:
            await make(pilot, move)
        assert screen.lesson_run.outcome == "met"
        text = screen_text(app)
        status = text.splitlines()[0]
        assert "Puzzle solved: b for the puzzles, r to play it again." in status
        assert "i shows the result" not in status  # no result screen comes in a puzzle
        shown.append(text)

    for text in shown:
        assert not LESSON.search(text), text


@pytest.mark.parametrize("size", SIZES)
def test_a_failed_lesson_says_why_and_what_next(size: tuple[int, int]) -> None:
    asyncio.run(fail_a_lesson(size))


async def fail_a_lesson(size: tuple[int, int]) -> None:
    app = DigimonApp(learn=True)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        learn = app.screen
        assert isinstance(learn, LearnScreen)
        index = next(i for i, ls in enumerate(learn.lessons) if ls.title == "Passing gives 3")
        await pilot.press("home", *["down"] * index, "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        await make(pilot, "pass")
        assert screen.lesson_run.outcome == "lost"
        text = screen_text(app)
        assert (
            "The lesson failed: r retries, ctrl+z takes your move back." in (text.splitlines()[0])
        )
        assert "Passing sets the counter to 3" in moves_panel(
            app, text
        )  # why, in the moves panel too
        await pilot.press("question_mark")
        await pilot.pause()
        text = screen_text(app)
        assert "How a lesson works" in text and "hand-over screen covers" not in text
        assert "(autosave.json in the data folder)" not in flat(text)  # a lesson isn't saved


def test_the_help_keys_stand_apart_from_what_they_do() -> None:
    for topic in ("table", "arena", "replay", "lesson", "puzzle", "learn", "drill"):
        for line in help_text(topic).plain.split("Keys\n", 1)[1].splitlines():
            assert re.fullmatch(r"  \S(.*?\S)? {2,}\S.*", line), (topic, line)


@pytest.mark.parametrize("size", SIZES)
def test_o_reads_the_whole_lesson_and_puzzle(size: tuple[int, int]) -> None:
    """At 80x24 the panel beside the board shows the goal and the keys, not the story:
    `o` shows all of it in a box, and `o` again closes it."""
    asyncio.run(read_all(size))


async def read_all(size: tuple[int, int]) -> None:
    app = DigimonApp(learn=True)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        learn = app.screen
        assert isinstance(learn, LearnScreen)
        index = next(i for i, ls in enumerate(learn.lessons) if ls.title == "Gain memory first")
        await pilot.press("home", *["down"] * index, "enter")
        await pilot.pause()
        lesson = app.screen
        assert isinstance(lesson, LessonScreen)
        panel = drawn_in(app, screen_text(app), lesson.query_one("#lesson"))
        assert "o read all" in panel and "o Read all" in screen_text(app)  # and the key bar
        for opened in (lesson, "puzzle"):
            if opened == "puzzle":
                await pilot.press("b", "p", "enter")
                await pilot.pause()
                assert isinstance(app.screen, PuzzleScreen)
            screen = app.screen
            assert isinstance(screen, LessonScreen)
            run = screen.lesson_run.lesson
            await pilot.press("o")
            await pilot.pause()
            assert isinstance(app.screen, ReadScreen)
            text = drawn_in(app, screen_text(app), app.screen.query_one("#dialog"))
            for paragraph in run.intro.split("\n"):
                assert flat(paragraph) in text, paragraph
            assert "Rules: " + ", ".join(run.rules) in text
            await pilot.press("o")
            await pilot.pause()
            assert app.screen is screen


def test_the_help_on_the_learn_screen_and_a_drill_explains_them() -> None:
    """`?` explains the screen it is pressed on: the Learn list, a drill; not the table's
    hand-over."""
    asyncio.run(help_on_learn_and_a_drill())


async def help_on_learn_and_a_drill() -> None:
    app = DigimonApp(learn=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key, title, told in (
            ("", "Learn", "Below them the rulings drills"),
            ("d enter", "How a drill works", "play the moves yourself (p)"),
        ):
            await pilot.press(*key.split())
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            text = drawn_in(app, screen_text(app), app.screen.query_one("#dialog"))
            assert title in text and told in text, text
            assert "hand-over screen covers" not in text
            await pilot.press("escape")
            await pilot.pause()


def test_the_solution_is_said_as_the_moves_panel_says_it() -> None:
    """`s` names the moves in words ("Use Hammer Spark (cost 0)"), each as the moves panel
    lists it when it is made, not in notation ("option ST2-13")."""
    asyncio.run(ask_for_the_solution())


async def ask_for_the_solution() -> None:
    app = DigimonApp(learn=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        learn = app.screen
        assert isinstance(learn, LearnScreen)
        index = next(i for i, ls in enumerate(learn.lessons) if ls.title == "Gain memory first")
        await pilot.press("home", *["down"] * index, "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        solution = screen.lesson_run.lesson.solution
        assert len(solution) == 2
        listed = []
        for move in solution:  # what the panel lists for each move, when it is made
            panel = screen.query_one(ActionsPanel)
            listed.append(next(text for m, text in panel.listed if str(m) == move))
            await make(pilot, move)
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        note = screen.notes[-1].plain
        assert note == "Solution: " + " → ".join(listed), note
        assert not any(move in note for move in solution)
        drawn = drawn_in(app, screen_text(app), screen.query_one("#lesson"))
        assert "Solution: Use Hammer Spark" in drawn
