"""The projector seat through `digimon-tui serve`: a game is being played on the server's
data folder (this test holds its autosave, as the playing app would), a headless
Chromium opens the page, `w` on the title screen opens the projector, and the table
arrives in the page with no hidden card; a screenshot of the page is kept and checked."""

from __future__ import annotations

import asyncio
import base64
import struct
from pathlib import Path

import aiohttp
import pytest
from test_serve import DevTools, browser, server  # noqa: F401 (fixtures)

from digimon_tui.ui import autosave_lock, storage
from digimon_tui.ui.setup import scenario_table

SCENARIO = Path(__file__).parent / "ui" / "scenarios" / "block-order-security.toml"
HIDDEN = ("Hammer Spark", "Gaia Force")
"""The only card in each hand of the scenario, named nowhere in view."""
WINDOW = (1280, 900)
"""Chromium's window (test_serve's `browser`); the page is as wide, a little lower."""


async def watch_page(devtools_port: int, url: str) -> tuple[str, bytes]:
    """Open `url`, press `w` on the title screen: what the page's terminal received once
    the projector's table arrived, and a screenshot of the page (PNG)."""
    async with aiohttp.ClientSession() as http:
        async with http.get(f"http://127.0.0.1:{devtools_port}/json/list") as r:
            pages = [t for t in await r.json() if t["type"] == "page"]
        async with http.ws_connect(pages[0]["webSocketDebuggerUrl"], max_msg_size=0) as ws:
            tools = DevTools(ws)
            await tools.call("Network.enable")
            await tools.call("Page.enable")
            await tools.call("Page.navigate", url=url)
            await tools.wait_for(("Watch the game",), 60)
            await asyncio.sleep(0.5)
            focus = "document.querySelector('.xterm-helper-textarea').focus()"
            await tools.call("Runtime.evaluate", expression=focus)
            for kind in ("keyDown", "keyUp"):
                await tools.call(
                    "Input.dispatchKeyEvent",
                    type=kind,
                    key="w",
                    code="KeyW",
                    text="w" if kind == "keyDown" else "",
                    windowsVirtualKeyCode=87,
                )
            got = await tools.wait_for(("WATCHING", "Alice (p1)", "Last rule cited"), 60)
            await asyncio.sleep(1)  # the page's terminal draws what arrived
            shot = await tools.call("Page.captureScreenshot", format="png")
            return got, base64.b64decode(shot["data"])


def test_the_projector_seat_is_served_to_a_browser(
    server: str,  # noqa: F811
    browser: int,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))  # the server's data folder
    held = autosave_lock.claim()
    try:
        table = scenario_table(SCENARIO, ("Alice", "Bob"))
        storage.autosave(table)
        received, png = asyncio.run(watch_page(browser, server))
    finally:
        held.release()
    assert "Bob (p2)" in received and "Hand 1" in received
    for name in HIDDEN:
        assert name not in received, f"the served projector sent a hidden card, {name}"
    (tmp_path / "projector.png").write_bytes(png)  # to look at: pytest keeps tmp_path
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])  # the IHDR chunk
    assert width == WINDOW[0] and 0.5 * WINDOW[1] < height <= WINDOW[1]  # less the frame
    assert len(png) > 20_000, "the screenshot is blank"
