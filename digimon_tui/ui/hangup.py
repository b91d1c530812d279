"""Leave when the terminal is gone.

A terminal window closed, or a connection dropped, normally hangs the app up with a
signal. An app whose terminal is not its controlling one (started detached, or by a tool
that runs it in a terminal of its own) gets no signal: Textual then reads nothing, again
and again, and the app spun at full speed for good, holding the data folder's autosave
lock. The app asks the terminal every few seconds whether it is still there.
"""

from __future__ import annotations

import sys
import termios
from typing import Any

from textual.app import App

EVERY = 2.0
"""Seconds between two looks at the terminal."""

HANGUP = 129
"""The exit code when the terminal went away: as for the hang-up signal (128 + 1)."""


def terminal_gone(fd: int) -> bool:
    """The terminal on `fd` has hung up: asking for its settings fails."""
    try:
        termios.tcgetattr(fd)
    except (termios.error, OSError):
        return True
    return False


def leave_when_gone(app: App[Any]) -> None:
    """Watch the terminal the app reads its keys from (not in a headless run)."""
    stdin = sys.__stdin__
    if app.is_headless or stdin is None or not stdin.isatty():
        return
    fd = stdin.fileno()

    def look() -> None:
        if terminal_gone(fd):
            app.exit(return_code=HANGUP)

    app.set_interval(EVERY, look)
