"""The table: both sides, the memory gauge, the selected card's moves, and the log.

The screen drives the game by the engine's pending decision. Main-phase moves are
made from the board (select a card, then a number or an action key); every other
question is a modal. Whenever the deciding player changes, a hand-over screen comes
first, and only then is the board redrawn from the new player's side.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import Reactive
from textual.widget import Widget
from textual.widgets import Static

from digimon_tui.cards.text import card_summary, card_text
from digimon_tui.engine.game import Game
from digimon_tui.engine.verbs import Ask, Verb, forms
from digimon_tui.guide import last_cited
from digimon_tui.loop.decision import Decision
from digimon_tui.loop.moves import Move, mv

from ..move_labels import Pick, label, moves_for, stack_name, why_not
from ..sizes import ROOMY
from ..table import SealedTable, Table
from ..widgets.actions import ActionsPanel, move_bindings, page_bindings
from ..widgets.card_chip import CardChip, hand_line
from ..widgets.game_log import GameLog
from ..widgets.key_bar import KeyBar
from ..widgets.memory_gauge import MemoryGauge
from ..widgets.player_side import PlayerSide, board
from ..widgets.sync import show, started
from ..widgets.why_not import WhyNotPanel
from .card_detail import CardDetailScreen, card_body, stack_body, under_line
from .choice import UNDO, Answer, ChoiceScreen
from .guide import GuideScreen
from .settling import render_ahead
from .table_screen import TableScreen
from .trash import TrashScreen

RULE_HINTS: dict[str, str] = {
    Ask.REDRAW: "Each player may redraw once, shuffling the hand back into the deck (5-2-1-4).",
    Ask.BREEDING: "Hatch a Digi-Egg, move a Digimon of level 3 or more out, or do nothing (6-4).",
    Ask.BLOCK: "A <Blocker> suspends to become the attack's target instead (11-4).",
    Ask.ORDER: "Effects that trigger together: their owner picks the order (15-4-3-5-1).",
    Ask.XROS: "An effect plays a card with DigiXros requirements: place materials? (7-2-1)",
    Ask.OPTIONAL: 'A "you may" effect: its player chooses whether it activates (15-9-2-2).',
    Ask.PREVENT: 'A "when this Digimon would be deleted" effect may stop the deletion (15-8-5-2).',
    Ask.SAVE: "<Save>: the deleted card may go under one of your Tamers (16-20).",
    Ask.TAMER: "The cards go under the Tamer you choose, at the bottom (16-20-1, 16-21-6).",
    Ask.RAID: "<Raid>: the attack may switch to the highest-DP unsuspended Digimon (16-23).",
    Ask.ALLIANCE: "<Alliance>: suspend another Digimon to add its DP and <Security A. +1> (16-24).",
    Ask.BLITZ: "<Blitz>: this Digimon may attack now, while the opponent has memory (16-16).",
    Ask.EXECUTE: "<Execute>: this Digimon may attack now; after the attack it is deleted (16-38).",
    Ask.VORTEX: "<Vortex>: this Digimon may attack an opponent's Digimon now (16-33).",
    Ask.ATTACK: "An effect lets this Digimon attack now: a normal attack, or none.",
}


class GameScreen(TableScreen):
    AUTO_FOCUS = ""
    """Nothing is selected until the player selects it (and never a card being removed)."""

    focused: Reactive[Widget | None] = Reactive(None, repaint=False)
    """A new selection repaints the two chips whose focus changed, not the whole screen
    (an arrow key would otherwise redraw every cell of the table)."""

    BINDINGS = [
        Binding("a", "verb('attack')", "Attack"),
        Binding("p", "verb('play')", "Play/use"),
        Binding("d", "verb('digivolve')", "Digivolve"),
        Binding("m", "verb('activate')", "Main effect"),
        Binding("e", "pass_turn", "End turn"),
        Binding("i,enter", "inspect", "Card"),
        Binding("t", "my_trash", "Trash"),
        Binding("g", "guide", "Guide"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+s", "save", "Save"),
        Binding("w", "why_not", "Why not"),
        *page_bindings(),
        Binding("escape", "unpick", "All moves", show=False),
        Binding("left", "walk(-1, 0)", show=False),
        Binding("right", "walk(1, 0)", show=False),
        Binding("up", "walk(0, -1)", show=False),
        Binding("down", "walk(0, 1)", show=False),
        *move_bindings(),
    ]

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.table: Table = table
        self.pick: Pick | None = None
        self.refusals: list[str] = []

    @property
    def game(self) -> Game:
        return self.table.game

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="table"):
            yield from board()
            with Vertical(id="right"):
                yield ActionsPanel(id="actions")
                yield WhyNotPanel(id="why-not")
                yield GameLog(id="log")
        yield KeyBar(id="keys")

    def show_question(self) -> None:
        d = self.game.pending
        if d is not None and d.kind != "main":
            self.ask(d)

    def ask_beneath(self) -> ChoiceScreen | None:
        d = self.game.pending
        if d is None or d.kind == "main":
            return None
        return self.ask(d, later=True)

    def ask(self, d: Decision[Verb], later: bool = False) -> ChoiceScreen:
        g = self.game
        answers = [Answer(str(m), label(g, m), self._uid_of(m)) for m in d.moves]
        body = Text()
        if d.kind == "redraw":
            body.append("".join(hand_line(g.defs[u]) + "\n" for u in g.players[d.player].hand))
        body.append(RULE_HINTS.get(d.kind, ""), style="italic")
        screen = ChoiceScreen(
            f"{self.table.name(d.player)} decides",
            d.prompt,
            answers,
            body=body if body.plain else None,
            inspect=self.open_card,
            later=later,
        )
        self.app.push_screen(screen, self.answered)
        return screen

    def answered(self, move: str | None) -> None:
        if move == UNDO:
            self.action_undo()
        elif move is not None:
            self.play(move)

    def told(self, move: Move) -> str:
        return label(self.game, move)

    def moved(self, lines: list[str]) -> None:
        self.refusals.clear()
        for line in lines:
            if line.startswith("security check"):
                self.notify(line, title="Security check", timeout=6)

    # ---- drawing -------------------------------------------------------------------------

    def face(self, viewer: int) -> tuple[PlayerSide, PlayerSide]:
        """Put `viewer`'s side at the bottom; the two sides, top first. Turning the board
        restyles both sides, the costliest part of a hand-over."""
        top = 1 - viewer
        board = self.query_one("#board")
        top_side = self.query_one(f"#side-p{top + 1}", PlayerSide)
        bottom_side = self.query_one(f"#side-p{viewer + 1}", PlayerSide)
        if board.children[0] is not top_side:
            board.move_child(top_side, before=0)
            board.move_child(bottom_side, after=self.query_one("#gauge"))
        top_side.place(True)
        bottom_side.place(False)
        return top_side, bottom_side

    async def cover(self, player: int) -> None:
        """The hand-over screen to `player` is up: the board turns to their side and shows
        everything public from there (no hand, no moves: those wait for their key), so
        their key has only their hand and moves left to draw. (On a busy machine their key
        may come first: the board is theirs already.)"""
        if self.viewer == player or self.table.open_hands:
            return
        with started() as changes:
            self.draw(player, private=False)
        for change in changes:
            await change
        render_ahead(self)  # the public board: the key has only the hand and moves left

    def redraw(self) -> None:
        self.draw(self.viewer if self.viewer is not None else 0, private=True)

    def draw(self, viewer: int, private: bool) -> None:
        """The board from `viewer`'s seat; `private`: with their hand and their moves."""
        g = self.game
        top = 1 - viewer
        top_side, bottom_side = self.face(viewer)
        top_side.show(g, self.table.name(top), self.table.open_hands)
        bottom_side.show(g, self.table.name(viewer), private, seated=True)
        self.query_one(MemoryGauge).show(g.memory, g.turn_player, top, self.table.names)
        show(self.query_one("#status", Static), self.status_text())
        self.query_one(GameLog).show(self.table.log_lines())
        self.show_why_not()
        if not private:
            self.query_one(ActionsPanel).show(Text(""), [])
            return
        focused = self.focused
        self.pick = focused.pick if isinstance(focused, CardChip) else None
        self.show_actions()

    def status_head(self) -> tuple[str, str]:
        g = self.game
        where = f"{self.table.name(g.turn_player)}'s turn · {g.phase} phase"
        match = self.table.match if isinstance(self.table, SealedTable) else None
        if match is not None:  # a Sealed match: which game, and the score so far
            a, b = match.score
            where = f"game {len(match.winners) + 1}, {a}–{b} · {where}"
        return f"Turn {g.turn_number}", where

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
        note = ""
        if d.kind != "main":
            moves = list(d.moves)
            heading = Text(f"{self.table.name(d.player)}: {d.prompt}", style="bold")
        elif self.pick is None:
            moves = list(d.moves)
            heading = Text("All your legal moves. Select a card to see its own.", style="bold")
        else:
            moves = [*moves_for(g, self.pick), mv(Verb.PASS)]
            heading = self.pick_heading(self.pick)
            note = self.pick_note(self.pick, moves)
        panel.show(heading, [(m, label(g, m)) for m in moves], note)
        panel.show_text(self.pick_text() if self.has_class(ROOMY) else Text())

    def refit(self) -> None:
        """The roomy layout adds the selected card's text beside its moves."""
        self.show_actions()

    # ---- why not: a teaching table's refused alternatives ----------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The "Why not" panel is offered only with open hands: it reads the deciding
        player's hand aloud, which a hotseat table hides from the other player."""
        if action == "why_not":
            return self.table.open_hands
        return True

    def set_open_hands(self, value: bool) -> None:
        super().set_open_hands(value)
        self.query_one(KeyBar).collect()  # `w` is listed only with open hands

    def why_not_shown(self) -> bool:
        """Shown now (a screen without the panel, such as a lesson's, never shows it)."""
        return any(panel.display for panel in self.query(WhyNotPanel))

    def action_why_not(self) -> None:
        """`w`: the panel in the log's place, or the log back."""
        shown = not self.why_not_shown()
        self.query_one(WhyNotPanel).display = shown
        self.query_one(GameLog).display = not shown
        self.show_why_not()

    def action_scroll_moves(self, pages: int) -> None:
        """PgUp/PgDn: the "why not" panel while it is shown, else the list of moves."""
        if self.why_not_shown():
            panel = self.query_one(WhyNotPanel)
            panel.scroll_to(y=panel.scroll_y + pages * max(1, panel.size.height - 1), animate=False)
        else:
            self.query_one(ActionsPanel).scroll_moves(pages)

    def show_why_not(self) -> None:
        """Redraw the panel when it is shown; with open hands switched off, close it."""
        if not self.why_not_shown():
            return
        if not self.table.open_hands:
            self.query_one(WhyNotPanel).display = False
            self.query_one(GameLog).display = True
            return
        self.query_one(WhyNotPanel).show(self.game)

    def pick_text(self) -> Text:
        """The selected card in full, as its detail screen shows it (a roomy terminal has
        room for it beside the moves)."""
        g, pick = self.game, self.pick
        if pick is None or g.pending is None or g.pending.kind != "main":
            return Text()
        if pick.number is not None:
            return card_body(g.cards[pick.number])
        perm = g.find(pick.pid or "")
        if perm is None:
            return Text()
        t = stack_body(g, perm)
        for u in perm.cards[:-1]:
            t.append("\n")
            t.append_text(under_line(g.defs[u]))
        return t

    def pick_heading(self, pick: Pick) -> Text:
        g = self.game
        if pick.number is not None:
            card = g.cards[pick.number]
            heading = Text(card_summary(card), style="bold")
            if card.category == "option":  # what it does is why you would use it
                heading.append("".join(f"\n{line}" for line in card_text(card)), style="not bold")
            return heading
        perm = g.find(pick.pid or "")
        if perm is None:
            return Text("")
        owner = self.table.name(perm.owner)
        return Text(f"{stack_name(g, perm)} ({owner})", style="bold")

    def pick_note(self, pick: Pick, moves: list[Move[Verb]]) -> str:
        """What a new player wonders about a stack that can't attack: why not."""
        g = self.game
        perm = g.find(pick.pid) if pick.pid else None
        if perm is None or any(m.verb is Verb.ATTACK for m in moves):
            return ""
        if perm.owner != g.turn_player:
            if perm.suspended or g.players[perm.owner].breeding is perm:
                return ""
            return "Unsuspended: it can't be attacked; only suspended Digimon can (11-2-7-1)."
        if g.players[perm.owner].breeding is perm:
            return "In the breeding area it can't attack (11-2-1); move it out in a breeding phase."
        return "Can't attack: " + why_not(g, pick, Verb.ATTACK)

    def action_guide(self) -> None:
        """The guide at the rule last cited: a refusal's, else the log's latest."""
        self.app.push_screen(GuideScreen(last_cited([*self.game.log_lines, *self.refusals])))

    def refuse(self, reason: str) -> None:
        self.refusals.append(reason)
        self.query_one(ActionsPanel).refuse(reason)
        self.notify(reason, title="Not allowed", severity="warning", timeout=6)

    # ---- selection and keys ------------------------------------------------------------------

    def on_card_chip_selected(self, event: CardChip.Selected) -> None:
        self.pick = event.chip.pick
        self.show_actions()

    def on_actions_panel_chosen(self, event: ActionsPanel.Chosen) -> None:
        self.play(str(event.move))

    def action_choose(self, n: int) -> None:
        hint = "; Esc lists all your legal moves" if self.pick is not None else ""
        self.query_one(ActionsPanel).choose(n, hint)

    def action_unpick(self) -> None:
        """Esc: back from one card's moves to the full list of legal moves."""
        self.set_focus(None)
        self.pick = None
        self.show_actions()

    def _main_phase(self) -> bool:
        d = self.game.pending
        if d is None or d.kind == "main":
            return d is not None
        self.refuse(f"{self.table.name(d.player)} must answer first: {d.prompt}")
        return False

    def action_pass_turn(self) -> None:
        if self._main_phase():
            self.play("pass")

    def action_verb(self, key: str) -> None:
        """The action keys: every form of the action (`p`: play or use) for the selection."""
        verb = Verb(key)
        if not self._main_phase():
            return
        if self.pick is None:
            self.refuse(
                f"Select a card first (arrow keys, Tab or a click), then press the {verb} key"
            )
            return
        g = self.game
        moves = [m for m in moves_for(g, self.pick) if m.verb in forms(verb)]
        if not moves:
            self.refuse(why_not(g, self.pick, verb))
        elif len(moves) == 1:
            self.play(str(moves[0]))
        else:
            answers = [Answer(str(m), label(g, m), self._uid_of(m)) for m in moves]
            title = f"{self.table.name(g.turn_player)} · {verb}"
            screen = ChoiceScreen(
                title, "Which one?", answers, cancellable=True, inspect=self.open_card
            )
            self.app.push_screen(screen, self.answered)

    def action_walk(self, dx: int, dy: int) -> None:
        """Arrow keys move the selection: left/right in reading order, up/down by rows."""
        chips = [c for c in self.query(CardChip) if c.display]
        if not chips:
            return
        cur = self.focused
        if not isinstance(cur, CardChip) or cur not in chips:
            self._select(chips[0 if dx + dy > 0 else -1])
            return
        if dx:
            i = chips.index(cur) + dx
            if 0 <= i < len(chips):
                self._select(chips[i])
            return
        here = cur.region
        below = [c for c in chips if c.region.height and (c.region.y - here.y) * dy > 0]
        if below:
            nearest = min(below, key=lambda c: (abs(c.region.y - here.y), abs(c.region.x - here.x)))
            self._select(nearest)
        else:
            i = chips.index(cur) + dy
            if 0 <= i < len(chips):
                self._select(chips[i])

    def _select(self, chip: CardChip) -> None:
        """Focus a chip and show its moves at once, so both land in one repaint (its
        Selected message, after the focus, then finds nothing left to change)."""
        chip.focus()
        self.pick = chip.pick
        self.show_actions()

    def action_inspect(self) -> None:
        if self.game.pending is None:
            self.game_over()
            return
        chip = self.focused
        if isinstance(chip, CardChip):
            perm = self.game.find(chip.pick.pid) if chip.pick.pid else None
            self.app.push_screen(CardDetailScreen(self.game, chip.uid, perm))

    def open_card(self, uid: int) -> None:
        g = self.game
        perm = next(
            (p for pl in g.players for p in [pl.breeding, *pl.battle] if p and p.cards[-1] == uid),
            None,
        )
        self.app.push_screen(CardDetailScreen(g, uid, perm))

    def _uid_of(self, m: Move[Verb]) -> int | None:
        """The card a move is about, for `i` in a question."""
        g = self.game
        for arg in m.args:
            perm = g.find(arg)
            if perm is not None:
                if m.verb is Verb.CARD:
                    return next(u for u in perm.cards if g.defs[u].number == m.args[1])
                return perm.cards[-1]
        return None

    def action_trash(self, player: int) -> None:
        """Either player's trash is public: a click on its count opens it."""
        self.app.push_screen(TrashScreen(self.game, player, self.table.name(player)))

    def action_my_trash(self) -> None:
        self.action_trash(self.viewer if self.viewer is not None else 0)

    def forfeit(self) -> None:
        """Forfeit (command palette): the deciding player concedes (1-2-4), which ends the
        game at once, so they are asked first; No, Escape or the undo key keep it going."""
        d = self.game.pending
        if d is None or self.computer_deciding():
            return
        who = self.table.name(d.player)
        concede = f"forfeit p{d.player + 1}"
        answers = [
            Answer("", "No: keep playing"),
            Answer(concede, f"Yes: {who} concedes and loses the game"),
        ]
        question = f"Really concede, {who}? The game ends at once (1-2-4)."
        screen = ChoiceScreen(f"{who} · forfeit", question, answers, cancellable=True)
        self.app.push_screen(screen, lambda move: self.play(concede) if move == concede else None)
