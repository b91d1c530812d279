"""Saving and loading files the player names: Save As asks before it overwrites and
refuses `..`; served to a browser (`digimon-tui serve`), the app opens and saves only
inside its data folder, so whoever reaches the port can't touch the server's other files."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static
from ui_driver import game_screen

from digimon_tui.cards.model import Card
from digimon_tui.ui import storage
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.screens.open_file import OpenFileScreen
from digimon_tui.ui.screens.save_as import SaveAsScreen
from digimon_tui.ui.screens.title import TitleScreen
from digimon_tui.ui.setup import new_table

THEIRS = b"the player's own file\n"


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app as `digimon-tui serve` starts it."""
    monkeypatch.setenv(storage.SERVED_ENV, "1")


def _app(cards: dict[str, Card]) -> DigimonApp:
    return DigimonApp(new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=3, first=0), cards)


async def _save_as(pilot: Pilot, name: str) -> None:
    """Save (ctrl+s at the table), then the name typed over the one suggested, and Enter."""
    if not isinstance(pilot.app.screen, SaveAsScreen):
        await pilot.pause()
        game_screen(pilot.app).action_save()
        await pilot.pause()
    assert isinstance(pilot.app.screen, SaveAsScreen)
    pilot.app.screen.query_one("#path", Input).value = ""
    await pilot.press(*name, "enter")
    await pilot.pause()


def _said(app: DigimonApp, widget: str) -> str:
    return str(app.screen.query_one(widget, Static).render())


def _is_our_save(path: Path) -> bool:
    return json.loads(path.read_text())["table"]["names"] == ["Ann", "Bo"]


def test_save_as_asks_before_overwriting_a_file(cards: dict[str, Card], tmp_path: Path) -> None:
    path = tmp_path / "theirs.json"
    path.write_bytes(THEIRS)

    async def run() -> None:
        app = _app(cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await _save_as(pilot, str(path))
            assert isinstance(app.screen, ChoiceScreen)
            assert _said(app, "#choice-prompt").startswith(f"{path} already exists.")
            await pilot.press("1")  # no: keep it
            await pilot.pause()
            assert isinstance(app.screen, SaveAsScreen) and path.read_bytes() == THEIRS
            assert "kept" in _said(app, "#save-error")
            await pilot.press("escape")
            await pilot.pause()
            assert path.read_bytes() == THEIRS
            await _save_as(pilot, str(path))
            await pilot.press("2")  # yes: overwrite
            await pilot.pause()
            assert not isinstance(app.screen, (SaveAsScreen, ChoiceScreen)) and _is_our_save(path)

    asyncio.run(run())


def test_save_as_refuses_a_path_that_goes_up_with_dot_dot(
    cards: dict[str, Card], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "here").mkdir()

    async def run() -> None:
        app = _app(cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await _save_as(pilot, "here/../../up.json")
            assert isinstance(app.screen, SaveAsScreen)
            assert "here/../../up.json: a path can't go up a folder with '..'" in _said(
                app, "#save-error"
            )

    asyncio.run(run())
    assert sorted(p.name for p in tmp_path.parent.iterdir() if p.name == "up.json") == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["here", "home"]


def test_at_the_terminal_a_game_can_be_saved_anywhere(
    cards: dict[str, Card], tmp_path: Path
) -> None:
    path = tmp_path / "games" / "mine.json"

    async def run() -> None:
        app = _app(cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await _save_as(pilot, str(path))
            assert not isinstance(app.screen, (SaveAsScreen, ChoiceScreen))

    asyncio.run(run())
    assert _is_our_save(path)


@pytest.mark.usefixtures("served")
@pytest.mark.parametrize("how", ["absolute", "dot dot", "link"])
def test_served_save_as_stays_in_the_data_folder(
    cards: dict[str, Card], tmp_path: Path, tui_home: Path, how: str
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    tui_home.mkdir()
    (tui_home / "link").symlink_to(outside)
    name = {
        "absolute": str(outside / "x.json"),
        "dot dot": "../outside/x.json",
        "link": "link/x.json",
    }[how]

    async def run() -> None:
        app = _app(cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await _save_as(pilot, name)
            assert isinstance(app.screen, SaveAsScreen)
            assert _said(app, "#save-error").startswith(f"{name}: ")

    asyncio.run(run())
    assert list(outside.iterdir()) == []


@pytest.mark.usefixtures("served")
def test_served_save_as_names_a_file_in_the_data_folder(
    cards: dict[str, Card], tui_home: Path
) -> None:
    async def run() -> None:
        app = _app(cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            game_screen(app).action_save()
            await pilot.pause()
            suggested = app.screen.query_one("#path", Input).value
            assert suggested.startswith("saves/game-") and str(tui_home) not in suggested
            await _save_as(pilot, "saves/mine.json")
            assert not isinstance(app.screen, (SaveAsScreen, ChoiceScreen))

    asyncio.run(run())
    assert _is_our_save(tui_home / "saves" / "mine.json")


async def _load(pilot: Pilot, name: str) -> None:
    await pilot.pause()
    await pilot.press("l")
    await pilot.pause()
    await pilot.press(*name, "enter")
    await pilot.pause()


@pytest.mark.usefixtures("served")
@pytest.mark.parametrize("how", ["absolute", "dot dot", "link"])
def test_served_load_opens_no_file_outside_the_data_folder(
    cards: dict[str, Card], tmp_path: Path, tui_home: Path, how: str
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    tui_home.mkdir()
    (tui_home / "link").symlink_to(outside)
    table = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=3, first=0)
    storage.save_table(table, outside / "x.json")
    before = (outside / "x.json").read_bytes()
    name = {
        "absolute": str(outside / "x.json"),
        "dot dot": "../outside/x.json",
        "link": "link/x.json",
    }[how]

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await _load(pilot, name)
            assert isinstance(app.screen, OpenFileScreen) and app.game_screen() is None
            assert _said(app, "#open-error").startswith(f"{name}: ")
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)

    asyncio.run(run())
    assert sorted(p.name for p in outside.iterdir()) == ["x.json"]
    assert (outside / "x.json").read_bytes() == before


@pytest.mark.usefixtures("served")
def test_served_load_opens_a_save_in_the_data_folder(
    cards: dict[str, Card], tui_home: Path
) -> None:
    table = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=3, first=0)
    storage.save_table(table, tui_home / "saves" / "mine.json")

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await _load(pilot, "saves/mine.json")
            assert game_screen(app).table.names == ("Ann", "Bo")

    asyncio.run(run())


@pytest.mark.parametrize("served", [False, True], ids=["terminal", "served"])
@pytest.mark.parametrize("name", ["autosave-2.json", "autosave-3.lock"])
def test_save_as_does_not_write_over_an_autosave_or_its_lock(
    cards: dict[str, Card],
    tui_home: Path,
    monkeypatch: pytest.MonkeyPatch,
    served: bool,
    name: str,
) -> None:
    """Another app (a window, a browser tab) may be writing it."""
    if served:
        monkeypatch.setenv(storage.SERVED_ENV, "1")
    tui_home.mkdir()
    (tui_home / name).write_bytes(THEIRS)
    typed = name if served else str(tui_home / name)

    async def run() -> None:
        app = _app(cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await _save_as(pilot, typed)
            assert isinstance(app.screen, SaveAsScreen)
            assert _said(app, "#save-error") == f"{typed}: the app's autosave; choose another name"

    asyncio.run(run())
    assert (tui_home / name).read_bytes() == THEIRS


def test_at_the_terminal_load_finds_a_bare_name_in_the_folder_it_shows(
    cards: dict[str, Card], tui_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The "Load a saved game" list shows the saves folder; the name a player reads there and types
    is that folder's file, whatever folder the app was started from."""
    table = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=3, first=0)
    storage.save_table(table, tui_home / "saves" / "mine.json")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await _load(pilot, "mine.json")
            assert game_screen(app).table.names == ("Ann", "Bo")

    asyncio.run(run())
