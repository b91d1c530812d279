"""The card browser, opened from the title screen: typing a query narrows the list,
moving through it shows each card's generated text, a bad filter says why, and it all
fits at 80x24 and 120x40."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from pathlib import Path

import pytest
from textual.widgets import Input, OptionList
from ui_driver import screen_text

from digimon_tui.card_files.loader import load_cards
from digimon_tui.cards.model import Card
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


def test_typing_past_the_last_match_says_no_card_matches() -> None:
    """Each letter replaces the list: the highlight of a list already replaced (the
    terminal sends letters faster than the screen draws) must not crash the app."""
    asyncio.run(type_past_the_last_match())


async def type_past_the_last_match() -> None:
    app = DigimonApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("b")
        await pilot.pause()
        query = app.screen.query_one("#browser-query", Input)
        query.value = "wargreymon"  # two edits before the screen handles either
        query.value = "wargreymonx"
        await pilot.pause()
        assert isinstance(app.screen, CardBrowserScreen)
        assert app.return_code is None
        text = screen_text(app)
        assert "0 of " in text and "No card matches." in text


MARKUP_NAMES = ["[bold]x", "[red]", "[link=https://example.com]here"]


def test_card_names_show_as_typed_not_as_markup(tmp_path: Path) -> None:
    lines = ['set = "ZZ"']
    for i, name in enumerate(MARKUP_NAMES, start=1):
        lines += [
            "[[cards]]",
            f'number = "ZZ-0{i}"',
            f"name = {json.dumps(name)}",
            'category = "digimon"',
            'colors = ["red"]',
            "level = 3",
            "cost = 3",
            "dp = 2000",
        ]
    path = tmp_path / "zz.toml"
    path.write_text("\n".join(lines) + "\n")
    asyncio.run(browse_names(load_cards([path])))


async def browse_names(cards: Mapping[str, Card]) -> None:
    app = DigimonApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(CardBrowserScreen(cards))
        await pilot.pause()
        text = screen_text(app)
        for i, name in enumerate(MARKUP_NAMES, start=1):
            assert f"ZZ-0{i} {name}" in text, name
