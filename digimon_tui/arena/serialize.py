"""The whole Arena position as JSON-able data: for saving, debugging and tests. It holds
every card, hidden ones included; `render.board_text` is the view a player may see."""

from __future__ import annotations

from typing import Any

from . import queries as q
from .game import ArenaGame
from .state import PLAYERS


def state_json(g: ArenaGame) -> dict[str, Any]:
    revealed = all(s.duel and not s.rookie_face_down for s in g.sides)
    players = []
    for p, side in enumerate(g.sides):
        players.append(
            {
                "name": PLAYERS[p],
                "score": side.score,
                "hand": list(side.hand),
                "online": list(side.online),
                "offline": list(side.offline),
                "duel_zone": list(side.duel),
                "rookie_face_down": side.rookie_face_down,
                "digivolve_zone": side.digivolve_zone,
                "power_port": list(side.port),
                "power_port_face_down": side.port_face_down,
                "passed": side.passed,
                "played_this_duel": list(side.played),
                "power": q.power(g, p) if revealed else None,
            }
        )
    d = g.pending
    return {
        "game": "digi-battle-arena",
        "seed": g.seed,
        "target": g.target,
        "duel": g.duel,
        "phase": g.phase,
        "first": None if g.first is None else PLAYERS[g.first],
        "winner": g.winner,
        "win_reason": g.win_reason,
        "players": players,
        "pending": None
        if d is None
        else {
            "player": PLAYERS[d.player],
            "kind": d.kind,
            "prompt": d.prompt,
            "moves": [str(m) for m in d.moves],
        },
        "moves": list(g.moves),
    }
