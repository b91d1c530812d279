"""The Textual app: routes between the title, the new-game form and the table, and
makes sure a game is never lost (autosave after every move and on quit)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.notifications import SeverityLevel
from textual.screen import Screen

from digimon_tui.cards.loader import load_cards
from digimon_tui.cards.model import Card

from . import storage
from .screens.arena import ArenaScreen
from .screens.arena_new_game import ArenaNewGameScreen
from .screens.game import GameScreen
from .screens.guide import GuideScreen
from .screens.help import HelpScreen
from .screens.new_game import NewGameScreen
from .screens.open_file import OpenFileScreen
from .screens.table_screen import TableScreen
from .screens.title import TitleScreen
from .screens.too_small import TooSmallScreen, too_small
from .setup import SetupError, rematch, scenario_table
from .sizes import fit
from .table import AnyTable, ArenaTable, Table


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
        cards: dict[str, Card] | None = None,
        card_files: tuple[str, ...] = (),
    ) -> None:
        super().__init__()
        self.first_table = table
        if cards is None:
            cards = table.game.cards if isinstance(table, Table) else load_cards()
        self.cards = cards
        """The card game's cards (the Arena reads its own set): the built-in ones and
        those of `card_files`, the designer's own given on the command line."""
        self.card_files = card_files

    def on_mount(self) -> None:
        self.push_screen(TitleScreen())
        if self.first_table is not None:
            self.start_game(self.first_table)
        self.check_size(self.size.width, self.size.height)

    # ---- routing ---------------------------------------------------------------------------

    def push_screen(self, screen: Screen | str, *args: Any, **kw: Any) -> Any:
        """Every screen starts with the size classes of the terminal it opens in."""
        if isinstance(screen, Screen):
            fit(screen, *self.size)
        return super().push_screen(screen, *args, **kw)

    def game_screen(self) -> TableScreen | None:
        return next((s for s in self.screen_stack if isinstance(s, TableScreen)), None)

    def start_game(self, table: AnyTable) -> None:
        """Replace any game in progress (it is in the autosave) with this one."""
        self._pop_to(TitleScreen)
        screen = ArenaScreen(table) if isinstance(table, ArenaTable) else GameScreen(table)
        self.push_screen(screen)
        screen.autosaved()

    def to_title(self, then_new: bool = False) -> None:
        self._pop_to(TitleScreen)
        if then_new:
            self.menu("new")

    def _pop_to(self, kind: type[Screen]) -> None:
        while len(self.screen_stack) > 1 and not isinstance(self.screen, kind):
            self.pop_screen()

    def menu(self, key: str) -> None:
        """The title screen's choices."""
        if key == "continue":
            self.open_save(storage.autosave_path())
        elif key == "new":
            self.push_screen(NewGameScreen(self.cards, self.card_files), self._started)
        elif key == "arena":
            self.push_screen(ArenaNewGameScreen(), self._started)
        elif key == "load":
            start = storage.saves_dir()
            start = start if start.is_dir() else storage.data_home()
            start = start if start.is_dir() else Path.cwd()
            self.push_screen(OpenFileScreen("Load a saved game", start, ".json"), self.open_save)
        elif key == "scenario":
            start = Path("docs/scenarios")
            start = start if start.is_dir() else Path.cwd()
            self.push_screen(OpenFileScreen("Open a scenario", start, ".toml"), self.open_scenario)
        elif key == "guide":
            self.action_guide()
        elif key == "help":
            self.action_help()
        elif key == "quit":
            self.exit()

    def on_title_screen_chosen(self, event: TitleScreen.Chosen) -> None:
        self.menu(event.key)

    def on_table_screen_leave(self, event: TableScreen.Leave) -> None:
        """After a game: a rematch, a new game, or the title screen."""
        if event.choice == "rematch":
            self.start_game(rematch(event.table))
        else:
            self.to_title(then_new=event.choice == "new")

    def _started(self, table: AnyTable | None) -> None:
        if table is not None:
            self.start_game(table)

    def open_save(self, path: Path | None) -> None:
        if path is None:
            return
        try:
            table = storage.load_table(self.cards, path)
        except ValueError as e:
            self.notify(
                f"{e}{self._set_aside(path)}", title="Can't load", severity="error", timeout=10
            )
            return
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

    def open_scenario(self, path: Path | None) -> None:
        if path is None:
            return
        try:
            table = scenario_table(path, extra=[Path(f) for f in self.card_files])
        except SetupError as e:
            self.notify(str(e), title="Can't open the scenario", severity="error", timeout=8)
            return
        self.start_game(table)

    # ---- actions ------------------------------------------------------------------------------

    def action_help(self) -> None:
        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(arena=isinstance(self.screen, ArenaScreen)))

    def action_guide(self, rule: str | None = None) -> None:
        if not isinstance(self.screen, GuideScreen):
            self.push_screen(GuideScreen(rule))

    async def action_quit(self) -> None:
        game = self.game_screen()
        if game is not None:
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
        yield from super().get_system_commands(screen)
        yield SystemCommand("Rules guide", "Browse or search the rules", self.action_guide)
        yield SystemCommand("Help", "How to play and every key", self.action_help)
        yield SystemCommand("Title screen", "Leave the table (the game is kept)", self.to_title)
        if isinstance(screen, TableScreen):
            hands = screen.table.open_hands
            yield SystemCommand(
                "Hide hands" if hands else "Open hands",
                "Teaching table: show both hands, no hand-over"
                if not hands
                else "Hotseat: hand-over screen between players",
                lambda: screen.set_open_hands(not hands),
            )
            yield SystemCommand("Undo", "Take back the last move", screen.action_undo)
            yield SystemCommand("Save", "Save the game to a file", screen.action_save)
        if isinstance(screen, GameScreen):
            yield SystemCommand("Forfeit", "The deciding player concedes (1-2-2)", screen.forfeit)

    # ---- terminal size -----------------------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        for screen in self.screen_stack:
            if fit(screen, *event.size) and isinstance(screen, GameScreen):
                screen.show_actions()  # the roomy layout adds the selected card's text
        self.check_size(event.size.width, event.size.height)

    def check_size(self, width: int, height: int) -> None:
        """Cover everything with a message while the terminal is too small for the table."""
        covered = isinstance(self.screen, TooSmallScreen)
        if too_small(width, height) and not covered:
            self.push_screen(TooSmallScreen())
        elif covered and not too_small(width, height):
            self.pop_screen()
