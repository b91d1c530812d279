"""Hotseat privacy: a hand is drawn only for its owner, and only after the hand-over key."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ui_driver import game_screen, hand_uids_drawn, make, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.setup import scenario_table

ALICE_ONLY = "Hammer Spark"  # in Alice's hand, nowhere else in the scenario
BOB_ONLY = "Gaia Force"  # in Bob's hand, nowhere else


def test_the_defenders_hand_appears_only_after_the_key(
    cards: dict[str, Card], scenario_path: Path
) -> None:
    asyncio.run(defender_hand(cards, scenario_path))


async def defender_hand(cards: dict[str, Card], path: Path) -> None:
    app = DigimonApp(scenario_table(path, ("Alice", "Bob")), cards)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert ALICE_ONLY not in text, "Alice's hand is shown before her hand-over key"
        await pilot.press("space")
        await pilot.pause()
        text = screen_text(app)
        assert ALICE_ONLY in text and BOB_ONLY not in text

        await make(pilot, "attack grizz player")
        await make(pilot, "first 1")
        # Bob must decide the block: covered until he presses a key.
        assert isinstance(app.screen, HandoverScreen)
        text = screen_text(app)
        assert BOB_ONLY not in text and ALICE_ONLY not in text
        assert "Bob (p2)'s hand" not in text
        bob_hand = set(game_screen(app).table.game.players[1].hand)
        assert not hand_uids_drawn(app) & bob_hand, "Bob's hand is in the widget tree"

        await pilot.press("x")
        await pilot.pause()
        text = screen_text(app)
        assert BOB_ONLY in text and ALICE_ONLY not in text

        await make(pilot, "block core")
        # Back to Alice: Bob's hand is gone before anything else is drawn.
        assert isinstance(app.screen, HandoverScreen)
        assert BOB_ONLY not in screen_text(app)
        await pilot.press("space")
        await pilot.pause()
        text = screen_text(app)
        assert ALICE_ONLY in text and BOB_ONLY not in text


def test_open_hands_show_both_hands_without_hand_over(
    cards: dict[str, Card], scenario_path: Path
) -> None:
    asyncio.run(open_hands(cards, scenario_path))


async def open_hands(cards: dict[str, Card], path: Path) -> None:
    table = scenario_table(path, ("Alice", "Bob"))
    table.open_hands = True
    app = DigimonApp(table, cards)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, HandoverScreen)
        text = screen_text(app)
        assert ALICE_ONLY in text and BOB_ONLY in text
        await make(pilot, "attack grizz player")
        await make(pilot, "first 1")
        assert not isinstance(app.screen, HandoverScreen)
        assert "Block with core Coredramon" in screen_text(app)
