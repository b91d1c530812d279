"""Every listed move and every answer has a key, shown beside it: 1-9, then 0, then
letters no table screen uses for anything else, then capitals."""

from __future__ import annotations

import asyncio

from textual.app import App
from textual.binding import Binding
from textual.widgets import OptionList
from ui_driver import SCENARIOS, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.arena import ArenaScreen
from digimon_tui.ui.screens.choice import Answer, ChoiceScreen
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.screens.lesson import LessonScreen
from digimon_tui.ui.setup import scenario_table
from digimon_tui.ui.widgets.actions import MOVE_KEYS, ActionsPanel


def test_a_move_after_the_ninth_is_made_by_its_key(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = scenario_table(SCENARIOS / "full-board.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("space")  # the hand-over
            await pilot.pause()
            panel = app.screen.query_one(ActionsPanel)
            lines = [str(o.prompt) for o in panel.query_one("#moves", OptionList).options]
            assert lines[9] == "0 Digivolve gabu Gabumon into Ikkakumon (cost 2)"
            assert lines[11] == "f Use Hammer Spark (cost 0)"
            assert lines[16] == "q Attack war WarGreymon (12000 DP) with gabu Gabumon"
            assert "0 Digivolve gabu Gabumon into" in screen_text(app)  # drawn beside it
            await pilot.press("f")  # the 12th move
            await pilot.pause()
            assert table.game.moves[-1] == "option ST2-13"

    asyncio.run(run())


def test_a_key_past_the_list_is_answered(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = scenario_table(SCENARIOS / "full-board.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("space")
            await pilot.pause()
            moves = len(table.game.moves)
            await pilot.press("u")  # the 18th key: 17 moves have keys, pass is on e
            await pilot.pause()
            assert len(table.game.moves) == moves
            refusal = str(app.screen.query_one("#refusal").render())
            assert "No move u: the keys listed are shown beside the moves, from 1 to q" in refusal

    asyncio.run(run())


def test_an_answer_after_the_ninth_is_chosen_by_its_key() -> None:
    answers = [Answer(f"target t{n}", f"Target {n}") for n in range(1, 15)]
    chosen: list[str | None] = []

    class Asking(App[None]):
        def on_mount(self) -> None:
            self.push_screen(ChoiceScreen("p1 decides", "Choose one", answers), chosen.append)

    async def run() -> None:
        app = Asking()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            drawn = [str(o.prompt) for o in app.screen.query_one("#answers", OptionList).options]
            assert drawn[9:12] == ["0 Target 10", "c Target 11", "f Target 12"]
            await pilot.press("c")
            await pilot.pause()
        assert chosen == ["target t11"]

    asyncio.run(run())


def test_no_move_key_is_a_command_key() -> None:
    """A move key that some table also binds to a command would do two things."""
    assert len(set(MOVE_KEYS)) == len(MOVE_KEYS)
    for screen in (GameScreen, LessonScreen, ArenaScreen, ChoiceScreen, DigimonApp):
        commands = {
            key
            for b in screen.BINDINGS
            if isinstance(b, Binding) and not b.action.startswith("choose(")
            for key in b.key.split(",")
        }
        assert not commands & set(MOVE_KEYS), screen
