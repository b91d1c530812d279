"""Opening the hands mid-game shows each player the other's hand: at a hotseat table the
other player must agree first, on a screen that covers the table, and a refusal hands
the keyboard back with the hands still hidden. Hiding them takes nobody's consent, and
facing the computer (or a lesson's opponent) the person opens them alone."""

from __future__ import annotations

import asyncio

import pytest
from arena_driver import arena_screen, hidden_leaks
from ui_driver import SCENARIOS, game_screen, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.lessons.lesson import library
from digimon_tui.lessons.session import LessonRun
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.consent import ConsentScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.screens.lesson import LessonScreen
from digimon_tui.ui.setup import new_arena_table, new_table, scenario_table

ATTACK = SCENARIOS / "attack-security.toml"
ALICE_ONLY = "Starlight Explosion"  # in Alice's hand, nowhere else
BOB_ONLY = "Sorrow Blue"  # in Bob's hand, nowhere else


async def palette(pilot, command: str) -> None:
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*command, "enter")
    await pilot.pause()


async def past_hand_over(pilot) -> None:
    while isinstance(pilot.app.screen, HandoverScreen):
        await pilot.press("space")
        await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_opening_the_hands_asks_the_other_player_first(size: tuple[int, int]) -> None:
    async def run() -> None:
        app = DigimonApp(scenario_table(ATTACK, ("Alice", "Bob")))
        async with app.run_test(size=size) as pilot:
            await past_hand_over(pilot)
            table = game_screen(app).table
            await palette(pilot, "Open hands")
            text = screen_text(app)
            assert BOB_ONLY not in text and ALICE_ONLY not in text, text
            assert isinstance(app.screen, ConsentScreen) and not table.open_hands
            assert "Bob (p2): y to allow" in text

            await pilot.press("n")  # Bob refuses: Alice gets the keyboard back, hands hidden
            await pilot.pause()
            assert isinstance(app.screen, HandoverScreen)
            assert "Bob (p2) did not agree: the hands stay hidden." in screen_text(app)
            await past_hand_over(pilot)
            text = screen_text(app)
            assert ALICE_ONLY in text and BOB_ONLY not in text and not table.open_hands
            assert "Bob (p2) did not agree to open the hands" in table.log_lines()

            await palette(pilot, "Open hands")
            await pilot.press("y")
            await pilot.pause()
            text = screen_text(app)
            assert table.open_hands and ALICE_ONLY in text and BOB_ONLY in text

    asyncio.run(run())


def test_hiding_the_hands_asks_nobody() -> None:
    async def run() -> None:
        table = scenario_table(ATTACK, ("Alice", "Bob"))
        table.open_hands = True
        app = DigimonApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert BOB_ONLY in screen_text(app)
            await palette(pilot, "Hide hands")
            assert not isinstance(app.screen, ConsentScreen) and not table.open_hands
            assert BOB_ONLY not in screen_text(app)

    asyncio.run(run())


def test_the_arena_asks_too_and_shows_nothing_before_the_answer() -> None:
    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)
        app = DigimonApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await past_hand_over(pilot)
            screen = arena_screen(app)
            await palette(pilot, "Open hands")
            assert isinstance(app.screen, ConsentScreen) and not table.open_hands
            hidden = {table.game.cards[n].name for n in table.game.sides[1].hand}
            shown = {table.game.cards[n].name for n in table.game.sides[0].hand}
            text = screen_text(app)
            assert not [name for name in hidden - shown if name in text], text
            await pilot.press("n")
            await pilot.pause()
            await past_hand_over(pilot)
            assert screen.viewer == 0 and not table.open_hands and hidden_leaks(app) == []

    asyncio.run(run())


def test_against_the_computer_the_person_opens_its_hand_alone(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = new_table(cards, ("red", "blue"), ("Alice", "Computer"), seed=4, bots=(None, 2))
        app = DigimonApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            g = table.game
            while g.pending is not None and (g.pending.player, g.pending.kind) != (0, "main"):
                await pilot.press("x" if g.pending.player else "1")  # its answer, or hers
                await pilot.pause()
                g = table.game
            computers = {g.defs[u].name for u in g.players[1].hand}
            computers -= {g.defs[u].name for u in g.players[0].hand}
            assert computers and not [n for n in computers if n in screen_text(app)]
            await palette(pilot, "Open hands")
            assert not isinstance(app.screen, ConsentScreen) and table.open_hands
            assert [n for n in computers if n in screen_text(app)]

    asyncio.run(run())


def test_in_a_lesson_the_learner_opens_the_opponents_hand_alone() -> None:
    async def run() -> None:
        lessons, _ = library(())
        lesson = next(lesson for lesson in lessons if lesson.title == "Passing gives 3")
        app = DigimonApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = LessonScreen(LessonRun(lesson))
            app.push_screen(screen)
            await pilot.pause()
            await palette(pilot, "Open hands")
            assert not isinstance(app.screen, ConsentScreen) and screen.table.open_hands

    asyncio.run(run())
