"""A saved game looked at again: step through its moves, jump to a turn, read the log as
it was, branch a new game from any move, or export the position as a scenario.

The board is the table's own widgets, drawn from the public view by default: hands are
counts, and moves not yet reached are listed only by who made them and when (their
words could name a card still in a hand). A player's view, with their hand, is offered
once the game is over, at a teaching table (open hands), or when both players agree
(`replay.may_see_all`); so is exporting, since a scenario file holds every hidden card.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from functools import partial

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static

from digimon_tui.bots import STRONGEST
from digimon_tui.engine.game import Game
from digimon_tui.guide import CITED
from digimon_tui.ui.replay import Recording, deciding, may_see_all, result_line

from .. import storage
from ..table import Table
from ..widgets.game_log import GameLog
from ..widgets.key_bar import KeyBar
from ..widgets.memory_gauge import MemoryGauge
from ..widgets.player_side import PlayerSide, board
from ..widgets.sync import show
from .choice import Answer, ChoiceScreen
from .consent import ConsentScreen
from .export_position import default_path, write_scenario
from .guide import GuideScreen
from .save_as import SaveAsScreen
from .trash import TrashScreen


class ReplayScreen(Screen[None]):
    HELP_TOPIC = "replay"
    """The help opened here explains this screen's keys."""

    DEFAULT_CSS = """
    ReplayScreen #replay-moves {
        height: 45%;
        border: round $primary;
        border-title-align: left;
        scrollbar-size-vertical: 1;
    }
    """
    AUTO_FOCUS = "#replay-moves"
    BINDINGS = [
        Binding("left,comma", "back", "Back"),
        Binding("right,period", "forward", "Forward"),
        Binding("home", "start", "Start", show=False, priority=True),
        Binding("end", "end", "End", show=False, priority=True),
        Binding("t", "turn", "Turn"),
        Binding("v", "view", "View"),
        Binding("f", "branch", "Play from here"),
        Binding("x", "export", "Export"),
        Binding("g", "guide", "Rule cited"),
        Binding("escape,q", "leave", "Leave"),
    ]

    def __init__(self, rec: Recording) -> None:
        super().__init__()
        self.rec = rec
        self.n = len(rec.moves)
        """How many moves have been made in the position shown."""
        self.view: int | None = None
        """Whose hand is shown: None for the public view (no hand)."""
        self.consented = False
        """Both players agreed to show hidden cards of this unfinished game."""
        self.game: Game = rec.at(self.n)
        """The game after `n` moves: its own copy, which stepping forward plays on."""

    @property
    def table(self) -> Table:
        return self.rec.table

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="table"):
            yield from board()
            with Vertical(id="right"):
                yield OptionList(*self.labels(), id="replay-moves")
                yield GameLog(id="log")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        self.query_one("#replay-moves").border_title = "Moves"
        self.query_one("#log").border_title = "Log"
        self.go(self.n)

    # ---- the moves -----------------------------------------------------------------------

    def label(self, k: int) -> Text:
        """Entry `k` of the move list: the start, or move `k` in words once it has been
        made in the position shown, else only who made it and in which turn."""
        if k == 0:
            return Text("0  the start")
        who = f"p{self.rec.movers[k - 1] + 1}"
        if k > self.n:
            return Text(f"{k}  {who} · turn {self.rec.turns[k]}", style="dim")
        return Text(f"{k}  {who}: {self.rec.moves[k - 1]}")

    def labels(self) -> list[Text]:
        return [self.label(k) for k in range(len(self.rec.moves) + 1)]

    def go(self, n: int) -> None:
        """Show the position after `n` moves."""
        before, self.n = self.n, n
        if n == before + 1:  # one step forward: one move made, not the game replayed
            self.game.apply(self.rec.moves[before])
        else:
            self.game = self.rec.at(n)
        moves = self.query_one("#replay-moves", OptionList)
        for k in range(min(before, n) + 1, max(before, n) + 1):
            moves.replace_option_prompt_at_index(k, self.label(k))
        if moves.highlighted != n:
            moves.highlighted = n
        self.redraw()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter or a click on a move in the list shows the position after it."""
        event.stop()
        self.go(event.option_index)

    def action_back(self) -> None:
        if self.n > 0:
            self.go(self.n - 1)

    def action_forward(self) -> None:
        if self.n < len(self.rec.moves):
            self.go(self.n + 1)

    def action_start(self) -> None:
        self.go(0)

    def action_end(self) -> None:
        self.go(len(self.rec.moves))

    def action_turn(self) -> None:
        """Jump to the start of a turn, chosen from the turns the game reached."""
        turns = sorted(set(self.rec.turns))
        answers = [Answer(str(t), f"Turn {t} (after move {self.rec.turn_start(t)})") for t in turns]

        def chosen(turn: str | None) -> None:
            if turn is not None:
                start = self.rec.turn_start(int(turn))
                self.go(start if start is not None else self.n)

        screen = ChoiceScreen("Jump to a turn", "Which turn?", answers, cancellable=True)
        self.app.push_screen(screen, chosen)

    # ---- drawing -------------------------------------------------------------------------

    def redraw(self) -> None:
        g, t = self.game, self.table
        bottom = self.view if self.view is not None else 0
        top = 1 - bottom
        board = self.query_one("#board")
        top_side = self.query_one(f"#side-p{top + 1}", PlayerSide)
        bottom_side = self.query_one(f"#side-p{bottom + 1}", PlayerSide)
        if board.children[0] is not top_side:
            board.move_child(top_side, before=0)
            board.move_child(bottom_side, after=self.query_one("#gauge"))
        top_side.place(True)
        bottom_side.place(False)
        top_side.show(g, t.name(top), self.view == top)
        bottom_side.show(g, t.name(bottom), self.view == bottom)
        self.query_one(MemoryGauge).show(g.memory, g.turn_player, top, t.names)
        self.query_one(GameLog).show(self.rec.log_at(self.n))
        show(self.query_one("#status", Static), self.status_text())

    def status_text(self) -> Text:
        g = self.game
        t = Text()
        t.append(" REPLAY ", style="reverse bold")
        t.append(f" move {self.n} of {len(self.rec.moves)} · turn {g.turn_number} ")
        view = "public view" if self.view is None else f"{self.table.name(self.view)}'s view"
        t.append(f" {view} ", style="reverse bold yellow" if self.view is not None else "bold")
        if g.pending is None:
            t.append(f" {result_line(self.table, g)}", style="bold green")
        else:
            t.append(f" {deciding(self.table, g)}")
        return t

    def action_trash(self, player: int) -> None:
        """Either player's trash is public: a click on its count opens it."""
        self.app.push_screen(TrashScreen(self.game, player, self.table.name(player)))

    def action_guide(self) -> None:
        """The guide at the rule last cited in the log as it was at this move."""
        lines = reversed(self.rec.log_at(self.n))
        rules = [m[-1] for m in (CITED.findall(line) for line in lines) if m]
        self.app.push_screen(GuideScreen(rules[0] if rules else None))

    def action_leave(self) -> None:
        self.dismiss(None)

    # ---- what may be seen ----------------------------------------------------------------

    def may_see_all(self) -> bool:
        return may_see_all(self.rec.finished, self.table.open_hands, self.consented)

    def with_consent(self, what: str, then: Callable[[], None]) -> None:
        """Do `then` now if every hidden card may be seen; else once both players agree,
        each on a screen that covers the table."""
        if self.may_see_all():
            then()
            return
        names = (self.table.name(0), self.table.name(1))
        question = (
            f"This game is not over. {what} shows cards the other player must not see "
            "(hands, and with an export the decks' order): from now on in this replay, "
            "either player's view may be shown. Allow it?"
        )

        def second(allow: bool | None) -> None:
            if allow:
                self.consented = True
                self.notify("Both players agreed.", timeout=4)
                then()
            else:
                self.notify(f"{names[1]} did not agree.", timeout=4)

        def first(allow: bool | None) -> None:
            if allow:
                self.app.push_screen(ConsentScreen(names[1], names[0], question), second)
            else:
                self.notify(f"{names[0]} did not agree.", timeout=4)

        self.app.push_screen(ConsentScreen(names[0], names[1], question), first)

    def action_view(self) -> None:
        """The public view, or a player's (with their hand)."""
        t = self.table
        answers = [
            Answer("public", "Public view: what both players saw (hands hidden)"),
            Answer("0", f"{t.name(0)}'s view (their hand shown)"),
            Answer("1", f"{t.name(1)}'s view (their hand shown)"),
        ]

        def chosen(answer: str | None) -> None:
            if answer == "public":
                self.view = None
                self.redraw()
            elif answer is not None:
                self.with_consent("A player's view", lambda: self.set_view(int(answer)))

        self.app.push_screen(
            ChoiceScreen("View", "Show the game as:", answers, cancellable=True), chosen
        )

    def set_view(self, player: int) -> None:
        self.view = player
        self.redraw()

    # ---- branching and exporting ---------------------------------------------------------

    def action_branch(self) -> None:
        """Play on from this move as a new game, saved as a new file. Hotseat keeps each
        hand for its player; the computer's seat or open hands show a hand of the game
        recorded, so they are offered only where all may be seen."""
        t = self.table
        answers = [Answer("hotseat", "Hotseat: two players, hands hidden")]
        if self.may_see_all():
            answers += [
                Answer("bot-1", f"Against the computer: it plays {t.name(0)}'s side"),
                Answer("bot-0", f"Against the computer: it plays {t.name(1)}'s side"),
                Answer("open", "Open hands: both hands shown (teaching)"),
            ]
        prompt = f"Play on from move {self.n} as a new game (this save is kept as it is):"

        def chosen(mode: str | None) -> None:
            if mode is not None:
                self.branch(mode)

        self.app.push_screen(
            ChoiceScreen("Play from here", prompt, answers, cancellable=True), chosen
        )

    def branch(self, mode: str) -> None:
        bots: tuple[int | None, int | None] = (None, None)
        if mode == "bot-1":
            bots = (STRONGEST, None)
        elif mode == "bot-0":
            bots = (None, STRONGEST)
        table = self.rec.branch(self.n, bots=bots, open_hands=mode == "open")
        kept = ""
        try:
            if self.rec.path.resolve() == storage.autosave_path().resolve():
                # The new game takes over the autosave: the game replayed is kept first.
                aside = self.rec.branch_path(len(self.rec.moves))
                aside.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(self.rec.path, aside)
                kept = f"; the game replayed is kept as {aside}"
            path = self.rec.branch_path(self.n)
            storage.save_table(table, path)
        except OSError as e:
            self.notify(f"Not branched: {e.strerror or e}", severity="error", timeout=8)
            return
        self.app.start_game(table)  # type: ignore[attr-defined]
        self.app.notify(f"A new game from move {self.n}, saved as {path}{kept}", timeout=8)

    def action_export(self) -> None:
        self.with_consent("An export", self.export)

    def export(self) -> None:
        """Write the position shown as a scenario file, where the player chooses."""
        text = self.rec.scenario(self.n)
        default = default_path(f"{self.rec.path.stem[:60]}-move-{self.n}")
        self.app.push_screen(
            SaveAsScreen(default, "the position"), partial(write_scenario, self, text=text)
        )
