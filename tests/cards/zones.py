"""Reading hidden zones in card tests: the scenario state shows only their sizes."""

from __future__ import annotations

from digimon_tui.engine.game import Game

SEATS = {"p1": 0, "p2": 1}


def deck(g: Game, who: str) -> list[str]:
    """A player's deck as card numbers, the top card first (as scenario files list it)."""
    return [g.defs[uid].number for uid in reversed(g.players[SEATS[who]].deck)]


def security(g: Game, who: str) -> list[str]:
    """A player's security stack as card numbers, the top card first."""
    return [g.defs[uid].number for uid in reversed(g.players[SEATS[who]].security)]
