"""`puzzles check`: every shipped puzzle reads, keeps the puzzle rule, is won by its
solution against every answer, is fair, and has the grade it claims; a puzzle that
claims too much, or breaks the rule, is one line and exit code 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from digimon_tui.cli import main
from digimon_tui.lessons.lesson import LessonError, lesson_files
from digimon_tui.puzzles.check import check_puzzle
from digimon_tui.puzzles.grade import GRADES
from digimon_tui.puzzles.puzzle import builtin_dir, library, read_puzzle

PUZZLES = lesson_files(builtin_dir())


@pytest.mark.parametrize("path", PUZZLES, ids=lambda p: p.name)
def test_every_shipped_puzzle_is_proved_with_its_grade(path: Path) -> None:
    puzzle = check_puzzle(path)
    assert puzzle.lesson.hints, "a puzzle gives at least one hint"
    first = puzzle.lesson.solution[0]
    if puzzle.claims["length"] > 1:  # the hints name the first step, not the whole line
        assert all(" → ".join(puzzle.lesson.solution) not in h for h in puzzle.lesson.hints)
    assert puzzle.lesson.solution and first


def test_at_least_40_puzzles_ship_easiest_first_across_the_grades() -> None:
    puzzles, problems = library()
    assert problems == []
    assert len(puzzles) >= 40
    grades = [p.grade for p in puzzles]
    assert grades == sorted(grades)
    assert len(set(grades)) >= 3
    assert set(grades) <= set(GRADES)


def test_the_check_command_proves_a_shipped_puzzle(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["puzzles", "check", str(PUZZLES[0])]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{PUZZLES[0]}: OK: {read_puzzle(PUZZLES[0]).lesson.title}, grade ")


def shipped(tmp_path: Path) -> tuple[Path, str]:
    """A copy of the first shipped puzzle and its text."""
    text = PUZZLES[0].read_text()
    path = tmp_path / PUZZLES[0].name
    path.write_text(text)
    return path, text


def test_a_puzzle_that_claims_another_grade_is_caught(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, text = shipped(tmp_path)
    grade = read_puzzle(path).grade
    wrong = 5 if grade != 5 else 1
    path.write_text(text.replace(f"grade = {grade}\n", f"grade = {wrong}\n", 1))
    assert main(["puzzles", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"digimon-tui: {path}: claims what the search doesn't prove: ")
    assert f"grade = {wrong}, proved {grade}" in err
    assert path.read_text() == text.replace(f"grade = {grade}\n", f"grade = {wrong}\n", 1)


def test_a_puzzle_whose_opponent_holds_cards_breaks_the_puzzle_rule(tmp_path: Path) -> None:
    path, text = shipped(tmp_path)
    opponent = "p2" if read_puzzle(path).lesson.learner == 0 else "p1"
    path.write_text(text.replace(f"[{opponent}]\n", f'[{opponent}]\nhand = ["ST1-01"]\n'))
    with pytest.raises(LessonError, match=f"{opponent}.hand: by the puzzle rule"):
        read_puzzle(path)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("grade = ", "grade = 0 #"), "grade: expected a whole number of 1 or more"),
        (("title = ", 'topic = "x"\ntitle = '), "topic: a puzzle doesn't say it"),
        (("odds = ", "odds = 'many' #"), "odds: expected a whole number of 1 or more"),
    ],
)
def test_a_malformed_puzzle_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: tuple[str, str], message: str
) -> None:
    path, text = shipped(tmp_path)
    path.write_text(text.replace(*change, 1))
    assert main(["puzzles", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert err == f"digimon-tui: {path}: {message}" + err[len(f"digimon-tui: {path}: {message}") :]
    assert err.count("\n") == 1


def test_the_opponents_security_is_shown_face_up_top_first() -> None:
    puzzle = read_puzzle(PUZZLES[0])
    g = puzzle.lesson.start()
    security = g.players[1 - puzzle.lesson.learner].security
    shown = "; ".join(f"{g.defs[u].name} ({g.defs[u].number})" for u in reversed(security))
    assert puzzle.lesson.intro.startswith(  # first: a small terminal shows it
        f"Puzzle rule: their security is face up, top first: {shown or 'none'}. "
        "They hold no cards.\n\nFrom a computer game, "
    )
