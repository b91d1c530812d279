"""What a small terminal and a small box offer: at 80×24 the moves panel shows a few lines,
and PgUp/PgDn reach every move in it (its border says so); a question box lists only the
keys that work in it (the forfeit question has no card for `i` to open)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from test_ui_forfeit import ask_to_forfeit
from textual.pilot import Pilot
from ui_driver import SCENARIOS, make, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.bench import write_game
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.setup import scenario_table
from digimon_tui.ui.widgets.actions import MORE, ActionsPanel


def line_starts(pilot: Pilot) -> list[str]:
    """Each listed move as the panel draws its first line: its key, then its label's
    first words (a long label wraps)."""
    panel = pilot.app.screen.query_one(ActionsPanel)
    starts = []
    for m, text in panel.listed:
        key = str(panel.numbered.index(m) + 1) if m in panel.numbered else "e"
        starts.append(f"{key} {text[:12]}")
    return starts


def test_every_move_is_reached_with_page_keys_at_80x24(tmp_path: Path) -> None:
    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(80, 24)) as pilot:
            await pilot.press("space")  # past the hand-over
            await pilot.pause()
            starts = line_starts(pilot)
            assert len(starts) > 5
            first = screen_text(pilot.app)
            assert MORE in first
            assert [s for s in starts if s not in first], "the panel shows every move at once"
            seen = first
            for _ in range(len(starts)):
                await pilot.press("pagedown")
                await pilot.pause()
                seen += screen_text(pilot.app)
            assert [s for s in starts if s not in seen] == []
            await pilot.press("pageup", "pageup", "pageup")
            await pilot.pause()
            assert starts[0] in screen_text(pilot.app)

    asyncio.run(run())


def test_a_panel_that_holds_every_move_says_nothing_of_more(tmp_path: Path) -> None:
    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            text = screen_text(pilot.app)
            assert all(s in text for s in line_starts(pilot))
            assert MORE not in text

    asyncio.run(run())


def test_the_forfeit_question_offers_no_card_detail(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = scenario_table(SCENARIOS / "attack-security.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await ask_to_forfeit(pilot)
            assert isinstance(app.screen, ChoiceScreen)
            text = screen_text(app)
            assert "a key or Enter to answer · Esc: cancel" in text
            assert "card detail" not in text.lower()
            await pilot.press("i")
            await pilot.pause()
            assert isinstance(app.screen, ChoiceScreen)  # still the question, nothing opened

    asyncio.run(run())


def test_a_question_about_cards_offers_their_detail(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = scenario_table(SCENARIOS / "block-battle-dp.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await make(pilot, "attack grizz player")
            await pilot.press("space")  # Bob takes the keyboard: block?
            await pilot.pause()
            question = app.screen
            assert isinstance(question, ChoiceScreen)
            text = screen_text(app)
            assert "i: card detail" in text and "i Card detail" in text
            await pilot.press("i")
            await pilot.pause()
            assert app.screen is not question  # the card's detail opened over it

    asyncio.run(run())
