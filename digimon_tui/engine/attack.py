"""Attacking and battles (chapter 9): declaration, [When Attacking], block timing,
battles, and security checks one card at a time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.loop.moves import mv

from . import counter, effects, keywords, triggers
from . import queries as q
from .context import Ctx
from .costs import can_pay, paid_in_private
from .perform import run_steps
from .state import PLAYER_NAMES, Permanent, SecurityDigimon
from .verbs import Ask, Asks, V

if TYPE_CHECKING:
    from .zones import Zones


def name(g: Zones, perm: Permanent) -> str:
    return f"{perm.id} {g.defs[perm.cards[-1]].name}"


def left(g: Zones, perm: Permanent) -> str:
    """Why a Digimon of the attack is no longer in it: a DNA digivolution made it a new
    Digimon under the same id (8-2-2-1-3, 8-2-2-1-4), or it left the battle area."""
    return "is a new Digimon" if g.find(perm.id) is not None else "left the battle area"


def attack(
    g: Zones, attacker: Permanent, target: Permanent | None, *, suspend: bool = True
) -> Asks:
    """11-2-8-1: suspend, declare the target, then the attack procedure 11-1; an effect may
    have it attack without suspending (<Overclock>, 16-34-1)."""
    if suspend:
        g.set_suspended(attacker, True)
    defender = 1 - attacker.owner
    aim = PLAYER_NAMES[defender] if target is None else g.named(target)
    g.log("{} attacks {} (11-2-8-1)", attacker, aim)
    g.attacking = attacker
    g.attack_target = target
    g.attack_ended = False
    g.this_turn.add(("attacked", attacker.owner))
    # 15-16-5-1: [When Attacking] effects trigger, and <Raid> and <Alliance>.
    triggers.collect(g, attacker, "when_attacking")
    aimed = "player" if target is None else "digimon"
    triggers.fire_event(g, "attacks", attacker, aimed, target)
    if not g.grantable.isdisjoint(keywords.ON_ATTACK):
        keywords.on_attack(g, attacker)
    if g.unsettled():
        yield from g.settle()
    if any(g.waiting):  # an effect made this attack: those pending beside it (ruling Q2491)
        yield from g.activate_waiting()
    if "counter" in g.special and not g.attack_ended:  # 11-3; 11-1-5: even once it has left
        yield from counter.timing(g, attacker)
    target = g.attack_target
    # 11-4: block timing, unless the attacker can't be blocked (15-1-3).
    if (
        not g.attack_ended
        and q.in_battle_area(g, attacker)
        and (g.grantable.isdisjoint(keywords.UNBLOCKABLE) or keywords.blockable(g, attacker))
    ):
        blockers = [
            p
            for p in g.players[defender].battle
            if p is not target
            and not p.suspended
            and q.is_digimon(g, p)
            and q.has_blocker(g, p)
            and not q.cant(g, p, "cant_block")
            and not q.held_unsuspended(g, p)
            and not ("unblockable_by" in g.grantable and q.unblockable_by(g, attacker, p))
        ]
        if blockers:
            moves = [mv(V.BLOCK, p.id) for p in blockers]
            if not ("collision" in g.grantable and q.must_block(g, attacker)):
                moves.append(mv(V.NO_BLOCK))
            answer = yield from g.ask(
                defender, Ask.BLOCK, moves, f"{g.named(attacker)} attacks {aim}: block?"
            )
            if answer.verb is V.BLOCK:
                blocker = next(p for p in blockers if p.id == answer.args[0])
                target = g.attack_target = blocker
                g.set_suspended(blocker, True)
                triggers.fire_event(g, "attack_target_switched", attacker)  # 11-2-7-2
                triggers.fire_event(g, "uses_blocker", blocker)
                g.log("{} blocks: the attack now targets it (12-1-7-1)", blocker)
                triggers.fire_event(g, "blocked", attacker)
                yield from g.settle()
    # 11-5: the attack succeeds; battle or security checks.
    if g.attack_ended:
        g.log("{}'s attack goes to its end (15-15-1-1)", attacker.id)
    elif q.in_battle_area(g, attacker):
        if target is None:
            yield from security_checks(g, attacker)
        elif q.in_battle_area(g, target):
            pierces = yield from battle(g, attacker, target)
            if pierces and q.in_battle_area(g, attacker):
                g.log("<Piercing>: {} checks security (16-7-1)", attacker)
                yield from security_checks(g, attacker, piercing=True)
            elif pierces:
                g.log(
                    "<Piercing>: {} {}: no check (16-7-6)", attacker.id, lambda: left(g, attacker)
                )
        else:
            g.log("the attack target {}: no battle (11-2-6)", lambda: left(g, target))
    else:
        g.log("{} {}: the attack ends (13-1-5)", attacker.id, lambda: left(g, attacker))
    # 11-6: end of attack: [End of Attack] effects, then the attack ends.
    if q.in_battle_area(g, attacker):
        triggers.collect(g, attacker, "end_of_attack")
        if g.triggered:
            yield from g.settle()
    g.attacking = g.attack_target = None
    g.attack_ended = False
    if "alliance" in g.grantable:
        g.end_attack_modifiers()
    g.log("end of attack (11-6)")


def battle(g: Zones, attacker: Permanent, target: Permanent) -> Asks[bool]:
    """14-1: compare DP (digivolution cards with <Iceclad>, 16-35); the lower is deleted,
    both on a tie. True when the attacker's
    <Piercing> checks security once what the battle triggered is done (16-7-4)."""
    if "iceclad" in g.grantable and (
        keywords.has(g, attacker, "iceclad") or keywords.has(g, target, "iceclad")
    ):  # 16-35-1: digivolution cards instead of DP, whoever of the two has it
        a, b = len(attacker.cards) - 1, len(target.cards) - 1
        g.log(
            "battle: {} {} vs {} {} digivolution cards (<Iceclad>, 16-35-4)", attacker, a, target, b
        )
    else:
        g.battling = (attacker, target)
        a, b = q.dp(g, attacker) or 0, q.dp(g, target) or 0
        g.battling = None
        g.log("battle: {} {} DP vs {} {} DP (14-1)", attacker, a, target, b)
    losers = [p for p, mine, theirs in ((attacker, a, b), (target, b, a)) if mine <= theirs]
    deleted = yield from g.delete(losers, "battle", "14-2-2", battle=(attacker, target))
    pierces = "piercing" in g.grantable and keywords.pierces(g, attacker, target, deleted)
    for winner, loser in ((attacker, target), (target, attacker)):
        if loser in deleted and q.in_battle_area(g, winner):
            triggers.fire_event(g, "deletes_in_battle", winner, other=loser)
    yield from g.settle()
    return pierces


def security_checks(g: Zones, attacker: Permanent, piercing: bool = False) -> Asks:
    """13-1: check the top security card, one at a time, as many as the attacker can.
    <Piercing>'s checks don't win the game on an empty stack (1-2-3-1)."""
    defender = g.players[1 - attacker.owner]
    if q.security_checks(g, attacker) == 0:
        g.log("{} can check 0 security cards: no check (11-5-1-2-1)", attacker)
        return
    if not defender.security and not piercing:
        g.end(
            attacker.owner, f"{g.named(attacker)} attacked with 0 security cards left (11-5-1-2-1)"
        )
    done = 0
    while defender.security and q.in_battle_area(g, attacker):
        if done >= q.security_checks(g, attacker):
            break
        done += 1
        if done == 1:  # the check begins: "when this Digimon checks security" (13-1)
            triggers.fire_event(g, "checks_security", attacker)
        uid = defender.security.pop()
        g.limbo.append(uid)
        triggers.fire_zone(g, "removed_from_security", defender.index)
        card = g.defs[uid]
        g.log(
            "security check {}: {} reveals {} {} (13-1)",
            done,
            defender.name,
            card.number,
            card.name,
        )
        if "security_checked" in g.special:
            triggers.fire_security_checked(g, defender.index, uid)
        # 13-1-8-2-1, 15-16-10-2: [Security] effects activate at once, before anything else.
        quiet = card.category == "option" and q.grant_total(g, attacker, "no_option_security") > 0
        for eff in () if quiet else card.security:
            if eff.condition is not None and not q.condition_holds(
                g, eff.condition, defender.index, None
            ):
                continue  # 15-6-3
            ctx = Ctx(defender.index, None, uid, eff)
            steps = eff.steps
            payable = not eff.cost or can_pay(g, ctx)
            private = bool(eff.cost) and paid_in_private(g, ctx)
            if not payable and not private:
                g.log("[Security] of {} can't be paid for (15-7-4)", card.name)
                continue
            if eff.optional or eff.cost:  # 15-7-2: a "by doing" effect is never required
                lead = f"{card.name}: {effects.text_of(eff)}"
                agreed = yield from effects.may_steps(g, ctx, lead, secret=private)
                if agreed is None:
                    continue
                if not payable:  # a hidden hand's cost: declined after all
                    g.log("{} does not activate it (15-9-2-2)", PLAYER_NAMES[ctx.player])
                    continue
                steps = agreed
            g.log("[Security] of {} activates (15-16-10)", card.name)
            if not eff.cost or (yield from effects.pay(g, ctx, eff.cost)):
                yield from run_steps(g, ctx, steps)
            yield from g.settle()
        if quiet and card.security:
            g.log("{} doesn't activate the [Security] effect of {}", attacker, card.name)
        if g.unsettled():  # "when a card is removed from security" before the battle (Q2455)
            yield from g.settle()
        if uid in g.limbo:
            if card.category == "digimon" and q.in_battle_area(g, attacker):
                yield from security_battle(g, attacker, SecurityDigimon(defender.index, uid))
            else:
                g.limbo.remove(uid)
                defender.trash.append(uid)  # 13-1-8-4
                g.log("{} goes to the trash (13-1-8-4)", card.name)
        if g.delayed:
            _no_battle_ended(g)
        if g.unsettled():
            yield from g.settle()


def _no_battle_ended(g: Zones) -> None:
    """A check whose card never battled (the attacker left first) ended no battle: what waited
    for the end of the battle never activates (14-2-5), then or at a later battle."""
    for when, ctx, _ in g.delayed:
        if when == "battle":
            g.log(
                "no battle ended: the delayed effect of {} doesn't activate (14-2-5)",
                g.defs[ctx.card].name,
            )
    g.delayed = [d for d in g.delayed if d[0] != "battle"]


def security_battle(g: Zones, attacker: Permanent, sec: SecurityDigimon) -> Asks:
    """13-1-7: the Security Digimon battles the attacker, then goes to the trash."""
    g.battling = (attacker, sec)
    a, b = q.dp(g, attacker) or 0, q.dp(g, sec) or 0
    g.battling = None
    card = g.defs[sec.uid]
    g.log("battle: {} {} DP vs Security Digimon {} {} DP (14-1)", attacker, a, card.name, b)
    if a <= b:
        yield from g.delete([attacker], "security_battle", "14-2-2", battle=(attacker, sec))
    if g.delayed:  # "at the end of the battle" effects (15-8-3)
        yield from g.run_delayed("battle")
    if sec.uid in g.limbo:
        g.limbo.remove(sec.uid)
        g.players[sec.owner].trash.append(sec.uid)  # 13-1-8-4
    yield from g.settle()
