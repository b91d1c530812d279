"""Where the app keeps its files: the autosave, saved games and exported logs.

Everything lives under one data folder (`~/.local/share/digimon-tui`, or
`$DIGIMON_TUI_HOME`) so a game is never lost and tests never touch the real one.
A save is the engine's save file (the card game's or the Arena's, told apart by its
`format`) plus a `table` entry with the players' names, which the engines' loaders ignore.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from digimon_tui.arena import serialize as arena_saves
from digimon_tui.arena.loader import arena_cards
from digimon_tui.cards.model import Card
from digimon_tui.engine.serialize import load_data

from .table import DEFAULT_NAMES, AnyTable, ArenaTable, Table

HOME_ENV = "DIGIMON_TUI_HOME"


def data_home() -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    xdg = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(xdg) / "digimon-tui"


def autosave_path() -> Path:
    return data_home() / "autosave.json"


def saves_dir() -> Path:
    return data_home() / "saves"


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def default_save_path() -> Path:
    return saves_dir() / f"game-{_stamp()}.json"


def save_table(table: AnyTable, path: Path) -> None:
    """Write atomically, so a crash mid-write never spoils the previous save."""
    data: dict[str, Any] = table.save_data()
    data["table"] = {"names": list(table.names), "open_hands": table.open_hands}
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
    tmp.replace(path)


def autosave(table: AnyTable) -> None:
    save_table(table, autosave_path())


def load_table(cards: dict[str, Card], path: Path) -> AnyTable:
    """Raises ValueError with a one-line reason for a file that isn't a readable save."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise ValueError(f"{path}: can't read: {e.strerror}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ValueError(f"{path}: not a save file: {e}") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path}: not a save file")
    extra = data.get("table") or {}
    names = extra.get("names") or DEFAULT_NAMES
    seats = (str(names[0]), str(names[1]))
    open_hands = bool(extra.get("open_hands", False))
    try:
        if data.get("format") == arena_saves.SAVE_FORMAT:
            return ArenaTable(arena_saves.load_data(arena_cards(), data), seats, open_hands)
        return Table(load_data(cards, data), seats, open_hands)
    except (KeyError, TypeError, ValueError) as e:
        raise ValueError(f"{path}: {e}") from None


def save_log(table: AnyTable) -> Path:
    """The game's log as a text file, for a bug report or a lesson."""
    path = data_home() / "logs" / f"log-{_stamp()}.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    g = table.game
    head = [f"{table.name(0)} vs {table.name(1)}"]
    if g.winner:
        who = "a draw" if g.winner == "draw" else table.name(0 if g.winner == "p1" else 1)
        head.append(f"result: {who} — {g.win_reason}")
    path.write_text("\n".join([*head, "", *g.log_lines, ""]), encoding="utf-8")
    return path
