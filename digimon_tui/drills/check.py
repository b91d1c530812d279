"""`digimon-tui drill check`: a drill is good when it reads, its position sets up, the
question is asked of a player who decides, and the engine, playing the ruling's moves,
reaches the outcome the ruling states (every `expect`, `refused`, ... holds)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from digimon_tui.files import is_folder

from .drill import Drill, DrillError, builtin_dir, group_files, read_group
from .play import check


def main(paths: Sequence[str]) -> int:
    """Check drill group files and folders of them (the built-in ones when none is
    given): one line per file; 2 if any drill is bad."""
    files: list[Path] = []
    for p in map(Path, paths or [str(builtin_dir())]):
        files += group_files(p) if is_folder(p) else [p]
    if not files:
        print("digimon-tui: drill check: no drill files given", file=sys.stderr)
        return 2
    bad = 0
    for path in files:
        try:
            drills = read_group(path)
        except DrillError as e:
            print(f"digimon-tui: {path}: {e}", file=sys.stderr)
            bad += 1
            continue
        problems = [p for p in map(_problem, drills) if p]
        for problem in problems:
            print(f"digimon-tui: {path}: {problem}", file=sys.stderr)
        bad += bool(problems)
        if not problems:
            print(f"{path}: OK: {drills[0].group} ({len(drills)} drills)")
    return 2 if bad else 0


def _problem(drill: Drill) -> str | None:
    try:
        check(drill)
    except DrillError as e:
        return f"{drill.title} ({drill.ruling or 'no ruling'}): {e}"
    return None
