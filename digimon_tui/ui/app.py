"""The Textual app: routes between the title, the new-game form and the table, and
makes sure a game is never lost (autosave after every move and on quit).

The title screen is drawn before the engines, the cards and the other screens are
imported: they are imported where first needed, and in the background once the title is
up (`warm_up`), so the first frame comes quickly and the first choice doesn't wait.
"""

from __future__ import annotations

import asyncio
import contextvars
import gc
import threading
from collections.abc import Callable, Iterable, Mapping
from functools import cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.notifications import SeverityLevel
from textual.screen import Screen

from . import autosave_lock, storage
from .hangup import leave_when_gone
from .screens.title import TitleScreen
from .screens.too_small import TooSmallScreen, too_small
from .sizes import Refits, fit

if TYPE_CHECKING:
    from digimon_tui.cards.model import Card
    from digimon_tui.sealed.match import Match

    from .screens.table_screen import TableScreen
    from .table import AnyTable, SealedTable


def warm_up() -> None:
    """Import what the first game needs while the title is shown (the cards are read set
    by set as a game asks for them)."""
    from .screens import arena, arena_new_game, game, guide, help, new_game  # noqa: F401

    settle()


GC_YOUNG = 20_000
"""Allocations between two young collections. A repaint of the board makes some 100,000
short-lived objects: at Python's 700, a dozen collections and two of the middle generation
run inside every repaint (some 8 ms of a 120x40 hand-over)."""


def settle() -> None:
    """Put everything alive now (Textual, the cards, the game) out of the garbage
    collector's sight: its full collections then walk only what play creates, a few
    milliseconds instead of a pause of some 70 ms in the middle of a repaint; and collect
    the young less often (`GC_YOUNG`)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG, 20, 20)


class DigimonApp(App[None]):
    TITLE = "digimon-tui"
    CSS_PATH = "app.tcss"
    BINDINGS = [
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True),
        Binding("question_mark", "help", "Help"),
        Binding("g", "guide", "Guide"),
    ]

    def __init__(
        self,
        table: AnyTable | None = None,
        cards: Mapping[str, Card] | None = None,
        card_files: tuple[str, ...] = (),
        *,
        warm: bool = False,
        lessons: tuple[Path, ...] = (),
        learn: bool = False,
        watch: bool = False,
    ) -> None:
        super().__init__()
        self.lesson_folders = lessons
        """Teachers' folders of lessons, listed on the Learn screen after the built-in ones."""
        self.learn = learn
        """Open the Learn screen at once (`digimon-tui lesson learn`)."""
        self.watch_only = watch
        """The projector seat alone (`digimon-tui watch`): it writes nothing, so it holds
        no autosave, and leaving it ends the app."""
        self.first_table = table
        if cards is not None:
            self.cards = cards
        self.card_files = card_files or (table.card_files if table is not None else ())
        """The designer's own card files (the command line's, or the first game's), whose
        cards are in `cards` too: new games and scenarios opened here get them as well."""
        self.warm = warm
        """The process is this app's alone (the command line): after the first frame, load
        what comes next in the background and `settle` the heap. Tests leave it off."""
        self.warming: threading.Thread | None = None
        """The background `warm_up`, until something needs what it loads."""
        self.held: list[events.Key] | None = None
        """Keys pressed while the table changes hands, for the question that comes next."""
        self.autosave = autosave_lock.Claim()
        """The autosave this app writes, locked from mount to unmount."""

    @cached_property
    def cards(self) -> Mapping[str, Card]:
        """The card game's cards (the Arena reads its own set), read when first needed."""
        self.warmed()
        from digimon_tui.card_files.loader import load_cards

        from .table import Table

        if isinstance(self.first_table, Table):
            return self.first_table.game.cards

        return load_cards()

    def on_mount(self) -> None:
        leave_when_gone(self)
        if self.watch_only:
            self.push_screen(self.watch_screen(exits=True))
            self.check_size(self.size.width, self.size.height)
            return
        self.autosave = autosave_lock.claim()
        self.push_screen(TitleScreen(self.autosave.note))
        if self.first_table is not None:
            self.start_game(self.first_table)
        elif self.learn:
            self.menu("learn")  # which warms up after its own work in the background
        elif self.warm:
            self.in_background(warm_up)
        self.check_size(self.size.width, self.size.height)

    def on_unmount(self) -> None:
        self.autosave.release()

    def warmed(self) -> None:
        """Wait for the background warm-up before importing what it imports: two threads
        importing the same modules at once could each see the other's half-made module."""
        if self.warming is not None:
            if self.warming.ident is None:  # asked for before the frame it waits for
                self.warming.start()
            self.warming.join()
            self.warming = None

    def in_background(self, work: Callable[[], object]) -> None:
        """Run `work` in a thread once the next frame is drawn: the imports and reading of
        what comes next, which `warmed` waits for."""
        self.warmed()
        self.warming = threading.Thread(target=work, daemon=True)
        self.call_after_refresh(self._start_warming)

    def _start_warming(self) -> None:
        if self.warming is not None and self.warming.ident is None:
            self.warming.start()

    def poster(self) -> Callable[..., None]:
        """A function that another thread calls to have a callback run on the app's loop,
        without waiting for it (the app may be waiting for that thread)."""
        loop = asyncio.get_running_loop()
        context = contextvars.copy_context()

        def post(callback: Callable[..., object], *args: object) -> None:
            loop.call_soon_threadsafe(partial(self.call_later, callback, *args), context=context)

        return post

    # ---- routing ---------------------------------------------------------------------------

    def push_screen(self, screen: Screen | str, *args: Any, **kw: Any) -> Any:
        """Every screen starts with the size classes of the terminal it opens in."""
        if isinstance(screen, Screen):
            fit(screen, *self.size)
        return super().push_screen(screen, *args, **kw)

    def game_screen(self) -> TableScreen | None:
        self.warmed()
        from .screens.table_screen import TableScreen

        return next((s for s in self.screen_stack if isinstance(s, TableScreen)), None)

    def start_game(self, table: AnyTable) -> None:
        """Replace any game in progress (it is in the autosave) with this one."""
        self.warmed()
        from .screens.arena import ArenaScreen
        from .screens.game import GameScreen
        from .table import ArenaTable

        self._pop_to(TitleScreen)
        screen = ArenaScreen(table) if isinstance(table, ArenaTable) else GameScreen(table)
        self.push_screen(screen)
        screen.autosaved()
        if self.warm:  # the cards and the game just loaded: out of the collector's walks
            self.call_after_refresh(settle)

    def to_title(self, then_new: bool = False) -> None:
        self._pop_to(TitleScreen)
        if then_new:
            self.menu("new")

    def _pop_to(self, kind: type[Screen]) -> None:
        while len(self.screen_stack) > 1 and not isinstance(self.screen, kind):
            self.pop_screen()

    def menu(self, key: str) -> None:
        """The title screen's choices."""
        self.warmed()
        if key == "continue":
            self.open_save(storage.autosave_path(), own=True)
        elif key == "new":
            from .screens.new_game import NewGameScreen

            self.push_screen(NewGameScreen(self.cards, self.card_files), self._started)
        elif key == "computer":
            from .screens.new_game import NewGameScreen

            screen = NewGameScreen(self.cards, self.card_files, computer=True)
            self.push_screen(screen, self._started)
        elif key == "sealed":
            from .screens.sealed_form import SealedFormScreen

            self.push_screen(SealedFormScreen(self.cards), self.start_match)
        elif key == "arena":
            from .screens.arena_new_game import ArenaNewGameScreen

            self.push_screen(ArenaNewGameScreen(), self._started)
        elif key == "load":
            from .screens.open_file import OpenFileScreen

            start = storage.saves_dir()
            start = start if start.is_dir() else storage.data_home()
            start = start if start.is_dir() else Path.cwd()
            self.push_screen(OpenFileScreen("Load a saved game", start, ".json"), self.open_save)
        elif key == "replay":
            from .screens.open_file import OpenFileScreen

            home = storage.data_home()  # the autosaves, and the saves/ folder in it
            start = home if home.is_dir() else Path.cwd()
            self.push_screen(
                OpenFileScreen("Replay a saved game", start, ".json"), self.open_replay
            )
        elif key == "scenario":
            from .screens.open_file import OpenFileScreen

            start = Path("docs/scenarios")
            start = start if start.is_dir() else Path.cwd()
            self.push_screen(OpenFileScreen("Open a scenario", start, ".toml"), self.open_scenario)
        elif key == "learn":
            self.open_learn()
        elif key == "cards":
            from .screens.card_browser import CardBrowserScreen

            self.push_screen(CardBrowserScreen(self.cards))
        elif key == "study":
            from .screens.study import StudyScreen

            self.push_screen(StudyScreen(self.cards))
        elif key == "watch":
            self.push_screen(self.watch_screen())
        elif key == "guide":
            self.action_guide()
        elif key == "help":
            self.action_help()
        elif key == "quit":
            self.exit()

    def open_learn(self) -> None:
        """The Learn screen. From the command line it is drawn at once and the files are
        read (and the engine imported) in the background: read first, they kept even its
        first frame waiting seconds."""
        from .screens.learn import LearnScreen, read_learning

        if not self.warm:
            self.push_screen(LearnScreen(self.lesson_folders))
            return
        screen = LearnScreen(later=True)
        self.push_screen(screen)
        folders, post = self.lesson_folders, self.poster()

        def read() -> None:
            post(screen.fill, read_learning(folders))
            warm_up()

        self.in_background(read)

    def watch_screen(self, exits: bool = False) -> Screen:
        """The projector seat, following the games of this data folder but this app's."""
        from .screens.watch import WatchScreen
        from .watch_feed import WatchFeed

        own = storage.autosave_path() if self.autosave.lock is not None else None
        return WatchScreen(WatchFeed(lambda: self.cards, exclude=own), exits=exits)

    def on_title_screen_chosen(self, event: TitleScreen.Chosen) -> None:
        self.menu(event.key)

    def on_table_screen_leave(self, event: TableScreen.Leave) -> None:
        """After a game: a rematch, a new game, or the title screen."""
        self.warmed()
        from .setup import rematch
        from .table import SealedTable

        if isinstance(event.table, SealedTable) and event.table.match is not None:
            if event.choice == "next":
                self.start_match(event.table.match, ended=event.table)
            else:
                self.to_title()
        elif event.choice == "rematch":
            self.start_game(rematch(event.table))
        else:
            self.to_title(then_new=event.choice == "new")

    def start_match(self, match: Match | None, ended: SealedTable | None = None) -> None:
        """A Sealed match goes on from where it stands (`SealedFlow`); `ended`: the table
        whose game just ended, to score first."""
        if match is None:
            return
        from .sealed_flow import SealedFlow

        flow = SealedFlow(self, match)
        if ended is not None:
            flow.game_ended(ended)
        else:
            flow.begin()

    def _started(self, table: AnyTable | None) -> None:
        if table is not None:
            self.start_game(table)

    def open_save(self, path: Path | None, own: bool = False) -> None:
        """Load a save; `own`: this app's autosave, which is moved aside when it can't be
        loaded (a file the player named is theirs, and stays as it is)."""
        if path is None:
            return
        try:
            table = storage.load_table(self.cards, path)
        except ValueError as e:
            aside = self._set_aside(path) if own else ""
            self.notify(f"{e}{aside}", title="Can't load", severity="error", timeout=10)
            return
        from digimon_tui.sealed.match import Match

        if isinstance(table, Match):
            self.start_match(table)
        else:
            self.start_game(table)

    @staticmethod
    def _set_aside(path: Path) -> str:
        """Move a save that can't be loaded out of the way (so "Continue" doesn't offer it
        again); what became of it, to add to the message."""
        if not path.is_file():
            return ""
        try:
            return f" (moved to {storage.move_aside(path)})"
        except OSError as e:
            return f" (could not move it aside: {e.strerror or e})"

    def open_replay(self, path: Path | None) -> None:
        """A saved game (or an autosave) in the replay screen; a file that isn't one is
        named in one line and left as it is."""
        if path is None:
            return
        from digimon_tui.ui.replay import Recording

        from .screens.replay import ReplayScreen

        try:
            rec = Recording.open(self.cards, path)
        except ValueError as e:
            self.notify(str(e), title="Can't replay", severity="error", timeout=10)
            return
        self.push_screen(ReplayScreen(rec))

    def open_scenario(self, path: Path | None) -> None:
        self.warmed()
        from .setup import SetupError, scenario_table

        if path is None:
            return
        try:
            table = scenario_table(path, extra=[Path(f) for f in self.card_files])
        except SetupError as e:
            self.notify(str(e), title="Can't open the scenario", severity="error", timeout=8)
            return
        self.start_game(table)

    # ---- keys pressed early -------------------------------------------------------------------

    def hold_keys(self) -> None:
        """From the hand-over key until the table has asked its next question, keys wait:
        typed ahead, they would otherwise reach the board beneath the question, or the
        hand-over screen a second time."""
        if self.held is None:
            self.held = []

    def hold_key(self, event: events.Key) -> None:
        """A key that reached a screen already on its way out: it waits with the others,
        or goes to the table now if the others have been let through already (the
        hand-over screen waits for the new board before it goes, and keys queued behind
        its key reach it after that)."""
        if self.held is None:
            self.post_message(events.Key(event.key, event.character))
            return
        self.held.append(events.Key(event.key, event.character))
        self.held[-1].time = event.time

    def release_keys(self) -> None:
        """The table is ready: the keys held are pressed again, in the order they came."""
        held, self.held = self.held, None
        for event in sorted(held or [], key=lambda e: e.time):
            self.post_message(events.Key(event.key, event.character))

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not event.is_forwarded:
            if self.held is not None:
                self.hold_key(event)
                return
            stash = getattr(self.screen, "stash_key", None)  # a list still being read
            if stash is not None and stash(event):
                return
            skip = getattr(self.screen, "skip_wait", None)  # the computer is about to answer
            if event.key not in ("ctrl+c", "ctrl+q") and skip is not None and skip():
                return
        await super().on_event(event)

    # ---- actions ------------------------------------------------------------------------------

    def action_help(self) -> None:
        self.warmed()
        from .screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(getattr(self.screen, "HELP_TOPIC", "table")))

    def action_guide(self, rule: str | None = None) -> None:
        self.warmed()
        from .screens.guide import GuideScreen

        if not isinstance(self.screen, GuideScreen):
            self.push_screen(GuideScreen(rule))

    async def action_quit(self) -> None:
        game = self.game_screen()  # after the background work: it may be importing this
        from .screens.lesson import LessonScreen

        if game is not None and not isinstance(game, LessonScreen):  # lessons aren't saved
            storage.autosave(game.table)  # a failure can't be shown any more: quit anyway
        self.exit()

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Every notification is plain text: messages carry names, moves, file names and
        file contents, which must never turn into markup or a clickable action."""
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        self.warmed()
        from .screens.game import GameScreen
        from .screens.table_screen import TableScreen, secret_in_view

        stack = self.screen_stack
        shown = stack[: stack.index(screen) + 1] if screen in stack else [screen]
        secret = secret_in_view(shown)  # a screenshot would keep a hand in a file
        for command in super().get_system_commands(screen):
            if not (secret and command.title == "Screenshot"):
                yield command
        yield SystemCommand("Rules guide", "Browse or search the rules", self.action_guide)
        yield SystemCommand("Help", "How to play and every key", self.action_help)
        yield SystemCommand("Title screen", "Leave the table (the game is kept)", self.to_title)

        if isinstance(screen, TableScreen):
            hands = screen.table.open_hands
            yield SystemCommand(
                "Hide hands" if hands else "Open hands",
                "Teaching table: show both hands, no hand-over (the other player agrees)"
                if not hands
                else "Hotseat: hand-over screen between players",
                screen.switch_open_hands,
            )
            yield SystemCommand("Undo", "Take back the last move", screen.action_undo)
            yield SystemCommand("Save", "Save the game to a file", screen.action_save)
        if isinstance(screen, GameScreen):
            yield SystemCommand("Forfeit", "The deciding player concedes (1-2-4)", screen.forfeit)
            from .screens.export_position import export_live

            yield SystemCommand(
                "Export this position",
                "Write it as a scenario file (it holds both hands: the other player agrees)",
                lambda: export_live(screen),
            )

    # ---- terminal size -----------------------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        for screen in self.screen_stack:
            if fit(screen, *event.size) and isinstance(screen, Refits):
                screen.refit()
        self.check_size(event.size.width, event.size.height)

    def check_size(self, width: int, height: int) -> None:
        """Cover everything with a message while the terminal is too small for the table."""
        covered = isinstance(self.screen, TooSmallScreen)
        if too_small(width, height) and not covered:
            self.push_screen(TooSmallScreen())
        elif covered and not too_small(width, height):
            self.pop_screen()
