"""A scenario played through the app: an effect-order question, a block by the other
player behind a hand-over, a security check, and the win (11-5-1-2-1)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ui_driver import game_screen, make, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.screens.game_over import GameOverScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.setup import scenario_table
from digimon_tui.ui.widgets.game_log import GameLog


def test_order_block_security_check_and_win(cards: dict[str, Card], scenario_path: Path) -> None:
    asyncio.run(order_block_security(cards, scenario_path))


async def order_block_security(cards: dict[str, Card], path: Path) -> None:
    table = scenario_table(path, ("Alice", "Bob"))
    app = DigimonApp(table, cards)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.pause()
        await make(pilot, "attack grizz player")

        # 15-4-3-5-1: both [When Attacking] effects are p1's, so p1 picks the order.
        assert isinstance(app.screen, ChoiceScreen)
        text = screen_text(app)
        assert "Which effect activates first?" in text
        assert "Grizzlymon (grizz): [When Attacking] Lose 2 memory." in text
        await make(pilot, "first 1")

        # The block is Bob's decision: a hand-over first, then the question.
        assert isinstance(app.screen, HandoverScreen)
        assert "Hand the keyboard to Bob (p2)" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        text = screen_text(app)
        assert "Block with core Coredramon (6000 DP)" in text
        await make(pilot, "block core")

        g = game_screen(app).table.game
        log = game_screen(app).query_one(GameLog)
        assert "core Coredramon blocks: the attack now targets it (12-1-7-1)" in g.log_lines
        assert "grizz Grizzlymon is deleted (14-2-2)" in g.log_lines

        # Back to Alice; Gomamon's attack checks Bob's only security card.
        await make(pilot, "attack goma player")
        await pilot.pause()
        text = screen_text(app)
        assert "security check 1: p2 reveals ST1-12" in text  # the log, as it happens
        assert "Security check" in text  # and a notice over the board
        assert log.lines, "the log shows the engine's lines"
        assert "p2-1" in text and "Tai Kamiya" in text  # its [Security] effect played it

        await make(pilot, "attack gabu player")
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert "Alice (p1) wins!" in text
        assert "gabu Gabumon attacked with 0 security cards left" in text  # wrapped, then:
        assert "(11-5-1-2-1)" in text

        await pilot.press("r")  # rematch: the scenario starts over
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        assert game_screen(app).table.game.moves == []
