"""Any terminal from 80×24 plays; a smaller one gets a clear message until it grows. At
every supported size the board shows what a player must see: every Digimon's DP in full
and every SUSPENDED, on both sides."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from ui_driver import screen_text

from digimon_tui.cards.model import Card
from digimon_tui.engine import queries as q
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.arena import ArenaScreen
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.screens.title import TitleScreen
from digimon_tui.ui.screens.too_small import TooSmallScreen
from digimon_tui.ui.setup import new_arena_table, scenario_table

FULL_BOARD = Path(__file__).parent / "scenarios" / "full-board.toml"


def test_79x23_shows_the_size_message_until_resized() -> None:
    async def run() -> None:
        app = DigimonApp()
        async with app.run_test(size=(79, 23)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TooSmallScreen)
            text = screen_text(app)
            assert "The terminal is 79×23: the table needs at least 80×24." in text
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)

    asyncio.run(run())


@pytest.mark.parametrize("size", [(79, 40), (120, 23)])
def test_one_side_too_small_is_too_small(size: tuple[int, int]) -> None:
    async def run() -> None:
        app = DigimonApp()
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TooSmallScreen)

    asyncio.run(run())


def test_a_game_started_in_a_small_terminal_plays_on_once_it_grows() -> None:
    """Screens opened while the terminal was small (the table, its hand-over) each got the
    message; after the terminal grows none of them comes back when a screen closes."""

    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Ann", "Bo"], target=300, seed=3)
        app = DigimonApp(table)
        async with app.run_test(size=(70, 20)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TooSmallScreen)
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            assert isinstance(app.screen, HandoverScreen)
            await pilot.press("space")
            await pilot.pause()
            assert isinstance(app.screen, ArenaScreen)
            assert "needs at least" not in screen_text(app)

    asyncio.run(run())


def board_strings(app: DigimonApp) -> list[str]:
    """What must be on screen for each stack in play: its DP line, and SUSPENDED."""
    screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
    g = screen.game
    wanted = []
    for pl in g.players:
        for perm in [pl.breeding, *pl.battle]:
            if perm is None:
                continue
            card = g.defs[perm.cards[-1]]
            dp = q.dp(g, perm)
            wanted.append(f"Lv.{card.level} · {dp} DP" if dp is not None else f"Lv.{card.level}")
    suspended = sum(perm.suspended for pl in g.players for perm in pl.battle)
    assert suspended == 2 and any(len(str(q.dp(g, p))) == 5 for p in g.players[0].battle)
    return wanted


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40), (160, 50)])
def test_every_dp_and_suspended_is_on_screen(size: tuple[int, int], cards: dict[str, Card]) -> None:
    """Both sides of a full board, five-digit DP included, at each size (the opponent's
    SUSPENDED line used to be cut at 100×30, a DP of 11000 cut in its chip)."""

    async def run() -> None:
        app = DigimonApp(scenario_table(FULL_BOARD, ("Alice", "Bob")), cards)
        async with app.run_test(size=size) as pilot:
            await pilot.press("space")
            await pilot.pause()
            text = screen_text(app)
            for wanted in board_strings(app):
                assert wanted in text, (size, wanted)
            assert text.count("SUSPENDED") == 2, size
            assert "memory 3 on Alice's side" in text
            assert "Security 2" in text and "Security 3" in text
            lines = text.splitlines()
            assert "Attack" in lines[-1] or "Attack" in lines[-2]  # the key bar

    asyncio.run(run())


def test_the_compact_table_switches_back_and_forth_on_resize(cards: dict[str, Card]) -> None:
    """Cards are one-line rows at 80×24 and boxes (with the DP inside) once the terminal
    is 120×40, and rows again after it shrinks, with no move in between."""

    async def run() -> None:
        app = DigimonApp(scenario_table(FULL_BOARD, ("Alice", "Bob")), cards)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            row = "war WarGreymon Lv.6 · 12000 DP  SUSPENDED"
            assert row in screen_text(app)
            await pilot.resize_terminal(120, 40)
            await pilot.pause()
            text = screen_text(app)
            assert row not in text and "╭─ war ─" in text and "Lv.6 · 12000 DP" in text
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            assert row in screen_text(app)

    asyncio.run(run())


def test_the_arena_mat_fits_80x24() -> None:
    """Both Digimon's power, the duel summary, both scores, the answers and the hand's
    power rows are all on an 80×24 screen."""

    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)
        app = DigimonApp(table)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("space", "1", "space", "1", "space", "1", "space")
            await pilot.pause()
            text = screen_text(app)
            for wanted in (
                "power 230 vs GREEN",
                "power 350 vs RED",
                "Bob leads",
                "100 (D)",
                "0/300",
                "1 Angemon",
                "e Place nothing",
                "Candlemon        Rookie   GREEN  R320 G250 Y120",
                "e Pass/none/done",
            ):
                assert wanted in text, wanted
            assert text.count("0/300") == 2

    asyncio.run(run())


def test_growing_to_the_roomy_layout_adds_the_selected_cards_text(
    cards: dict[str, Card],
) -> None:
    """From 150×45 the moves panel also shows the selected card's full text: a terminal
    that grows there shows it at once, and drops it when it shrinks back."""

    async def run() -> None:
        app = DigimonApp(scenario_table(FULL_BOARD, ("Alice", "Bob")), cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("right")
            await pilot.pause()
            text = app.screen.query_one("#card-text")
            assert not str(text.render()).strip()
            await pilot.resize_terminal(160, 50)
            await pilot.pause()
            assert str(text.render()).strip()
            await pilot.resize_terminal(120, 40)
            await pilot.pause()
            assert not str(text.render()).strip()

    asyncio.run(run())


@pytest.mark.parametrize("others", [["12345"], ["12345", "23456"]], ids=["two-line", "three-line"])
def test_the_title_menu_fits_80x24_with_continue_and_a_note(
    others: list[str], tui_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second window's title screen at 80×24: the logo, a note of two or three lines,
    every menu item "Continue" included, and the footer, none drawn over another."""
    from textual.widgets import Footer, OptionList

    from digimon_tui.ui import autosave_lock
    from digimon_tui.ui.screens.title import ITEMS

    tui_home.mkdir(parents=True, exist_ok=True)
    (tui_home / "autosave.json").write_text("{}")  # "Continue" is offered
    monkeypatch.setattr(
        autosave_lock, "claim", lambda: autosave_lock.Claim(len(others) + 1, list(others))
    )

    async def run() -> None:
        app = DigimonApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, TitleScreen)
            note = screen.query_one("#title-note")
            assert note.region.height == len(others) + 1
            menu, footer = screen.query_one("#menu", OptionList), screen.query_one(Footer)
            assert menu.option_count == len(ITEMS)
            assert note.region.bottom <= menu.region.y
            assert menu.region.bottom <= footer.region.y
            text = screen_text(app)
            assert all(words in text for _, words in ITEMS)

    asyncio.run(run())
