"""A key at the table paints one frame, and that frame is the whole change: what the
terminal shows afterwards is what the app would draw from scratch."""

from __future__ import annotations

import asyncio
from pathlib import Path

from conftest import Terminal
from rich.segment import Segment
from rich.style import Style
from textual.app import App
from textual.strip import Strip
from textual.widgets import OptionList
from ui_driver import screen_text, to_the_second_hand_over

from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.bench import write_game
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.screens.see_through import without_actions


def drawn(app: App) -> str:
    """The whole screen as the app would draw it from scratch, lines without trailing
    blanks (as `Terminal.text` gives them)."""
    return "\n".join(line.rstrip() for line in screen_text(app).splitlines())


def test_an_arrow_between_cards_with_and_without_a_note_paints_one_frame_at_80x24(
    terminal: Terminal, tmp_path: Path
) -> None:
    """At 80x24 the breeding Digimon's note takes the moves list's room, so its moves
    scroll and the list's scrollbar shows a thumb; a hand card's list fits. Textual
    painted the thumb's change in a frame of its own, some 30 ms after the rest. The
    panel's border says when moves are out of view, in the same frame (it said so a
    selection late)."""

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(80, 24)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            for key in ["right", "right", "left", "right", "left"]:
                before = terminal.frames
                await pilot.press(key)
                for _ in range(3):
                    await pilot.pause()
                assert terminal.frames - before == 1, key
                shown = terminal.text(80, 24)
                assert shown == drawn(pilot.app), key
                hidden = pilot.app.screen.query_one("#moves", OptionList).max_scroll_y > 0
                assert ("PgUp PgDn: more moves" in shown) == hidden, key

    asyncio.run(run())


def test_a_question_after_the_hand_over_paints_the_board_beneath_it_as_it_is(
    terminal: Terminal, tmp_path: Path
) -> None:
    """The question is drawn over the board in one frame, the board beneath exactly as the
    table draws it (not tinted, not re-cut cell by cell)."""

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await to_the_second_hand_over(pilot)
            before = terminal.frames
            await pilot.press("space")  # Bob's breeding phase: a question
            for _ in range(5):
                await pilot.pause()
            assert isinstance(pilot.app.screen, ChoiceScreen)
            assert terminal.frames - before == 1
            shown = terminal.text(120, 40)
            assert shown == drawn(pilot.app)
            assert "Bob (p2)'s hand" in shown and "Alice (p1)" in shown

    asyncio.run(run())


def test_the_board_seen_beneath_a_question_keeps_no_click_actions() -> None:
    """A line of the board drawn beneath a question loses its click actions (a link's
    `@click`), so a click on the modal can't run the board's; a line without any is
    passed on as it is."""
    link = Style.from_meta({"@click": "app.bell()"})
    plain = Strip([Segment("Trash 0", Style(bold=True))])
    linked = Strip([Segment("Hand 5 "), Segment("Trash 0", link)])
    assert without_actions(plain) is plain
    cleared = without_actions(linked)
    assert cleared.text == linked.text
    assert all(not s.style or not s.style.meta for s in cleared)
