"""Replays: a saved card game looked at again move by move, branched, or exported.

A save is how the game began and its moves (`engine.serialize`), so the game after any
number of its moves is the same replay that loading does, stopped early. The command line
(`digimon-tui replay`) and the app's replay screen both read a save through `Recording`.

What may be seen: `public_summary` draws only what both players saw at the table (hands
as counts). The state JSON and an exported scenario carry everything, hidden order
included: they are for debugging, lessons and bug reports, and the app offers them only
where the person at the keyboard may see everything (`may_see_all`).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from digimon_tui.cards.model import Card
from digimon_tui.compiler.toml_out import inline
from digimon_tui.engine.game import Game
from digimon_tui.engine.render import board_text
from digimon_tui.engine.serialize import replay
from digimon_tui.engine.state import PLAYER_NAMES
from digimon_tui.ui import storage
from digimon_tui.ui.table import Table


class ReplayError(ValueError):
    """A save that can't be replayed, or a move that isn't in it: one line."""


@dataclass
class Recording:
    """A saved card game: its table (names, card files, the game at its end) and, for
    every number of moves made, the turn it was and how long the log was."""

    path: Path
    table: Table
    turns: list[int]
    """`turns[n]`: the turn number after `n` moves."""
    log_ends: list[int]
    """`log_ends[n]`: how many of the game's log lines the first `n` moves wrote."""
    movers: list[int]
    """`movers[n]`: the player who made move `n + 1` (who was asked, or who forfeited)."""

    @classmethod
    def open(cls, cards: Mapping[str, Card], path: Path) -> Recording:
        """The save at `path`; a ReplayError naming the file when it isn't a card game's
        save (an Arena game, a Sealed match between games, or no save at all)."""
        from digimon_tui.sealed.match import Match

        try:
            table = storage.load_table(cards, path)
        except ValueError as e:
            raise ReplayError(str(e)) from None
        if isinstance(table, Match):
            raise ReplayError(f"{path}: a Sealed match between games: there is no game to replay")
        if not isinstance(table, Table):
            raise ReplayError(f"{path}: a Digi-Battle Arena game: replays are of the card game")
        g = table.game
        moves = list(g.moves)
        start = replay(g.cards, g.setup, [])
        turns, log_ends, movers = [start.turn_number], [len(start.log_lines)], []
        for move in moves:
            movers.append(table.mover(move, start.pending.player if start.pending else 0))
            start.apply(move)
            turns.append(start.turn_number)
            log_ends.append(len(start.log_lines))
        return cls(path, table, turns, log_ends, movers)

    @property
    def moves(self) -> list[str]:
        return self.table.game.moves

    @property
    def finished(self) -> bool:
        return self.table.game.pending is None

    def check_move(self, n: int) -> int:
        """`n`, if the save has that many moves; else a ReplayError saying how many."""
        if not 0 <= n <= len(self.moves):
            last = len(self.moves)
            raise ReplayError(f"{self.path}: move {n}: expected a move from 0 to {last}")
        return n

    def at(self, n: int) -> Game:
        """The game after its first `n` moves."""
        g = self.table.game
        return replay(g.cards, g.setup, self.moves[: self.check_move(n)])

    def log_at(self, n: int) -> list[str]:
        return self.table.game.log_lines[: self.log_ends[n]]

    def turn_start(self, turn: int) -> int | None:
        """The number of moves after which `turn` has begun, None if the game never
        reached it."""
        return next((n for n, t in enumerate(self.turns) if t >= turn), None)

    def scenario(self, n: int) -> str:
        """`scenario_text` of the position after move `n`."""
        title = f"{self.path.name}, after move {self.check_move(n)} of {len(self.moves)}"
        return scenario_text(self.table, n, title)

    def branch(self, n: int, *, bots: tuple[int | None, int | None], open_hands: bool) -> Table:
        """A new game going on from move `n`, with the same players, cards and seed."""
        t = self.table
        return Table(self.at(n), t.names, open_hands, card_files=t.card_files, bots=bots)

    def branch_path(self, n: int) -> Path:
        """Where a game branched at move `n` is saved: a new file beside the other saves,
        never over one (nor over this save)."""
        stem = self.path.stem[:60]
        base = storage.saves_dir() / f"{stem}-from-move-{n}-{time.strftime('%Y%m%d-%H%M%S')}"
        path, k = base.with_suffix(".json"), 2
        while path.exists():
            path, k = base.with_name(f"{base.name}-{k}.json"), k + 1
        return path


def may_see_all(finished: bool, open_hands: bool, consented: bool) -> bool:
    """Whether the person at the keyboard may see every hidden card of a game: once it is
    over, at a teaching table with open hands, or when both players agreed."""
    return finished or open_hands or consented


def result_line(table: Table, g: Game | None = None) -> str:
    """The players, and how the game `g` (by default the whole game) ended, if it has."""
    g = g or table.game
    head = f"{table.name(0)} vs {table.name(1)}"
    if g.winner is None:
        return f"{head}: under way"
    if g.winner == "draw":
        return f"{head}: a draw ({g.win_reason})"
    return f"{head}: {table.name(PLAYER_NAMES.index(g.winner))} won ({g.win_reason})"


def deciding(table: Table, g: Game) -> str:
    """Who must decide, and what kind of question: no more (its answers can show a hand)."""
    d = g.pending
    if d is None:
        return "The game is over."
    return f"{table.name(d.player)} decides ({d.kind})."


def public_summary(rec: Recording, n: int) -> str:
    """The position after `n` moves as both players saw it: the board with the hands as
    counts, and the log lines that move wrote (the log is public)."""
    g = rec.at(n)
    head = result_line(rec.table, g)  # the ending only once it is reached: no spoiler
    lines = [head, f"After move {n} of {len(rec.moves)}, turn {g.turn_number}"]
    if n:
        lines += ["", f"Move {n}: {rec.moves[n - 1]}"]
        lines += [f"· {line}" for line in rec.log_at(n)[rec.log_ends[n - 1] :]]
    lines += ["", board_text(g, show_hands=()), deciding(rec.table, g)]
    return "\n".join(lines)


def scenario_text(table: Table, n: int, title: str) -> str:
    """A scenario file whose `scenario run` reaches exactly the position after the first
    `n` moves of the table's game: how the game began (its decks and seed, or its
    scenario) and the moves as steps, so hidden order, lasting effects, the log and the
    random generator are the same."""
    g = table.game
    setup = g.setup
    head: dict[str, Any] = {
        "title": title,
        "description": f"{result_line(table)}. Exported by digimon-tui after move {n}.",
    }
    tables: dict[str, Any]
    if setup["type"] == "new":
        head["seed"] = setup["seed"]
        head["format"] = setup.get("format", "standard")
        new: dict[str, Any] = {}
        if setup.get("first") is not None:
            new["first"] = PLAYER_NAMES[setup["first"]]
        for key, deck in zip(PLAYER_NAMES, setup["decks"], strict=True):
            new[key] = {"main": deck["main"], "eggs": deck["eggs"]}
        tables = {"new_game": new}
    else:
        scenario = dict(setup["scenario"])
        for key in ("title", "description", "cards"):
            scenario.pop(key, None)
        head |= {k: v for k, v in scenario.items() if not isinstance(v, dict)}
        tables = {k: v for k, v in scenario.items() if isinstance(v, dict)}
    if table.card_files:
        head["cards"] = list(table.card_files)
    return _toml(head, g.moves[:n], tables)


def _toml(head: Mapping[str, Any], steps: Sequence[str], tables: Mapping[str, Any]) -> str:
    """Top-level keys, the steps one a line, then each table's keys (a table's tables
    inline)."""
    out = [f"{key} = {inline(value)}" for key, value in head.items()]
    out.append(
        "steps = [" + "".join(f"\n  {inline(s)}," for s in steps) + ("\n]" if steps else "]")
    )
    for name, table in tables.items():
        out += ["", f"[{name}]", *(f"{k} = {inline(v)}" for k, v in table.items())]
    return "\n".join(out) + "\n"
