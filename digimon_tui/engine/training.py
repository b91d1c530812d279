"""<Training> (16-41): an activation-type effect (16-41-2) of a Digimon in the battle area
or, unlike other effects, in the breeding area (16-41-1): suspending the Digimon places the
top card of its owner's deck as its bottom digivolution card: `train ID` in the main phase.
Suspending it is the effect's optional "by doing" part; once done, the card is placed
(16-41-3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.loop.moves import Move, mv

from . import queries as q
from .context import Ctx
from .keywords import keyword_effect
from .perform import placed_under
from .state import Permanent
from .verbs import Asks, Verb

if TYPE_CHECKING:
    from .zones import Zones


def has(g: Zones, perm: Permanent) -> bool:
    """`perm` has <Training>: in the breeding area, where no effect reaches (3-4-7-5), the
    keyword of its own cards; in the battle area, also one it gained."""
    if g.players[perm.owner].breeding is perm:
        return q.printed_keyword(g, perm, "training")
    return q.grant_total(g, perm, "training") > 0


def refuse(g: Zones, pid: str) -> str | None:
    """`train ID`: why the turn player can't activate the <Training> of `pid` now, None if
    they can: their unsuspended Digimon with <Training>, in the battle or breeding area."""
    perm = g.find(pid)
    if perm is None or perm.owner != g.turn_player or not q.in_play(g, perm):
        return f"{pid} is not one of your Digimon (16-41-1)"
    if not g.info[perm.cards[-1]].is_digimon or not has(g, perm):
        return f"{g.named(perm)} doesn't have <Training> (16-41-1)"
    if perm.suspended:
        return f"{pid} is suspended: <Training> is activated by suspending it (16-41-3)"
    return None


def moves(g: Zones) -> list[Move[Verb]]:
    pl = g.players[g.turn_player]
    stacks = pl.battle if pl.breeding is None else [pl.breeding, *pl.battle]
    return [mv(Verb.TRAIN, p.id) for p in stacks if refuse(g, p.id) is None]


def activate(g: Zones, pid: str) -> Asks[None]:
    """16-41-1, 16-41-3: suspend it, then its deck's top card goes under it, at the bottom."""
    perm = g.permanent(pid)
    assert refuse(g, pid) is None
    g.log("{} activates <Training> (16-41-1)", perm)
    g.set_suspended(perm, True, by_effect=True)
    deck = g.players[perm.owner].deck
    if deck:
        uid = deck[-1]
        g.take_card(uid)
        g.stack_under(perm, uid)
        g.log("{} placed under {} as its bottom digivolution card", g.defs[uid].name, perm)
        placed_under(g, Ctx(perm.owner, perm, uid, keyword_effect("training")), perm)
    if g.unsettled():
        yield from g.settle()
