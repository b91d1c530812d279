"""The hand-over screen readies the board beneath it once it has settled; a player who
went back to the title before that must not crash the app: the table's widgets are gone."""

from __future__ import annotations

import asyncio

import pytest
from textual.css.query import NoMatches
from ui_driver import game_screen

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.setup import new_table


def test_a_table_left_before_its_hand_over_settles_is_not_drawn(cards: dict[str, Card]) -> None:
    async def run() -> None:
        app = DigimonApp(new_table(cards, ["red", "blue"], ("Alice", "Bob"), seed=2), cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            table = game_screen(app)
            app.to_title()
            await pilot.pause()
            other = 1 - (table.viewer or 0)
            with pytest.raises(NoMatches):  # what the settled hand-over called before
                await table.cover(other)
            await table.cover_if_shown(other)  # no widgets to draw on: nothing happens
            await pilot.pause()
            assert app.return_code is None  # still running

    asyncio.run(run())


def test_a_question_left_beneath_its_hand_over_is_not_built(cards: dict[str, Card]) -> None:
    """The question waiting beneath a hand-over is built once the hand-over is drawn; if the
    players left the table first, it is gone with it and building it does nothing."""

    async def run() -> None:
        app = DigimonApp(new_table(cards, ["red", "blue"], ("Alice", "Bob"), seed=2), cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            waiting = game_screen(app).beneath
            assert isinstance(waiting, ChoiceScreen)  # the first player's redraw
            app.to_title()
            await pilot.pause()
            await waiting.fill()
            await pilot.pause()
            assert app.return_code is None
            assert not waiting.query("#answers")

    asyncio.run(run())
