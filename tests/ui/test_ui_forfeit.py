"""Forfeit from the command palette asks first: the deciding player concedes (1-2-4),
which ends the game at once, so a slip of the palette must not."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.pilot import Pilot
from ui_driver import SCENARIOS, game_screen, screen_text, to_the_second_turn

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.bench import write_game
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.screens.game_over import GameOverScreen
from digimon_tui.ui.setup import scenario_table

QUESTION = "Really concede, Alice (p1)? The game ends at once (1-2-4)."


async def ask_to_forfeit(pilot: Pilot) -> None:
    """Past the hand-over, then Forfeit from the command palette."""
    await pilot.pause()
    await pilot.press("space")
    await pilot.pause()
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*"Forfeit", "enter")
    await pilot.pause()


@pytest.mark.parametrize("key", ["escape", "1", "ctrl+z"])
def test_declining_the_forfeit_question_keeps_the_game(cards: dict[str, Card], key: str) -> None:
    async def run() -> None:
        table = scenario_table(SCENARIOS / "attack-security.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await ask_to_forfeit(pilot)
            assert isinstance(app.screen, ChoiceScreen)
            text = screen_text(app)
            assert QUESTION in text and "1 No: keep playing" in text
            await pilot.press(key)
            await pilot.pause()
            g = table.game
            assert g.winner is None and g.pending is not None
            assert not any(m.startswith("forfeit") for m in g.moves)
            assert isinstance(app.screen, GameScreen)

    asyncio.run(run())


def test_yes_concedes_for_the_deciding_player(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = scenario_table(SCENARIOS / "attack-security.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await ask_to_forfeit(pilot)
            await pilot.press("2")
            await pilot.pause()
            assert table.game.moves[-1] == "forfeit p1"
            assert table.game.winner == "p2"
            assert isinstance(app.screen, GameOverScreen)
            assert game_screen(app).table is table

    asyncio.run(run())


def key_bar(app: DigimonApp) -> str:
    """The bottom line drawn: the key bar."""
    return [line for line in screen_text(app).splitlines() if line.strip()][-1]


def test_a_question_the_player_asked_for_offers_no_undo_in_its_key_bar(
    cards: dict[str, Card],
) -> None:
    """The forfeit question is cancelled (Esc, or ^z all the same); there is no move to
    take back, so its key bar doesn't offer "^z Undo"."""

    async def run() -> None:
        table = scenario_table(SCENARIOS / "attack-security.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await ask_to_forfeit(pilot)
            assert isinstance(app.screen, ChoiceScreen)
            assert "^z Undo" not in key_bar(app)

    asyncio.run(run())


def test_a_question_of_the_game_offers_undo_in_its_key_bar(tmp_path: Path) -> None:
    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await to_the_second_turn(pilot)  # Bob's breeding phase: a question of the game
            assert "^z Undo" in key_bar(pilot.app)

    asyncio.run(run())
