"""Small puzzle positions the tests prove by hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from digimon_tui.lessons.lesson import Lesson, lesson_from

TWO_ATTACKS: dict[str, Any] = {
    "state": {"turn": "p1", "memory": 3},
    "p1": {
        "deck": ["ST1-02", "ST1-04"],
        "battle": [
            {"id": "grey", "cards": ["ST1-03", "ST1-07"]},
            {"id": "agu", "cards": ["ST1-03"]},
        ],
    },
    "p2": {"deck": ["ST2-02"], "security": ["ST2-03"]},
}
"""One security card and two Digimon ready to attack: the first attack takes the card,
the second wins; passing doesn't."""


def as_lesson(position: dict[str, Any], **head: Any) -> Lesson:
    """A position with the goal to win this turn, as the miner reads it."""
    data = {
        "title": "t",
        "topic": "puzzle",
        "intro": "Win this turn.",
        "solution": ["pass"],
        "moves": 1,
        "goal": {"kind": "win"},
        **head,
        **position,
    }
    return lesson_from(data, Path("position.toml"))


DRAW_TO_WIN: dict[str, Any] = {
    "state": {"turn": "p1", "memory": 3},
    "p1": {
        "hand": ["BT1-097"],
        "deck": ["ST2-14", "ST2-13", "ST2-13"],
        "battle": [{"id": "elec", "cards": ["BT1-028"]}],
    },
    "p2": {"deck": ["ST2-02"], "battle": [{"id": "wall", "cards": ["BT1-031"]}]},
}
"""No security left but a blocker: Boring Storm draws Sorrow Blue, which stops the
blocker, and the attack wins; with the deck in another order it draws Hammer Spark."""
