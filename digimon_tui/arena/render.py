"""A plain-text view of the Arena Mat as one player sees it, for a console game, a
hand-over screen or a bug report: the other player's hand and face-down cards stay hidden."""

from __future__ import annotations

from collections import Counter

from . import queries as q
from .game import ArenaGame
from .state import PLAYERS
from .text import label


def _duel_zone(g: ArenaGame, p: int, mine: bool) -> str:
    side = g.sides[p]
    if not side.duel:
        return "-"
    shown = [q.digimon(g, n) for n in side.duel]
    if side.rookie_face_down:
        hidden = shown.pop()
        text = f"{label(hidden)}, face down" if mine else "a Rookie, face down"
    else:
        card = shown.pop()
        text = f"{label(card)} · {card.level.title()} · {card.type.upper()}"
        if all(s.duel and not s.rookie_face_down for s in g.sides):
            text += f" · power {q.power(g, p)}"  # not before: it would tell a hidden type
    if shown:
        text += "; under it " + ", ".join(c.name for c in reversed(shown))
    return text


def _listing(g: ArenaGame, numbers: list[str]) -> str:
    counts = Counter(numbers)
    return ", ".join(
        label(g.cards[n]) + (f" ×{counts[n]}" if counts[n] > 1 else "") for n in counts
    )


def _face_down(g: ArenaGame, number: str | None, mine: bool) -> str | None:
    if number is None:
        return None
    return f"{label(g.cards[number])}, face down" if mine else "a card, face down"


def board_text(g: ArenaGame, viewer: int | None) -> str:
    """The Mat for `viewer` (0 for p1, 1 for p2; None for an onlooker who sees no hand)."""
    first = "not yet tossed" if g.first is None else f"{PLAYERS[g.first]} first"
    lines = [f"Duel {g.duel}, {g.phase} phase; {first}; playing to {g.target} points"]
    for p, side in enumerate(g.sides):
        mine = p == viewer
        top = g.cards[side.offline[-1]].name if side.offline else "-"
        lines.append(
            f"[{PLAYERS[p]}{' (you)' if mine else ''}] score {side.score} · "
            f"hand {len(side.hand)} · Online {len(side.online)} · "
            f"Offline {len(side.offline)} (top: {top})"
            + (" · passed" if side.passed and g.phase == "battle" else "")
        )
        lines.append(f"  Duel Zone: {_duel_zone(g, p, mine)}")
        zone = _face_down(g, side.digivolve_zone, mine)
        if zone:
            lines.append(f"  Digivolve Zone: {zone}")
        port = [label(g.cards[n]) for n in side.port]
        hidden = _face_down(g, side.port_face_down, mine)
        if port or hidden:
            lines.append("  Power Port: " + ", ".join(port + ([hidden] if hidden else [])))
        if mine:
            lines.append(f"  hand: {_listing(g, side.hand) or '-'}")
    if g.winner:
        lines.append(f"Winner: {g.winner} ({g.win_reason})")
    return "\n".join(lines)


def pending_text(g: ArenaGame) -> str:
    """Who decides what, and every legal move as it is typed."""
    d = g.pending
    if d is None:
        return "The game is over."
    lines = [f"{PLAYERS[d.player]} decides ({d.kind}): {d.prompt}"]
    for m in d.moves:
        names = [g.cards[a].name for a in m.args if a in g.cards]
        lines.append(f"{m}" + (f"   ({', '.join(names)})" if names else ""))
    return "\n".join(lines)
