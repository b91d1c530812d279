"""What a small terminal and a small box offer: at 80×24 the moves panel shows a few lines,
and PgUp/PgDn reach every move in it (its border says so); a question box lists only the
keys that work in it (the forfeit question has no card for `i` to open)."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from test_ui_forfeit import ask_to_forfeit
from textual.app import App
from textual.pilot import Pilot
from textual.widget import Widget
from ui_driver import SCENARIOS, make, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.bench import write_game
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.setup import scenario_table
from digimon_tui.ui.widgets.actions import MORE, ActionsPanel, MovesList
from digimon_tui.ui.widgets.game_log import GameLog


def line_starts(pilot: Pilot) -> list[str]:
    """Each listed move as the panel draws its first line: its key, then its label's
    first words (a long label wraps)."""
    panel = pilot.app.screen.query_one(ActionsPanel)
    starts = []
    for m, text in panel.listed:
        key = str(panel.numbered.index(m) + 1) if m in panel.numbered else "e"
        starts.append(f"{key} {text[:12]}")
    return starts


def test_every_move_is_reached_with_page_keys_at_80x24(tmp_path: Path) -> None:
    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(80, 24)) as pilot:
            await pilot.press("space")  # past the hand-over
            await pilot.pause()
            starts = line_starts(pilot)
            assert len(starts) > 5
            first = screen_text(pilot.app)
            assert MORE in first
            assert [s for s in starts if s not in first], "the panel shows every move at once"
            seen = first
            for _ in range(len(starts)):
                await pilot.press("pagedown")
                await pilot.pause()
                seen += screen_text(pilot.app)
            assert [s for s in starts if s not in seen] == []
            await pilot.press("pageup", "pageup", "pageup")
            await pilot.pause()
            assert starts[0] in screen_text(pilot.app)

    asyncio.run(run())


def test_a_panel_that_holds_every_move_says_nothing_of_more(tmp_path: Path) -> None:
    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            text = screen_text(pilot.app)
            assert all(s in text for s in line_starts(pilot))
            assert MORE not in text

    asyncio.run(run())


def test_the_forfeit_question_offers_no_card_detail(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = scenario_table(SCENARIOS / "attack-security.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await ask_to_forfeit(pilot)
            assert isinstance(app.screen, ChoiceScreen)
            text = screen_text(app)
            assert "a key or Enter to answer · Esc: cancel" in text
            assert "card detail" not in text.lower()
            await pilot.press("i")
            await pilot.pause()
            assert isinstance(app.screen, ChoiceScreen)  # still the question, nothing opened

    asyncio.run(run())


def test_a_question_about_cards_offers_their_detail(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = scenario_table(SCENARIOS / "block-battle-dp.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await make(pilot, "attack grizz player")
            await pilot.press("space")  # Bob takes the keyboard: block?
            await pilot.pause()
            question = app.screen
            assert isinstance(question, ChoiceScreen)
            text = screen_text(app)
            assert "i: card detail" in text and "i Card detail" in text
            await pilot.press("i")
            await pilot.pause()
            assert app.screen is not question  # the card's detail opened over it

    asyncio.run(run())


PARTIAL_BLOCKS = re.compile("[▁▂▃▄▅▆▇]")
"""The glyphs Textual ends a scrollbar's thumb with, to an eighth of a cell."""


def thumb_cells(app: App, widget: Widget) -> list[str]:
    """What the screen draws in the widget's scrollbar column, its own rows only."""
    bar = widget.vertical_scrollbar
    assert bar.display and bar.size.width >= 1  # the list overflows: a thumb is drawn
    column = bar.region.x
    rows = screen_text(app).splitlines()[bar.region.y : bar.region.bottom]
    return [row[column : column + bar.size.width] for row in rows]


def test_the_table_s_scrollbars_end_their_thumbs_in_whole_cells(tmp_path: Path) -> None:
    """At 80x24 the moves panel and the log overflow: Textual ended their thumbs in
    partial block glyphs ("▄", "▅"), which in the panels' dim colours read as stray marks
    beside the moves. The thumbs fill whole cells, as the Learn list's do."""

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(80, 24)) as pilot:
            await pilot.press("space")  # past the hand-over: Alice's main phase
            await pilot.pause()
            for _ in range(3):  # the log grows past its box
                await pilot.press("e")
                await pilot.pause()
                await pilot.press("space")
                await pilot.pause()
                d = table.game.pending
                assert d is not None
                if d.kind != "main":
                    await pilot.press(str(len(d.moves)))  # the breeding phase's last answer
                    await pilot.pause()
            for widget in (app_moves(pilot.app), pilot.app.screen.query_one(GameLog)):
                drawn = thumb_cells(pilot.app, widget)
                assert not [c for c in drawn if PARTIAL_BLOCKS.search(c)], drawn

    asyncio.run(run())


def app_moves(app: App) -> Widget:
    return app.screen.query_one(ActionsPanel).query_one(MovesList)
