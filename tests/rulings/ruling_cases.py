"""The official rulings of a set as test cases: each play ruling of `tests/rulings/<set>.toml`
is a position, played and checked like a scenario file.

An entry's keys (`docs/rulings.md`): `card`, `q`, `about`, `says` (the ruling in the
project's words), then, for a tested play ruling, the scenario keys `state`, `p1`, `p2`,
`steps`, `seed`, `expect`, and checks scenarios don't have: `refused` (moves the rules must
refuse after the steps), `offered` and `not_offered` (moves that must, or must not, be among
the legal ones) and `logged` (words some line of the log must hold). A player without a
`deck` gets ten ST1-02, so that a draw never ends the game by accident; `TST-<dp>` cards are
the plain Digimon of tests/conftest.py, and `stand_ins` adds cards of the entry's own (card-file
tables numbered `TST-1`, `TST-2`, ...) for a card the ruling needs that the pool lacks.
`disagrees` says what the engine does instead: the test is then expected to fail, strictly.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from games import with_cards

from digimon_tui.card_files.loader import load_cards
from digimon_tui.card_files.rulings import ABOUT, is_tested
from digimon_tui.cards.model import Card
from digimon_tui.engine.scenario import build, failed_expectations
from digimon_tui.engine.serialize import state_json
from digimon_tui.loop.moves import IllegalMove

FOLDER = Path(__file__).parent
ENTRY_KEYS = {"card", "q", "about", "says", "untested", "disagrees"}
POSITION_KEYS = {"state", "p1", "p2", "steps", "seed", "expect", "stand_ins"}
CHECK_KEYS = {"refused", "offered", "not_offered", "logged"}


def set_file(code: str) -> Path:
    return FOLDER / f"{code.lower()}.toml"


@cache
def record(code: str) -> dict[str, Any]:
    with set_file(code).open("rb") as f:
        return tomllib.load(f)


@cache
def _names() -> dict[str, str]:
    return {n: c.name for n, c in load_cards().items()}


def ruling_id(entry: dict[str, Any]) -> str:
    """The card's number and name and the Q number: `ST7-02 Agumon Q680`."""
    return f"{entry['card']} {_names().get(entry['card'], '?')} {entry['q']}"


def cases(code: str) -> list[Any]:
    """The set's tested play rulings as pytest params; `disagrees` marks a strict xfail."""
    out = []
    for entry in record(code).get("rulings", []):
        if not is_tested(entry):
            continue
        marks = []
        if "disagrees" in entry:
            marks.append(
                pytest.mark.xfail(strict=True, reason=f"engine disagrees: {entry['disagrees']}")
            )
        out.append(pytest.param(entry, id=ruling_id(entry), marks=marks))
    return out


def check_entry_shape(entry: dict[str, Any]) -> list[str]:
    """What is wrong with an entry's keys, as lines (none for a good one)."""
    where = f"{entry.get('card')} {entry.get('q')}"
    problems = [f"{where}: unknown key {k!r}" for k in sorted(set(entry) - _ALL_KEYS)]
    for key in ("card", "q", "about", "says"):
        if not isinstance(entry.get(key), str) or not entry[key]:
            problems.append(f"{where}: {key} must be text")
    if entry.get("about") not in ABOUT:
        problems.append(f"{where}: about must be one of {ABOUT}")
    has_position = bool(set(entry) & (POSITION_KEYS | CHECK_KEYS))
    if entry.get("about") == "play":
        if "untested" in entry and has_position:
            problems.append(f"{where}: an untested ruling has no position")
        if "untested" not in entry and not set(entry) & ({"expect"} | CHECK_KEYS):
            problems.append(f"{where}: a tested ruling checks something (expect, refused, ...)")
    elif has_position or "untested" in entry or "disagrees" in entry:
        problems.append(f"{where}: only a play ruling has a position")
    problems += [
        f"{where}: a stand-in is numbered TST-..., not {card.get('number')!r}"
        for card in entry.get("stand_ins", [])
        if not str(card.get("number", "")).startswith("TST-")
    ]
    return problems


_ALL_KEYS = ENTRY_KEYS | POSITION_KEYS | CHECK_KEYS


def _side(d: dict[str, Any] | None) -> dict[str, Any]:
    side = dict(d or {})
    side.setdefault("deck", ["ST1-02"] * 10)
    return side


def check(pool: dict[str, Card], entry: dict[str, Any]) -> None:
    """Play the ruling's position and steps; every expectation and check must hold."""
    stand_ins = entry.get("stand_ins", [])
    assert not {c["number"] for c in stand_ins} & set(pool), "a stand-in takes a pool card's number"
    g = build(
        with_cards(pool, *stand_ins),
        {
            "seed": entry.get("seed", 0),
            "state": entry.get("state", {}),
            "p1": _side(entry.get("p1")),
            "p2": _side(entry.get("p2")),
        },
    )
    for step in entry.get("steps", []):
        g.apply(step)
    state = state_json(g)
    failed = failed_expectations(state, entry.get("expect", {}))
    assert failed == [], f"{entry['says']}: {failed}"
    for words in entry.get("logged", []):
        assert any(words in line for line in state["log"]), f"{words!r} not logged: {entry['says']}"
    legal = [str(m) for m in g.legal_moves()]
    for move in entry.get("offered", []):
        assert move in legal, f"{move!r} should be offered: {entry['says']} (legal: {legal})"
    for move in entry.get("not_offered", []):
        assert move not in legal, f"{move!r} should not be offered: {entry['says']}"
    for move in entry.get("refused", []):
        with pytest.raises(IllegalMove):
            g.apply(move)
