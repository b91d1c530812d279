"""Test-only cards written as card-file tables, their effects given as printed text and
compiled as a designer would write them (or, for a test of the tables themselves, written as
tables). A test names only what it needs; the rest is a plain red card of the usual cost.
`**more` adds any other card-file field (types, attribute, ...)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from digimon_tui.compiler.compile import Kind, compile_effects

Effects = str | Sequence[dict[str, Any]]
"""An effect list: printed text, compiled; or card-file tables, as they are."""


def compiled(text: str, kind: Kind = "effects") -> list[dict[str, Any]]:
    """The effects a text states, as a card file's table holds them ("" states none)."""
    return [e.model_dump(exclude_defaults=True) for e in compile_effects(text, kind)]


def _texts(text: Effects, inherited: Effects = "", security: Effects = "") -> dict[str, Any]:
    """The effect lists given, as tables; a card without one keeps the field's default."""
    lists = {"effects": text, "inherited": inherited, "security": security}
    return {
        kind: compiled(e, kind) if isinstance(e, str) else list(e) for kind, e in lists.items() if e
    }


def _card(
    number: str, name: str, category: str, colors: Sequence[str], cost: int
) -> dict[str, Any]:
    """What every test card's table starts with."""
    return {
        "number": number,
        "name": name,
        "category": category,
        "colors": list(colors),
        "cost": cost,
    }


def digimon(
    number: str,
    *,
    name: str | None = None,
    text: Effects = "",
    inherited: Effects = "",
    security: Effects = "",
    dp: int = 3000,
    level: int | None = 4,
    colors: Sequence[str] = ("red",),
    cost: int = 3,
    digivolve: Sequence[dict[str, Any]] | None = None,
    **more: Any,
) -> dict[str, Any]:
    """A Digimon `Mon <number>`. Without `digivolve` it digivolves from a level one below of
    its first colour for 2; `level=None` is a Digimon printed without a level (2-9-2)."""
    if digivolve is None:
        digivolve = [] if level is None else [{"color": colors[0], "level": level - 1, "cost": 2}]
    card = _card(number, name or f"Mon {number}", "digimon", colors, cost) | {"dp": dp}
    if level is not None:
        card["level"] = level
    if digivolve:
        card["digivolve"] = list(digivolve)
    return card | _texts(text, inherited, security) | more


def tamer(
    number: str,
    *,
    name: str | None = None,
    text: Effects = "",
    colors: Sequence[str] = ("red",),
    cost: int = 2,
    **more: Any,
) -> dict[str, Any]:
    """A Tamer `Tamer <number>`."""
    return _card(number, name or f"Tamer {number}", "tamer", colors, cost) | _texts(text) | more


def option(
    number: str,
    *,
    name: str | None = None,
    text: Effects = "",
    colors: Sequence[str] = ("red",),
    cost: int = 0,
    security: Effects = "",
    **more: Any,
) -> dict[str, Any]:
    """An Option `Option <number>`."""
    card = _card(number, name or f"Option {number}", "option", colors, cost)
    return card | _texts(text, security=security) | more
