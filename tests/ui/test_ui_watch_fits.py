"""The projector seat at the smallest size a class may use: the memory gauge, which a
class reads from across the room, is drawn whole on one line, at 80x24 as at 120x40."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from test_ui_watch import playing  # noqa: F401 (the playing app's autosave lock)
from ui_driver import screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui import autosave_lock, storage
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.setup import scenario_table

GAUGE = "◀ 10 9 8 7 6 5 4 3 2 1 0 1 2 3 4 5 6 7 8 9 10 ▶"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_the_projectors_memory_gauge_is_whole(
    size: tuple[int, int],
    cards: dict[str, Card],
    scenario_path: Path,
    playing: autosave_lock.Claim,  # noqa: F811
) -> None:
    storage.autosave(scenario_table(scenario_path, ("Alice", "Bob")))

    async def run() -> None:
        app = DigimonApp(cards=cards, watch=True)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            text = screen_text(app)
            assert "WATCHING" in text
            assert any(GAUGE in line for line in text.splitlines()), text

    asyncio.run(run())
