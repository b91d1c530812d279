"""The shared memory gauge, -10 … 0 … 10, laid out as it lies between the players.

The engine counts memory from the turn player's side; the gauge shows the top
player's numbers on the left and the bottom player's on the right, so the counter
moves toward whoever will have the memory.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget


def counter_side(memory: int, turn_player: int) -> int | None:
    """Whose side the counter is on (1-4-2-3): None at 0."""
    if memory == 0:
        return None
    return turn_player if memory > 0 else 1 - turn_player


SCALE = 41
"""The width of "10 9 … 0 … 9 10"; the players' names go beside it when they fit."""


class MemoryGauge(Widget):
    """Two lines: the gauge with the counter lit, and the count in words."""

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.memory = 0
        self.turn_player = 0
        self.top = 1
        self.names = ("p1", "p2")

    def show(self, memory: int, turn_player: int, top: int, names: tuple[str, str]) -> None:
        self.memory, self.turn_player, self.top, self.names = memory, turn_player, top, names
        self.refresh()

    def render(self) -> Text:
        side = counter_side(self.memory, self.turn_player)
        value = abs(self.memory)
        at = 10 if side is None else (10 - value if side == self.top else 10 + value)
        room = (self.size.width - SCALE - 6) // 2
        left, right = (
            self.names[p] if len(self.names[p]) <= room else f"p{p + 1}" if room >= 2 else ""
            for p in (self.top, 1 - self.top)
        )
        t = Text(justify="center")
        t.append(f"{left} ◀ ".lstrip(), style="bold")
        for i in range(21):
            style = "reverse bold" if i == at else ("bold" if i == 10 else "")
            t.append(str(abs(10 - i)), style=style)
            t.append(" " if i < 20 else "")
        t.append(f" ▶ {right}".rstrip(), style="bold")
        owner = self.names[side] if side is not None else None
        caption = (
            f"memory {value} on {_possessive(owner)} side" if owner else "memory 0: on neither side"
        )
        t.append("\n" + caption, style="italic")
        return t


def _possessive(name: str) -> str:
    """ "p1's", "Alice's", and "your" for the learner a lesson calls "You"."""
    return "your" if name == "You" else f"{name}'s"
