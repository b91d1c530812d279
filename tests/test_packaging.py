"""The wheel carries everything the game reads: every package and every data file.

The build itself is checked by `.ci/run` (it installs the wheel outside the checkout
and runs it); these tests name what would be missing, before a build is made.
"""

from __future__ import annotations

import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SETUP = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def test_every_package_is_listed() -> None:
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "digimon_tui").rglob("__init__.py")
    }
    assert set(SETUP["packages"]) == found | set(DATA)


DATA = {
    "digimon_tui.card_data": "cards",
    "digimon_tui.lesson_data": "lessons",
    "digimon_tui.drill_data": "drills",
    "digimon_tui.puzzle_data": "puzzles",
}
"""The top-level data folders and the packages they are installed as."""


def test_the_data_packages_are_the_top_level_folders() -> None:
    assert SETUP["package-dir"] == DATA


@pytest.mark.parametrize("package", sorted(DATA))
def test_every_data_file_is_package_data(package: str) -> None:
    folder = ROOT / DATA[package]
    patterns = SETUP["package-data"][package]
    files = [
        p.relative_to(folder).as_posix()
        for p in folder.rglob("*")
        if p.is_file() and p.suffix != ".py" and "__pycache__" not in p.parts
    ]
    assert files
    assert [f for f in files if not any(fnmatch(f, pat) for pat in patterns)] == []


def test_every_other_data_file_is_package_data() -> None:
    data = [p for p in (ROOT / "digimon_tui").rglob("*") if p.suffix in (".md", ".tcss")]
    assert data
    for path in data:
        package = ".".join(path.parent.relative_to(ROOT).parts)
        patterns = SETUP["package-data"].get(package, [])
        assert any(fnmatch(path.name, pat) for pat in patterns), path
