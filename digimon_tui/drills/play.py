"""A drill played by the engine: the position as the question shows it, then the ruling's
moves played out, and what the ruling says must hold afterwards checked on the result.

`check` is what `digimon-tui drill check` proves of every drill, and the drill screen
shows the same outcome, so a drill can't teach what the engine doesn't play.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from digimon_tui.engine import scenario
from digimon_tui.engine.game import Game
from digimon_tui.engine.serialize import state_json
from digimon_tui.loop.moves import IllegalMove

from .drill import Drill, DrillError


def _side(d: dict[str, Any] | None) -> dict[str, Any]:
    """A player without a deck gets ten ST1-02, so a draw never ends a drill by accident."""
    side = dict(d or {})
    side.setdefault("deck", ["ST1-02"] * 10)
    return side


def start(drill: Drill) -> Game:
    """The position the question is asked at: set up, then its first `shown_after` steps."""
    p = drill.position
    data = {
        "seed": p.get("seed", 0),
        "state": p.get("state", {}),
        "p1": _side(p.get("p1")),
        "p2": _side(p.get("p2")),
    }
    try:
        g = scenario.build(drill.cards, data)
    except scenario.ScenarioError as e:
        raise DrillError(str(e)) from None
    for i, step in enumerate(drill.steps[: drill.shown_after], start=1):
        _apply(g, step, i)
    if g.pending is None:
        raise DrillError("the game is over before the question is asked")
    return g


def learner(drill: Drill, g: Game) -> int:
    """The seat asked: the drill's, or whoever decides at the question."""
    if drill.learner is not None:
        return drill.learner
    assert g.pending is not None
    return g.pending.player


def _apply(g: Game, step: str, i: int) -> None:
    try:
        g.apply(step)
    except IllegalMove as e:
        raise DrillError(f"steps: move {i} {step!r}: {e}") from None


@dataclass
class Outcome:
    """The ruling's moves played out from the question's position."""

    game: Game
    moves: list[tuple[str, list[str]]] = field(default_factory=list)
    """Each move played and the log lines it wrote."""
    refused: list[tuple[str, str]] = field(default_factory=list)
    """Each move the ruling says is refused afterwards, and the engine's reason."""
    failed: list[str] = field(default_factory=list)
    """What the ruling says must hold and doesn't (none for a good drill)."""


def play_out(drill: Drill, g: Game) -> Outcome:
    """Play the drill's remaining steps on `g` (from `start`) and check its outcome."""
    out = Outcome(g)
    for i, step in enumerate(drill.steps[drill.shown_after :], start=drill.shown_after + 1):
        before = len(g.log_lines)
        _apply(g, step, i)
        out.moves.append((step, g.log_lines[before:]))
    p = drill.position
    state = state_json(g)
    out.failed += scenario.failed_expectations(state, p.get("expect", {}))
    out.failed += [f"{w!r} is not logged" for w in p.get("logged", []) if not _logged(g, w)]
    legal = {str(m) for m in g.legal_moves()}
    out.failed += [f"{m!r} is not offered" for m in p.get("offered", []) if m not in legal]
    out.failed += [f"{m!r} is offered" for m in p.get("not_offered", []) if m in legal]
    for move in p.get("refused", []):
        try:
            g.apply(move)  # a refused move changes nothing
        except IllegalMove as e:
            out.refused.append((move, str(e)))
        else:
            out.failed.append(f"{move!r} is not refused")
    return out


def _logged(g: Game, words: str) -> bool:
    return any(words in line for line in g.log_lines)


def check(drill: Drill) -> Outcome:
    """Play the drill; DrillError with one line if it can't teach what it says."""
    g = start(drill)
    if len(drill.steps) == drill.shown_after and not drill.position.get("refused"):
        raise DrillError("nothing to play out: no steps after the question, no refused move")
    out = play_out(drill, g)
    if out.failed:
        raise DrillError(f"the engine doesn't play it so: {'; '.join(out.failed)}")
    return out
