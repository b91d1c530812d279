"""The Arena's hand-over screen is still the outgoing player's to look at: it names
nothing the incoming player holds secretly (hand, face-down Digivolve Zone card,
face-down Power Port card, face-down Rookie, Online pile). Nor does the screen while the
computer decides name the computer's secrets."""

from __future__ import annotations

import asyncio
import re

import pytest
from arena_driver import arena_screen, make, steady
from ui_driver import screen_text

from digimon_tui.arena.game import ArenaGame
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens import table_screen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.setup import new_arena_table


def secrets_named(g: ArenaGame, text: str, incoming: int) -> list[str]:
    """Names of the incoming player's secret cards that `text` shows, leaving out any name
    the outgoing player may know anyway (face up on the table, or their own)."""
    theirs, mine = g.sides[incoming], g.sides[1 - incoming]
    secret = [*theirs.hand, *theirs.online]
    secret += [n for n in (theirs.digivolve_zone, theirs.port_face_down) if n is not None]
    face_up = [n for s in g.sides for n in (*s.duel, *s.port, *s.offline)]
    if theirs.rookie_face_down:
        secret.append(theirs.duel[-1])
        face_up.remove(theirs.duel[-1])
    own = [*mine.hand, *mine.duel, *mine.online]
    own += [n for n in (mine.digivolve_zone, mine.port_face_down) if n is not None]
    known = {g.cards[n].name for n in (*face_up, *own)}
    flat = re.sub(r"\s+", " ", text)
    names = {g.cards[n].name for n in secret} - known
    return sorted(n for n in names if re.search(rf"(?<![A-Za-z]){re.escape(n)}(?![A-Za-z])", flat))


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_the_arena_hand_over_names_no_secret_of_the_incoming_player(
    size: tuple[int, int],
) -> None:
    asyncio.run(hand_overs_of_a_game(size))


async def hand_overs_of_a_game(size: tuple[int, int]) -> None:
    table = new_arena_table(["deck1", "deck2"], ["Alice", "Bob"], target=1000, seed=13)
    app = DigimonApp(table)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        kinds: list[str] = []
        while kinds.count("digivolve") < 3:
            g = arena_screen(app).table.game
            d = g.pending
            assert d is not None
            if isinstance(app.screen, HandoverScreen):
                kinds.append(d.kind)
                text = screen_text(app)
                assert f"Hand the keyboard to {table.name(d.player)}" in text
                assert secrets_named(g, text, d.player) == [], text
            await make(pilot, steady(g))


def test_the_computers_arena_question_names_none_of_its_secrets(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The status line shows the computer's question while it thinks: its digivolve
    question must not name its face-down card. (It answers only on a key here, so every
    question of its is seen.)"""
    monkeypatch.setattr(table_screen, "BOT_DELAY", 60.0)
    asyncio.run(a_game_against_the_computer())


async def a_game_against_the_computer() -> None:
    table = new_arena_table(("deck1", "deck2"), seed=5, target=300, bots=(2, None))
    app = DigimonApp(table)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = arena_screen(app)
        asked: list[str] = []
        while asked.count("digivolve") < 2:
            g = screen.table.game
            d = g.pending
            if d is None:
                break
            if d.player == 0:
                asked.append(d.kind)
                text = screen_text(app)
                assert "thinking" in text
                assert secrets_named(g, text, 0) == [], text
                await pilot.press("x")
                await pilot.pause()
            else:
                await make(pilot, steady(g))
        assert "digivolve" in asked  # the question that named the face-down card
