"""Every built-in lesson is proved by `lesson check`, and a broken lesson is caught: no
solution, a solution that fails, a trivial goal, a malformed file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from digimon_tui.cli import main
from digimon_tui.lessons.check import check_lesson
from digimon_tui.lessons.lesson import TOPICS, LessonError, builtin_dir, lesson_files, library

LESSONS = lesson_files(builtin_dir())


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_every_builtin_lesson_checks(path: Path) -> None:
    lesson, _ = check_lesson(path)
    assert lesson.topic in dict(TOPICS)
    assert lesson.hints, "a lesson gives at least one hint"
    assert lesson.rules, "a lesson names the rules it teaches"


def test_the_builtin_lessons_cover_the_topics_in_order() -> None:
    lessons, problems = library()
    assert problems == []
    assert len(lessons) >= 25
    topics = [lesson.topic for lesson in lessons]
    assert list(dict.fromkeys(topics)) == [key for key, _ in TOPICS]
    assert [lesson.path for lesson in lessons] == LESSONS  # file order is topic order


def test_the_builtin_lessons_cover_the_chapters_of_play_and_every_keyword() -> None:
    """v4.2's chapters of a game's play: preparation, procedures, playing, digivolving,
    attacking, security checks, battles, effects and rule checks."""
    lessons, _ = library()
    rules = {rule for lesson in lessons for rule in lesson.rules}
    chapters = {int(rule.split("-")[0]) for rule in rules}
    assert {5, 6, 7, 8, 11, 13, 14, 15, 17} <= chapters
    # <Security A.>, <Blocker>, <Recovery>: the keywords the card language has
    assert {"16-4", "16-5", "16-6"} <= rules


def test_the_builtin_lessons_use_only_built_in_cards() -> None:
    for path in LESSONS:
        numbers = re.findall(r'"(ST\d-\d\d|[A-Z]+\d*-\d+)"', path.read_text())
        assert all(re.fullmatch(r"ST[123]-\d\d", n) for n in numbers), path


LESSON = """
title = "t"
topic = "attacking"
rules = ["11-5-1-2-1"]
moves = {moves}
intro = "i"
hints = ["h"]
solution = {solution}

[goal]
{goal}

[state]
memory = 2

[p1]
deck = ["ST1-02"]
battle = [{{ id = "grey", cards = ["ST1-03", "ST1-07"] }}, {{ id = "agu", cards = ["ST1-03"] }}]

[p2]
deck = ["ST2-02"]
security = {security}
"""


def write(tmp_path: Path, **kw: str) -> Path:
    values = {
        "moves": "2",
        "solution": '["attack grey player"]',
        "goal": 'kind = "win"',
        "security": "[]",
    }
    values.update(kw)
    path = tmp_path / "lesson.toml"
    path.write_text(LESSON.format(**values))
    return path


def test_a_good_lesson_passes(tmp_path: Path, capsys) -> None:
    path = write(tmp_path)
    assert main(["lesson", "check", str(path)]) == 0
    assert "OK" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("kw", "message"),
    [
        ({"security": '["ST2-02", "ST2-03", "ST2-04"]'}, "no solution within 2 moves"),
        ({"solution": '["pass"]'}, "the solution doesn't reach the goal"),
        ({"solution": '["attack grey grey"]'}, "solution move 'attack grey grey' is illegal"),
        ({"solution": "[]"}, "the solution ends before the goal is met"),
        ({"goal": 'kind = "security"\nat_most = 0'}, "trivial: the goal is already met"),
        (
            {"goal": 'kind = "end_turn"\nmemory_at_most = 3', "solution": '["pass"]'},
            "trivial: the goal is met without trying",
        ),
        ({"goal": 'kind = "delete"\nids = ["nope"]'}, "'nope' is not one of the opponent's"),
        ({"goal": 'kind = "win"\ncard = "ST1-01"'}, "unknown key 'card' for kind 'win'"),
        ({"moves": "9"}, "moves: expected an integer from 1 to 8"),
    ],
)
def test_a_broken_lesson_is_one_line_and_exit_2(tmp_path: Path, capsys, kw, message) -> None:
    path = write(tmp_path, **kw)
    assert main(["lesson", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"digimon-tui: {path}: ")
    assert message in err


def test_a_solution_that_fails_while_another_line_works_names_that_line(tmp_path: Path) -> None:
    path = write(tmp_path, solution='["pass"]')
    with pytest.raises(LessonError, match="a line that does: attack grey player"):
        check_lesson(path)


def test_unknown_key_and_bad_rule(tmp_path: Path) -> None:
    path = write(tmp_path)
    path.write_text("colour = 1\n" + path.read_text())
    with pytest.raises(LessonError, match="unknown key 'colour'"):
        check_lesson(path)
    path = write(tmp_path)
    path.write_text(path.read_text().replace('"11-5-1-2-1"', '"99-1"'))
    with pytest.raises(LessonError, match="'99-1' is not a rule"):
        check_lesson(path)
