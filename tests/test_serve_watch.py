"""The projector seat through `digimon-tui serve`: a game is being played on the server's
data folder (this test holds its autosave, as the playing app would), a headless
Chromium opens the page, `w` on the title screen opens the projector, and the table
arrives in the page with no hidden card; a screenshot of the page is kept and checked."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from test_serve import (  # noqa: F401 (fixtures)
    browser,
    check_screenshot,
    press,
    screenshot,
    server,
    terminal_page,
)

from digimon_tui.ui import autosave_lock, storage
from digimon_tui.ui.setup import scenario_table

SCENARIO = Path(__file__).parent / "ui" / "scenarios" / "block-order-security.toml"
HIDDEN = ("Hammer Spark", "Gaia Force")
"""The only card in each hand of the scenario, named nowhere in view."""


async def watch_page(devtools_port: int, url: str) -> tuple[str, bytes]:
    """Open `url`, press `w` on the title screen: what the page's terminal received once
    the projector's table arrived, and a screenshot of the page (PNG)."""
    async with terminal_page(devtools_port, url, ("Watch the game",)) as tools:
        await press(tools, "w")
        got = await tools.wait_for(("WATCHING", "Alice (p1)", "Last rule cited"), 60)
        return got, await screenshot(tools)


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
    check_screenshot(png)
