"""A goal in words, as the Learn screen shows it: one sentence for every kind of
condition, with the stacks it keeps."""

from __future__ import annotations

from typing import Any

import pytest

from digimon_tui.lessons.goals import GOAL_KEYS, describe, parse_goal
from digimon_tui.lessons.lesson import builtin_dir, read_lesson

SENTENCES: list[tuple[dict[str, Any], str]] = [
    ({"kind": "win"}, "Win the game this turn."),
    (
        {"kind": "delete", "ids": ["bear"], "keep": ["drac"]},
        "Delete bear (Bearmon) this turn, keeping drac (Dracomon).",
    ),
    (
        {"kind": "security", "at_most": 1},
        "Bring the opponent down to 1 security card or fewer this turn.",
    ),
    (
        {"kind": "security", "at_most": 2, "keep": ["drac"]},
        "Bring the opponent down to 2 security cards or fewer this turn, keeping drac (Dracomon).",
    ),
    (
        {"kind": "end_turn", "memory_at_most": 1},
        "End your turn leaving the opponent 1 memory or less.",
    ),
    ({"kind": "survive"}, "Survive until your next turn."),
    (
        {"kind": "survive", "security_at_least": 2},
        "Survive until your next turn with 2 or more security cards.",
    ),
    (
        {"kind": "in_play", "card": "ST1-03", "count": 2, "under": 1, "zone": "breeding"},
        "Have 2 Agumon digivolved in your breeding area this turn.",
    ),
]


@pytest.mark.parametrize(("table", "sentence"), SENTENCES, ids=lambda v: str(v)[:40])
def test_a_goal_reads_as_one_sentence(table: dict[str, Any], sentence: str) -> None:
    lesson = read_lesson(builtin_dir() / "12-tamer.toml")  # drac is the learner's, bear not
    assert describe(parse_goal(table), lesson.start(), lesson.learner) == sentence


def test_every_kind_of_goal_has_a_sentence_here() -> None:
    assert {table["kind"] for table, _ in SENTENCES} == set(GOAL_KEYS)
