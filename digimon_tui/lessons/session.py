"""Playing a lesson: the learner's moves, the opponent's answers, hints, the solution, and
why a move was refused or made the goal impossible (with the rule).

No user interface here: the Learn screen and the tests drive a `LessonRun` alike.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from digimon_tui.engine.game import Game
from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.moves import IllegalMove, parse

from .goals import LOST, MET, OPEN, describe, status
from .lesson import Lesson
from .search import Line, Search


@dataclass(frozen=True)
class Feedback:
    """What became of a move: "illegal" (nothing changed), "open" (go on), "solved" or
    "failed"; `text` says why, citing the rule."""

    kind: str
    text: str = ""


class LessonRun:
    """One attempt at a lesson, started over by `retry`; `noun` is what its refusals
    call it (a puzzle is played as a lesson)."""

    def __init__(self, lesson: Lesson, noun: str = "lesson") -> None:
        self.lesson = lesson
        self.noun = noun
        self.search = Search(lesson)
        self.hints_shown = 0
        self.retry()

    def retry(self) -> None:
        """Back to the lesson's position (hints already shown stay shown)."""
        self.game: Game = self.lesson.start()
        self.line: Line = ()
        self.outcome = OPEN
        self.answer_for_opponent()

    @property
    def goal_text(self) -> str:
        return describe(self.lesson.goal, self.game, self.lesson.learner)

    def over(self) -> str:
        """What a move made once the lesson is decided is told."""
        return f"the {self.noun} is over: retry it (r) or pick another"

    def learner_to_move(self) -> bool:
        d = self.game.pending
        return self.outcome == OPEN and d is not None and d.player == self.lesson.learner

    def play(self, move: str) -> Feedback:
        """The learner's move, then the opponent's answers until the learner is asked again
        or the lesson is decided."""
        if self.outcome != OPEN:
            return Feedback("illegal", self.over())
        if not self.learner_to_move():
            return Feedback("illegal", "it is not your decision")
        text = " ".join(move.split())
        try:
            text = str(parse(move, Verb))
            self.game.apply(text)
        except IllegalMove as e:
            return Feedback("illegal", f"'{text}' is not allowed: {e}")
        self.line = (*self.line, text)
        judged = self.judge()
        if judged == OPEN and not self.search.solvable(self.line):
            self.outcome = LOST
            return Feedback("failed", self.why_impossible(text))
        if judged == OPEN:
            self.answer_for_opponent()
            judged = self.judge()
        if judged == MET:
            return Feedback("solved", "Goal reached!")
        if judged == LOST:
            return Feedback("failed", self.why_impossible(text))
        return Feedback("open")

    def judge(self) -> str:
        self.outcome = status(self.lesson.goal, self.game, self.lesson.frame)
        return self.outcome

    def answer_for_opponent(self) -> None:
        """The opponent answers (see `Search.reply`) until it is the learner's turn to
        decide or the lesson is decided."""
        while self.judge() == OPEN:
            d = self.game.pending
            if d is None or d.player == self.lesson.learner:
                return
            m = str(self.search.reply(self.line))
            self.game.apply(m)
            self.line = (*self.line, m)

    def why_impossible(self, move: str) -> str:
        """Why the goal can't be reached any more, citing the rule: the lesson's own
        explanation of the move if it has one, else what the game shows."""
        lesson, g = self.lesson, self.game
        rules = ", ".join(lesson.rules)
        see = f" (see {rules})" if rules else ""
        if move in lesson.why:
            return lesson.why[move]
        if g.winner is not None and g.winner != f"p{lesson.learner + 1}":
            return f"You lost: {g.win_reason}."
        if g.turn_number > lesson.frame.start and g.turn_number < lesson.frame.end:
            if move == "pass":
                return "Passing ends your turn at once; the opponent gets 3 memory (6-5-1-7)."
            return (
                "Your turn is over: the memory went to the opponent's side (6-1-4-1), "
                f"before the goal was reached{see}."
            )
        if g.turn_number >= lesson.frame.end:
            return f"Time is up and the goal wasn't reached{see}."
        left = lesson.moves - self.search.learner_moves(self.line)
        return (
            f"After '{move}' no way of at most {left} more move{'s' if left != 1 else ''} "
            f"reaches the goal{see}."
        )

    def next_hint(self) -> str | None:
        """The next hint in order, or None when every hint has been shown."""
        if self.hints_shown >= len(self.lesson.hints):
            return None
        self.hints_shown += 1
        return self.lesson.hints[self.hints_shown - 1]

    def solution_from_here(self) -> list[str]:
        """The learner's moves that reach the goal from where the lesson stands: the rest
        of the lesson's solution while the learner follows it, else a line the search
        finds (empty when the goal can't be reached any more)."""
        mine = self._learner_part(self.line)
        sol = list(self.lesson.solution)
        if sol[: len(mine)] == mine:
            return sol[len(mine) :]
        if not self.learner_to_move():
            return []
        line = self.search.play_on(self.line, self.search.best_move)
        return self._learner_part(line)[len(mine) :]

    def in_words(self, moves: list[str], say: Callable[[Game, str], str]) -> list[str]:
        """The learner's `moves` from where the lesson stands, each said by `say` in the
        position it is made in (the opponent's answers between them played as `play`
        plays them): a screen says them as its moves panel does."""
        line, g, out = self.line, self.search.game(self.line), []
        for m in moves:
            while g.pending is not None and g.pending.player != self.lesson.learner:
                answer = str(self.search.reply(line))
                g.apply(answer)
                line = (*line, answer)
            out.append(say(g, m))
            g.apply(m)
            line = (*line, m)
        return out

    def _learner_part(self, line: Line) -> list[str]:
        """The learner's moves in `line`."""
        g = self.search.game(())
        out = []
        for m in line:
            assert g.pending is not None
            if g.pending.player == self.lesson.learner:
                out.append(m)
            g.apply(m)
        return out

    def undo(self) -> bool:
        """Take back the learner's last move (and the opponent's answers to it)."""
        mine = self._learner_part(self.line)
        if not mine:
            return False
        keep = mine[:-1]
        self.retry()
        for m in keep:
            self.play(m)
        return True
