"""A lesson decided by a move that ends the turn (failed, or solved) leaves the opponent
to move: the learner's screen then lists none of the opponent's moves, names none of its
hidden cards, and says what happened instead."""

from __future__ import annotations

import asyncio
import re

import pytest
from textual.widgets import OptionList
from ui_driver import make, screen_text

from digimon_tui.engine.game import Game
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.learn import LearnScreen
from digimon_tui.ui.screens.lesson import LessonScreen
from digimon_tui.ui.widgets.actions import ActionsPanel


def hidden_names_shown(g: Game, text: str, learner: int) -> list[str]:
    """Names of the opponent's hidden cards (hand, security, deck) that `text` shows,
    leaving out any name the learner sees anyway (face up, or their own)."""
    theirs, mine = g.players[1 - learner], g.players[learner]
    hidden = {g.defs[u].name for u in (*theirs.hand, *theirs.security, *theirs.deck)}
    seen = [*mine.hand, *mine.trash, *theirs.trash]
    seen += [u for p in g.players for perm in p.battle for u in perm.cards]
    seen += [u for p in g.players if p.breeding for u in p.breeding.cards]
    flat = re.sub(r"\s+", " ", text)
    names = hidden - {g.defs[u].name for u in seen}
    return sorted(n for n in names if re.search(rf"(?<![A-Za-z]){re.escape(n)}(?![A-Za-z])", flat))


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.parametrize(
    ("move", "outcome", "told"),
    [("pass", "lost", "The lesson failed"), ("play ST1-02", "met", "Goal reached: the")],
)
def test_a_decided_lesson_lists_none_of_the_opponents_moves(
    size: tuple[int, int], move: str, outcome: str, told: str
) -> None:
    asyncio.run(end_the_turn_in_the_passing_lesson(size, move, outcome, told))


async def end_the_turn_in_the_passing_lesson(
    size: tuple[int, int], move: str, outcome: str, told: str
) -> None:
    app = DigimonApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#menu", OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        await pilot.press(*["down"] * ids.index("learn"), "enter")
        await pilot.pause()
        learn = app.screen
        assert isinstance(learn, LearnScreen)
        index = next(
            i for i, lesson in enumerate(learn.lessons) if lesson.title == "Passing gives 3"
        )
        learn.query_one("#lessons", OptionList).focus()
        await pilot.press("home", *["down"] * index, "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        await make(pilot, move)
        g, learner = screen.game, screen.lesson_run.lesson.learner
        assert screen.lesson_run.outcome == outcome
        assert g.pending is not None and g.pending.player != learner
        assert g.players[1 - learner].hand  # the opponent has drawn: a card to keep hidden
        text = screen_text(app)
        assert hidden_names_shown(g, text, learner) == [], text
        assert "All your legal moves" not in text
        assert screen.query_one(ActionsPanel).moves == []
        assert told in re.sub(r"\s+", " ", text) and "r retries" in text
