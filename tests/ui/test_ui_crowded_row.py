"""A crowded battle area scrolls sideways, but the arrow keys still walk the selection
through it: in the easiest puzzle five of the learner's Digimon don't fit the row, and
the winning attacker was out of the arrows' reach (the row took the keys to scroll)."""

from __future__ import annotations

import asyncio

from textual.widgets import OptionList
from ui_driver import make

from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.learn import LearnScreen
from digimon_tui.ui.screens.puzzle import PuzzleScreen
from digimon_tui.ui.widgets.card_chip import StackCard


def test_the_arrows_walk_through_a_battle_area_too_long_for_its_row() -> None:
    asyncio.run(walk_a_crowded_row())


async def walk_a_crowded_row() -> None:
    app = DigimonApp(learn=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        learn = app.screen
        assert isinstance(learn, LearnScreen)
        menu = learn.query_one("#lessons", OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        at = next(i for i, p in enumerate(learn.puzzles) if p.path.name == "3-14-ac3ac0e563.toml")
        menu.highlighted = ids.index(f"puzzle-{at}")
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen)
        g = screen.game
        mine = g.players[screen.lesson_run.lesson.learner].battle
        theirs = g.players[1 - screen.lesson_run.lesson.learner].battle
        assert len(mine) >= 5 and len(theirs) >= 4  # more than a row at 120x40 shows
        stacks = [c.id for c in screen.query(StackCard)]
        reached = set()
        for _ in range(len(stacks) + 2):
            await pilot.press("right")
            await pilot.pause()
            if isinstance(app.focused, StackCard):
                reached.add(app.focused.id)
        assert reached == set(stacks)
        for move in screen.puzzle.lesson.solution:  # made with the arrow keys
            await make(pilot, move)
        assert screen.lesson_run.outcome == "met"
