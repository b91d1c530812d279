"""Win rates and how sure they are: the interval of one deck's win rate, and the paired
difference between two versions of a deck played on the same seeds (`compare`). Everything
that reports a rate (simulate, study, the card statistics, the charts) reads them here."""

from __future__ import annotations

import math
from dataclasses import dataclass, field


def interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate: honest for small samples and for
    rates near 0 or 1, where the textbook normal interval leaves [0, 1]."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale))


@dataclass
class PairStats:
    """Per deck (by its place in the match-up), the wins with each version and the sum of
    squared per-game differences: all a paired interval needs, and it adds up."""

    games: int = 0
    same: int = 0
    """Games that went the same move for move with both versions."""
    old_wins: list[int] = field(default_factory=lambda: [0, 0])
    new_wins: list[int] = field(default_factory=lambda: [0, 0])
    squares: list[int] = field(default_factory=lambda: [0, 0])
    """Sum over the games of (new result - old result)², each result 1 for a win."""

    def add(self, old: int | None, new: int | None, same: bool) -> None:
        """One game played with both versions: which deck won with each (None: a draw)."""
        self.games += 1
        self.same += same
        for deck in (0, 1):
            a, b = old == deck, new == deck
            self.old_wins[deck] += a
            self.new_wins[deck] += b
            self.squares[deck] += a != b

    def merge(self, other: PairStats) -> None:
        self.games += other.games
        self.same += other.same
        for deck in (0, 1):
            self.old_wins[deck] += other.old_wins[deck]
            self.new_wins[deck] += other.new_wins[deck]
            self.squares[deck] += other.squares[deck]

    def difference(self, deck: int, z: float = 1.96) -> tuple[float, float, float]:
        """The new version's win rate minus the old one's, and its 95 % paired interval
        (the mean of the per-game differences ± z standard errors)."""
        n = self.games
        if n == 0:
            return (0.0, -1.0, 1.0)
        mean = (self.new_wins[deck] - self.old_wins[deck]) / n
        if n == 1:
            return (mean, -1.0, 1.0)
        variance = max(0.0, (self.squares[deck] - n * mean * mean) / (n - 1))
        spread = z * math.sqrt(variance / n)
        return (mean, max(-1.0, mean - spread), min(1.0, mean + spread))
