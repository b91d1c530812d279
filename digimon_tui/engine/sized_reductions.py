"""Cost reductions whose size is set by what their own cost takes (15-8-5-1): "by deleting 1
of your Digimon with [Gizmon] in its name, reduce the play cost by the play cost of the
deleted Digimon" (BT13-103), "by placing up to 3 [Dark Masters] trait cards ... under it,
reduce the play cost by 4 for each one" (BT15-102).

Whether a play can be paid for counts the most such a reduction may take off; as it is paid,
the player may take only as little as keeps the play payable, and the reduction is what the
cost really took."""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards.model import Delete, Effect, PlaceUnder, ReduceCost

from . import queries as q
from .context import Ctx
from .state import Permanent

if TYPE_CHECKING:
    from .field import Field


def dearest_deletable(g: Field, eff: Effect, player: int, src: Permanent | None) -> int:
    """The most "the play cost of the deleted Digimon" can take off: the play cost of the
    dearest Digimon the effect's cost may delete."""
    costs = [
        q.measure(g, "cost", p) or 0
        for s in eff.cost
        if isinstance(s, Delete)
        for p in q.candidates(g, s.target, player, src)
    ]
    return max(costs, default=0)


def placeable(g: Field, eff: Effect, player: int) -> list[int | Permanent]:
    """What "by placing up to 3 [Dark Masters] trait cards with different names from your
    battle area or trash under it" may place: one Digimon or Tamer (by its top card, ruling
    Q2599) or trash card of each name that fits, as many as the count."""
    out: list[int | Permanent] = []
    for s in eff.cost:
        if not (isinstance(s, PlaceUnder) and s.played):
            continue
        names: set[str] = set()
        pl = g.players[player]
        found: list[tuple[int, int | Permanent]] = [(p.cards[-1], p) for p in pl.battle]
        found += [(u, u) for u in pl.trash]
        for top, item in found:
            name = g.defs[top].name
            if name not in names and q.card_holds(g, s.target, top):
                names.add(name)
                out.append(item)
        return out[: s.target.count]
    return out


def _sized(eff: Effect) -> ReduceCost | None:
    """The reduction step of `eff` whose size its cost sets, if it has one."""
    for s in eff.steps:
        if isinstance(s, ReduceCost) and (
            s.by_cost_of is not None or (s.for_every is not None and s.for_every.of == "placed")
        ):
            return s
    return None


def at_least(g: Field, eff: Effect, most: int, cost: int) -> Effect:
    """`eff`, taking off at most `most` from a `cost` that already counts it, whose cost may
    only take what keeps the play payable (1-4-2-2): a Digimon dear enough to delete, or
    enough cards to place."""
    step = _sized(eff)
    least = most - (g.memory + 10 - cost)  # what the counter can't move past
    if step is None or least <= 0:
        return eff
    if step.by_cost_of is not None:
        steps = tuple(
            s.model_copy(update={"target": s.target.model_copy(update={"min_cost": least})})
            if isinstance(s, Delete)
            else s
            for s in eff.cost
        )
    else:
        cards = -(-least // step.amount)  # each card placed takes off `amount`
        steps = tuple(
            s.model_copy(update={"least": min(cards, s.target.count)})
            if isinstance(s, PlaceUnder) and s.played
            else s
            for s in eff.cost
        )
    return eff.model_copy(update={"cost": steps})


def taken_off(g: Field, eff: Effect, ctx: Ctx, most: int) -> int:
    """What the reduction takes off once its cost is paid (`ctx.paid`), at most `most`: the
    play cost of the Digimon deleted (none if its deletion was prevented), or the amount for
    each card placed; `most` for any other reduction."""
    step = _sized(eff)
    if step is None:
        return most
    if step.by_cost_of is not None:
        taken = sum(
            g.defs[p.cards[-1]].cost or 0
            for p in ctx.paid
            if isinstance(p, Permanent) and p.cards and not q.in_battle_area(g, p)
        )
    else:
        taken = step.amount * sum(isinstance(u, int) for u in ctx.paid)
    return min(taken, most)
