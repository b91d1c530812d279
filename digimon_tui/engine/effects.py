"""Activating effects (chapter 10): a pending effect (`triggers`) activates when
`Game.settle` comes to it, unless its card left or its condition doesn't hold by then;
"you may" asks its player, a cost is paid first, then its steps are performed (`perform`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards.model import Effect, Step
from digimon_tui.cards.text import effect_text
from digimon_tui.loop.moves import mv

from . import queries as q
from .context import Ctx
from .costs import UNPAYABLE, can_pay, paid_in_private
from .perform import run_steps
from .state import PLAYER_NAMES, Triggered
from .triggers import fire_option_used, fire_source_trashed, still_there
from .verbs import Ask, Asks, Verb

if TYPE_CHECKING:
    from .zones import Zones


_TEXTS: dict[int, tuple[Effect, str]] = {}


def text_of(effect: Effect) -> str:
    """An effect's card text, written once per effect object: questions about pending
    effects show it every time they are asked."""
    hit = _TEXTS.get(id(effect))
    if hit is None or hit[0] is not effect:
        hit = _TEXTS[id(effect)] = (effect, effect_text(effect))
    return hit[1]


def describe(g: Zones, t: Triggered) -> str:
    if t.delayed is not None:
        return f"the delayed effect of {g.defs[t.card].name}"
    where = f" ({t.source.id})" if t.source is not None else ""
    return f"{g.defs[t.card].name}{where}: {text_of(t.effect)}"


def activate(g: Zones, t: Triggered) -> Asks:
    """Activate one pending effect (15-1-6)."""
    eff = t.effect
    ctx = _context(t)
    why = why_not(g, t, ctx)
    if why is not None:
        g.log("{} does not activate: {}", lambda: describe(g, t), why)
        return
    steps = eff.steps
    # 15-7-2: a "by doing" effect is never required; nor is <Digi-Burst> (16-14-2)
    payable = not eff.cost or can_pay(g, ctx)
    if eff.optional or eff.cost or eff.digi_burst or eff.delay:  # <Delay>: trashing it is a choice
        private = eff.cost and paid_in_private(g, ctx)
        what = describe(g, t)
        if not payable and eff.per_turn:
            what = f"{what} ({UNPAYABLE})"
        agreed = yield from may_steps(g, ctx, what, secret=bool(private))
        if agreed is None:
            return
        if not payable and not eff.per_turn:  # a hidden hand's cost: declined after all
            g.log("{} does not activate it (15-9-2-2)", PLAYER_NAMES[ctx.player])
            return
        steps = agreed
    if eff.per_turn:
        g.used_once[t.key] = g.used_once.get(t.key, 0) + 1
    g.log("activates {}", lambda: describe(g, t))
    if not payable:  # chosen all the same: its use is spent (15-7-4)
        g.log("its cost can't be paid: nothing after it happens (15-7-4)")
        return
    if eff.digi_burst:
        yield from digi_burst(g, ctx, eff.digi_burst)
    if eff.delay and t.source is not None:  # 16-17-1: the card is trashed to activate it
        g.trash_stack(t.source)
    if eff.cost and not (yield from pay(g, ctx, eff.cost)):
        return
    yield from run_steps(g, ctx, steps)


def pay(g: Zones, ctx: Ctx, cost: tuple[Step, ...]) -> Asks[bool]:
    """Pay an effect's cost (15-7): what it chose is what was paid ("the trashed card's play
    cost"), and the steps after it choose anew. Says whether it was paid whole: a cost chosen
    but not done, or done in part, lets nothing after it happen (15-7-2, 15-7-3), as when the
    Digimon chosen for "by deleting" can't be deleted (ruling Q3861)."""
    paid = True
    for step in cost:
        yield from run_steps(g, ctx, (step,))
        paid = paid and ctx.done
    ctx.paid, ctx.chosen, ctx.done = ctx.chosen, [], True
    if not paid:
        g.log("its cost wasn't paid: nothing after it happens (15-7-2)")
    return paid


def why_not(g: Zones, t: Triggered, ctx: Ctx) -> str | None:
    """Why a pending effect would not activate now, or None when it would: its card left
    (15-4-4-3), its [X Per Turn] uses spent (15-14-1-1), its condition doesn't hold as it
    activates (15-8-3-9-2), its cost can't be paid (15-7-4)."""
    if not still_there(g, t):
        return "its card left (15-4-4-3)"
    eff = t.effect
    if eff.per_turn and g.used_once.get(t.key, 0) >= eff.per_turn:
        # triggered twice before it activated: the first activation spent it (ruling Q3454)
        return "its [X Per Turn] uses are spent this turn (15-14-1-1)"
    if eff.condition is not None and not q.condition_holds(
        g, eff.condition, t.player, t.source, ctx
    ):
        return "its condition doesn't hold (15-8-3-9-2)"
    if eff.cost and not eff.per_turn and not can_pay(g, ctx) and not paid_in_private(g, ctx):
        # 15-7-4: it may be chosen all the same, but without an [X Per Turn] use to spend
        # that changes nothing, so it isn't offered
        return "its cost can't be paid (15-7-4)"
    if eff.delay and t.source is not None and t.source.played_turn == g.turn_number:
        return "it arrived this turn: <Delay> waits for a later turn (16-17-3)"
    if eff.digi_burst and (
        t.source is None or len(q.trashable_sources(g, t.source)) < eff.digi_burst
    ):
        return f"it has fewer than {eff.digi_burst} digivolution cards for <Digi-Burst> (16-14-2)"
    return None


def would_activate(g: Zones, t: Triggered) -> bool:
    """Whether a pending effect would activate if it were next: only those are put in an
    order (15-4-3-4); a keyword's effect is checked as it activates (chapter 12)."""
    if t.effect.keyword is not None or t.delayed is not None:
        return True
    return why_not(g, t, _context(t)) is None


def _context(t: Triggered) -> Ctx:
    """The activation of a pending effect: what its event happened to is "that" of its
    steps (the played Digimon; the card a security check revealed or one trashed from the
    hand)."""
    ctx = Ctx(t.player, t.source, t.card, t.effect, dna=t.dna, event=t.aim, together=t.together)
    ctx.event_level = t.aim_level
    if t.cards:  # what its event moved or showed: "that card" (BT14-006, EX5-053)
        ctx.chosen, ctx.revealed = list(t.cards), list(t.cards)
    return ctx


def may_steps(
    g: Zones, ctx: Ctx, what: str, *, secret: bool = False
) -> Asks[tuple[Step, ...] | None]:
    """ "You may ...": its player chooses whether the effect activates (15-9-2-2) and gets the
    steps to perform, or None. When a "Then," part follows the "you may" part, declining
    skips only that part: the steps from "Then," on are still performed (1-3-2, ruling
    Q1643). A `secret` answer is not logged (`costs.paid_in_private`)."""
    eff = ctx.effect
    rest = () if eff.cost or eff.digi_burst else after_then(eff)
    either_way = ' (the part after "Then," happens either way, 1-3-2)' if rest else ""
    answer = yield from g.ask(
        ctx.player,
        Ask.OPTIONAL,
        (mv(Verb.YES), mv(Verb.NO)),
        f"Activate {what.rstrip('.')}?{either_way}",
        secret=secret,
    )
    if answer.verb is Verb.YES:
        return eff.steps
    g.log(
        "{} does not do the first part (1-3-2)" if rest else "{} does not activate it (15-9-2-2)",
        PLAYER_NAMES[ctx.player],
    )
    if not rest:
        return None
    ctx.done = False
    return rest


def after_then(eff: Effect) -> tuple[Step, ...]:
    """The steps of an effect from its first "Then," on (not counting its first step)."""
    for i, step in enumerate(eff.steps):
        if i and step.then:
            return eff.steps[i:]
    return ()


def use_option(
    g: Zones, player: int, uid: int, cost: int, *, free: bool = False, to_security: bool = False
) -> Asks:
    """6-5-1-3: an Option card out of the hand is paid for (unless an effect uses it `free`)
    and its [Main] effect activates at once; then it goes to the trash (9-1-5), or on top of
    the security stack face down when the effect that used it says so (BT10-041), unless its
    [Main] effect moved it (ruling Q1961). `cost` is its use cost, paid or not (Q5502)."""
    g.limbo.append(uid)
    if not free:
        g.pay(cost)
    g.log("{} uses {} (6-5-1-3)", PLAYER_NAMES[player], g.defs[uid].name)
    fire_option_used(g, player, uid, cost)
    main = g.info[uid].main
    if main is not None:
        yield from activate_main(g, Ctx(player, None, uid, main))
    else:
        g.log("{} has no [Main] effect: nothing happens (6-5-1-3)", g.defs[uid].name)
    if uid in g.limbo:
        g.limbo.remove(uid)
        if to_security and q.security_closed(g, player):
            g.log("cards can't be added to security stacks: {} is trashed", g.defs[uid].name)
            g.players[player].trash.append(uid)  # ruling Q1960
        elif to_security:
            g.put_in_security(player, uid, "top")
        else:
            g.players[player].trash.append(uid)  # 9-1-5


def activate_main(g: Zones, ctx: Ctx, agreed: bool = False, main: Effect | None = None) -> Asks:
    """Run a card's [Main] effect: using an Option, `activate ID`, or "activate this card's
    [Main] effect" from a [Security] effect (15-15-7); `main` a [Hand] [Main] effect (15-14-2).
    `agreed`: the player chose this very effect (`activate ID`), which answers its "you may"
    already."""
    main = main or g.info[ctx.card].main
    assert main is not None
    g.log("{}: {}", g.defs[ctx.card].name, lambda: text_of(main))
    inner = Ctx(ctx.player, ctx.source, ctx.card, main)
    if main.condition is not None and not q.condition_holds(
        g, main.condition, ctx.player, ctx.source, inner
    ):
        g.log("its condition doesn't hold: nothing happens (15-6-3)")
        return
    steps = main.steps
    if main.optional and not agreed:
        chosen = yield from may_steps(g, inner, f"{g.defs[ctx.card].name}: {text_of(main)}")
        if chosen is None:
            return
        steps = chosen
    if main.digi_burst and ctx.source is not None:
        yield from digi_burst(g, inner, main.digi_burst)
    if main.cost:
        if not can_pay(g, inner):
            g.log("its cost can't be paid: nothing happens (15-7-4)")
            return
        yield from run_steps(g, inner, main.cost)
        inner.paid, inner.chosen, inner.done = inner.chosen, [], True
    yield from run_steps(g, inner, steps)


def digi_burst(g: Zones, ctx: Ctx, n: int) -> Asks:
    """16-14: trash N of this Digimon's digivolution cards, chosen by its player (16-14-1)."""
    perm = ctx.source
    assert perm is not None
    for _ in range(n):
        under = q.trashable_sources(g, perm)  # Digi-Burst trashes by an effect (Q1920)
        if not under:
            break
        moves = [mv(Verb.CARD, g.defs[u].number) for u in dict.fromkeys(under)]
        answer = yield from g.ask(
            ctx.player, Ask.CARD, tuple(dict.fromkeys(moves)), "<Digi-Burst>: trash which card?"
        )
        uid = next(u for u in under if g.defs[u].number == answer.args[0])
        g.trash_from_stack(perm, [uid])
        if g.info[uid].inherited_events:
            fire_source_trashed(g, "trashed_by_digi_burst", uid)
    g.log("<Digi-Burst {}>: {} digivolution card(s) of {} trashed (16-14)", n, n, perm.id)
