"""Drill files: positions from official rulings, each with a question, the answers to
choose from, the right one, and why (see docs/drills.md).

A folder of drills holds group files (`*.toml`, one group of a keyword or a timing each,
listed in name order) and may hold `positions.json`: the positions of the project's
record of rulings that its drills name by card and Q number (`ruling = "ST7-09 Q690"`),
so a drill of a tested ruling adds only the teaching (a teacher's drill may name any
ruling the built-in positions hold). A drill may instead carry its own
position in the keys of a scenario file. `plain-digimon.cards.toml` (the built-in folder's)
gives the plain Digimon `TST-1000` ... `TST-15000` the positions use. A bad file is a
DrillError with one line naming the key and what was expected.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from digimon_tui import guide
from digimon_tui.card_files.loader import CardFileError, card_files, card_pool
from digimon_tui.cards.model import Card
from digimon_tui.engine.state import PLAYER_NAMES
from digimon_tui.files import FileProblem, parse_json, parse_toml, read_text, text_problem

GROUP_KEYS = {"group", "drills"}
DRILL_KEYS = {"ruling", "title", "question", "choices", "answer", "why", "rules"}
DRILL_KEYS |= {"shown_after", "learner"}
POSITION_KEYS = {"seed", "state", "p1", "p2", "steps"}
CHECK_KEYS = {"expect", "refused", "offered", "not_offered", "logged"}
"""What must hold once the steps are played: the ruling's outcome (docs/rulings.md)."""
POSITIONS = "positions.json"
PLAIN_CARDS = "plain-digimon.cards.toml"


class DrillError(ValueError):
    """A drill file that can't be used; the message names the key and what was expected."""


@dataclass(frozen=True)
class Drill:
    group: str
    key: str
    """What the learner's progress remembers it by: `drill:<file>:<ruling or title>`."""
    ruling: str
    """The card and Q number of the official ruling (`ST7-09 Q690`); empty for none."""
    title: str
    question: str
    choices: tuple[str, ...]
    answer: int
    """The right choice, counted from 0."""
    why: str
    rules: tuple[str, ...]
    position: dict[str, Any]
    """The scenario keys and the checks (`expect`, `refused`, ...)."""
    shown_after: int
    """How many of the steps are played before the question is asked."""
    learner: int | None
    """The seat asked; None: whoever decides once `shown_after` steps are played."""
    cards: Mapping[str, Card]

    @property
    def steps(self) -> tuple[str, ...]:
        return tuple(self.position.get("steps", ()))


def builtin_dir() -> Path:
    """The built-in drills: the checkout's top-level `drills/` folder in a source
    checkout, else the installed package data `digimon_tui.drill_data`."""
    root = Path(__file__).resolve().parents[2]
    if (root / "pyproject.toml").is_file() and (root / "drills" / "__init__.py").is_file():
        return root / "drills"
    return Path(str(importlib.resources.files("digimon_tui.drill_data")))


def group_files(folder: Path) -> list[Path]:
    """A folder's drill group files, in name order (card files are not groups)."""
    return sorted(
        p for p in folder.glob("*.toml") if p.is_file() and not p.name.endswith(".cards.toml")
    )


@cache
def pool() -> Mapping[str, Card]:
    """The built-in cards and the plain Digimon: every drill's cards."""
    try:
        return card_pool(card_files([builtin_dir() / PLAIN_CARDS]))
    except CardFileError as e:
        raise DrillError(f"cards: {e}") from None


def _positions(folder: Path) -> dict[str, Any]:
    path = folder / POSITIONS
    if not path.is_file():
        return {}
    try:
        data = parse_json(read_text(path))
    except FileProblem as e:
        raise DrillError(f"{POSITIONS}: {e}") from None
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise DrillError(f"{POSITIONS}: expected a table of positions by card and Q number")
    return data


def read_group(path: Path | str) -> list[Drill]:
    """Read and validate a group file's drills (not yet played: see `check`)."""
    path = Path(path)
    try:
        data = parse_toml(read_text(path))
    except FileProblem as e:
        raise DrillError(str(e)) from None
    problem = text_problem(data)
    if problem:
        raise DrillError(problem)
    extra = sorted(set(data) - GROUP_KEYS)
    if extra:
        raise DrillError(f"unknown key {extra[0]!r} (expected one of {sorted(GROUP_KEYS)})")
    group = data.get("group")
    if not isinstance(group, str) or not group.strip():
        raise DrillError("group: expected text (the group's heading)")
    entries = data.get("drills")
    if (
        not isinstance(entries, list)
        or not entries
        or not all(isinstance(e, dict) for e in entries)
    ):
        raise DrillError("drills: expected [[drills]] tables")
    positions = {**_positions(builtin_dir()), **_positions(path.parent)}
    cards = pool()
    return [
        _drill(path, group.strip(), i, entry, positions, cards)
        for i, entry in enumerate(entries, start=1)
    ]


def _drill(
    path: Path,
    group: str,
    i: int,
    entry: dict[str, Any],
    positions: dict[str, Any],
    cards: Mapping[str, Card],
) -> Drill:
    where = f"drill {i}"
    extra = sorted(set(entry) - DRILL_KEYS - POSITION_KEYS - CHECK_KEYS)
    if extra:
        raise DrillError(f"{where}: unknown key {extra[0]!r}")
    for needed in ("title", "question", "choices", "answer", "why"):
        if needed not in entry:
            raise DrillError(f"{where}: {needed}: missing (a drill needs {needed})")
    title, question, why = (_text(entry, k, where) for k in ("title", "question", "why"))
    ruling = entry.get("ruling", "")
    if not isinstance(ruling, str):
        raise DrillError(f"{where}: ruling: expected a card and Q number ('ST7-09 Q690')")
    choices = _texts(entry["choices"], f"{where}: choices", "answers")
    if len(choices) < 2 or len(set(choices)) < len(choices):
        raise DrillError(f"{where}: choices: expected two or more different answers")
    answer = entry["answer"]
    if type(answer) is not int or not 1 <= answer <= len(choices):
        raise DrillError(
            f"{where}: answer: expected the right choice's number, 1 to {len(choices)}"
        )
    rules = _texts(entry.get("rules", []), f"{where}: rules", "rule numbers")
    if not rules:
        raise DrillError(f"{where}: rules: expected the rule numbers that explain it")
    for rule in rules:
        if guide.find(rule) is None:
            raise DrillError(f"{where}: rules: {rule!r} is not a rule the rules guide explains")
    position = {k: v for k, v in entry.items() if k in POSITION_KEYS | CHECK_KEYS}
    if not position:
        if not ruling:
            raise DrillError(f"{where}: expected a position (state, p1, p2, steps) or a ruling")
        if ruling not in positions:
            raise DrillError(f"{where}: ruling: no position for {ruling!r} in {POSITIONS}")
        position = dict(positions[ruling])
    problem = _position_problem(position)
    if problem:
        raise DrillError(f"{where}: {problem}")
    shown_after = entry.get("shown_after", 0)
    steps = position.get("steps", [])
    if type(shown_after) is not int or not 0 <= shown_after <= len(steps):
        raise DrillError(f"{where}: shown_after: expected a number of steps, 0 to {len(steps)}")
    learner = entry.get("learner")
    if learner is not None and learner not in PLAYER_NAMES:
        raise DrillError(f"{where}: learner: expected 'p1' or 'p2'")
    return Drill(
        group=group,
        key=f"drill:{path.name}:{ruling or title}",
        ruling=ruling,
        title=title,
        question=question,
        choices=choices,
        answer=answer - 1,
        why=why,
        rules=rules,
        position=position,
        shown_after=shown_after,
        learner=None if learner is None else PLAYER_NAMES.index(learner),
        cards=cards,
    )


def _position_problem(position: dict[str, Any]) -> str | None:
    """What is wrong with the shape of a position's tables and checks, if anything (the
    scenario reader checks what is inside the tables)."""
    for key in ("state", "p1", "p2", "expect"):
        if not isinstance(position.get(key, {}), dict):
            return f"{key}: expected a table"
    for key in ("steps", "refused", "offered", "not_offered", "logged"):
        value = position.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            return f"{key}: expected a list of {'words' if key == 'logged' else 'moves'}"
    return None


def _text(data: dict[str, Any], key: str, where: str) -> str:
    value = data[key]
    if not isinstance(value, str) or not value.strip():
        raise DrillError(f"{where}: {key}: expected text")
    return " ".join(value.split())


def _texts(value: Any, where: str, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise DrillError(f"{where}: expected a list of {what}")
    return tuple(" ".join(v.split()) for v in value)


def library(folders: Iterable[Path] = ()) -> tuple[list[Drill], list[str]]:
    """The built-in drills and those in the teachers' `folders`, group by group, and one
    line for each file that can't be read."""
    found: list[Drill] = []
    problems: list[str] = []
    for folder in (builtin_dir(), *map(Path, folders)):
        for path in group_files(folder) if folder.is_dir() else []:
            try:
                found += read_group(path)
            except DrillError as e:
                problems.append(f"{path}: {e}")
    return found, problems
