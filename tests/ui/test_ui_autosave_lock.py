"""Two apps on one data folder (two terminal windows, or two browser tabs of `serve`)
each keep their own autosave: the second writes `autosave-2.json` and says so on the
title screen; a lock left by a killed app is taken over; the temporary files a killed
autosave left behind are cleaned at start."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import OptionList
from ui_driver import game_screen, make, screen_text

from digimon_tui.cards.model import Card
from digimon_tui.ui import autosave_lock, storage
from digimon_tui.ui.app import DigimonApp
from digimon_tui.ui.screens.title import TitleScreen
from digimon_tui.ui.setup import new_table

ROOT = Path(__file__).resolve().parents[2]
HOLDER = (
    "import sys; from digimon_tui.ui import autosave_lock; "
    "held = autosave_lock.claim(); print(held.slot, flush=True); sys.stdin.read()"
)
"""Another app's process: it takes an autosave as the app does and keeps it until its
stdin closes."""


def _holder(home: Path, slot: int) -> subprocess.Popen[str]:
    """Start another app's process on `home`; it holds autosave number `slot`."""
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER],
        cwd=ROOT,
        env={**os.environ, storage.HOME_ENV: str(home)},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == str(slot)
    return proc


@pytest.fixture
def other_app(tui_home: Path) -> Iterator[subprocess.Popen[str]]:
    """Another app already running on the data folder, holding the first autosave."""
    proc = _holder(tui_home, 1)
    try:
        yield proc
    finally:
        proc.kill()
        proc.wait()


def _menu(app: DigimonApp) -> list[str | None]:
    return [o.id for o in app.screen.query_one("#menu", OptionList).options]


@pytest.mark.parametrize("served", [False, True], ids=["terminal", "served"])
def test_a_second_app_keeps_off_the_first_apps_autosave(
    cards: dict[str, Card],
    tui_home: Path,
    other_app: subprocess.Popen[str],
    monkeypatch: pytest.MonkeyPatch,
    served: bool,
) -> None:
    if served:
        monkeypatch.setenv(storage.SERVED_ENV, "1")
    first = new_table(cards, ["red", "blue"], ["Ann", "Bo"], seed=3, first=0)
    storage.save_table(first, tui_home / "autosave.json")
    theirs = (tui_home / "autosave.json").read_bytes()

    async def second() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            drawn = " ".join(screen_text(app).split())
            assert f"pid {other_app.pid}" in drawn and "autosaves to autosave-2.json" in drawn
            assert "continue" not in _menu(app)  # the first app's game is not this one's
            app.start_game(new_table(cards, ["red", "blue"], ["Cy", "Di"], seed=4, first=0))
            await pilot.pause()
            await make(pilot, "keep")
            await pilot.press("ctrl+c")  # quitting autosaves too
            await pilot.pause()

    asyncio.run(second())
    assert (tui_home / "autosave.json").read_bytes() == theirs
    mine = storage.load_table(cards, tui_home / "autosave-2.json")
    assert mine.names == ("Cy", "Di") and mine.game.moves == ["keep"]

    other_app.kill()  # the first app ends (killed): the next one takes its autosave
    other_app.wait()

    async def third() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert "autosave-" not in screen_text(app) and _menu(app)[0] == "continue"
            await pilot.press("enter")
            await pilot.pause()
            assert game_screen(app).table.names == ("Ann", "Bo")

    asyncio.run(third())


def test_a_third_app_names_both_others(
    cards: dict[str, Card], tui_home: Path, other_app: subprocess.Popen[str]
) -> None:
    second = _holder(tui_home, 2)

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            drawn = " ".join(screen_text(app).split())
            pids = f"pids {other_app.pid}, {second.pid}"
            assert f"Other windows or tabs ({pids}) are open" in drawn
            assert "this one autosaves to autosave-3.json" in drawn

    try:
        asyncio.run(run())
    finally:
        second.kill()
        second.wait()


def test_a_bad_autosave_of_another_app_is_not_moved_aside(
    cards: dict[str, Card], tui_home: Path, other_app: subprocess.Popen[str]
) -> None:
    (tui_home / "autosave.json").write_text("not yet written whole")
    (tui_home / "autosave-2.json").write_text("[")

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # continue: this app's own autosave-2.json
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)

    asyncio.run(run())
    assert sorted(p.name for p in tui_home.glob("*.json")) == [
        "autosave-2.bad.json",
        "autosave.json",
    ]
    assert (tui_home / "autosave.json").read_text() == "not yet written whole"


def test_the_lock_of_a_killed_app_is_taken_over(cards: dict[str, Card], tui_home: Path) -> None:
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    tui_home.mkdir()
    lock = autosave_lock.lock_path(1)
    lock.write_text(str(dead.pid))

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert app.autosave.slot == 1 and not app.screen.query("#title-note")
            assert lock.read_text() == str(os.getpid())

    asyncio.run(run())
    assert autosave_lock.claim().slot == 1  # and let go when the app ended


def test_orphan_autosave_temporaries_are_removed_at_start(
    cards: dict[str, Card], tui_home: Path
) -> None:
    """Only this app's own autosave's temporary files, only regular files, only ones no
    write could still be making: another autosave's, another file's, a fresh one, a
    folder, a link and anything in another folder stay."""
    saves = tui_home / "saves"
    saves.mkdir(parents=True)
    old = time.time() - 3600
    orphan = tui_home / ".autosave.json.k2j4h5g6.tmp"
    kept = [
        tui_home / ".autosave.json.fresh123.tmp",
        tui_home / ".autosave-2.json.a1b2c3d4.tmp",
        tui_home / ".progress.json.a1b2c3d4.tmp",
        tui_home / "autosave.json.tmp",
        saves / ".autosave.json.a1b2c3d4.tmp",
    ]
    for path in (orphan, *kept):
        path.write_text("{")
    folder = tui_home / ".autosave.json.folder00.tmp"
    folder.mkdir()
    link = tui_home / ".autosave.json.link0000.tmp"
    link.symlink_to(saves / ".autosave.json.a1b2c3d4.tmp")
    for path in (orphan, *kept[1:], folder):
        os.utime(path, (old, old))
    os.utime(link, (old, old), follow_symlinks=False)

    async def run() -> None:
        app = DigimonApp(cards=cards)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()

    asyncio.run(run())
    assert not orphan.exists()
    assert all(p.exists() for p in kept) and folder.is_dir() and link.is_symlink()
