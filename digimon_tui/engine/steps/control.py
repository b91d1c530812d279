"""Steps that choose or repeat other steps: "choose one", "for every", a Digimon chosen for
later steps, a [Main] effect or another card's effect activated, a delayed effect (15-8-3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from digimon_tui.cards import model as m
from digimon_tui.cards.text import TIMING_LABELS, effect_text
from digimon_tui.loop.moves import mv

from .. import choose
from .. import queries as q
from ..context import Ctx
from ..effects import activate_main
from ..perform import (
    Does,
    amount_of,
    run_steps,
    source_name,
)
from ..state import Permanent
from ..triggers import barred, timed_effects
from ..verbs import Ask, Asks, Verb

if TYPE_CHECKING:
    from ..zones import Zones

_LABELS: dict[int, tuple[m.ChooseOne, tuple[str, ...]]] = {}


def _choose(g: Zones, ctx: Ctx, step: m.Choose) -> Does:
    """Choose Digimon for the steps after ("that Digimon")."""
    what = source_name(g, ctx)
    targets = yield from choose.permanents(g, ctx, step.target, what)
    ctx.chosen = list(targets)
    return bool(targets)


def _activate_main(g: Zones, ctx: Ctx, step: m.ActivateMain) -> Does:
    """Activate this card's [Main] effect from another timing (15-15-7)."""
    yield from activate_main(g, ctx)
    return True


def _activate_security(g: Zones, ctx: Ctx, step: m.ActivateSecurity) -> Does:
    """Activate this card's [Security] effects from another timing, each as a [Main]
    effect activated so is (15-15-7): its condition, its "you may", its cost."""
    for eff in g.defs[ctx.card].security:
        yield from activate_main(g, ctx, main=eff)
    return True


def _activate_effect(g: Zones, ctx: Ctx, step: m.ActivateEffect) -> Does:
    """Activate an [On Play], [When Digivolving] or [On Deletion] effect a Digimon or Tamer
    in play has (its top card's, inherited or gained: 15-3), as that card's effect (15-15-7-1,
    15-15-7-3); its player picks one when it has several, and its "you may" is answered by
    the effect that activates it (15-15-7-4)."""
    what = source_name(g, ctx)
    if step.as_this:  # the card its cost (BT15-102) or a step (BT10-112) placed under it
        placed = [u for u in ctx.paid or ctx.chosen if isinstance(u, int)]
        perm, top = ctx.source, placed[0] if placed else None
        if perm is None or top is None or not q.in_battle_area(g, perm):
            return False
        found = [(top, e) for e in g.defs[top].effects if step.timing in e.timings]
    else:
        targets = yield from choose.permanents(g, ctx, _with_effect(step), what)
        ctx.chosen = list(targets)
        if not targets:
            return False
        perm, top = targets[0], targets[0].cards[-1]
        found = [(uid, e) for uid, _, e, _ in timed_effects(g, perm, step.timing)]
    if barred(g, perm, step.timing):  # it "can't activate" them (ruling Q5521)
        g.log(
            "{} can't activate its {} effects (15-1-3)",
            g.defs[top].name,
            TIMING_LABELS[step.timing],
        )
        return False
    found = [(uid, e) for uid, e in found if e.keyword is None]
    if not found:
        g.log("{} has no such effect to activate (15-15-7)", g.defs[top].name)
        return False
    uid, chosen = found[0]
    if len(found) > 1:
        labels = tuple(effect_text(e) for _, e in found)
        moves = [mv(Verb.FIRST, str(i)) for i in range(1, len(found) + 1)]
        answer = yield from g.ask(
            ctx.player, Ask.ORDER, moves, "Which effect activates? (15-15-7)", labels
        )
        uid, chosen = found[int(answer.args[0]) - 1]
    yield from activate_main(g, Ctx(ctx.player, perm, uid, chosen), agreed=True, main=chosen)
    return True


def _with_effect(step: m.ActivateEffect) -> m.Target:
    """A Digimon chosen for its effect is one that has an effect of the timing."""
    if step.target.select != "one" or step.timing == "when_digivolving":
        return step.target
    return step.target.model_copy(update={"effect_timing": step.timing})


def _activate_timed(g: Zones, ctx: Ctx, step: m.ActivateTimed) -> Does:
    """ "Activate this Digimon's [On Play] effects": each such effect it has now, its own and
    those it gained (ruling Q3656), one after another."""
    perm = ctx.source
    if perm is None or not q.in_battle_area(g, perm) or barred(g, perm, step.timing):
        return False
    effects = list(timed_effects(g, perm, step.timing))
    for uid, _, eff, _ in effects:
        yield from activate_main(g, Ctx(ctx.player, perm, uid, eff), main=eff)
    return bool(effects)


def _at_end(g: Zones, ctx: Ctx, step: m.AtEnd) -> bool:
    """A delayed effect: its steps wait for the end of the turn, the opponent's turn or the
    battle (15-8-3)."""
    g.delayed.append((step.of, ctx.copy(), step.steps))
    return True


def _for_every_suspended(g: Zones, ctx: Ctx, step: m.ForEverySuspended) -> Does:
    """Repeat the steps once for every Digimon or Tamer the step before suspended."""
    times = len(ctx.suspended)
    for _ in range(times):
        yield from run_steps(g, ctx, step.steps)
    return times > 0


def _for_every(g: Zones, ctx: Ctx, step: m.ForEvery) -> Does:
    """Repeat the steps once for every card counted, counted once before the first round;
    what the rounds chose is "they" for the steps after ("For each green Tamer you have in
    play, suspend 1 of your opponent's Digimon. They don't unsuspend ...", EX2-029)."""
    times = amount_of(g, ctx, step.count) + step.again  # read once, before the first round
    steps = step.steps
    chosen: list[Any] = []
    for n in range(times):
        yield from run_steps(g, ctx, steps)
        chosen += [c for c in ctx.chosen if c not in chosen]
        if n == 0 and not (step.again or step.following):  # each activation chooses anew
            steps = _same_digimon(steps, ctx)
    if times > 1:
        ctx.chosen = chosen
    return times > 0


def _choose_one(g: Zones, ctx: Ctx, step: m.ChooseOne) -> Does:
    """ "Choose one": the player picks an option, or all of them when its condition holds."""
    what = source_name(g, ctx)
    if step.all_if is not None and q.condition_holds(
        g, step.all_if, ctx.player, ctx.source, ctx
    ):  # "activate all of the effects below instead"
        yield from _all_in_chosen_order(g, ctx, step, what)
        return ctx.done
    labels = option_labels(step)
    open_ = [i for i, o in enumerate(step.options, 1) if not _nowhere_to_place(g, ctx, o)]
    if not open_:
        return False
    if len(open_) < len(step.options):
        labels = tuple(labels[i - 1] for i in open_)
    moves = [mv(Verb.MODE, str(i)) for i in open_]
    answer = yield from g.ask(ctx.player, Ask.MODE, moves, f"{what}: choose one", labels)
    yield from run_steps(g, ctx, step.options[int(answer.args[0]) - 1])
    return ctx.done


def _all_in_chosen_order(g: Zones, ctx: Ctx, step: m.ChooseOne, what: str) -> Asks[None]:
    """Every option, in the order the card's player picks (ruling Q1351 on BT5-082): each
    question offers the options not yet activated, until one is left."""
    labels = option_labels(step)
    left = list(range(1, len(step.options) + 1))
    while left:
        pick = left[0]
        if len(left) > 1:
            moves = [mv(Verb.MODE, str(i)) for i in left]
            shown = tuple(labels[i - 1] for i in left)
            answer = yield from g.ask(
                ctx.player, Ask.MODE, moves, f"{what}: which effect activates next?", shown
            )
            pick = int(answer.args[0])
        left.remove(pick)
        yield from run_steps(g, ctx, step.options[pick - 1])


def _nowhere_to_place(g: Zones, ctx: Ctx, option: tuple[m.Step, ...]) -> bool:
    """An option that places cards under 1 of the player's Digimon can't be chosen while
    there is none (ruling Q3683 on EX5-071)."""
    first = option[0]
    return (
        isinstance(first, m.PlaceUnder)
        and first.onto is not None
        and not q.candidates(g, first.onto, ctx.player, ctx.source)
    )


def option_labels(step: m.ChooseOne) -> tuple[str, ...]:
    """What each option of a "choose one" step reads as, written once per step object:
    the question shows them every time the step is performed."""
    hit = _LABELS.get(id(step))
    if hit is None or hit[0] is not step:
        labels = tuple(
            " ".join(effect_text(m.Effect(timing="main", steps=option)).split()[1:])
            for option in step.options
        )
        hit = _LABELS[id(step)] = (step, labels)
    return hit[1]


def _same_digimon(steps: tuple[m.Step, ...], ctx: Ctx) -> tuple[m.Step, ...]:
    """ "For each Digimon you have, 1 of your opponent's Digimon gets -1000 DP": the rounds
    after the first change the Digimon the first chose, so it gets every round's change
    (BT5-035 Starmons), and so does "<De-Digivolve 1> 1 of your opponent's Digimon" (BT9-107,
    ruling Q1915); other steps choose anew each round."""
    if not any(isinstance(p, Permanent) for p in ctx.chosen):
        return steps
    return tuple(
        s.model_copy(update={"target": s.target.model_copy(update={"select": "that"})})
        if isinstance(s, m.Modify | m.DeDigivolve)
        and s.target.select == "one"
        and s.target.count == 1
        else s
        for s in steps
    )


PLAIN: dict[type[m.Step], Callable[[Zones, Ctx, Any], bool]] = {
    m.AtEnd: _at_end,
}


"""The steps of this family that ask nothing, by type."""


ASKING: dict[type[m.Step], Callable[[Zones, Ctx, Any], Does]] = {
    m.Choose: _choose,
    m.ActivateMain: _activate_main,
    m.ActivateSecurity: _activate_security,
    m.ActivateEffect: _activate_effect,
    m.ActivateTimed: _activate_timed,
    m.ForEverySuspended: _for_every_suspended,
    m.ForEvery: _for_every,
    m.ChooseOne: _choose_one,
}


"""The steps of this family that may ask a player, by type."""
