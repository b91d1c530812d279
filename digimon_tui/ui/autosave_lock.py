"""One autosave per running app, so two apps on one data folder never write over each
other's game: two terminal windows, or two browser tabs of `digimon-tui serve` (each tab
is an app of its own). The first app writes `autosave.json`, the next one open at the
same time `autosave-2.json`, and so on; the title screen of any but the first says so.

Each autosave has an OS lock (flock) on `autosave.lock`, `autosave-2.lock`, ...: the
system lets it go when its process ends, however it ends, so the lock of an app that was
killed is simply taken by the next. The file holds its owner's pid, to name it.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from . import storage

try:
    import fcntl
except ImportError:  # no flock (Windows): every app writes autosave.json, as before locks
    fcntl = None  # type: ignore[assignment]


def lock_path(slot: int) -> Path:
    return storage.autosave_path(slot).with_suffix(".lock")


@dataclass
class Claim:
    """The autosave this app holds, and who holds the ones before it."""

    slot: int = 1
    others: list[str] = field(default_factory=list)
    """The pids of the apps holding the autosaves before this one ("?" when unknown)."""
    lock: IO[str] | None = None

    @property
    def note(self) -> str:
        """What the title screen says: nothing for the first autosave."""
        if self.slot == 1:
            return ""
        name = storage.autosave_path(self.slot).name
        if len(self.others) == 1:
            who = f"Another window or tab (pid {self.others[0]}) is"
        else:
            who = f"Other windows or tabs (pids {', '.join(self.others)}) are"
        return f"{who} open: this one autosaves to {name}."

    def release(self) -> None:
        """Let the autosave go (the app ends): the next app to start may take it."""
        if self.lock is not None:
            self.lock.close()
            self.lock = None
        storage.use_autosave(1)


def claim() -> Claim:
    """Lock the first free autosave and make it the one `storage.autosave` writes; then
    delete the temporary files a killed app left beside it. When the data folder can't
    hold a lock (it can't be written), the first autosave, unlocked: saving it will fail
    and say why."""
    held = Claim()
    if fcntl is None:
        return held
    try:
        storage.data_home().mkdir(parents=True, exist_ok=True)
        while True:
            lock = _try_lock(lock_path(held.slot))
            if lock is not None:
                break
            held.others.append(_owner(lock_path(held.slot)))
            held.slot += 1
    except OSError:
        return Claim()
    held.lock = lock
    storage.use_autosave(held.slot)
    storage.remove_orphans(storage.autosave_path())
    return held


def _try_lock(path: Path) -> IO[str] | None:
    """The lock file, locked and holding this pid; None when another app holds it."""
    assert fcntl is not None
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    lock = os.fdopen(fd, "r+", encoding="utf-8")
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        lock.close()
        return None
    except BaseException:
        lock.close()
        raise
    lock.truncate(0)
    lock.write(str(os.getpid()))
    lock.flush()
    return lock


def _owner(path: Path) -> str:
    with contextlib.suppress(OSError, UnicodeDecodeError):
        pid = path.read_text(encoding="utf-8").strip()
        if pid.isdigit():
            return pid
    return "?"
