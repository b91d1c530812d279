"""<Delay> (16-17): an Option card placed in the battle area by its own effect is trashed,
from the turn after it arrived (16-17-3), to activate its <Delay> effect: `delay ID` in the
main phase. That isn't using an Option card: no cost, no colour requirement (9-1-1 ..
4-22-5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards.model import Effect
from digimon_tui.loop.moves import Move, mv

from . import queries as q
from . import triggers
from .context import Ctx
from .costs import can_pay
from .effects import pay, text_of
from .perform import run_steps
from .state import PLAYER_NAMES
from .verbs import Asks, Verb

if TYPE_CHECKING:
    from .zones import Zones


def effect(g: Zones, uid: int) -> Effect | None:
    """The card's <Delay> effect activated in the main phase, if it has one (a "when X"
    one triggers, `effects.activate`)."""
    return next((e for e in g.defs[uid].effects if e.delay and e.trigger is None), None)


def refuse(g: Zones, pid: str) -> str | None:
    """`delay ID`: why the turn player can't activate the <Delay> effect of `pid` now, None
    if they can: their Option card with <Delay> in the battle area (16-17-1), from the turn
    after it arrived (16-17-3), its condition met (15-6-3) and its cost payable (15-7-4)."""
    perm = g.find(pid)
    if perm is None or perm.owner != g.turn_player or perm not in g.players[perm.owner].battle:
        return f"{pid} is not a card of yours in the battle area (16-17-1)"
    top = perm.cards[-1]
    eff = effect(g, top) if g.defs[top].category == "option" else None
    if eff is None:
        return f"{g.named(perm)} is not an Option card with <Delay> (16-17-1)"
    if perm.played_turn == g.turn_number:
        return f"{g.named(perm)} arrived this turn: <Delay> waits for a later turn (16-17-3)"
    if eff.condition is not None and not q.condition_holds(g, eff.condition, perm.owner, None):
        return f"{pid}: the condition of its <Delay> effect is not met (15-6-3)"
    if eff.cost and not can_pay(g, Ctx(perm.owner, None, top, eff)):
        return f"{pid}: the cost of its <Delay> effect can't be paid now (15-7-4)"
    return None


def moves(g: Zones) -> list[Move[Verb]]:
    return [mv(Verb.DELAY, p.id) for p in g.players[g.turn_player].battle if not refuse(g, p.id)]


def activate(g: Zones, pid: str) -> Asks[None]:
    """16-17-1: trash the card, then its effect activates as an Option card's (15-2-1-3)."""
    perm = g.permanent(pid)
    uid = perm.cards[-1]
    eff = effect(g, uid)
    assert eff is not None and refuse(g, pid) is None
    g.trash_stack(perm)
    g.log("{} activates <Delay>: {} (16-17-1)", PLAYER_NAMES[perm.owner], lambda: text_of(eff))
    ctx = Ctx(perm.owner, None, uid, eff)
    if not eff.cost or (yield from pay(g, ctx, eff.cost)):
        yield from run_steps(g, ctx, eff.steps)
    yield from g.settle()


def place(g: Zones, player: int, uid: int) -> bool:
    """ "Place this card in the battle area." (16-17-1): the Option card being used stays
    in the battle area instead of going to the trash."""
    if uid not in g.limbo:
        return False
    g.limbo.remove(uid)
    perm = g.new_permanent(player, [uid])
    perm.played_turn = g.turn_number  # 16-17-3: it can't activate <Delay> this turn
    g.to_battle_area(perm)
    g.log("{} {} is placed in the battle area (16-17-1)", perm.id, g.defs[uid].name)
    triggers.fire_option_placed(g, uid)
    return True
