"""The card browser, opened from the title screen: typing a query narrows the list,
moving through it shows each card's generated text, a bad filter says why, and it all
fits at 80x24 and 120x40."""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import OptionList
from ui_driver import screen_text

from digimon_tui.cards.loader import load_cards
from digimon_tui.cards.text import card_text
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.card_browser import CardBrowserScreen
from digimon_tui.ui.screens.title import TitleScreen


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_search_and_read_cards(size: tuple[int, int]) -> None:
    asyncio.run(browse(size))


async def browse(size: tuple[int, int]) -> None:
    cards = load_cards()
    app = DigimonApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert "Cards: search and read every card" in screen_text(app)
        await pilot.press("b")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CardBrowserScreen)
        results = screen.query_one("#browser-results", OptionList)
        assert results.option_count == min(len(cards), 200)
        assert f"{len(cards)} of {len(cards)} cards" in screen_text(app)

        await pilot.press(*"color:red level:6")
        await pilot.pause()
        red_sixes = [c for c in cards.values() if "red" in c.colors and c.level == 6]
        assert results.option_count == len(red_sixes)
        text = screen_text(app)
        assert f"{len(red_sixes)} of {len(cards)} cards" in text
        for card in red_sixes[:5]:  # the first rows; at 80x24 the rest scroll into view
            assert f"{card.number} {card.name}" in text

        # The highlighted card's text is beside the list; moving down shows the next one.
        await pilot.press("enter", "down")
        await pilot.pause()
        second = red_sixes[1]
        assert results.highlighted == 1
        text = screen_text(app)
        first_line = card_text(second)[0]
        assert first_line[:20] in text.replace("\n", " ")
        assert "Lv.6" in text

        # A filter the search can't read is named; taking it back lists the cards again.
        await pilot.press("ctrl+f", "end", "space", *"colr:red")
        await pilot.pause()
        assert "unknown filter colr:" in screen_text(app)
        await pilot.press(*["backspace"] * 9)
        await pilot.pause()
        assert "unknown filter" not in screen_text(app)
        assert results.option_count == len(red_sixes)

        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
