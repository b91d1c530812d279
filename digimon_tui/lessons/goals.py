"""What a lesson asks for: goals as data, checked on the engine's state (never its log).

A goal is one condition or several that must hold at the same moment. Each condition has
a kind and a few parameters (`GOAL_KEYS`). The goal is judged within a window of turns:
the turn the lesson starts in, or, for `survive`, until the learner's next turn begins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from digimon_tui.engine.game import Game
from digimon_tui.engine.state import PLAYER_NAMES

Kind = Literal["win", "delete", "security", "in_play", "end_turn", "survive"]

GOAL_KEYS: dict[Kind, set[str]] = {
    "win": set(),
    "delete": {"ids"},
    "security": {"at_most"},
    "in_play": {"card", "zone", "count", "under"},
    "end_turn": {"memory_at_most"},
    "survive": {"security_at_least"},
}
"""Each kind of condition and the parameters it takes (besides `kind` and `keep`)."""

ZONES = ("battle", "breeding")


class GoalError(ValueError):
    """A goal table that can't be used: the message names the key and what was expected."""


@dataclass(frozen=True, slots=True)
class Condition:
    """One condition of a goal; `keep` names the learner's stacks that must stay in play."""

    kind: Kind
    ids: tuple[str, ...] = ()
    at_most: int | None = None
    card: str | None = None
    zone: str = "battle"
    count: int = 1
    under: int = 0
    """For in_play: at least this many digivolution cards under it (it digivolved)."""
    at_least: int | None = None
    keep: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Frame:
    """Who learns, and the turns the goal is judged in: from `start` until `end` (the
    turn number at which time is up, judged once when it begins)."""

    learner: int
    start: int
    end: int


MET, LOST, OPEN = "met", "lost", "open"


def parse_goal(value: Any) -> tuple[Condition, ...]:
    """A `[goal]` table, or a list of them (all must hold at once)."""
    tables = value if isinstance(value, list) else [value]
    if not tables or not all(isinstance(t, dict) for t in tables):
        raise GoalError("goal: expected a table with a kind, or a list of such tables")
    return tuple(
        _condition(t, f"goal[{i}]" if len(tables) > 1 else "goal") for i, t in enumerate(tables)
    )


def _words(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise GoalError(f"{where}: expected a list of stack ids")
    return tuple(value)


def _count(value: Any, where: str, low: int = 0) -> int:
    if type(value) is not int or value < low:
        raise GoalError(f"{where}: expected an integer of {low} or more")
    return value


def _condition(t: dict[str, Any], where: str) -> Condition:
    kind = t.get("kind")
    if not isinstance(kind, str) or kind not in GOAL_KEYS:
        raise GoalError(f"{where}.kind: expected one of {sorted(GOAL_KEYS)}")
    allowed = GOAL_KEYS[kind] | {"kind", "keep"}
    extra = sorted(set(t) - allowed)
    if extra:
        raise GoalError(
            f"{where}: unknown key {extra[0]!r} for kind {kind!r} "
            f"(expected one of {sorted(allowed)})"
        )
    keep = _words(t["keep"], f"{where}.keep") if "keep" in t else ()
    if kind == "delete":
        return Condition(kind, ids=_words(t.get("ids"), f"{where}.ids"), keep=keep)
    if kind == "security":
        return Condition(kind, at_most=_count(t.get("at_most"), f"{where}.at_most"), keep=keep)
    if kind == "end_turn":
        at_most = _count(t.get("memory_at_most"), f"{where}.memory_at_most")
        return Condition(kind, at_most=at_most, keep=keep)
    if kind == "survive":
        at_least = t.get("security_at_least")
        if at_least is not None:
            at_least = _count(at_least, f"{where}.security_at_least")
        return Condition(kind, at_least=at_least, keep=keep)
    if kind == "in_play":
        card = t.get("card")
        if not isinstance(card, str):
            raise GoalError(f"{where}.card: expected a card number")
        zone = t.get("zone", "battle")
        if zone not in ZONES:
            raise GoalError(f"{where}.zone: expected 'battle' or 'breeding'")
        count = _count(t.get("count", 1), f"{where}.count", 1)
        under = _count(t.get("under", 0), f"{where}.under")
        return Condition(kind, card=card, zone=zone, count=count, under=under, keep=keep)
    return Condition(kind, keep=keep)


def frame(goal: tuple[Condition, ...], g: Game, learner: int) -> Frame:
    """The window a goal is judged in, from the position the lesson starts at."""
    start = g.turn_number
    mine = g.turn_player == learner
    if any(c.kind == "survive" for c in goal):
        return Frame(learner, start, start + (2 if mine else 1))
    if not mine:
        raise GoalError(
            "goal: only a 'survive' goal may start in the opponent's turn "
            f"(the position is {PLAYER_NAMES[g.turn_player]}'s turn)"
        )
    return Frame(learner, start, start + 1)


def check_ids(goal: tuple[Condition, ...], g: Game, learner: int) -> None:
    """The ids and cards a goal names are there when the lesson starts."""
    for c in goal:
        for pid in c.ids:
            perm = g.find(pid)
            if perm is None or perm.owner == learner:
                raise GoalError(f"goal.ids: {pid!r} is not one of the opponent's stacks")
        for pid in c.keep:
            perm = g.find(pid)
            if perm is None or perm.owner != learner:
                raise GoalError(f"goal.keep: {pid!r} is not one of the learner's stacks")
        if c.card is not None and c.card not in g.cards:
            raise GoalError(f"goal.card: unknown card number {c.card!r}")


def holds(c: Condition, g: Game, f: Frame) -> bool:
    """Whether one condition holds in the game as it is now."""
    me = f.learner
    if any((p := g.find(pid)) is None or p.owner != me for pid in c.keep):
        return False
    kind = c.kind
    if kind == "win":
        return g.winner == PLAYER_NAMES[me]
    if kind == "delete":
        return all(g.find(pid) is None for pid in c.ids)
    if kind == "security":
        return len(g.players[1 - me].security) <= (c.at_most or 0)
    if kind == "in_play":
        pl = g.players[me]
        stacks = pl.battle if c.zone == "battle" else [pl.breeding] if pl.breeding else []
        found = [p for p in stacks if g.defs[p.cards[-1]].number == c.card]
        return sum(len(p.cards) > c.under for p in found) >= c.count
    if kind == "end_turn":
        over = g.turn_number > f.start and g.turn_player != me and g.winner is None
        return over and g.memory <= (c.at_most or 0)
    # survive: the learner's next turn has begun and the learner is still in the game
    back = g.turn_number > f.start and g.turn_player == me and g.winner is None
    return back and (c.at_least is None or len(g.players[me].security) >= c.at_least)


def status(goal: tuple[Condition, ...], g: Game, f: Frame) -> str:
    """MET when every condition holds now; LOST when the game is over or time is up
    without that; OPEN otherwise."""
    if all(holds(c, g, f) for c in goal):
        return MET
    if g.pending is None or g.turn_number >= f.end:
        return LOST
    return OPEN


def describe(goal: tuple[Condition, ...], g: Game, learner: int) -> str:
    """The goal in words, for the learner: one sentence per condition."""
    return " ".join(_sentence(c, g, learner) for c in goal)


def _sentence(c: Condition, g: Game, learner: int) -> str:
    text = _asked(c, g)
    if c.keep:
        text = f"{text[:-1]}, keeping {_names(g, c.keep)}."
    return text


def _asked(c: Condition, g: Game) -> str:
    """The condition's own sentence, before the stacks it keeps."""
    match c.kind:
        case "win":
            return "Win the game this turn."
        case "security":
            s = "" if c.at_most == 1 else "s"
            return f"Bring the opponent down to {c.at_most} security card{s} or fewer this turn."
        case "end_turn":
            return f"End your turn leaving the opponent {c.at_most} memory or less."
        case "survive":
            least = f" with {c.at_least} or more security cards" if c.at_least else ""
            return f"Survive until your next turn{least}."
        case "delete":
            return f"Delete {_names(g, c.ids)} this turn."
        case "in_play":
            known = g.cards.get(c.card) if c.card is not None else None
            name = known.name if known is not None else c.card
            many = f"{c.count} " if c.count > 1 else ""
            how = " digivolved" if c.under else ""
            return f"Have {many}{name}{how} in your {c.zone} area this turn."


def _names(g: Game, ids: tuple[str, ...]) -> str:
    named = []
    for pid in ids:
        perm = g.find(pid)
        named.append(f"{pid} ({g.defs[perm.cards[-1]].name})" if perm else pid)
    return " and ".join(named)
