"""Test-only cards for chapter 12's keywords and the "can't" effects, written as card-file
tables, and a check that every answer to a question has a label in the app."""

from __future__ import annotations

from typing import Any

import builders

from digimon_tui.engine.game import Game
from digimon_tui.ui.move_labels import label


def mon(
    number: str,
    dp: int,
    *effects: dict[str, Any],
    colors: tuple[str, ...] = ("red",),
    level: int = 4,
    cost: int = 3,
    inherited: tuple[dict[str, Any], ...] = (),
) -> dict[str, Any]:
    """A Digimon `KW-<number>` with exactly the DP and effects a test needs."""
    return builders.digimon(
        f"KW-{number}",
        name=f"Mon {number}",
        text=effects,
        inherited=inherited,
        dp=dp,
        level=level,
        colors=colors,
        cost=cost,
    )


def kw(key: str, value: int | str | None = None) -> dict[str, Any]:
    """A keyword effect: `kw("piercing")`, `kw("decoy", "black")`."""
    return {"keyword": key} if value is None else {"keyword": key, "value": value}


def cant(*what: str) -> dict[str, Any]:
    """A persistent "this Digimon can't ..." effect."""
    return {"grants": [{"cant": list(what)}]}


def option(number: str, *steps: dict[str, Any], color: str = "green") -> dict[str, Any]:
    """An Option `KW-<number>` costing 0 with a [Main] effect of these steps (green, the
    colour of the `TST-<dp>` dummies that use it)."""
    main = [{"timing": "main", "steps": list(steps)}]
    return builders.option(f"KW-{number}", name=f"Option {number}", text=main, colors=(color,))


TAMER = builders.tamer("KW-80", name="Plain Tamer", cost=1)

ERASE = option("90", {"do": "delete", "target": {"side": "opponents"}})
"""Delete 1 of your opponent's Digimon."""
ERASE_ALL = option("94", {"do": "delete", "target": {"select": "all", "side": "opponents"}})
"""Delete all of your opponent's Digimon."""
ERASE_OWN = option("91", {"do": "delete", "target": {"side": "your"}}, color="black")
"""Delete 1 of your Digimon."""
WAKE = option("92", {"do": "unsuspend", "target": {"side": "your"}})
"""Unsuspend 1 of your Digimon."""
DRAIN = option(
    "93", {"do": "modify", "target": {"side": "opponents"}, "dp": -5000, "duration": "turn"}
)
"""1 of your opponent's Digimon gets -5000 DP for the turn."""
GAIN_ON_DELETION = {"timing": "on_deletion", "steps": [{"do": "gain_memory", "amount": 1}]}
"""[On Deletion] Gain 1 memory."""


def labelled(g: Game) -> list[str]:
    """The pending question's answers as the app labels them; each must be a sentence of
    its own, not the notation echoed back."""
    assert g.pending is not None
    out = []
    for m in g.pending.moves:
        text = label(g, m)
        assert text and text != str(m), f"the app has no label for {m}"
        out.append(text)
    return out
