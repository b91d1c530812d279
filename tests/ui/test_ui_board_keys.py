"""The board's keys: a refused action says why with its rule, cards open up close,
the trash is browsable, the rules guide opens."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Static
from ui_driver import game_screen, make, screen_text, select

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.card_detail import CardDetailScreen
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.screens.guide import GuideScreen
from digimon_tui.ui.screens.trash import TrashScreen
from digimon_tui.ui.setup import scenario_table
from digimon_tui.ui.widgets.actions import ActionsPanel


def scenario_app(cards: dict[str, Card], path: Path) -> DigimonApp:
    return DigimonApp(scenario_table(path, ("Alice", "Bob")), cards)


def refusal(app: DigimonApp) -> str:
    return str(game_screen(app).query_one(ActionsPanel).query_one("#refusal", Static).content)


def test_a_refused_attack_shows_the_reason_and_rule(cards, scenario_path: Path) -> None:
    async def run() -> None:
        app = scenario_app(cards, scenario_path)
        async with app.run_test(size=(120, 40)) as pilot:
            await make(pilot, "attack goma player")
            await make(pilot, "no-block")
            await pilot.press("space")  # back to Alice
            await pilot.pause()
            await select(pilot, "stack-goma")
            await pilot.press("a")
            await pilot.pause()
            assert "goma is suspended: only an unsuspended Digimon can attack (11-2-8-1)" in (
                refusal(app)
            )
            moves = game_screen(app).table.game.moves
            assert moves == ["attack goma player", "no-block"], "nothing was played"
            await select(pilot, "stack-core")
            await pilot.press("a")
            await pilot.pause()
            assert "core is not one of your Digimon" in refusal(app)

    asyncio.run(run())


def test_a_stack_opens_with_its_digivolution_cards(cards, scenario_path: Path) -> None:
    async def run() -> None:
        app = scenario_app(cards, scenario_path)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            await select(pilot, "stack-grizz")
            await pilot.press("i")
            await pilot.pause()
            assert isinstance(app.screen, CardDetailScreen)
            text = screen_text(app)
            assert "In play as grizz · 6000 DP now · <Blocker> · unsuspended" in text
            assert "[When Attacking] Lose 2 memory." in text
            assert "ST2-03 Gabumon" in text  # the digivolution card, with its inherited text
            await pilot.press("enter")  # open the digivolution card itself
            await pilot.pause()
            assert "ST2-03 Gabumon · Digimon · blue · Lv.3" in screen_text(app)
            await pilot.press("escape", "escape")
            await pilot.pause()
            assert not isinstance(app.screen, CardDetailScreen)

    asyncio.run(run())


def test_the_trash_is_browsable(cards, scenario_path: Path) -> None:
    async def run() -> None:
        app = scenario_app(cards, scenario_path)
        async with app.run_test(size=(120, 40)) as pilot:
            for move in ("attack grizz player", "first 1", "block core"):
                await make(pilot, move)
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("t")
            await pilot.pause()
            assert isinstance(app.screen, TrashScreen)
            text = screen_text(app)
            assert "Alice (p1)'s trash (2)" in text
            assert "ST2-07 Grizzlymon" in text

    asyncio.run(run())


def test_the_rules_guide_finds_a_rule(cards) -> None:
    guide = pytest.importorskip("digimon_tui.guide")
    rule = guide.entries()[0].rule

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("g")
            await pilot.pause()
            assert isinstance(app.screen, GuideScreen)
            await pilot.press("slash", *rule, "enter")
            await pilot.pause()
            assert guide.find(rule).title in screen_text(app)

    asyncio.run(run())


def test_no_number_key_ends_the_turn(cards, scenario_path: Path) -> None:
    """Pass sits under `e`: the numbers shift as moves come and go, so a digit never passes."""

    async def run() -> None:
        app = scenario_app(cards, scenario_path)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("space")  # the hand-over to Alice
            await pilot.pause()
            panel = game_screen(app).query_one(ActionsPanel)
            assert panel.moves[-1].verb == "pass"
            assert all(m.verb != "pass" for m in panel.numbered)
            game = game_screen(app).table.game
            turn = game.turn_number
            await pilot.press(str(len(panel.numbered) + 1))
            await pilot.pause()
            assert game_screen(app).table.game.turn_number == turn
            assert "pass" not in game_screen(app).table.game.moves

    asyncio.run(run())


def panel(app: DigimonApp) -> ActionsPanel:
    return game_screen(app).query_one(ActionsPanel)


def test_a_number_with_no_move_says_so_and_esc_lists_every_move(cards, scenario_path: Path) -> None:
    async def run() -> None:
        app = scenario_app(cards, scenario_path)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            everything = [str(m) for m in panel(app).moves]
            await pilot.press("7")
            await pilot.pause()
            assert refusal(app) == "✗ No move 7: the numbers listed are 1 to 4"
            await select(pilot, "stack-goma")
            assert [str(m) for m in panel(app).numbered] == ["attack goma player"]
            await pilot.press("5")
            await pilot.pause()
            assert refusal(app) == (
                "✗ No move 5: the only number listed is 1; Esc lists all your legal moves"
            )
            assert game_screen(app).table.game.moves == [], "nothing was played"
            await pilot.press("escape")
            await pilot.pause()
            assert [str(m) for m in panel(app).moves] == everything
            assert app.focused is None
            assert "All your legal moves" in screen_text(app)

    asyncio.run(run())


def test_an_option_card_shows_what_it_does_when_selected(cards, scenario_path: Path) -> None:
    async def run() -> None:
        app = scenario_app(cards, scenario_path)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            g = game_screen(app).table.game
            (uid,) = g.players[0].hand
            await select(pilot, f"card-{uid}")
            heading = str(panel(app).query_one("#selection", Static).content)
            text = g.defs[uid]
            assert heading.startswith(f"{text.number} {text.name} · Option")
            assert "[Main]" in heading and "[Security]" in heading

    asyncio.run(run())


def test_the_block_prompt_weighs_each_blocker_against_the_attacker(
    cards, scenario_path: Path
) -> None:
    async def run() -> None:
        app = scenario_app(cards, scenario_path)
        async with app.run_test(size=(120, 40)) as pilot:
            await make(pilot, "attack grizz player")
            # Two [When Attacking] effects: each answer names its card and the stack.
            text = screen_text(app)
            assert "Grizzlymon (grizz): [When Attacking] Lose 2 memory." in text
            assert "Gabumon (grizz): [When Attacking]" in text
            await make(pilot, "first 1")
            await pilot.press("space")  # the hand-over to Bob, who may block
            await pilot.pause()
            assert isinstance(app.screen, ChoiceScreen)
            assert [a.text for a in app.screen.answers] == [
                "Block with core Coredramon (6000 DP) against grizz Grizzlymon (6000 DP)",
                "Don't block",
            ]

    asyncio.run(run())
