"""The projector seat: a read-only view of the game being played on this machine.

It draws only what both players may see, whoever is deciding: the two sides with their
hands as counts (security, decks and Digi-Egg decks are counts too), the memory gauge,
the log with its rule citations, and the last rule cited in full from the rules guide.
p1 sits at the bottom, always, so the class never sees the table turn. The game comes
from `WatchFeed` (the autosave the playing app writes after each move), polled a few
times a second; high contrast, for a room.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from digimon_tui import guide

from ..table import Table
from ..watch_feed import WatchFeed
from ..widgets.game_log import GameLog
from ..widgets.key_bar import KeyBar
from ..widgets.memory_gauge import MemoryGauge
from ..widgets.player_side import PlayerSide, board
from ..widgets.sync import show
from .trash import TrashScreen

POLL = 0.25
"""Seconds between two looks at the autosave: a move shows within a blink."""


class WatchLog(GameLog):
    RULE_STYLE = "bold cyan"
    """On a projector the citations are what the class reads the log for."""


def rule_text(lines: list[str]) -> Text:
    """The rule cited last in the log, in full (the guide's entry covering it)."""
    number = guide.last_cited(lines)
    entry = None if number is None else guide.find(number)
    if number is None or entry is None:
        return Text("No rule cited yet: each one the log cites is explained here.")
    t = Text(f"{entry.rule} {entry.title}\n", style="bold")
    if entry.rule != number:
        t.append(f"(cited as {number})\n", style="italic")
    t.append(f"{entry.chapter}\n\n", style="italic")
    t.append(entry.text)
    return t


def status(table: Table) -> Text:
    """Where the game stands and who must decide what, in words both players may read."""
    g = table.game
    t = Text()
    t.append(" WATCHING ", style="reverse bold")
    t.append(f" Turn {g.turn_number} ", style="bold")
    t.append(f" {table.name(g.turn_player)}'s turn · {g.phase} phase ")
    d = g.pending
    if d is None:
        if g.winner == "draw":
            t.append(f" Game over: a draw — {g.win_reason} ", style="bold")
        else:
            winner = table.name(0 if g.winner == "p1" else 1)
            t.append(f" Game over: {winner} wins — {g.win_reason} ", style="bold")
    else:
        t.append(f" {table.name(d.player)}: {d.prompt}", style="bold")
    return t


class WatchScreen(Screen[None]):
    """`exits`: the app is the projector seat alone (`digimon-tui watch`), so leaving
    ends it; opened from the title screen, leaving goes back there."""

    AUTO_FOCUS = ""

    BINDINGS = [
        Binding("q,escape", "leave", "Leave"),
        Binding("g", "guide", "Rules guide"),
    ]

    def __init__(self, feed: WatchFeed, exits: bool = False) -> None:
        super().__init__(classes="watch")
        self.feed = feed
        self.exits = exits
        self.timer: Timer | None = None
        self.drawn = False
        self.rule = Text()
        """The rule panel's text, redrawn (and scrolled to its top) only when it changes."""

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield Static(id="watch-note")
        with Horizontal(id="table"):
            yield from board()
            with Vertical(id="right"):
                yield WatchLog(id="log")
                with VerticalScroll(id="watch-rule"):
                    yield Static(id="rule-text")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        self.query_one("#log").border_title = "Log"
        self.query_one("#watch-rule").border_title = "Last rule cited"
        self.query_one("#side-p2", PlayerSide).place(True)
        self.query_one("#side-p1", PlayerSide).place(False)
        self.query_one("#table").display = False
        self.look()
        self.timer = self.set_interval(POLL, self.look)

    def look(self) -> None:
        """Poll the feed; redraw what changed."""
        if not self.feed.poll() and self.drawn:
            return
        self.drawn = True
        view = self.feed.view
        show(self.query_one("#watch-note", Static), Text(view.note), layout=True)
        table = view.table
        self.query_one("#table").display = table is not None
        if table is None:
            show(self.query_one("#status", Static), Text(" WATCHING ", style="reverse bold"))
            return
        self.draw(table)

    def draw(self, table: Table) -> None:
        g = table.game
        for player in (0, 1):
            side = self.query_one(f"#side-p{player + 1}", PlayerSide)
            side.show(g, table.name(player), False)  # a hand is a count, always
        self.query_one(MemoryGauge).show(g.memory, g.turn_player, 1, table.names)
        show(self.query_one("#status", Static), status(table))
        lines = g.log_lines
        self.query_one(WatchLog).show(lines)
        text = rule_text(lines)
        if text != self.rule:
            self.rule = text
            self.query_one("#rule-text", Static).update(text)
            self.query_one("#watch-rule", VerticalScroll).scroll_home(animate=False)

    def action_trash(self, player: int) -> None:
        """Either trash is public: a click on its count opens it."""
        table = self.feed.view.table
        if table is not None:
            self.app.push_screen(TrashScreen(table.game, player, table.name(player)))

    def action_guide(self) -> None:
        from .guide import GuideScreen

        table = self.feed.view.table
        lines = table.game.log_lines if table is not None else []
        self.app.push_screen(GuideScreen(guide.last_cited(lines)))

    def action_leave(self) -> None:
        if self.timer is not None:
            self.timer.stop()
        if self.exits:
            self.app.exit()
        else:
            self.dismiss(None)
