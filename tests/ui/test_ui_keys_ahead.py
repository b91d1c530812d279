"""Keys typed ahead of the screen: the hand-over key and the answer after it, arriving
together, reach the hand-over screen and then the question, in that order."""

from __future__ import annotations

import asyncio

from textual import events
from ui_driver import make

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.setup import new_table


def test_an_answer_typed_with_the_hand_over_key_answers_the_question(
    cards: dict[str, Card],
) -> None:
    async def run() -> tuple[list[str], type]:
        table = new_table(cards, ["red", "blue"], ["Alice", "Bob"], seed=3, first=0)
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            for move in ("keep", "keep", "hatch", "pass"):
                await make(pilot, move)
            assert isinstance(app.screen, HandoverScreen)
            d = table.game.pending
            assert d is not None and d.kind == "breeding"
            assert [str(m) for m in d.moves] == ["hatch", "skip"]
            for key in ("space", "2", "e"):  # ready, "skip" the breeding, end the turn
                app.post_message(events.Key(key, " " if key == "space" else key))
            for _ in range(10):
                await pilot.pause()
            return list(table.game.moves), type(app.screen)

    moves, screen = asyncio.run(run())
    assert moves[-3:] == ["pass", "skip", "pass"]
    assert screen is HandoverScreen  # back to Alice, behind the hand-over screen


def test_a_key_typed_right_after_the_hand_over_key_waits_for_the_question(
    cards: dict[str, Card],
) -> None:
    """`e` (end the turn) means nothing to the breeding question: it must not reach the
    board beneath it (a refusal there) nor the hand-over screen a second time."""

    async def run() -> tuple[list[type], int, list[str]]:
        table = new_table(cards, ["red", "blue"], ["Alice", "Bob"], seed=3, first=0)
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            for move in ("keep", "keep", "hatch", "pass"):
                await make(pilot, move)
            before = len(table.game.moves)
            for key in ("space", "e"):
                app.post_message(events.Key(key, " " if key == "space" else key))
            for _ in range(10):
                await pilot.pause()
            board = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            stack = [type(s) for s in app.screen_stack]
            return stack, len(table.game.moves) - before, board.refusals

    stack, made, refusals = asyncio.run(run())
    assert stack[-2:] == [GameScreen, ChoiceScreen]
    assert made == 0 and refusals == []
