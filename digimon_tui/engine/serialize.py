"""The state as JSON (the spec's keys and a few more), and save files.

A save file holds how the game began and the list of moves: replaying them with the
one seeded random generator rebuilds the game exactly (design notes), so saving,
loading and undo all rest on replay.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from digimon_tui.cards.model import Card
from digimon_tui.files import FileProblem, parse_json, read_text
from digimon_tui.loop.moves import IllegalMove
from digimon_tui.loop.replay import apply_moves, check_header

from . import queries as q
from .game import Game
from .setups import check_setup
from .state import PLAYER_NAMES, Format, Permanent

SAVE_FORMAT = "digimon-tui-save"


def _stack(g: Game, perm: Permanent) -> dict[str, Any]:
    top = g.defs[perm.cards[-1]]
    stack = {
        "cards": [g.defs[u].number for u in perm.cards],
        "top": top.number,
        "name": top.name,
        "kind": "digimon" if q.is_digimon(g, perm) else top.category,
        "dp": q.dp(g, perm),
        "level": top.level,
        "suspended": perm.suspended,
        "played_this_turn": perm.played_turn == g.turn_number,
    }
    if perm.links:  # only where there are any: the spec's stacks stay as they were
        stack["links"] = [g.defs[u].number for u in perm.links]
    return stack


def state_json(g: Game) -> dict[str, Any]:
    """The position as the scenario spec's JSON: hidden zones are counts."""
    d = g.pending
    players = {}
    for pl in g.players:
        breeding = None
        if pl.breeding is not None:
            breeding = {"id": pl.breeding.id, **_stack(g, pl.breeding)}
        players[pl.name] = {
            "hand": [g.defs[u].number for u in pl.hand],
            "deck": len(pl.deck),
            "security": len(pl.security),
            "trash": [g.defs[u].number for u in pl.trash],
            "eggs": len(pl.eggs),
            "breeding": breeding,
            "battle": {perm.id: _stack(g, perm) for perm in pl.battle},
        }
    return {
        "turn": PLAYER_NAMES[g.turn_player],
        "turn_number": g.turn_number,
        "phase": g.phase,
        "memory": g.memory,
        "winner": g.winner,
        "win_reason": g.win_reason or None,
        "pending": None
        if d is None
        else {
            "player": PLAYER_NAMES[d.player],
            "kind": d.kind,
            "prompt": d.prompt,
            "moves": [str(m) for m in d.moves],
            "options": list(d.options),
        },
        "players": players,
        "log": list(g.log_lines),
    }


def full_state(g: Game) -> dict[str, Any]:
    """Everything, hidden order included: for checking that a replay is exact."""
    data = state_json(g)
    data.pop("log")
    for pl in g.players:
        for zone in ("deck", "security", "eggs", "hand", "trash"):
            data["players"][pl.name][zone] = [g.defs[u].number for u in getattr(pl, zone)]
    data["modifiers"] = [(m.player, m.expires, m.perm, repr(m.grant)) for m in g.modifiers]
    data["used_once"] = sorted(map(repr, g.used_once.items()))
    data["rng"] = repr(g.rng.getstate())
    return data


def save_data(g: Game) -> dict[str, Any]:
    return {"format": SAVE_FORMAT, "version": 1, "setup": g.setup, "moves": list(g.moves)}


def replay(cards: Mapping[str, Card], setup: dict[str, Any], moves: list[str]) -> Game:
    """Rebuild a game from how it began and its moves."""
    if setup.get("type") == "new":
        decks = [(d["main"], d["eggs"]) for d in setup["decks"]]
        g = Game.new(
            cards,
            decks,
            seed=setup["seed"],
            first=setup.get("first"),
            format=Format(setup.get("format", "standard")),
        )
    elif setup.get("type") == "scenario":
        from .scenario import build

        g = build(cards, setup["scenario"])
    else:
        raise ValueError(f"unknown setup type {setup.get('type')!r}")
    if setup.get("hidden_hands"):
        g.hide_hands()
    return apply_moves(g, moves)


def load_data(cards: Mapping[str, Card], data: Any) -> Game:
    """The saved game, replayed; a save this program could not have written is a
    ValueError saying what is wrong before anything is replayed."""
    moves = check_header(data, SAVE_FORMAT)
    check_setup(cards, data["setup"])
    return replay(cards, data["setup"], moves)


def save(g: Game, path: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        json.dump(save_data(g), f, indent=1)


def load(cards: Mapping[str, Card], path: str) -> Game:
    try:
        data = parse_json(read_text(path))
    except FileProblem as e:
        raise ValueError(f"{path}: {e}") from None
    return load_data(cards, data)


def undo(g: Game) -> Game:
    """The game as it was before its last move."""
    if not g.moves:
        raise IllegalMove("there is no move to undo")
    return replay(g.cards, g.setup, g.moves[:-1])
