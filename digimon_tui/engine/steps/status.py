"""Steps that change Digimon without moving them: lasting effects on them (DP, keywords,
"can't"), suspending and unsuspending, and the target of the attack under way."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from digimon_tui.cards import model as m
from digimon_tui.loop.moves import mv

from .. import attack as attacks
from .. import choose, keywords, legal, triggers
from .. import queries as q
from ..perform import (
    Does,
    amount_of,
    expiry,
    source_name,
)
from ..state import Modifier, Permanent
from ..verbs import Ask, Asks, Verb
from ..verbs import Verb as V

if TYPE_CHECKING:
    from ..context import Ctx
    from ..zones import Zones


def _modify(g: Zones, ctx: Ctx, step: m.Modify) -> Does:
    """A lasting effect: on chosen Digimon, or on all that fit, those played later too."""
    what = source_name(g, ctx)
    if step.target.select == "all" and step.target.in_battle:
        until = expiry(g, ctx.player, step.duration)
        by = q.effect_category(g, ctx.card, ctx.source)
        grant = _counted(g, ctx, step)
        g.add_modifier(Modifier(ctx.player, grant, until, target=step.target, by=by))
        return True
    targets = yield from choose.lasting(g, ctx, step.target, what)
    until = expiry(g, ctx.player, step.duration)
    grant = _counted(g, ctx, step)
    card = ctx.card if step.duration == "while_card_stays" else None
    for perm in targets:
        g.add_modifier(
            Modifier(
                ctx.player,
                grant,
                until,
                perm=perm.id,
                by=q.effect_category(g, ctx.card, ctx.source),
                card=card,
            )
        )
        g.log("{} is affected until the end of turn {}", perm, until)
    ctx.chosen = list(targets)
    return bool(targets)


def _suspend_or_unsuspend(g: Zones, ctx: Ctx, step: m.Unsuspend | m.Suspend) -> Does:
    """Suspend or unsuspend Digimon; an effect may keep one from unsuspending (15-1-3)."""
    what = source_name(g, ctx)
    targets = yield from choose.permanents(g, ctx, step.target, what)
    if step.also is not None:  # "... and 1 of your Tamers"
        more = yield from choose.permanents(g, ctx, step.also, what)
        targets = [*targets, *(p for p in more if p not in targets)]
    ctx.chosen = list(targets)
    value = isinstance(step, m.Suspend)
    changed = [p for p in targets if p.suspended != value]
    for perm in changed:
        if value:
            g.set_suspended(perm, True, by_effect=True)
        else:
            g.unsuspend(perm)  # unless it can't unsuspend (15-1-3)
            if not perm.suspended:
                g.log("{} is unsuspended", perm)
    if value:
        ctx.suspended = [p for p in changed if p.suspended]
    return any(p.suspended == value for p in changed)


def _switch_attack_target(g: Zones, ctx: Ctx, step: m.SwitchAttackTarget) -> Does:
    """The attack under way targets the chosen Digimon instead (11-2-7-2); with no attack
    under way, or its attacker gone, there is nothing to switch (1-3-2)."""
    attacker = g.attacking
    if attacker is None or not q.in_battle_area(g, attacker):
        return False
    if "cant_have_attack_target_switched" in g.grantable and not keywords.switchable(g, attacker):
        g.log("{}'s attack target can't be switched (15-1-3)", attacker)
        return False
    what = source_name(g, ctx)
    targets = yield from choose.permanents(g, ctx, step.target, what)
    ctx.chosen = list(targets)
    if not targets or targets[0] is g.attack_target:
        return False
    g.attack_target = targets[0]
    g.log("{} now attacks {} (11-2-7-2)", attacker, g.attack_target)
    triggers.fire_event(g, "attack_target_switched", attacker)
    return True


def _attack(g: Zones, ctx: Ctx, step: m.Attack) -> Does:
    """ "1 of your Digimon may attack a player": the player may pick one of them that can
    attack now (not suspended, not the turn it was played without <Rush>: 11-2-8-1) and
    declare the attack (11-2-8-1); with an attack under way, none can (11-2-4)."""
    if g.attacking is not None:
        g.log("{}: an attack is under way, so no attack is declared (11-2-4)", source_name(g, ctx))
        return False
    if step.aim == "any" and step.who.select == "this":
        return (yield from _attack_now(g, ctx, step.forced, step.without_suspending))
    if step.who.select == "this":
        mine = [ctx.source] if ctx.source is not None and q.in_battle_area(g, ctx.source) else []
    elif step.who.select == "that":  # the player's Digimon a step before chose (BT12-100)
        mine = [
            p
            for p in ctx.chosen
            if isinstance(p, Permanent) and p.owner == ctx.player and q.in_battle_area(g, p)
        ]
    else:
        mine = q.candidates(g, step.who, ctx.player, ctx.source)
    aims = {p.id: _aims(g, p, step.aim) for p in mine if legal.can_attack(g, p)}
    ready = [p for p in mine if aims.get(p.id)]
    if not ready:
        g.log("{}: no Digimon can attack now (1-3-2)", lambda: source_name(g, ctx))
        return False
    moves = [mv(V.TARGET, p.id) for p in ready] + [mv(V.DONE)]
    answer = yield from g.ask(ctx.player, Ask.TARGET, moves, "attack with which Digimon, or done")
    if answer.verb is V.DONE:
        return False
    attacker = next(p for p in ready if p.id == answer.args[0])
    target = None
    if step.aim != "player":
        foes = aims[attacker.id]
        ask = (
            "attack which Digimon"
            if step.aim == "digimon"
            else "attack the player or which Digimon"
        )
        picked = yield from g.ask(ctx.player, Ask.TARGET, [mv(V.TARGET, p) for p in foes], ask)
        target = None if picked.args[0] == "player" else g.permanent(picked.args[0])
    yield from attacks.attack(g, attacker, target)
    return True


def _attack_now(g: Zones, ctx: Ctx, forced: bool = False, unsuspending: bool = False) -> Does:
    """ "Then, this Digimon may attack.": on its player's turn, if it can attack now (1-3-2;
    not the turn it was played, without <Rush>), any attack it could declare, or none;
    `forced`, "This Digimon attacks.": one of those attacks, none declined; `unsuspending`,
    "attack with this Digimon without suspending it": one of them, declared without
    suspending it, so a suspended Digimon may too (ruling Q4998; its "you may" was asked)."""
    perm = ctx.source
    if (
        perm is None
        or not q.in_battle_area(g, perm)
        or perm.owner != g.turn_player
        or not legal.can_attack(g, perm, suspended=unsuspending)
    ):
        g.log("{}: no attack now (1-3-2)", source_name(g, ctx))
        return False
    moves = legal.attack_moves(g, perm)
    if not moves:  # it can't attack players and no opposing Digimon may be attacked
        g.log("{}: no attack it could declare (1-3-2)", source_name(g, ctx))
        return False
    by = source_name(g, ctx)
    decline = None if forced or unsuspending else Verb.NO_ATTACK
    return (
        yield from keywords.offer_attack(
            g, perm, moves, decline, Ask.ATTACK, by, suspend=not unsuspending
        )
    )


def _opponent_attacks(g: Zones, ctx: Ctx, step: m.OpponentAttacks) -> Does:
    """ "your opponent attacks with 1 of their Digimon": the opponent picks one of their
    Digimon that can attack now and any attack it could declare (11-2-8-1), and must."""
    if g.attacking is not None:
        return False
    foe = 1 - ctx.player
    attackers = g.players[foe].battle
    if step.target is not None:
        chosen = yield from _attacker_chosen(g, ctx, step.target)
        attackers = [chosen] if chosen is not None else []
    moves = [
        move
        for p in attackers
        if q.is_digimon(g, p) and legal.can_attack(g, p)
        for move in legal.attack_moves(g, p)
    ]
    if not moves:
        g.log("{}: no Digimon of the opponent can attack now (1-3-2)", source_name(g, ctx))
        return False
    answer = yield from g.ask(foe, Ask.ATTACK, moves, f"{source_name(g, ctx)}: attack with?")
    attacker = g.permanent(answer.args[0])
    target = None if answer.args[1] == "player" else g.permanent(answer.args[1])
    yield from attacks.attack(g, attacker, target)
    return True


def _attacker_chosen(g: Zones, ctx: Ctx, target: m.Target) -> Asks[Permanent | None]:
    """The opponent's Digimon the effect's player may pick to attack (BT13-077): any of them,
    one that isn't affected by effects too, for the attack is the opponent's to make (ruling
    Q2320); declining is allowed (Q2316, Q2317)."""
    cands = [p for p in q.candidates(g, target, ctx.player, ctx.source) if q.is_digimon(g, p)]
    if not cands:
        return None
    moves = [mv(V.TARGET, p.id) for p in cands] + [mv(V.DONE)]
    what = source_name(g, ctx)
    answer = yield from g.ask(ctx.player, Ask.TARGET, moves, f"{what}: choose the attacker")
    if answer.verb is V.DONE:
        return None
    return next(p for p in cands if p.id == answer.args[0])


def _aims(g: Zones, perm: Permanent, aim: str) -> list[str]:
    """What the Digimon could attack: "player", or the ids of the opponent's Digimon; with
    `aim` "any", either."""
    out = [m.args[1] for m in legal.attack_moves(g, perm)]
    return [a for a in out if aim == "any" or (a == "player") == (aim == "player")]


def _counted(g: Zones, ctx: Ctx, step: m.Modify) -> m.Modify:
    """ "gets -1000 DP for every security card you have for the turn": the DP counted as the
    effect resolves, for as long as it lasts (BT14-037 Q2412); so a keyword's number,
    "gains <Security Attack +1> for each of your opponent's Digimon deleted" (BT8-019)."""
    if step.dp_of == "trashed" or step.colors_of == "trashed":  # BT5-018, BT8-040
        paid = [g.defs[u] for u in ctx.paid or ctx.trashed if isinstance(u, int)]
        data = step.model_dump(exclude_defaults=True)
        if data.pop("dp_of", None):
            data["dp"] = sum(card.dp or 0 for card in paid)
        if data.pop("colors_of", None):
            data["also_colors"] = sorted({c for card in paid for c in card.colors})
        return m.Modify.model_validate(data)
    counted = [k for k in step.gains if isinstance(k.value, int)]
    if step.for_every is None or not (step.dp or counted):
        return step
    n = amount_of(g, ctx, step.for_every)
    data = step.model_dump(exclude_defaults=True)
    data.pop("for_every")
    if step.dp:
        data["dp"] = step.dp * n
    if counted:  # none gained for a count of 0
        data["gains"] = [_times(k, n) for k in step.gains if k not in counted or n]
    return m.Modify.model_validate(data)


def _times(k: m.Gained, n: int) -> m.Gained:
    """A keyword's number, n times over: <Security Attack +1> for 3 is +3."""
    return k.model_copy(update={"value": k.value * n}) if isinstance(k.value, int) else k


def _blitz(g: Zones, ctx: Ctx, step: m.Blitz) -> Does:
    """ "Then, <Blitz>.": this Digimon's <Blitz> (16-16) once the steps before it are done
    (ruling Q2043)."""
    perm = ctx.source
    if perm is None:
        return False
    return (yield from keywords.blitz(g, perm))


def _end_attack(g: Zones, ctx: Ctx, step: m.EndAttack) -> bool:
    """The attack under way ends once this effect is done (15-15-1-1); with none, nothing."""
    if g.attacking is None:
        return False
    g.attack_ended = True
    g.log("the attack is ended by an effect (15-15-1-1)")
    return True


PLAIN: dict[type[m.Step], Callable[[Zones, Ctx, Any], bool]] = {m.EndAttack: _end_attack}


"""The steps of this family that ask nothing, by type."""


ASKING: dict[type[m.Step], Callable[[Zones, Ctx, Any], Does]] = {
    m.Modify: _modify,
    m.Attack: _attack,
    m.Blitz: _blitz,
    m.OpponentAttacks: _opponent_attacks,
    m.SwitchAttackTarget: _switch_attack_target,
    m.Unsuspend: _suspend_or_unsuspend,
    m.Suspend: _suspend_or_unsuspend,
}


"""The steps of this family that may ask a player, by type."""
