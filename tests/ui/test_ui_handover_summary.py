"""The hand-over summary: every public line since the player last had the keyboard,
grouped by turn, scrollable with the ready hint always in view, right after an undo,
and the first hand-over of a game says the game begins."""

from __future__ import annotations

import asyncio
import re

import pytest
from textual.app import App
from textual.containers import VerticalScroll
from ui_driver import SCENARIOS, eager, game_screen, make, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.consent import ConsentScreen
from digimon_tui.ui.screens.handover import SINCE, HandoverScreen, News, news_since
from digimon_tui.ui.setup import new_arena_table, new_table, scenario_table

SMALL = (100, 30)
"""The smallest terminal the table allows."""
READY = "key when you are ready"


def flat(text: str) -> str:
    return re.sub(r"[█▀▄\s]+", " ", text)


def test_the_first_hand_over_says_the_game_begins(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = new_table(cards, ["red", "blue"], ["Alice", "Bob"], seed=3, first=0)
        app = DigimonApp(table, cards)
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, HandoverScreen)
            text = screen_text(app)
            assert "The game begins:" in text and "p1 goes first (5-2-1-3)" in text
            assert "Since your last turn" not in text
            await make(pilot, "keep")
            assert isinstance(app.screen, HandoverScreen)  # Bob's first time at the keyboard
            text = screen_text(app)
            assert "The game begins:" in text and "p1: keep" in text
            assert "Since your last turn" not in text
            await make(pilot, "keep")
            assert "Since your last turn at the keyboard:" in screen_text(app)

    asyncio.run(run())


def test_a_long_summary_scrolls_every_line_into_view(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = new_table(cards, ["red", "blue"], ["Alice", "Bob"], seed=3, first=0)
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            # Play by keys until a hand-over shows more lines than fit on the screen.
            for _ in range(400):
                g = game_screen(app).table.game
                cover = app.screen
                if isinstance(cover, HandoverScreen) and cover.news.lines:
                    if cover.query_one("#handover-news", VerticalScroll).max_scroll_y > 3:
                        break
                await make(pilot, eager(g))
            cover = app.screen
            assert isinstance(cover, HandoverScreen)
            screen = game_screen(app)
            log = screen.table.log_lines()
            player = screen.table.game.pending.player
            since = screen.seen[player]
            assert since is not None
            missed = log[since:]
            lines = cover.news.lines
            assert [x for x in lines if not x.endswith("(continued)")] == missed
            assert any(x.startswith("— turn") for x in lines)  # grouped under their turns
            assert lines[0].startswith("— turn")

            first, last = lines[0], lines[-1]
            text = flat(screen_text(app))
            assert first in text and last not in text and READY in text
            seen_lines = set()
            scroll = cover.query_one("#handover-news", VerticalScroll)
            for _ in range(len(lines)):
                seen_lines |= {x for x in lines if x in flat(screen_text(app))}
                if scroll.scroll_y >= scroll.max_scroll_y:
                    break
                await pilot.press("down")
                await pilot.pause()
                assert isinstance(app.screen, HandoverScreen)  # scrolling keeps it up
                assert READY in flat(screen_text(app))
            assert seen_lines == set(lines)
            await pilot.press("space")
            await pilot.pause()
            assert not isinstance(app.screen, HandoverScreen)

    asyncio.run(run())


def test_the_summary_is_right_after_an_undo(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = scenario_table(SCENARIOS / "attack-security.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await make(pilot, "attack garuda player")
            await pilot.press("ctrl+z")
            await pilot.pause()
            assert isinstance(app.screen, ConsentScreen)
            await pilot.press("y")
            await pilot.pause()
            await make(pilot, "play ST1-03")  # past the hand-back
            await make(pilot, "pass")
            assert isinstance(app.screen, HandoverScreen)
            lines = app.screen.news.lines
            assert "Alice (p1) took back 'attack garuda player', Bob (p2) agreeing" in lines
            assert "p1 plays Agumon for 3 memory (7-1)" in lines
            assert not any("security check" in x for x in lines)  # taken back: not news

    asyncio.run(run())


def test_news_repeats_the_header_of_a_turn_under_way() -> None:
    log = ["— turn 1: p1 (memory 0) —", "p1: hatch", "p1: pass", "— turn 2: p2 (memory 3) —"]
    news = news_since(log, 2, first=False)
    assert news == News(
        "Since your last turn at the keyboard:",
        ["— turn 1: p1 (memory 0) — (continued)", "p1: pass", "— turn 2: p2 (memory 3) —"],
    )
    assert news_since(log, 9, first=False).lines == []  # clamped after an undo
    assert news_since(log, 0, first=True).heading == "The game begins:"


def test_the_arena_summary_groups_by_duel() -> None:
    async def run() -> None:
        table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=300, seed=3)
        app = DigimonApp(table)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            news: list[str] = []
            for _ in range(12):  # until a summary reaches the duel's reveal
                if isinstance(app.screen, HandoverScreen) and "— duel" in str(app.screen.news):
                    news = app.screen.news.lines
                    break
                await pilot.press("space")  # past the hand-over
                await pilot.pause()
                await pilot.press("1")
                await pilot.pause()
            assert any(x.startswith("— duel 1") for x in news), news

    asyncio.run(run())


def test_the_summary_tells_the_opponents_start_of_turn_effects(cards: dict[str, Card]) -> None:
    """What happened after this player's last move, before the other player's first
    decision (end of turn, the next turn's start-of-turn effects), is news too: here
    Matt Ishida gains Bob 1 memory at the start of his turn, after Alice passed."""

    async def run() -> None:
        table = scenario_table(SCENARIOS / "start-of-turn-memory.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await make(pilot, "pass")  # Alice ends turn 3
            await make(pilot, "pass")  # Bob ends turn 4
            cover = app.screen
            assert isinstance(cover, HandoverScreen) and cover.to_name == "Alice (p1)"
            lines = cover.news.lines
            gains = [x for x in lines if x.startswith("p2 gains 1 memory")]
            assert len(gains) == 1
            assert any(x.startswith("activates Matt Ishida (matt)") for x in lines)
            assert any(x.startswith("— turn 4: p2 ") for x in lines)
            assert gains[0] in flat(screen_text(app))

    asyncio.run(run())


@pytest.mark.parametrize("lines, named", [(2, False), (40, True)])
def test_the_scroll_keys_are_named_only_when_the_news_overflows(lines: int, named: bool) -> None:
    """A summary of a line or two fits its box: naming the scroll keys there sends a new
    player looking for more, and "any other key" asks them which keys are not. A long one
    names them."""

    class Host(App[None]):
        def on_mount(self) -> None:
            news = News(SINCE, [f"p1 did thing {i}" for i in range(lines)])
            self.push_screen(HandoverScreen("Bob", "Alice", "block?", news))

    async def run() -> None:
        async with Host().run_test(size=(80, 24)) as pilot:
            for _ in range(3):
                await pilot.pause()
            text = flat(screen_text(pilot.app))
            assert READY in text and "p1 did thing 0" in text
            assert ("PgUp PgDn scroll" in text) == named
            assert ("press any other key" in text) == named  # other than the scroll keys

    asyncio.run(run())
