"""How hard a puzzle is: the length of its shortest win and how many wrong turns the way
to it offers, found by the lessons' search (the same proof `lesson check` makes).

At each of the learner's decisions along the winning line (the opponent answering as
well as it can), `options` moves are legal and `winning` of them keep the win in reach;
a player guessing at random finds the whole line once in `odds` tries (the product of
options / winning). The grade grows with the line's length and with those odds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from digimon_tui.lessons.lesson import MAX_MOVES, Lesson
from digimon_tui.lessons.search import NODE_BUDGET, Line, Search

GRADES = {1: "easy", 2: "fair", 3: "tricky", 4: "hard", 5: "very hard"}
BOUNDS = (4, 6, 8, 11)
"""The most points of grades 1 to 4 (a point per move after the first and per doubling
of the odds): one move at 1 in 16 is easy; three moves at 1 in 100, hard."""


@dataclass(frozen=True)
class Proof:
    """What the search proved about a position: its shortest win and the choices on it."""

    length: int
    """The learner's moves in the shortest win."""
    line: Line
    """A shortest winning line, the opponent's answers included."""
    solution: tuple[str, ...]
    """The learner's moves of `line`."""
    options: tuple[int, ...]
    """Legal moves at each of the learner's decisions on `line`."""
    winning: tuple[int, ...]
    """Of those, the moves that keep the win in reach."""
    nodes: int
    misses: tuple[str, ...] = ()
    """The first moves that let the win slip."""

    @property
    def first_moves(self) -> int:
        return self.options[0]

    @property
    def winning_first_moves(self) -> int:
        return self.winning[0]

    @property
    def odds(self) -> int:
        """One in `odds` random walks along the line's decisions finds the win."""
        return round(math.prod(n / w for n, w in zip(self.options, self.winning, strict=True)))

    @property
    def grade(self) -> int:
        """1 (easy) to 5: a point per move after the first and per doubling of the odds,
        the grade's bounds in `BOUNDS`."""
        points = self.length - 1 + math.log2(max(1, self.odds))
        return 1 + sum(points > bound for bound in BOUNDS)


def prove(lesson: Lesson, budget: int = NODE_BUDGET, at_least: int = 1) -> Proof | None:
    """The shortest win of `lesson`'s learner within the lessons' horizon, or None when
    there is none; SearchTooLarge when the position is too large to search. With
    `at_least`, wins shorter than that are not looked for (a check that knows there is
    none from a shorter search)."""
    for moves in range(at_least, MAX_MOVES + 1):
        search = Search(replace(lesson, moves=moves), budget)
        if search.solvable():
            return _walk(search, moves)
        budget -= search.nodes
    return None


def _walk(search: Search, length: int) -> Proof:
    line = search.play_on((), search.best_move)
    solution: list[str] = []
    options: list[int] = []
    winning: list[int] = []
    misses: list[str] = []
    g = search.game(())
    for i, m in enumerate(line):
        d = g.pending
        assert d is not None
        if d.player == search.lesson.learner:
            solution.append(m)
            moves = [str(x) for x in d.moves]
            options.append(len(moves))
            keeps = [x for x in moves if search.solvable((*line[:i], x))]
            winning.append(len(keeps))
            if not i:
                misses = [x for x in moves if x not in keeps]
        g.apply(m)
    return Proof(
        length, line, tuple(solution), tuple(options), tuple(winning), search.nodes, tuple(misses)
    )
