"""Lesson files: a scenario position, a goal the game checks, the rules it teaches, an
introduction, hints in order and the solution (see docs/lessons.md).

`read_lesson` reads and validates one file; `builtin_dir` and `lesson_files` find them.
A bad file is a LessonError with one line naming the key and what was expected.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from digimon_tui import guide
from digimon_tui.card_files.loader import CardFileError, card_files, card_pool
from digimon_tui.cards.model import Card
from digimon_tui.engine import scenario
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import PLAYER_NAMES
from digimon_tui.engine.verbs import Verb
from digimon_tui.files import FileProblem, parse_toml, read_text, text_problem
from digimon_tui.loop.moves import IllegalMove, parse

from .goals import Condition, Frame, GoalError, check_ids, frame, parse_goal

TOPICS = (
    ("setup", "Setting up"),
    ("memory", "Memory and passing"),
    ("digivolving", "Playing and digivolving"),
    ("attacking", "Attacking and security checks"),
    ("blocking", "Blocking"),
    ("effects", "Effects and their timing"),
    ("keywords", "Keywords"),
)
"""The built-in topics, in the order they are taught; a teacher's lesson may name its own."""

LESSON_KEYS = {"title", "topic", "rules", "intro", "hints", "solution", "moves", "learner"}
LESSON_KEYS |= {"goal", "why"}
SCENARIO_KEYS = {"cards", "seed", "format", "state", "p1", "p2", "steps"}
MAX_MOVES = 8
"""The longest horizon a lesson may ask the search to look through."""


class LessonError(ValueError):
    """A lesson file that can't be used; the message names the key and what was expected."""


@dataclass(frozen=True)
class Lesson:
    path: Path
    key: str
    """What the learner's progress remembers it by: the file name for a built-in lesson,
    the full path for a teacher's."""
    title: str
    topic: str
    rules: tuple[str, ...]
    intro: str
    hints: tuple[str, ...]
    solution: tuple[str, ...]
    moves: int
    """The horizon: the learner's decisions within which the goal must be met."""
    learner: int
    goal: tuple[Condition, ...]
    why: dict[str, str]
    """Explanations for tempting moves that make the goal impossible, by move text."""
    scenario: dict[str, Any]
    cards: Mapping[str, Card]
    frame: Frame

    def start(self) -> Game:
        """A fresh game at the lesson's position (after its steps)."""
        return scenario.load(self.cards, self.scenario)

    def topic_title(self) -> str:
        return dict(TOPICS).get(self.topic, self.topic)


def builtin_dir() -> Path:
    """The built-in lessons: the checkout's top-level `lessons/` folder in a source
    checkout, else the installed package data `digimon_tui.lesson_data`."""
    root = Path(__file__).resolve().parents[2]
    if (root / "pyproject.toml").is_file() and (root / "lessons" / "__init__.py").is_file():
        return root / "lessons"
    return Path(str(importlib.resources.files("digimon_tui.lesson_data")))


def lesson_files(folder: Path) -> list[Path]:
    """A folder's lesson files, in name order."""
    return sorted(p for p in folder.glob("*.toml") if p.is_file())


def read_lesson(path: Path | str, key: str | None = None) -> Lesson:
    """Read and validate a lesson file (not yet searched: see `check`)."""
    path = Path(path)
    try:
        data = parse_toml(read_text(path))
    except FileProblem as e:
        raise LessonError(str(e)) from None
    return lesson_from(data, path, key)


def lesson_from(data: dict[str, Any], path: Path, key: str | None = None) -> Lesson:
    """A lesson from a file's parsed tables (a puzzle file's, once its own keys are read)."""
    if not data:
        raise LessonError("empty file: expected a lesson (title, goal, state, p1, p2, ...)")
    problem = text_problem(data)
    if problem:
        raise LessonError(problem)
    extra = sorted(set(data) - LESSON_KEYS - SCENARIO_KEYS)
    if extra:
        allowed = sorted(LESSON_KEYS | SCENARIO_KEYS)
        raise LessonError(f"unknown key {extra[0]!r} (expected one of {allowed})")
    for needed in ("title", "topic", "intro", "goal", "solution", "moves"):
        if needed not in data:
            raise LessonError(f"{needed}: missing (a lesson needs {needed})")
    title, topic, intro = (_text(data, k) for k in ("title", "topic", "intro"))
    intro = "\n\n".join(" ".join(p.split()) for p in intro.split("\n\n"))
    hints = _texts(data.get("hints", []), "hints", "hints")
    solution = _texts(data["solution"], "solution", "moves")
    rules = _texts(data.get("rules", []), "rules", "rule numbers")
    for rule in rules:
        if guide.find(rule) is None:
            raise LessonError(f"rules: {rule!r} is not a rule the rules guide explains")
    moves = data["moves"]
    if type(moves) is not int or not 1 <= moves <= MAX_MOVES:
        raise LessonError(f"moves: expected an integer from 1 to {MAX_MOVES}")
    why = data.get("why", {})
    if not isinstance(why, dict) or not all(isinstance(v, str) for v in why.values()):
        raise LessonError("why: expected a table of moves and explanations")
    try:
        goal = parse_goal(data["goal"])
    except GoalError as e:
        raise LessonError(str(e)) from None
    sc = {k: v for k, v in data.items() if k in SCENARIO_KEYS}
    try:
        cards = card_pool(card_files(scenario.card_paths(path, sc)))
    except CardFileError as e:
        raise LessonError(f"cards: {e}") from None
    except scenario.ScenarioError as e:
        raise LessonError(str(e)) from None
    try:
        g = scenario.load(cards, sc)
    except scenario.ScenarioError as e:
        raise LessonError(str(e)) from None
    if g.pending is None:
        raise LessonError("state: the game is already over at the lesson's position")
    learner = _learner(data.get("learner"), g)
    try:
        check_ids(goal, g, learner)
        window = frame(goal, g, learner)
    except GoalError as e:
        raise LessonError(str(e)) from None
    return Lesson(
        path=path,
        key=key or str(path.resolve()),
        title=title,
        topic=topic,
        rules=rules,
        intro=intro,
        hints=hints,
        solution=tuple(_normal(m, f"solution: move {i}") for i, m in enumerate(solution, start=1)),
        moves=moves,
        learner=learner,
        goal=goal,
        why={_normal(k, f"why: {k!r}"): v for k, v in why.items() if k.strip()},
        scenario=sc,
        cards=cards,
        frame=window,
    )


def _normal(move: str, where: str) -> str:
    """A move of the lesson file in the notation's normal form."""
    try:
        return str(parse(move, Verb))
    except IllegalMove as e:
        raise LessonError(f"{where}: {e}") from None


def _learner(value: Any, g: Game) -> int:
    if value is None:
        return g.turn_player
    if value not in PLAYER_NAMES:
        raise LessonError("learner: expected 'p1' or 'p2'")
    return PLAYER_NAMES.index(value)


def _text(data: dict[str, Any], key: str) -> str:
    value = data[key]
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{key}: expected text")
    return value.strip()


def _texts(value: Any, key: str, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise LessonError(f"{key}: expected a list of {what}")
    return tuple(v.strip() for v in value)


def library(folders: Iterable[Path] = ()) -> tuple[list[Lesson], list[str]]:
    """The built-in lessons and those in the teachers' `folders`, in topic order (the
    built-in topics first, then any other in the order met), and one line for each file
    that can't be read."""
    found: list[Lesson] = []
    problems: list[str] = []
    sources = [(builtin_dir(), True), *((Path(f), False) for f in folders)]
    for folder, builtin in sources:
        for path in lesson_files(folder):
            try:
                found.append(read_lesson(path, path.name if builtin else None))
            except LessonError as e:
                problems.append(f"{path}: {e}")
    order = [key for key, _ in TOPICS]
    for lesson in found:
        if lesson.topic not in order:
            order.append(lesson.topic)
    found.sort(key=lambda lesson: order.index(lesson.topic))  # stable: file order in a topic
    return found, problems
