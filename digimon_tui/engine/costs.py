"""Whether an effect's cost can be paid (15-7-4): asked before offering it, and again as it
activates."""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards.model import TrashDigivolutionCards

from . import choose
from . import queries as q
from .context import Ctx

if TYPE_CHECKING:
    from .field import Field


UNPAYABLE = "its cost can't be paid now: accepting only uses up a use of it (15-7-4)"
"""Said in the question of an [X Per Turn] effect whose "by doing" cost can't be paid: the
player may still activate it (15-7-4), which does nothing after the cost but counts a use
(15-14-1); a player who knows this declines."""


def can_pay(g: Field, ctx: Ctx) -> bool:
    """15-7-4: a "by doing X" effect needs X to be possible: the cards to trash, this
    Digimon or Tamer unsuspended to suspend, and so on."""
    for step in ctx.effect.cost:
        target = getattr(step, "target", None)
        if target is None:
            continue
        if target.select == "this" and target.zone == "trash":  # a [Trash] effect's own card
            if ctx.card not in g.players[ctx.player].trash:
                return False
            continue
        if target.select == "this":
            src = ctx.source
            if src is None or not q.in_battle_area(g, src):
                return False
            if step.do == "suspend" and (src.suspended or q.held_unsuspended(g, src)):
                return False
            if step.do == "top_card_to_bottom" and len(src.cards) < 2:
                return False  # no card under it to become the top card
            if isinstance(step, TrashDigivolutionCards) and len(src.cards) - 1 < step.count:
                return False  # not enough cards under it to trash (BT11-087)
            continue
        if target.in_battle:  # the battle area only (3-4-7-5); "other" is not this one
            cands = q.candidates(g, target, ctx.player, ctx.source)
            if step.do == "suspend":  # only what can become suspended pays it
                cands = [p for p in cands if not p.suspended and not q.held_unsuspended(g, p)]
            have = len([p for p in cands if not (target.other and p is ctx.source)])
        else:
            zones = getattr(step, "zones", ()) or (target.zone,)  # "in your hand or ..."
            have = len(choose.fitting(g, ctx, target, zones))
        need = 1 if target.select == "up_to" else (target.top or target.bottom or target.count)
        if have < need:  # "the top 3 cards": all 3; "up to 3 Tamer cards": 1 (BT12-048)
            return False
    return True


def paid_in_private(g: Field, ctx: Ctx) -> bool:
    """Whether only the effect's player may know if its cost can be paid: at a table of
    two people (`Field.hidden_hands`), a cost paid with cards of the hand of
    the player whose turn it isn't, while that hand holds cards. Such an effect is offered
    even when it can't be paid, and declined if it is accepted, so that being asked tells
    the other player nothing about the hand (`effects.activate`)."""
    if not g.hidden_hands or ctx.player == g.turn_player or not g.players[ctx.player].hand:
        return False
    for step in ctx.effect.cost:
        target = getattr(step, "target", None)
        if target is not None and target.zone == "hand" and target.side == "your":
            return True
    return False
