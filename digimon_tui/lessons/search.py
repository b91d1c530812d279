"""Searching a lesson's position with the engine: can the learner reach the goal within
the lesson's horizon whatever the opponent answers?

The learner's decisions are choices (one good move is enough); the opponent's are
answers the learner can't choose (every one must be met). A position is rebuilt by
replaying its line of moves from the lesson's start, as undo and saves do: the engine's
procedure can't be copied, and a lesson's positions are small.
"""

from __future__ import annotations

from collections.abc import Callable

from digimon_tui.engine.game import Game
from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.moves import IllegalMove, Move

from .goals import LOST, MET, OPEN, status
from .lesson import Lesson

NODE_BUDGET = 60_000
"""Positions one question may visit before the lesson is called too large to check."""
OPPONENT_LIMIT = 12
"""Opponent decisions along one line; a longer line can't be proved."""
PASSIVE = ("pass", "no-block", "skip", "no")
"""The learner's "do nothing" answers, in the order a passive learner would pick them."""

Line = tuple[str, ...]


class SearchTooLarge(Exception):
    """The position has more lines within the horizon than the search will look through."""


def _top_level(g: Game) -> tuple | None:
    """A key for a position at the top of a turn's procedure (a breeding or main-phase
    question), where the game is wholly in its state; None elsewhere (inside an attack or
    an effect, where the procedure holds more than the state shows)."""
    d = g.pending
    if d is None or d.kind not in ("main", "breeding"):
        return None
    defs = g.defs
    zones = []
    for pl in g.players:
        stacks = ([pl.breeding] if pl.breeding else []) + pl.battle
        zones.append(
            (
                tuple(defs[u].number for u in pl.hand),
                len(pl.deck),
                tuple(defs[u].number for u in pl.security),
                len(pl.trash),
                len(pl.eggs),
                pl.breeding.id if pl.breeding else None,
                tuple(
                    (p.id, tuple(defs[u].number for u in p.cards), p.suspended, p.played_turn)
                    for p in stacks
                ),
            )
        )
    mods = tuple((m.player, m.expires, m.perm, repr(m.grant), repr(m.target)) for m in g.modifiers)
    return (
        d.kind,
        g.turn_player,
        g.turn_number,
        g.memory,
        tuple(zones),
        mods,
        frozenset(g.used_once),
    )


class Search:
    """One lesson's searches; positions already judged are remembered across questions."""

    def __init__(self, lesson: Lesson, budget: int = NODE_BUDGET) -> None:
        self.lesson = lesson
        self.budget = budget
        self.nodes = 0
        self._memo: dict[tuple, bool] = {}

    def game(self, line: Line) -> Game:
        """The lesson's position after `line` (every move legal, or IllegalMove)."""
        g = self.lesson.start()
        g.logging = False
        for m in line:
            g.apply(m)
        return g

    def learner_moves(self, line: Line) -> int:
        """How many of `line`'s moves were the learner's."""
        g = self.lesson.start()
        g.logging = False
        n = 0
        for m in line:
            assert g.pending is not None
            n += g.pending.player == self.lesson.learner
            g.apply(m)
        return n

    # ---- the questions -------------------------------------------------------------------

    def solvable(self, line: Line = ()) -> bool:
        """The learner can still reach the goal from `line`, with the moves left."""
        return self._wins(line, self._left(line), 0, "best")

    def passive_wins(self) -> bool:
        """The goal is reached without trying: doing nothing (pass, no block, skip) where
        the learner may, and any answer where there is no such choice. This covers a goal
        that every first move meets, since doing nothing is one of them or every answer is
        tried."""
        return self._wins((), self.lesson.moves, 0, "passive")

    def solution_fails(self) -> str | None:
        """Why the lesson's own solution doesn't reach the goal against every answer of
        the opponent, or None when it does."""
        return self._follow((), list(self.lesson.solution))

    def best_move(self, line: Line) -> Move | None:
        """A learner's move that keeps the goal reachable, or None."""
        left = self._left(line)
        g = self.game(line)
        assert g.pending is not None
        for m in g.pending.moves:
            if self._wins((*line, str(m)), left - 1, 0, "best"):
                return m
        return None

    def reply(self, line: Line) -> Move[Verb]:
        """The opponent's answer: one that makes the goal impossible if there is one,
        else the first of its moves (an attack before anything else)."""
        g = self.game(line)
        assert g.pending is not None
        left = self._left(line)
        moves = _answers(g)
        for m in moves:
            if not self._wins((*line, str(m)), left, 0, "best"):
                return m
        return moves[0]

    def play_on(self, line: Line, learner: Callable[[Line], Move | None]) -> Line:
        """`line` continued, the learner's moves from `learner` and the opponent's from
        `reply`, until the goal is met or lost (or `learner` has no move)."""
        line = tuple(line)
        while True:
            g = self.game(line)
            if status(self.lesson.goal, g, self.lesson.frame) != OPEN:
                return line
            assert g.pending is not None  # an open goal has a game still going
            if g.pending.player == self.lesson.learner:
                m = learner(line)
                if m is None:
                    return line
            else:
                m = self.reply(line)
            line = (*line, str(m))

    # ---- the search ----------------------------------------------------------------------

    def _left(self, line: Line) -> int:
        return self.lesson.moves - self.learner_moves(line)

    def _wins(self, line: Line, left: int, opp: int, mode: str) -> bool:
        self.nodes += 1
        if self.nodes > self.budget:
            raise SearchTooLarge(
                f"more than {self.budget} positions within {self.lesson.moves} moves"
            )
        g = self.game(line)
        judged = status(self.lesson.goal, g, self.lesson.frame)
        if judged != OPEN:
            return judged == MET
        d = g.pending
        assert d is not None
        key = _top_level(g)
        if key is not None:
            key = (key, left, opp, mode)
            known = self._memo.get(key)
            if known is not None:
                return known
        result = self._expand(g, line, left, opp, mode)
        if key is not None:
            self._memo[key] = result
        return result

    def _expand(self, g: Game, line: Line, left: int, opp: int, mode: str) -> bool:
        d = g.pending
        assert d is not None
        if d.player != self.lesson.learner:
            if opp >= OPPONENT_LIMIT:
                return False
            return all(self._wins((*line, str(m)), left, opp + 1, mode) for m in _answers(g))
        if left <= 0:
            return False
        moves = [str(m) for m in d.moves]
        if mode == "passive":
            quiet = [m for m in PASSIVE if m in moves]
            return all(self._wins((*line, m), left - 1, opp, mode) for m in quiet[:1] or moves)
        return any(self._wins((*line, m), left - 1, opp, mode) for m in moves)

    def _follow(self, line: Line, rest: list[str]) -> str | None:
        """Play the solution's moves for the learner against every opponent answer."""
        g = self.game(line)
        judged = status(self.lesson.goal, g, self.lesson.frame)
        if judged == MET:
            return None
        said = " after " + ", ".join(f"'{m}'" for m in line) if line else ""
        if judged == LOST:
            return f"the solution doesn't reach the goal{said}"
        d = g.pending
        assert d is not None
        if d.player == self.lesson.learner:
            if not rest:
                return f"the solution ends before the goal is met{said}"
            try:
                g.apply(rest[0])
            except IllegalMove as e:
                return f"solution move '{rest[0]}' is illegal{said}: {e}"
            return self._follow((*line, rest[0]), rest[1:])
        for m in _answers(g):
            problem = self._follow((*line, str(m)), rest)
            if problem:
                return problem
        return None


def _answers(g: Game) -> list[Move[Verb]]:
    """The opponent's possible answers, attacks first (the lesson's threat)."""
    assert g.pending is not None
    moves = list(g.pending.moves)
    return sorted(moves, key=lambda m: m.verb is not Verb.ATTACK)
