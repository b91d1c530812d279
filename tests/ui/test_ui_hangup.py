"""An app whose terminal goes away leaves, and lets its autosave go: one started without
that terminal as its controlling one (detached, or by a tool) gets no hang-up signal, and
spun at full speed for good, holding the data folder's autosave lock."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
import time
from pathlib import Path

from digimon_tui.ui import autosave_lock
from digimon_tui.ui.bench import package_root
from digimon_tui.ui.hangup import HANGUP, terminal_gone


def test_a_detached_app_whose_terminal_goes_away_exits_and_lets_its_autosave_go(
    tui_home: Path,
) -> None:
    master, slave = pty.openpty()
    env = {**os.environ, "TERM": "xterm-256color", "DIGIMON_TUI_HOME": str(tui_home)}
    env["PYTHONPATH"] = str(package_root())
    app = subprocess.Popen(
        [sys.executable, "-m", "digimon_tui.cli"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        start_new_session=True,  # the terminal is not its controlling one: no SIGHUP
    )
    os.close(slave)
    try:
        deadline = time.monotonic() + 30
        while not autosave_lock.lock_path(1).exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(1)  # the title is up
        assert app.poll() is None
        os.close(master)
        assert app.wait(timeout=15) == HANGUP
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    held = autosave_lock.claim()
    try:
        assert held.slot == 1  # its lock is free again
    finally:
        held.release()


def test_a_terminal_is_gone_once_it_hangs_up() -> None:
    master, slave = pty.openpty()
    try:
        assert not terminal_gone(slave)
        os.close(master)
        assert terminal_gone(slave)
    finally:
        os.close(slave)
