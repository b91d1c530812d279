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

from digimon_tui.engine.game import Game
from digimon_tui.lessons.goals import LOST, MET, OPEN
from digimon_tui.lessons.session import Feedback, LessonRun

from .. import progress
from ..move_labels import label
from ..table import Table
from ..widgets.actions import ActionsPanel
from ..widgets.game_log import GameLog
from ..widgets.key_bar import KeyBar
from ..widgets.player_side import board
from .game import GameScreen
from .help import TextDialog


class LessonScreen(GameScreen):
    BINDINGS = [
        Binding("h", "hint", "Hint"),
        Binding("s", "solution", "Solution"),
        Binding("r", "retry", "Retry"),
        Binding("b", "back", "Lessons"),
        Binding("o", "read", "Read all"),
    ]
    HELP_TOPIC = "lesson"
    NOUN = "lesson"
    """What the learner is solving, in the words of every line this screen writes."""
    LIST = "lessons"
    """What `b` goes back to."""
    DONE = "Lesson done"
    SOLVED = "✓ Goal reached! Lesson done."
    FAILED_NOTE = ""
    """What the lesson panel says before why the lesson failed."""
    FAILED = "The lesson failed"

    def __init__(self, run: LessonRun) -> None:
        me = run.lesson.learner
        names = ("You", "Opponent") if me == 0 else ("Opponent", "You")
        super().__init__(Table(run.game, names))
        self.lesson_run = run
        self.notes: list[Text] = []
        """What the lesson panel says under the goal: hints, the solution, the verdict."""
        self.intro = Text()
        self.failed_why = ""
        """Why the lesson failed, when it has."""

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
        self.query_one("#lesson", Static).update(self.lesson_text())

    def lesson_text(self) -> Text:
        """The lesson panel's text: the goal, the newest notes first (a small terminal
        shows them), the keys, then the lesson's own words; `o` shows it all."""
        t = Text()
        t.append("Goal: ", style="bold")
        t.append(self.lesson_run.goal_text, style="bold yellow")
        for note in reversed(self.notes[-3:]):
            t.append("\n")
            t.append_text(note)
        t.append(f"\nh hint · s solution · r retry · b {self.LIST} · o read all\n", style="dim")
        t.append_text(self.intro)
        return t

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
            self.note(self.SOLVED, "bold green")
            problem = progress.mark_done(self.lesson_run.lesson.key)
            if problem:
                self.notify(problem, title="Not saved", severity="error", timeout=10)
            self.notify(f"{self.DONE}: {self.next_steps()}", title="Well done")
        elif feedback.kind == "failed":
            self.failed_why = self.explain(feedback.text)
            self.note(f"✗ {self.FAILED_NOTE}{self.failed_why}", "bold red")
            self.note(f"r retries the {self.NOUN}; ctrl+z takes the move back.", "dim")

    def explain(self, why: str) -> str:
        """Why the goal can't be reached after the move, with the rule."""
        return why

    def next_steps(self) -> str:
        return f"b for the {self.LIST}, r to play it again."

    def status_text(self) -> Text:
        """Once the lesson is decided, the status line says so and what to do next, in
        place of where the game stands (it must fit 80 columns): no result screen comes
        (the game's "i shows the result"), and the opponent's question is not the
        learner's."""
        outcome = self.lesson_run.outcome
        if outcome == OPEN:
            return super().status_text()
        t = Text()
        t.append(f" {self.status_head()[0]} ", style="reverse bold")
        if outcome == MET:
            t.append(f"  {self.DONE}: {self.next_steps()}", style="bold green")
        else:
            t.append(f"  {self.FAILED}: r retries, ctrl+z takes your move back.", style="bold red")
        return t

    def show_actions(self) -> None:
        """Only the learner's own questions are listed, while the lesson is open. A move
        that decides the lesson can leave the opponent to move, and its moves would name
        its hidden cards; the learner's own moves would only be refused: the panel says
        what happened instead, and why the lesson failed (the lesson panel above can be
        too short for it at 80x24)."""
        run, d = self.lesson_run, self.game.pending
        theirs = d is not None and d.player != run.lesson.learner
        if run.outcome == OPEN and not theirs:
            super().show_actions()
            return
        why = ""
        if run.outcome == LOST:
            heading = f"{self.FAILED}, and the turn has passed to the opponent."
            heading = heading if theirs else f"{self.FAILED}."
            why = self.failed_why
        elif run.outcome == MET:
            heading = "Goal reached: the opponent is to move now." if theirs else f"{self.DONE}."
        else:
            heading = "The opponent is to move."
        then = f"r retries the {self.NOUN}; ctrl+z takes your move back."
        panel = self.query_one(ActionsPanel)
        note = f"{why[:1].upper()}{why[1:]}\n\n{then}" if why else then
        panel.show(Text(heading, style="bold"), [], note)
        panel.show_text(Text())

    def _main_phase(self) -> bool:
        """The move keys, once the lesson is decided, say so: the opponent's question, if
        it is to move, is not the learner's to answer."""
        if self.lesson_run.outcome != OPEN:
            self.refuse(self.lesson_run.over())
            return False
        return super()._main_phase()

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
            words = self.lesson_run.in_words(moves, said)
            self.note("Solution: " + " → ".join(words), "cyan")

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

    def action_read(self) -> None:
        """The lesson panel's whole text in a box: below 100x30 the panel shows only its
        first lines."""
        title = self.query_one("#lesson").border_title
        self.app.push_screen(ReadScreen(str(title or self.NOUN), self.lesson_text()))

    def action_back(self) -> None:
        self.app.pop_screen()


class ReadScreen(TextDialog):
    """The lesson's or puzzle's whole text; `o` again closes it, as it opened it."""

    BINDINGS = [Binding("escape,q,o", "close", "Close")]


def said(g: Game, move: str) -> str:
    """A move in the moves panel's words, in the position it is made in."""
    d = g.pending
    found = next((m for m in d.moves if str(m) == move), None) if d is not None else None
    return move if found is None else label(g, found)
