"""A terminal too small for the table gets a clear message, and the app comes back
when the terminal grows."""

from __future__ import annotations

import asyncio

from ui_driver import screen_text

from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.arena import ArenaScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.screens.title import TitleScreen
from digimon_tui.ui.screens.too_small import TooSmallScreen
from digimon_tui.ui.setup import new_arena_table


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


def test_a_game_started_in_a_small_terminal_plays_on_once_it_grows() -> None:
    """Screens opened while the terminal was small (the table, its hand-over) each got the
    message; after the terminal grows none of them comes back when a screen closes."""

    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Ann", "Bo"], target=300, seed=3)
        app = DigimonApp(table)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TooSmallScreen)
            await pilot.resize_terminal(120, 40)
            await pilot.pause()
            assert isinstance(app.screen, HandoverScreen)
            await pilot.press("space")
            await pilot.pause()
            assert isinstance(app.screen, ArenaScreen)
            assert "needs at least" not in screen_text(app)

    asyncio.run(run())
