"""Triggering and activating effects, and what each step of the effect language does.

Chapter 10: effects trigger (collected into `Game.triggered`), wait, and activate
one at a time in `Game.settle`; conditions are checked when an effect triggers and
again when it activates, and an effect whose card left play does not activate.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from digimon_tui.cards.conditions import Event
from digimon_tui.cards.model import Card, Effect, Step, Trigger
from digimon_tui.cards.text import effect_text
from digimon_tui.loop.moves import mv

from . import queries as q
from .perform import expiry, run_steps
from .state import PLAYER_NAMES, Permanent, Triggered
from .verbs import Ask, Asks, Verb

__all__ = ["Ctx", "activate", "activate_main", "collect", "expiry", "fire_event", "run_steps"]

if TYPE_CHECKING:
    from .game import Game


INHERITED = 100
"""Effect indexes from here on are inherited effects (see compiled._split)."""
GRANTED = 1000
"""Effect indexes from here on are effects a Digimon gained from another effect."""


@dataclass(slots=True)
class Ctx:
    """Who is activating an effect, from which Digimon or card, and what its steps have
    chosen or revealed so far ("that Digimon", "the revealed cards", "if you do")."""

    player: int
    source: Permanent | None
    card: int
    effect: Effect
    chosen: list[Any] = field(default_factory=list)
    """What the last step chose: Digimon (`Permanent`) or cards (uids)."""
    revealed: list[int] = field(default_factory=list)
    done: bool = True
    """Whether the last step did something."""
    dna: bool = False
    """The effect triggered as its Digimon DNA digivolved."""
    event: Permanent | None = None
    """The Digimon whose "when X" event triggered the effect ("the played Digimon")."""
    suspended: int = 0
    """How many the last "suspend" step suspended ("for every Tamer you suspend this way")."""
    paid: list[Any] = field(default_factory=list)
    """What the effect's cost chose ("the deleted Digimon", "the trashed card", 11-7)."""
    together: int = 1
    """How many Digimon that event happened to at once ("for every Digimon deleted")."""

    def copy(self) -> Ctx:
        return Ctx(
            self.player,
            self.source,
            self.card,
            self.effect,
            list(self.chosen),
            list(self.revealed),
            self.done,
            self.dna,
            self.event,
            self.suspended,
            list(self.paid),
            self.together,
        )


def _trigger(
    g: Game,
    player: int,
    eff: Effect,
    card: int,
    src: Permanent | None,
    idx: int,
    dna: bool = False,
    aim: Permanent | None = None,
    timing: str = "",
) -> None:
    key = (src.id if src is not None else card, card, idx)
    if eff.per_turn and g.used_once.get(key, 0) >= eff.per_turn:  # 4-15-2
        return
    view = Ctx(player, src, card, eff, dna=dna) if eff.condition and eff.condition.dna else None
    # "When X, if Y": Y is checked as the effect activates (`why_not`), so it may come true
    # meanwhile (BT1-082 Rosemon suspended by another effect first, rulings Q937, Q938)
    if (
        eff.condition is not None
        and eff.trigger is None
        and not q.condition_holds(g, eff.condition, player, src, view)
    ):
        return  # 10-2-1; does not count toward [Once Per Turn] (4-15-8)
    g.triggered.append(Triggered(player, eff, card, src, key, dna, aim, timing or eff.timing))


def collect(g: Game, perm: Permanent, timing: str, dna: bool = False) -> None:
    """Trigger `timing` effects of a stack: its top card's, and inherited ones (4-4)."""
    info = g.info
    cards = perm.cards
    top = cards[-1]
    c = info[top]
    timed = c.timed.get(timing)
    if timed is not None:
        for idx, eff in timed:
            _trigger(g, perm.owner, eff, top, perm, idx, dna, timing=timing)
    if c.is_digimon and len(cards) > 1:
        for uid in cards[:-1]:
            timed = info[uid].inherited_timed.get(timing)
            if timed is not None:
                for idx, eff in timed:
                    _trigger(g, perm.owner, eff, uid, perm, idx, dna, timing=timing)
    if g.modifiers and "effects" in g.board().granted:
        for idx, eff in gained(g, perm, gone=timing == "on_deletion"):
            if timing in eff.timings and eff.trigger is None:
                _trigger(g, perm.owner, eff, top, perm, idx, timing=timing)


def gained(g: Game, perm: Permanent, gone: bool = False) -> list[tuple[int, Effect]]:
    """Effects a Digimon has gained from lasting effects ("gains the following effect");
    `gone`: as it had them when it left the battle area (its [On Deletion] effects, 10-4-4)."""
    out = []
    for i, m in enumerate(g.modifiers):
        if m.grant.effects and (
            q.modifier_applies(g, m, perm) or (gone and q.modifier_applied(g, m, perm))
        ):
            out += [(GRANTED + 10 * i + k, e) for k, e in enumerate(m.grant.effects)]
    return out


def fire_event(
    g: Game,
    event: Event,
    subject: Permanent,
    cause: str | None = None,
    other: Permanent | None = None,
) -> None:
    """Trigger "when X" effects of everything in the battle area (10-4-7-3). `cause` is how
    a deletion happened, what an attack targets ("player"/"digimon"), or "effect" for a
    play by an effect; `other` the Digimon a battle deleted (`deletes_in_battle`)."""
    board = g.last_board if g.last_board.version == g.version else g.board()
    if board.quiet:
        return
    gains = "effects" in board.granted
    tp = g.turn_player
    listeners = board.stacks.listeners[tp] + board.stacks.listeners[1 - tp]
    if gains:
        for pl in (g.players[tp], g.players[1 - tp]):
            for src in pl.battle:
                mine = tuple((i, e) for i, e in gained(g, src) if e.trigger is not None)
                if mine:
                    listeners = [*listeners, (src, src.cards[-1], mine)]
    for src, uid, events in listeners:
        for idx, eff in events:
            t = eff.trigger
            assert t is not None
            if t.event != event:
                continue
            if t.cause is not None and t.cause != cause:
                if not (t.cause == "battle" and cause == "security_battle"):
                    continue
            if t.target is not None and t.target != cause:
                continue
            if t.by_effect and cause != "effect":
                continue
            if t.phase is not None and t.phase != g.phase:
                continue
            if not q.timing_active(eff.timing, src.owner, tp):
                continue
            if t.whose == "this" and subject is not src:
                continue
            if t.whose in ("your", "opponents") and (subject.owner == src.owner) != (
                t.whose == "your"
            ):
                continue
            if t.other and subject is src:
                continue
            if t.whose != "this" and not _is_kind(g, subject, t.kind, event == "played"):
                continue
            if t.loser is not None and (other is None or not q.filter_holds(g, t.loser, other)):
                continue
            if t.filter is not None and not q.filter_holds(g, t.filter, subject, src):
                continue
            _trigger(g, src.owner, eff, uid, src, idx, aim=subject)


def once_together(g: Game, since: int) -> None:
    """Several Digimon deleted at the same time are one event: each "when a Digimon is
    deleted" effect that triggered since `since` triggers once, for them all (rulings
    Q909, Q910), and knows how many it counted."""
    seen: dict[tuple, Triggered] = {}
    kept = []
    for t in g.triggered[since:]:
        first = seen.get(t.key)
        if first is not None and t.effect.trigger is not None:
            first.together += 1
            continue
        seen[t.key] = t
        kept.append(t)
    g.triggered[since:] = kept


def _is_kind(g: Game, subject: Permanent, kind: str, played: bool = False) -> bool:
    """ "one of your Digimon", "one of your Tamers": a Tamer treated as a Digimon is both
    (13-4-2), but it is `played` as a Tamer (13-4-3)."""
    if played and kind != "tamer":
        return kind == "digimon_or_tamer" or g.info[subject.cards[-1]].is_digimon
    if kind == "digimon":
        return q.is_digimon(g, subject)
    tamer = g.defs[subject.cards[-1]].category == "tamer"
    return tamer or (kind == "digimon_or_tamer" and q.is_digimon(g, subject))


def _listening(g: Game, event: Event) -> Iterator[tuple[Permanent, int, int, Effect, Trigger]]:
    """The "when X" effects of everything in the battle area that listen for `event` and
    whose timing is active now: (source, card, index, effect, trigger)."""
    board = g.board()
    if board.quiet:
        return
    tp = g.turn_player
    for src, card, events in board.stacks.listeners[tp] + board.stacks.listeners[1 - tp]:
        for idx, eff in events:
            t = eff.trigger
            assert t is not None
            if t.event == event and q.timing_active(eff.timing, src.owner, tp):
                yield src, card, idx, eff, t


def fire_option_used(g: Game, player: int, uid: int) -> None:
    """10-4-7-3: "when you use an Option card" effects of everything in the battle area; the
    trigger's filter is on the Option card, which is no Digimon (so not `fire_event`)."""
    for src, card, idx, eff, t in _listening(g, "uses_option"):
        if t.whose in ("your", "opponents") and (player == src.owner) != (t.whose == "your"):
            continue
        if t.filter is not None and not q.card_holds(g, t.filter, uid):
            continue
        _trigger(g, src.owner, eff, card, src, idx)


def fire_trashed(g: Game, event: Event, owner: int) -> None:
    """10-4-7-3: "when a card is trashed from your deck" (`trashed_from_deck`) and "when one
    of your effects trashes a card in your hand" (`trashed_from_hand`) effects of everything
    in the battle area, once for the cards one effect trashed from `owner`'s deck or hand
    together (3-2-3)."""
    for src, card, idx, eff, t in _listening(g, event):
        if t.whose == "this" or (owner == src.owner) != (t.whose == "your"):
            continue
        _trigger(g, src.owner, eff, card, src, idx)


def would_digivolve(g: Game, perm: Permanent, card: Card) -> bool:
    """ "When this Digimon would digivolve, if ..., <Recovery +1 (Deck)>": its "would
    digivolve" effects that do more than reduce the cost trigger before it digivolves from
    the hand into `card` (10-4-7-3, 13-3); True if any did."""
    before = len(g.triggered)
    top = perm.cards[-1]
    for uid in perm.cards:
        c = g.info[uid]
        own = c.card.effects if uid == top else c.card.inherited
        base = 0 if uid == top else INHERITED
        for eff in c.digivolve_reductions if uid == top else c.inherited_digivolve_reductions:
            t = eff.trigger
            assert t is not None
            if all(s.do == "reduce_cost" for s in eff.steps):
                continue
            if t.filter is not None and not q.printed_holds(t.filter, card):
                continue
            if q.timing_active(eff.timing, perm.owner, g.turn_player):
                _trigger(g, perm.owner, eff, uid, perm, base + own.index(eff))
    return len(g.triggered) > before


def fire_zone(g: Game, event: Event, owner: int) -> None:
    """10-4-7-3: "when a card is removed from / added to your security stack" and "when an
    effect adds cards to your hand" effects of everything in the battle area, once for the
    cards one step moved out of or into `owner`'s security stack or hand together."""
    for src, card, idx, eff, t in _listening(g, event):
        if t.whose != "any" and (owner == src.owner) != (t.whose == "your"):
            continue
        _trigger(g, src.owner, eff, card, src, idx)


def fire_source_trashed(g: Game, event: Event, uid: int) -> None:
    """12-14: "when this card is trashed due to activating this Digimon's <Digi-Burst>"
    (`trashed_by_digi_burst`) and "when an effect trashes this digivolution card"
    (`source_trashed`): the trashed digivolution card's own inherited effect, triggering from
    the trash."""
    owner = g.owner_of(uid)
    for idx, eff in g.info[uid].inherited_events:
        t = eff.trigger
        assert t is not None
        if t.event == event and q.timing_active(eff.timing, owner, g.turn_player):
            _trigger(g, owner, eff, uid, None, idx)


def fire_own_trashed(g: Game, event: Event, uid: int) -> None:
    """10-4-7-3: "when this card is trashed from your deck" / "when one of your effects trashes
    this card in your hand": the trashed card's own effect, triggering from the trash."""
    owner = g.owner_of(uid)
    for idx, eff in g.info[uid].events:
        t = eff.trigger
        assert t is not None
        if t.event == event and t.whose == "this":
            if q.timing_active(eff.timing, owner, g.turn_player):
                _trigger(g, owner, eff, uid, None, idx)


def still_there(g: Game, t: Triggered) -> bool:
    """10-1-6-4: an effect whose card was removed while pending does not activate."""
    src = t.source
    if src is None:
        return True
    if t.timing == "on_deletion":  # 10-4-4-5: the deleted card must still be in the trash
        return src.cards[-1] in g.players[src.owner].trash
    if not q.in_battle_area(g, src):
        return False
    if t.key[2] >= GRANTED:
        return True
    if t.key[2] >= INHERITED:
        return t.card in src.cards[:-1]
    return src.cards[-1] == t.card


_TEXTS: dict[int, tuple[Effect, str]] = {}


def text_of(effect: Effect) -> str:
    """An effect's card text, written once per effect object: questions about pending
    effects show it every time they are asked."""
    hit = _TEXTS.get(id(effect))
    if hit is None or hit[0] is not effect:
        hit = _TEXTS[id(effect)] = (effect, effect_text(effect))
    return hit[1]


def describe(g: Game, t: Triggered) -> str:
    where = f" ({t.source.id})" if t.source is not None else ""
    return f"{g.defs[t.card].name}{where}: {text_of(t.effect)}"


def activate(g: Game, t: Triggered) -> Asks:
    """Activate one pending effect (10-3)."""
    eff = t.effect
    ctx = Ctx(t.player, t.source, t.card, eff, dna=t.dna, event=t.aim, together=t.together)
    why = why_not(g, t, ctx)
    if why is not None:
        if g.logging:
            g.log(f"{describe(g, t)} does not activate: {why}")
        return
    steps = eff.steps
    # 11-7-2: a "by doing" effect is never required; nor is <Digi-Burst> (12-14-3)
    if eff.optional or eff.cost or eff.digi_burst:
        agreed = yield from may_steps(g, ctx, describe(g, t))
        if agreed is None:
            return
        steps = agreed
    if eff.per_turn:
        g.used_once[t.key] = g.used_once.get(t.key, 0) + 1
    if g.logging:
        g.log(f"activates {describe(g, t)}")
    if eff.digi_burst:
        yield from digi_burst(g, ctx, eff.digi_burst)
    if eff.cost:
        yield from run_steps(g, ctx, eff.cost)
        ctx.paid, ctx.chosen, ctx.done = ctx.chosen, [], True
    yield from run_steps(g, ctx, steps)


def why_not(g: Game, t: Triggered, ctx: Ctx) -> str | None:
    """Why a pending effect would not activate now, or None when it would: its card left
    (10-1-6-4), its condition no longer holds (10-1-6-3), its cost can't be paid (11-7-4)."""
    if not still_there(g, t):
        return "its card left (10-1-6-4)"
    eff = t.effect
    if eff.condition is not None and not q.condition_holds(
        g, eff.condition, t.player, t.source, ctx
    ):
        return "its condition no longer holds (10-1-6-3)"
    if eff.cost and not can_pay(g, ctx):
        return "its cost can't be paid (11-7-4)"
    if eff.digi_burst and (t.source is None or len(t.source.cards) - 1 < eff.digi_burst):
        return f"it has fewer than {eff.digi_burst} digivolution cards for <Digi-Burst> (12-14-3)"
    return None


def would_activate(g: Game, t: Triggered) -> bool:
    """Whether a pending effect would activate if it were next: only those are put in an
    order (4-6-2); a keyword's effect is checked as it activates (chapter 12)."""
    if t.effect.keyword is not None:
        return True
    return why_not(g, t, Ctx(t.player, t.source, t.card, t.effect, dna=t.dna, event=t.aim)) is None


def may_steps(g: Game, ctx: Ctx, what: str) -> Asks[tuple[Step, ...] | None]:
    """ "You may ...": its player chooses whether the effect activates (10-1-3) and gets the
    steps to perform, or None. When a "Then," part follows the "you may" part, declining
    skips only that part: the steps from "Then," on are still performed (11-8-2, ruling
    Q1643)."""
    eff = ctx.effect
    rest = () if eff.cost or eff.digi_burst else after_then(eff)
    either_way = ' (the part after "Then," happens either way, 11-8-2)' if rest else ""
    answer = yield from g.ask(
        ctx.player, Ask.OPTIONAL, (mv(Verb.YES), mv(Verb.NO)), f"Activate {what}?{either_way}"
    )
    if answer.verb is Verb.YES:
        return eff.steps
    if g.logging:
        who = PLAYER_NAMES[ctx.player]
        g.log(
            f"{who} does not do the first part (11-8-2)"
            if rest
            else f"{who} does not activate it (10-1-3)"
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


def can_pay(g: Game, ctx: Ctx) -> bool:
    """11-7-4: a "by doing X" effect needs X to be possible: the cards to trash, this
    Digimon or Tamer unsuspended to suspend, and so on."""
    from . import choose

    for step in ctx.effect.cost:
        target = getattr(step, "target", None)
        if target is None:
            continue
        if target.select == "this":
            src = ctx.source
            if src is None or not q.in_battle_area(g, src):
                return False
            if step.do == "suspend" and src.suspended:
                return False
            continue
        if target.in_battle:  # the battle area only (3-4-6); "other" is not this one
            cands = q.candidates(g, target, ctx.player)
            have = len([p for p in cands if not (target.other and p is ctx.source)])
        else:
            have = len(
                [u for u in choose.zone_cards(g, ctx, target) if choose.card_fits(g, target, u)]
            )
        if have < target.count:
            return False
    return True


def activate_main(g: Game, ctx: Ctx, agreed: bool = False, main: Effect | None = None) -> Asks:
    """Run a card's [Main] effect: using an Option, `activate ID`, or "activate this card's
    [Main] effect" from a [Security] effect (13-6); `main` a [Hand] [Main] effect (4-16).
    `agreed`: the player chose this very effect (`activate ID`), which answers its "you may"
    already."""
    main = main or g.info[ctx.card].main
    assert main is not None
    if g.logging:
        g.log(f"{g.defs[ctx.card].name}: {text_of(main)}")
    inner = Ctx(ctx.player, ctx.source, ctx.card, main)
    if main.condition is not None and not q.condition_holds(
        g, main.condition, ctx.player, ctx.source, inner
    ):
        g.log("its condition doesn't hold: nothing happens (10-2-1)")
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
            g.log("its cost can't be paid: nothing happens (11-7-4)")
            return
        yield from run_steps(g, inner, main.cost)
        inner.paid, inner.chosen, inner.done = inner.chosen, [], True
    yield from run_steps(g, inner, steps)


def digi_burst(g: Game, ctx: Ctx, n: int) -> Asks:
    """12-14: trash N of this Digimon's digivolution cards, chosen by its player (12-14-5)."""
    perm = ctx.source
    assert perm is not None
    for _ in range(n):
        under = perm.cards[:-1]
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
    if g.logging:
        g.log(f"<Digi-Burst {n}>: {n} digivolution card(s) of {perm.id} trashed (12-14)")
