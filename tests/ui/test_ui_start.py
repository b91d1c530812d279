"""Starting the app: the command line, the title screen, the new-game form, loading."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.binding import Binding
from textual.widgets import Static
from ui_driver import game_screen, make

from digimon_tui import cli
from digimon_tui.cards.model import Card
from digimon_tui.ui import storage
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.consent import ConsentScreen
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.screens.new_game import NewGameScreen
from digimon_tui.ui.screens.title import TitleScreen
from digimon_tui.ui.setup import new_table


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[DigimonApp]:
    """Apps `digimon-tui` would run, captured instead of taking over the terminal."""
    apps: list[DigimonApp] = []
    monkeypatch.setattr(DigimonApp, "run", lambda self: apps.append(self))
    return apps


def test_no_arguments_open_the_title_screen(started: list[DigimonApp]) -> None:
    assert cli.main([]) == 0
    assert started[0].first_table is None


def test_play_with_decks_and_seed_skips_the_menu(started: list[DigimonApp]) -> None:
    assert cli.main(["play", "--p1", "red", "--p2", "yellow", "--seed", "4"]) == 0
    game = started[0].first_table.game
    assert game.setup["seed"] == 4
    assert game.setup["decks"][1]["eggs"][0] == "ST3-01"


def test_play_scenario_skips_the_menu(started: list[DigimonApp], scenario_path: Path) -> None:
    assert cli.main(["play", "--scenario", str(scenario_path)]) == 0
    assert started[0].first_table.game.find("grizz") is not None


def test_a_bad_deck_is_one_line_and_exit_2(started, capsys) -> None:
    assert cli.main(["play", "--p1", "nope"]) == 2
    assert "no such deck file" in capsys.readouterr().err
    assert not started


def test_new_game_from_the_title_screen(cards: dict[str, Card]) -> None:
    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            await pilot.press("n")
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            await pilot.press(*"Alice", "tab", "tab", "tab", *"Bob", "ctrl+n")
            await pilot.pause()
            assert isinstance(app.screen, HandoverScreen)
            assert game_screen(app).table.names == ("Alice", "Bob")
            assert storage.autosave_path().exists()

    asyncio.run(run())


def test_a_deck_breaking_5_1_is_refused_on_the_form(cards, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("short.deck").write_text("4 ST1-03\n")

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("n")
            await pilot.pause()
            await pilot.press("tab", "tab", *"short.deck", "enter")
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            error = str(app.screen.query_one("#form-error", Static).content)
            assert "1-4-1: a deck must have exactly 50 cards; this one has 4" in error

    asyncio.run(run())


def test_quit_keeps_the_game_and_continue_resumes_it(cards: dict[str, Card]) -> None:
    async def play_and_quit() -> list[str]:
        table = new_table(cards, ["red", "blue"], ["Alice", "Bob"], seed=3, first=0)
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            for move in ("keep", "keep", "hatch"):
                await make(pilot, move)
            await pilot.press("ctrl+c")
        return table.game.moves

    async def resume(moves: list[str]) -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # "Continue the last game" comes first
            await pilot.pause()
            assert game_screen(app).table.game.moves == moves
            assert game_screen(app).table.names == ("Alice", "Bob")

    moves = asyncio.run(play_and_quit())
    assert moves == ["keep", "keep", "hatch"]
    asyncio.run(resume(moves))


def test_undo_and_save_then_load(cards: dict[str, Card], tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    saved = Path("mine.json")

    async def run() -> None:
        table = new_table(cards, ["red", "blue"], ["Alice", "Bob"], seed=3, first=0)
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            for move in ("keep", "keep", "hatch"):
                await make(pilot, move)
            screen = game_screen(app)
            assert screen.table.game.moves[-1] == "hatch"
            await pilot.press("ctrl+z")
            await pilot.pause()
            # Hatching showed the Digi-Egg deck's top card: Bob is asked first.
            assert isinstance(app.screen, ConsentScreen)
            await pilot.press("y")
            await pilot.pause()
            assert screen.table.game.moves == ["keep", "keep"]
            await make(pilot, "skip")
            await pilot.press("ctrl+s")
            await pilot.pause()
            await pilot.press(*str(saved), "enter")  # typing replaces the suggested path
            await pilot.pause()
            assert saved.is_file()

    async def load() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            await pilot.press(*str(saved), "enter")
            await pilot.pause()
            assert isinstance(app.screen, (HandoverScreen, GameScreen))
            assert game_screen(app).table.game.moves == ["keep", "keep", "skip"]

    asyncio.run(run())
    asyncio.run(load())


def test_every_title_entry_but_continue_and_help_has_its_own_key() -> None:
    """A player finds each entry by its key in the bar; "Continue" is the highlighted
    first entry (Enter) and the help is `?` everywhere."""
    from digimon_tui.ui.screens.title import ITEMS

    bound = {b.action for b in TitleScreen.BINDINGS if isinstance(b, Binding)}
    assert bound == {f"menu('{key}')" for key, _ in ITEMS} - {"menu('continue')", "menu('help')"}


def test_capital_l_opens_learn_from_the_title(cards: dict[str, Card]) -> None:
    from digimon_tui.ui.screens.learn import LearnScreen

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("L")
            await pilot.pause()
            assert isinstance(app.screen, LearnScreen)

    asyncio.run(run())
