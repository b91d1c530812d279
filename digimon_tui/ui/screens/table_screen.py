"""What every game table does alike, whichever game is on it: hand the keyboard over when
the deciding player changes, keep the game saved, undo (asking the other player when the
undo policy says so), and end with the result.

The card game's table and the Arena's differ in how they draw the board and ask; each
says so in `advance` (show the next question) and `refuse` (explain a refused move).

A seat the computer plays gets no hand-over and never has its hand drawn: the board stays
the person's, the computer answers after a moment (a key answers at once), and what it
did is listed beside the board while it plays, and in the log.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path

from rich.text import Text
from textual.message import Message
from textual.screen import Screen
from textual.timer import Timer

from digimon_tui.loop.moves import IllegalMove, Move
from digimon_tui.undo_policy import Undo, Verdict, consent_question

from .. import storage
from ..arena_labels import public_prompt
from ..table import AnyTable, ArenaTable
from ..widgets.actions import ActionsPanel
from ..widgets.sync import started
from .choice import ChoiceScreen
from .consent import ConsentScreen
from .game_over import GameOverScreen
from .handover import HandoverScreen, News, news_since, turn_start
from .save_as import SaveAsScreen
from .settling import forget_changes, hidden

BOT_DELAY = 0.6
"""Seconds the computer waits before each answer, so a person can follow it."""


def secret_in_view(screens: Sequence[Screen[object]]) -> bool:
    """Whether the top of `screens` draws a person's secret: a table that hides hands,
    alone or seen through the modal questions over it (a full screen covers the rest)."""
    for screen in reversed(screens):
        if isinstance(screen, TableScreen):
            return screen.hides_hands()
        if not screen.is_modal:
            return False
    return False


class TableScreen(Screen[None]):
    class Leave(Message):
        """The players are done with this table: "rematch", "new", "title" or, in a Sealed
        match, "next"."""

        def __init__(self, choice: str, table: AnyTable) -> None:
            super().__init__()
            self.choice = choice
            self.table = table

    def __init__(self, table: AnyTable) -> None:
        super().__init__()
        self.table = table
        self.viewer: int | None = None
        """Whose hand the board shows: changes only after a hand-over."""
        self.seen: list[int | None] = [None, None]
        """How much of the table's log was drawn the last time the board was drawn for each
        player (None: they haven't had the keyboard yet)."""
        self.opening = turn_start(table.log_lines()) if table.game.moves else 0
        """Where a player's first summary starts: the beginning, or where a loaded game is."""
        self.unsaved: str | None = None
        """Why the last autosave failed; shown on the status line until one succeeds."""
        self.bot_timer: Timer | None = None
        """Running while the computer waits before answering."""
        self.computer_said: list[str] = []
        """The computer's moves since the person's last, in words the person may read."""
        self.beneath: ChoiceScreen | None = None
        """The question waiting under the hand-over now up (`ask_beneath`)."""
        self.drawn = False
        """The board was drawn for the deciding player by their hand-over key, and nothing
        has changed since: the question comes next, without drawing it again."""

    def redraw(self) -> None:
        raise NotImplementedError

    def status_head(self) -> tuple[str, str]:
        """Where the game stands, for the status line: a badge ("Turn 3") and a phrase."""
        raise NotImplementedError

    def status_text(self) -> Text:
        """The status line: where the game stands, then who must decide what."""
        badge, where = self.status_head()
        t = Text()
        t.append(f" {badge} ", style="reverse bold")
        t.append(f" {where} ")
        if self.table.open_hands:
            t.append(" OPEN HANDS ", style="reverse bold yellow")
        if self.unsaved:
            t.append(" NOT SAVED ", style="reverse bold red")
            t.append(f" {self.unsaved} ", style="red")
        d = self.table.game.pending
        if d is None:
            t.append(" Game over: i shows the result ", style="bold green")
        else:
            computer = self.computer_deciding()
            prompt = self.public_prompt() if computer else d.prompt
            t.append(f" {self.table.name(d.player)}: {prompt}", style="bold")
            if computer:
                t.append(" (thinking: any key answers at once)", style="italic")
        return t

    def public_prompt(self) -> str:
        """The pending question in words both players may read."""
        table = self.table
        if isinstance(table, ArenaTable):
            arena = table.game.pending
            assert arena is not None
            return public_prompt(arena)
        d = table.game.pending
        assert d is not None
        return d.prompt

    def computer_deciding(self) -> bool:
        """The pending question is the computer's: its answers (its hand) stay hidden."""
        d = self.table.game.pending
        return d is not None and self.table.bots[d.player] is not None

    def show_computer(self, panel: ActionsPanel, player: int) -> None:
        """The panel while the computer decides: no answers (they would show its hand),
        what it has done so far instead."""
        said = "\n".join(self.computer_said[-10:])
        heading = Text(f"{self.table.name(player)} is thinking…", style="bold")
        panel.show(heading, [], f"So far:\n{said}" if said else "")

    def show_question(self) -> None:
        """The pending question, for the player now at the keyboard."""
        raise NotImplementedError

    def refuse(self, reason: str) -> None:
        raise NotImplementedError

    def moved(self, lines: list[str]) -> None:
        """After a move, before the next question: `lines` are what it added to the log."""

    def on_mount(self) -> None:
        self.query_one("#log").border_title = "Log"
        self.advance()

    def advance(self, asked: bool = False) -> None:
        """Show whoever must decide next, after a hand-over if that is someone else; then
        the keys typed ahead of it are let through (`DigimonApp.hold_keys`). `asked`: the
        hand-over just gone had the question beneath it (`ask_beneath`)."""
        d = self.table.game.pending
        drawn, self.drawn = self.drawn, False
        try:
            if d is None:
                self.redraw()
                self.game_over()
            elif self.table.bots[d.player] is not None:
                self.computer_turn()
            elif not self.handed_over(d.player, self.public_prompt()):
                if not drawn:  # `hand_to` has just drawn this board
                    self.redraw()
                if not asked:
                    self.show_question()
        finally:
            release = getattr(self.app, "release_keys", None)
            if release is not None:
                release()

    def computer_turn(self) -> None:
        """Show the board from a person's seat, and let the computer answer shortly."""
        if self.viewer is None or self.table.bots[self.viewer] is not None:
            people = [p for p in (0, 1) if self.table.bots[p] is None]
            self.viewer = people[0] if people else 0
        self.redraw()
        if self.bot_timer is not None:
            self.bot_timer.stop()
        self.bot_timer = self.set_timer(BOT_DELAY, self.computer_moves)

    def computer_moves(self) -> None:
        """The computer answers the pending question (at once, if a key cut the wait)."""
        if self.bot_timer is not None:
            self.bot_timer.stop()
            self.bot_timer = None
        d = self.table.game.pending
        bot = None if d is None else self.table.bot(d.player)
        if d is None or bot is None:
            return
        move = bot.choose(self.table.game)
        self.computer_said.append(self.told(move))
        self.commit(str(move))

    def skip_wait(self) -> bool:
        """A key while the computer waits makes it answer now; the key does nothing else."""
        if self.bot_timer is None:
            return False
        self.computer_moves()
        return True

    def told(self, move: Move) -> str:
        """The computer's move as the person at the table may read it."""
        return self.table.words(str(move), self.table.game)

    def play(self, move: str) -> None:
        """A person's move; the computer's questions are the computer's to answer."""
        if self.computer_deciding():
            self.skip_wait()
            return
        self.computer_said.clear()
        self.commit(move)

    def commit(self, move: str) -> None:
        try:
            lines = self.table.apply(move)
        except IllegalMove as e:
            self.refuse(str(e))
            return
        self.autosaved()
        self.moved(lines)
        self.advance()

    def autosaved(self) -> None:
        """Autosave after a move; a failure is shown and the game goes on."""
        problem = storage.autosave(self.table)
        if problem and problem != self.unsaved:
            self.notify(problem, title="Not saved", severity="error", timeout=10)
        self.unsaved = problem

    def handed_over(self, player: int, prompt: str) -> bool:
        """False when `player` may see the board now; else cover it with a hand-over screen
        (telling what happened since they last looked) and come back when they are ready."""
        log = self.table.log_lines()
        alone = self.table.bots[1 - player] is not None  # nobody else to hide the hand from
        if player == self.viewer or self.table.open_hands or alone:
            self.viewer = player
            self.table.seat(player)
            self.seen[player] = len(log)
            return False
        # The player handing over keeps the mark of the board they last saw: the lines
        # of their last move and what followed before this question (the end of their
        # turn, the next turn's start-of-turn effects) are news to them next time.
        before = None if self.viewer is None else self.table.name(self.viewer)
        seen = self.seen[player]
        news = news_since(log, self.opening if seen is None else seen, seen is None)
        mine = f"p{player + 1}"
        screen = HandoverScreen(
            self.table.name(player), before, prompt, news, mine, lambda: self.hand_to(player)
        )
        self.beneath = self.ask_beneath()
        asked = self.beneath is not None
        self.app.push_screen(screen, lambda _: self.advance(asked))
        screen.after_settled(partial(self.cover_if_shown, player))
        return True

    def ask_beneath(self) -> ChoiceScreen | None:
        """Put the pending question's screen up now, empty, beneath the hand-over about to
        cover it: its dialog is built once the hand-over is drawn (`cover_if_shown`), while
        the player reads it, so their key has only the board to finish. Nothing of it is
        drawn before that key: the hand-over hides the whole screen. None where the
        question is asked on the table itself."""
        return None

    async def cover_if_shown(self, player: int) -> None:
        """`cover`, unless this table has left the screen stack meanwhile (the player went
        back to the title before the hand-over settled): its widgets are gone."""
        if self in self.app.screen_stack:
            await self.cover(player)
            if self.beneath is not None:
                await self.beneath.fill()

    async def cover(self, player: int) -> None:
        """Once the hand-over screen to `player` is drawn: get the board ready for them
        as far as it can be without their hand, while they read it."""

    def _compositor_refresh(self) -> None:
        """Under a screen that hides it (the hand-over), a change of the board repaints
        nothing; the board is painted in full anyway when it is uncovered."""
        if hidden(self):
            forget_changes(self)
            return
        if self.app.screen is self and self._repaint_required:
            return  # the repaint of every cell that is due next paints this change too
        super()._compositor_refresh()

    async def hand_to(self, player: int) -> None:
        """`player` pressed the hand-over key: the board is theirs, with nothing selected.
        Drawn while the hand-over screen still covers it (and only after that key), its
        new cards mounted and the old ones gone, so the table appears finished in one
        frame; `advance` then asks the question."""
        self.viewer = player
        self.set_focus(None)
        with started() as changes:
            self.redraw()
        for change in changes:
            await change
        if self.beneath is not None:
            await self.beneath.fill()  # a quick key: the question may not be built yet
            self.beneath = None
            # The question shows this board as it is laid out: it is never brought back
            # up (and laid out) on its own.
            self._refresh_layout(self.app.size)
        self.drawn = True

    def game_over(self) -> None:
        self.app.push_screen(GameOverScreen(self.table), self.after_game)

    def after_game(self, choice: str | None) -> None:
        if choice == "log":
            try:
                path = storage.save_log(self.table)
            except OSError as e:
                why = f"The log was not saved: {e.strerror or e}"
                self.notify(why, severity="error", markup=False)
            else:
                self.notify(f"Log saved to {path}", timeout=8, markup=False)
            self.game_over()
        elif choice in ("rematch", "new", "title", "next"):
            self.post_message(self.Leave(choice, self.table))

    def action_undo(self) -> None:
        """Take back the last move: at once, after the other player agrees, or not at all
        (`undo_policy`)."""
        viewer = self.viewer if self.viewer is not None else 0
        if self.table.bots[1 - viewer] is not None and self.table.bots[viewer] is None:
            self.undo_against_computer(viewer)
            return
        verdict = self.table.undo_check(viewer)
        if verdict.kind is Undo.REFUSED:
            if self.table.game.pending is not None:
                self.advance()  # a question the undo key closed is asked again
            self.refuse(
                f"Can't take back '{verdict.words}': {verdict.reason}"
                if verdict.words
                else f"Can't undo: {verdict.reason}"
            )
        elif verdict.kind is Undo.FREE:
            self.take_back(verdict, viewer, None)
            self.advance()
        else:
            self.ask_consent(verdict, viewer)

    def undo_against_computer(self, viewer: int) -> None:
        """Your last move and the computer's answers since, taken back at once."""
        try:
            words = self.table.take_back_against_computer(viewer)
        except IllegalMove as e:
            self.refuse(str(e))
            return
        if words is None:
            self.refuse("Can't undo: you have made no move in this game yet")
            return
        self.after_take_back(f"'{words}' was taken back, with the computer's answers.")
        self.advance()

    def take_back(self, verdict: Verdict, asker: int, allowed_by: int | None) -> None:
        try:
            self.table.take_back(verdict.words, asker, allowed_by)
        except IllegalMove as e:
            self.refuse(str(e))
            return
        self.after_take_back("The last move was taken back.")

    def after_take_back(self, told: str) -> None:
        end = len(self.table.log_lines())
        self.seen = [None if s is None else min(s, end) for s in self.seen]
        self.autosaved()
        self.notify(told, timeout=3)

    def ask_consent(self, verdict: Verdict, asker: int) -> None:
        """Cover the table, ask the other player, then hand the keyboard back."""
        other = 1 - asker
        asking, asked = self.table.name(asker), self.table.name(other)
        question = consent_question(verdict, asking, asked)

        def answered(allow: bool | None) -> None:
            if allow:
                self.take_back(verdict, asker, other)
                answer = f"{asked} agreed: '{verdict.words}' was taken back."
            else:
                self.table.kept(verdict.words, other)
                answer = f"{asked} did not agree: '{verdict.words}' stands."
            self.hand_back(asker, answer)

        self.app.push_screen(ConsentScreen(asked, asking, question), answered)

    def hand_back(self, asker: int, answer: str) -> None:
        """The other player answered on a consent screen: cover the table until the asker
        has the keyboard again, telling them the answer."""
        asking, asked = self.table.name(asker), self.table.name(1 - asker)
        news = News("The answer:", [answer])
        back = HandoverScreen(
            asking, asked, "take the keyboard back", news, uncover=lambda: self.hand_to(asker)
        )
        self.app.push_screen(back, lambda _: self.advance())

    def action_save(self) -> None:
        def done(path: Path | None) -> None:
            if path is not None:
                try:
                    storage.save_table(self.table, path)
                except OSError as e:
                    self.refuse(f"Couldn't save to {path}: {e.strerror}")
                    return
                self.notify(f"Saved to {path}", timeout=6)

        self.app.push_screen(SaveAsScreen(storage.default_save_path()), done)

    def switch_open_hands(self) -> None:
        """The command palette's switch. Opening shows the other player's hand, so another
        person at the table must agree first, as to an undo that would show a secret;
        hiding takes nobody's consent. Facing the computer the person decides alone:
        opening shows them only the computer's hand, a teaching choice that costs no
        person a secret."""
        if self.table.open_hands or not self.secrets_between_people():
            self.set_open_hands(not self.table.open_hands)
            return
        asker = self.viewer if self.viewer is not None else 0
        asking, asked = self.table.name(asker), self.table.name(1 - asker)
        question = (
            f"{asking} asks to open the hands: both hands shown face up, and no hand-over "
            f"screen, until they are hidden again. {asked}, allow it?"
        )

        def answered(allow: bool | None) -> None:
            if allow:
                self.set_open_hands(True)
                self.notify(f"{asked} agreed: both hands are shown.", timeout=4)
            else:
                self.table.note(f"{asked} did not agree to open the hands")
                self.hand_back(asker, f"{asked} did not agree: the hands stay hidden.")

        self.app.push_screen(ConsentScreen(asked, asking, question), answered)

    def secrets_between_people(self) -> bool:
        """Two people sit at the table, each with a hand the other must not see (the
        computer, or a lesson's opponent, has no secret to keep from the person)."""
        return all(bot is None for bot in self.table.bots)

    def hides_hands(self) -> bool:
        """The screen draws one person's secrets that the other must not see."""
        return not self.table.open_hands and self.secrets_between_people()

    def set_open_hands(self, value: bool) -> None:
        """Switch open hands: the log and the status line tell both players."""
        self.table.open_hands = value
        who = self.table.name(self.viewer if self.viewer is not None else 0)
        if value:
            self.table.note(f"open hands switched on by {who}: both hands are shown")
        else:
            self.table.note(f"open hands switched off by {who}: hands are hidden again")
        self.advance()
