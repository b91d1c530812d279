"""The loop `lesson check`, `drill check` and `puzzles check` share: a folder stands for
its files, each file gets one line (a bad one a line per problem, naming the file), and
any bad file makes the exit code 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from digimon_tui.checks import Problems, run_checks


def check(path: Path) -> str:
    """A stand-in check: the file's text decides."""
    text = path.read_text()
    if text == "bad":
        raise ValueError("expected good")
    if text == "worse":
        raise Problems(["first drill: wrong", "second drill: wrong"])
    return f"{path.stem} is good"


def folder_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.txt"))


def test_each_file_gets_its_line_and_a_bad_one_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, text in (("a.txt", "good"), ("b.txt", "bad"), ("c.txt", "worse")):
        (tmp_path / name).write_text(text)
    (tmp_path / "notes.md").write_text("bad")  # not one of the folder's files
    assert run_checks([str(tmp_path)], folder_files, check, ValueError, "none") == 2
    out, err = capsys.readouterr()
    assert out == f"{tmp_path / 'a.txt'}: OK: a is good\n"
    assert err.splitlines() == [
        f"digimon-tui: {tmp_path / 'b.txt'}: expected good",
        f"digimon-tui: {tmp_path / 'c.txt'}: first drill: wrong",
        f"digimon-tui: {tmp_path / 'c.txt'}: second drill: wrong",
    ]


def test_good_files_exit_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.txt").write_text("good")
    assert run_checks([str(tmp_path / "a.txt")], folder_files, check, ValueError, "none") == 0
    assert capsys.readouterr().err == ""


def test_no_files_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = run_checks([str(tmp_path)], folder_files, check, ValueError, "x check: no x files")
    assert code == 2
    assert capsys.readouterr().err == "digimon-tui: x check: no x files\n"
