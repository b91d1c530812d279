"""The hand-over screen: covers the whole table until the next player is ready.

Shown whenever the deciding player changes, so one player's hand is never drawn
while the other is still looking. It lists every public log line since this player last
had the keyboard, grouped by turn, so nobody misses an attack on them or a lost security
card; a long list scrolls with the arrow keys while the ready hint stays in view. Any
other key or a click uncovers the table.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual._time import get_time  # the clock a key event's `time` is read on
from textual.app import App, ComposeResult
from textual.await_complete import AwaitComplete
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from ..widgets.game_log import styled
from .settling import Settling

SCROLL_KEYS = {"up", "down", "pageup", "pagedown", "home", "end"}


@dataclass(frozen=True)
class News:
    heading: str
    lines: list[str]
    """Public log lines; a turn or duel header ("— ...") starts each group."""


def is_header(line: str) -> bool:
    """The card game's "— turn N: ... —" and the Arena's "— duel N —"."""
    return line.startswith("— ")


def turn_start(log: list[str]) -> int:
    """Where the turn (or duel) in progress begins in the log."""
    return next((i for i in range(len(log) - 1, -1, -1) if is_header(log[i])), 0)


SINCE = "Since your last turn at the keyboard:"


def news_since(log: list[str], start: int, first: bool) -> News:
    """What a player missed: the log from `start`, with the header of a turn already under
    way repeated on top so every line sits under its turn. `first`: they have not had the
    keyboard yet in this game (or since it was loaded)."""
    start = min(start, len(log))
    lines = log[start:]
    if lines and not is_header(lines[0]):
        header = next((log[i] for i in range(start - 1, -1, -1) if is_header(log[i])), None)
        if header is not None:
            lines = [f"{header} (continued)", *lines]
    if not first:
        heading = SINCE
    elif start == 0:
        heading = "The game begins:"
    else:
        heading = "The game so far this turn:"
    return News(heading, lines)


class HandoverScreen(Settling, Screen[None]):
    DEFAULT_CSS = """
    HandoverScreen #handover { height: auto; max-height: 100%; }
    HandoverScreen #handover-news { height: auto; max-height: 50vh; margin-top: 1; }
    HandoverScreen #handover-ready { margin-top: 1; }
    HandoverScreen #handover-head, HandoverScreen #handover-ready { text-align: center; }
    """

    def __init__(
        self,
        to_name: str,
        from_name: str | None,
        why: str,
        news: News | None = None,
        mine: str | None = None,
        uncover: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        super().__init__()
        self.to_name = to_name
        self.from_name = from_name
        self.why = why
        self.news = news or News("", [])
        """Public log lines since this player last had the keyboard (what they missed)."""
        self.mine = mine
        """The id ("p2") of the player taking the keyboard: lines about their side stand out."""
        self.uncover = uncover
        self.done = False
        """The player pressed the key: this screen is on its way out."""
        self.shown_at: float | None = None
        """When it was mounted: a key typed before that was typed by the player handing
        over (a move's key pressed twice, a key after an automatic pass), who hadn't seen
        this screen, so it doesn't uncover the next player's side."""
        """Run once the key is pressed, before this screen goes: the table is redrawn for
        the new player beneath it, so the first frame after it is the finished board."""

    def compose(self) -> ComposeResult:
        head = Text(justify="center")
        head.append(f"Hand the keyboard to {self.to_name}\n\n", style="bold")
        if self.from_name:
            head.append(f"{self.from_name}, please look away.\n")
        head.append(f"{self.to_name} must decide: {self.why}")
        with Vertical(id="handover"):
            yield Static(head, id="handover-head")
            if self.news.lines:
                with VerticalScroll(id="handover-news"):
                    yield Static(self.news_text())
            elif self.news.heading == SINCE:
                quiet = Text(
                    "Nothing you can see has happened since your last turn at the keyboard."
                )
                yield Static(quiet, id="handover-news")
            yield Static(self.ready_text(scrolls=bool(self.news.lines)), id="handover-ready")

    def ready_text(self, scrolls: bool) -> Text:
        """The ready hint; `scrolls`: with the keys that scroll the news."""
        ready = Text(justify="center")
        if scrolls:
            ready.append("↑↓ PgUp PgDn scroll · ", style="dim")
        key = "any other key" if scrolls else "any key"
        ready.append(f"{self.to_name}: press {key} when you are ready", style="reverse")
        return ready

    def on_mount(self) -> None:
        self.shown_at = get_time()
        super().on_mount()

    def settle(self) -> None:
        """The news is laid out: the scroll keys are named only where it overflows its
        box. The hint keeps the room it was laid out in (a new layout would be a frame of
        its own after the screen's first)."""
        if self.news.lines:
            news = self.query_one("#handover-news", VerticalScroll)
            if news.max_scroll_y == 0:
                ready = self.query_one("#handover-ready", Static)
                ready.update(self.ready_text(False), layout=False)
        super().settle()

    def news_text(self) -> Text:
        """The news, each turn's header first and its lines indented under it; lines about
        this player's side (attacks on them, their security, their deletions) in bold."""
        mine = re.compile(rf"\b{self.mine}\b") if self.mine else None
        t = Text()
        t.append(f"{self.news.heading}\n", style="bold underline")
        for line in self.news.lines:
            if is_header(line):
                t.append("\n")
                t.append_text(styled(line))
            else:
                t.append("  ")
                body = styled(line)
                if mine is not None and mine.search(line, 1):
                    body.stylize("bold")
                t.append_text(body)
            t.append("\n")
        return t

    async def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        if self.done:  # typed right after the key that ended this screen: not for it
            hold = getattr(self.app, "hold_key", None)
            if hold is not None:
                hold(event)
            return
        if self.shown_at is None or event.time < self.shown_at:
            return  # typed before the screen could be seen: not the next player's key
        if event.key in SCROLL_KEYS and self.news.lines:
            scroll = self.query_one("#handover-news", VerticalScroll)
            actions = {
                "up": scroll.scroll_up,
                "down": scroll.scroll_down,
                "pageup": scroll.scroll_page_up,
                "pagedown": scroll.scroll_page_down,
                "home": scroll.scroll_home,
                "end": scroll.scroll_end,
            }
            actions[event.key](animate=False)
            return
        await self.ready()

    async def on_click(self, event: events.Click) -> None:
        event.stop()
        if not self.done:
            await self.ready()

    async def ready(self) -> None:
        """Uncover the table: its board is drawn for the new player beneath this screen,
        which then goes. Nothing is painted from the key until this screen is removed:
        the first frame is the finished table (painted earlier, the board would be
        painted again, in full, when Textual removes this screen)."""
        self.done = True
        hold = getattr(self.app, "hold_keys", None)
        if hold is not None:
            hold()
        held = self.app.batch_update()
        held.__enter__()
        try:
            if self.uncover is not None:
                await self.uncover()
        finally:
            gone = self.dismiss(None)
            gone.set_pre_await_callback(None)  # awaited by a task of its own, not here
            task = asyncio.create_task(paint_when_gone(self.app, gone, held))
            PAINTING.add(task)
            task.add_done_callback(PAINTING.discard)


PAINTING: set[asyncio.Task[None]] = set()
"""The tasks of `paint_when_gone` running now (asyncio keeps no reference to a task)."""


async def paint_when_gone(
    app: App[object], gone: AwaitComplete, held: AbstractContextManager[None]
) -> None:
    """Once the hand-over screen is removed, paint again: whatever is on top now."""
    try:
        await gone
    finally:
        held.__exit__(None, None, None)
        if app.is_running and app.screen_stack:
            app.screen.refresh()
