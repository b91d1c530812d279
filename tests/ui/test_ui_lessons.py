"""Two lessons played from the Learn screen: one solved at once, one failed, then solved
after a hint; both then show as done, the progress is in the data folder and the
autosave was never touched."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path

import pytest
from textual.widgets import OptionList
from ui_driver import make, screen_text

from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.learn import LearnScreen
from digimon_tui.ui.screens.lesson import LessonScreen
from digimon_tui.ui.screens.title import TitleScreen


def test_two_lessons_from_the_learn_screen(tui_home: Path) -> None:
    asyncio.run(two_lessons(tui_home, (120, 40)))


def test_the_learn_screen_fits_80x24(tui_home: Path) -> None:
    asyncio.run(two_lessons(tui_home, (80, 24)))


async def open_lesson(pilot, title: str) -> LessonScreen:
    learn = pilot.app.screen
    assert isinstance(learn, LearnScreen)
    index = next(i for i, lesson in enumerate(learn.lessons) if lesson.title == title)
    menu = learn.query_one("#lessons", OptionList)
    await pilot.press("home", *["down"] * index, "enter")
    await pilot.pause()
    assert menu.highlighted is not None
    screen = pilot.app.screen
    assert isinstance(screen, LessonScreen)
    assert screen.lesson_run.lesson.title == title
    return screen


async def two_lessons(home: Path, size: tuple[int, int]) -> None:
    app = DigimonApp()
    async with app.run_test(size=size, notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        menu = app.screen.query_one("#menu", OptionList)
        learn_at = next(
            i for i in range(menu.option_count) if menu.get_option_at_index(i).id == "learn"
        )
        await pilot.press(*["down"] * learn_at, "enter")
        await pilot.pause()
        assert isinstance(app.screen, LearnScreen)
        assert "· not yet The winning attack" in screen_text(app)

        # Solved directly.
        screen = await open_lesson(pilot, "The winning attack")
        assert "Goal: Win the game" in screen_text(app)
        await make(pilot, "attack grey player")
        assert screen.lesson_run.outcome == "met"
        assert "Goal reached" in screen_text(app)
        assert "Lessons" in screen_text(app)  # the key bar names the way back
        await pilot.press("b")
        await pilot.pause()
        assert "✓ done    The winning attack" in screen_text(app)

        # Failed (passing gives 3, rule 6-5-1-7), then solved after a hint.
        screen = await open_lesson(pilot, "Passing gives 3")
        await make(pilot, "pass")
        assert screen.lesson_run.outcome == "lost"
        assert screen.notes[-2].plain.startswith("✗ Passing sets the counter to 3")
        assert "(6-5-1-7)" in screen.notes[-2].plain
        assert "✗ Passing sets" in screen_text(app)
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        assert screen.notes[-1].plain == "Hint 1: Passing always leaves the opponent 3 memory."
        assert "Hint 1: Passing" in screen_text(app)
        await make(pilot, "play ST1-02")
        assert screen.lesson_run.outcome == "met"
        await pilot.press("b")
        await pilot.pause()
        text = screen_text(app)
        assert "✓ done    Passing gives 3" in text
        assert "· not yet Security checks" in text

    saved = json.loads((home / "progress.json").read_text())
    assert saved["done"] == ["04-passing.toml", "13-winning-attack.toml"]
    assert not (home / "autosave.json").exists()


@pytest.fixture
def slow_read(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The Learn list's reading, held until the test sets the event it returns (as a slow
    disk or a busy machine would hold it)."""
    from digimon_tui.ui.screens import learn as learn_module

    go = threading.Event()
    read = learn_module.read_learning

    def slow(folders):  # type: ignore[no-untyped-def]
        go.wait(10)
        return read(folders)

    monkeypatch.setattr(learn_module, "read_learning", slow)
    return go


def test_the_learn_screen_left_before_its_list_is_read_leaves_the_app_running(
    slow_read: threading.Event,
) -> None:
    """From the command line the Learn list is read in the background: a learner who
    goes back to the title first gets the title, and the list read later goes nowhere."""

    async def run() -> None:
        app = DigimonApp(learn=True, warm=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            learn = app.screen
            assert isinstance(learn, LearnScreen) and not learn.read
            assert "Reading the lessons" in screen_text(app)
            await pilot.press("escape")
            await pilot.pause()
            slow_read.set()
            app.warmed()
            for _ in range(5):
                await pilot.pause()
            assert learn.read and isinstance(app.screen, TitleScreen)
            await pilot.press("L")
            await pilot.pause()
            app.warmed()
            for _ in range(5):
                await pilot.pause()
            assert isinstance(app.screen, LearnScreen) and "Hatch your Digi-Egg" in screen_text(app)

    asyncio.run(run())


def test_keys_typed_before_the_learn_list_is_read_wait_for_it(
    slow_read: threading.Event,
) -> None:
    """A learner who types "d" and Enter while the list is still being read gets the first
    drill once it is listed (the keys went to an empty list, and were lost)."""
    from digimon_tui.ui.screens.drill import DrillScreen

    async def run() -> None:
        app = DigimonApp(learn=True, warm=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            learn = app.screen
            assert isinstance(learn, LearnScreen) and not learn.read
            await pilot.press("d", "enter")
            await pilot.pause()
            slow_read.set()
            app.warmed()
            for _ in range(10):
                await pilot.pause()
                if isinstance(app.screen, DrillScreen):
                    break
            assert learn.read and isinstance(app.screen, DrillScreen)

    asyncio.run(run())
