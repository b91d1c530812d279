"""Learn through `digimon-tui serve` in a real browser: a headless Chromium opens the
page and types into its terminal as a person would (the Learn entry of the title menu,
`d` and the first drill, its right answer; back, `p` and the easiest puzzle, a hint).
What the page's terminal received is read, and a screenshot of the page is taken at
the drill's answer and at the puzzle's hint and checked (a PNG of the page's size,
not blank, the two different)."""

from __future__ import annotations

import asyncio
import base64
import struct
from pathlib import Path

import pytest
from test_serve import DevTools, browser, server  # noqa: F401 (fixtures)

from digimon_tui.puzzles.puzzle import library, read_puzzle
from digimon_tui.ui.screens.title import ITEMS

aiohttp = pytest.importorskip("aiohttp", reason="aiohttp comes with textual-serve")

LEARN_AT = [key for key, _ in ITEMS].index("learn") - 1
"""Down-arrow presses from the title menu's first entry to Learn ("Continue" is not
offered: the server's data folder holds no game)."""

WINDOW = (1280, 900)
"""Chromium's window (test_serve's `browser`); the page is as wide, a little lower."""
KEYS = {
    "down": ("ArrowDown", "ArrowDown", 40, ""),
    "left": ("ArrowLeft", "ArrowLeft", 37, ""),
    "enter": ("Enter", "Enter", 13, "\r"),
}
"""Keys by name: the DOM key, its code, the virtual key code and the text it types."""


async def press(tools: DevTools, *keys: str) -> None:
    """Type into the page's terminal: named keys (KEYS) or single letters and digits."""
    for name in keys:
        if name in KEYS:
            key, code, vk, text = KEYS[name]
        else:
            key, text, vk = name, name, ord(name.upper())
            code = f"Digit{name}" if name.isdigit() else f"Key{name.upper()}"
        for kind in ("keyDown", "keyUp"):
            await tools.call(
                "Input.dispatchKeyEvent",
                type=kind,
                key=key,
                code=code,
                text=text if kind == "keyDown" else "",
                windowsVirtualKeyCode=vk,
            )
        await asyncio.sleep(0.05)


async def screenshot(tools: DevTools) -> bytes:
    await asyncio.sleep(1)  # the page's terminal draws what arrived
    shot = await tools.call("Page.captureScreenshot", format="png")
    return base64.b64decode(shot["data"])


async def learn_in_the_browser(devtools_port: int, url: str, puzzle: str) -> dict[str, object]:
    """Open `url`, then Learn: what the page received at each step, and two screenshots."""
    steps: dict[str, object] = {}
    async with aiohttp.ClientSession() as http:
        async with http.get(f"http://127.0.0.1:{devtools_port}/json/list") as r:
            pages = [t for t in await r.json() if t["type"] == "page"]
        async with http.ws_connect(pages[0]["webSocketDebuggerUrl"], max_msg_size=0) as ws:
            tools = DevTools(ws)
            await tools.call("Network.enable")
            await tools.call("Page.enable")
            await tools.call("Page.navigate", url=url)
            await tools.wait_for(("Learn: lessons, rulings drills, puzzles",), 60)
            await asyncio.sleep(0.5)
            focus = "document.querySelector('.xterm-helper-textarea').focus()"
            await tools.call("Runtime.evaluate", expression=focus)

            await press(tools, *["down"] * LEARN_AT, "enter")
            steps["learn"] = await tools.wait_for(("Learn: lessons with a goal",), 30)
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


def check_screenshot(png: bytes) -> None:
    """A PNG of the page (the window less its frame) with something drawn on it."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])  # the IHDR chunk
    assert width == WINDOW[0] and 0.5 * WINDOW[1] < height <= WINDOW[1]  # less the frame
    assert len(png) > 20_000, "the screenshot is blank"


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
