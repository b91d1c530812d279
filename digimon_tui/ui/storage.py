"""Where the app keeps its files: the autosave, saved games and exported logs.

Everything lives under one data folder (`~/.local/share/digimon-tui`, or
`$DIGIMON_TUI_HOME`) so a game is never lost and tests never touch the real one.
A save is the engine's save file (the card game's or the Arena's, told apart by its
`format`) plus a `table` entry with the players' names, which the engines' loaders ignore.
The engines are imported only to load a save: the title screen asks only where the
autosave is.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import time
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from digimon_tui.files import (
    FileProblem,
    bad_character,
    parse_json,
    read_text,
    temporary_names,
    write_atomic,
)

if TYPE_CHECKING:
    from digimon_tui.cards.model import Card
    from digimon_tui.sealed.match import Match

    from .table import AnyTable, Bots, SealedTable

HOME_ENV = "DIGIMON_TUI_HOME"
SERVED_ENV = "DIGIMON_TUI_SERVED"
"""Set by `digimon-tui serve` for the apps it starts (`served`)."""


def data_home() -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    xdg = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(xdg) / "digimon-tui"


def served() -> bool:
    """The app runs for a web browser (`digimon-tui serve`, or any Textual web driver):
    whoever reaches the port types its file names, so they stay in the data folder."""
    return bool(os.environ.get(SERVED_ENV)) or "web_driver" in os.environ.get("TEXTUAL_DRIVER", "")


_slot = 1
"""The autosave this process writes (`autosave_lock` picks it): 1 is `autosave.json`,
n is `autosave-n.json`."""


def use_autosave(slot: int) -> None:
    global _slot
    _slot = slot


def autosave_path(slot: int | None = None) -> Path:
    """This app's autosave, or the one numbered `slot`."""
    n = _slot if slot is None else slot
    return data_home() / ("autosave.json" if n == 1 else f"autosave-{n}.json")


def saves_dir() -> Path:
    return data_home() / "saves"


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def default_save_path() -> Path:
    return saves_dir() / f"game-{_stamp()}.json"


def files_root() -> Path | None:
    """Where the player's files may be, when that is limited: served, the data folder."""
    return data_home() if served() else None


AUTOSAVE_FILES = re.compile(r"autosave(-[0-9]+)?\.(json|lock)")
"""The names of the autosaves (`autosave_path`) and of their locks (`autosave_lock`)."""


def chosen_path(text: str, *, saving: bool = False) -> Path:
    """The file a player typed or picked. At the terminal it is any path (`~` for home);
    served, a path inside the data folder (relative to it), links followed. Saving, `..`
    is refused (a name climbing out of a folder is a slip, or an attempt), and so are the
    autosaves and their locks: another app may be writing them. ValueError with the
    reason, naming the path."""
    path = Path(text)
    root = files_root()
    if (saving or root is not None) and ".." in path.parts:
        raise ValueError(f"{text}: a path can't go up a folder with '..'")
    full = path.expanduser() if root is None else root / path
    if root is not None and not full.resolve().is_relative_to(root.resolve()):
        raise ValueError(f"{text}: expected a file inside the data folder, like saves/game.json")
    home = data_home().resolve()
    if saving and full.resolve().parent == home and AUTOSAVE_FILES.fullmatch(full.name):
        raise ValueError(f"{text}: the app's autosave; choose another name")
    return full


def save_table(table: AnyTable, path: Path) -> None:
    """Save the game at `path`, atomically (`write_atomic`); OSError when it can't."""
    data: dict[str, Any] = table.save_data()
    data["table"] = {"names": list(table.names), "open_hands": table.open_hands}
    if table.card_files:
        data["table"]["cards"] = list(table.card_files)
    if any(level is not None for level in table.bots):
        data["table"]["bots"] = list(table.bots)
    write_atomic(path, json.dumps(data, indent=1))


STALE = 60.0
"""Seconds after which a temporary file is an orphan: a write takes far less."""


def remove_orphans(path: Path) -> list[Path]:
    """Delete the temporary files `write_atomic` left beside `path` when it was killed
    mid-write (only regular files of its own naming, untouched for `STALE` seconds);
    the ones deleted. Called by the app holding `path`, which no one else writes."""
    prefix, suffix = temporary_names(path)
    removed = []
    now = time.time()
    with contextlib.suppress(OSError):
        for tmp in path.parent.iterdir():
            name = tmp.name
            if not (name.startswith(prefix) and name.endswith(suffix)):
                continue
            with contextlib.suppress(OSError):
                info = tmp.lstat()
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= STALE:
                    tmp.unlink()
                    removed.append(tmp)
    return removed


def autosave(table: AnyTable) -> str | None:
    """Save the game in progress; None, or one line saying why it could not be saved
    (the game goes on either way)."""
    try:
        save_table(table, autosave_path())
    except OSError as e:
        return f"Autosave failed ({autosave_path()}): {e.strerror or e}"
    return None


MAX_NAME = 100
"""Longer than any name the new-game form is typed into."""


def load_table(cards: Mapping[str, Card], path: Path) -> AnyTable | Match:
    """The saved table (or a Sealed match between games). Raises ValueError with a
    one-line reason, naming the file, for a file that isn't a save this program wrote
    (or can't start its game)."""
    from digimon_tui.arena import serialize as arena_saves
    from digimon_tui.arena.loader import arena_cards
    from digimon_tui.card_files.loader import CardFileError, card_pool
    from digimon_tui.engine.serialize import load_data
    from digimon_tui.sealed.errors import SealedError
    from digimon_tui.sealed.match import MATCH_FORMAT

    from .table import ArenaTable, Table

    try:
        data = parse_json(read_text(path))
        if not isinstance(data, dict):
            raise FileProblem("not a save file")
        seats, open_hands, files = _table_entry(data)
        bots = _bots(data.get("table", {}))
        if data.get("format") == MATCH_FORMAT:
            return _match_table(cards, data, seats, open_hands)
        if data.get("format") == arena_saves.SAVE_FORMAT:
            game = arena_saves.load_data(arena_cards(), data)
            return ArenaTable(game, seats, open_hands, bots=bots)
        pool = card_pool(files) if files else cards
        return Table(load_data(pool, data), seats, open_hands, card_files=files, bots=bots)
    except (KeyError, TypeError, ValueError, IndexError, RecursionError, CardFileError) as e:
        raise ValueError(f"{path}: {e}") from None
    except SealedError as e:
        raise ValueError(f"{path}: {e}") from None


def _match_table(
    cards: Mapping[str, Card], data: dict[str, Any], seats: tuple[str, str], open_hands: bool
) -> SealedTable | Match:
    """A saved Sealed match: its table when a game is in progress, else the match, for
    the match to go on where it was (opening, building, sideboarding)."""
    from digimon_tui.sealed.match import Match

    from .table import SealedTable

    match = Match.from_json(data, cards)
    if match.game is None:
        return match
    return SealedTable(match.game, seats, open_hands, match=match)


def autosave_match(match: Match) -> str | None:
    """Save a Sealed match between games (pools, decks, score) as the autosave; None, or
    one line saying why it could not be saved."""
    data = match.to_json()
    data["table"] = {"names": list(match.names), "open_hands": match.open_pools}
    try:
        write_atomic(autosave_path(), json.dumps(data, indent=1))
    except OSError as e:
        return f"Autosave failed ({autosave_path()}): {e.strerror or e}"
    return None


def name_problem(name: object) -> str | None:
    """Why a player's name can't be saved (and so loaded back), if it can't: one rule for
    the new-game form and the save loader, so a game started is a game that loads."""
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
        return f"expected a name of 1 to {MAX_NAME} letters"
    bad = bad_character(name)
    return f"a name can't hold a {bad}" if bad else None


def _table_entry(data: dict[str, Any]) -> tuple[tuple[str, str], bool, tuple[str, ...]]:
    """The names, the "open hands" setting and the designer's card files that the app
    writes beside the engine's save."""
    from .table import DEFAULT_NAMES

    if "table" not in data:
        return DEFAULT_NAMES, False, ()
    extra = data["table"]
    if not isinstance(extra, dict):
        raise ValueError("table: expected the players' names and open_hands")
    names = extra.get("names", list(DEFAULT_NAMES))
    if not (isinstance(names, list) and len(names) == 2):
        raise ValueError("table.names: expected two names")
    for i, name in enumerate(names):
        problem = name_problem(name)
        if problem:
            raise ValueError(f"table.names[{i}]: {problem}")
    open_hands = extra.get("open_hands", False)
    if not isinstance(open_hands, bool):
        raise ValueError("table.open_hands: expected true or false")
    return (names[0], names[1]), open_hands, _card_files(extra.get("cards", []))


def _bots(extra: dict[str, Any]) -> Bots:
    """Which seats the computer plays, and at what level (`table.bots`, absent: none)."""
    from digimon_tui.bots import LEVELS

    bots = extra.get("bots", [None, None])
    if not (
        isinstance(bots, list)
        and len(bots) == 2
        and all(b is None or (type(b) is int and b in LEVELS) for b in bots)
    ):
        levels = ", ".join(map(str, LEVELS))
        raise ValueError(f"table.bots: expected two entries, each null or a level ({levels})")
    return bots[0], bots[1]


def _card_files(files: object) -> tuple[str, ...]:
    """The designer's own card files the game was played with, to load it with them."""
    if not (isinstance(files, list) and all(isinstance(f, str) and f for f in files)):
        raise ValueError("table.cards: expected a list of card file paths")
    bad = next((f for f in files if bad_character(f)), None)
    if bad is not None:
        raise ValueError(f"table.cards: a path can't hold a {bad_character(bad)}")
    return tuple(files)


def move_aside(path: Path) -> Path:
    """Rename a file that can't be loaded to `<name>.bad.json` (or `.bad-2.json`, ...,
    never over an earlier one), so it stops being offered yet is kept to look at."""
    n = 1
    while True:
        aside = path.with_name(f"{path.stem}.bad{'' if n == 1 else f'-{n}'}{path.suffix}")
        if not aside.exists():
            os.replace(path, aside)
            return aside
        n += 1


def save_log(table: AnyTable) -> Path:
    """The game's log as a text file, for a bug report or a lesson; OSError when it
    can't be written (`write_atomic`: a full disk leaves no half a log)."""
    path = data_home() / "logs" / f"log-{_stamp()}.txt"
    g = table.game
    head = [f"{table.name(0)} vs {table.name(1)}"]
    if g.winner:
        who = "a draw" if g.winner == "draw" else table.name(0 if g.winner == "p1" else 1)
        head.append(f"result: {who} — {g.win_reason}")
    write_atomic(path, "\n".join([*head, "", *g.log_lines, ""]))
    return path
