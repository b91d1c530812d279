"""Which cost changes a move pays with, for the card sweep's count.

"When you would play this card, reduce its play cost by 1" and the other "would" effects
(15-8-5-1) change a cost as it is paid: the engine reads them in `legal.play_cost` and
`legal.digivolve_cost` and never runs their steps, so the sweep can't see them activate.
Before a play, use or digivolution is made, this says which of them take something off
the cost paid: each must reduce it on its own (its timing, condition and trigger filter
hold), and the cost paid must be below the printed one. So it is with the effects a move chooses
outright and whose steps no runner sees: "prevent CARD" (a "when this Digimon would be
deleted, by ..., prevent that deletion" effect, its cost paid as it is chosen) and a
<Digisorption> that suspends an opponent's Digimon (BT3-056's "instead").
"""

from __future__ import annotations

from collections.abc import Iterator

from digimon_tui.cards.model import Effect
from digimon_tui.cards.selection import Filter
from digimon_tui.engine import digisorption, legal
from digimon_tui.engine import queries as q
from digimon_tui.engine.compiled import compiled
from digimon_tui.engine.game import Game
from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.moves import Move


def cost_changes(g: Game, m: Move) -> Iterator[Effect]:
    """The cost-change effects that reduce the cost `m` pays, looked at before it is made."""
    if m.verb is Verb.PREVENT:
        yield from _prevention(g, m.args[0])
        return
    if m.verb is Verb.DIGIVOLVE and len(m.args) == 4:  # "digivolve ID CARD digisorption ID2"
        ally = g.find(m.args[3])
        found = digisorption.swap(g, g.turn_player)
        if ally is not None and ally.owner != g.turn_player and found is not None:
            yield found[1]
    if m.verb in (Verb.PLAY, Verb.OPTION):
        card = g.cards[m.args[0]]
        own = compiled(card).play_reductions
        if own and legal.play_cost(g, g.turn_player, card) < (card.cost or 0):
            yield from (e for e in own if legal._reduction(g, (e,), g.turn_player, None))
        if m.verb is Verb.PLAY and "field_play_reductions" in g.board().rare:
            offered = legal.field_play_reductions(g, g.turn_player, card)
            yield from (e for _, e, amount in offered if amount)  # offered as it is paid
    elif m.verb is Verb.DIGIVOLVE:
        perm = g.find(m.args[0])
        card = g.cards[m.args[1]]
        if perm is None:
            return
        req = legal.digivolve_requirement(g, perm, card)
        cost = legal.digivolve_cost(g, perm, card)
        if req is None or cost is None or cost >= req.cost:
            return
        stack = [*g.info[perm.cards[-1]].digivolve_reductions]
        for uid in perm.cards[:-1]:
            stack += g.info[uid].inherited_digivolve_reductions
        for e in stack:
            t = e.trigger
            fits = t is not None and (t.filter is None or q.printed_holds(t.filter, card))
            if fits and legal._reduction(g, (e,), perm.owner, perm):
                yield e
        for e in compiled(card).hand_digivolve_reductions:
            t = e.trigger
            fits = t is not None and q.filter_holds(g, t.filter or Filter(), perm)
            if fits and legal._reduction(g, (e,), perm.owner, perm):
                yield e


def _prevention(g: Game, number: str) -> Iterator[Effect]:
    """The "prevent that deletion" effects of the card `number` in play: its own on top of
    a stack, its inherited ones under one."""
    for pl in g.players:
        for perm in pl.battle:
            for uid in perm.cards:
                if g.defs[uid].number == number:
                    c = g.info[uid]
                    own = uid == perm.cards[-1]
                    found = c.deletion_preventions if own else c.inherited_deletion_preventions
                    yield from (e for _, e in found)
