"""Effects triggering (chapter 10): collected into `Field.triggered` when their timing
comes or their "when X" event happens (15-8-3-1), once per event however many cards it
concerned, each checked against its [Once Per Turn] count. They activate later, one at a
time (`effects`, `Game.settle`), each if its condition holds then.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from digimon_tui.cards.conditions import Event
from digimon_tui.cards.model import Card, Effect, Trigger

from . import queries as q
from .board import NAMED, Listeners, named, named_gains
from .context import Ctx
from .state import Permanent, Triggered

if TYPE_CHECKING:
    from .field import Field


INHERITED = 100
"""Effect indexes from here on are inherited effects (see compiled._split)."""


GRANTED = 1000
"""Effect indexes from here on are effects a Digimon gained from another effect."""
PERSISTENT_GRANTED = 1_000_000
"""And from here on, from a persistent effect in force (`queries.effects_gained`)."""

BY_EFFECT = ("effect", "alliance")
"""The causes of an event that an effect brought about: <Alliance>'s suspension is one
(16-24), as EX4-033's "when an effect suspends this Digimon" hears it."""


def _trigger(
    g: Field,
    player: int,
    eff: Effect,
    card: int,
    src: Permanent | None,
    idx: int,
    dna: bool = False,
    aim: Permanent | None = None,
    timing: str = "",
    cards: tuple[int, ...] = (),
) -> None:
    key = (src.id if src is not None else card, card, idx)
    if eff.per_turn and g.used_once.get(key, 0) >= eff.per_turn:  # 15-14-1-2
        return
    timing = timing or eff.timing
    # A trigger-type effect's "if" is checked as it activates (15-8-3-9-2, `why_not`), so it may
    # come true meanwhile: "When X, if Y" (BT1-082 Rosemon suspended by another effect first,
    # rulings Q937, Q938), a [When Attacking] "if" after another effect's draw (ST8-05
    # Veedramon, Q698). An [On Deletion] effect's "if" reads the deletion as it was (15-8-3-9-4).
    if eff.condition is not None and timing == "on_deletion" and eff.trigger is None:
        view = Ctx(player, src, card, eff, dna=dna)
        if not q.condition_holds(g, eff.condition, player, src, view):
            return  # 15-6-3; does not count toward [Once Per Turn] (15-6-3)
    level = None if aim is None else q.level(g, aim)
    g.triggered.append(
        Triggered(player, eff, card, src, key, dna, aim, timing, aim_level=level, cards=cards)
    )


def collect(
    g: Field,
    perm: Permanent,
    timing: str,
    dna: bool = False,
    kept: Sequence[tuple[int, Effect]] = (),
) -> None:
    """Trigger `timing` effects of a stack: its top card's, and inherited ones (15-3); none
    of its [When Digivolving] or [When Attacking] effects while it "can't activate" them
    (15-1-3). `kept`: the
    effects persistent effects gave it as it left the battle area (`persistent_gained`)."""
    if barred(g, perm, timing):
        return
    for uid, idx, eff, own in timed_effects(g, perm, timing, kept):
        _trigger(g, perm.owner, eff, uid, perm, idx, dna and own, timing=timing)


def barred(g: Field, perm: Permanent, timing: str) -> bool:
    """A stack that "can't activate" its [When Digivolving] or [When Attacking] effects
    (15-1-3): they neither trigger nor are activated by another effect (ruling Q1355)."""
    if timing not in ("when_digivolving", "when_attacking"):
        return False
    name = f"cant_activate_{timing}"
    return name in g.grantable and q.cant(g, perm, name)


def linking(g: Field, perm: Permanent, uid: int) -> None:
    """15-16-6-1: the [When Linking] effects of the card that has just become a link card of
    `perm`, as that Digimon's effects (4-3-5)."""
    link = g.info[uid].linked
    if link is None:
        return
    for idx, eff in link.inherited_timed.get("when_linking", ()):
        _trigger(g, perm.owner, eff, uid, perm, idx, timing="when_linking")


def timed_effects(
    g: Field, perm: Permanent, timing: str, kept: Sequence[tuple[int, Effect]] = ()
) -> Iterator[tuple[int, int, Effect, bool]]:
    """The effects of `timing` a stack has: its top card's, inherited ones (15-3), and those
    it gained (the last flag False), each with the card it is on and its index."""
    info = g.info
    cards = perm.cards
    top = cards[-1]
    if g.players[perm.owner].breeding is perm:  # its [Breeding] effects alone (15-14-4)
        yield from _breeding_timed(g, perm, timing)
        return
    c = info[top]
    for idx, eff in c.timed.get(timing, ()):
        yield top, idx, eff, True
    if c.is_digimon and len(cards) > 1:
        for uid in cards[:-1]:
            for idx, eff in info[uid].inherited_timed.get(timing, ()):
                yield uid, idx, eff, True
    for uid in perm.links:  # 4-3-5; [When Linking] triggers only as it links (`linking`)
        link = info[uid].linked
        if link is not None and timing != "when_linking":
            for idx, eff in link.inherited_timed.get(timing, ()):
                yield uid, idx, eff, True
    if "effects_of" in g.grantable:  # gained by name from cards under it (BT10-011)
        for by, uid in named_gains(info, cards):
            for idx, eff in info[uid].timed.get(timing, ()):
                yield uid, named(by, idx), eff, True
    if "effects" in g.board().granted:  # lasting or persistent ones (BT5-091)
        for idx, eff in gained(g, perm, gone=timing == "on_deletion"):
            if timing in eff.timings and eff.trigger is None:
                yield top, idx, eff, False
    for idx, eff in kept:
        if timing in eff.timings and eff.trigger is None:
            yield top, idx, eff, False


def _breeding_timed(
    g: Field, perm: Permanent, timing: str
) -> Iterator[tuple[int, int, Effect, bool]]:
    """The [Breeding] effects of `timing` of the stack in a breeding area: its top card's and
    the inherited ones of the cards under it (15-14-4)."""
    cards = perm.cards
    top = g.info[cards[-1]].breeding
    if top is not None:
        for idx, eff in top.timed.get(timing, ()):
            yield cards[-1], idx, eff, True
    for uid in cards[:-1]:
        under = g.info[uid].breeding
        if under is not None:
            for idx, eff in under.inherited_timed.get(timing, ()):
                yield uid, idx, eff, True


def persistent_gained(g: Field, perm: Permanent) -> list[tuple[int, Effect]]:
    """The [On Deletion] effects a Digimon still in the battle area gains from persistent
    effects ("while [Numemon] is in this Digimon's digivolution cards, it gains "[On
    Deletion] ..."", BT15-057): read before it leaves, as it was (15-16-4), since the
    persistent effect is gone with it."""
    return [
        (PERSISTENT_GRANTED + n, e)
        for n, e in q.effects_gained(g, perm)
        if "on_deletion" in e.timings
    ]


def gained(g: Field, perm: Permanent, gone: bool = False) -> list[tuple[int, Effect]]:
    """Effects a Digimon has gained from lasting effects ("gains the following effect") and,
    in the battle area, from persistent ones ("while ..., it gains "...""); `gone`: as it had
    them when it left the battle area (its [On Deletion] effects, 15-16-4). A lasting effect
    its shield keeps off gives nothing while the shield lasts (15-15-5-3: rulings Q2199,
    Q831)."""
    out = []
    for i, m in enumerate(g.modifiers):
        if m.grant.effects and (
            q.modifier_applies(g, m, perm) or (gone and q.modifier_applied(g, m, perm))
        ):
            if not gone and q.shields(q.unaffected_by(g, perm), m.by, m.player, perm.owner):
                continue
            out += [(GRANTED + 10 * i + k, e) for k, e in enumerate(m.grant.effects)]
    if not gone and q.in_battle_area(g, perm):
        out += [(PERSISTENT_GRANTED + n, e) for n, e in q.effects_gained(g, perm)]
    return out


def fire_event(
    g: Field,
    event: Event,
    subject: Permanent,
    cause: str | None = None,
    other: Permanent | None = None,
) -> None:
    """Trigger "when X" effects of everything in the battle area (15-8-3-1). `cause` is how
    a deletion happened, what an attack targets ("player"/"digimon"), or "effect" for a
    play by an effect; `other` the Digimon a battle deleted (`deletes_in_battle`)."""
    if "trash" in g.special:
        _fire_in_trash(g, event, subject, cause)
    board = g.last_board if g.last_board.version == g.version else g.board()
    left = _left_listeners(g, subject) if event == "deleted" and "own_deletion" in g.special else []
    if board.quiet and not left:
        return
    gains = "effects" in board.granted
    tp = g.turn_player
    listeners = board.stacks.listeners[tp] + board.stacks.listeners[1 - tp] + left
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
            if t.event != event and not (t.or_digivolves and event == "digivolves"):
                continue
            if t.cause is not None and t.cause != cause:
                if not (t.cause == "battle" and cause == "security_battle"):
                    continue
            if t.target is not None and t.target != cause:
                continue
            if t.by_effect and cause not in BY_EFFECT:
                continue
            if t.from_digivolution_cards and subject.from_sources_turn != g.turn_number:
                continue
            if t.from_trash and subject.from_trash_turn != g.turn_number:
                continue
            if t.phase is not None and t.phase.removeprefix("any_") != g.phase:
                continue  # "during a main phase" (`any_main`): either player's
            if not q.timing_active(eff.timing, src.owner, tp):
                continue
            if t.whose == "this" and subject is not src:
                continue
            if event == "digivolves" and t.whose == "this" and idx < INHERITED:
                continue  # the top card's own: heard from the card it was (fire_digivolved_from)
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
            if t.attacked is not None and (  # "attacks one of your blue Digimon"
                other is None
                or other.owner != src.owner
                or not q.filter_holds(g, t.attacked, other)
            ):
                continue
            if t.filter is not None and not q.filter_holds(g, t.filter, subject, src):
                continue
            if t.same_level and not _same_level(g, subject):
                continue
            if t.extreme is not None and not q.is_extreme(g, t.extreme, subject):
                continue
            gone = "on_deletion" if src is subject and event == "deleted" else ""
            _trigger(g, src.owner, eff, uid, src, idx, aim=subject, timing=gone)


def _left_listeners(g: Field, perm: Permanent) -> Listeners:
    """The deleted Digimon's own "when this Digimon is deleted" effects (BT12-072): it has
    left the index of what is in play, so they are read from its stack as it was, and
    activate from the trash as [On Deletion] effects do (15-4-4-3)."""
    info = g.info
    cards = perm.cards
    found: Listeners = [(perm, cards[-1], info[cards[-1]].events)]
    if info[cards[-1]].is_digimon:
        found += [(perm, uid, info[uid].inherited_events) for uid in cards[:-1]]
    if "effects_of" in g.grantable:
        for by, uid in named_gains(info, cards):
            found.append((perm, uid, tuple((named(by, i), e) for i, e in info[uid].events)))
    out: Listeners = []
    for src, uid, events in found:
        mine = tuple((i, e) for i, e in events if _own_deletion(e))
        if mine:
            out.append((src, uid, mine))
    return out


def _own_deletion(eff: Effect) -> bool:
    t = eff.trigger
    return t is not None and t.event == "deleted" and t.whose == "this"


def fire_digivolved_from(g: Field, perm: Permanent, was_top: int, dna: bool = False) -> None:
    """ "[Your Turn] When this Digimon digivolves into a card with [Insectoid] in its traits"
    (P-075 Okuwamon): the effect of the card that was the top card as the Digimon
    digivolved, which now lies under the card it became (15-8-3-1); its filter is on that
    card. "... DNA digivolves into ..." (BT12-050) only when `dna`: the top card of either
    Digimon of a DNA digivolution."""
    for idx, eff in g.info[was_top].events:
        t = eff.trigger
        assert t is not None
        if (t.event, t.whose) != ("digivolves", "this") or (t.dna and not dna):
            continue
        if not q.timing_active(eff.timing, perm.owner, g.turn_player):
            continue
        if t.filter is not None and not q.filter_holds(g, t.filter, perm, perm):
            continue
        _trigger(g, perm.owner, eff, was_top, perm, idx, aim=perm)


def _same_level(g: Field, perm: Permanent) -> bool:
    """A Digimon that has just digivolved has the level of the card it digivolved from, now
    right under its top card."""
    cards = perm.cards
    return len(cards) > 1 and g.defs[cards[-1]].level == g.defs[cards[-2]].level


def _fire_in_trash(g: Field, event: Event, subject: Permanent, cause: str | None) -> None:
    """[Trash] "when X" effects of the cards in each player's trash, the turn player's first
    (ruling Q5528: only from the trash); "when an effect plays ..." only for a play by an
    effect (BT15-081)."""
    tp = g.turn_player
    for owner in (tp, 1 - tp):
        for uid in g.players[owner].trash:
            for idx, eff in g.info[uid].trash_events:
                t = eff.trigger
                assert t is not None
                if t.event != event or not q.timing_active(eff.timing, owner, tp):
                    continue
                if t.by_effect and cause not in BY_EFFECT:
                    continue
                if t.whose == "this" or (
                    t.whose != "any" and (subject.owner == owner) != (t.whose == "your")
                ):
                    continue
                if not _is_kind(g, subject, t.kind, event == "played"):
                    continue
                if t.filter is not None and not q.filter_holds(g, t.filter, subject):
                    continue
                _trigger(g, owner, eff, uid, None, idx, aim=subject)


def once_together(g: Field, since: int) -> None:
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


def _is_kind(g: Field, subject: Permanent, kind: str, played: bool = False) -> bool:
    """ "one of your Digimon", "one of your Tamers": a Tamer treated as a Digimon is both
    (15-12-1-4), but it is `played` as a Tamer (15-12-1-4)."""
    if played and kind != "tamer":
        return kind == "digimon_or_tamer" or g.info[subject.cards[-1]].is_digimon
    if kind == "digimon":
        return q.is_digimon(g, subject)
    tamer = g.defs[subject.cards[-1]].category == "tamer"
    return tamer or (kind == "digimon_or_tamer" and q.is_digimon(g, subject))


def _listening(g: Field, event: Event) -> Iterator[tuple[Permanent, int, int, Effect, Trigger]]:
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


def fire_option_used(g: Field, player: int, uid: int, cost: int) -> None:
    """15-8-3-1: "when you use an Option card" effects of everything in the battle area; the
    trigger's filter is on the Option card, which is no Digimon (so not `fire_event`). Its
    use cost is `cost`, the one it is used for: its own "when you would use this card, reduce
    its memory cost" reduces the cost itself (ruling Q5504 on EX5-021 Majiramon)."""
    used = g.defs[uid]
    if used.cost != cost:
        used = used.model_copy(update={"cost": cost})
    for src, card, idx, eff, t in _listening(g, "uses_option"):
        if t.whose in ("your", "opponents") and (player == src.owner) != (t.whose == "your"):
            continue
        if t.filter is not None and not q.card_holds(g, t.filter, uid, card=used):
            continue
        _trigger(g, src.owner, eff, card, src, idx)


def fire_option_placed(g: Field, uid: int) -> None:
    """15-8-3-1: "when an Option card with [Royal Knight] in its traits is placed in the battle
    area" (BT13-007) effects, of either player's card placed there (16-17-1)."""
    for src, card, idx, eff, t in _listening(g, "option_placed"):
        if t.filter is None or q.card_holds(g, t.filter, uid):
            _trigger(g, src.owner, eff, card, src, idx)


def fire_trashed(g: Field, event: Event, owner: int, by: int | None = None) -> None:
    """15-8-3-1: "when a card is trashed from your deck" (`trashed_from_deck`), "when one
    of your effects trashes a card in your hand" (`trashed_from_hand`) and "when a card is
    returned from your trash to your deck" (`returned_from_trash`) effects of everything in
    the battle area, once for the cards one effect moved from `owner`'s deck, hand or trash
    together (3-2-4). `by`: the player whose effect trashed cards from the hand, which
    "when a card is trashed from your hand" (`cause = "effect"`) doesn't mind."""
    for src, card, idx, eff, t in _listening(g, event):
        if t.whose == "this" or (owner == src.owner) != (t.whose == "your"):
            continue
        if t.filter is not None:  # a filter's is `fire_card_trashed_from_hand`
            continue
        if by is not None and by != owner and t.cause is None:
            continue  # "one of your effects trashes a card in your hand"
        _trigger(g, src.owner, eff, card, src, idx)


def fire_card_trashed_from_hand(g: Field, uid: int) -> None:
    """15-8-3-1: "when a Digimon card with [SoC] in its traits is trashed from your hand"
    (BT14-006), once for each such card, by any player's effect; the card is "that card"."""
    owner = g.owner_of(uid)
    for src, card, idx, eff, t in _listening(g, "trashed_from_hand"):
        if t.filter is None or t.whose != "your" or owner != src.owner:
            continue
        if q.card_holds(g, t.filter, uid):
            _trigger(g, src.owner, eff, card, src, idx, cards=(uid,))


def would_digivolve(g: Field, perm: Permanent, card: Card, dna: bool = False) -> bool:
    """ "When this Digimon would digivolve, if ..., <Recovery +1 (Deck)>": its "would
    digivolve" effects that do more than reduce the cost trigger before it digivolves from
    the hand into `card` (15-8-3-1, 15-8-5-1); True if any did. "... would DNA digivolve
    ..." (BT12-022) only when `dna`, a DNA digivolution."""
    before = len(g.triggered)
    top = perm.cards[-1]
    for uid in perm.cards:
        c = g.info[uid]
        own = c.card.effects if uid == top else c.card.inherited
        base = 0 if uid == top else INHERITED
        for eff in c.digivolve_reductions if uid == top else c.inherited_digivolve_reductions:
            t = eff.trigger
            assert t is not None
            if all(s.do == "reduce_cost" for s in eff.steps) or (t.dna and not dna):
                continue
            if t.filter is not None and not q.printed_holds(t.filter, card):
                continue
            if q.timing_active(eff.timing, perm.owner, g.turn_player):
                _trigger(g, perm.owner, eff, uid, perm, base + own.index(eff))
    return len(g.triggered) > before


def fire_zone(g: Field, event: Event, owner: int, cause: str | None = None) -> None:
    """15-8-3-1: "when a card is removed from / added to your security stack" and "when an
    effect adds cards to your hand" effects of everything in the battle area, once for the
    cards one step moved out of or into `owner`'s security stack or hand together; a trigger
    with a `cause` hears only that cause."""
    for src, card, idx, eff, t in _listening(g, event):
        if t.whose != "any" and (owner == src.owner) != (t.whose == "your"):
            continue
        if t.cause is not None and t.cause != cause:
            continue
        _trigger(g, src.owner, eff, card, src, idx)


def fire_security_checked(g: Field, owner: int, uid: int) -> None:
    """13-1: "when your security is checked" effects of `owner`'s cards in play, once for the
    card `uid` the check revealed, which is "that card" of their steps (EX5-053)."""
    for src, card, idx, eff, _ in _listening(g, "security_checked"):
        if src.owner == owner:
            _trigger(g, owner, eff, card, src, idx, cards=(uid,))


def fire_source_trashed(g: Field, event: Event, uid: int) -> None:
    """16-14: "when this card is trashed due to activating this Digimon's <Digi-Burst>"
    (`trashed_by_digi_burst`) and "when an effect trashes this digivolution card"
    (`source_trashed`): the trashed digivolution card's own inherited effect, triggering from
    the trash."""
    owner = g.owner_of(uid)
    for idx, eff in g.info[uid].inherited_events:
        t = eff.trigger
        assert t is not None
        if t.event == event and q.timing_active(eff.timing, owner, g.turn_player):
            _trigger(g, owner, eff, uid, None, idx)


def fire_own_trashed(g: Field, event: Event, uid: int, by: int) -> None:
    """15-8-3-1: "when this card is trashed from your deck" / "when one of your effects trashes
    this card in your hand": the trashed card's own effect, triggering from the trash; `by`
    is the card whose effect trashed it."""
    owner = g.owner_of(uid)
    trasher = f"{g.defs[by].number} {g.defs[by].name}"
    for idx, eff in g.info[uid].events:
        t = eff.trigger
        assert t is not None
        if t.event == event and t.whose == "this" and t.not_by != trasher:
            if q.timing_active(eff.timing, owner, g.turn_player):
                _trigger(g, owner, eff, uid, None, idx)


def still_there(g: Field, t: Triggered) -> bool:
    """15-4-4-3: an effect whose card was removed while pending does not activate."""
    src = t.source
    if t.effect.from_trash:  # 15-4-4-3: its card still in the trash
        return t.card in g.players[t.player].trash
    if src is None:
        return True
    if t.timing == "on_deletion":  # 15-4-4-3: the deleted card must still be in the trash,
        top = src.cards[-1]  # where a token, gone from the game, is held to be (4-21-5)
        return top in g.players[src.owner].trash or g.info[top].token
    if not q.in_battle_area(g, src) and not (
        t.effect.breeding and g.players[src.owner].breeding is src
    ):  # a [Breeding] effect's card stays in the breeding area (15-14-4)
        return False
    if t.key[2] >= NAMED:  # gained by name from a card that must still be under it
        return t.card in src.cards[:-1]
    if t.key[2] >= GRANTED:
        return True
    trigger = t.effect.trigger
    if t.key[2] >= INHERITED or (
        trigger is not None and (trigger.event, trigger.whose) == ("digivolves", "this")
    ):  # an inherited effect, or the effect of the card the Digimon digivolved from
        return t.card in src.cards[:-1] or t.card in src.links  # a link effect, 4-3-5
    return src.cards[-1] == t.card
