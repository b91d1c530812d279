"""A terminal too small for the table gets a clear message, and the app comes back
when the terminal grows."""

from __future__ import annotations

import asyncio

from ui_driver import screen_text

from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.title import TitleScreen
from digimon_tui.ui.screens.too_small import TooSmallScreen


def test_80x24_shows_the_size_message_until_resized() -> None:
    asyncio.run(too_small())


async def too_small() -> None:
    app = DigimonApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        text = screen_text(app)
        assert "The terminal is 80×24: the table needs at least 100×30." in text
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


def test_100x30_is_big_enough() -> None:
    async def run() -> None:
        app = DigimonApp()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)

    asyncio.run(run())
