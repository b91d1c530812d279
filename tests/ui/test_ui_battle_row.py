"""A battle area with more Digimon than it has room for (seven a side happens in real
games): it says how many are out of view, on the side they are, and the selection
reaches every one of them."""

from __future__ import annotations

import asyncio
import re

import pytest
from ui_driver import SCENARIOS, game_screen, screen_text, select

from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.setup import scenario_table

ALICE = [f"a{i}" for i in range(1, 8)]
"""Alice's seven stacks, in the order they lie in her battle area."""


def board_text(app: DigimonApp) -> str:
    """The board as drawn, without the moves and log beside it."""
    width = game_screen(app).query_one("#board").region.width
    return "\n".join(line[:width] for line in screen_text(app).splitlines())


def drawn_stacks(app: DigimonApp) -> list[str]:
    """Alice's stacks whose id is drawn on the board."""
    board = board_text(app)
    return [s for s in ALICE if re.search(rf"(?<![\w-]){s}(?![\w-])", board)]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_a_battle_area_too_small_for_its_digimon_says_how_many_are_out_of_view(
    size: tuple[int, int],
) -> None:
    compact = size == (80, 24)
    back, on = ("▲", "▼") if compact else ("◀", "▶")

    async def run() -> None:
        table = scenario_table(SCENARIOS / "wide-battle.toml", ("Alice", "Bob"))
        async with DigimonApp(table).run_test(size=size) as pilot:
            await pilot.press("space")
            await pilot.pause()
            await pilot.pause()
            shown = drawn_stacks(pilot.app)
            assert shown == ALICE[: len(shown)] and 0 < len(shown) < len(ALICE)
            assert f"{len(ALICE) - len(shown)} more {on}" in board_text(pilot.app)
            assert f"{back} " not in board_text(pilot.app).replace("◀ 10", "")

            await select(pilot, "stack-a7")  # the arrow keys reach the last one
            await pilot.pause()
            await pilot.pause()
            shown = drawn_stacks(pilot.app)
            assert shown == ALICE[-len(shown) :] and "a7" in shown
            assert f"{back} {len(ALICE) - len(shown)} more" in board_text(pilot.app)
            assert f"more {on}" not in board_text(pilot.app)

    asyncio.run(run())


def test_the_arrow_keys_move_the_selection_along_a_battle_area_that_scrolls() -> None:
    """With more stacks than the row shows, → from the last one in view selects the next
    (the row scrolls to it), rather than scrolling the row under the same selection."""

    async def run() -> None:
        table = scenario_table(SCENARIOS / "wide-battle.toml", ("Alice", "Bob"))
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            await select(pilot, "stack-a3")
            for key, expected in (
                ("right", "stack-a4"),
                ("right", "stack-a5"),
                ("left", "stack-a4"),
            ):
                await pilot.press(key)
                await pilot.pause()
                focused = pilot.app.focused
                assert focused is not None and focused.id == expected

    asyncio.run(run())
