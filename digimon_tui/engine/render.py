"""A plain-text view of a position, for `scenario run`, the console game and bug reports."""

from __future__ import annotations

from . import queries as q
from .game import Game
from .state import PLAYER_NAMES, Permanent


def _stack(g: Game, perm: Permanent) -> str:
    top = g.defs[perm.cards[-1]]
    dp = q.dp(g, perm)
    bits = [f"{perm.id}: {top.name} ({top.number})"]
    if top.level is not None:
        bits.append(f"Lv.{top.level}")
    if dp is not None:
        bits.append(f"{dp} DP")
    if len(perm.cards) > 1:
        bits.append(f"+{len(perm.cards) - 1} under")
    for uid in perm.links:  # 4-9: beside it, not under it
        bits.append(f"link {g.defs[uid].name} ({g.defs[uid].number})")
    if perm.suspended:
        bits.append("SUSPENDED")
    return " ".join(bits)


def board_text(g: Game, show_hands: tuple[int, ...] = (0, 1)) -> str:
    """The field as text; hands are shown only for the players named in `show_hands`."""
    lines = [
        f"Turn {g.turn_number}, {PLAYER_NAMES[g.turn_player]}'s {g.phase} phase; "
        f"memory {g.memory} for {PLAYER_NAMES[g.turn_player]}"
    ]
    for pl in g.players:
        trash_top = g.defs[pl.trash[-1]].name if pl.trash else "-"
        lines.append(
            f"[{pl.name}] security {len(pl.security)}, deck {len(pl.deck)}, "
            f"eggs {len(pl.eggs)}, hand {len(pl.hand)}, trash {len(pl.trash)} (top: {trash_top})"
        )
        if pl.breeding is not None:
            lines.append(f"  breeding: {_stack(g, pl.breeding)}")
        for perm in pl.battle:
            lines.append(f"  battle:   {_stack(g, perm)}")
        if pl.index in show_hands:
            hand = ", ".join(f"{g.defs[u].number} {g.defs[u].name}" for u in pl.hand)
            lines.append(f"  hand: {hand or '-'}")
    if g.winner:
        lines.append(f"Winner: {g.winner} — {g.win_reason}")
    return "\n".join(lines)


def pending_text(g: Game) -> str:
    """Who decides what, the numbered effects for `first N`, and every legal move."""
    d = g.pending
    if d is None:
        return "The game is over."
    lines = [f"{PLAYER_NAMES[d.player]} decides ({d.kind}): {d.prompt}"]
    lines += [f"  {i}. {text}" for i, text in enumerate(d.options, 1)]
    lines += [str(m) for m in d.moves]
    return "\n".join(lines)
