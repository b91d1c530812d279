"""Hotseat privacy: a hand is drawn only for its owner, and only after the hand-over key."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual import events
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


def test_start_of_turn_news_shows_no_drawn_card(cards: dict[str, Card]) -> None:
    """The summary now reaches back to the end of the player's own last move, so it
    covers the other player's whole start of turn: their memory gain is told, the card
    they drew is not (nor the card the player draws next, to the other)."""
    asyncio.run(start_of_turn_news(cards))


async def start_of_turn_news(cards: dict[str, Card]) -> None:
    path = Path(__file__).parent / "scenarios" / "start-of-turn-memory.toml"
    bob_draws, alice_draws = "Cocytus Breath", "Gaia Force"
    app = DigimonApp(scenario_table(path, ("Alice", "Bob")), cards)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await make(pilot, "pass")  # Alice ends turn 3; Bob draws at the start of turn 4
        assert isinstance(app.screen, HandoverScreen)
        assert bob_draws not in screen_text(app)
        await pilot.press("space")
        await pilot.pause()
        assert bob_draws in screen_text(app)  # in Bob's hand, drawn for him alone

        await make(pilot, "pass")  # Bob ends turn 4; Alice draws at the start of turn 5
        assert isinstance(app.screen, HandoverScreen)
        text = screen_text(app)
        assert "p2 gains 1 memory" in text
        assert bob_draws not in text and alice_draws not in text
        await pilot.press("space")
        await pilot.pause()
        assert alice_draws in screen_text(app) and bob_draws not in screen_text(app)

        await make(pilot, "pass")  # back to Bob: Alice's draw stays hers
        assert isinstance(app.screen, HandoverScreen)
        text = screen_text(app)
        assert "— turn 5: p1 " in text
        assert alice_draws not in text and bob_draws not in text


COUNTER_TABLE = """
seed = 1
[state]
turn = "p1"
phase = "main"
memory = 5
turn_number = 5
[p1]
hand = ["ST2-13"]
deck = ["ST2-02", "BT14-014"]
security = ["ST2-02"]
battle = [{{ id = "goma", cards = ["ST2-02"] }}]
[p2]
hand = ["{hand}"]
deck = ["ST1-02", "ST1-03"]
security = ["ST1-12", "ST1-12"]
battle = [{{ id = "grey", cards = ["ST1-03", "ST1-07"] }}]
"""
"""Alice's Gomamon attacks Bob, who has no blocker; a [Counter] card (MetalGreymon's
<Blast Digivolve>) is in the game, in Bob's hand or in Alice's deck."""


def test_the_hand_over_for_a_counter_does_not_depend_on_bobs_hand(
    cards: dict[str, Card], tmp_path: Path
) -> None:
    """Were Bob asked only when his hand holds a [Counter] card, the hand-over itself would
    tell Alice so: it comes, and looks the same, either way."""
    screens = [asyncio.run(counter_handover(cards, tmp_path, hand)) for hand in HANDS]
    assert screens[0] == screens[1]


HANDS = ("BT14-014", "ST1-16")  # MetalGreymon (a [Hand] [Counter] card), Gaia Force


async def counter_handover(cards: dict[str, Card], tmp_path: Path, hand: str) -> str:
    path = tmp_path / f"counter-{hand}.toml"
    path.write_text(COUNTER_TABLE.format(hand=hand))
    app = DigimonApp(scenario_table(path, ("Alice", "Bob")), cards)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        await make(pilot, "attack goma player")
        assert isinstance(app.screen, HandoverScreen), f"no hand-over with {hand} in the hand"
        shown = screen_text(app)
        await pilot.press("x")
        await pilot.pause()
        assert "activate a [Counter] effect?" in screen_text(app)
        return shown


def test_a_key_typed_before_the_hand_over_appears_does_not_uncover_the_next_hand(
    cards: dict[str, Card], scenario_path: Path
) -> None:
    """Alice's key typed while her move is still being carried out (a key pressed twice,
    or one after an automatic pass) reaches the hand-over screen once it is up: it must not
    be taken as Bob's "I'm ready", or Alice sees Bob's hand."""
    asyncio.run(early_key(cards, scenario_path))


async def early_key(cards: dict[str, Card], path: Path) -> None:
    app = DigimonApp(scenario_table(path, ("Alice", "Bob")), cards)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        await make(pilot, "attack grizz player")
        typed_early = events.Key("x", "x")  # stamped now, before Bob's hand-over exists
        await make(pilot, "first 1")
        assert isinstance(app.screen, HandoverScreen)
        app.screen.post_message(typed_early)
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen), "Alice's early key uncovered Bob's side"
        assert BOB_ONLY not in screen_text(app)
        await pilot.press("x")  # Bob's own key, once he can see the screen
        await pilot.pause()
        assert BOB_ONLY in screen_text(app)
