"""The app and bad saves: a save that can't be loaded is named in one line, set aside and
the title screen stays; an autosave that can't be written is reported and play goes on;
names and moves from a file are drawn as text, never as markup or actions."""

from __future__ import annotations

import asyncio
import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.widgets import Input, Static
from textual.widgets._toast import Toast
from ui_driver import game_screen, make, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui import storage
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.title import TitleScreen
from digimon_tui.ui.setup import new_table

MARKUP_NAMES = ["[/bold]", "[@click=app.quit]x[/]"]


@pytest.fixture
def notes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """Every notification the app shows: (message, whether it was read as markup)."""
    shown: list[tuple[str, bool]] = []
    real = App.notify

    def notify(self: App, message: str, **kw: Any) -> None:
        shown.append((message, kw.get("markup", True)))
        real(self, message, **kw)

    monkeypatch.setattr(App, "notify", notify)
    return shown


def _save(cards: dict[str, Card], names: Any = ("Ann", "Bo")) -> dict[str, Any]:
    table = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=3, first=0)
    storage.save_table(table, storage.autosave_path())
    data = json.loads(storage.autosave_path().read_text())
    data["table"]["names"] = names
    return data


async def _continue(app: DigimonApp, pilot: Any) -> None:
    await pilot.pause()
    await pilot.press("enter")  # "Continue the last game" comes first
    await pilot.pause()


def test_continue_with_a_bad_autosave_says_why_and_sets_it_aside(
    cards: dict[str, Card], notes: list[tuple[str, bool]]
) -> None:
    autosave = storage.autosave_path()
    bad = [json.dumps(_save(cards, names=5)).encode(), b"[" * 100_000]

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            for n, data in enumerate(bad, start=1):
                autosave.write_bytes(data)
                await _continue(app, pilot)
                assert isinstance(app.screen, TitleScreen) and app.is_running
                message, markup = notes[-1]
                assert "\n" not in message and str(autosave) in message and not markup
                aside = autosave.with_name("autosave.bad.json" if n == 1 else "autosave.bad-2.json")
                assert f"moved to {aside}" in message
                assert aside.read_bytes() == data and not autosave.exists()
            # Nothing left to continue: said so, and still at the title.
            await _continue(app, pilot)
            assert isinstance(app.screen, TitleScreen) and "cannot read file" in notes[-1][0]

    asyncio.run(run())
    assert autosave.with_name("autosave.bad.json").read_bytes() == bad[0]


def test_names_and_moves_from_a_save_are_drawn_as_text(
    cards: dict[str, Card], notes: list[tuple[str, bool]]
) -> None:
    storage.autosave_path().write_text(json.dumps(_save(cards, names=MARKUP_NAMES)))

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(140, 44), notifications=True) as pilot:
            await _continue(app, pilot)
            assert list(game_screen(app).table.names) == MARKUP_NAMES
            await make(pilot, "keep")
            await pilot.pause()
            drawn = screen_text(app)
            assert app.is_running
            assert all(f"{name} (p" in drawn for name in MARKUP_NAMES), drawn
            app.notify("[@click=app.quit]x[/] and [/bold]")
            await pilot.pause()
            await pilot.pause()
            toasts = [str(t.render()) for s in app.screen_stack for t in s.query(Toast)]
            assert any("[@click=app.quit]x[/] and [/bold]" in t for t in toasts), toasts
            game_screen(app).action_trash(1)  # a title with the second player's name
            await pilot.pause()
            assert "[@click=app.quit]x[/] (p2)'s trash (0)" in screen_text(app)
            assert app.is_running

    asyncio.run(run())
    assert all(not markup for _, markup in notes)


def test_an_autosave_that_cannot_be_written_is_reported_and_play_goes_on(
    cards: dict[str, Card], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, notes
) -> None:
    home = tmp_path / "a-file"
    home.write_text("not a folder")
    monkeypatch.setenv(storage.HOME_ENV, str(home))
    table = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=3, first=0)

    async def run() -> None:
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await make(pilot, "keep")
            await make(pilot, "keep")
            assert game_screen(app).table.game.moves == ["keep", "keep"]
            failed = [m for m, _ in notes if m.startswith("Autosave failed")]
            assert len(failed) == 1 and "\n" not in failed[0]  # told once, not at every move
            status = str(game_screen(app).status_text())
            assert "NOT SAVED" in status and failed[0] in status  # and kept on the status line

    asyncio.run(run())
    assert home.read_text() == "not a folder"


@pytest.mark.parametrize("failing", ["fsync", "replace", "write"])
def test_a_full_disk_keeps_the_last_autosave_whole(
    cards: dict[str, Card], monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    table = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=3, first=0)
    assert storage.autosave(table) is None
    path = storage.autosave_path()
    before = path.read_bytes()
    table.apply("keep")

    def full(*args: Any, **kw: Any) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    if failing == "write":
        monkeypatch.setattr(storage.json, "dumps", lambda *a, **k: "x" * 10)
        monkeypatch.setattr(os, "fsync", full)
    else:
        monkeypatch.setattr(os, failing, full)
    problem = storage.autosave(table)
    assert problem is not None and "No space left on device" in problem and "\n" not in problem
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["autosave.json"]


def test_a_stale_temporary_file_does_not_stop_the_autosave(cards: dict[str, Card]) -> None:
    table = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=3, first=0)
    stale = storage.autosave_path().with_name("autosave.json.tmp")
    stale.mkdir(parents=True)
    assert storage.autosave(table) is None
    assert storage.load_table(cards, storage.autosave_path()).names == ("Ann", "Bo")


def test_a_deck_line_that_looks_like_markup_is_shown_as_text_on_the_form(
    cards: dict[str, Card], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("odd.deck").write_text("[@click=app.quit]x[/]\n")

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("n")
            await pilot.pause()
            await pilot.press("tab", "tab", *"odd.deck", "enter")
            await pilot.pause()
            error = app.screen.query_one("#form-error", Static)
            assert "got '[@click=app.quit]x[/]'" in str(error.render())

    asyncio.run(run())


def test_a_name_the_save_would_refuse_is_refused_on_the_form(cards: dict[str, Card]) -> None:
    """The form and the save loader share one rule for names, so a game started from the
    form always loads back: a bidi-override character is refused before the game starts."""

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("n")
            await pilot.pause()
            field = app.screen.query_one("#name0", Input)
            field.value = "Ann\u202e"
            assert field.max_length == storage.MAX_NAME
            await pilot.press("enter")
            await pilot.pause()
            error = str(app.screen.query_one("#form-error", Static).render())
            assert "Player 1" in error and "U+202E" in error
            assert app.game_screen() is None  # no game started, nothing saved
            assert not storage.autosave_path().exists()

    asyncio.run(run())


@pytest.mark.parametrize("where", ["elsewhere", "saves folder"])
def test_a_named_save_that_cannot_be_loaded_is_left_as_it_was(
    cards: dict[str, Card], tmp_path: Path, notes: list[tuple[str, bool]], where: str
) -> None:
    """Only the app's own autosave is moved aside: a file the player named through "Load
    a saved game" keeps its name and its bytes, wherever it is, and the message says why
    in one line."""
    folder = tmp_path / "mine" if where == "elsewhere" else storage.saves_dir()
    folder.mkdir(parents=True)
    path = folder / "notes.json"
    data = b'{"format": "my own notes"}\n'
    path.write_bytes(data)

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            await pilot.press(*str(path), "enter")
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen) and app.is_running
            message, markup = notes[-1]
            assert message.startswith(f"{path}: ") and "\n" not in message and not markup
            assert "moved" not in message

    asyncio.run(run())
    assert sorted(p.name for p in folder.iterdir()) == ["notes.json"]
    assert path.read_bytes() == data
