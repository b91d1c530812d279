"""The loop the `lesson check`, `drill check` and `puzzles check` commands share: the
files named (a folder stands for its files), each checked, one line each, exit code 2
when any is bad. Each command brings what differs: how a folder lists its files, how one
file is checked and what its good line says."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from digimon_tui.files import is_folder


class Problems(Exception):
    """Everything wrong with one file, one line each (a file of several drills can have
    more than one bad drill)."""

    def __init__(self, lines: Sequence[str]) -> None:
        super().__init__("; ".join(lines))
        self.lines = tuple(lines)


def run_checks(
    paths: Sequence[str],
    folder_files: Callable[[Path], list[Path]],
    check: Callable[[Path], str],
    errors: type[Exception],
    none: str,
) -> int:
    """Check each file of `paths`: `check` returns what follows "OK: " on its line, or
    raises `errors` (one line) or `Problems`; those go to stderr, each naming the file.
    `none` says what is missing when there are no files. 0, or 2 if any file is bad."""
    files: list[Path] = []
    for p in map(Path, paths):
        files += folder_files(p) if is_folder(p) else [p]
    if not files:
        print(f"digimon-tui: {none}", file=sys.stderr)
        return 2
    bad = 0
    for path in files:
        try:
            print(f"{path}: OK: {check(path)}")
        except Problems as e:
            for line in e.lines:
                print(f"digimon-tui: {path}: {line}", file=sys.stderr)
            bad += 1
        except errors as e:
            print(f"digimon-tui: {path}: {e}", file=sys.stderr)
            bad += 1
    return 2 if bad else 0
