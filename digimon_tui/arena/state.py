"""The pieces of an Arena position: each player's side of the Arena Mat.

Cards are card numbers (`"ST-01"`); a zone is a list of them. Lists that have a top
keep it last: the top of Online is drawn with `pop()`, and the Digimon on top of the
Duel Zone is `duel[-1]`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

PLAYERS = ("p1", "p2")
HAND_SIZE = 10
TARGET = 1000


@dataclass
class Side:
    """One player's cards and counters."""

    hand: list[str] = field(default_factory=list)
    online: list[str] = field(default_factory=list)
    """Face down; the top is last."""
    offline: list[str] = field(default_factory=list)
    """Face up; the newest is last."""
    duel: list[str] = field(default_factory=list)
    """The Duel Zone stack: a Rookie at the bottom (an old Rookie may lie under a new
    one, E), each higher level on top of the last."""
    digivolve_zone: str | None = None
    """The next-level card placed face down in the digivolve phase (B)."""
    port: list[str] = field(default_factory=list)
    """The Power Port, face up, in the order the cards came."""
    port_face_down: str | None = None
    """A Digivolve option placed face down with the face-down card (B.6a)."""
    rookie_face_down: bool = False
    """The top of the Duel Zone is a Rookie not yet turned over (A.1, or a new one, E)."""
    score: int = 0
    passed: bool = False
    """Passed in this duel's battle phase (C)."""
    played: list[str] = field(default_factory=list)
    """Power Options played in this duel's battle phase."""

    def zones(self) -> list[str]:
        """Every card of this side, wherever it is."""
        extra = [c for c in (self.digivolve_zone, self.port_face_down) if c is not None]
        return self.hand + self.online + self.offline + self.duel + self.port + extra
