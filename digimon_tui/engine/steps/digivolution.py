"""Steps that digivolve (8-1): by an effect, DNA, <Blast Digivolve>, <Mind Link>, a
digivolution card played, hatching and moving out of the breeding area."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from digimon_tui.cards import model as m
from digimon_tui.loop.moves import Move, mv

from .. import choose, hybrid, legal
from .. import queries as q
from ..counter import blast
from ..perform import (
    Does,
    next_time_costs,
    no_digimon_plays,
    placed_under,
    source_name,
)
from ..state import PLAYER_NAMES, Permanent
from ..verbs import Ask, Verb

if TYPE_CHECKING:
    from ..context import Ctx
    from ..zones import Zones


def _hatch(g: Zones, ctx: Ctx, step: m.Hatch) -> bool:
    """Hatch into an empty breeding area (4-18-1)."""
    return g.hatch(ctx.player) is not None


def _move_from_breeding(g: Zones, ctx: Ctx, step: m.MoveFromBreeding) -> bool:
    """Move the breeding area's Digimon, if it fits, to the battle area (6-4-1-2): as in the
    breeding phase, not one without DP (a level 2 Digimon, ruling Q2463 on BT14-088)."""
    stack = g.players[ctx.player].breeding
    if stack is None or g.defs[stack.cards[-1]].dp is None:
        return False
    if not q.filter_holds(g, step.filter, stack):
        return False
    g.move_from_breeding(ctx.player)
    return True


def _blast_digivolve(g: Zones, ctx: Ctx, step: m.BlastDigivolve) -> Does:
    """<Blast Digivolve> (16-26): digivolve from the hand at the counter timing."""
    return (yield from blast(g, ctx))


def _digivolve(g: Zones, ctx: Ctx, step: m.Digivolve) -> Does:
    """Digivolving by an effect (8-1-3): this Digimon, or one of the player's Digimon the
    step names that can digivolve into one of the cards (chosen first), from the hand, the
    trash or revealed cards."""
    what = source_name(g, ctx)

    if step.who is None:
        perm = ctx.source
        if perm is None or not q.in_battle_area(g, perm) or g.info[perm.cards[-1]].token:
            return False  # 4-21-3: a token can't digivolve
        if step.tamer_as is not None and g.defs[perm.cards[-1]].category != "tamer":
            return False  # "this Tamer" is a Tamer no more
        options = _digivolve_options(g, ctx, step, perm)
    else:
        able = {}
        if step.who.select == "that":  # the Digimon the step before chose (BT12-089), or
            # else the one whose "when X" triggered the effect (BT5-089: the attacker)
            who = [p for p in ctx.chosen if isinstance(p, Permanent) and q.is_digimon(g, p)]
            if not who and ctx.event is not None:
                who = [ctx.event]
            who = [p for p in who if q.in_battle_area(g, p)]
        else:
            who = q.candidates(g, step.who, ctx.player)
        for p in who:
            if (step.who.other and p is ctx.source) or g.info[p.cards[-1]].token:
                continue
            if found := _digivolve_options(g, ctx, step, p):
                able[p.id] = (p, found)
        if not able:
            return False
        pick = next(iter(able))
        if len(able) > 1:
            moves = [mv(Verb.TARGET, pid) for pid in able]
            answer = yield from g.ask(
                ctx.player, Ask.TARGET, moves, f"{what}: which Digimon digivolves?"
            )
            pick = answer.args[0]
        perm, options = able[pick]
    if not options:
        return False
    moves = [mv(Verb.CARD, n) for n in dict.fromkeys(g.defs[u].number for u, _, _ in options)]
    moves.append(mv(Verb.DONE))
    answer = yield from g.ask(ctx.player, Ask.CARD, moves, f"{what}: digivolve into which card?")
    if answer.verb is Verb.DONE:
        return False
    uid, cost, base = next(o for o in options if g.defs[o[0]].number == answer.args[0])
    if g.next_digivolution and base:
        yield from next_time_costs(g, perm, g.defs[uid], base)
        cost = max(0, base - legal.next_reduction(g, perm, g.defs[uid]))
    from_trash = uid in g.players[ctx.player].trash
    if not step.free and step.cost is None:  # their [Once Per Turn] uses (15-14-1-1)
        legal.take_reductions(g, perm, g.defs[uid], _zone_of(g, perm, uid))
    g.take_card(uid)
    yield from g.digivolve_by_effect(perm, uid, cost, ctx.revealed, from_trash)
    ctx.chosen = [perm]  # "that Digimon": the one that digivolved (EX5-070)
    ctx.digivolved = perm
    return True


def _digivolve_options(
    g: Zones, ctx: Ctx, step: m.Digivolve, perm: Permanent
) -> list[tuple[int, int, int]]:
    """The cards `perm` may digivolve into by the step, each with its cost now and its cost
    before "the next time" reductions; only those the player can pay (8-1-3)."""

    ignoring = step.ignore_requirements
    if step.into.select == "this" and ctx.card in g.limbo:
        pool = [ctx.card]  # a Security Digimon's own card, at its battle's end
    elif step.zones:  # "in your hand or from under 1 of your Tamers": a card of either
        pool = [
            u
            for zone in step.zones
            for u in choose.zone_cards(g, ctx, step.into.model_copy(update={"zone": zone}))
        ]
    elif step.into.select == "that":  # the card its trigger trashed, still there (BT14-006)
        there = choose.zone_cards(g, ctx, step.into)
        pool = [u for u in ctx.chosen if isinstance(u, int) and u in there]
    else:
        pool = choose.zone_cards(g, ctx, step.into)
        if step.into.select == "this":  # a [Trash] effect's own card (BT15-081)
            pool = [u for u in pool if u == ctx.card]
            # "1 of your [Leviamon] ... may digivolve into this card": the effect names what
            # digivolves, whatever the card's requirements (ruling Q2578: a level 6 [Leviamon])
            ignoring = ignoring or step.who is not None
    options = []
    for uid in pool:
        card = g.defs[uid]
        if card.category != "digimon" or not q.card_holds(g, step.into, uid):
            continue
        if "digivolve_only_into" in g.grantable and not q.digivolves_only_into(g, perm, card):
            continue
        if step.tamer_as is not None:  # "as if this Tamer is a level 5 red Digimon"
            req = hybrid.as_digimon(g, card, step.tamer_as.level, (step.tamer_as.color,))
        elif step.ignore_level:
            req = legal.requirement_ignoring_level(g, perm, card)
        else:
            req = legal.digivolve_requirement(g, perm, card, bool(step.into.colors))
        ways = [req.cost] if req is not None else []
        if uid in g.players[perm.owner].hand and (ways or not legal.must_meet_requirements(g)):
            ways += _alternatives(g, perm, card)
        if not ways and (not ignoring or legal.must_meet_requirements(g)):
            continue
        base = 0 if step.free else (step.cost if step.cost is not None else min(ways, default=0))
        if base and not step.free and step.cost is None:
            base = max(0, base - legal.effect_reduction(g, perm, card, _zone_of(g, perm, uid)))
        if step.reduce and not legal.digivolve_unreduced(g, perm.owner):
            base = max(0, base - step.reduce)
        if not step.free:
            base += legal.digivolve_increase(g, perm)
        cost = base
        if cost and g.next_digivolution:
            cost = max(0, cost - legal.next_reduction(g, perm, card))
        options.append((uid, cost, base))
    return [(u, c, b) for u, c, b in options if legal.affordable(g, c)]


def _zone_of(g: Zones, perm: Permanent, uid: int) -> str:
    """Where a card a Digimon digivolves into by an effect comes from, as its "would digivolve
    into a card in your hand / from your trash" reductions ask."""
    pl = g.players[perm.owner]
    return "hand" if uid in pl.hand else "trash" if uid in pl.trash else "other"


def _alternatives(g: Zones, perm: Permanent, card: m.Card) -> list[int]:
    """The costs of the effects on `perm` that let it digivolve into `card` in the hand
    ignoring its requirements ("can digivolve into a [Gallantmon] in your hand for a memory
    cost of 4", ST7-03 Guilmon): an effect that digivolves it for the digivolution cost may
    take that way too (rulings Q682, Q697)."""
    if "digivolve_into" not in g.board().granted:
        return []
    return [alt.cost for alt in q.alternatives(g, perm) if q.printed_holds(alt.into, card)]


def _play_digivolution_card(g: Zones, ctx: Ctx, step: m.PlayDigivolutionCard) -> Does:
    """Play a Digimon card from among a Digimon's digivolution cards (ST2-15)."""
    options: dict[Move, tuple[Permanent, int]] = {}
    for perm in (
        q.candidates(g, step.target, ctx.player)
        if step.target.select != "this"
        else ([ctx.source] if ctx.source is not None and q.in_battle_area(g, ctx.source) else [])
    ):
        for uid in perm.cards[:-1]:
            card = g.defs[uid]
            if (
                card.category == "digimon"
                and (step.max_level is None or (card.level or 0) <= step.max_level)
                and (step.card is None or q.printed_holds(step.card, card))
            ):
                options.setdefault(mv(Verb.CARD, perm.id, card.number), (perm, uid))
    if not options:
        g.log("no Digimon card to play from digivolution cards (1-3-2)")
        return False
    if no_digimon_plays(g, ctx.player):
        g.log("{} can't play Digimon by effects", PLAYER_NAMES[ctx.player])
        return False
    answer = yield from g.ask(
        ctx.player, Ask.CARD, tuple(options), "Choose a Digimon card under one of your Digimon"
    )
    perm, uid = options[answer]
    g.lift_from_stack(perm, uid)
    g.limbo.append(uid)
    g.play_from_limbo(uid, ctx.player, by_effect=True, from_sources=True)
    return True


def _mind_link(g: Zones, ctx: Ctx, step: m.MindLink) -> Does:
    """16-28-1: this Tamer (its top card; what was under it goes to the trash) becomes the
    bottom digivolution card of 1 of your Digimon with no Tamer card among its digivolution
    cards; its inherited effects then work for that Digimon (15-3-2)."""
    tamer = ctx.source
    if tamer is None or not q.in_battle_area(g, tamer) or tamer.cards[-1] != ctx.card:
        return False
    defs, info = g.defs, g.info
    hosts = {
        mv(Verb.TARGET, p.id): p
        for p in g.players[ctx.player].battle
        if info[p.cards[-1]].is_digimon
        and not info[p.cards[-1]].token  # 4-21-3
        and not any(defs[u].category == "tamer" for u in p.cards[:-1])
        and (step.target is None or q.filter_holds(g, step.target, p, tamer))
    }
    if not hosts:
        return False
    answer = yield from g.ask(
        ctx.player, Ask.TARGET, tuple(hosts), "<Mind Link>: under which Digimon?"
    )
    host = hosts[answer]
    g.leave(tamer)
    g.to_zone(g.players[tamer.owner].trash, tamer.cards[:-1])
    g.stack_under(host, ctx.card)
    placed_under(g, ctx, host)
    g.log("<Mind Link>: {} goes under {} (16-28-1)", defs[ctx.card].name, host)
    return True


def _dna_digivolve(g: Zones, ctx: Ctx, step: m.DnaDigivolve) -> Does:
    """DNA digivolving by an effect (8-2-2-4): this Digimon and another of the player's,
    into a card in the hand, paying its DNA digivolution cost."""
    what = source_name(g, ctx)

    src = ctx.source
    if src is None or not q.in_battle_area(g, src):
        return False
    moves = []
    budget = g.memory + 10 if ctx.player == g.turn_player else 10 - g.memory
    for uid in dict.fromkeys(g.players[ctx.player].hand):
        card = g.defs[uid]
        for a, b in legal.dna_pairs(g, card, ctx.player):
            other = b if a is src else a
            if (
                src in (a, b)
                and (step.other is None or q.filter_holds(g, step.other, other, src))
                and legal.dna_cost(g, a, card, b) <= budget
            ):
                moves.append(mv(Verb.DNA, a.id, b.id, card.number))
    moves = list(dict.fromkeys(moves))
    if not moves:
        return False
    moves.append(mv(Verb.DONE))
    answer = yield from g.ask(ctx.player, Ask.DNA, moves, f"{what}: DNA digivolve?")
    if answer.verb is Verb.DONE:
        return False
    a_id, b_id, number = answer.args
    uid = next(u for u in g.players[ctx.player].hand if g.defs[u].number == number)
    g.take_card(uid)
    yield from g.dna_digivolve(g.permanent(a_id), g.permanent(b_id), uid)
    return True


PLAIN: dict[type[m.Step], Callable[[Zones, Ctx, Any], bool]] = {
    m.Hatch: _hatch,
    m.MoveFromBreeding: _move_from_breeding,
}


"""The steps of this family that ask nothing, by type."""


ASKING: dict[type[m.Step], Callable[[Zones, Ctx, Any], Does]] = {
    m.Digivolve: _digivolve,
    m.DnaDigivolve: _dna_digivolve,
    m.PlayDigivolutionCard: _play_digivolution_card,
    m.BlastDigivolve: _blast_digivolve,
    m.MindLink: _mind_link,
}


"""The steps of this family that may ask a player, by type."""
