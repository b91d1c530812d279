"""A lesson at the table: the board and its keys as in a game, with the goal beside it,
hints (h) one at a time, the solution (s), retry (r), and a word on every move that is
refused or makes the goal impossible, with its rule. The opponent answers by itself;
nothing here touches the autosave."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from digimon_tui.lessons.goals import LOST, MET
from digimon_tui.lessons.session import Feedback, LessonRun

from .. import progress
from ..table import Table
from ..widgets.actions import ActionsPanel
from ..widgets.game_log import GameLog
from ..widgets.key_bar import KeyBar
from ..widgets.player_side import board
from .game import GameScreen


class LessonScreen(GameScreen):
    BINDINGS = [
        Binding("h", "hint", "Hint"),
        Binding("s", "solution", "Solution"),
        Binding("r", "retry", "Retry"),
        Binding("b", "back", "Lessons"),
    ]

    def __init__(self, run: LessonRun) -> None:
        me = run.lesson.learner
        names = ("You", "Opponent") if me == 0 else ("Opponent", "You")
        super().__init__(Table(run.game, names))
        self.lesson_run = run
        self.notes: list[Text] = []
        """What the lesson panel says under the goal: hints, the solution, the verdict."""
        self.intro = Text()

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="table"):
            yield from board()
            with Vertical(id="right"):
                yield Static(id="lesson")
                yield ActionsPanel(id="actions")
                yield GameLog(id="log")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        lesson = self.lesson_run.lesson
        self.query_one("#lesson").border_title = lesson.title
        self.intro = Text(lesson.intro + "\n", style="italic")
        self.intro.append("Rules: " + ", ".join(lesson.rules), style="dim")
        # TableScreen.on_mount runs after this one (Textual calls each class's handler)

    # ---- the lesson panel ---------------------------------------------------------------

    def redraw(self) -> None:
        self.viewer = self.lesson_run.lesson.learner
        super().redraw()
        self.show_lesson()

    def show_lesson(self) -> None:
        t = Text()
        t.append("Goal: ", style="bold")
        t.append(self.lesson_run.goal_text, style="bold yellow")
        for note in reversed(self.notes[-3:]):  # the newest first: a small terminal shows it
            t.append("\n")
            t.append_text(note)
        t.append("\nh hint · s solution · r retry · b lessons\n", style="dim")
        t.append_text(self.intro)
        self.query_one("#lesson", Static).update(t)

    def note(self, text: str, style: str = "") -> None:
        self.notes.append(Text(text, style=style))
        self.show_lesson()

    # ---- moves ---------------------------------------------------------------------------

    def handed_over(self, player: int, prompt: str) -> bool:
        """No hand-over: the learner keeps the keyboard and the opponent answers itself."""
        self.viewer = self.lesson_run.lesson.learner
        return False

    def secrets_between_people(self) -> bool:
        """The lesson's opponent answers by itself: the learner may open its hand alone."""
        return False

    def autosaved(self) -> None:
        """A lesson is not a game to continue: the autosave is left as it was."""

    def play(self, move: str) -> None:
        feedback = self.lesson_run.play(move)
        self.table.game = self.lesson_run.game
        if feedback.kind == "illegal":
            self.refuse(feedback.text)
            return
        self.verdict(feedback)
        self.advance()

    def verdict(self, feedback: Feedback) -> None:
        if feedback.kind == "solved":
            self.note("✓ Goal reached! Lesson done.", "bold green")
            problem = progress.mark_done(self.lesson_run.lesson.key)
            if problem:
                self.notify(problem, title="Not saved", severity="error", timeout=10)
            self.notify("Lesson done: b for the lessons, r to play it again.", title="Well done")
        elif feedback.kind == "failed":
            self.note(f"✗ {feedback.text}", "bold red")
            self.note("r retries the lesson; ctrl+z takes the move back.", "dim")

    def show_actions(self) -> None:
        """Only the learner's own questions are listed. A move that decides the lesson can
        leave the opponent to move, and its moves would name its hidden cards: the panel
        says what happened instead."""
        d = self.game.pending
        if d is None or d.player == self.lesson_run.lesson.learner:
            super().show_actions()
            return
        if self.lesson_run.outcome == LOST:
            heading = "The lesson failed, and the turn has passed to the opponent."
        elif self.lesson_run.outcome == MET:
            heading = "Goal reached: the opponent is to move now."
        else:
            heading = "The opponent is to move."
        panel = self.query_one(ActionsPanel)
        panel.show(
            Text(heading, style="bold"), [], "r retries the lesson; ctrl+z takes your move back."
        )
        panel.show_text(Text())

    def show_question(self) -> None:
        if self.lesson_run.learner_to_move():
            super().show_question()

    def game_over(self) -> None:
        """The game ended inside the lesson: the verdict is already in the panel."""

    def refuse(self, reason: str) -> None:
        super().refuse(reason)
        self.note(f"✗ {reason}", "red")

    # ---- keys ----------------------------------------------------------------------------

    def action_hint(self) -> None:
        hint = self.lesson_run.next_hint()
        if hint is None:
            self.note("No more hints: s shows the solution.", "dim")
        else:
            self.note(f"Hint {self.lesson_run.hints_shown}: {hint}", "cyan")

    def action_solution(self) -> None:
        moves = self.lesson_run.solution_from_here()
        if not moves:
            self.note("From here the goal can't be reached: r retries.", "dim")
        else:
            self.note("Solution: " + " → ".join(moves), "cyan")

    def action_retry(self) -> None:
        self.lesson_run.retry()
        self.table.game = self.lesson_run.game
        self.note("Retry: back to the start.", "dim")
        self.advance()

    def action_undo(self) -> None:
        if not self.lesson_run.undo():
            self.refuse("There is no move of yours to take back")
            return
        self.table.game = self.lesson_run.game
        self.note("Your last move was taken back.", "dim")
        self.advance()

    def action_back(self) -> None:
        self.app.pop_screen()
