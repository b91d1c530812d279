"""Undo at the table: free for your own moves that showed nothing; asked of the other
player, on a screen that covers your hand, for a move that may have shown a hidden card;
refused for the other player's moves; free at an open-hands table. Both games."""

from __future__ import annotations

import asyncio
import re

from arena_driver import arena_screen
from arena_driver import make as arena_make
from ui_driver import SCENARIOS, game_screen, make, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.consent import ConsentScreen
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.setup import new_arena_table, scenario_table
from digimon_tui.ui.table import Table
from digimon_tui.ui.widgets.game_log import GameLog

ATTACK = SCENARIOS / "attack-security.toml"
ALICE_ONLY = "Starlight Explosion"  # in Alice's hand, nowhere else
BOB_ONLY = "Sorrow Blue"  # in Bob's hand, nowhere else
SIZE = (120, 40)


def attack_table(cards: dict[str, Card]) -> Table:
    return scenario_table(ATTACK, ("Alice", "Bob"))


def flat(text: str) -> str:
    """The screen's text with panel borders and line wraps taken out."""
    return re.sub(r"[│╭╮╰╯─\s]+", " ", text)


def log_panel(app: DigimonApp) -> list[str]:
    """The lines the table's log panel holds."""
    return game_screen(app).query_one(GameLog)._lines


async def past_hand_over(pilot) -> None:
    while isinstance(pilot.app.screen, HandoverScreen):
        await pilot.press("space")
        await pilot.pause()


def test_undoing_a_security_check_asks_the_other_player(cards: dict[str, Card]) -> None:
    async def run() -> None:
        app = DigimonApp(attack_table(cards), cards)
        async with app.run_test(size=SIZE) as pilot:
            await past_hand_over(pilot)
            await make(pilot, "attack garuda player")
            table = game_screen(app).table
            assert table.game.moves == ["attack garuda player"]
            assert isinstance(app.screen, GameScreen)  # still Alice's turn

            await pilot.press("ctrl+z")
            await pilot.pause()
            assert isinstance(app.screen, ConsentScreen)
            text = screen_text(app)
            assert "Hand the keyboard to Bob (p2)" in text
            assert "Alice (p1) asks to take back 'attack garuda player'" in text
            assert "p2's security" in text
            assert ALICE_ONLY not in text and BOB_ONLY not in text
            assert "Garudamon" not in text  # nothing of the board is drawn
            await pilot.press("x")  # a stray key decides nothing
            await pilot.pause()
            assert isinstance(app.screen, ConsentScreen)

            await pilot.press("n")
            await pilot.pause()
            assert table.game.moves == ["attack garuda player"]
            assert isinstance(app.screen, HandoverScreen)  # the keyboard goes back to Alice
            text = screen_text(app)
            assert "Hand the keyboard to Alice (p1)" in text and "did not agree" in text
            assert ALICE_ONLY not in text
            await past_hand_over(pilot)
            assert game_screen(app).viewer == 0

            await pilot.press("ctrl+z")
            await pilot.pause()
            assert isinstance(app.screen, ConsentScreen)
            await pilot.press("y")
            await pilot.pause()
            assert game_screen(app).table.game.moves == []
            assert isinstance(app.screen, HandoverScreen)
            assert ALICE_ONLY not in screen_text(app)
            await past_hand_over(pilot)
            text = screen_text(app)
            assert ALICE_ONLY in text and BOB_ONLY not in text
            took = "Alice (p1) took back 'attack garuda player', Bob (p2) agreeing"
            assert log_panel(app)[-1] == took

    asyncio.run(run())


def test_a_play_is_taken_back_without_asking(cards: dict[str, Card]) -> None:
    async def run() -> None:
        app = DigimonApp(attack_table(cards), cards)
        async with app.run_test(size=SIZE) as pilot:
            await past_hand_over(pilot)
            await make(pilot, "play ST1-03")
            await pilot.press("ctrl+z")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            assert game_screen(app).table.game.moves == []
            assert log_panel(app)[-1] == "Alice (p1) took back 'play ST1-03'"

    asyncio.run(run())


def test_the_other_players_move_is_refused_with_the_reason(cards: dict[str, Card]) -> None:
    async def run() -> None:
        app = DigimonApp(attack_table(cards), cards)
        async with app.run_test(size=SIZE) as pilot:
            await past_hand_over(pilot)
            await make(pilot, "pass")
            await past_hand_over(pilot)
            screen = game_screen(app)
            assert screen.viewer == 1
            await pilot.press("ctrl+z")
            await pilot.pause()
            assert screen.table.game.moves == ["pass"]
            assert not isinstance(app.screen, ConsentScreen)
            text = screen_text(app)
            x = screen.query_one("#actions").region.x  # the panel's column, not the board's
            assert "the last move was Alice (p1)'s" in flat(
                "\n".join(r[x:] for r in text.split("\n"))
            )
            assert BOB_ONLY in text and ALICE_ONLY not in text

    asyncio.run(run())


def test_open_hands_undo_a_security_check_freely(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = attack_table(cards)
        table.open_hands = True
        app = DigimonApp(table, cards)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await make(pilot, "attack garuda player")
            await pilot.press("ctrl+z")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            assert game_screen(app).table.game.moves == []

    asyncio.run(run())


def test_open_hands_switched_on_mid_game_is_shown_to_both(cards: dict[str, Card]) -> None:
    async def run() -> None:
        app = DigimonApp(attack_table(cards), cards)
        async with app.run_test(size=SIZE) as pilot:
            await past_hand_over(pilot)
            assert "OPEN HANDS" not in screen_text(app)
            await pilot.press("ctrl+p")
            await pilot.pause()
            await pilot.press(*"Open hands", "enter")
            await pilot.pause()
            assert isinstance(app.screen, ConsentScreen)  # Bob's hand: Bob agrees first
            await pilot.press("y")
            await pilot.pause()
            screen = game_screen(app)
            assert screen.table.open_hands
            text = screen_text(app)
            assert "OPEN HANDS" in text  # on the status line
            on = "open hands switched on by Alice (p1): both hands are shown"
            assert log_panel(app)[-1] == on
            await pilot.press("ctrl+p")
            await pilot.pause()
            await pilot.press(*"Hide hands", "enter")
            await pilot.pause()
            assert not screen.table.open_hands and "OPEN HANDS" not in screen_text(app)
            await make(pilot, "pass")
            assert isinstance(app.screen, HandoverScreen)
            news = app.screen.news.lines
            assert "open hands switched on by Alice (p1): both hands are shown" in news
            assert "open hands switched off by Alice (p1): hands are hidden again" in news

    asyncio.run(run())


def test_arena_undo_of_the_coin_asks_and_a_secret_stays_secret() -> None:
    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)
        app = DigimonApp(table)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            for _ in range(2):  # both Rookies
                await arena_make(pilot, str(arena_screen(app).table.game.pending.moves[0]))
            g = arena_screen(app).table.game
            alice = next(str(m) for m in g.pending.moves if m.verb == "place")
            await arena_make(pilot, alice)
            await past_hand_over(pilot)
            await pilot.press("ctrl+z")  # Bob can't take back Alice's placement
            await pilot.pause()
            assert not isinstance(app.screen, ConsentScreen)
            assert "Can't take back 'a face-down choice'" in flat(screen_text(app))
            g = arena_screen(app).table.game
            bob = next(str(m) for m in g.pending.moves if m.verb == "place")
            await arena_make(pilot, bob)  # both have placed: the coin is flipped
            g = arena_screen(app).table.game
            assert g.first == 1 and g.pending.player == 1  # Bob won the coin: no hand-over
            assert isinstance(app.screen, type(arena_screen(app)))
            await pilot.press("ctrl+z")
            await pilot.pause()
            assert isinstance(app.screen, ConsentScreen)
            text = screen_text(app)
            assert "Bob (p2) asks to take back 'a face-down choice'" in text
            assert "the coin" in text
            for move in (alice, bob):
                assert g.cards[move.split()[1]].name not in text
            await pilot.press("y")
            await pilot.pause()
            await past_hand_over(pilot)
            assert arena_screen(app).table.game.moves == g.moves[:3]

    asyncio.run(run())
