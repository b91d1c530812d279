"""What the keywords a Digimon can have do (chapter 12), and the "can't be deleted" effects.

A keyword acts at one of three kinds of moment:
- a deletion that is about to happen ("when this Digimon would be deleted", 15-8-5-2):
  <Evade>, <Armor Purge>, <Barrier>, <Decoy> and <Material Save> are offered to the owner,
  and <Jamming> and "can't be deleted" stop it outright (`interrupt_deletion`, run by
  `Game.delete`);
- a trigger that waits with the other pending effects (15-4): <Save>, <Fortitude> and
  <Retaliation> when deleted, <Blitz> on play or digivolving, <Raid> and <Alliance> on
  attacking (`activate`);
- a change to a procedure: <Rush>, <Piercing>, <Reboot>, "can't be blocked", ... (asked
  with `has` or `queries.cant` by attack.py, legal.py and game.py).

The engine calls in here only when some card of the game may give the keyword
(`Game.grantable`), and each rule acts only when something in force gives it (the index's
`granted`): a keyword no card has costs nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING

from digimon_tui.cards import card_specs
from digimon_tui.cards.keywords import KEYWORDS
from digimon_tui.cards.model import Card, Effect, Gained, Grant
from digimon_tui.cards.selection import Filter
from digimon_tui.loop.moves import Move, mv

from . import attack as attacks
from . import digixros, legal, perform, triggers
from . import queries as q
from .board import named, named_gains
from .context import Ctx
from .costs import can_pay
from .effects import may_steps, pay, text_of
from .perform import run_steps
from .state import Modifier, Permanent, Triggered
from .verbs import Ask, Asks, Verb

if TYPE_CHECKING:
    from .zones import Zones


BATTLE = frozenset({"battle", "security_battle"})
"""Deletion causes that are deletion in battle (14-2-2)."""


def _acting(when: str) -> tuple[str, ...]:
    """The keywords the registry says act at `when` (`Keyword.acts`), in its order."""
    return tuple(k.key for k in KEYWORDS.values() if k.acts == when)


INTERRUPTS = frozenset(
    (
        *_acting("before_deletion"),
        "cant_be_deleted",
        "cant_be_deleted_in_battle",
        "cant_be_deleted_by_opponents_effects",
        "cant_be_deleted_by_effects",
        "deletion_preventions",  # "when this Digimon would be deleted, ... prevent it"
        "same_level_save",
    )
)
"""What can stop or change a deletion before it happens: if nothing in force gives one of
these, `Game.delete` asks nothing."""

ON_DELETION = frozenset(_acting("on_deletion"))
"""Keywords that trigger when their Digimon is deleted."""

ON_ATTACK = _acting("on_attack")
"""Keywords that trigger when their Digimon attacks (15-16-5-1)."""


def has(g: Zones, perm: Permanent, key: str) -> bool:
    """`perm` has the keyword now (instances of most keywords don't add up: 16-5-3 ...)."""
    return q.grant_total(g, perm, key) > 0


def _name(g: Zones, perm: Permanent) -> str:
    return f"{perm.id} {g.defs[perm.cards[-1]].name}"


@cache
def keyword_effect(key: str) -> Effect:
    """A triggered keyword as an effect: what waits in `Game.triggered`, and its card text
    (without a value: <Overclock>'s named cards are read from the Digimon as it resolves)."""
    return Effect.model_construct(keyword=key, timing="always")


def _trigger(
    g: Zones, perm: Permanent, key: str, card: int, aim: Permanent | None = None
) -> Triggered:
    return Triggered(perm.owner, keyword_effect(key), card, perm, (perm.id, card, key), aim=aim)


def _tamers(g: Zones, player: int) -> list[Permanent]:
    """The player's Tamers a card can be placed under: not tokens (4-21-3)."""
    info = g.info
    return [
        p
        for p in g.players[player].battle
        if g.defs[p.cards[-1]].category == "tamer" and not info[p.cards[-1]].token
    ]


# ---- "when this Digimon would be deleted" (15-8-5-2) ----------------------------------------


def cannot_be_deleted(g: Zones, perm: Permanent, cause: str, by: int | None = None) -> str | None:
    """The rule that stops this deletion outright, if any: no one chooses (15-1-3, 16-9-1).
    `by` is the player whose effect deletes."""
    if q.cant(g, perm, "cant_be_deleted"):
        return "it can't be deleted, 15-1-3"
    if cause in BATTLE and q.cant(g, perm, "cant_be_deleted_in_battle"):
        return "it can't be deleted in battle, 15-1-3"
    if (
        cause == "effect"
        and by is not None
        and by != perm.owner
        and q.cant(g, perm, "cant_be_deleted_by_opponents_effects")
    ):
        return "it can't be deleted by its opponent's effects, 15-1-3"
    if cause == "effect" and q.cant(g, perm, "cant_be_deleted_by_effects"):
        return "it can't be deleted by effects, 15-1-3"
    if cause == "security_battle" and has(g, perm, "jamming"):
        return "<Jamming>, 16-9-1"
    return None


def interrupt_deletion(
    g: Zones, perms: list[Permanent], cause: str, by: int | None
) -> Asks[list[Permanent]]:
    """Before Digimon are deleted together, what would stop it, Digimon by Digimon, the
    turn player's first (1-3-5); returns those still to be deleted.

    `cause`: "battle", "security_battle", "effect" or "zero_dp"; `by`: whose effect deletes.
    """
    tp = g.turn_player
    out = []
    decoys: set[str] = set()
    for perm in sorted(perms, key=lambda p: p.owner != tp):
        if not q.in_play(g, perm):  # a <Decoy> in this deletion deleted it first (15-8-5-2)
            continue
        rule = cannot_be_deleted(g, perm, cause, by)
        if rule is not None:
            g.log("{} is not deleted ({})", perm, rule)
            continue
        prevented = yield from _offer(g, perm, cause, by, decoys)
        if not prevented:
            out.append(perm)
    return [p for p in out if q.in_play(g, p)]  # less any <Decoy> deleted meanwhile


def _preventions(
    g: Zones, perm: Permanent, cause: str, by: int | None, decoys: set[str]
) -> list[Move[Verb]]:
    """The owner's "you may ... to prevent that deletion" effects that can activate now."""
    granted = g.board().granted
    pid = perm.id
    moves = []
    if (
        "evade" in granted
        and not perm.suspended
        and has(g, perm, "evade")
        and not q.held_unsuspended(g, perm)
    ):  # 16-22-3
        moves.append(mv(Verb.EVADE, pid))
    if "armor_purge" in granted and len(perm.cards) > 1 and has(g, perm, "armor_purge"):
        moves.append(mv(Verb.ARMOR_PURGE, pid))  # 16-19-3: only with digivolution cards
    if "fragment" in granted and _fragment(g, perm):
        moves.append(mv(Verb.FRAGMENT, pid))
    if (
        "barrier" in granted
        and cause in BATTLE  # 16-25-2
        and g.players[perm.owner].security  # 16-25-3
        and has(g, perm, "barrier")
    ):
        moves.append(mv(Verb.BARRIER, pid))
    if "same_level_save" in granted:
        moves += _same_level_moves(g, perm, cause)
    if "decoy" in granted and cause == "effect" and by is not None and by != perm.owner:
        top = g.defs[perm.cards[-1]]  # 16-18-1: another of your <colour> Digimon
        for other in g.players[perm.owner].battle:
            if (
                other is not perm
                and other.id not in decoys
                and q.is_digimon(g, other)
                and any(_decoy_shields(str(v), top) for v in q.gained_values(g, other, "decoy"))
            ):
                moves.append(mv(Verb.DECOY, other.id))
    if "scapegoat" in granted and (cause != "effect" or by != perm.owner):  # 16-32-1
        if has(g, perm, "scapegoat"):
            for other in g.players[perm.owner].battle:
                if other is not perm and other.id not in decoys and q.is_digimon(g, other):
                    moves.append(mv(Verb.SCAPEGOAT, other.id))
    return moves


def _decoy_shields(value: str, top: Card) -> bool:
    """<Decoy (Black/White)> shields a Digimon of either colour, <Decoy ([D-Brigade])> one
    with that trait (EX3-046), <Decoy ([Deva] or [Four Sovereigns])> one with either (EX5-050)."""
    traits = card_specs.bracketed(value)
    if traits is not None:
        return q.printed_holds(Filter(traits=traits), top)
    return any(c in top.colors for c in value.split("/"))


Prevention = tuple[int, int, Effect, Permanent]
"""A card effect that may keep a Digimon in play: the card, its effect's index, the effect, and
the Digimon or Tamer it belongs to (the leaving Digimon's own stack, or another that guards
it)."""


def _card_preventions(
    g: Zones, perm: Permanent, cause: str, by: int | None, tried: set[tuple]
) -> dict[str, Prevention]:
    """The "when this Digimon would be deleted, by ..., prevent that deletion" effects of
    `perm`'s stack that can activate now, by the number of the card that has them (its top
    card's own, the others' inherited): with its cause, timing, [Once Per Turn] use and
    condition right, its cost payable (15-7-4), not tried in this deletion (15-8-5-4) and
    not already activated and still resolving: one activation at a time of each card's
    effect, another card's copy of it may activate meanwhile (rulings Q2074, Q3624)."""
    out: dict[str, Prevention] = {}
    if "deletion_preventions" not in g.board().rare:
        return out
    for uid, index, eff in _stack_preventions(g, perm):
        key = (perm.id, uid, index)
        number = g.defs[uid].number
        if key in tried or number in out or (uid, index) in g.preventing:
            continue
        t = eff.trigger
        assert t is not None
        if t.whose == "your":
            continue  # it guards the player's other Digimon (`_guards`)
        if not _covers(t.cause, t.returns, cause, by, perm.owner, t.removes):
            continue
        if not q.timing_active(eff.timing, perm.owner, g.turn_player):
            continue
        if eff.per_turn and g.used_once.get(key, 0) >= eff.per_turn:
            continue
        if eff.condition is not None and not q.condition_holds(g, eff.condition, perm.owner, perm):
            continue
        if not can_pay(g, Ctx(perm.owner, perm, uid, eff)):
            continue
        out[number] = (uid, index, eff, perm)
    return out | _guards(g, perm, by, tried)


def _guards(g: Zones, perm: Permanent, by: int | None, tried: set[tuple]) -> dict[str, Prevention]:
    """The effects of the owner's other cards in play that may keep `perm` there: "When one of
    your [Apocalymon] ... would leave the battle area other than by one of your effects, by
    deleting this Digimon, prevent 1 of those Digimon from leaving" (BT15-072). Any way of
    leaving but by its owner's effect (ruling Q2560), the cost payable (15-7-4)."""
    out: dict[str, Prevention] = {}
    if by == perm.owner:
        return out
    for src in g.players[perm.owner].battle:
        top = src.cards[-1]
        for index, eff in g.info[top].deletion_preventions if src is not perm else ():
            t = eff.trigger
            assert t is not None
            key = (src.id, top, index)
            number = g.defs[top].number
            if t.whose != "your" or key in tried or number in out:
                continue
            if (top, index) in g.preventing:
                continue
            if t.filter is not None and not q.filter_holds(g, t.filter, perm, src):
                continue
            if not q.timing_active(eff.timing, src.owner, g.turn_player):
                continue
            if eff.per_turn and g.used_once.get(key, 0) >= eff.per_turn:
                continue
            if eff.condition is not None and not q.condition_holds(
                g, eff.condition, src.owner, src
            ):
                continue
            if can_pay(g, Ctx(src.owner, src, top, eff)):
                out[number] = (top, index, eff, src)
    return out


def _stack_preventions(g: Zones, perm: Permanent) -> Iterator[tuple[int, int, Effect]]:
    """The stack's "prevent that deletion" effects, each with its card and index: its top
    card's own, the others' inherited, and those it gains from cards under it by name
    (EX1-073 Machinedramon's under BT12-072 Chaosdramon (X Antibody))."""
    top = perm.cards[-1]
    info = g.info
    for uid in reversed(perm.cards):
        c = info[uid]
        if uid == top:
            yield from ((uid, i, eff) for i, eff in c.deletion_preventions)
        else:
            yield from (
                (uid, triggers.INHERITED + i, e) for i, e in c.inherited_deletion_preventions
            )
    if "effects_of" in g.grantable:
        for by, uid in named_gains(info, perm.cards):
            yield from ((uid, named(by, i), eff) for i, eff in info[uid].deletion_preventions)


def _covers(
    covered: str | None,
    returns: bool,
    cause: str,
    by: int | None,
    owner: int,
    removes: bool = False,
) -> bool:
    """Whether a "would be deleted" effect's `cause` (and `returns`, `removes`) covers this way
    of leaving play: a deletion's `cause`, "return" to the hand or deck by an effect, or
    "remove" (trashed or placed in a security stack by an effect); "an opponent's effect" is
    one `by` the other player, "not your effect" any way but by the owner's effect."""
    if covered == "not_your_effect" and by == owner:
        return False
    if cause == "remove":
        return removes
    if cause == "return" and not returns:
        return False
    if covered == "battle":
        return cause in BATTLE
    if covered == "effect":
        return cause in ("effect", "return")
    if covered == "opponents_effect":
        return cause in ("effect", "return") and by is not None and by != owner
    return returns or cause != "return"


def _prevent(g: Zones, perm: Permanent, found: Prevention) -> Asks[bool]:
    """Activate a "prevent that deletion" effect: its cost, then the prevention; the
    deletion is prevented only if the whole cost was paid (15-7-2)."""
    uid, index, eff, src = found
    key = (src.id, uid, index)
    if eff.per_turn:
        g.used_once[key] = g.used_once.get(key, 0) + 1
    ctx = Ctx(src.owner, src, uid, eff)
    g.log("{}'s effect: {}", g.defs[uid].name, lambda: text_of(eff))
    mark = (uid, index)
    g.preventing.add(mark)
    try:
        yield from perform.run_steps(g, ctx, eff.cost)
    finally:
        g.preventing.discard(mark)
    if not ctx.done or not q.in_play(g, perm):
        g.log("the cost wasn't paid: {} is deleted (15-7-2)", perm.id)
        return False
    yield from perform.run_steps(g, ctx, eff.steps)
    if ctx.prevented:
        g.log("{} is not deleted (15-8-5-2)", perm)
    return ctx.prevented


def _offer(g: Zones, perm: Permanent, cause: str, by: int | None, decoys: set[str]) -> Asks[bool]:
    """Ask the owner; each effect is offered once in this deletion (15-8-5-4). True if
    the deletion is prevented."""
    saved = 0
    tried: set[tuple] = set()
    while True:
        moves = _preventions(g, perm, cause, by, decoys)
        cards = _card_preventions(g, perm, cause, by, tried)
        moves += [mv(Verb.PREVENT, number) for number in cards]
        if saved < len(_material_save_instances(g, perm)):
            moves.append(mv(Verb.MATERIAL_SAVE, perm.id))
        if not moves:
            return False
        moves.append(mv(Verb.NO_PREVENT))
        answer = yield from g.ask(
            perm.owner,
            Ask.PREVENT,
            moves,
            f"{g.named(perm)} would be deleted ({_CAUSES[cause]}): prevent it?",
        )
        verb = answer.verb
        if verb is Verb.NO_PREVENT:
            return False
        if verb is Verb.MATERIAL_SAVE:
            yield from _material_save(g, perm, _material_save_instances(g, perm)[saved])
            saved += 1
            continue
        if verb is Verb.CARD:
            yield from _same_level_trash(g, perm, answer.args[1], cause)
            return True
        if verb is Verb.FRAGMENT:
            yield from _fragment_trash(g, perm)
            return True
        if verb is Verb.DECOY or verb is Verb.SCAPEGOAT:
            decoy = g.permanent(answer.args[0])
            decoys.add(decoy.id)
            return (yield from _decoy(g, decoy, perm, verb))
        if verb is Verb.PREVENT:
            found = cards[answer.args[0]]
            tried.add((found[3].id, found[0], found[1]))
            if (yield from _prevent(g, perm, found)):
                return True
            if not q.in_play(g, perm):
                return False
            continue
        _PREVENT[verb](g, perm)
        return True


_CAUSES = {
    "battle": "in battle",
    "security_battle": "in battle with a Security Digimon",
    "effect": "by an effect",
    "zero_dp": "at 0 DP",
}


def _evade(g: Zones, perm: Permanent) -> None:
    perm.suspended = True
    g.log("{} suspends with <Evade> and is not deleted (16-22-1)", perm)


def _armor_purge(g: Zones, perm: Permanent) -> None:
    top = perm.cards[-1]
    g.take_from_stack(perm, (top,))
    g.to_zone(g.players[perm.owner].trash, (top,))
    g.log(
        f"{perm.id} trashes its top card {g.defs[top].name} with <Armor Purge> and is not "
        f"deleted (16-19-1): now {g.defs[perm.cards[-1]].name}"
    )


def _barrier(g: Zones, perm: Permanent) -> None:
    pl = g.players[perm.owner]
    uid = pl.security.pop()
    pl.trash.append(uid)
    triggers.fire_zone(g, "removed_from_security", pl.index)  # 16-25-3
    g.log(
        f"{g.named(perm)}'s <Barrier> trashes {g.defs[uid].name} from the top of "
        f"{pl.name}'s security stack: not deleted (16-25-1)"
    )


def _same_level_moves(g: Zones, perm: Permanent, cause: str) -> list[Move[Verb]]:
    """ "you may trash 2 cards of the same level from this Digimon's digivolution cards to
    prevent ..." (P-072, P-073): one answer per digivolution card that has enough others of
    its level beside it, `card ID NUMBER`, when an effect in force covers this way of
    leaving (`cause`: a deletion's, or "return" to the hand or deck)."""
    n = _same_level_count(g, perm, cause)
    if not n:
        return []
    levels = [g.defs[u].level for u in perm.cards[:-1]]
    numbers = {
        g.defs[u].number
        for u, level in zip(perm.cards[:-1], levels, strict=True)
        if level is not None and levels.count(level) >= n
    }
    return [mv(Verb.CARD, perm.id, number) for number in sorted(numbers)]


def _same_level_count(g: Zones, perm: Permanent, cause: str) -> int:
    """How many cards of one level the first effect that covers `cause` trashes; 0 if none."""
    if cause in BATTLE:
        when = "deleted_in_battle"
    elif cause in ("effect", "return"):
        when = "leaves_by_effect"
    else:
        return 0
    return next((s.count for s in q.same_level_saves(g, perm) if s.when == when), 0)


def _same_level_trash(g: Zones, perm: Permanent, number: str, cause: str) -> Asks:
    """Trash the chosen digivolution card and as many others of its level as the effect
    needs (ruling Q4172: of the same level as each other, not as this card), asking which
    when there are more."""
    n = _same_level_count(g, perm, cause)
    first = next(u for u in perm.cards[:-1] if g.defs[u].number == number)
    level = g.defs[first].level
    rest = [u for u in perm.cards[:-1] if u != first and g.defs[u].level == level]
    picked = yield from _pick_sources(
        g, perm, [first], rest, n, f"Which other level {level} card to trash?"
    )
    _trash_sources(g, perm, picked)
    g.log(f"{perm.id} stays in play for {n} digivolution cards of level {level} (15-8-5-2)")


def _pick_sources(
    g: Zones, perm: Permanent, picked: list[int], rest: list[int], n: int, prompt: str
) -> Asks[list[int]]:
    """`picked` and more of `rest`, `perm`'s digivolution cards, until there are `n`: its
    owner chooses, one card at a time, while there is a choice."""
    picked = list(picked)
    rest = [u for u in rest if u not in picked]
    while len(picked) < n:
        if len(rest) == n - len(picked):
            return picked + rest
        cards = {mv(Verb.CARD, perm.id, g.defs[u].number): u for u in rest}
        answer = yield from g.ask(perm.owner, Ask.CARD, tuple(cards), prompt)
        picked.append(cards[answer])
        rest.remove(cards[answer])
    return picked


def _trash_sources(g: Zones, perm: Permanent, picked: list[int]) -> None:
    """Trash digivolution cards a prevention chose: "when an effect trashes this
    digivolution card" effects trigger."""
    g.trash_from_stack(perm, picked)
    for uid in picked:
        if g.info[uid].inherited_events:
            triggers.fire_source_trashed(g, "source_trashed", uid)


def _fragment(g: Zones, perm: Permanent) -> int:
    """The N of `perm`'s <Fragment (N)> it can pay now, 0 if none: the smallest of its
    instances that has enough digivolution cards an effect may trash (16-37-1)."""
    values = [int(v) for v in q.gained_values(g, perm, "fragment") if isinstance(v, int)]
    can = len(q.trashable_sources(g, perm))
    return min((v for v in values if v <= can), default=0)


def _fragment_trash(g: Zones, perm: Permanent) -> Asks:
    """16-37-1: its owner chooses N of its digivolution cards and trashes them; the
    deletion is prevented."""
    n = _fragment(g, perm)
    picked = yield from _pick_sources(
        g, perm, [], q.trashable_sources(g, perm), n, "<Fragment>: which card to trash?"
    )
    _trash_sources(g, perm, picked)
    g.log("{} trashes {} digivolution cards with <Fragment> and is not deleted (16-37-1)", perm, n)


LEAVING = frozenset(("leave_effects", "decode", "partition"))
"""What may act as a Digimon would leave the battle area (`before_leaving`)."""


def before_leaving(
    g: Zones, perms: list[Permanent], by: int | None, cause: str
) -> Asks[list[Permanent]]:
    """Before Digimon leave the battle area, their "when this Digimon would leave the battle
    area (other than by one of your effects)" effects, the turn player's first (1-3-5): done
    at once, so what they move has moved before the Digimon leaves, whether or not something
    then keeps it in play (EX5-070, BT13-040, rulings Q3681, Q4260); then <Decode> (16-36)
    and <Partition> (16-29). `by` is whose effect moves them (None: a battle or the rules);
    `cause` a deletion's, or "return" or "trash". A deletion also does the "when this Digimon
    would be deleted" effects that keep nothing in play (BT14-020 Gomamon: what they play has
    left the stack before it is deleted, ruling Q2391). Returns those still in play: one such
    effect may move the Digimon itself away first (EX4-060 goes to its security stack), and
    the leaving it answered then has nothing left to move."""
    if g.grantable.isdisjoint(LEAVING):
        return perms
    for perm in sorted(perms, key=lambda p: p.owner != g.turn_player):
        if not q.in_battle_area(g, perm):
            continue
        if "leave_effects" in g.grantable:
            yield from _leave_effects(g, perm, by, cause)
        if cause in BATTLE:
            continue
        if "decode" in g.grantable and q.in_battle_area(g, perm):
            yield from _decode(g, perm)
        if by != perm.owner and "partition" in g.grantable and q.in_battle_area(g, perm):
            yield from _partition(g, perm)
    return [p for p in perms if q.in_play(g, p)]


def _leave_effects(g: Zones, perm: Permanent, by: int | None, cause: str) -> Asks:
    """The stack's "when this Digimon would leave the battle area ..." card effects (those
    that say "other than by one of your effects" not when `by` is its owner), and its
    "when this Digimon would be deleted" effects that keep nothing in play."""
    top = perm.cards[-1]
    for uid in list(reversed(perm.cards)):
        c = g.info[uid]
        for _, eff in c.leave_effects if uid == top else c.inherited_leave_effects:
            if (
                uid not in perm.cards
                or not _leaves_as(eff, cause, by, perm.owner)
                or not q.timing_active(eff.timing, perm.owner, g.turn_player)
            ):
                continue
            if eff.condition is not None and not q.condition_holds(
                g, eff.condition, perm.owner, perm
            ):
                continue
            ctx = Ctx(perm.owner, perm, uid, eff)
            if eff.cost and not can_pay(g, ctx):
                continue  # 15-7-4: a "by doing" cost that can't be paid
            steps: tuple | None = eff.steps
            if eff.optional or eff.cost:  # "you may play 1 [Gomamon] ...", a "by" cost (15-7)
                steps = yield from may_steps(g, ctx, f"{g.defs[uid].name}: {text_of(eff)}")
            if steps is None:
                continue
            g.log("{}'s effect as {} would leave: {}", g.defs[uid].name, perm, text_of(eff))
            if eff.cost and not (yield from pay(g, ctx, eff.cost)):
                continue  # BT10-066: "by returning 1 ... to its owner's hand, you may play"
            yield from run_steps(g, ctx, steps)


def _leaves_as(eff: Effect, cause: str, by: int | None, owner: int) -> bool:
    """Whether this way of leaving play is the one `eff` is done before."""
    t = eff.trigger
    assert t is not None
    if t.event == "would_leave":  # "other than by one of your effects" (`cause`), or any way
        return not t.cause or by != owner
    return cause not in ("return", "trash") and _covers(t.cause, False, cause, by, owner)


def _named_sources(g: Zones, perm: Permanent, words: str) -> list[list[int]]:
    """For each card a keyword names ("Red Lv.3", "[A] & [B]"), the Digimon cards among
    `perm`'s digivolution cards that fit it."""
    return [
        [u for u in perm.cards[:-1] if g.defs[u].category == "digimon" and q.card_holds(g, f, u)]
        for f in card_specs.filters(words)
    ]


def _play_from_sources(g: Zones, perm: Permanent, uids: list[int], rule: str) -> None:
    """Play digivolution cards of a Digimon about to leave as new Digimon, without paying
    their costs, at the same time."""
    g.take_from_stack(perm, uids)
    for uid in uids:
        g.limbo.append(uid)
        g.log("{} is played from under {} ({})", g.defs[uid].name, perm.id, rule)
    for uid in uids:
        g.play_from_limbo(uid, perm.owner, by_effect=True, from_sources=True)


def _pick_or_decline(g: Zones, perm: Permanent, cands: list[int], prompt: str) -> Asks:
    """One of `cands` (digivolution cards of `perm`), chosen by its owner by number, or None
    if the owner declines (`no`)."""
    moves = {mv(Verb.CARD, perm.id, g.defs[u].number): u for u in cands}
    answer = yield from g.ask(perm.owner, Ask.CARD, (*moves, mv(Verb.NO)), prompt)
    return moves.get(answer)


def _decode(g: Zones, perm: Permanent) -> Asks:
    """16-36: its owner may play 1 Digimon card the keyword names from under it, free."""
    for words in q.gained_values(g, perm, "decode"):
        assert isinstance(words, str)
        if not q.in_battle_area(g, perm) or perform.no_digimon_plays(g, perm.owner):
            return
        (cands,) = _named_sources(g, perm, words)[:1]
        if not cands:
            continue
        prompt = f"<Decode ({words})>: play a card from under {perm.id} as it leaves?"
        uid = yield from _pick_or_decline(g, perm, cands, prompt)
        if uid is not None:
            _play_from_sources(g, perm, [uid], "<Decode>, 16-36-1")


def _partition(g: Zones, perm: Permanent) -> Asks:
    """16-29: with 1 of each named card under it, its owner may play 1 of each, free (all
    of them or none, 16-29-4)."""
    for words in q.gained_values(g, perm, "partition"):
        assert isinstance(words, str)
        if not q.in_battle_area(g, perm) or perform.no_digimon_plays(g, perm.owner):
            return
        named = _named_sources(g, perm, words)
        if not _distinct_pick_exists(named):
            continue
        answer = yield from g.ask(
            perm.owner,
            Ask.OPTIONAL,
            (mv(Verb.YES), mv(Verb.NO)),
            f"<Partition ({words})>: play 1 of each named card from under {perm.id}?",
        )
        if answer.verb is not Verb.YES:
            continue
        picked: list[int] = []
        for i, (cands, part) in enumerate(zip(named, card_specs.parts(words), strict=True)):
            later = [[u for u in c if u not in picked] for c in named[i + 1 :]]
            rest = [
                u
                for u in cands
                if u not in picked
                and _distinct_pick_exists([[v for v in c if v != u] for c in later])
            ]
            picked += yield from _pick_sources(
                g, perm, [], rest, 1, f"<Partition>: which card for {part}?"
            )
        _play_from_sources(g, perm, picked, "<Partition>, 16-29-1")


def _distinct_pick_exists(named: list[list[int]]) -> bool:
    """Whether a different card can be taken for each list (a few lists: tried in full)."""

    def fits(i: int, used: frozenset[int]) -> bool:
        return i == len(named) or any(fits(i + 1, used | {u}) for u in named[i] if u not in used)

    return fits(0, frozenset())


def before_digivolving(g: Zones, perm: Permanent, uid: int) -> Asks:
    """ "When one of your Digimon would digivolve into a Digimon with [Gallantmon] in its
    name, that Digimon gains ...": the effects of the player's cards in play that fit
    digivolving `perm` into the card `uid`, done at once as it is about to digivolve
    (15-8-5-1), so what they give the Digimon is there when it digivolves (EX2-056)."""
    if not q.in_battle_area(g, perm):
        return  # 3-4-7-4: effects don't see the breeding area
    card = g.defs[uid]
    for src in list(g.players[perm.owner].battle):
        top = src.cards[-1]
        for eff in g.info[top].field_digivolve_effects:
            t = eff.trigger
            assert t is not None and t.into is not None
            key = legal.field_key(g, src, eff)
            if (
                not q.timing_active(eff.timing, src.owner, g.turn_player)
                or (eff.per_turn and g.used_once.get(key, 0) >= eff.per_turn)
                or (t.filter is not None and not q.filter_holds(g, t.filter, perm, src))
                or not q.into_holds(t.into, card)
                or (
                    eff.condition is not None
                    and not q.condition_holds(g, eff.condition, src.owner, src)
                )
            ):
                continue
            if eff.per_turn:
                g.used_once[key] = g.used_once.get(key, 0) + 1
            g.log("{}'s effect as {} would digivolve: {}", g.defs[top].name, perm, text_of(eff))
            ctx = Ctx(src.owner, src, top, eff, event=perm)
            yield from run_steps(g, ctx, eff.steps)


LEAVE_INTERRUPTS = frozenset(("same_level_save", "deletion_preventions"))
"""What can keep a Digimon in play as an effect would return it to the hand or deck."""


def interrupt_return(
    g: Zones, perms: list[Permanent], by: int, cause: str = "return"
) -> Asks[list[Permanent]]:
    """Before Digimon return to the hand or deck by `by`'s effect (or, `cause` "remove", are
    trashed or placed in a security stack by it), what would keep them in play asks each
    owner, the turn player's first (1-3-5); returns those still to go."""
    out = []
    for perm in sorted(perms, key=lambda p: p.owner != g.turn_player):
        if not (yield from _offer_return(g, perm, by, cause)):
            out.append(perm)
    return [p for p in perms if p in out]


def _offer_return(g: Zones, perm: Permanent, by: int, cause: str) -> Asks[bool]:
    """Ask the owner whether to keep `perm` in play ("you may ... to prevent it from leaving
    play"); each effect is offered once (15-8-5-4). True if it stays."""
    tried: set[tuple] = set()
    while True:
        granted = g.board().granted
        moves = _same_level_moves(g, perm, cause) if "same_level_save" in granted else []
        cards = _card_preventions(g, perm, cause, by, tried)
        moves += [mv(Verb.PREVENT, number) for number in cards]
        if not moves:
            return False
        answer = yield from g.ask(
            perm.owner,
            Ask.PREVENT,
            (*moves, mv(Verb.NO_PREVENT)),
            f"{g.named(perm)} would be {_MOVED[cause]} by an effect: prevent it?",
        )
        if answer.verb is Verb.CARD:
            yield from _same_level_trash(g, perm, answer.args[1], cause)
            return True
        if answer.verb is not Verb.PREVENT:
            return False
        found = cards[answer.args[0]]
        tried.add((found[3].id, found[0], found[1]))
        if (yield from _prevent(g, perm, found)):
            return True
        if not q.in_play(g, perm):
            return False


_MOVED = {"return": "returned", "remove": "removed from the battle area"}

_PREVENT = {Verb.EVADE: _evade, Verb.ARMOR_PURGE: _armor_purge, Verb.BARRIER: _barrier}


_INSTEAD = {Verb.DECOY: ("<Decoy>", "16-18-1"), Verb.SCAPEGOAT: ("<Scapegoat>", "16-32-1")}
"""The keywords that delete another of the owner's Digimon in place of the one that would be
deleted: <Decoy> (the decoy deletes itself) and <Scapegoat> (the Digimon deletes another)."""


def _decoy(g: Zones, decoy: Permanent, perm: Permanent, verb: Verb) -> Asks[bool]:
    """16-18, 16-32: delete the other Digimon first, by its owner's effect; if it is not
    deleted, the deletion isn't prevented (15-7-2, 16-32-3)."""
    name, rule = _INSTEAD[verb]
    g.log(f"{{}} is deleted with {name} instead of {{}} ({rule})", decoy, perm)
    done = yield from g.delete([decoy], "effect", "15-8-5-2", by=decoy.owner)
    if decoy in done:
        return True
    g.log(f"{{}} was not deleted: {name} fails and {{}} is deleted (15-7-2)", decoy.id, perm.id)
    return False


def _material_save_instances(g: Zones, perm: Permanent) -> list[int]:
    """The N of each <Material Save N> `perm` has, when it could place a card now: each
    instance is a separate effect (16-21-2)."""
    if "material_save" not in g.board().granted or not _tamers(g, perm.owner):
        return []
    if not digixros.materials(g, perm):
        return []
    return [int(v or 0) for v in q.gained_values(g, perm, "material_save")]


def _material_save(g: Zones, perm: Permanent, count: int) -> Asks:
    """16-21: up to `count` of the cards under a Tamer, in the order the owner chooses
    (16-21-4), each at the bottom (16-21-6); the deletion still happens."""
    owner = perm.owner
    tamer = yield from _choose_tamer(g, owner, f"<Material Save> of {g.named(perm)}")
    for _ in range(count):
        cards = {mv(Verb.CARD, perm.id, g.defs[u].number): u for u in digixros.materials(g, perm)}
        if not cards:  # 16-21-3: as many as there are
            break
        answer = yield from g.ask(
            owner, Ask.CARD, tuple(cards), "<Material Save>: which card goes under the Tamer next?"
        )
        uid = cards[answer]
        g.lift_from_stack(perm, uid)
        g.stack_under(tamer, uid)
        g.log("{} is placed under {} (16-21-1)", g.defs[uid].name, tamer)


def _choose_tamer(g: Zones, player: int, what: str) -> Asks[Permanent]:
    """16-20-1, 16-21-1: the player chooses the Tamer."""
    tamers = {mv(Verb.TAMER, p.id): p for p in _tamers(g, player)}
    answer = yield from g.ask(player, Ask.TAMER, tuple(tamers), f"{what}: under which Tamer?")
    return tamers[answer]


# ---- triggered keywords ------------------------------------------------------------------


def deletion_triggers(
    g: Zones, gone: list[Permanent], cause: str, battle: tuple | None
) -> list[Triggered]:
    """<Save>, <Fortitude> and <Retaliation> of Digimon being deleted, worked out while
    they are still in play (what they have then is what triggers)."""
    granted = g.board().granted
    out: list[Triggered] = []
    for perm in gone:
        top = perm.cards[-1]
        if "save" in granted and has(g, perm, "save"):
            out.append(_trigger(g, perm, "save", top))
        if "fortitude" in granted and len(perm.cards) > 1 and has(g, perm, "fortitude"):
            out.append(_trigger(g, perm, "fortitude", top))  # 16-27-1
        if (
            "retaliation" in granted
            and cause == "battle"  # 16-13-2
            and battle is not None
            and perm in battle
            and has(g, perm, "retaliation")
        ):
            other = battle[1] if battle[0] is perm else battle[0]
            if isinstance(other, Permanent) and other not in gone:  # 16-13-2
                out.append(_trigger(g, perm, "retaliation", top, aim=other))
    return out


def on_enter(g: Zones, perm: Permanent, timing: str) -> None:
    """<Blitz> triggers when its Digimon is played or digivolves (`timing`: "on_play" or
    "when_digivolving", 16-16-1) while the opponent has 1 or more memory; two instances
    trigger as one (11-2-4). Printed under a header ("[When Digivolving] <Blitz>"), the
    Digimon has it at all times but it activates only at that timing (4-23-3)."""
    if (
        "blitz" in g.board().granted
        and perm.owner == g.turn_player
        and g.memory < 0
        and has(g, perm, "blitz")
        and _blitz_timing(g, perm, timing)
    ):
        g.triggered.append(_trigger(g, perm, "blitz", perm.cards[-1]))


def _blitz_timing(g: Zones, perm: Permanent, timing: str) -> bool:
    """The Digimon's top card, or a card under it whose effects it gains by name (BT10-011,
    ruling Q1939), doesn't print its <Blitz> under only other headers."""
    cards = [perm.cards[-1]]
    if "effects_of" in g.grantable:
        cards += [uid for _, uid in named_gains(g.info, perm.cards)]
    headed = [e.timing for u in cards for e in g.defs[u].effects if e.keyword == "blitz"]
    return not headed or "always" in headed or timing in headed


def on_attack(g: Zones, attacker: Permanent) -> None:
    """<Raid> and <Alliance> trigger with [When Attacking] effects (15-16-5-1), once per
    instance (16-23-2, 16-24-2)."""
    granted = g.board().granted
    for key in ON_ATTACK:
        if key in granted:
            for _ in range(q.grant_total(g, attacker, key)):
                g.triggered.append(_trigger(g, attacker, key, attacker.cards[-1]))


def activate(g: Zones, t: Triggered) -> Asks:
    """Activate a triggered keyword waiting in `Game.triggered`."""
    key = t.effect.keyword
    assert key is not None and t.source is not None
    cond = t.effect.condition  # a gained "[On Play] If X, <Blitz>": X as it activates
    if cond is not None and not q.condition_holds(g, cond, t.player, t.source):
        g.log(
            "{} of {} does not activate: its condition doesn't hold (15-8-3-9-2)",
            KEYWORDS[key].label(),
            t.source,
        )
        return
    yield from _ACTIVATE[key](g, t, t.source)


def _in_trash(g: Zones, t: Triggered, rule: str) -> bool:
    """Deletion keywords act on the card in the trash; one that left it can't (15-4-4-3)."""
    if t.card in g.players[t.player].trash:
        return True
    label = KEYWORDS[t.effect.keyword or ""].label()
    g.log(
        "{} of {} does not activate: the card left the trash ({})", label, g.defs[t.card].name, rule
    )
    return False


def _save(g: Zones, t: Triggered, perm: Permanent) -> Asks:
    """16-20: you may place the deleted card under 1 of your Tamers (at the bottom, 4-4-2)."""
    if _in_trash(g, t, "15-4-4-3"):
        yield from save(g, t.player, t.card)


def save(g: Zones, player: int, card: int) -> Asks[bool]:
    """<Save>'s processing (16-20-2): its player may place `card`, in the trash, under 1 of
    their Tamers; optional (16-20-3). Whether it was placed is returned. The keyword as an
    effect of its own and as the first step of an [On Deletion] effect both do this."""
    tamers = _tamers(g, player)
    if card not in g.players[player].trash or not tamers:
        return False
    moves = [mv(Verb.SAVE, p.id) for p in tamers] + [mv(Verb.NO_SAVE)]
    answer = yield from g.ask(
        player, Ask.SAVE, moves, f"<Save>: place {g.defs[card].name} under one of your Tamers?"
    )
    if answer.verb is Verb.NO_SAVE:
        return False
    tamer = g.permanent(answer.args[0])
    g.players[player].trash.remove(card)
    g.stack_under(tamer, card)
    g.log("{} is placed under {} with <Save> (16-20-1)", g.defs[card].name, tamer)
    return True


def _fortitude(g: Zones, t: Triggered, perm: Permanent) -> Asks:
    """16-27: play the deleted top card without paying its cost, as a new Digimon."""
    if not _in_trash(g, t, "16-27-1"):
        return
    g.players[t.player].trash.remove(t.card)
    g.limbo.append(t.card)
    g.log("{} is played again with <Fortitude> (16-27-1)", g.defs[t.card].name)
    g.play_from_limbo(t.card, t.player)
    yield from ()


def _retaliation(g: Zones, t: Triggered, perm: Permanent) -> Asks:
    """16-13: delete the Digimon it battled, by an effect (16-13-1)."""
    aim = t.aim
    if not _in_trash(g, t, "4-15-2") or aim is None:
        return
    if not q.in_battle_area(g, aim):
        g.log("<Retaliation> of {}: {} is no longer in play", g.defs[t.card].name, aim.id)
        return
    g.log("<Retaliation> of {} deletes {} (16-13-1)", g.defs[t.card].name, aim)
    yield from g.delete([aim], "effect", "16-13-1", by=t.player)


def blitz_ready(g: Zones, perm: Permanent) -> bool:
    """16-16: the opponent has 1 or more memory (16-16-5), no attack is under way
    (11-2-4), and the Digimon can attack (1-3-2)."""
    return (
        q.in_battle_area(g, perm)
        and perm.owner == g.turn_player
        and g.memory < 0
        and g.attacking is None
        and legal.can_attack(g, perm)
    )


def _blitz(g: Zones, t: Triggered, perm: Permanent) -> Asks:
    yield from blitz(g, perm)


def blitz(g: Zones, perm: Permanent) -> Asks[bool]:
    """16-16: you may attack with it now; the attack is a normal attack (16-16-4). Whether
    it attacked."""
    if not blitz_ready(g, perm):
        g.log("<Blitz> of {} can't activate now (16-16-5, 1-3-2)", perm)
        return False
    return (yield from offer_attack(g, perm, legal.attack_moves(g, perm), Verb.NO_BLITZ, Ask.BLITZ))


def offer_attack(
    g: Zones,
    perm: Permanent,
    moves: list[Move[Verb]],
    decline: Verb | None,
    ask: Ask,
    by: str = "",
    *,
    suspend: bool = True,
) -> Asks[bool]:
    """The attack a keyword or an effect (named `by`) offers now (<Blitz>, <Vortex>,
    <Execute>, "this Digimon may attack"), or its decline; taken, it is a normal attack
    (16-16-4), declared without suspending the Digimon when not `suspend`. Whether it was
    taken. Without `decline` ("This Digimon attacks."), one of `moves` must be taken."""
    by = by or f"<{ask.value.capitalize()}>"
    declines = [] if decline is None else [mv(decline)]
    answer = yield from g.ask(
        perm.owner, ask, [*moves, *declines], f"{by}: attack with {g.named(perm)}?"
    )
    if answer.verb is decline:
        return False
    target = None if answer.args[1] == "player" else g.permanent(answer.args[1])
    yield from attacks.attack(g, perm, target, suspend=suspend)
    return True


AT_END_OF_TURN = ("vortex", "execute", "overclock")
"""Keywords that trigger at the end of their owner's turn, with the [End of Your Turn]
effects (16-33-2, 16-38-2, 16-34-2)."""


def at_end_of_turn(g: Zones) -> None:
    """<Vortex>, <Execute> and <Overclock> trigger as their owner's turn ends; two
    instances of one trigger as one."""
    granted = g.board().granted
    for key in AT_END_OF_TURN:
        if key in granted:
            for perm in g.players[g.turn_player].battle:
                if has(g, perm, key):
                    g.triggered.append(_trigger(g, perm, key, perm.cards[-1]))


def _vortex(g: Zones, t: Triggered, perm: Permanent) -> Asks:
    """16-33-1: it may attack one of the opponent's Digimon (not the player), even the turn
    it was played."""
    ready = (
        q.in_battle_area(g, perm) and g.attacking is None and legal.can_attack(g, perm, fresh=True)
    )
    moves = [m for m in legal.attack_moves(g, perm) if m.args[1] != "player"] if ready else []
    if not moves:
        g.log("<Vortex> of {} can't activate now (1-3-2)", perm)
        return
    yield from offer_attack(g, perm, moves, Verb.NO_VORTEX, Ask.VORTEX)


def _execute(g: Zones, t: Triggered, perm: Permanent) -> Asks:
    """16-38-1: it may attack, an unsuspended Digimon of the opponent's too; at the end of
    that attack it is deleted (16-38-4), if it is still the Digimon that attacked."""
    if not (q.in_battle_area(g, perm) and g.attacking is None and legal.can_attack(g, perm)):
        g.log("<Execute> of {} can't activate now (1-3-2)", perm)
        return
    foes = [p.id for p in g.players[1 - perm.owner].battle if q.is_digimon(g, p)]
    targets = [p for p in foes if legal.attackable(g, g.permanent(p))]
    moves = legal.attack_moves(g, perm, targets)
    if not (yield from offer_attack(g, perm, moves, Verb.NO_EXECUTE, Ask.EXECUTE)):
        return
    if g.find(perm.id) is perm and q.in_battle_area(g, perm):
        g.log("<Execute>: {} is deleted at the end of its attack (16-38-1)", perm)
        yield from g.delete([perm], "effect", "16-38-1", by=perm.owner)


def _overclock(g: Zones, t: Triggered, perm: Permanent) -> Asks:
    """16-34-1: by deleting 1 of your Tokens or 1 of your other Digimon of the kind named,
    it attacks the player without suspending (a suspended Digimon too, ruling Q3185); the
    deletion is optional, the attack then mandatory (16-34-3)."""
    if not _overclock_ready(g, perm):
        g.log("<Overclock> of {} can't activate now (1-3-2)", perm)
        return
    named = [card_specs.filters(str(v))[0] for v in q.gained_values(g, perm, "overclock")]
    fuel = [
        p
        for p in g.players[perm.owner].battle
        if p is not perm
        and q.is_digimon(g, p)
        and (g.info[p.cards[-1]].token or any(q.card_holds(g, f, p.cards[-1]) for f in named))
    ]
    if not fuel:
        return
    answer = yield from g.ask(
        perm.owner,
        Ask.TARGET,
        [*(mv(Verb.TARGET, p.id) for p in fuel), mv(Verb.NO)],
        f"<Overclock>: delete a Digimon so {g.named(perm)} attacks the player without suspending?",
    )
    if answer.verb is Verb.NO:
        return
    fed = g.permanent(answer.args[0])
    done = yield from g.delete([fed], "effect", "16-34-1", by=perm.owner)
    if fed in done and _overclock_ready(g, perm):
        yield from attacks.attack(g, perm, None, suspend=False)


def _overclock_ready(g: Zones, perm: Permanent) -> bool:
    """It can attack the player now, suspended or not: it doesn't suspend to attack."""
    return (
        q.in_battle_area(g, perm)
        and g.attacking is None
        and legal.can_attack(g, perm, suspended=True)
        and not q.cant(g, perm, "cant_attack_players")
    )


def _still_attacking(g: Zones, perm: Permanent) -> bool:
    return g.attacking is perm and q.in_battle_area(g, perm)


def _raid(g: Zones, t: Triggered, perm: Permanent) -> Asks:
    """16-23: you may switch the attack to the opponent's unsuspended Digimon with the
    highest DP (the player who activates chooses among equals, 16-23-4)."""
    if not _still_attacking(g, perm) or not switchable(g, perm):
        return
    foes = [p for p in g.players[1 - perm.owner].battle if q.is_digimon(g, p) and not p.suspended]
    if not foes:
        g.log("<Raid> of {}: no unsuspended Digimon to switch to (1-3-2)", perm)
        return
    dps = [q.dp(g, p) or 0 for p in foes]
    best = [p for p, d in zip(foes, dps, strict=True) if d == max(dps)]
    if g.attack_target in best:
        g.log("<Raid> of {}: it already attacks such a Digimon (11-2-7-3)", perm)
        return
    moves = [mv(Verb.RAID, p.id) for p in best] + [mv(Verb.NO_RAID)]
    answer = yield from g.ask(
        perm.owner, Ask.RAID, moves, f"<Raid>: switch {g.named(perm)}'s attack target?"
    )
    if answer.verb is Verb.RAID:
        g.attack_target = g.permanent(answer.args[0])
        g.log("<Raid>: {} now attacks {} (16-23-1)", perm, g.attack_target)
        triggers.fire_event(g, "attack_target_switched", perm)


def _alliance(g: Zones, t: Triggered, perm: Permanent) -> Asks:
    """16-24: you may suspend 1 of your other Digimon: its DP now (16-24-4) and
    <Security A. +1> for the attack, kept even if it leaves (16-24-5)."""
    if not _still_attacking(g, perm):
        return
    allies = [
        p
        for p in g.players[perm.owner].battle
        if p is not perm
        and q.is_digimon(g, p)
        and not p.suspended  # 16-24-3
        and not q.held_unsuspended(g, p)
    ]
    if not allies:
        return
    moves = [mv(Verb.ALLIANCE, p.id) for p in allies] + [mv(Verb.NO_ALLIANCE)]
    answer = yield from g.ask(
        perm.owner, Ask.ALLIANCE, moves, f"<Alliance>: suspend a Digimon to help {g.named(perm)}?"
    )
    if answer.verb is Verb.NO_ALLIANCE:
        return
    ally = g.permanent(answer.args[0])
    g.set_suspended(ally, True, cause="alliance")  # an effect's suspension (EX4-033)
    added = q.dp(g, ally) or 0
    grant = Grant(dp=added, gains=(Gained(keyword="security_attack", value=1),))
    g.add_modifier(Modifier(perm.owner, grant, g.turn_number, perm=perm.id, for_attack=True))
    g.log(
        f"<Alliance>: {g.named(ally)} suspends; {g.named(perm)} gets +{added} DP and "
        "<Security A. +1> for the attack (16-24-1)"
    )


_ACTIVATE = {
    "save": _save,
    "fortitude": _fortitude,
    "retaliation": _retaliation,
    "blitz": _blitz,
    "execute": _execute,
    "vortex": _vortex,
    "overclock": _overclock,
    "raid": _raid,
    "alliance": _alliance,
}


# ---- procedures ----------------------------------------------------------------------------


def pierces(g: Zones, attacker: Permanent, target: Permanent, deleted: list[Permanent]) -> bool:
    """16-7-1, 16-7-4: only the opponent's Digimon was deleted in battle and the attacker
    has <Piercing> now (checked at once: losing it later doesn't matter). A [Once Per Turn]
    effect giving it is then used (EX5-037)."""
    if not (deleted == [target] and "piercing" in g.board().granted):
        return False
    if not has(g, attacker, "piercing"):
        return False
    q.use_keyword(g, attacker, "piercing")
    return True


UNBLOCKABLE = frozenset(("cant_be_blocked", "cant_have_attack_target_switched"))
"""What can take away an attack's block timing."""


def switchable(g: Zones, attacker: Permanent) -> bool:
    """Whether anything may switch `attacker`'s attack target (15-1-3, ruling Q2280)."""
    return "cant_have_attack_target_switched" not in g.board().granted or not q.cant(
        g, attacker, "cant_have_attack_target_switched"
    )


def blockable(g: Zones, attacker: Permanent) -> bool:
    """15-1-3, 12-1-7-1: no block timing for an attacker that can't be blocked, nor for one
    whose attack target can't be switched (a block switches it, ruling Q2280)."""
    granted = g.board().granted
    return switchable(g, attacker) and (
        "cant_be_blocked" not in granted or not q.cant(g, attacker, "cant_be_blocked")
    )
