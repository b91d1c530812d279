"""Steps that link cards (10-1) by an effect: "link 1 ... from your hand or this Digimon's
digivolution cards to this Digimon without paying the cost"."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from digimon_tui.cards import model as m
from digimon_tui.loop.moves import mv

from .. import choose, link
from .. import queries as q
from ..perform import Does, source_name
from ..state import Permanent
from ..verbs import Ask, Verb

if TYPE_CHECKING:
    from ..context import Ctx
    from ..zones import Zones


def _digimon(g: Zones, ctx: Ctx, step: m.LinkCard, uid: int) -> list[Permanent]:
    """The Digimon the card may be linked to: this Digimon, or those `to` names; each must
    meet one of the card's link requirements (10-1-3-1), so a card without [Link] links to
    none."""
    if step.to is None:
        here = ctx.source
        cands = [here] if here is not None and q.in_battle_area(g, here) else []
    else:
        cands = q.candidates(g, step.to, ctx.player, ctx.source)
    card = g.defs[uid]
    return [p for p in cands if link.requirement(g, card, p) is not None]


def _link(g: Zones, ctx: Ctx, step: m.LinkCard) -> Does:
    """Choose the card among those that can be linked somewhere, then (for "1 of your
    Digimon") the Digimon; pay the link cost unless free, less `reduce` (10-1-3-2); plug it
    in (`link.attach`)."""
    what = source_name(g, ctx)
    zones = step.zones or (step.target.zone,)
    seen = {
        u
        for z in zones
        for u in choose.zone_cards(g, ctx, step.target.model_copy(update={"zone": z}))
    }
    unlinkable = [u for u in seen if not _digimon(g, ctx, step, u)]
    picked = yield from choose.cards_in_zones(g, ctx, step.target, zones, what, unlinkable)
    done = False
    for uid in picked:
        cands = _digimon(g, ctx, step, uid)
        if not cands:
            continue
        perm = cands[0]
        if len(cands) > 1:
            moves = [mv(Verb.TARGET, p.id) for p in cands]
            prompt = f"{what}: choose the Digimon to link {g.defs[uid].name} to"
            answer = yield from g.ask(ctx.player, Ask.TARGET, moves, prompt)
            perm = next(p for p in cands if p.id == answer.args[0])
        r = link.requirement(g, g.defs[uid], perm)
        assert r is not None  # `_digimon` checked it
        cost = 0 if step.free else max(0, r.cost - step.reduce)
        g.take_card(uid)
        link.attach(g, perm, uid, cost)
        done = True
    return done


PLAIN: dict[type[m.Step], Callable[[Zones, Ctx, Any], bool]] = {}
"""The steps of this family that ask nothing, by type."""


ASKING: dict[type[m.Step], Callable[[Zones, Ctx, Any], Does]] = {m.LinkCard: _link}
"""The steps of this family that may ask a player, by type."""
