"""Puzzle files: a lesson whose goal is to win this turn, with the grade its proof gave.

A puzzle file is a lesson file (docs/lessons.md) without `topic` or `goal` (always: win),
plus `grade`, `length`, `first_moves`, `winning_first_moves`, `odds` (what `puzzles
check` proves again) and `source` (the game it was mined from). The puzzle rule: the
opponent holds no cards, and their security is shown face up, listed before the intro.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from digimon_tui.compiler.toml_out import inline
from digimon_tui.engine.state import PLAYER_NAMES
from digimon_tui.files import FileProblem, parse_toml, read_text
from digimon_tui.lessons.lesson import Lesson, LessonError, lesson_files, lesson_from

from .grade import GRADES, Proof

TOPIC = "Puzzles: win this turn"
CLAIMS = ("grade", "length", "first_moves", "winning_first_moves", "odds")
"""What a puzzle says its proof found; `puzzles check` finds it again."""
RULES = ("13-1", "11-5-1-2-1")
"""The rules every puzzle is about, unless it names others: security checks, and the
attack on a player with no security cards left, which wins."""
HEAD = ("title", "source", *CLAIMS, "moves", "intro", "hints", "solution")


@dataclass(frozen=True)
class Puzzle:
    lesson: Lesson
    """The puzzle as a lesson (topic TOPIC, goal: win), for the Learn screen's table."""
    claims: Mapping[str, int]
    source: str

    @property
    def grade(self) -> int:
        return self.claims["grade"]

    def grade_title(self) -> str:
        return grade_title(self.grade)


def builtin_dir() -> Path:
    """The built-in puzzles: the checkout's top-level `puzzles/` folder in a source
    checkout, else the installed package data `digimon_tui.puzzle_data`."""
    root = Path(__file__).resolve().parents[2]
    if (root / "pyproject.toml").is_file() and (root / "puzzles" / "__init__.py").is_file():
        return root / "puzzles"
    return Path(str(importlib.resources.files("digimon_tui.puzzle_data")))


@dataclass(frozen=True)
class Listed:
    """A puzzle as the Learn list shows it, read from its file's own keys alone (the
    position is read, and its cards loaded, when it is opened)."""

    path: Path
    key: str
    """What the learner's progress remembers it by."""
    title: str
    claims: Mapping[str, int]

    @property
    def grade(self) -> int:
        return self.claims["grade"]

    def grade_title(self) -> str:
        return grade_title(self.grade)


def grade_title(grade: int) -> str:
    return f"grade {grade}, {GRADES[grade]}"


def _read(path: Path) -> dict[str, Any]:
    try:
        return parse_toml(read_text(path))
    except FileProblem as e:
        raise LessonError(str(e)) from None


def _claims(data: dict[str, Any]) -> dict[str, int]:
    """The puzzle's own keys, taken out of `data`, checked."""
    for taken in ("topic", "goal", "learner"):
        if taken in data:
            raise LessonError(f"{taken}: a puzzle doesn't say it (its goal: win this turn)")
    claims: dict[str, int] = {}
    for name in CLAIMS:
        value = data.pop(name, None)
        if type(value) is not int or value < 1:
            raise LessonError(f"{name}: expected a whole number of 1 or more")
        claims[name] = value
    if claims["grade"] not in GRADES:
        raise LessonError(f"grade: expected 1 to {len(GRADES)}")
    return claims


def read_puzzle(path: Path | str, key: str | None = None) -> Puzzle:
    """Read and validate a puzzle file (not yet proved: see `check`); LessonError with
    one line otherwise."""
    path = Path(path)
    data = _read(path)
    claims = _claims(data)
    source = data.pop("source", "")
    if not isinstance(source, str):
        raise LessonError("source: expected text")
    data.setdefault("rules", list(RULES))
    lesson = lesson_from({**data, "topic": TOPIC, "goal": {"kind": "win"}}, path, key)
    opponent = PLAYER_NAMES[1 - lesson.learner]
    if data.get(opponent, {}).get("hand"):
        raise LessonError(f"{opponent}.hand: by the puzzle rule the opponent holds no cards")
    note = security_note(lesson)
    return Puzzle(replace(lesson, intro=f"{note}\n\n{lesson.intro}"), claims, source)


def security_note(lesson: Lesson) -> str:
    """The puzzle rule in words, with the opponent's security face up, top first."""
    g = lesson.start()
    opponent = g.players[1 - lesson.learner]
    cards = [g.defs[u] for u in reversed(opponent.security)]
    shown = "; ".join(f"{c.name} ({c.number})" for c in cards) or "none"
    return f"Puzzle rule: their security is face up, top first: {shown}. They hold no cards."


def puzzle_text(tables: Mapping[str, Any], head: Mapping[str, Any]) -> str:
    """A puzzle file: its own keys first, then the position's tables."""
    out = [f"{k} = {inline(head[k])}" for k in HEAD if k in head]
    top = {k: v for k, v in tables.items() if not isinstance(v, dict)}
    out += [f"{k} = {inline(v)}" for k, v in top.items()]
    for name, table in tables.items():
        if isinstance(table, dict):
            out += ["", f"[{name}]", *(f"{k} = {inline(v)}" for k, v in table.items())]
    return "\n".join(out) + "\n"


def claims_of(proof: Proof) -> dict[str, int]:
    return {
        "grade": proof.grade,
        "length": proof.length,
        "first_moves": proof.first_moves,
        "winning_first_moves": proof.winning_first_moves,
        "odds": proof.odds,
    }


def library(folders: Iterable[Path] = ()) -> tuple[list[Listed], list[str]]:
    """The built-in puzzles and those in the teachers' `folders` (mined ones, say),
    easiest first, and one line for each file whose own keys can't be read."""
    found: list[Listed] = []
    problems: list[str] = []
    sources = [(builtin_dir(), True), *((Path(f), False) for f in folders)]
    for folder, builtin in sources:
        for path in lesson_files(folder) if folder.is_dir() else []:
            try:
                data = _read(path)
                claims = _claims(data)
                title = data.get("title")
                if not isinstance(title, str) or not title.strip():
                    raise LessonError("title: expected text")
            except LessonError as e:
                problems.append(f"{path}: {e}")
                continue
            key = f"puzzle:{path.name if builtin else path}"
            found.append(Listed(path, key, title.strip(), claims))
    found.sort(key=lambda p: (p.grade, p.claims["length"], p.claims["odds"], p.path.name))
    return found, problems
