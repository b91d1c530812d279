"""Export this position: the game at the table written as a scenario file (for a bug
report, a lesson or a playtest), from a replay or from a live game.

A scenario file holds every hidden card (both hands, and the decks and seed that give
their order), so whoever can read it knows them all. From a live game it is therefore
written freely only when nothing is kept from a person at the table (the game is over,
the hands are open, or the other seat is the computer's, as with opening the hands);
with two people and hidden hands the player at the keyboard chooses the file, then the
other player agrees or not on a screen that covers the table (as to opening the hands),
and the table stays covered until the first has the keyboard back.
"""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import Any

from textual.screen import Screen

from digimon_tui.ui.replay import scenario_text

from .. import storage
from ..table import Table
from .consent import ConsentScreen
from .save_as import SaveAsScreen
from .table_screen import TableScreen


def write_scenario(screen: Screen[Any], path: Path | None, text: str) -> None:
    """Write an exported position where the player chose (nothing when they cancelled)."""
    if path is None:
        return
    try:
        storage.write_atomic(path, text)
    except OSError as e:
        screen.notify(f"Not exported: {e.strerror or e}", severity="error", timeout=8)
        return
    screen.notify(f"Position exported to {path} (scenario run {path.name})", timeout=8)


def default_path(stem: str) -> Path:
    return storage.data_home() / "scenarios" / f"{stem}.toml"


def export_live(screen: TableScreen) -> None:
    """The command palette's "Export this position" at a card-game table."""
    table = screen.table
    assert isinstance(table, Table)
    n = len(table.game.moves)
    text = scenario_text(table, n, f"{table.name(0)} vs {table.name(1)}, after move {n}")
    path = default_path(f"position-move-{n}-{time.strftime('%Y%m%d-%H%M%S')}")

    def write(chosen: Path | None) -> None:
        write_scenario(screen, chosen, text)

    if table.game.pending is None or not screen.hides_hands():
        screen.app.push_screen(SaveAsScreen(path, "the position"), write)
        return
    asker = screen.viewer if screen.viewer is not None else 0
    asking, asked = table.name(asker), table.name(1 - asker)

    def chosen(where: Path | None) -> None:
        """The asker chose where; the other player, the table covered, says whether."""
        if where is None:
            return
        question = (
            f"{asking} asks to export this position to {where.name}. The file holds both "
            f"hands and the order of both decks: whoever reads it knows them. {asked}, "
            "allow it?"
        )
        screen.app.push_screen(ConsentScreen(asked, asking, question), partial(answered, where))

    def answered(where: Path, allow: bool | None) -> None:
        if allow:
            write(where)
            table.note(f"the position was exported by {asking}, {asked} agreeing")
            answer = f"{asked} agreed: the position was exported to {where}."
        else:
            table.note(f"{asked} did not agree to export the position")
            answer = f"{asked} did not agree: nothing was exported."
        screen.hand_back(asker, answer)

    screen.app.push_screen(SaveAsScreen(path, "the position"), chosen)
