"""The counter timing of an attack (11-3): after "when an opponent's Digimon attacks"
effects, the non-turn player may activate 1 [Counter] effect (15-16-14): one of their
Digimon's or Tamers' (`counter ID`), one of a card in their hand with [Hand] (15-14-2,
`counter CARD`), or <Blast Digivolve> (16-26), offered as the digivolution itself
(`blast ID CARD`). `no-counter` activates none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards import model as m
from digimon_tui.cards.model import Card, Effect
from digimon_tui.loop.moves import Move, mv

from . import legal
from . import queries as q
from .context import Ctx
from .costs import can_pay
from .effects import pay, text_of
from .perform import run_steps
from .state import PLAYER_NAMES, Permanent
from .verbs import Ask, Asks, Verb

if TYPE_CHECKING:
    from .zones import Zones

Option = tuple[int, Effect, Permanent | None]
"""The card the effect is on, the effect, and the Digimon or Tamer it belongs to."""


def blast_targets(g: Zones, player: int, card: Card) -> list[Permanent]:
    """16-26-1, 16-26-4: the player's Digimon in the battle area that meet the card's
    digivolution requirements and can digivolve."""
    return [
        p
        for p in g.players[player].battle
        if legal.digivolve_requirement(g, p, card) is not None
        and not q.cant(g, p, "cant_digivolve")
    ]


def _is_blast(effect: Effect) -> bool:
    return len(effect.steps) == 1 and isinstance(effect.steps[0], m.BlastDigivolve)


def _options(g: Zones, player: int) -> dict[Move[Verb], Option]:
    pl = g.players[player]
    info = g.info
    out: dict[Move[Verb], Option] = {}
    for uid in pl.hand:  # 15-14-2-1: [Hand] effects, from the hand only
        card = g.defs[uid]
        for _, eff in info[uid].timed.get("counter", ()):
            if not eff.from_hand or (
                eff.condition is not None and not q.condition_holds(g, eff.condition, player, None)
            ):
                continue  # 15-14-2-1: one that can't activate isn't revealed
            if _is_blast(eff):
                for perm in blast_targets(g, player, card):
                    out.setdefault(mv(Verb.BLAST, perm.id, card.number), (uid, eff, perm))
            elif not eff.cost or can_pay(g, Ctx(player, None, uid, eff)):
                out.setdefault(mv(Verb.COUNTER, card.number), (uid, eff, None))
    for perm in pl.battle:
        top = perm.cards[-1]
        for _, eff in info[top].timed.get("counter", ()):
            if eff.from_hand or (
                eff.condition is not None and not q.condition_holds(g, eff.condition, player, perm)
            ):
                continue
            out.setdefault(mv(Verb.COUNTER, perm.id), (top, eff, perm))
    return out


def timing(g: Zones, attacker: Permanent) -> Asks:
    """11-3-1, 11-3-2: offer the defender their [Counter] effects; 1 activates."""
    player = 1 - attacker.owner
    options = _options(g, player)
    if not options and not (g.hidden_hands and g.players[player].hand):
        return  # with hidden hands, any hand might hold a [Counter] card: always asked
    labels = tuple(f"{g.defs[uid].name}: {text_of(eff)}" for uid, eff, _ in options.values())
    answer = yield from g.ask(
        player,
        Ask.COUNTER,
        [*options, mv(Verb.NO_COUNTER)],
        f"{g.defs[attacker.cards[-1]].name} attacks: activate a [Counter] effect?",
        (*labels, "none"),
        secret=True,
    )
    if answer.verb is Verb.NO_COUNTER:
        return
    uid, eff, perm = options[answer]
    where = "reveals from the hand" if eff.from_hand else "activates"
    g.log(
        "{} {} {}: {} (15-16-14)",
        PLAYER_NAMES[player],
        where,
        g.defs[uid].name,
        lambda: text_of(eff),
    )
    if answer.verb is Verb.BLAST:
        assert perm is not None
        yield from _blast(g, perm, uid)
    else:
        ctx = Ctx(player, None if eff.from_hand else perm, uid, eff)
        if not eff.cost or (yield from pay(g, ctx, eff.cost)):
            yield from run_steps(g, ctx, eff.steps)
    yield from g.settle()


def _blast(g: Zones, perm: Permanent, uid: int) -> Asks:
    """16-26-1, 8-1-3-3: digivolve from the hand without paying the cost; the bonus draw."""
    g.take_card(uid)  # out of the hand
    g.log("<Blast Digivolve>: {} digivolves into {} (16-26-1)", perm.id, g.defs[uid].name)
    yield from g.digivolve_by_effect(perm, uid, 0)


def blast(g: Zones, ctx: Ctx) -> Asks[bool]:
    """The <Blast Digivolve> step inside a longer [Counter] effect: the player chooses the
    Digimon, or none (it "may")."""
    if ctx.card not in g.players[ctx.player].hand:
        return False
    targets = {mv(Verb.TARGET, p.id): p for p in blast_targets(g, ctx.player, g.defs[ctx.card])}
    if not targets:
        return False
    answer = yield from g.ask(
        ctx.player, Ask.TARGET, [*targets, mv(Verb.DONE)], "<Blast Digivolve>: which Digimon?"
    )
    if answer.verb is Verb.DONE:
        return False
    yield from _blast(g, targets[answer], ctx.card)
    return True
