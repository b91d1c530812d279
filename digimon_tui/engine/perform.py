"""What each step of the effect language does (15-1-2: in order; 1-3-2: an impossible
step does nothing), dispatched by the step's type."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from digimon_tui.cards import model as m
from digimon_tui.cards.text import step_phrase
from digimon_tui.loop.moves import Move, mv

from . import choose, legal
from . import queries as q
from .state import PLAYER_NAMES, Permanent
from .triggers import fire_event, fire_zone
from .verbs import Ask, Asks, Verb

if TYPE_CHECKING:
    from .context import Ctx
    from .zones import Zones


_T = TypeVar("_T")


Does = Asks[bool]
"""A step that may ask questions and says whether it did anything (15-7, "if you do")."""


def replaced_from(steps: tuple[m.Step, ...], j: int) -> int:
    """The first step the "instead" step `j` replaces: the step before it, or after a reveal
    the whole reveal, from "reveal" to "place the rest" (BT10-019: the trash card or the
    revealed ones, ruling Q1946)."""
    start = j - 1
    if steps[start].do == "place_rest":
        while start > 0 and steps[start].do != "reveal":
            start -= 1
    return start


def run_steps(g: Zones, ctx: Ctx, steps: tuple[m.Step, ...]) -> Asks[None]:
    """Perform an effect's steps in order; "Then," steps happen whatever the one before did
    (1-3-2), and each step's own "if" is checked when it is reached. "If ..., X instead"
    is checked when the first step it replaces is reached: X replaces those, or isn't done."""
    starts = {replaced_from(steps, j): j for j, s in enumerate(steps) if s.instead and j}
    replaced = False
    resume = 0
    for i, step in enumerate(steps):
        if i < resume:
            continue
        if i in starts:
            after = steps[starts[i]].condition
            assert after is not None
            replaced = q.condition_holds(g, after, ctx.player, ctx.source, ctx)
            if replaced:
                resume = starts[i]
                continue
        if step.instead:
            if not replaced:
                continue
        elif step.condition is not None and not q.condition_holds(
            g, step.condition, ctx.player, ctx.source, ctx
        ):
            ctx.done = False
            if step.do == "choose":  # nothing chosen: "it" after it is nothing (BT14-091)
                ctx.chosen = []
            continue
        if step.opponent_may:
            ctx.done = yield from _by_opponent(g, ctx, step)
            continue
        if step.optional:
            if why := choose.nothing_to_do(g, ctx, step):
                g.log("{}: {}", source_name(g, ctx), why)
                declined = True  # no question (Q1989)
            else:
                prompt = f"{source_name(g, ctx)}: {_phrase(step)}?{_that_cards(g, ctx, step)}"
                yes_no = (mv(Verb.YES), mv(Verb.NO))
                answer = yield from g.ask(ctx.player, Ask.OPTIONAL, yes_no, prompt)
                declined = answer.verb is Verb.NO
            if declined:
                ctx.done = False
                if step.instead:  # "you may X instead" declined: the steps it replaced are done
                    yield from run_steps(g, ctx, steps[replaced_from(steps, i) : i])
                    continue
                if isinstance(step, m.Play) and "security" in (step.zones or (step.target.zone,)):
                    shuffle_security(g, ctx.player)  # "Then, shuffle" either way (Q734)
                continue
        plain = g.plain_steps.get(type(step))
        if plain is not None:
            ctx.done = plain(g, ctx, step)
        else:
            ctx.done = yield from g.asking_steps[type(step)](g, ctx, step)


def _by_opponent(g: Zones, ctx: Ctx, step: m.Step) -> Does:
    """ "Your opponent may ...": the opponent is asked, and does the step as their own
    (`Step.as_opponent`): they choose, from their own cards, and what they play is
    theirs. What they chose is "that card" for the steps after."""
    them = ctx.copy()
    them.player = 1 - ctx.player
    mine = step.as_opponent
    prompt = f"{source_name(g, ctx)} (your opponent's effect): {step_phrase(mine)}?"
    answer = yield from g.ask(them.player, Ask.OPTIONAL, (mv(Verb.YES), mv(Verb.NO)), prompt)
    if answer.verb is Verb.NO:
        return False
    done = yield from perform(g, them, mine)
    ctx.chosen, ctx.revealed = them.chosen, them.revealed
    return done


def amount_of(g: Zones, ctx: Ctx, c: m.Count) -> int:
    """What a "for every ..." counts for this activation: "every Digimon deleted" is the
    Digimon deleted together whose deletion triggered it (`triggers.once_together`)."""
    if c.of == "deleted":
        return ctx.together if ctx.event is not None else 0
    if c.of == "deleted_by_this":  # "for each Digimon deleted by this effect" (BT8-019)
        return len(ctx.deleted_dp)
    if c.of == "trashed":
        return len(ctx.trashed)
    if c.of == "placed":  # by the effect's cost, "by placing ..." (EX3-013), or without one
        # by the step before ("you may place ... Then, <Draw 1> for every card placed", BT7-039)
        return sum(isinstance(u, int) for u in (ctx.paid or ctx.chosen))
    if c.of == "returned":  # the cards the step before returned (BT4-074)
        return len(ctx.chosen)
    if c.of == "added":  # the add step's cards: placing the rest leaves them chosen (BT4-107)
        return sum(isinstance(u, int) for u in ctx.chosen)
    if c.of == "memory_paid":  # "pay up to 5 memory" (BT6-111)
        return ctx.memory_paid
    if c.of == "revealed":  # "for every Digimon card among them" (BT14-065)
        return sum(c.filter is None or q.card_holds(g, c.filter, u) for u in ctx.revealed)
    if c.that:  # the Digimon the step before chose
        chosen = [p for p in ctx.chosen if isinstance(p, Permanent)]
        return q.count(g, c, ctx.player, chosen[0]) if chosen else 0
    return q.count(g, c, ctx.player, ctx.source)


def source_name(g: Zones, ctx: Ctx) -> str:
    return g.defs[ctx.card].name


_PHRASES: dict[int, tuple[m.Step, str]] = {}
"""Each optional step's phrase, written once: a step lives as long as its card."""


def _phrase(step: m.Step) -> str:
    """ "play 1 Tamer card from your hand ...": what the question about a "you may" step asks."""
    hit = _PHRASES.get(id(step))
    if hit is None or hit[0] is not step:
        hit = _PHRASES[id(step)] = (step, step_phrase(step))
    return hit[1]


def _that_cards(g: Zones, ctx: Ctx, step: m.Step) -> str:
    """ "(that card: X)": what a step acting on "that card" acts on, for the question its
    player alone sees (the card may be one only they looked at, 15-15-3-9-2)."""
    target = getattr(step, "target", None)
    if not isinstance(target, m.Target) or target.select != "that" or target.in_battle:
        return ""
    cards = [u for u in ctx.chosen if isinstance(u, int)]
    return f" (that card: {', '.join(g.defs[u].name for u in cards)})" if cards else ""


def expiry(g: Zones, player: int, duration: str) -> int:
    """The turn number at whose end a lasting effect of `player` ends."""
    n = g.turn_number
    mine = g.turn_player == player
    if duration in ("turn", "while_card_stays"):
        return n
    if duration == "opponents_next_turn":
        return n + 1 if mine else n + 2
    if duration == "opponents_turn":
        return n + 1 if mine else n
    if duration == "your_turn":
        return n if mine else n + 1
    return n + 2 if mine else n + 1  # your_next_turn


def perform(g: Zones, ctx: Ctx, step: m.Step) -> Does:
    """One step, by its type's handler (`Zones.plain_steps`, `Zones.asking_steps`); returns
    whether it did something."""
    plain = g.plain_steps.get(type(step))
    if plain is not None:
        return plain(g, ctx, step)
    return (yield from g.asking_steps[type(step)](g, ctx, step))


def placed_under(g: Zones, ctx: Ctx, host: Permanent) -> None:
    """An effect placed digivolution cards under `host`: "when (one of your effects / an
    effect) places a digivolution card under this Digimon" (15-8-3-1)."""

    mine = "your_effect" if ctx.player == host.owner else "effect"
    fire_event(g, "digivolution_card_placed", host, mine)


def hands_grew(g: Zones, owners: set[int], ctx: Ctx) -> None:
    """An effect added cards to these players' hands: "when an effect adds cards to your hand"
    (15-8-3-1), once per hand for the step; "when one of your Digimon's effects ..." when
    the effect is of a Digimon of that player's (its own or inherited)."""
    src = ctx.source
    digimon = src is not None and q.in_battle_area(g, src) and q.is_digimon(g, src)
    for owner in sorted(owners):
        mine = digimon and src is not None and src.owner == owner
        fire_zone(g, "added_to_hand", owner, "your_digimon_effect" if mine else None)


def shuffle_security(g: Zones, player: int) -> None:
    """ "Search your security stack ... Then, shuffle your security stack." (15-15-3-9)"""
    g.rng.shuffle(g.players[player].security)
    g.log("{} shuffles the security stack (15-15-3-9)", PLAYER_NAMES[player])


def chosen_order(
    g: Zones,
    player: int,
    items: list[_T],
    move: Callable[[_T], Move[Verb]],
    kind: Ask,
    prompt: str,
    same: Callable[[_T], object] | None = None,
) -> Asks[list[_T]]:
    """The order `player` gives `items` placed together (3-1-3-4), asked one at a time:
    which goes next. Items alike (`same`, or the same answer) make no choice among
    themselves, and the last one needs no question."""
    rest = list(items)
    out: list[_T] = []
    while rest:
        pick = rest[0]
        if len({(same or move)(x) for x in rest}) > 1:
            moves = list(dict.fromkeys(move(x) for x in rest))
            answer = yield from g.ask(player, kind, moves, prompt)
            pick = next(x for x in rest if move(x) == answer)
        rest.remove(pick)
        out.append(pick)
    return out


def no_digimon_plays(g: Zones, player: int) -> bool:
    """ "Players can't play Digimon by effects", or the opponent's "Your opponent can't ...",
    is in force for `player`."""
    rule = "play_digimon_by_effects"
    return (f"players_cant_{rule}" in g.grantable and q.players_cant(g, rule)) or q.opponent_cant(
        g, rule, player
    )


def next_time_costs(g: Zones, perm: Permanent, card: m.Card, base: int | None = None) -> Asks[None]:
    """ "The next time one of your green Digimon digivolves this turn, you may suspend 1 of
    your Digimon to reduce the memory cost ...": as that digivolution happens, its player
    chooses whether to pay (15-7); declined, the reduction is gone all the same. Declining is
    offered only where the digivolution stays affordable without it (`base`: the cost an
    effect digivolves for, before reductions; the card's digivolution cost otherwise)."""

    for entry in list(g.next_digivolution):
        player, step, made = entry
        if (
            player != perm.owner
            or not step.cost
            or not legal.next_fits(g, step, perm, card)
            or not legal.cost_payable(g, player, step.cost)
        ):
            continue
        g.next_digivolution.remove(entry)
        if base is None:
            full = legal.digivolve_cost(g, perm, card)
        else:
            full = max(0, base - legal.next_reduction(g, perm, card))
        moves = (
            (mv(Verb.YES), mv(Verb.NO)) if full is not None and legal.affordable(g, full) else ()
        )
        prompt = f"{source_name(g, made)}: pay to reduce the digivolution cost by {step.amount}?"
        answer = yield from g.ask(player, Ask.OPTIONAL, moves or (mv(Verb.YES),), prompt)
        if answer.verb is Verb.YES:
            yield from run_steps(g, made, step.cost)
            paid = step.model_copy(update={"cost": ()})
            g.next_digivolution.append((player, paid, made))  # applies now, then used up
