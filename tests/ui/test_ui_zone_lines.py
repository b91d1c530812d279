"""Each player's zone line (security, deck, Digi-Eggs, hand, trash and its top card) is
one line at every supported size: at 80×24 it took two lines of the compact board's
column, a row the board could not spare."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from ui_driver import screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.trash import TrashScreen
from digimon_tui.ui.setup import scenario_table

ZONE_LINES = Path(__file__).parent / "scenarios" / "zone-lines.toml"
"""Two-digit decks and trashes, a long name on top of each trash, p1's turn."""

COUNTS = {
    0: ("Alice (p1)", "Deck 31", "Trash 11", "WereGarurumon: Sagittarius Mode"),
    1: ("Bob (p2)", "Deck 30", "Trash 12", "HerculesKabuterimon (X Antibody)"),
}


def zone_line(text: str, player: int) -> re.Match[str]:
    """The one line holding all of a player's counts, each whole, in order."""
    name, deck, trash, _ = COUNTS[player]
    pattern = (
        rf"(?:{re.escape(name)}|p{player + 1})(?: +TURN)? +(?:Security|Sec) 5 +{deck} +"
        rf"Eggs 4 +Hand 5 +{trash}(?: ▸ (?P<top>[^│╭╰]*?))?(?: {{2,}}|[│╭╰]|$)"
    )
    found = [m for line in text.splitlines() if (m := re.search(pattern, line))]
    assert len(found) == 1, (player, text)
    return found[0]


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40), (160, 50)])
def test_each_zone_line_is_one_line_with_every_count_and_the_trash_top(
    size: tuple[int, int], cards: dict[str, Card]
) -> None:
    """Both players' lines, the turn player's (the longest) too: every count whole, and
    the trash's top card named, cut with an ellipsis where the width runs out."""

    async def run() -> None:
        app = DigimonApp(scenario_table(ZONE_LINES, ("Alice", "Bob")), cards)
        async with app.run_test(size=size) as pilot:
            await pilot.press("space")
            await pilot.pause()
            text = screen_text(app)
            for player in (0, 1):
                top = (zone_line(text, player)["top"] or "").strip()
                full = COUNTS[player][3]
                assert top, (size, player, text)
                assert top == full or (
                    top.endswith("…") and len(top) >= 6 and full.startswith(top[:-1])
                ), (size, player, top)

    asyncio.run(run())


def test_a_zone_line_keeps_its_long_form_where_it_fits(cards: dict[str, Card]) -> None:
    """At 160×50 the lines read as they always have: the name, TURN, two spaces between
    the counts and the labels in full."""

    async def run() -> None:
        app = DigimonApp(scenario_table(ZONE_LINES, ("Alice", "Bob")), cards)
        async with app.run_test(size=(160, 50)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            text = screen_text(app)
            assert (
                "Alice (p1)  TURN   Security 5  Deck 31  Eggs 4  Hand 5  Trash 11 ▸ "
                "WereGarurumon: Sagittarius Mode" in text
            )
            assert "Bob (p2)  Security 5  Deck 30  Eggs 4  Hand 5  Trash 12 ▸ Hercules" in text

    asyncio.run(run())


@pytest.mark.parametrize("player", [0, 1])
def test_a_click_on_a_short_zone_lines_trash_opens_that_trash(
    player: int, cards: dict[str, Card]
) -> None:
    """At 80×24, where the lines take their short form, the trash count is still the link
    to the trash it counts."""

    async def run() -> None:
        app = DigimonApp(scenario_table(ZONE_LINES, ("Alice", "Bob")), cards)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            lines = screen_text(app).splitlines()
            trash = COUNTS[player][2]
            y = next(i for i, line in enumerate(lines) if trash in line)
            await pilot.click(offset=(lines[y].index(trash) + 2, y))
            await pilot.pause()
            assert isinstance(app.screen, TrashScreen)
            assert f"{COUNTS[player][0]}'s trash (1{player + 1})" in screen_text(app)

    asyncio.run(run())
