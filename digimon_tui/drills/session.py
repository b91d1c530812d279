"""One drill being answered: by choosing an outcome (the engine then plays the ruling's
moves), or by playing it (the learner makes their own moves, the other seat's come from
the ruling, and the ruling's line is played out beside it when the learner left it).

It holds no screen: the drill screen draws what it says, for the learner's seat only.
"""

from __future__ import annotations

from dataclasses import replace

from digimon_tui.engine.game import Game
from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.moves import Move

from .drill import Drill
from .play import Outcome, learner, play_out, start


class DrillRun:
    def __init__(self, drill: Drill) -> None:
        self.drill = drill
        self.game = start(drill)
        self.learner = learner(drill, self.game)
        self.chosen: int | None = None
        """The choice the learner made, counted from 0; None until then."""
        self.played: list[tuple[str, list[str]]] = []
        """In play mode, every move made so far (the learner's and the other seat's) and
        the log lines it wrote."""
        self.outcome: Outcome | None = None
        """The ruling's line played out, once the drill is answered."""

    @property
    def line(self) -> tuple[str, ...]:
        """The ruling's moves from the question on."""
        return self.drill.steps[self.drill.shown_after :]

    @property
    def answered(self) -> bool:
        return self.outcome is not None

    @property
    def right(self) -> bool:
        """Chosen right, or played the ruling's own line."""
        if self.chosen is not None:
            return self.chosen == self.drill.answer
        return self.on_line

    @property
    def on_line(self) -> bool:
        return [m for m, _ in self.played] == list(self.line[: len(self.played)])

    def choose(self, i: int) -> Outcome:
        """Answer with choice `i`; the engine plays the ruling's moves on the position."""
        self.chosen = i
        self.outcome = play_out(self.drill, self.game)
        return self.outcome

    def choices(self) -> list[Move[Verb]]:
        """The learner's legal moves now, in play mode; empty when the line is over."""
        d = self.game.pending
        if self.answered or d is None or d.player != self.learner:
            return []
        return list(self.game.legal_moves())

    def begin_play(self) -> None:
        """Start play mode: the other seat answers first if the question is theirs."""
        self._answer_for_the_other_seat()

    def play(self, move: str) -> None:
        """The learner's move; then the other seat's answers, until the learner decides
        again or the ruling's number of moves is reached (then the drill is answered)."""
        self._apply(move)
        self._answer_for_the_other_seat()

    def _apply(self, move: str) -> None:
        g = self.game
        before = len(g.log_lines)
        g.apply(move)
        self.played.append((move, g.log_lines[before:]))

    def _answer_for_the_other_seat(self) -> None:
        g = self.game
        while not self._done():
            d = g.pending
            assert d is not None
            if d.player == self.learner:
                return
            legal = [str(m) for m in g.legal_moves()]
            step = self.line[len(self.played)] if self.on_line else None
            self._apply(step if step in legal else legal[0])
        self._finish()

    def _done(self) -> bool:
        return self.game.pending is None or len(self.played) >= len(self.line)

    def _finish(self) -> None:
        """The learner's line is over: on the ruling's line its outcome is checked on the
        learner's game; off it, the ruling's line is played on a fresh position."""
        if self.on_line:
            self.outcome = _checked(self.drill, self.game)
        else:
            self.outcome = play_out(self.drill, start(self.drill))


def _checked(drill: Drill, g: Game) -> Outcome:
    """The ruling's checks on a game whose moves were already played."""
    return play_out(replace(drill, shown_after=len(drill.steps)), g)
