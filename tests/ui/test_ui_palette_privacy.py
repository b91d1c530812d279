"""Textual's Screenshot command saves the screen to a file that outlives the turn: the
command palette offers it only when the screen draws no person's secret. At a hotseat
table with hidden hands (alone, or under a question) it is not offered; with open hands,
facing the computer, on a hand-over screen or away from the table it is."""

from __future__ import annotations

import asyncio

import pytest
from ui_driver import SCENARIOS, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.setup import new_table, scenario_table
from digimon_tui.ui.table import AnyTable

ATTACK = SCENARIOS / "attack-security.toml"
SCREENSHOT = "Save an SVG 'screenshot' of the current screen"


async def screenshot_offered(pilot) -> bool:
    """Open the palette, look for the command as a player would, and close it again."""
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*"Screenshot")
    await pilot.pause(0.2)
    offered = SCREENSHOT in screen_text(pilot.app)
    await pilot.press("escape")
    await pilot.pause()
    return offered


async def offered_at(table: AnyTable | None, size: tuple[int, int], past: bool = True) -> bool:
    app = DigimonApp(table)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        while past and isinstance(app.screen, HandoverScreen):
            await pilot.press("space")
            await pilot.pause()
        return await screenshot_offered(pilot)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_no_screenshot_of_a_hotseat_table_with_a_hand_shown(size: tuple[int, int]) -> None:
    assert not asyncio.run(offered_at(scenario_table(ATTACK, ("Alice", "Bob")), size))


def test_no_screenshot_of_a_question_over_a_hand(cards: dict[str, Card]) -> None:
    """The opening-hand question is modal: Alice's hand shows around and in it."""

    async def run() -> bool:
        app = DigimonApp(new_table(cards, ("red", "blue"), ("Alice", "Bob"), seed=4))
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("space")  # past the first hand-over
            await pilot.pause()
            assert isinstance(app.screen, ChoiceScreen)
            return await screenshot_offered(pilot)

    assert not asyncio.run(run())


def test_a_screenshot_is_offered_where_nothing_is_secret(cards: dict[str, Card]) -> None:
    opened = scenario_table(ATTACK, ("Alice", "Bob"))
    opened.open_hands = True
    computer = new_table(cards, ("red", "blue"), ("Alice", "Computer"), seed=4, bots=(None, 2))
    assert asyncio.run(offered_at(opened, (120, 40)))
    assert asyncio.run(offered_at(computer, (120, 40)))
    assert asyncio.run(offered_at(None, (120, 40)))  # the title screen
    hand_over = scenario_table(ATTACK, ("Alice", "Bob"))
    assert asyncio.run(offered_at(hand_over, (120, 40), past=False))
