"""The Arena table: both sides of the Mat, the question being asked, and the log.

Every Arena decision is a question with a short list of answers, so the answers sit in the
right-hand panel beside the board rather than in a modal: the players see both Digimon's
power while they decide. Whenever the deciding player changes, a hand-over screen comes
first, so a secret placement is never drawn where the other player can see it.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import OptionList, Static

from digimon_tui.arena import queries as q
from digimon_tui.arena.cards import DigimonCard
from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.guide import last_cite
from digimon_tui.arena.verbs import DECLINE
from digimon_tui.loop.moves import Move

from ..arena_labels import HINTS, POWER_ROW_KEY, label
from ..sizes import is_compact
from ..table import ArenaTable
from ..widgets.actions import ActionsPanel, move_bindings, page_bindings
from ..widgets.arena_side import ArenaChip, ArenaSide, revealed
from ..widgets.game_log import GameLog
from ..widgets.key_bar import KeyBar
from ..widgets.sync import show
from .arena_cards import ArenaCardScreen, OfflineScreen
from .arena_guide import ArenaGuideScreen
from .table_screen import TableScreen


class ArenaScreen(TableScreen):
    HELP_TOPIC = "arena"
    """The help opened here explains this screen's keys."""

    AUTO_FOCUS = ""

    BINDINGS = [
        Binding("e", "decline", "Pass/none/done"),
        Binding("i", "inspect", "Card"),
        Binding("o", "my_offline", "Offline"),
        Binding("r", "rules", "Rules"),
        Binding("g", "rules", show=False),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+s", "save", "Save"),
        *move_bindings(),
        *page_bindings(),
    ]

    def __init__(self, table: ArenaTable) -> None:
        super().__init__(table)
        self.table: ArenaTable = table
        self.refusals: list[str] = []

    @property
    def game(self) -> ArenaGame:
        return self.table.game

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="table"):
            with Vertical(id="board"):
                yield ArenaSide(1, id="arena-p2")
                yield Static(id="versus")
                yield ArenaSide(0, id="arena-p1")
            with Vertical(id="right"):
                yield ActionsPanel(DECLINE, id="actions")
                yield GameLog(id="log")
        yield KeyBar(id="keys")

    def show_question(self) -> None:
        answers = self.query_one("#moves", OptionList)
        answers.focus()
        if answers.highlighted is None and answers.option_count:
            answers.highlighted = 0  # so `i` and Enter work on the first answer at once

    # ---- drawing -------------------------------------------------------------------------

    def redraw(self) -> None:
        g = self.game
        viewer = self.viewer if self.viewer is not None else 0
        top = 1 - viewer
        board = self.query_one("#board")
        top_side = self.query_one(f"#arena-p{top + 1}", ArenaSide)
        bottom_side = self.query_one(f"#arena-p{viewer + 1}", ArenaSide)
        if board.children[0] is not top_side:
            board.move_child(top_side, before=0)
            board.move_child(bottom_side, after=self.query_one("#versus"))
        top_side.place(True)
        bottom_side.place(False)
        open_hands = self.table.open_hands
        top_side.show(g, self.table.name(top), open_hands, open_hands)
        bottom_side.show(g, self.table.name(viewer), True, True)
        show(self.query_one("#versus", Static), self.versus_text(viewer))
        show(self.query_one("#status", Static), self.status_text())
        self.query_one(GameLog).show(self.table.log_lines())
        self.show_actions()

    def versus_text(self, viewer: int) -> Text:
        """The duel at a glance: each Digimon's power against the other, and who leads."""
        g = self.game
        t = Text(justify="center")
        if not revealed(g):
            if g.phase == "setup":
                t.append("The Rookies are face down until both players have chosen (A.3)")
            else:
                t.append("A new Rookie is face down until its owner's digivolve turn (E)")
            return t
        a, b = q.power(g, viewer), q.power(g, 1 - viewer)
        mine, theirs = q.top(g, viewer), q.top(g, 1 - viewer)
        t.append(f"{mine.name} {a}", style="bold")
        t.append("  vs  ")
        t.append(f"{b} {theirs.name}", style="bold")
        if a == b:
            t.append("   level: a tie scores nothing (D)", style="italic")
        else:
            lead = viewer if a > b else 1 - viewer
            loser = q.top(g, 1 - lead)
            points = getattr(q.top(g, lead).score, loser.level)
            t.append(
                f"   {self.table.names[lead]} leads, to score {points} (D)",
                style="italic",
            )
        return t

    def status_head(self) -> tuple[str, str]:
        g = self.game
        return f"Duel {max(1, g.duel)}", f"{g.phase} phase · playing to {g.target}"

    def show_actions(self) -> None:
        g = self.game
        d = g.pending
        panel = self.query_one(ActionsPanel)
        if d is None:
            panel.show(Text("The game is over."), [])
            return
        if self.computer_deciding():
            self.show_computer(panel, d.player)
            return
        moves = sorted(d.moves, key=lambda m: m.verb in DECLINE)
        heading = Text(f"{self.table.name(d.player)}: {d.prompt}", style="bold")
        note = HINTS.get(d.kind, "")
        digimon = any(isinstance(g.cards.get(a), DigimonCard) for m in moves for a in m.args)
        if digimon and not is_compact(self):  # compact: the help (?) explains it instead
            note = f"{note}\n{POWER_ROW_KEY}" if note else POWER_ROW_KEY
        panel.show(heading, [(m, label(g, m, self.table.names)) for m in moves], note)

    def refuse(self, reason: str) -> None:
        self.refusals.append(reason)
        self.query_one(ActionsPanel).refuse(reason)
        self.notify(reason, title="Not allowed", severity="warning", timeout=6)

    # ---- keys ------------------------------------------------------------------------------

    def on_actions_panel_chosen(self, event: ActionsPanel.Chosen) -> None:
        self.play(str(event.move))

    def action_choose(self, n: int) -> None:
        self.query_one(ActionsPanel).choose(n)

    def action_scroll_moves(self, pages: int) -> None:
        self.query_one(ActionsPanel).scroll_moves(pages)

    def action_decline(self) -> None:
        d = self.game.pending
        if d is None:
            return
        declines = [m for m in d.moves if m.verb in DECLINE]
        if declines:
            self.play(str(declines[0]))
        else:
            self.refuse("There is nothing to pass here: choose one of the numbered answers")

    def on_arena_chip_inspect(self, event: ArenaChip.Inspect) -> None:
        self.app.push_screen(ArenaCardScreen(self.game, event.number))

    def action_inspect(self) -> None:
        """The focused card, else the card the highlighted answer names, else your Digimon."""
        g = self.game
        if g.pending is None:
            self.game_over()
            return
        number = None
        focused = self.focused
        if isinstance(focused, ArenaChip):
            number = focused.number
        elif isinstance(focused, OptionList) and focused.highlighted is not None:
            panel = self.query_one(ActionsPanel)
            move: Move = panel.moves[focused.highlighted]
            number = next((a for a in move.args if a in g.cards), None)
        if number is None and g.sides[self.viewer or 0].duel:
            number = g.sides[self.viewer or 0].duel[-1]
        if number is not None:
            self.app.push_screen(ArenaCardScreen(g, number))

    def moved(self, lines: list[str]) -> None:
        self.refusals.clear()

    def action_rules(self) -> None:
        """The Arena guide at the step cited last: a refusal's, else the log's latest."""
        cite = last_cite([*self.game.log_lines, *self.refusals])
        self.app.push_screen(ArenaGuideScreen(cite))

    def action_offline(self, player: int) -> None:
        self.app.push_screen(OfflineScreen(self.game, player, self.table.name(player)))

    def action_my_offline(self) -> None:
        self.action_offline(self.viewer if self.viewer is not None else 0)
