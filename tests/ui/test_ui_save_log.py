""" "Save the log" at the end of a game: a log that can't be written (no room, no such
folder) is a message on the screen; the game-over choices stay, nothing crashes."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from ui_driver import game_screen, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui import storage
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.game_over import GameOverScreen
from digimon_tui.ui.setup import new_table


def test_a_log_that_cannot_be_written_is_a_message(
    cards: dict[str, Card], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "logs").write_text("a file where the logs folder would be")
    monkeypatch.setenv(storage.HOME_ENV, str(home))
    asyncio.run(save_log_at_game_over(cards, "The log was not saved"))
    assert (home / "logs").read_text() == "a file where the logs folder would be"


def test_the_log_is_saved_in_the_logs_folder(
    cards: dict[str, Card], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    asyncio.run(save_log_at_game_over(cards, "Log saved to"))
    (log,) = (tmp_path / "logs").iterdir()
    assert log.read_text(encoding="utf-8").startswith("Ann (p1) vs Bo (p2)\nresult: Ann (p1)")


async def save_log_at_game_over(cards: dict[str, Card], says: str) -> None:
    table = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=1, first=0)
    table.apply("keep")
    table.apply("keep")
    app = DigimonApp(table)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.pause()
        game_screen(app).play("forfeit p2")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("s")
        await pilot.pause()
        assert app.return_code is None
        assert isinstance(app.screen, GameOverScreen)
        assert says in screen_text(app)
