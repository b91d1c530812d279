"""Positions built like scenario files, and strict move driving: the helpers the rules,
card and rulings tests share (`from games import position, play, ...`)."""

from __future__ import annotations

from typing import Any

from digimon_tui.cards.model import Card
from digimon_tui.engine.game import Game
from digimon_tui.engine.scenario import build
from digimon_tui.engine.serialize import state_json


def with_cards(cards: dict[str, Card], *extra: dict[str, Any]) -> dict[str, Card]:
    """The card pool plus test-only cards written as card-file tables."""
    pool = dict(cards)
    for data in extra:
        card = Card.model_validate(data)
        pool[card.number] = card
    return pool


def position(
    cards: dict[str, Card],
    p1: dict[str, Any] | None = None,
    p2: dict[str, Any] | None = None,
    *,
    turn: str = "p1",
    phase: str = "main",
    memory: int = 0,
    turn_number: int = 1,
    seed: int = 0,
) -> Game:
    """A game at a position, exactly as a scenario file with these tables would give.

    Each player gets a 10-card deck of ST1-02 unless `deck` is given, so that draws
    don't end the game by accident.
    """

    def side(d: dict[str, Any] | None) -> dict[str, Any]:
        d = dict(d or {})
        d.setdefault("deck", ["ST1-02"] * 10)
        return d

    return build(
        cards,
        {
            "seed": seed,
            "state": {"turn": turn, "phase": phase, "memory": memory, "turn_number": turn_number},
            "p1": side(p1),
            "p2": side(p2),
        },
    )


def play(g: Game, *moves: str) -> Game:
    """Apply moves in order; an illegal one fails the test with the engine's reason."""
    for m in moves:
        g.apply(m)
    return g


def legal(g: Game) -> list[str]:
    return [str(m) for m in g.legal_moves()]


def kind(g: Game) -> str | None:
    """The kind of the pending decision, or None when the game is over."""
    return None if g.pending is None else g.pending.kind


def state(g: Game) -> dict[str, Any]:
    return state_json(g)


def battle(g: Game, player: str) -> dict[str, Any]:
    return state_json(g)["players"][player]["battle"]


def dummy(dp: int) -> dict[str, Any]:
    """`TST-<dp>`: a green Digimon without effects, with exactly the DP a test needs."""
    return {
        "number": f"TST-{dp}",
        "name": f"Dummy {dp}",
        "category": "digimon",
        "colors": ["green"],
        "level": 3,
        "cost": 0,
        "dp": dp,
    }
