"""The new-game and Sealed forms take what a player types without crashing, and, served
to a browser, read no deck file outside the data folder: a deck file's error quotes its
lines, so a path anywhere would let whoever reaches the port read the server's files."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Input, Static
from ui_driver import screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui import storage
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.new_game import NewGameScreen
from digimon_tui.ui.screens.sealed_form import SealedFormScreen

SECRET = "4 the server's private line\n"


def _form_error(app: DigimonApp) -> str:
    return str(app.screen.query_one("#form-error", Static).content)


def _start_with_deck_file(cards: dict[str, Card], deck: str) -> str:
    """The new-game form started with `deck` typed as Player 1's file: the form's error."""

    async def run() -> str:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("n")
            await pilot.pause()
            await pilot.press("tab", "tab", *deck, "enter")
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            return _form_error(app)

    return asyncio.run(run())


def test_served_new_game_reads_no_deck_file_outside_the_data_folder(
    cards: dict[str, Card], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(storage.SERVED_ENV, "1")
    outside = tmp_path / "private.txt"
    outside.write_text(SECRET)
    error = _start_with_deck_file(cards, str(outside))
    assert "inside the data folder" in error
    assert "private line" not in error


def test_at_the_terminal_a_deck_file_is_read_from_anywhere(
    cards: dict[str, Card], tmp_path: Path
) -> None:
    mine = tmp_path / "short.deck"
    mine.write_text("4 ST1-03\n")
    assert "this one has 4" in _start_with_deck_file(cards, str(mine))


@pytest.mark.parametrize("form", ["n", "e"])
def test_a_seed_of_many_digits_is_cut_to_eighteen(cards: dict[str, Card], form: str) -> None:
    """Python refuses to read an int of over 4,300 digits (a paste could bring them): the
    seed box stops at 18, as a saved match's seed does."""

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press(form)
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen | SealedFormScreen)
            seed = app.screen.query_one("#seed", Input)
            seed.focus()
            await pilot.press(*"9" * 25)
            await pilot.pause()
            assert seed.value == "9" * 18
            await pilot.press("ctrl+n")  # start: no crash, the form goes on
            await pilot.pause()
            assert app.is_running

    asyncio.run(run())


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_the_deck_file_box_shows_its_whole_example(
    cards: dict[str, Card], size: tuple[int, int]
) -> None:
    """The empty deck file box shows an example of what goes in it; at 80x24 it was cut to
    "path/to/my.dec", an extension no deck file has."""

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=size) as pilot:
            await pilot.press("n")
            await pilot.pause()
            box = app.screen.query_one("#file0", Input)
            row = screen_text(app).splitlines()[box.region.y]
            assert box.placeholder in row[box.region.x : box.region.right]

    asyncio.run(run())
