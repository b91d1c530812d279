"""`drills/positions.json` is made from the record of rulings (tests/rulings/*.toml): the
position and checks of each ruling a built-in drill names, so the drill adds only its
question and the app, which can't read tests/, carries the positions with it.

    python tests/drills/positions.py

writes it again after a drill names another ruling or the record changes a position;
test_drills checks that it is up to date.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "tests" / "rulings"
DRILLS = ROOT / "drills"
KEYS = ("seed", "state", "p1", "p2", "steps", "expect", "refused", "offered", "not_offered")
KEYS += ("logged",)


def named_rulings() -> set[str]:
    """The card and Q number of every ruling a built-in drill names."""
    names = set()
    for path in sorted(DRILLS.glob("*.toml")):
        if path.name.endswith(".cards.toml"):
            continue
        with path.open("rb") as f:
            names |= {d["ruling"] for d in tomllib.load(f).get("drills", []) if "ruling" in d}
    return names


def record_positions() -> dict[str, dict[str, Any]]:
    """Every tested play ruling of the record, by `CARD Qn`, that the engine plays right
    (a ruling the engine disagrees with is no drill)."""
    out = {}
    for path in sorted(RECORD.glob("*.toml")):
        with path.open("rb") as f:
            entries = tomllib.load(f).get("rulings", [])
        for e in entries:
            if e.get("about") == "play" and "untested" not in e and "disagrees" not in e:
                out[f"{e['card']} {e['q']}"] = {k: e[k] for k in KEYS if k in e}
    return out


def positions_text() -> str:
    """The file's text: the named rulings' positions, sorted, one key a line or so."""
    record = record_positions()
    wanted = {name: record[name] for name in sorted(named_rulings()) if name in record}
    return json.dumps(wanted, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    (DRILLS / "positions.json").write_text(positions_text(), encoding="utf-8")
