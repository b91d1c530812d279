"""The computer answers every question at the table: one that lets it choose a card or
`done` (BT1-078 Jagamon's reveal) once stopped the app, and again at every Continue."""

from __future__ import annotations

import asyncio

from ui_driver import game_screen

from digimon_tui.cards.model import Card
from digimon_tui.engine.scenario import build
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.table import Table


def test_the_computer_answers_a_choose_a_card_or_done_question_bt1_078_jagamon(
    cards: dict[str, Card],
) -> None:
    g = build(
        cards,
        {
            "seed": 0,
            "state": {"turn": "p2", "phase": "main", "memory": 3, "turn_number": 2},
            "p1": {"security": ["ST1-02"] * 4, "deck": ["ST1-02"] * 10},
            "p2": {"battle": [{"id": "jaga", "cards": ["BT1-078"]}], "deck": ["BT1-082"] * 10},
        },
    )
    table = Table(g, ("Alice", "Computer"), bots=(None, 2))

    async def run() -> None:
        app = DigimonApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = game_screen(app)
            for _ in range(20):
                if "card BT1-082" in screen.table.game.moves:
                    break
                await pilot.press("x")  # a key: the computer answers at once
                await pilot.pause()
            assert "card BT1-082" in screen.table.game.moves
            assert app.is_running

    asyncio.run(run())
