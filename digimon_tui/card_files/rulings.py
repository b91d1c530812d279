"""`digimon-tui rulings`: the official rulings on the card pool, set by set, and how many
the tests prove.

The project's record of them is `tests/rulings/<set>.toml` in a source checkout: each set
file says how many official rulings there are on its cards in the pool (`pool_rulings`, a
count the tests check against the reference) and holds one entry per ruling: the card,
the Q number, what it is about (`play`, or `deck`, `translation`, `text`, `other-card`,
which can't show in a game of this pool) and, for a play ruling, the position that proves
it. An entry with a position is tested; one marked `disagrees` is a test the engine fails
(the tests expect it to fail until the engine is fixed), so it is tested but not passing.
The files are read as data, never imported; installed from a wheel there are none.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from digimon_tui.cards.paths import CARDS_DIR
from digimon_tui.columns import lined_up

from .coverage import set_order

ABOUT = ("play", "deck", "translation", "text", "other-card")
"""What a ruling is about; only `play` rulings are turned into positions."""


@dataclass(frozen=True)
class SetRulings:
    """One set's line of the report."""

    code: str
    pool: int
    play: int
    tested: int
    passing: int


def record_dir() -> Path | None:
    """The checkout's record of rulings, if this is a checkout."""
    root = CARDS_DIR.parent
    folder = root / "tests" / "rulings"
    return folder if (root / "pyproject.toml").is_file() and folder.is_dir() else None


def is_tested(entry: dict) -> bool:
    """A play ruling with a position (steps or expectations) to prove it."""
    return entry.get("about") == "play" and "untested" not in entry


def summary(data: dict) -> SetRulings:
    """A set file's counts."""
    entries = data.get("rulings", [])
    play = [e for e in entries if e.get("about") == "play"]
    tested = [e for e in play if is_tested(e)]
    return SetRulings(
        code=str(data["set"]),
        pool=int(data.get("pool_rulings", 0)),
        play=len(play),
        tested=len(tested),
        passing=sum(1 for e in tested if "disagrees" not in e),
    )


class RecordError(ValueError):
    """A set file of the record that can't be read: the message names it."""


def read_record(folder: Path, pool_sets: Iterable[str] = ()) -> list[SetRulings]:
    """Every set file of the record, and a line of noughts for each set of the pool that
    has no official rulings (no file), in set order."""
    sets = []
    for path in folder.glob("*.toml"):
        try:
            with path.open("rb") as f:
                data = tomllib.load(f)
            sets.append(summary(data))
        except (OSError, tomllib.TOMLDecodeError, KeyError, TypeError, ValueError) as e:
            raise RecordError(
                f"{path}: expected a set's rulings (set, pool_rulings, [[rulings]]): {e}"
            ) from None
    known = {s.code for s in sets}
    sets += [SetRulings(code, 0, 0, 0, 0) for code in set(pool_sets) - known]
    return sorted(sets, key=lambda s: set_order(s.code))


def _percent(part: int, whole: int) -> str:
    return f"{100 * part // whole} %" if whole else "-"


def table(sets: list[SetRulings]) -> list[str]:
    """One line per set with rulings, then the totals and the share tested and passing."""
    rows = [["set", "rulings", "about play", "tested", "passing"]]
    rows += [[s.code, str(s.pool), str(s.play), str(s.tested), str(s.passing)] for s in sets]
    total = SetRulings(
        "all",
        sum(s.pool for s in sets),
        sum(s.play for s in sets),
        sum(s.tested for s in sets),
        sum(s.passing for s in sets),
    )
    rows.append(["all", str(total.pool), str(total.play), str(total.tested), str(total.passing)])
    lines = lined_up(rows, left=1)
    lines.append(
        f"of the play rulings: {_percent(total.tested, total.play)} tested, "
        f"{_percent(total.passing, total.play)} passing"
    )
    return lines
