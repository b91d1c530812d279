"""Puzzles from the Learn screen: their section lists them easiest first; one is played
at the table with a hint, failed with a move that lets the win slip, retried and solved,
then shows as done, at 120x40 and at 80x24."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest
from textual.widgets import OptionList
from ui_driver import make, screen_text

from digimon_tui.engine.game import Game
from digimon_tui.puzzles import puzzle as puzzle_module
from digimon_tui.puzzles.puzzle import GRADES, TOPIC, Listed, builtin_dir, read_puzzle
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.learn import LearnScreen
from digimon_tui.ui.screens.puzzle import PuzzleScreen


def hidden_names_shown(g: Game, text: str, learner: int) -> list[str]:
    """Names of the cards a puzzle keeps hidden (both decks, the learner's security, the
    opponent's hand once its turn has begun) that `text` shows, leaving out any name the
    learner sees anyway: their hand, what is in play or in a trash, and the opponent's
    security, face up by the puzzle rule."""
    theirs, mine = g.players[1 - learner], g.players[learner]
    hidden = {g.defs[u].name for u in (*theirs.hand, *theirs.deck, *mine.deck, *mine.security)}
    seen = [*mine.hand, *mine.trash, *theirs.trash, *theirs.security]
    seen += [u for p in g.players for perm in p.battle for u in perm.cards]
    seen += [u for p in g.players if p.breeding for u in p.breeding.cards]
    flat = re.sub(r"\s+", " ", text)
    names = hidden - {g.defs[u].name for u in seen}
    return sorted(n for n in names if re.search(rf"(?<![A-Za-z]){re.escape(n)}(?![A-Za-z])", flat))


def fits(listed: Listed) -> bool:
    """The puzzle's Digimon all fit the battle area's row (the arrow keys reach them)."""
    g = read_puzzle(listed.path).lesson.start()
    return len(g.players[g.turn_player].battle) <= 3


def test_a_puzzle_from_the_learn_screen(tui_home: Path) -> None:
    asyncio.run(solve_the_easiest(tui_home, (120, 40)))


def test_a_puzzle_at_80x24(tui_home: Path) -> None:
    asyncio.run(solve_the_easiest(tui_home, (80, 24)))


async def solve_the_easiest(home: Path, size: tuple[int, int]) -> None:
    app = DigimonApp(learn=True)
    async with app.run_test(size=size, notifications=True) as pilot:
        await pilot.pause()
        learn = app.screen
        assert isinstance(learn, LearnScreen)
        menu = learn.query_one("#lessons", OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        prompts = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        assert f"{TOPIC} (easiest first)" in prompts
        grades = [p.grade for p in learn.puzzles]
        assert grades == sorted(grades) and len(grades) >= 40
        for grade in set(grades):  # each grade under its heading
            assert f"  Grade {grade}, {GRADES[grade]}" in prompts
        first = next(i for i, p in enumerate(learn.puzzles) if fits(p))
        listed = learn.puzzles[first]
        at = ids.index(f"puzzle-{first}")
        assert prompts[at] == f"  · not yet {listed.title}"

        menu.highlighted = at
        menu.scroll_to_highlight()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen)
        puzzle, run = screen.puzzle, screen.lesson_run
        assert puzzle.lesson.title == listed.title
        text = screen_text(app)
        assert "Goal: Win the game" in text
        assert "Puzzle rule" in screen.intro.plain
        assert hidden_names_shown(run.game, text, run.lesson.learner) == []

        await pilot.press("h")
        await pilot.pause()
        assert screen.notes[-1].plain == f"Hint 1: {puzzle.lesson.hints[0]}"
        assert "Hint 1:" in screen_text(app)

        wrong = "pass"  # the turn ends before the win
        assert not run.search.solvable((wrong,))
        await make(pilot, wrong)
        assert run.outcome == "lost"
        assert "The win slipped away" in screen_text(app)
        assert hidden_names_shown(run.game, screen_text(app), run.lesson.learner) == []

        await pilot.press("r")
        await pilot.pause()
        for move in puzzle.lesson.solution:
            await make(pilot, move)
        assert run.outcome == "met"
        assert "✓ You won! Puzzle solved." in screen_text(app)
        await pilot.press("b")
        await pilot.pause()
        menu = learn.query_one("#lessons", OptionList)
        assert str(menu.get_option_at_index(at).prompt) == f"  ✓ done    {listed.title}"

    saved = json.loads((home / "progress.json").read_text())
    assert saved["done"] == [listed.key] == [f"puzzle:{listed.path.name}"]
    assert not (home / "autosave.json").exists()


def test_a_broken_puzzle_is_named_and_not_opened(
    tui_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "puzzles"
    folder.mkdir()
    good = sorted(builtin_dir().glob("*.toml"))[0].read_text()
    (folder / "a-unknown-card.toml").write_text(good.replace("[p1]\n", '[p1]\nhand = ["XX1-99"]\n'))
    (folder / "b-no-grade.toml").write_text(good.replace("grade = ", "grad = ", 1))
    monkeypatch.setattr(puzzle_module, "builtin_dir", lambda: folder)
    asyncio.run(open_broken(folder))


async def open_broken(folder: Path) -> None:
    app = DigimonApp(learn=True)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.pause()
        learn = app.screen
        assert isinstance(learn, LearnScreen)
        assert [p.path.name for p in learn.puzzles] == ["a-unknown-card.toml"]
        problem = f"{folder / 'b-no-grade.toml'}: grade: expected a whole number of 1 or more"
        assert learn.problems == [problem]
        assert "Not listed: " in screen_text(app)
        menu = learn.query_one("#lessons", OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        menu.highlighted = ids.index("puzzle-0")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is learn
        assert "Puzzle not opened" in screen_text(app)
        assert "XX1-99" in screen_text(app)  # the card the file names, in the notice


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_p_on_the_learn_screen_jumps_to_the_easiest_puzzle(size: tuple[int, int]) -> None:
    """The puzzles sit below every lesson and drill: `p` brings the first into view, its
    section's heading and grade above it, and Enter plays it."""
    asyncio.run(jump_to_the_puzzles(size))


async def jump_to_the_puzzles(size: tuple[int, int]) -> None:
    app = DigimonApp(learn=True)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        learn = app.screen
        assert isinstance(learn, LearnScreen)
        assert "puzzles (p)" in screen_text(app)
        await pilot.press("p")
        await pilot.pause()
        menu = learn.query_one("#lessons", OptionList)
        assert menu.highlighted is not None
        assert menu.get_option_at_index(menu.highlighted).id == "puzzle-0"
        text = screen_text(app)
        first = learn.puzzles[0]
        for drawn in (f"{TOPIC} (easiest first)", first.grade_title().capitalize(), first.title):
            assert drawn in text, drawn
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PuzzleScreen)
        assert app.screen.puzzle.lesson.title == first.title


def test_a_teachers_mined_puzzles_are_listed_with_the_built_in_ones(
    tui_home: Path, tmp_path: Path
) -> None:
    """`lesson learn --lessons FOLDER` lists the puzzles of FOLDER/puzzles/ (as `puzzles
    mine --out` writes them) among the built-in ones, by grade; solving one is kept by
    its full path, so it can't pass for a built-in puzzle of the same file name."""
    mined = tmp_path / "class" / "puzzles"
    mined.mkdir(parents=True)
    builtin = sorted(builtin_dir().glob("*.toml"))[0]
    text = builtin.read_text().replace('title = "', 'title = "Ours: ', 1)
    (mined / builtin.name).write_text(text)
    asyncio.run(solve_ours(tmp_path / "class", mined / builtin.name, tui_home))


async def solve_ours(folder: Path, ours: Path, home: Path) -> None:
    app = DigimonApp(learn=True, lessons=(folder,))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        learn = app.screen
        assert isinstance(learn, LearnScreen)
        at = next(i for i, p in enumerate(learn.puzzles) if p.path == ours)
        assert learn.puzzles[at].title.startswith("Ours: ")
        assert len(learn.puzzles) == len(puzzle_module.library()[0]) + 1
        menu = learn.query_one("#lessons", OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        menu.highlighted = ids.index(f"puzzle-{at}")
        menu.scroll_to_highlight()
        assert "Ours: " in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen)
        for move in screen.puzzle.lesson.solution:
            await make(pilot, move)
        assert screen.lesson_run.outcome == "met"
    saved = json.loads((home / "progress.json").read_text())
    assert saved["done"] == [f"puzzle:{ours}"]


PARTIAL_BLOCKS = re.compile("[▁▂▃▄▅▆▇]")
"""The glyphs Textual ends a scrollbar's thumb with (the list's bottom border is a row of
▁, left out by looking only at the rows between its borders)."""


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)])
def test_the_puzzle_list_s_scrollbar_draws_no_stray_cells(size: tuple[int, int]) -> None:
    """`p` scrolls the Learn list to the puzzles: its thumb was ended in partial block
    glyphs, two cells wide, which beside the puzzles' titles read as stray marks ("▇▇"
    at 120x40). The thumb fills whole cells, one wide like every other list's."""

    async def run() -> None:
        app = DigimonApp(learn=True)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            for key in ("p", "d", "p"):
                await pilot.press(key)
                await pilot.pause()
                menu = app.screen.query_one("#lessons", OptionList)
                assert menu.scroll_y > 0 and menu.vertical_scrollbar.display
                assert menu.vertical_scrollbar.size.width == 1
                rows = screen_text(app).splitlines()[menu.region.y + 1 : menu.region.bottom - 1]
                assert not [row for row in rows if PARTIAL_BLOCKS.search(row)], (size, key)

    asyncio.run(run())
