"""The DP a player decides by is the DP the battle will use: with every modifier in force
for that battle, such as Tsunomon's inherited +1000 DP while battling a Digimon with no
digivolution cards (ST2-01)."""

from __future__ import annotations

import asyncio

from textual.widgets import OptionList
from ui_driver import SCENARIOS, make, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.setup import scenario_table

BLOCK = "Block with core Coredramon (6000 DP) against grizz Grizzlymon (7000 DP)"


def test_the_block_prompt_shows_the_dp_the_battle_uses(cards: dict[str, Card]) -> None:
    async def run() -> None:
        table = scenario_table(SCENARIOS / "block-battle-dp.toml", ("Alice", "Bob"))
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await make(pilot, "attack grizz player")
            await pilot.press("space")  # Bob takes the keyboard
            await pilot.pause()
            cover = app.screen
            assert isinstance(cover, ChoiceScreen)
            drawn = [str(o.prompt) for o in cover.query_one("#answers", OptionList).options]
            assert drawn[0] == f"1 {BLOCK}"
            assert "Grizzlymon (7000 DP)" in screen_text(app)  # wrapped: its last part
            await make(pilot, "block core")
            battle = "battle: grizz Grizzlymon 7000 DP vs core Coredramon 6000 DP (14-1)"
            assert battle in table.game.log_lines  # the DP the prompt promised

    asyncio.run(run())
