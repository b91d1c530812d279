"""A whole seeded game played through the app with key presses, from new to a win,
checking at every step that no hand is drawn for the wrong player."""

from __future__ import annotations

import asyncio

from ui_driver import eager, game_screen, hand_uids_drawn, make, screen_text

from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.game_over import GameOverScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.setup import new_table


def test_seeded_game_to_a_win_by_keys(cards) -> None:
    asyncio.run(play_to_the_end(cards))


async def play_to_the_end(cards) -> None:
    table = new_table(cards, ["red", "blue"], ["Alice", "Bob"], seed=9, first=0)
    app = DigimonApp(table, cards)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        kinds = set()
        handovers = 0
        for _ in range(200):
            g = game_screen(app).table.game
            d = g.pending
            if d is None:
                break
            kinds.add(d.kind)
            if isinstance(app.screen, HandoverScreen):
                handovers += 1
                assert not hand_uids_drawn(app) & set(g.players[d.player].hand)
                assert "'s hand" not in screen_text(app)
            else:
                assert hand_uids_drawn(app) <= set(g.players[d.player].hand)
            before = len(g.moves)
            await make(pilot, eager(g))
            assert len(game_screen(app).table.game.moves) == before + 1
        g = game_screen(app).table.game
        assert g.winner == "p1"
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert "Alice (p1) wins!" in text
        assert "(11-5-1-2-1)" in text
        assert {"redraw", "breeding", "main"} <= kinds
        assert handovers >= 10
