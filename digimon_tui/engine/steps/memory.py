"""Steps on the memory (4-1): gain, lose, set, and cost reductions (15-8-5-1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from digimon_tui.cards import model as m
from digimon_tui.loop.moves import mv

from .. import queries as q
from ..perform import (
    Does,
    amount_of,
    source_name,
)
from ..state import PLAYER_NAMES
from ..verbs import Ask, Verb

if TYPE_CHECKING:
    from ..context import Ctx
    from ..zones import Zones


def _gain_memory(g: Zones, ctx: Ctx, step: m.GainMemory) -> bool:
    """Gain memory (4-1-4), unless an effect forbids it (15-1-3)."""
    what = source_name(g, ctx)
    if "memory_ban" in g.grantable and not q.may_gain_memory(
        g, ctx.player, q.effect_category(g, ctx.card, ctx.source)
    ):
        g.log("{}: {} can't gain memory (15-1-3)", what, PLAYER_NAMES[ctx.player])
        return False
    n = step.amount
    if step.for_every is not None:
        n *= amount_of(g, ctx, step.for_every)
    if n:
        g.gain_memory(ctx.player, n)
        ctx.gained += n
    return n > 0


def _lose_memory(g: Zones, ctx: Ctx, step: m.LoseMemory) -> Does:
    """Lose memory: the counter moves toward the opponent (4-1-4). "Pay up to 5 memory": the
    player names how much first, and paying none does nothing."""
    n = step.amount
    if step.up_to:
        moves = [mv(Verb.COUNT, str(k)) for k in range(n + 1)]
        what = f"{source_name(g, ctx)}: how much memory to pay?"
        n = int((yield from g.ask(ctx.player, Ask.COUNT, moves, what)).args[0])
        ctx.memory_paid += n
    if n:
        g.gain_memory(ctx.player, -n)
    return n > 0


def _set_memory(g: Zones, ctx: Ctx, step: m.SetMemory) -> bool:
    """Set the memory on the player's side to a number (4-1)."""
    g.set_memory(ctx.player, step.amount)
    return True


def _reduce_cost(g: Zones, ctx: Ctx, step: m.ReduceCost) -> bool:
    """Applied to the cost being paid (`legal.play_cost`), never performed (15-8-5-1)."""
    return False  # applied to the cost being paid (legal.play_cost), not performed


def _reduce_next_digivolution(g: Zones, ctx: Ctx, step: m.ReduceNextDigivolution) -> bool:
    """The next fitting digivolution this turn costs less (15-8-5-1)."""
    what = source_name(g, ctx)
    g.next_digivolution.append((ctx.player, step, ctx.copy()))  # legal.digivolve_cost
    g.log("{}: the next fitting digivolution this turn costs {} less", what, step.amount)
    return True


PLAIN: dict[type[m.Step], Callable[[Zones, Ctx, Any], bool]] = {
    m.GainMemory: _gain_memory,
    m.SetMemory: _set_memory,
    m.ReduceCost: _reduce_cost,
    m.ReduceNextDigivolution: _reduce_next_digivolution,
}


"""The steps of this family that ask nothing, by type."""


ASKING: dict[type[m.Step], Callable[[Zones, Ctx, Any], Does]] = {m.LoseMemory: _lose_memory}


"""The steps of this family that may ask a player, by type."""
