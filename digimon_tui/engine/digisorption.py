"""<Digisorption -N> (16-10): digivolving a Digimon in the battle area into this card from the
hand, the player may suspend 1 of their Digimon to pay N less.

It is offered as its own move, `digivolve ID CARD digisorption ID2` (suspend `ID2`), beside
the plain `digivolve ID CARD`: the reduction can make a digivolution affordable. While a card
of the player's in play says "when suspending Digimon for a <Digisorption> skill, you may
suspend 1 of your opponent's Digimon instead" (BT3-056 Ceresmon), `ID2` may be an
opponent's Digimon: choosing one is that effect, and uses its [Once Per Turn].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards.model import Effect
from digimon_tui.loop.moves import Move, mv

from . import legal, perform
from . import queries as q
from .verbs import Asks, Verb

if TYPE_CHECKING:
    from .state import Permanent
    from .zones import Zones


def swap(g: Zones, player: int) -> tuple[Permanent, Effect] | None:
    """The player's card in play whose effect may suspend an opponent's Digimon in place of
    theirs now, with that effect: in force this turn (15-16), with a use left (15-14-1-2)."""
    for src in g.players[player].battle:
        for eff in g.info[src.cards[-1]].digisorption_swaps:
            if not q.timing_active(eff.timing, src.owner, g.turn_player):
                continue
            if eff.per_turn and g.used_once.get(legal.field_key(g, src, eff), 0) >= eff.per_turn:
                continue
            if eff.condition is not None and not q.condition_holds(
                g, eff.condition, src.owner, src
            ):
                continue
            return src, eff
    return None


def _suspendable(g: Zones, player: int) -> list[Permanent]:
    """The Digimon a <Digisorption> may suspend: the player's unsuspended ones, and their
    opponent's while `swap` allows it (16-10-1)."""
    mine = [p for p in g.players[player].battle if q.is_digimon(g, p) and not p.suspended]
    if not mine or swap(g, player) is None:
        return mine
    theirs = g.players[1 - player].battle
    return mine + [p for p in theirs if q.is_digimon(g, p) and not p.suspended]


def moves(g: Zones, budget: int) -> list[Move[Verb]]:
    tp = g.turn_player
    pl = g.players[tp]
    out: list[Move[Verb]] = []
    seen: set[str] = set()
    ready = _suspendable(g, tp)
    if not ready or legal.digivolve_unreduced(g, tp):
        return out
    for uid in pl.hand:
        card = g.defs[uid]
        n = card.digisorption
        if n is None or card.number in seen:
            continue
        seen.add(card.number)
        for perm in pl.battle:  # 3-4-7-6: not from the breeding area
            if not q.is_digimon(g, perm) or q.cant(g, perm, "cant_digivolve"):
                continue
            cost = legal.digivolve_cost(g, perm, card)
            if cost is None or max(0, cost - n) > budget:  # 1-3-9
                continue
            out += [mv(Verb.DIGIVOLVE, perm.id, card.number, "digisorption", s.id) for s in ready]
    return out


def refuse(g: Zones, pid: str, number: str, suspend: str) -> str | None:
    """`digivolve ID CARD digisorption ID2`: why it can't be done now, None if it can: a
    card with <Digisorption> in the hand, one of the player's Digimon in the battle area
    (3-4-7-6) that may digivolve into it, an unsuspended Digimon of theirs to suspend
    (16-10-1), and the cost less N payable (1-3-9)."""
    card = legal.in_hand_with(g, number, "digisorption", "<Digisorption>", ("16-10-1", "16-10-1"))
    if isinstance(card, str):
        return card
    perm = legal.own_stack(g, pid, "Digimon", "16-10-1")
    if isinstance(perm, str):
        return perm
    if legal.digivolve_unreduced(g, perm.owner):
        return "your opponent's effect: you can't reduce digivolution costs (15-1-3)"
    if not q.in_battle_area(g, perm):
        return f"{pid} is in the breeding area: <Digisorption> works in the battle area (3-4-7-6)"
    if not q.is_digimon(g, perm):
        return f"{g.named(perm)} is not a Digimon: only a Digimon digivolves (8-1-3)"
    if q.cant(g, perm, "cant_digivolve"):
        return f"{perm.id} can't digivolve: an effect prevents it (15-1-3)"
    cost = legal.digivolve_cost(g, perm, card)
    if cost is None:
        return legal.refuse_digivolve(g, pid, number)
    ally = g.find(suspend)
    if ally is None or not q.is_digimon(g, ally) or ally not in _suspendable(g, g.turn_player):
        if ally is not None and ally.suspended:
            return (
                f"{suspend} is suspended already: <Digisorption> suspends an unsuspended "
                "Digimon (16-10-1)"
            )
        return f"{suspend} is not a Digimon of yours in the battle area to suspend (16-10-1)"
    if ally.suspended:
        return (
            f"{suspend} is suspended already: <Digisorption> suspends an unsuspended "
            "Digimon (16-10-1)"
        )
    n = card.digisorption
    assert n is not None  # in_hand_with checked it
    return legal.too_dear(
        g, f"digivolving into {card.name} with <Digisorption -{n}>", max(0, cost - n)
    )


def digivolve(g: Zones, pid: str, number: str, suspend: str) -> Asks[None]:
    """16-10-1: suspend (by an effect, 16-10-3) then digivolve for N less; suspending the
    Digimon that digivolves leaves the result suspended (16-10-5)."""
    perm = g.permanent(pid)
    card = g.cards[number]
    n = card.digisorption or 0
    if g.next_digivolution:  # "the next time ..., you may ... to reduce" is asked first
        yield from perform.next_time_costs(g, perm, card)
    cost = legal.digivolve_cost(g, perm, card)
    assert cost is not None
    legal.take_reductions(g, perm, card)
    ally = g.permanent(suspend)
    if ally.owner != g.turn_player:  # the effect that suspends an opponent's Digimon instead
        found = swap(g, g.turn_player)
        assert found is not None  # `refuse` checked it
        src, eff = found
        key = legal.field_key(g, src, eff)
        g.used_once[key] = g.used_once.get(key, 0) + 1
        g.log("{}'s effect: an opponent's Digimon is suspended instead", src)
    g.set_suspended(ally, True, by_effect=True)
    g.log(
        "<Digisorption -{}>: {} suspends; the digivolution costs {} less (16-10-1)", n, ally.id, n
    )
    uid = g.take_from_hand(g.turn_player, number)
    yield from g.digivolve_by_effect(perm, uid, max(0, cost - n))
