"""The rules guide finds a rule by its Comprehensive Rules v4.2 number or by the number v1.0
gave it, and shows the v1.0 number under the entry for readers of older books."""

from __future__ import annotations

import asyncio

from ui_driver import screen_text

from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.guide import GuideScreen


def _typed(cards, query: str) -> str:
    """The guide screen's text after typing ``query`` into its search box."""
    out: list[str] = []

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("g")
            await pilot.pause()
            assert isinstance(app.screen, GuideScreen)
            await pilot.press("slash", *query, "enter")
            await pilot.pause()
            out.append(screen_text(app))

    asyncio.run(run())
    return out[0]


def test_the_guide_finds_passing_by_its_v4_2_number(cards) -> None:
    """v4.2 numbers passing 6-5-1-7 (v1.0: 6-6-3)."""
    text = _typed(cards, "6-5-1-7")
    assert "6-5-1-7 Passing" in text and "v1.0: 6-6-3" in text


def test_the_guide_finds_block_timing_by_its_v1_0_number(cards) -> None:
    """9-2-1-5 is no rule of v4.2: it is read as v1.0's block timing (v4.2: 11-4)."""
    text = _typed(cards, "9-2-1-5")
    assert "11-4 Block timing" in text and "v1.0: 9-2-1-5" in text
