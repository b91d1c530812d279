"""Whether an effect's cost can be paid (11-7-4): asked before offering it, and again as it
activates."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import choose
from . import queries as q
from .context import Ctx

if TYPE_CHECKING:
    from .field import Field


def can_pay(g: Field, ctx: Ctx) -> bool:
    """11-7-4: a "by doing X" effect needs X to be possible: the cards to trash, this
    Digimon or Tamer unsuspended to suspend, and so on."""
    for step in ctx.effect.cost:
        target = getattr(step, "target", None)
        if target is None:
            continue
        if target.select == "this":
            src = ctx.source
            if src is None or not q.in_battle_area(g, src):
                return False
            if step.do == "suspend" and src.suspended:
                return False
            continue
        if target.in_battle:  # the battle area only (3-4-6); "other" is not this one
            cands = q.candidates(g, target, ctx.player)
            have = len([p for p in cands if not (target.other and p is ctx.source)])
        else:
            have = len(
                [u for u in choose.zone_cards(g, ctx, target) if choose.card_fits(g, target, u)]
            )
        if have < target.count:
            return False
    return True
