"""The "Why not" panel of a teaching table: beside the legal moves, each card's refused
actions with the engine's reason and rule, drawn at 80×24 (scrolling) and 120×40; with
open hands off it is not offered at all (it would read out the deciding player's hand)."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from textual.pilot import Pilot
from ui_driver import screen_text

from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.refused import refused
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.setup import scenario_table
from digimon_tui.ui.table import Table
from digimon_tui.ui.widgets.why_not import WhyNotPanel

SCENARIO = Path(__file__).parent / "scenarios" / "why-not.toml"

REASONS = (
    "Gaia Force (hand) ✗ use: Gaia Force needs a red Digimon or Tamer of yours in play (4-22-2)",
    "gabu Gabumon ✗ attack: gabu was played this turn: a Digimon can't attack the turn it "
    "was played (7-1-2-1)",
    "goma Gomamon ✗ attack: goma is suspended: only an unsuspended Digimon can attack (11-2-8-1)",
    "izzy Izzy Izumi ✗ [Main] effect: izzy: the condition of its [Main] effect is not met (15-6-3)",
)


SCROLLBAR = str.maketrans("", "", "▁▂▃▄▅▆▇█")
"""The scrollbar's thumb, drawn in the panel's right edge."""


def table(open_hands: bool) -> Table:
    t = scenario_table(SCENARIO, ("Alice", "Bob"))
    t.open_hands = open_hands
    return t


def panel_lines(app: DigimonApp) -> dict[int, str]:
    """The lines drawn inside the panel's box, by their line in the scrolled content."""
    panel = app.screen.query_one(WhyNotPanel)
    region, top = panel.region, panel.scroll_offset.y
    rows = screen_text(app).splitlines()[region.y + 1 : region.bottom - 1]
    return {
        top + i: row[region.x + 1 : region.right - 1].translate(SCROLLBAR)
        for i, row in enumerate(rows)
    }


def words(lines: dict[int, str]) -> str:
    """The wrapped lines joined again, in order."""
    return " ".join(" ".join(lines[i] for i in sorted(lines)).split())


def test_refused_lists_only_what_the_engine_refuses() -> None:
    g = table(True).game
    assert g.pending is not None
    legal = {str(m) for m in g.pending.moves}
    found = {entry.card: dict(entry.actions) for entry in refused(g)}
    assert "play ST2-02" in legal and "play" not in found["Gomamon (hand)"]
    assert set(found["gabu Gabumon"]) == {"attack", "digivolve"}
    assert "attack" not in found.get("izzy Izzy Izumi", {})  # a Tamer never attacks
    for actions in found.values():
        for reason in actions.values():
            assert re.search(r"\(\d+(-\d+)+", reason), reason  # every reason cites a rule


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_panel_draws_every_reason(size: tuple[int, int]) -> None:
    async def run() -> None:
        app = DigimonApp(table(True))
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            assert "w Why not" in screen_text(app)
            assert "Why not (w hides)" not in screen_text(app)
            await pilot.press("w")
            await pilot.pause()
            text = screen_text(app)
            assert "Why not (w hides)" in text and "─ Log " not in text
            assert "1 Play Gomamon" in text  # beside the legal moves
            seen = await scrolled_words(pilot)
            for reason in REASONS:
                assert reason in seen, reason
            await pilot.press("w")
            await pilot.pause()
            assert "Why not (w hides)" not in screen_text(app) and "─ Log " in screen_text(app)

    asyncio.run(run())


async def scrolled_words(pilot: Pilot) -> str:
    """The panel's words from top to bottom, paging down (PgDn) until nothing new shows."""
    app = pilot.app
    assert isinstance(app, DigimonApp)
    lines = panel_lines(app)
    for _ in range(10):
        await pilot.press("pagedown")
        await pilot.pause()
        page = panel_lines(app)
        if page.items() <= lines.items():
            break
        lines |= page
    return words(lines)


def test_the_panel_fits_80x24_only_by_scrolling() -> None:
    """At 80×24 the panel can't hold every reason at once: the last one needs PgDn."""

    async def run() -> None:
        app = DigimonApp(table(True))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("w")
            await pilot.pause()
            assert REASONS[-1] not in words(panel_lines(app))
            assert REASONS[-1] in await scrolled_words(pilot)

    asyncio.run(run())


def test_hidden_with_open_hands_off() -> None:
    """Not in the key bar, `w` does nothing; switching open hands off closes it."""

    async def run() -> None:
        app = DigimonApp(table(False))
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert "Why not" not in screen_text(app)
            await pilot.press("w")
            await pilot.pause()
            text = screen_text(app)
            assert "Why not" not in text and "Gaia Force needs" not in text
            assert not app.screen.query_one(WhyNotPanel).display

            screen = app.screen
            assert isinstance(screen, GameScreen)
            screen.set_open_hands(True)
            await pilot.pause()
            await pilot.press("w")
            await pilot.pause()
            assert "Gaia Force needs" in screen_text(app)
            screen.set_open_hands(False)
            await pilot.pause()
            text = screen_text(app)
            assert "Why not" not in text and "Gaia Force needs" not in text

    asyncio.run(run())


def test_a_refused_digivolution_is_explained_against_the_card_or_digimon_of_its_level() -> None:
    """Garurumon digivolves from a Lv.3: the reason names the Lv.3 Agumon, not the Lv.2
    Koromon listed first; and Agumon's reason names the Lv.4 card in the hand, not the
    Lv.3 one listed first (8-1-3-1)."""
    from digimon_tui.card_files.loader import load_cards
    from digimon_tui.engine.scenario import build
    from digimon_tui.ui.move_labels import Pick, why_not

    p1 = {
        "hand": ["ST1-03", "ST2-06"],
        "breeding": {"id": "egg", "cards": ["ST1-01"]},
        "battle": [{"id": "agu", "cards": ["ST1-03"]}],
        "deck": ["ST1-02"] * 5,
    }
    state = {"turn": "p1", "phase": "main", "memory": 3, "turn_number": 3}
    g = build(load_cards(), {"seed": 1, "state": state, "p1": p1, "p2": {"deck": ["ST1-02"] * 5}})
    expected = "agu is red Lv.3; Garurumon digivolves from blue Lv.3 (8-1-3-1)"
    assert why_not(g, Pick(number="ST2-06"), "digivolve") == expected
    assert why_not(g, Pick(pid="agu"), "digivolve") == expected
