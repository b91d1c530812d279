"""Choosing what a step acts on when it resolves (15-10-2, 15-10-2-1): Digimon and Tamers in
the battle area, or cards in a zone (hand, trash, deck, security stack, revealed cards,
digivolution cards)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from digimon_tui.cards.model import Card, PlaceThisUnder, Play, Step, Target
from digimon_tui.cards.selection import Compared
from digimon_tui.loop.moves import mv

from . import queries as q
from .state import PLAYER_NAMES, Permanent
from .verbs import Ask, Asks, V, Verb

if TYPE_CHECKING:
    from .context import Ctx
    from .field import Field


def permanents(
    g: Field, ctx: Ctx, target: Target, what: str, besides: Permanent | None = None
) -> Asks[list[Permanent]]:
    """Digimon or Tamers in the battle area, chosen by the effect's player, less those the
    effect can't affect (15-15-5); `besides` is never among them ("another of ...": not the
    Digimon the step chose first)."""
    if "unaffected" in g.grantable or "progress" in g.grantable:
        return _affected(g, ctx, target, what, besides)
    return _permanents(g, ctx, target, what, besides)  # no generator when none is shielded


def lasting(g: Field, ctx: Ctx, target: Target, what: str) -> Asks[list[Permanent]]:
    """The Digimon or Tamers a lasting effect is put on: one shielded now is chosen too
    (15-15-5-3), and the effect reaches it once the shield ends (15-15-5-2, ruling Q831)."""
    return (yield from _permanents(g, ctx, target, what))


def _affected(
    g: Field, ctx: Ctx, target: Target, what: str, besides: Permanent | None
) -> Asks[list[Permanent]]:
    chosen = yield from _permanents(g, ctx, target, what, besides)
    return q.affected(g, ctx.card, ctx.source, chosen, ctx.player) if chosen else chosen


def _raised(g: Field, ctx: Ctx, target: Target) -> Target:
    """ "For every 10 cards in your trash, add 1 to the maximum level ...": the bound as the
    count stands when the step chooses."""
    r = target.raise_max
    assert r is not None
    if r.for_every.of == "trashed":  # "for each card trashed by this effect" (BT14-078)
        more = r.amount * len(ctx.trashed)
    else:
        more = r.amount * q.count(g, r.for_every, ctx.player, ctx.source)
    field = target.raised_bound()
    assert field is not None
    return target.model_copy(update={field: getattr(target, field) + more})


def _permanents(
    g: Field, ctx: Ctx, target: Target, what: str, besides: Permanent | None = None
) -> Asks[list[Permanent]]:
    if target.select == "this":
        src = ctx.source
        return [src] if src is not None and q.in_battle_area(g, src) else []
    if target.suspended_here:
        return [p for p in ctx.suspended if q.in_battle_area(g, p)]
    if target.select == "that":
        that = [p for p in ctx.chosen if isinstance(p, Permanent)]
        if not that and ctx.digivolved is not None:
            that = [ctx.digivolved]  # cards chosen since: the Digimon it digivolved (BT6-088)
        if not ctx.chosen and ctx.event is not None:
            that = [ctx.event]  # nothing chosen yet: the Digimon whose "when X" triggered it
        return [p for p in that if q.in_battle_area(g, p)]
    if target.raise_max is not None:
        target = _raised(g, ctx, target)
    this = ctx.source
    if target.sources_vs_chosen is not None:  # "... digivolution cards as the chosen Digimon"
        target, this = q.versus_chosen(target, ctx)
        if this is None:
            return []
    cands = [
        p
        for p in q.candidates(g, target, ctx.player, this)
        if (not target.other or p is not ctx.source) and p is not besides
    ]
    if target.shares_name_with_that or target.level_at_most_played:
        cands = [p for p in cands if _relative_holds(g, ctx, target, p)]
    if target.at_most is not None:
        cands = _at_most(g, ctx, target.at_most, cands)
    if target.select == "all":
        return cands
    if target.select == "any_number":
        return (yield from _any_number(g, ctx, target, cands, what))
    chosen: list[Permanent] = []
    while len(chosen) < target.count and cands:
        if target.select == "one" and len(cands) <= target.count - len(chosen):
            for p in cands:  # as many as possible, no choice left (15-10-2-1)
                g.log("{}: target {} (the only choice)", PLAYER_NAMES[ctx.player], p.id)
            chosen += cands
            break
        moves = [mv(V.TARGET, p.id) for p in cands]
        if target.select == "up_to" and chosen:
            moves.append(mv(V.DONE))
        answer = yield from g.ask(ctx.player, Ask.TARGET, moves, f"{what}: choose a target")
        if answer.verb is V.DONE:
            break
        pick = next(p for p in cands if p.id == answer.args[0])
        chosen.append(pick)
        cands.remove(pick)
    return chosen


def _at_most(g: Field, ctx: Ctx, c: Compared, cands: list[Permanent]) -> list[Permanent]:
    """ "with DP less than or equal to this Digimon's DP / the chosen Digimon's DP", "with
    the same level as that card", "... the number of cards in your security stack"."""
    if c.of == "security":
        refs: list[Any] = [len(g.players[ctx.player].security)]
    elif c.of == "digivolution_cards":  # this Digimon's (BT7-065)
        refs = [] if ctx.source is None else [len(ctx.source.cards) - 1]
    elif c.of == "this":
        refs = [ctx.source] if ctx.source is not None else []
    elif c.of == "chosen":
        refs = ctx.chosen[:1]
    else:
        refs = ctx.paid[:1]
    if not refs:
        return []
    ref = refs[0]
    if c.of in ("security", "digivolution_cards"):
        most = ref
    elif isinstance(ref, Permanent):
        most = q.measure(g, c.measure, ref)
    else:
        most = q.printed_measure(g, c.measure, ref)
    if most is None:
        return []
    out = []
    for p in cands:
        value = q.measure(g, c.measure, p)
        if value is not None and (value == most if c.same else value <= most):
            out.append(p)
    return out


def _relative_holds(g: Field, ctx: Ctx, target: Target, perm: Permanent) -> bool:
    """The parts of a target that compare with what the effect chose or was triggered by:
    "that share a name with it", "whose level is less than or equal to the played
    Digimon's level"."""
    if target.shares_name_with_that:
        names = {g.defs[c.cards[-1] if isinstance(c, Permanent) else c].name for c in ctx.chosen}
        if g.defs[perm.cards[-1]].name not in names:
            return False
    if target.level_at_most_played:
        mine = q.level(g, perm)
        most = played_level(g, ctx)
        if most is None or mine is None or mine > most:
            return False
    return True


def played_level(g: Field, ctx: Ctx) -> int | None:
    """The level of the Digimon whose play triggered the effect, as it was when the effect
    triggered (ruling Q3658), even if it has left the battle area since (Q3659)."""
    if ctx.event_level is not None:
        return ctx.event_level
    return None if ctx.event is None else g.defs[ctx.event.cards[-1]].level


def _any_number(
    g: Field, ctx: Ctx, target: Target, cands: list[Permanent], what: str
) -> Asks[list[Permanent]]:
    """ "any number of your opponent's Digimon whose total DP adds up to 8000 or less" (or
    whose play costs add up to a bound): at least 1 while one fits (ruling Q1784 on BT8-105),
    then as many more as the player likes."""
    dp_limit, cost_limit = target.total_dp, _cost_limit(g, ctx, target)
    if cost_limit is not None and cost_limit < 0:
        return []  # "... the play cost of 1 of your Digimon with ...": none in play
    chosen: list[Permanent] = []
    dp_total = cost_total = 0
    while True:
        fits = [
            p
            for p in cands
            if p not in chosen
            and (dp_limit is None or dp_total + (q.dp(g, p) or 0) <= dp_limit)
            and (cost_limit is None or cost_total + _cost(g, p) <= cost_limit)
        ]
        if not fits:
            return chosen
        moves = [mv(Verb.TARGET, p.id) for p in fits] + ([mv(Verb.DONE)] if chosen else [])
        answer = yield from g.ask(ctx.player, Ask.TARGET, moves, f"{what}: choose a target or done")
        if answer.verb is Verb.DONE:
            return chosen
        pick = next(p for p in fits if p.id == answer.args[0])
        chosen.append(pick)
        dp_total += q.dp(g, pick) or 0
        cost_total += _cost(g, pick)


def _cost(g: Field, perm: Permanent) -> int:
    """A Digimon's or Tamer's play cost as a total counts it: none (a token's) adds nothing."""
    return q.measure(g, "cost", perm) or 0


def _cost_limit(g: Field, ctx: Ctx, target: Target) -> int | None:
    """The bound on the chosen cards' play costs: printed (`total_cost`), or the play cost of
    1 of the player's Digimon that fits `total_cost_of` (-1 when there is none)."""
    if target.total_cost_of is None:
        return target.total_cost
    bound = target.total_cost_of.model_dump(exclude_unset=True)
    mine = Target(select="all", kinds=("digimon",), **bound)
    costs = [_cost(g, p) for p in q.candidates(g, mine, ctx.player, ctx.source)]
    return max(costs, default=-1)


def zone_cards(g: Field, ctx: Ctx, target: Target) -> list[int]:
    """The cards of a zone a target looks at, top first where the zone has a top."""
    pl = g.players[ctx.player if target.side == "your" else 1 - ctx.player]
    zone = target.zone
    if zone == "hand":
        return list(pl.hand)
    if zone == "trash":
        if target.side == "any":  # "from both players' trashes"
            other = g.players[1 - ctx.player].trash
            return [*reversed(g.players[ctx.player].trash), *reversed(other)]
        return list(reversed(pl.trash))
    if zone == "revealed":  # from the deck, the security stack or the Digi-Egg deck
        return [
            u
            for u in ctx.revealed
            if u in pl.deck or u in pl.security or u in pl.eggs or u in g.limbo
        ]
    if zone == "deck" and target.side == "any" and target.top is not None:
        yours, theirs = (g.players[p].deck for p in (ctx.player, 1 - ctx.player))
        return [*reversed(yours[-target.top :]), *reversed(theirs[-target.top :])]
    if zone in ("deck", "security"):
        cards = pl.deck if zone == "deck" else pl.security
        if target.top is not None:
            return list(reversed(cards[-target.top :]))
        if target.bottom is not None:
            return list(cards[: target.bottom])
        return list(reversed(cards))
    if zone == "under_tamers":
        tamers = [p for p in pl.battle if g.defs[p.cards[-1]].category == "tamer"]
        return [u for p in tamers for u in reversed(p.cards[:-1])]
    if zone == "under_breeding":  # "the digivolution cards of your Digimon in the breeding area"
        return [] if pl.breeding is None else list(reversed(pl.breeding.cards[:-1]))
    if zone == "under_digimon":  # "from 1 of your blue Digimon's digivolution cards"
        f = target.under
        stacks = [p for p in pl.battle if q.is_digimon(g, p)]
        stacks = [p for p in stacks if f is None or q.filter_holds(g, f, p, ctx.source)]
        return [u for p in stacks for u in reversed(p.cards[:-1])]
    if zone == "digivolution_cards":
        under = [p for p in ctx.chosen if isinstance(p, Permanent)] if ctx.chosen else []
        stack = under[0] if under else ctx.source
        return [] if stack is None else list(reversed(stack.cards[:-1]))
    return []


def cards(
    g: Field,
    ctx: Ctx,
    target: Target,
    what: str,
    taken: list[int] | None = None,
    seen: dict[int, Card] | None = None,
) -> Asks[list[int]]:
    """Cards in a zone, chosen by the effect's player (`card NUMBER` answers; `done` for
    "up to"). Cards with the same number are the same choice. `seen`: a card as the target
    reads it where that differs from the printed one (a use cost reduced in the hand)."""
    if target.select == "this":
        if target.zone in ("hand", "trash") and ctx.card not in zone_cards(g, ctx, target):
            return []  # "play this card from your trash": only from there
        return [ctx.card]
    if target.select == "that":
        that = [u for u in ctx.chosen if isinstance(u, int)]
        if target.zone == "revealed":  # only while it is still there (EX5-053: played once)
            there = zone_cards(g, ctx, target)
            that = [u for u in that if u in there]
        return that
    if target.raise_max is not None:  # "add 2000 to the maximum DP of the card you may play"
        target = _raised(g, ctx, target)
    there = zone_cards(g, ctx, target)
    if seen:
        pool = [u for u in there if q.card_holds(g, target, u, card=seen.get(u))]
    else:
        pool = [u for u in there if card_fits(g, target, u)]
    pool = _same_level_as_event(g, ctx, target, pool)
    if taken:
        pool = [u for u in pool if u not in taken]
    if target.named_unlike:
        taken_names = _names_in(g, ctx.player, target.named_unlike)
        pool = [u for u in pool if g.defs[u].name not in taken_names]
    if target.unlike_event and ctx.event is not None:
        pool = [u for u in pool if g.defs[u].name != g.defs[ctx.event.cards[-1]].name]
    if target.different_numbers:  # "different card numbers": none of those already taken
        pool = [u for u in pool if g.defs[u].number not in {g.defs[t].number for t in taken or ()}]
    if target.level_at_most_played:  # "with a level less than or equal to it" (EX5-060)
        most = played_level(g, ctx)
        pool = [u for u in pool if most is not None and (g.defs[u].level or 0) <= most]
    if target.color_of_your_digimon:
        pool = [u for u in pool if _shares_a_digimon_color(g, ctx.player, u)]
    if target.top is not None and target.bottom is not None:  # "the top or bottom card"
        return (yield from _top_or_bottom(g, ctx, target, what))
    if target.top is not None and target.select == "up_to" and pool:
        return pool[: (yield from _how_many_from_top(g, ctx, len(pool), what))]
    if target.select == "all" and target.different_names:  # "1 of each ... different names"
        return (yield from _one_of_each_name(g, ctx, pool, what))
    if target.top is not None or target.bottom is not None or target.select == "all":
        return pool
    chosen: list[int] = []
    need = len(pool) if target.select == "any_number" else target.count
    budget = target.total_cost  # "whose play costs add up to 7 or less" (BT11-044)
    secret = target.zone in HIDDEN_ZONES
    always = secret and _asked_in_private(g, ctx, target)
    while len(chosen) < need and (pool or always):
        if budget is not None:  # what still fits the total (a card without a cost adds 0)
            pool = [u for u in pool if (g.defs[u].cost or 0) <= budget]
            if not pool:
                break
        numbers = dict.fromkeys(g.defs[u].number for u in pool)
        moves = [mv(Verb.CARD, n) for n in numbers]
        if target.select in ("up_to", "any_number") or not pool:
            moves.append(mv(Verb.DONE))
        answer = yield from g.ask(
            ctx.player, Ask.CARD, moves, f"{what}: choose a card", secret=secret
        )
        if answer.verb is Verb.DONE:
            break
        pick = next(u for u in pool if g.defs[u].number == answer.args[0])
        chosen.append(pick)
        pool.remove(pick)
        if budget is not None:
            budget -= g.defs[pick].cost or 0
        if target.different_colors:  # "differently colored": no colour twice
            pool = [u for u in pool if not set(g.defs[u].colors) & set(g.defs[pick].colors)]
        if target.different_numbers:
            pool = [u for u in pool if g.defs[u].number != answer.args[0]]
        if target.different_names:
            pool = [u for u in pool if g.defs[u].name != g.defs[pick].name]
    return chosen


def _shares_a_digimon_color(g: Field, player: int, uid: int) -> bool:
    """ "with the same color as any of your Digimon on the field": one colour in common
    (ruling Q5201) with a Digimon of the player's battle or breeding area (3-4-6)."""
    held = set(g.defs[uid].colors)
    return any(held & set(q.colors(g, p)) for p in q.field_stacks(g, player) if q.is_digimon(g, p))


def _one_of_each_name(g: Field, ctx: Ctx, pool: list[int], what: str) -> Asks[list[int]]:
    """One card of each name in `pool`: where cards of different numbers share a name, the
    player picks which (ruling Q2366: of two [Alphamon], one stays)."""
    by_name: dict[str, list[int]] = {}
    for u in pool:
        by_name.setdefault(g.defs[u].name, []).append(u)
    chosen = []
    for same in by_name.values():
        numbers = dict.fromkeys(g.defs[u].number for u in same)
        if len(numbers) == 1:
            chosen.append(same[0])
            continue
        moves = [mv(Verb.CARD, n) for n in numbers]
        answer = yield from g.ask(ctx.player, Ask.CARD, moves, f"{what}: which one?")
        chosen.append(next(u for u in same if g.defs[u].number == answer.args[0]))
    return chosen


def _how_many_from_top(g: Field, ctx: Ctx, most: int, what: str) -> Asks[int]:
    """ "up to 3 cards from the top of your deck": the player says how many, none to all,
    and takes that many from the top (not which ones: the deck is face down)."""
    moves = [mv(Verb.COUNT, str(n)) for n in range(most + 1)]
    answer = yield from g.ask(ctx.player, Ask.COUNT, moves, f"{what}: how many cards?")
    return int(answer.args[0])


def _top_or_bottom(g: Field, ctx: Ctx, target: Target, what: str) -> Asks[list[int]]:
    """ "the top or bottom card of your security stack": the player chooses an end, not a
    card (the cards stay face down, 15-15-3-9-2)."""
    if not zone_cards(g, ctx, target):
        return []
    answer = yield from g.ask(
        ctx.player, Ask.WHERE, (mv(Verb.TOP), mv(Verb.BOTTOM)), f"{what}: the top or the bottom?"
    )
    end = "bottom" if answer.verb is Verb.BOTTOM else "top"
    return zone_cards(
        g, ctx, target.model_copy(update={"top" if end == "bottom" else "bottom": None})
    )


def cards_in_zones(
    g: Field,
    ctx: Ctx,
    target: Target,
    zones: tuple[str, ...],
    what: str,
    taken: list[int] | None = None,
) -> Asks[list[int]]:
    """ "1 card from your hand or trash": asked zone by zone; while a later zone holds a card
    that fits, the player may pass on this one (`done`) and take it from there instead."""
    per_zone = [target.model_copy(update={"zone": z}) for z in zones]
    for i, t in enumerate(per_zone):
        later = any(
            card_fits(g, x, u) and u not in (taken or ())
            for x in per_zone[i + 1 :]
            for u in zone_cards(g, ctx, x)
        )
        if later and t.select == "one":
            t = t.model_copy(update={"select": "up_to"})
        picked = yield from cards(g, ctx, t, what, taken=taken)
        if picked or not later:
            return picked
    return []


def _asked_in_private(g: Field, ctx: Ctx, target: Target) -> bool:
    """Two people hide their hands and the player whose turn it isn't chooses from their
    own hand: they are asked even when no card fits (`done` is the answer), since being
    handed the keyboard or not would tell the other player whether one does."""
    return (
        g.hidden_hands
        and target.zone == "hand"
        and target.side == "your"
        and ctx.player != g.turn_player
        and bool(g.players[ctx.player].hand)
    )


def nothing_to_do(g: Field, ctx: Ctx, step: Step) -> str:
    """Why an optional step can do nothing that both players can see ("" when it can or
    when they can't see it): then its player isn't asked."""
    if isinstance(step, Play) and none_to_play(g, ctx, step):
        return "no card it could play"
    if isinstance(step, PlaceThisUnder) and not step.card:
        src = ctx.source
        if src is None or not q.in_battle_area(g, src):
            return "it isn't in the battle area"
        if not [p for p in q.candidates(g, step.target, ctx.player, src) if p is not src]:
            return "no Digimon it could go under"
    return ""


def none_to_play(g: Field, ctx: Ctx, step: Play) -> bool:
    """Whether an optional "you may play ..." finds no card that fits in zones both players
    see (the trash, a Digimon's digivolution cards): then the player isn't asked (BT10-066,
    ruling Q1989). A hidden zone is always asked: skipping the question would tell."""
    targets = (step.target, *step.also)
    if step.by_opponent or any(t.select in ("this", "that") for t in targets):
        return False
    zones = step.zones or (step.target.zone,)
    if any(z not in ("trash", "digivolution_cards") for z in zones):
        return False
    return not any(fitting(g, ctx, target, zones) for target in targets)


def fitting(g: Field, ctx: Ctx, target: Target, zones: tuple[str, ...]) -> list[int]:
    """The cards of `zones` that `target` describes, zone by zone."""
    fits = [
        u
        for t in (target.model_copy(update={"zone": z}) for z in zones)
        for u in zone_cards(g, ctx, t)
        if card_fits(g, t, u)
    ]
    return _same_level_as_event(g, ctx, target, fits)


def _same_level_as_event(g: Field, ctx: Ctx, target: Target, pool: list[int]) -> list[int]:
    """ "1 card of the same level": those whose level is the triggering Digimon's (as it was
    when the effect triggered); a card without a level matches none (ruling Q3494)."""
    if not target.same_level_as_event:
        return pool
    level = played_level(g, ctx)
    return [u for u in pool if level is not None and g.defs[u].level == level]


HIDDEN_ZONES = ("hand", "deck", "security")
"""Zones whose cards only their owner sees, or no one (15-15-3-9-2): a card chosen from one is
a secret answer (`Game.ask`)."""


def _names_in(g: Field, player: int, areas: tuple[str, ...]) -> set[str]:
    """The names of a player's Digimon and Tamers (not the cards under them: EX5-009 Q3532)
    or of the cards in the trash."""
    pl = g.players[player]
    uids: list[int] = []
    if "battle" in areas:
        uids += [perm.cards[-1] for perm in pl.battle]
    if "trash" in areas:
        uids += pl.trash
    return {g.defs[u].name for u in uids}


def card_fits(g: Field, target: Target, uid: int) -> bool:
    return q.card_holds(g, target, uid)
