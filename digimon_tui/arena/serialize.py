"""The whole Arena position as JSON-able data: for saving, debugging and tests. It holds
every card, hidden ones included; `render.board_text` is the view a player may see."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from digimon_tui.loop.moves import IllegalMove
from digimon_tui.loop.replay import apply_moves, check_header

from . import queries as q
from .game import ArenaGame
from .loader import AnyCard, ArenaFileError, check_deck
from .state import PLAYERS, TARGET


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


SAVE_FORMAT = "digimon-tui-arena-save"


def save_data(g: ArenaGame) -> dict[str, Any]:
    """A new game is its decks, seed and target plus its moves: replaying them rebuilds it
    exactly (one seeded generator shuffles and flips the coin)."""
    if g.setup_sides:
        raise ValueError("a game started from a position can't be saved; only new games can")
    setup = {"seed": g.seed, "target": g.target, "decks": [list(d) for d in g.decks]}
    return {"format": SAVE_FORMAT, "version": 1, "setup": setup, "moves": list(g.moves)}


def replay(cards: dict[str, AnyCard], setup: dict[str, Any], moves: Sequence[str]) -> ArenaGame:
    """Rebuild a game from how it began and its moves; a move that no longer fits is a
    ValueError naming it."""
    g = ArenaGame(cards, setup["decks"], seed=setup["seed"], target=setup["target"])
    return apply_moves(g, moves)


def load_data(cards: dict[str, AnyCard], data: Any) -> ArenaGame:
    """The saved game, replayed; a save that could not start a game (decks that break
    A.1, a target out of range) is a ValueError saying what is wrong, in one line."""
    moves = check_header(data, SAVE_FORMAT)
    setup = data["setup"]
    for key in ("seed", "target"):
        if type(setup.get(key)) is not int:
            raise ValueError(f"setup.{key}: expected an integer")
    if not 0 < setup["target"] <= TARGET:
        raise ValueError(f"setup.target: expected 1 to {TARGET}, got {setup['target']}")
    decks = setup.get("decks")
    if not isinstance(decks, list) or len(decks) != 2:
        raise ValueError("setup.decks: expected two decks")
    for p, deck in enumerate(decks):
        where = f"setup.decks[{p}]"
        if not isinstance(deck, list) or not all(isinstance(n, str) for n in deck):
            raise ValueError(f"{where}: expected a list of card numbers")
        try:
            check_deck(where, deck, cards)
        except ArenaFileError as e:
            raise ValueError(str(e)) from None
    return replay(cards, setup, moves)


def undo(g: ArenaGame) -> ArenaGame:
    """The game as it was before its last move."""
    if not g.moves:
        raise IllegalMove("there is no move to undo")
    return replay(g.cards, save_data(g)["setup"], g.moves[:-1])
