"""`digimon-tui drill check`: a drill is good when it reads, its position sets up, the
question is asked of a player who decides, and the engine, playing the ruling's moves,
reaches the outcome the ruling states (every `expect`, `refused`, ... holds)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from digimon_tui.checks import Problems, run_checks

from .drill import Drill, DrillError, builtin_dir, group_files, read_group
from .play import check


def main(paths: Sequence[str]) -> int:
    """Check drill group files and folders of them (the built-in ones when none is
    given): one line per file; 2 if any drill is bad."""
    return run_checks(
        paths or [str(builtin_dir())],
        group_files,
        check_group,
        DrillError,
        "drill check: no drill files given",
    )


def check_group(path: Path) -> str:
    """A group file's drills, each played; Problems names every bad one."""
    drills = read_group(path)
    problems = [p for p in map(_problem, drills) if p]
    if problems:
        raise Problems(problems)
    return f"{drills[0].group} ({len(drills)} drills)"


def _problem(drill: Drill) -> str | None:
    try:
        check(drill)
    except DrillError as e:
        return f"{drill.title} ({drill.ruling or 'no ruling'}): {e}"
    return None
