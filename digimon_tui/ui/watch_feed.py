"""The game the projector seat follows: the autosave of a game being played on this
machine, read again whenever it changes.

Every app running on the data folder writes its game to its own autosave after each move
(`storage.write_atomic`: a new file renamed over the old one) and holds that autosave's
lock while it runs (`autosave_lock`). So the game being played is the newest autosave
whose lock is held by another app, and a move is a new text in that file. The watcher
polls: it reads the file it follows a few times a second (a few kilobytes; comparing
texts misses no move, where two writes may share a modification time) and tests the
locks once a second; it never writes in the data folder. A file that can't be read
(damaged, or not a card-game save) leaves the last good view in place, with a line
saying why.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from digimon_tui.files import FileProblem, parse_json, read_text

from . import storage

if TYPE_CHECKING:
    from digimon_tui.cards.model import Card

    from .table import Table

try:
    import fcntl
except ImportError:  # no flock (Windows): every autosave counts as a game being played
    fcntl = None  # type: ignore[assignment]

LOCK_CHECK = 1.0
"""Seconds between two looks at which apps are running (a stat is cheaper than a lock)."""


def autosaves(exclude: Path | None = None) -> list[Path]:
    """The autosaves in the data folder (not the locks, not the ones moved aside), the
    most recently written first; `exclude`: this app's own."""
    found: list[tuple[int, Path]] = []
    with contextlib.suppress(OSError):
        for path in storage.data_home().iterdir():
            if path.suffix != ".json" or not storage.AUTOSAVE_FILES.fullmatch(path.name):
                continue
            if exclude is not None and path == exclude:
                continue
            with contextlib.suppress(OSError):
                found.append((path.stat().st_mtime_ns, path))
    return [path for _, path in sorted(found, reverse=True)]


def being_played(path: Path) -> bool:
    """An app holds the autosave's lock: its game is on (or it may start one). Tested
    with a shared lock, let go at once, so the player's exclusive one is never kept
    waiting."""
    if fcntl is None:
        return path.exists()
    lock = path.with_suffix(".lock")
    try:
        fd = os.open(lock, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        os.close(fd)  # closing lets a lock this test took go
    return False


@dataclass
class View:
    """What the projector shows: the game followed (None before the first), and a line
    saying where it comes from or why it hasn't changed."""

    table: Table | None = None
    path: Path | None = None
    note: str = ""


class WatchFeed:
    """Follows the newest game being played; `poll` says whether the view changed."""

    def __init__(
        self,
        cards: Callable[[], Mapping[str, Card]],
        exclude: Path | None = None,
    ) -> None:
        self.cards = cards
        """The built-in cards, asked for at the first game read (they take a moment)."""
        self.exclude = exclude
        """This app's own autosave, never followed."""
        self.view = View()
        self.text: str | None = None
        """The followed file's text when last read."""
        self.data: dict[str, Any] | None = None
        """The save shown, to tell a move made from a new game."""
        self.problem = ""
        """Why the followed file's last version can't be shown."""
        self.playing = False
        self.checked = float("-inf")
        """When the locks were last tested (`time.monotonic`)."""

    def poll(self) -> bool:
        """Look again; True when there is something new to draw."""
        before = (self.view.table, self.view.path, self.view.note, self.text)
        now = time.monotonic()
        if now - self.checked >= LOCK_CHECK:
            self.checked = now
            self._choose()
        if self.view.path is not None and self.playing:
            self._read(self.view.path)
        self.view.note = self._note()
        return (self.view.table, self.view.path, self.view.note, self.text) != before

    def _choose(self) -> None:
        """Keep following the game while its app runs; else the newest game being played."""
        current = self.view.path
        if current is not None and current.exists() and being_played(current):
            self.playing = True
            return
        found = next((p for p in autosaves(self.exclude) if being_played(p)), None)
        self.playing = found is not None
        if found is not None and found != current:
            self.view.path, self.text, self.data, self.problem = found, None, None, ""

    def _note(self) -> str:
        home = storage.data_home()
        if self.view.path is None or not self.playing:
            if self.view.table is None:
                return (
                    f"No game is being played on this machine ({home}). Waiting: the table "
                    "appears here as soon as a game starts in another window or tab."
                )
            return "The game's window was closed: its last position is shown. Waiting."
        return self.problem or f"Following {self.view.path.name}, read-only."

    def _read(self, path: Path) -> None:
        try:
            text = read_text(path)
        except FileProblem as e:
            if not e.missing:  # gone: the game's app is leaving, or moved the file aside
                self.problem = f"{path.name} can't be read ({e}): the last good view is shown."
            return
        if text == self.text:
            return
        self.text = text
        try:
            data = parse_json(text)
            if not isinstance(data, dict):
                raise FileProblem("not a save file")
            table = self._table(path, data)
        except (FileProblem, ValueError) as e:
            why = str(e).removeprefix(f"{path}: ")
            self.problem = f"{path.name} can't be read ({why}): the last good view is shown."
            return
        if table is None:
            self.problem = (
                f"{path.name} holds a Digi-Battle Arena game or a Sealed match between "
                "games: the projector seat shows the card game's table."
            )
            return
        self.data, self.view.table, self.problem = data, table, ""

    def _table(self, path: Path, data: dict[str, Any]) -> Table | None:
        """The game in `data`: the one shown with the new moves made, when it goes on from
        there (a move is cheap; replaying the whole game is not), else loaded afresh."""
        from digimon_tui.engine.serialize import SAVE_FORMAT
        from digimon_tui.sealed.match import MATCH_FORMAT

        from .table import Table

        old, shown = self.data, self.view.table
        if old is not None and shown is not None and _goes_on(old, data):
            try:
                for move in data["moves"][len(old["moves"]) :]:
                    shown.game.apply(move)
                return shown
            except ValueError:  # an illegal move: loading the file says why
                self.data = None
        if data.get("format") not in (SAVE_FORMAT, MATCH_FORMAT):
            return None
        table = storage.load_table(self.cards(), path)
        return table if isinstance(table, Table) else None


def _goes_on(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """`new` is `old` with more moves: the same game, names and settings."""
    moves, before = new.get("moves"), old.get("moves")
    if not (isinstance(moves, list) and isinstance(before, list)):
        return False
    if not all(isinstance(m, str) for m in moves):
        return False
    same = all(new.get(k) == old.get(k) for k in new.keys() | old.keys() if k != "moves")
    return same and moves[: len(before)] == before
