"""A position of a live game as a scenario's tables, and the puzzle's view of it.

A turn's top (its breeding or main question) is wholly in the game's state, so it can be
written as `[state]`, `[p1]` and `[p2]` tables that rebuild it exactly; `faithful`
checks that they do (no lasting effect, token or once-per-turn use is lost).
"""

from __future__ import annotations

from typing import Any

from digimon_tui.engine import scenario
from digimon_tui.engine.game import Game
from digimon_tui.engine.serialize import full_state
from digimon_tui.engine.state import PLAYER_NAMES, Format, Permanent

Tables = dict[str, Any]


def _numbers(g: Game, uids: list[int], top_first: bool = False) -> list[str]:
    numbers = [g.defs[u].number for u in uids]
    return numbers[::-1] if top_first else numbers


def _stack(g: Game, perm: Permanent) -> dict[str, Any]:
    s: dict[str, Any] = {"id": perm.id, "cards": _numbers(g, perm.cards)}
    if perm.suspended:
        s["suspended"] = True
    if perm.played_turn == g.turn_number:
        s["played_this_turn"] = True
    return s


def tables(g: Game) -> Tables | None:
    """The scenario tables of `g` at the top of a turn; None where they can't say it:
    inside a procedure, with a token in play or a lasting effect."""
    d = g.pending
    if d is None or d.kind not in scenario.PHASES or g.phase != d.kind or g.modifiers:
        return None
    if any(g.defs[u].number not in g.cards for pl in g.players for u in _all_cards(pl)):
        return None
    data: Tables = {
        "state": {
            "turn": PLAYER_NAMES[g.turn_player],
            "turn_number": g.turn_number,
            "phase": g.phase,
            "memory": g.memory,
        }
    }
    if g.format != Format.STANDARD:
        data["format"] = str(g.format.value)
    for pl in g.players:
        side: dict[str, Any] = {
            "hand": _numbers(g, pl.hand),
            "deck": _numbers(g, pl.deck, top_first=True),
            "security": _numbers(g, pl.security, top_first=True),
            "trash": _numbers(g, pl.trash),
            "eggs": _numbers(g, pl.eggs, top_first=True),
            "battle": [_stack(g, perm) for perm in pl.battle],
        }
        if pl.breeding is not None:
            side["breeding"] = _stack(g, pl.breeding)
        data[pl.name] = {k: v for k, v in side.items() if v != []}
    return data


def _all_cards(pl: Any) -> list[int]:
    stacks = pl.battle + ([pl.breeding] if pl.breeding else [])
    return [u for perm in stacks for u in perm.cards]


def faithful(g: Game, data: Tables) -> bool:
    """Whether the tables rebuild `g` exactly: every zone in order, the question and its
    moves, the memory (the log and the random generator aside)."""
    try:
        built = scenario.build(g.cards, data)
    except scenario.ScenarioError:
        return False
    return _comparable(built) == _comparable(g)


def _comparable(g: Game) -> dict[str, Any]:
    state = full_state(g)
    state.pop("rng")
    return state
