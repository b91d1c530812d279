"""The hand-over, quick and private: while it covers the table the board beneath is turned
to the next player and shows only what is public (neither hand, no moves: the moves
would name the hand's cards), and their key paints the finished table once."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import OptionList
from ui_driver import end_turn, game_screen, hand_uids_drawn, screen_text, to_the_second_hand_over

from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.bench import write_game
from digimon_tui.ui.screens.choice import ChoiceScreen
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.screens.handover import HandoverScreen
from digimon_tui.ui.widgets.actions import ActionsPanel


def test_the_board_under_the_hand_over_holds_neither_hand_nor_moves(tmp_path: Path) -> None:
    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.press("space")  # Alice's turn
            await pilot.pause()
            await pilot.press("right")
            await pilot.pause()
            await end_turn(pilot)
            board = game_screen(pilot.app)
            assert board.viewer == 0  # the board is still Alice's to the rules of undo
            assert hand_uids_drawn(pilot.app) == set()
            panel = board.query_one(ActionsPanel)
            assert panel.listed == [] and not panel.moves
            bottom = board.query_one("#board").children[-1]
            assert bottom.id == "side-p2"  # already turned to Bob, his hand not drawn yet
            await pilot.press("space")
            await pilot.pause()
            g = table.game
            assert hand_uids_drawn(pilot.app) == set(g.players[1].hand)

    asyncio.run(run())


@pytest.mark.parametrize("turns", [0, 1])
def test_the_hand_over_key_paints_the_table_once(
    painted: list[tuple[str, str]], tmp_path: Path, turns: int
) -> None:
    """The first hand-over of a game, and one after a turn: from the key until the table
    is settled, the table is painted in full once (Textual repainted all of it two or
    three times, and the hand-over screen once more), at most touched up once after."""

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            for _ in range(turns):
                await pilot.press("space")
                await pilot.pause()
                await pilot.press("e")
                await pilot.pause()
                await pilot.press("space")  # Bob: a breeding question
                await pilot.pause()
                d = table.game.pending
                assert d is not None and d.kind == "breeding"
                await pilot.press(str(len(d.moves)))
                await pilot.pause()
                await end_turn(pilot)
            painted.clear()
            await pilot.press("space")
            for _ in range(5):
                await pilot.pause()
            assert isinstance(pilot.app.screen, GameScreen)
            assert painted[0] == ("GameScreen", "LayoutUpdate")
            assert painted[1:] in ([], [("GameScreen", "ChopsUpdate")])

    asyncio.run(run())


def test_a_cover_that_comes_after_the_key_leaves_the_hand_drawn(tmp_path: Path) -> None:
    """On a busy machine the next player's key can come before the board is made ready
    beneath the hand-over: the late preparation must not take their hand away again."""

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            board = game_screen(pilot.app)
            await board.cover(0)  # late: Alice has the keyboard already
            await pilot.pause()
            assert hand_uids_drawn(pilot.app) == set(table.game.players[0].hand)
            assert board.query_one(ActionsPanel).listed

    asyncio.run(run())


def test_a_screen_over_the_table_appears_in_one_frame(
    painted: list[tuple[str, str]], tmp_path: Path
) -> None:
    """The card detail, the help and the hand-over at the end of a turn each come up in one
    frame: Textual's layouts of a new screen (its mount, its widgets' sizes, its mount's
    completion) painted it two to four times, and the last frame, up to 100 ms after the
    first, was when the screen was ready. So does the question after the next hand-over
    key: the layout that Textual's removal of the hand-over screen asks for and the
    question's own repaint of every cell, due in the same update, paint one frame."""

    async def frames(pilot, key: str) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
        painted.clear()
        await pilot.press(key)
        for _ in range(5):
            await pilot.pause()
        return list(painted)

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("right")
            await pilot.pause()
            assert await frames(pilot, "i") == [("CardDetailScreen", "LayoutUpdate")]
            await pilot.press("q")
            await pilot.pause()
            assert await frames(pilot, "question_mark") == [("HelpScreen", "LayoutUpdate")]
            await pilot.press("q")
            await pilot.pause()
            assert await frames(pilot, "e") == [("HandoverScreen", "LayoutUpdate")]
            question = await frames(pilot, "space")  # Bob's breeding phase
            assert question == [("ChoiceScreen", "LayoutUpdate")]

    asyncio.run(run())


def test_the_hand_over_key_renders_only_what_it_changes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The public board is rendered while the hand-over screen covers it (nothing is shown
    then): the player's key renders their hand and their moves, not the opponent's field,
    the log or the key bar again, all of which it rendered before (some 60 ms of a
    hand-over's 100 ms budget at 120x40)."""
    from textual.widget import Widget

    from digimon_tui.ui.widgets.game_log import GameLog
    from digimon_tui.ui.widgets.key_bar import KeyBar

    rendered: list[Widget] = []
    render = Widget._render_content

    def recorded(widget: Widget) -> None:
        rendered.append(widget)
        render(widget)

    monkeypatch.setattr(Widget, "_render_content", recorded)

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            for _ in range(3):
                await pilot.pause()
            assert isinstance(pilot.app.screen, HandoverScreen)
            rendered.clear()
            await pilot.press("space")
            for _ in range(3):
                await pilot.pause()
            board = game_screen(pilot.app)
            field = board.query_one("#side-p2").query_one(".field")
            again = [*field.query("*"), field, board.query_one(KeyBar), board.query_one(GameLog)]
            assert rendered and not [w for w in again if w in rendered]
            assert hand_uids_drawn(pilot.app) == set(table.game.players[0].hand)

    asyncio.run(run())


def test_the_question_after_a_hand_over_is_built_while_the_hand_over_is_read(
    tmp_path: Path,
) -> None:
    """A question that follows a hand-over (the breeding phase: most turns) waits beneath
    it, built while the player reads the hand-over, and shows nothing through it; their
    key uncovers that very question (building it after the key, and bringing the table
    back up before it, took half of the hand-over's time)."""

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await to_the_second_hand_over(pilot)
            stack = pilot.app.screen_stack
            waiting = stack[-2]
            assert isinstance(stack[-1], HandoverScreen)
            assert isinstance(waiting, ChoiceScreen)
            assert waiting.query_one("#answers", OptionList).option_count
            shown = screen_text(pilot.app)
            assert "Bob (p2) decides" not in shown and "Hatch" not in shown
            await pilot.press("space")
            for _ in range(3):
                await pilot.pause()
            assert pilot.app.screen is waiting
            assert "Bob (p2) decides" in screen_text(pilot.app)

    asyncio.run(run())


def test_a_key_before_the_question_is_built_still_brings_it_up_whole(
    painted: list[tuple[str, str]], tmp_path: Path
) -> None:
    """A player who presses the key at once, before the question beneath the hand-over is
    built, gets it built by the key: one frame, the answers in it, the first one lit."""

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("e", "space")  # no pause: the key comes with the hand-over
            for _ in range(5):
                await pilot.pause()
            screen = pilot.app.screen
            assert isinstance(screen, ChoiceScreen)
            assert screen.query_one("#answers", OptionList).highlighted == 0
            assert "Bob (p2) decides" in screen_text(pilot.app)
            assert painted[-1] == ("ChoiceScreen", "LayoutUpdate")
            assert [p for p in painted if p[0] == "ChoiceScreen"] == [painted[-1]]

    asyncio.run(run())
