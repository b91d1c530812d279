"""`digimon-tui bench app`: how quick the app feels, measured as a person meets it.

Every figure comes from the app running in a real pseudo-terminal, driven by writing keys
to it and reading what it draws: the time from spawning the command to the title screen's
text, from a key to the end of the repaint it causes, from `ctrl+q` to the process's exit.
A repaint "ends" at the last byte written before the terminal falls quiet for `QUIET`
seconds. The bench writes its own game into a throwaway data folder, so it never touches
the player's autosave.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .table import Table

QUIET = 0.15
"""Silence that marks the end of a repaint (seconds)."""

TIMEOUT = 20.0
"""Longest wait for anything; a slower app is reported as broken, not as slow."""

ANSI = re.compile(
    rb"\x1b(?:\[[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor moves, modes
    rb"|\][^\x07\x1b]*(?:\x07|\x1b\\)"  # OSC: titles, links
    rb"|[PX^_][^\x1b]*\x1b\\"  # DCS and other strings
    rb"|.)"
)
"""Terminal control sequences, dropped to leave the text drawn."""

KEYS = {"right": b"\x1b[C", "left": b"\x1b[D", "ctrl+q": b"\x11"}

TITLE_TEXT = "New game"
"""Text of the title screen's menu: its arrival is the first frame."""
HANDOVER_TEXT = "key when you are ready"
BOARD_TEXT = "All your legal"
"""The main phase's move list, with nothing selected."""
QUESTION_TEXT = "or Enter to answer"
"""A question's hint, over the board; the board is drawn when its player's hand is."""
DETAIL_TEXT = "Close"
"""The card detail's footer."""
HELP_TEXT = "How to play"


class BenchError(Exception):
    """The app did not do what the bench drives it to do (one line)."""


class Terminal:
    """A command running in a pseudo-terminal of a given size; what it writes is kept with
    the time it arrived."""

    def __init__(
        self, argv: list[str], size: tuple[int, int], env: dict[str, str], cwd: Path
    ) -> None:
        master, slave = pty.openpty()
        cols, rows = size
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.fd = master
        self.chunks: list[tuple[float, bytes]] = []
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            argv,
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            cwd=cwd,
            start_new_session=True,
        )
        os.close(slave)
        self.exited: float | None = None
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._wait, daemon=True).start()

    def _read(self) -> None:
        while True:
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                return
            if not data:
                return
            self.chunks.append((time.perf_counter(), data))

    def _wait(self) -> None:
        self.proc.wait()
        self.exited = time.perf_counter()

    def send(self, *keys: str) -> float:
        """Write keys (names in KEYS, or characters); the time they were written."""
        os.write(self.fd, b"".join(KEYS.get(k, k.encode()) for k in keys))
        return time.perf_counter()

    def mark(self) -> int:
        return len(self.chunks)

    def text_since(self, mark: int) -> str:
        raw = b"".join(data for _, data in self.chunks[mark:])
        return ANSI.sub(b"", raw).decode("utf-8", "replace")

    def wait_text(self, text: str, mark: int) -> float:
        """When `text` was first drawn after `mark`."""
        deadline = time.perf_counter() + TIMEOUT
        while time.perf_counter() < deadline:
            self._check_alive(text)
            end = len(self.chunks)
            if text in self.text_since(mark):
                for i in range(mark, end):  # the chunk that completed it
                    raw = b"".join(data for _, data in self.chunks[mark : i + 1])
                    if text in ANSI.sub(b"", raw).decode("utf-8", "replace"):
                        return self.chunks[i][0]
            time.sleep(0.005)
        raise BenchError(
            f"{text!r} was never drawn; the last drawn: {self.text_since(mark)[-400:]!r}"
        )

    def wait_repaint(self, mark: int) -> float:
        """When the output that followed `mark` ended (QUIET seconds of silence after it)."""
        deadline = time.perf_counter() + TIMEOUT
        while time.perf_counter() < deadline:
            self._check_alive("a repaint")
            if len(self.chunks) > mark and time.perf_counter() - self.chunks[-1][0] >= QUIET:
                return self.chunks[-1][0]
            time.sleep(0.005)
        raise BenchError("no repaint")

    def press(self, *keys: str, shows: Sequence[str] = ()) -> float:
        """Write keys; seconds until the repaint they cause has ended, once it has drawn
        each text in `shows` (a pause inside a slow repaint is not taken for its end)."""
        mark = self.mark()
        sent = self.send(*keys)
        for text in shows:
            self.wait_text(text, mark)
        return self.wait_repaint(mark) - sent

    def wait_exit(self) -> float:
        deadline = time.perf_counter() + TIMEOUT
        while self.exited is None:
            if time.perf_counter() > deadline:
                raise BenchError("the app did not exit")
            time.sleep(0.002)
        return self.exited

    def _check_alive(self, waiting_for: str) -> None:
        if self.exited is not None:
            tail = self.text_since(max(0, len(self.chunks) - 5))[-300:]
            raise BenchError(f"the app exited while waiting for {waiting_for}: {tail!r}")

    def close(self) -> None:
        if self.exited is None:
            self.proc.kill()
            self.proc.wait()
        os.close(self.fd)


@dataclass
class Figure:
    what: str
    target: float
    """Seconds; the median must be at most this."""
    samples: list[float] = field(default_factory=list)

    def row(self) -> str:
        ms = sorted(s * 1000 for s in self.samples)
        if not ms:
            return f"{self.what:<44} {'-':>7} {'-':>7} {self.target * 1000:>6.0f}   0  not measured"
        median = statistics.median(ms)
        p90 = f"{ms[min(len(ms) - 1, int(0.9 * len(ms)))]:.0f}" if len(ms) >= 10 else "-"
        verdict = "ok" if median <= self.target * 1000 else "MISSED"
        return (
            f"{self.what:<44} {median:>7.0f} {p90:>7} {self.target * 1000:>6.0f} "
            f"{len(ms):>3}  {verdict}"
        )


@dataclass
class Bench:
    size: tuple[int, int]
    home: Path
    cwd: Path
    first_frame: Figure = field(
        default_factory=lambda: Figure("first frame: spawn to the title's text", 1.0)
    )
    key: Figure = field(default_factory=lambda: Figure("arrow key to repaint, at the table", 0.05))
    handover: Figure = field(
        default_factory=lambda: Figure("hand-over key to the board drawn and ready", 0.1)
    )
    end_turn: Figure = field(
        default_factory=lambda: Figure("e (end the turn) to the hand-over drawn", 0.1)
    )
    inspect: Figure = field(default_factory=lambda: Figure("i to the card detail drawn", 0.15))
    help: Figure = field(default_factory=lambda: Figure("? to the help drawn", 0.15))
    quit: Figure = field(default_factory=lambda: Figure("ctrl+q at the table to process exit", 0.3))

    def figures(self) -> list[Figure]:
        return [
            self.first_frame,
            self.key,
            self.handover,
            self.end_turn,
            self.inspect,
            self.help,
            self.quit,
        ]

    def spawn(self, *args: str) -> Terminal:
        env = {k: v for k, v in os.environ.items() if not k.startswith("TEXTUAL")}
        env.update(TERM="xterm-256color", DIGIMON_TUI_HOME=str(self.home), COLUMNS="", LINES="")
        argv = [sys.executable, "-m", "digimon_tui.cli", *args]
        return Terminal(argv, self.size, env, self.cwd)

    def title_run(self) -> None:
        """(a) From spawning the command to the title screen's text; then quit."""
        term = self.spawn()
        try:
            self.first_frame.samples.append(term.wait_text(TITLE_TEXT, 0) - term.started)
            term.send("q")
            term.wait_exit()
        finally:
            term.close()

    def table_run(self) -> None:
        """(b)-(e) at the table: continue the saved game, pass hand-overs, move the
        selection, open the card and the help, end turns, and quit. The bench plays the
        same moves on its own copy of the game, to know what each key brings up."""
        table = write_game(self.home)
        term = self.spawn()
        try:
            term.wait_text(TITLE_TEXT, 0)
            term.wait_repaint(0)
            term.press("\r", shows=[HANDOVER_TEXT])  # "Continue the last game" is highlighted
            self.handover.samples.append(
                term.press(" ", shows=[hand(table, self.size), BOARD_TEXT])
            )
            for key in ["right"] + ["right", "left"] * 5:
                self.key.samples.append(term.press(key))
            self.inspect.samples.append(term.press("i", shows=[DETAIL_TEXT]))
            term.press("q")
            self.help.samples.append(term.press("?", shows=[HELP_TEXT]))
            term.press("q")
            for _ in range(4):  # end the turn: the keyboard goes to the other player
                self.end_turn.samples.append(term.press("e", shows=[HANDOVER_TEXT]))
                table.apply("pass")
                d = table.game.pending
                assert d is not None
                if d.kind == "main":
                    self.handover.samples.append(
                        term.press(" ", shows=[hand(table, self.size), BOARD_TEXT])
                    )
                    continue
                shows = [
                    hand(table, self.size),
                    QUESTION_TEXT,
                ]  # a question first (a breeding phase)
                self.handover.samples.append(term.press(" ", shows=shows))
                term.press(str(len(d.moves)), shows=[BOARD_TEXT])  # its last answer
                table.apply(str(d.moves[-1]))
                if table.game.pending is None or table.game.pending.kind != "main":
                    raise BenchError(f"expected the main phase after {d.moves[-1]}")
            sent = term.send("ctrl+q")
            self.quit.samples.append(term.wait_exit() - sent)
        finally:
            term.close()


def hand(table: Table, size: tuple[int, int]) -> str:
    """Text drawn once the board has turned to the deciding player: their hand's title;
    in the compact layout, which has no hand titles and whose questions cover the hand,
    the opponent's zone bar at the top, up to its security count, in the form that fits
    the board's column (the terminal's width less the moves panel's 30 columns and the
    bar's padding)."""
    from textual.content import Content

    from .sizes import COMPACT, size_classes
    from .widgets.player_side import zone_line

    d = table.game.pending
    assert d is not None
    if size_classes(*size)[COMPACT]:
        opponent = 1 - d.player
        bar = zone_line(table.game, opponent, table.name(opponent)).markup(size[0] - 32)
        plain = Content.from_markup(bar).plain
        return plain[: plain.index(" Deck ")]
    return f"{table.name(d.player)}'s hand"


def write_game(home: Path) -> Table:
    """A card game in its first main phase, as the autosave "Continue" picks up."""
    from digimon_tui.card_files.loader import load_cards

    from . import storage
    from .setup import new_table

    table = new_table(load_cards(), ["red", "blue"], ["Alice", "Bob"], seed=3, first=0)
    for move in ("keep", "keep", "hatch"):
        table.apply(move)
    storage.save_table(table, home / "autosave.json")
    return table


def package_root() -> Path:
    """The folder the running package is imported from, so the app measured is this one."""
    return Path(__file__).resolve().parents[2]


def run(runs: int, size: tuple[int, int]) -> str:
    """Measure everything `runs` times; the report as text."""
    with tempfile.TemporaryDirectory(prefix="digimon-bench-") as tmp:
        bench = Bench(size, Path(tmp), package_root())
        for _ in range(runs):
            bench.title_run()
        for _ in range(runs):
            bench.table_run()
    cols, rows = size
    head = (
        f"digimon-tui app benchmark: {runs} runs in a {cols}x{rows} pseudo-terminal, "
        f"{sys.executable} -m digimon_tui.cli from {package_root()}\n"
        f"A repaint ends at the last byte before {QUIET * 1000:.0f} ms of silence.\n\n"
        f"{'figure':<44} {'median':>7} {'p90':>7} {'target':>6} {'n':>3}  (ms)"
    )
    return "\n".join([head, *(f.row() for f in bench.figures())])


def main(runs: int, size: str) -> int:
    """The `bench app` command; 1 when a target was missed."""
    try:
        cols, rows = (int(n) for n in size.lower().split("x"))
    except ValueError:
        print(f"digimon-tui: --size takes COLSxROWS, e.g. 120x40, not {size!r}", file=sys.stderr)
        return 2
    try:
        report = run(runs, (cols, rows))
    except BenchError as e:
        print(f"digimon-tui: bench: {e}", file=sys.stderr)
        return 1
    print(report)
    return 1 if "MISSED" in report else 0
