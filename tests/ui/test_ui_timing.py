"""How quick the app feels: startup to the first frame, and a key press to the repaint
that shows its effect. Run with `-s` to see the figures; the bounds are generous so
only a real slowdown fails."""

from __future__ import annotations

import asyncio
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest
from textual.screen import Screen
from ui_driver import make, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.bench import BOARD_TEXT, QUESTION_TEXT, hand, package_root, write_game
from digimon_tui.ui.screens.game import GameScreen
from digimon_tui.ui.screens.title import TitleScreen
from digimon_tui.ui.setup import new_table


@pytest.fixture
def frames(monkeypatch: pytest.MonkeyPatch) -> list[tuple[float, type]]:
    """When each screen finished painting a frame."""
    seen: list[tuple[float, type]] = []
    paint = Screen._compositor_refresh

    def timed(screen: Screen) -> None:
        paint(screen)
        seen.append((time.perf_counter(), type(screen)))

    monkeypatch.setattr(Screen, "_compositor_refresh", timed)
    return seen


@pytest.fixture
def updates(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """When the game screen last brought its widgets up to date."""
    seen: list[float] = []
    show = GameScreen.show_actions

    def timed(screen: GameScreen) -> None:
        show(screen)
        seen.append(time.perf_counter())

    monkeypatch.setattr(GameScreen, "show_actions", timed)
    return seen


def test_startup_to_the_first_title_frame(frames) -> None:
    async def run() -> float:
        start = time.perf_counter()
        app = DigimonApp()  # loads the cards, as `digimon-tui` does
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
        return next(t for t, kind in frames if kind is TitleScreen) - start

    seconds = asyncio.run(run())
    print(f"\nstartup to the first title frame: {seconds * 1000:.0f} ms")
    assert seconds < 2


FIRST_FRAME = """
import asyncio, sys
from textual.screen import Screen
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.title import TitleScreen

imported = []
paint = Screen._compositor_refresh

def painted(screen):
    paint(screen)
    if isinstance(screen, TitleScreen) and not imported:
        imported.append(sorted(m for m in sys.modules if m.startswith("digimon_tui.ui.screens.")))

Screen._compositor_refresh = painted

async def run():
    async with DigimonApp().run_test(size=(int(sys.argv[1]), int(sys.argv[2]))) as pilot:
        await pilot.pause()

asyncio.run(run())
print(" ".join(imported[0]))
"""
"""A fresh app, the screen modules imported when the title's first frame is painted."""


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)])
def test_the_title_first_frame_imports_no_game_screen_at_any_size(size: tuple[int, int]) -> None:
    """The game screen (and the engine it brings) is imported after the title is drawn,
    whatever the terminal's size classes: a first resize must not pull it in."""
    env = {**os.environ, "PYTHONPATH": str(package_root())}
    out = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME, *map(str, size)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    ).stdout.split()
    assert "digimon_tui.ui.screens.title" in out
    assert not {"digimon_tui.ui.screens.game", "digimon_tui.ui.screens.table_screen"} & set(out)


def test_key_press_to_repaint(frames, updates, cards: dict[str, Card]) -> None:
    async def press(pilot, key: str) -> float:
        """From the key to the first frame painted after the screen took it in."""
        start = time.perf_counter()
        updates.clear()
        await pilot.press(key)
        for _ in range(20):  # the selection moves on the next message round
            if updates:
                break
            await pilot.pause()
        assert updates, (key, pilot.app.focused, pilot.app.screen)
        await pilot.pause()
        done = updates[-1]
        return next(t for t, _ in frames if t >= done) - start

    async def run() -> tuple[list[float], list[float]]:
        table = new_table(cards, ["red", "blue"], ["Alice", "Bob"], seed=3, first=0)
        app = DigimonApp(table, cards)
        async with app.run_test(size=(120, 40)) as pilot:
            for move in ("keep", "keep", "hatch"):
                await make(pilot, move)
            selections = [await press(pilot, key) for key in ["right"] + ["right", "left"] * 10]
            moves = [await press(pilot, "1")]  # a move: the board, hand and log change
            return selections, moves

    selections, moves = asyncio.run(run())
    print(
        f"\nselection key to repaint: median {statistics.median(selections) * 1000:.0f} ms, "
        f"worst {max(selections) * 1000:.0f} ms; a move to repaint: {moves[0] * 1000:.0f} ms"
    )
    assert statistics.median(selections) < 0.25
    assert moves[0] < 1


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)])
def test_the_bench_waits_for_text_the_board_draws_at_every_size(
    size: tuple[int, int], tmp_path: Path
) -> None:
    """`bench app` times the hand-over until the board shows the text `hand` names: it
    must be drawn at every size, under the main phase's moves and under a question."""

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=size) as pilot:
            await pilot.press("space")
            await pilot.pause()
            drawn = screen_text(pilot.app)
            assert hand(table, size) in drawn and BOARD_TEXT in drawn
            await pilot.press("e")
            await pilot.pause()
            await pilot.press("space")
            await pilot.pause()
            assert table.game.pending is not None and table.game.pending.kind == "breeding"
            drawn = screen_text(pilot.app)
            assert hand(table, size) in drawn and QUESTION_TEXT in drawn

    asyncio.run(run())


def test_the_hand_over_screen_goes_once_the_new_board_is_mounted(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The new player's cards are mounted, and the other player's gone, before the
    hand-over screen is dismissed: the board then comes up in one layout, instead of a
    first one without them and a second when Textual has finished."""
    from digimon_tui.ui.screens.handover import HandoverScreen
    from digimon_tui.ui.widgets.card_chip import HandCard

    dismissed: list[tuple[set[int], bool]] = []
    dismiss = HandoverScreen.dismiss

    def watched(screen: HandoverScreen, result: None = None):  # type: ignore[no-untyped-def]
        game = next(s for s in screen.app.screen_stack if isinstance(s, GameScreen))
        chips = list(game.query(HandCard))
        dismissed.append(({c.uid for c in chips}, all(c.is_mounted for c in chips)))
        return dismiss(screen, result)

    monkeypatch.setattr(HandoverScreen, "dismiss", watched)

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            assert dismissed == [(set(table.game.players[0].hand), True)]
            await pilot.press("e")
            await pilot.pause()
            await pilot.press("space")
            await pilot.pause()
            assert dismissed[1] == (set(table.game.players[1].hand), True)

    asyncio.run(run())


def test_a_selection_key_leaves_the_log_and_the_moves_list_alone(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Moving the selection relays out the screen; the log (unchanged) must not refresh its
    scrollbars because of it, and the moves list (its new options wrapped as they are
    set) must not drop its wrapped lines when only its height changes, with the note
    above it: each would be one more frame a moment after the key's."""
    from textual.widgets import OptionList

    from digimon_tui.ui.widgets.game_log import GameLog

    calls: list[str] = []
    scroll_update = GameLog._scroll_update
    clear = OptionList._clear_caches

    def counted_scroll(log: GameLog, size) -> None:
        calls.append("log scrollbars")
        scroll_update(log, size)

    def counted_clear(options: OptionList) -> None:
        if options.id == "moves":
            calls.append("moves wrapped")
        clear(options)

    monkeypatch.setattr(GameLog, "_scroll_update", counted_scroll)
    monkeypatch.setattr(OptionList, "_clear_caches", counted_clear)

    async def run() -> list[list[str]]:
        per_key = []
        async with DigimonApp(write_game(tmp_path)).run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("right")  # the Koromon in the breeding area: a note
            await pilot.pause()
            for key in ("right", "left", "right"):  # a hand card (no note), back, again
                calls.clear()
                await pilot.press(key)
                await pilot.pause()
                await pilot.pause()
                per_key.append(list(calls))
        return per_key

    assert asyncio.run(run()) == [[], [], []]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_a_selection_key_is_one_layout_and_one_frame(size: tuple[int, int], tmp_path: Path) -> None:
    """Between a Digimon with a note under its moves and a hand card without one, each
    arrow key lays the table out once and paints it once: no second layout and frame a
    moment later for a scrollbar, the moves list or the note's new height. (In the
    compact layout the moves list always has a scrollbar, resized by the note: it is
    laid out once too, and repainted in a small frame of its own.)"""
    painted: list[str] = []
    layout, paint = Screen._refresh_layout, Screen._compositor_refresh

    def laid_out(screen: Screen, *args, **kw) -> None:  # type: ignore[no-untyped-def]
        if isinstance(screen, GameScreen):
            painted.append("layout")
        layout(screen, *args, **kw)

    def framed(screen: Screen) -> None:
        if isinstance(screen, GameScreen):
            painted.append("frame")
        paint(screen)

    async def run() -> list[list[str]]:
        per_key = []
        async with DigimonApp(write_game(tmp_path)).run_test(size=size) as pilot:
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("right")  # the Koromon in the breeding area
            await pilot.pause()
            for key in ("right", "left", "right"):
                painted.clear()
                await pilot.press(key)
                await pilot.pause()
                await pilot.pause()
                per_key.append(list(painted))
        return per_key

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Screen, "_refresh_layout", laid_out)
        patch.setattr(Screen, "_compositor_refresh", framed)
        per_key = asyncio.run(run())
    if size == (80, 24):
        assert [[p for p in key if p == "layout"] for key in per_key] == [["layout"]] * 3
    else:
        assert per_key == [["layout", "frame"]] * 3


def test_the_board_turns_while_the_hand_over_screen_is_read(tmp_path: Path) -> None:
    """Once the hand-over screen to the next player is drawn, the board beneath already
    has their side at the bottom and no hand at all (the last player's is taken away,
    theirs waits for their key): the key then has only their hand and the rest to draw."""
    from digimon_tui.ui.screens.handover import HandoverScreen
    from digimon_tui.ui.widgets.card_chip import HandCard

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            game = pilot.app.screen
            assert isinstance(game, GameScreen) and game.query(HandCard)
            await pilot.press("e")  # Bob's breeding phase comes next
            await pilot.pause()
            await pilot.pause()
            assert isinstance(pilot.app.screen, HandoverScreen)
            assert game.query_one("#board").children[0].id == "side-p1"
            assert not game.query(HandCard)

    asyncio.run(run())


def test_no_screen_over_the_table_blends_a_tint_into_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The card detail and the help are opaque (the table beneath is not drawn at all) and
    a question shows the board beneath it as it is, from the board's own lines: a
    background with alpha made Textual blend a tint into every cell of the table at each
    repaint, a third of a second at 120x40 on a slow machine, and even one with none
    re-cut every cell (some 20 ms)."""
    from textual.renderables.background_screen import BackgroundScreen

    from digimon_tui.ui.screens.card_detail import CardDetailScreen
    from digimon_tui.ui.screens.choice import ChoiceScreen
    from digimon_tui.ui.screens.help import HelpScreen

    tints: list[float] = []
    process = BackgroundScreen.process_segments.__func__  # type: ignore[attr-defined]

    def recorded(cls, segments, color):  # type: ignore[no-untyped-def]
        tints.append(color.a)
        return process(cls, segments, color)

    monkeypatch.setattr(BackgroundScreen, "process_segments", classmethod(recorded))

    async def shown(pilot, key: str, kind: type) -> list[float]:  # type: ignore[no-untyped-def]
        tints.clear()
        await pilot.press(key)
        for _ in range(3):
            await pilot.pause()
        assert isinstance(pilot.app.screen, kind)
        return list(tints)

    async def run() -> None:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("right")
            await pilot.pause()
            assert await shown(pilot, "i", CardDetailScreen) == []
            await pilot.press("q")
            assert await shown(pilot, "question_mark", HelpScreen) == []
            await pilot.press("q")
            await pilot.press("e")
            await pilot.pause()
            assert await shown(pilot, "space", ChoiceScreen) == []  # Bob's breeding phase

    asyncio.run(run())


def test_a_game_started_in_the_app_is_settled_out_of_the_collectors_sight(
    monkeypatch: pytest.MonkeyPatch, tui_home: Path
) -> None:
    """ "Continue" loads the cards and the game after the title's warm-up has settled the
    heap: they are settled too once the table is up, so the collector's full passes (some
    100 ms over them) don't land in the middle of the next keys' repaints."""
    from digimon_tui.ui import app as app_module

    settled: list[list[str]] = []
    monkeypatch.setattr(app_module, "warm_up", lambda: None)
    monkeypatch.setattr(
        app_module,
        "settle",
        lambda: settled.append([type(s).__name__ for s in running.screen_stack]),
    )
    write_game(tui_home)
    running = DigimonApp(warm=True)

    async def run() -> None:
        async with running.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert settled == []
            await pilot.press("enter")  # "Continue the last game"
            for _ in range(3):
                await pilot.pause()
            assert len(settled) == 1 and "GameScreen" in settled[0]

    asyncio.run(run())


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_the_hand_over_key_is_one_frame_of_the_table(size: tuple[int, int], tmp_path: Path) -> None:
    """The hand-over key brings the table up in one frame: the new hand's cards, sized by
    the layout that frame paints, ask for no second layout and frame of their own."""
    from textual.app import App

    from digimon_tui.ui.screens.handover import HandoverScreen

    painted: list[str] = []
    display = App._display

    def drawn(app: App, screen: Screen, update) -> None:  # type: ignore[no-untyped-def]
        if update is not None and isinstance(screen, GameScreen):
            painted.append("frame")
        display(app, screen, update)

    async def settled(pilot) -> None:  # type: ignore[no-untyped-def]
        for _ in range(4):
            await pilot.pause()
        await asyncio.sleep(0.2)
        await pilot.pause()

    async def run() -> list[str]:
        table = write_game(tmp_path)
        async with DigimonApp(table).run_test(size=size) as pilot:
            await settled(pilot)
            assert isinstance(pilot.app.screen, HandoverScreen)
            painted.clear()
            await pilot.press("space")  # to Alice: her main phase, the board and its moves
            await settled(pilot)
            return painted

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(App, "_display", drawn)
        assert asyncio.run(run()) == ["frame"]


LEARN_FIRST_FRAME = """
import asyncio, sys
from pathlib import Path
from textual.screen import Screen
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.learn import LearnScreen

imported = []
paint = Screen._compositor_refresh

def painted(screen):
    paint(screen)
    if isinstance(screen, LearnScreen) and not imported:
        imported.append(sorted(m for m in sys.modules if m.startswith("digimon_tui.")))

Screen._compositor_refresh = painted

async def run():
    app = DigimonApp(lessons=(Path(sys.argv[1]),), learn=True, warm=True)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(600):
            await pilot.pause(0.05)
            if getattr(app.screen, "read", True):  # filled
                break
        await pilot.pause()
        listed = [str(o.prompt) for o in app.screen.query_one("#lessons").options]
        print(" ".join(imported[0]))
        print("|".join(listed))

asyncio.run(run())
"""
"""`lesson learn --lessons DIR` in a fresh process: the modules imported when the Learn
screen's first frame is painted, then the list once it is filled."""

TEACHERS_LESSON = """
title = "Our own lesson: hatch"
topic = "setup"
moves = 1
intro = "Hatch."
hints = ["Hatch."]
solution = ["hatch"]

[goal]
kind = "in_play"
card = "ST1-01"
zone = "breeding"

[state]
turn = "p1"
phase = "breeding"
turn_number = 1

[p1]
deck = ["ST1-04"]
security = ["ST1-02"]
eggs = ["ST1-01"]

[p2]
deck = ["ST2-02"]
security = ["ST2-02"]
"""


def test_lesson_learn_draws_the_learn_screen_before_reading_the_lessons(tmp_path: Path) -> None:
    """`digimon-tui lesson learn --lessons DIR` drew nothing for seconds: it imported the
    engine and read every lesson, drill and puzzle (with their cards) before the first
    frame. The screen comes first; the files are read in the background, and the list
    then holds the built-in lessons and the teacher's."""
    (tmp_path / "ours.toml").write_text(TEACHERS_LESSON)
    env = {**os.environ, "PYTHONPATH": str(package_root())}
    out = subprocess.run(
        [sys.executable, "-c", LEARN_FIRST_FRAME, str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=120,
    ).stdout.splitlines()
    first_frame, listed = set(out[0].split()), out[1].split("|")
    assert "digimon_tui.ui.screens.learn" in first_frame
    assert (
        not {
            "digimon_tui.engine.game",
            "digimon_tui.lessons.lesson",
            "digimon_tui.drills.drill",
            "digimon_tui.puzzles.puzzle",
        }
        & first_frame
    )
    assert any(line.endswith("Hatch your Digi-Egg") for line in listed)
    assert any(line.endswith("Our own lesson: hatch") for line in listed)


def test_lesson_learn_draws_about_as_soon_as_the_title(tmp_path: Path) -> None:
    """From the command to the Learn screen drawn, in a pseudo-terminal, against the
    title's first frame (its "Learn" entry is then a key away): generously bounded, as
    the machine may be busy. It took three to four times as long."""
    from digimon_tui.ui.bench import TITLE_TEXT, Bench

    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "ours.toml").write_text(TEACHERS_LESSON)

    def drawn(args: list[str], text: str) -> float:
        bench = Bench((120, 40), tmp_path / "home", package_root())
        term = bench.spawn(*args)
        try:
            seconds = term.wait_text(text, 0) - term.started
            term.send("ctrl+q")
            term.wait_exit()
        finally:
            term.close()
        return seconds

    titles, learns = [], []
    for _ in range(3):  # in turns, the quickest of each: a busy moment spoils one run
        titles.append(drawn([], TITLE_TEXT))
        learn_args = ["lesson", "learn", "--lessons", str(tmp_path / "lessons")]
        learns.append(drawn(learn_args, "Learn: lessons"))
    title, learn = min(titles), min(learns)
    print(f"\nfirst frame: title {title * 1000:.0f} ms, lesson learn {learn * 1000:.0f} ms")
    assert learn < 1.5 * title + 1


FRAME_PERIOD = """
import sys
import digimon_tui.ui.app
import textual.screen
print(textual.screen.UPDATE_PERIOD)
"""
"""Textual's frame period in a fresh app process."""


@pytest.mark.parametrize(("chosen", "period"), [(None, 1 / 120), ("30", 1 / 30)])
def test_the_app_draws_a_change_within_a_120th_of_a_second(
    chosen: str | None, period: float
) -> None:
    """A change waits for Textual's next frame, up to 17 ms at its own 60 a second, two or
    three times over at a hand-over: the app asks for 120. A player's TEXTUAL_FPS wins."""
    env = {k: v for k, v in os.environ.items() if k != "TEXTUAL_FPS"}
    env["PYTHONPATH"] = str(package_root())
    if chosen is not None:
        env["TEXTUAL_FPS"] = chosen
    out = subprocess.run(
        [sys.executable, "-c", FRAME_PERIOD], capture_output=True, text=True, env=env, check=True
    )
    assert float(out.stdout) == pytest.approx(period)


COLLECTIONS_IN_A_REPAINT = """
import asyncio, gc, sys, tempfile
from pathlib import Path
from textual.screen import Screen
from digimon_tui.ui.app import DigimonApp, settle
from digimon_tui.ui.bench import write_game

young = [0]
painting = [False]

def collected(phase, info):
    if phase == "start" and painting[0]:
        young[0] += 1

gc.callbacks.append(collected)
paint = Screen._compositor_refresh

def counted(screen):
    painting[0] = type(screen).__name__ == "GameScreen"
    try:
        paint(screen)
    finally:
        painting[0] = False

Screen._compositor_refresh = counted

async def run():
    with tempfile.TemporaryDirectory() as tmp:
        table = write_game(Path(tmp))
        async with DigimonApp(table).run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            settle()
            young[0] = 0
            await pilot.press("space")
            for _ in range(4):
                await pilot.pause()
    print(young[0])

asyncio.run(run())
"""
"""How many garbage collections run while the board is painted, after the hand-over key."""


def test_the_board_repaints_with_at_most_a_collection_or_two() -> None:
    """Once the app has settled its heap, the hand-over key's repaint of the board (some
    100,000 short-lived objects) runs one collection or two, not the dozen, two of them of
    the middle generation, that Python's default rate ran in it (`GC_YOUNG`)."""
    env = {**os.environ, "PYTHONPATH": str(package_root())}
    out = subprocess.run(
        [sys.executable, "-c", COLLECTIONS_IN_A_REPAINT],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    assert int(out.stdout) <= 2
