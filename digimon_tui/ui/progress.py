"""The learner's progress through the lessons: which ones are done, kept in the app's
data folder (`progress.json`) and written atomically like the autosave."""

from __future__ import annotations

import json
from pathlib import Path

from digimon_tui.files import FileProblem, parse_json, read_text

from . import storage

FORMAT = "digimon-tui-progress"


def progress_path() -> Path:
    return storage.data_home() / "progress.json"


def done() -> set[str]:
    """The lessons done (by `Lesson.key`); a missing or damaged file counts as none."""
    path = progress_path()
    if not path.exists():
        return set()
    try:
        data = parse_json(read_text(path))
    except FileProblem:
        return set()
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return set()
    keys = data.get("done")
    if not isinstance(keys, list):
        return set()
    return {k for k in keys if isinstance(k, str)}


def mark_done(key: str) -> str | None:
    """Remember that a lesson is done; None, or one line saying why it wasn't saved."""
    keys = done() | {key}
    text = json.dumps({"format": FORMAT, "done": sorted(keys)}, indent=1)
    try:
        storage.write_atomic(progress_path(), text)
    except OSError as e:
        return f"Progress not saved ({progress_path()}): {e.strerror or e}"
    return None
