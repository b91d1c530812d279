"""A replay through `digimon-tui serve` in a real browser: a headless Chromium opens the
page, asks the title for a replay, types the path of a simulated game's save, and steps back
a move with the arrow key, as a person would. What the page's terminal received is read,
and a screenshot of the replay is taken and checked (a PNG of the page's size, not blank)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from test_serve import (  # noqa: F401 (fixtures)
    DevTools,
    browser,
    check_screenshot,
    press,
    screenshot,
    server,
    terminal_page,
)

from digimon_tui.cli import main


async def type_text(tools: DevTools, text: str) -> None:
    """Type `text` into the page's terminal a character at a time, as keys."""
    for char in text:
        for kind in ("keyDown", "keyUp"):
            await tools.call(
                "Input.dispatchKeyEvent",
                type=kind,
                key=char,
                text=char if kind == "keyDown" else "",
            )


async def replay_in_the_browser(devtools_port: int, url: str, save: Path) -> dict[str, object]:
    """Open `url`, then the replay of `save` (a path in the data folder): what the page
    received, and a screenshot."""
    steps: dict[str, object] = {}
    async with terminal_page(devtools_port, url, ("Replay a saved game or the autosave",)) as tools:
        await press(tools, "r")
        steps["dialog"] = await tools.wait_for(("Type a path and press Enter",), 30)
        await type_text(tools, str(save))
        await tools.wait_for((save.name,), 30)  # the path is in the field
        await press(tools, "enter")
        steps["last"] = await tools.wait_for(("REPLAY", "public view"), 30)
        await press(tools, "left")
        steps["back"] = await tools.wait_for(("move 104 of 105",), 30)
        steps["replay.png"] = await screenshot(tools)
    return steps


def test_a_replay_in_a_browser(
    server: str,  # noqa: F811
    browser: int,  # noqa: F811
    tmp_path: Path,
) -> None:
    saves = tmp_path / "home" / "saves"  # served, the app opens files of its data folder only
    args = ["simulate", "--games", "1", "--decks", "red,blue", "--seed", "3", "--save", str(saves)]
    assert main([*args, "--workers", "1"]) == 0
    (save,) = saves.glob("*.json")
    steps = asyncio.run(replay_in_the_browser(browser, server, save.relative_to(tmp_path / "home")))
    assert "move 105 of 105" in str(steps["last"])
    assert "turn 31" in str(steps["last"]) and "public view" in str(steps["last"])
    assert "move 104 of 105" in str(steps["back"])
    png = steps["replay.png"]
    assert isinstance(png, bytes)
    (tmp_path / "replay.png").write_bytes(png)  # to look at: pytest keeps tmp_path
    check_screenshot(png)
