"""Learn through `digimon-tui serve` in a real browser: a headless Chromium opens the
page and types into its terminal as a person would (the Learn entry of the title menu,
`d` and the first drill, its right answer; back, `p` and the easiest puzzle, a hint).
What the page's terminal received is read, and a screenshot of the page is taken at
the drill's answer and at the puzzle's hint and checked (a PNG of the page's size,
not blank, the two different)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from test_serve import (  # noqa: F401 (fixtures)
    browser,
    check_screenshot,
    press,
    screenshot,
    server,
    terminal_page,
)

from digimon_tui.puzzles.puzzle import library, read_puzzle
from digimon_tui.ui.screens.title import ITEMS

LEARN_AT = [key for key, _ in ITEMS].index("learn") - 1
"""Down-arrow presses from the title menu's first entry to Learn ("Continue" is not
offered: the server's data folder holds no game)."""


async def learn_in_the_browser(devtools_port: int, url: str, puzzle: str) -> dict[str, object]:
    """Open `url`, then Learn: what the page received at each step, and two screenshots."""
    steps: dict[str, object] = {}
    async with terminal_page(
        devtools_port, url, ("Learn: lessons, rulings drills, puzzles",)
    ) as tools:
        await press(tools, *["down"] * LEARN_AT, "enter")
        steps["learn"] = await tools.wait_for(
            ("Learn: lessons with a goal", "Drills: what happens when"), 30
        )
        await press(tools, "d", "enter")
        steps["drill"] = await tools.wait_for(("small Digimon alone",), 30)
        await press(tools, "2")
        steps["answered"] = await tools.wait_for(("Right: ", "ST7-09 Q690"), 30)
        steps["drill.png"] = await screenshot(tools)

        await press(tools, "b", "p", "enter")
        steps["puzzle"] = await tools.wait_for((puzzle, "Puzzle rule"), 30)
        await press(tools, "h")
        steps["hint"] = await tools.wait_for(("Hint 1:",), 30)
        steps["puzzle.png"] = await screenshot(tools)
    return steps


def test_a_drill_and_a_puzzle_in_a_browser(
    server: str,  # noqa: F811
    browser: int,  # noqa: F811
    tmp_path: Path,
) -> None:
    easiest = read_puzzle(library()[0][0].path).lesson
    title = easiest.title.split(",")[0]  # its start: a long title is cut at 80 columns
    steps = asyncio.run(learn_in_the_browser(browser, server, title))
    assert "Drills: what happens when" in str(steps["learn"])
    assert "Gallantmon attacks the player" in str(steps["drill"])
    assert "Goal: " in str(steps["puzzle"]) and "Win the game" in str(steps["puzzle"])
    assert f"Hint 1: {easiest.hints[0]}"[:30] in str(steps["hint"])
    pngs = []
    for name in ("drill.png", "puzzle.png"):
        png = steps[name]
        assert isinstance(png, bytes)
        (tmp_path / name).write_bytes(png)  # to look at: pytest keeps tmp_path
        check_screenshot(png)
        pngs.append(png)
    assert pngs[0] != pngs[1], "the puzzle's screenshot is the drill's"
