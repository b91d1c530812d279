"""Steps that take Digimon, Tamers or their cards out of play or off a stack: delete
(4-15), trash, return to the hand or deck (4-7-8), <De-Digivolve> (16-12)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from digimon_tui.cards import model as m
from digimon_tui.cards.selection import Extreme
from digimon_tui.loop.moves import mv

from .. import choose, keywords
from .. import queries as q
from ..perform import (
    Does,
    amount_of,
    chosen_order,
    hands_grew,
    source_name,
)
from ..state import Permanent
from ..triggers import (
    fire_card_trashed_from_hand,
    fire_event,
    fire_own_trashed,
    fire_source_trashed,
    fire_trashed,
    fire_zone,
)
from ..verbs import Ask, Asks, Verb

if TYPE_CHECKING:
    from ..context import Ctx
    from ..zones import Zones


def _delete(g: Zones, ctx: Ctx, step: m.Delete) -> Does:
    """Delete Digimon by an effect (4-15-1); what stops a deletion may ask its owner first."""
    what = source_name(g, ctx)
    target = step.target
    if step.kinds_if:  # "If X, choose ... Digimon. If Y, choose ... Tamers." (BT8-070)
        kinds = tuple(
            k.kind
            for k in step.kinds_if
            if q.condition_holds(g, k.condition, ctx.player, ctx.source, ctx)
        )
        if not kinds:
            return False
        target = target.model_copy(update={"kinds": kinds})
    if step.keep_each is not None:
        targets = yield from _all_but_each_extreme(g, ctx, step.keep_each, what)
    else:
        spared = None
        if step.spared_by_opponent:  # "your opponent chooses 1 of their Digimon" (15-10-2-1)
            spared = yield from _opponents_choice(g, ctx, what)
        targets = yield from choose.permanents(
            g, ctx, _dp_bound_raised(g, ctx, target), what, besides=spared
        )
    for also in step.also:  # "delete this Digimon and 1 of ...": at the same time
        more = yield from choose.permanents(g, ctx, _dp_bound_raised(g, ctx, also), what)
        targets = [*targets, *(p for p in more if p not in targets)]
    ctx.chosen = list(targets)
    before = {p.id: q.dp(g, p) or 0 for p in targets}  # "a Digimon with N DP is deleted"
    # what would stop a deletion may ask its owner (15-8-5-2)
    deleted = yield from g.delete(targets, "effect", "4-15-1", by=ctx.player)
    ctx.deleted_dp = [before[p.id] for p in deleted]
    ctx.deleted += [p.cards[-1] for p in deleted if p.owner == ctx.player]
    return bool(deleted)


def _all_but_each_extreme(g: Zones, ctx: Ctx, extreme: Extreme, what: str) -> Asks[list[Permanent]]:
    """ "Choose 1 of each player's Digimon with the highest play cost. Delete all other
    Digimon." (EX4-069): the effect's player picks one of each player's (among equals, ruling
    Q3512); every other Digimon of both players is the target."""
    kept: list[Permanent] = []
    for side in ("your", "opponents"):
        kept += yield from choose.permanents(g, ctx, m.Target(side=side, extreme=extreme), what)
    return [
        p
        for pl in (ctx.player, 1 - ctx.player)
        for p in g.players[pl].battle
        if q.is_digimon(g, p) and p not in kept
    ]


def _opponents_choice(g: Zones, ctx: Ctx, what: str) -> Asks[Permanent | None]:
    """The Digimon the opponent picks among their own for the deletion to leave; none when
    they have none."""
    them = ctx.copy()
    them.player = 1 - ctx.player
    mine = m.Target(side="your")
    chosen = yield from choose.permanents(g, them, mine, f"{what} (your opponent's effect)")
    return chosen[0] if chosen else None


def _dp_bound_raised(g: Zones, ctx: Ctx, target: m.Target) -> m.Target:
    """A deletion's printed DP bound ("with 3000 DP or less", "whose total DP adds up to 6000
    or less") raised by its player's "add 1000 to the maximum DP you can choose with DP-based
    deletion effects"; a bound by another Digimon's DP prints no number and stays (Q3292)."""
    if target.max_dp is None and target.total_dp is None:
        return target
    more = q.deletion_dp(g, ctx.player)
    if not more:
        return target
    bounds = {k: getattr(target, k) for k in ("max_dp", "total_dp")}
    return target.model_copy(update={k: v + more for k, v in bounds.items() if v is not None})


def _trash_digivolution_cards(g: Zones, ctx: Ctx, step: m.TrashDigivolutionCards) -> Does:
    """Trash digivolution cards from the top, bottom or any place of stacks."""
    what = source_name(g, ctx)
    targets = yield from choose.permanents(g, ctx, step.target, what)
    ctx.chosen = list(targets)
    done = False
    pooled = (yield from _pick_pooled(g, ctx, targets, step.count)) if step.pooled else {}
    for perm in targets:
        if step.pooled:
            picked = pooled.get(perm.id, [])
            if not picked:
                continue
            g.trash_from_stack(perm, picked)
            done = True
            for uid in picked:
                if g.info[uid].inherited_events:
                    fire_source_trashed(g, "source_trashed", uid)
            continue
        trashable = q.trashable_sources(g, perm)
        count = step.count
        if step.for_every is not None:  # "for each of that Digimon's colors": this one's
            every = step.for_every
            count *= q.count(g, every, ctx.player, perm) if every.that else amount_of(g, ctx, every)
        n = len(perm.cards) - 1 if step.all else min(count, len(perm.cards) - 1)
        if step.where == "any":
            n = min(n, len(trashable))
        if n > 0 and step.up_to:
            n = yield from _how_many(g, ctx, perm, n)
        if n > 0 and step.where == "any":
            picked = yield from _pick_under(g, ctx, perm, n, trashable)
        elif n > 0:  # the cards at that place, but those effects can't trash (Q1922)
            under = perm.cards[:-1]
            picked = [
                u for u in (under[-n:] if step.where == "top" else under[:n]) if u in trashable
            ]
        else:
            continue
        if not picked:
            continue
        g.trash_from_stack(perm, picked)
        done = True
        for uid in picked:  # "when an effect trashes this digivolution card"
            if g.info[uid].inherited_events:
                fire_source_trashed(g, "source_trashed", uid)
    return done


def _return_to_hand(g: Zones, ctx: Ctx, step: m.ReturnToHand) -> Does:
    """Return Digimon to the hand (4-7-8), unless an effect keeps them (15-1-3)."""
    what = source_name(g, ctx)
    targets = yield from choose.permanents(g, ctx, step.target, what)
    ctx.chosen = list(targets)
    targets = _allowed(g, targets, "cant_be_returned_to_hand", ctx.player)
    targets = yield from keywords.before_leaving(g, targets, ctx.player, "return")
    if not g.grantable.isdisjoint(keywords.LEAVE_INTERRUPTS):
        targets = yield from keywords.interrupt_return(g, targets, ctx.player)
    for perm in targets:
        g.return_to_hand(perm)
    hands_grew(g, {p.owner for p in targets if p.cards[-1] in g.players[p.owner].hand}, ctx)
    return bool(targets)


def _return_to_deck(g: Zones, ctx: Ctx, step: m.ReturnToDeck) -> Does:
    """Return Digimon to the deck top or bottom, in the order their owner chooses; or cards
    from the trash, in the order they are chosen."""
    what = source_name(g, ctx)
    if step.remain is not None:
        return _return_unseen(g, ctx, step.where, step.remain)
    if not step.target.in_battle:
        uids = yield from choose.cards(g, ctx, step.target, what)
        ctx.chosen = list(uids)
        from_trash = {g.owner_of(u) for u in uids if u in g.players[g.owner_of(u)].trash}
        for uid in uids:
            g.take_card(uid)
            pl = g.players[g.owner_of(uid)]
            deck = pl.eggs if g.defs[uid].category == "digi-egg" else pl.deck  # ruling Q1881
            deck.insert(0, uid) if step.where == "bottom" else deck.append(uid)
        for owner in sorted(from_trash):  # "when a card is returned from your trash to ..."
            fire_trashed(g, "returned_from_trash", owner)
        if uids and step.target.zone == "hand" and not step.reveal:  # they stay hidden
            g.log("{} card(s) from the hand returned to the {} of the deck", len(uids), step.where)
        elif uids:
            names = lambda: ", ".join(g.defs[u].name for u in uids)  # noqa: E731
            g.log("{} returned to the {} of the deck", names, step.where)
        return bool(uids)
    targets = yield from choose.permanents(g, ctx, step.target, what)
    ctx.chosen = list(targets)
    targets = _allowed(g, targets, "cant_be_returned_to_deck", ctx.player)
    targets = yield from keywords.before_leaving(g, targets, ctx.player, "return")
    if not g.grantable.isdisjoint(keywords.LEAVE_INTERRUPTS):
        targets = yield from keywords.interrupt_return(g, targets, ctx.player)
    targets = yield from _stacks_in_order(g, ctx.player, targets, step.where)
    for perm in targets:
        g.return_to_deck(perm, step.where)
    return bool(targets)


def _return_unseen(g: Zones, ctx: Ctx, where: str, remain: int) -> bool:
    """ "Return cards from your opponent's hand ... without looking until 8 remain": the
    player picks the cards and their order unseen (ruling Q2285 on BT13-033), which no choice
    of theirs can tell from chance, so chance picks them."""
    hand = g.players[1 - ctx.player].hand
    uids: list[int] = []
    while len(hand) > remain:
        uid = g.rng.choice(hand)
        g.take_card(uid)
        uids.append(uid)
    deck = g.players[1 - ctx.player].deck
    for uid in uids:
        deck.insert(0, uid) if where == "bottom" else deck.append(uid)
    g.log("{} card(s) of the opponent's hand go unseen to the {} of the deck", len(uids), where)
    ctx.chosen = list(uids)
    return bool(uids)


def _de_digivolve(g: Zones, ctx: Ctx, step: m.DeDigivolve) -> Does:
    """<De-Digivolve N> (16-12) on each chosen Digimon."""
    what = source_name(g, ctx)
    targets = yield from choose.permanents(g, ctx, step.target, what)
    ctx.chosen = list(targets)
    done = False
    for perm in targets:
        if "no_de_digivolve" in g.grantable and q.grant_total(g, perm, "no_de_digivolve"):
            g.log("{} isn't affected by <De-Digivolve> effects", perm)
            continue
        done = (yield from _de_digivolve_stack(g, ctx, perm, step.amount)) or done
    return done


def _trash(g: Zones, ctx: Ctx, step: m.Trash) -> Does:
    """Trash Digimon, or cards from a hand, deck or security stack; each zone's event fires once."""
    what = source_name(g, ctx)
    if step.target.on_field:
        targets = yield from choose.permanents(g, ctx, step.target, what)
        ctx.chosen = list(targets)
        targets = yield from keywords.before_leaving(g, targets, ctx.player, "trash")
        if not g.grantable.isdisjoint(keywords.LEAVE_INTERRUPTS):
            targets = yield from keywords.interrupt_return(g, targets, ctx.player, "remove")
        for perm in targets:
            g.trash_stack(perm)
        return bool(targets)
    if step.unseen:  # "without looking": chance picks among the opponent's hand (Q2445)
        hand = g.players[1 - ctx.player].hand
        uids = g.rng.sample(hand, min(step.target.count, len(hand)))
    elif step.by_opponent:  # they choose from their own hand (hidden from this player)
        them = ctx.copy()
        them.player = 1 - ctx.player
        uids = yield from choose.cards(g, them, step.as_opponent.target, what)
    elif step.for_every is not None or step.more_for_every is not None:
        top = step.target.top or 0  # the top cards, times the count or plus it
        if step.for_every is not None:
            top *= amount_of(g, ctx, step.for_every)
        if step.more_for_every is not None:
            top += amount_of(g, ctx, step.more_for_every)
        uids = []
        if top:
            target = step.target.model_copy(update={"top": top})
            uids = yield from choose.cards(g, ctx, target, what)
    elif step.remain is not None:  # "until you have 3 or more remaining" (BT6-033)
        most = len(g.players[ctx.player].security) - step.remain
        uids = []
        if most > 0:
            target = step.target.model_copy(update={"top": most})
            uids = yield from choose.cards(g, ctx, target, what)
    elif step.zones:  # "in your hand or this Digimon's digivolution cards"
        uids = yield from choose.cards_in_zones(g, ctx, step.target, step.zones, what)
    else:
        uids = yield from choose.cards(g, ctx, step.target, what)
    from_deck = [  # 15-15-3-1: a revealed card trashed isn't trashed from the deck
        u for u in uids if u in g.players[g.owner_of(u)].deck and u not in ctx.revealed
    ]
    from_hand = [u for u in uids if u in g.players[ctx.player].hand]
    from_hands = [u for u in uids if u in g.players[g.owner_of(u)].hand]
    hands = sorted({g.owner_of(u) for u in from_hands})
    from_security = [u for u in uids if u in g.players[g.owner_of(u)].security]
    for uid in uids:
        g.take_card(uid, announce=False)
        g.players[g.owner_of(uid)].trash.append(uid)
    if uids:
        g.log("{} trashed", lambda: ", ".join(g.defs[u].name for u in uids))
    for owner in sorted({g.owner_of(u) for u in from_security}):
        fire_zone(g, "removed_from_security", owner)
    ctx.chosen = list(uids)
    ctx.trashed += uids
    if from_deck or hands:  # not revealed cards: they left the deck (15-15-3-1)
        for owner in sorted({g.owner_of(u) for u in from_deck}):
            fire_trashed(g, "trashed_from_deck", owner)
        for owner in hands:  # "when a card is trashed from your hand" (by whoever's effect)
            fire_trashed(g, "trashed_from_hand", owner, by=ctx.player)
        for uid in from_deck:
            fire_own_trashed(g, "trashed_from_deck", uid, ctx.card)
        for uid in from_hand:
            fire_own_trashed(g, "trashed_from_hand", uid, ctx.card)
    for uid in from_hands:  # "when a Digimon card ... is trashed from your hand"
        fire_card_trashed_from_hand(g, uid)
    if from_security:
        for uid in from_security:
            fire_own_trashed(g, "trashed_from_security", uid, ctx.card)
    return bool(uids)


def _how_many(g: Zones, ctx: Ctx, perm: Permanent, most: int) -> Asks[int]:
    """ "up to N digivolution cards from the bottom of ...": how many, 0 to N, of this one."""
    moves = [mv(Verb.COUNT, str(n)) for n in range(most + 1)]
    answer = yield from g.ask(
        ctx.player, Ask.COUNT, moves, f"Trash how many digivolution cards of {g.named(perm)}?"
    )
    return int(answer.args[0])


def _pick_under(
    g: Zones, ctx: Ctx, perm: Permanent, n: int, trashable: list[int]
) -> Asks[list[int]]:
    """ "trash any 1 digivolution card of ...": the effect's player picks which among those
    effects may trash (the battle area is a public area, 3-4-2)."""
    picked: list[int] = []
    for _ in range(n):
        under = [u for u in trashable if u not in picked]
        moves = tuple(dict.fromkeys(mv(Verb.CARD, g.defs[u].number) for u in under))
        answer = yield from g.ask(
            ctx.player, Ask.CARD, moves, f"Trash which digivolution card of {g.named(perm)}?"
        )
        picked.append(next(u for u in under if g.defs[u].number == answer.args[0]))
    return picked


def _pick_pooled(
    g: Zones, ctx: Ctx, targets: list[Permanent], n: int
) -> Asks[dict[str, list[int]]]:
    """ "trash any 2 digivolution cards from your opponent's Digimon": `n` cards in all, each
    picked from under any of the Digimon (`card ID NUMBER`), as many as there are."""
    picked: dict[str, list[int]] = {}
    for _ in range(n):
        under = {
            mv(Verb.CARD, p.id, g.defs[u].number): (p, u)
            for p in targets
            for u in p.cards[:-1]
            if u not in picked.get(p.id, [])
        }
        if not under:
            break
        answer = yield from g.ask(
            ctx.player, Ask.CARD, tuple(under), "Trash which digivolution card?"
        )
        perm, uid = under[answer]
        picked.setdefault(perm.id, []).append(uid)
    return picked


_BY_OPPONENT = "cant_be_returned_by_opponents_effects"


def _allowed(g: Zones, targets: list[Permanent], cant: str, by: int) -> list[Permanent]:
    """Those a "can't be returned to ..." effect doesn't hold back: chosen, they stay (15-1-3);
    `by` is the player whose effect returns them (its opponent's can't, for some)."""
    granted = g.board().granted
    if cant not in granted and _BY_OPPONENT not in granted:
        return targets
    kept = [
        p
        for p in targets
        if not (cant in granted and q.cant(g, p, cant))
        and not (by != p.owner and _BY_OPPONENT in granted and q.cant(g, p, _BY_OPPONENT))
    ]
    if len(kept) < len(targets):
        g.log("{} can't be returned (15-1-3)", ", ".join(p.id for p in targets if p not in kept))
    return kept


def _de_digivolve_stack(g: Zones, ctx: Ctx, perm: Permanent, amount: int) -> Does:
    """16-12: trash from the top, 1 up to `amount` cards, stopping at a level 3 card or
    when no digivolution cards are left."""
    if len(perm.cards) < 2:
        return False  # 16-12-4
    if amount > 1:
        moves = [mv(Verb.COUNT, str(n)) for n in range(1, amount + 1)]
        answer = yield from g.ask(ctx.player, Ask.COUNT, moves, "<De-Digivolve>: how many cards?")
        amount = int(answer.args[0])  # 16-12-1
    trashed = 0
    while trashed < amount and len(perm.cards) > 1:
        top = perm.cards[-1]
        g.trash_from_stack(perm, [top])
        trashed += 1
        if g.defs[perm.cards[-1]].level == 3:  # 16-12-5
            break
    g.log("<De-Digivolve> trashes {} card(s) from the top of {} (16-12)", trashed, perm)
    _option_on_top(g, perm)
    return trashed > 0


def _option_on_top(g: Zones, perm: Permanent) -> None:
    """An Option uncovered as a Digimon's top card can't stay: the stack is trashed, not
    deleted (BT9-109 X Antibody, ruling Q1921)."""
    if g.defs[perm.cards[-1]].category == "option":
        g.log("{} can't stay in the battle area as a top card: trashed, not deleted", perm)
        g.trash_stack(perm)


def _trash_top_card(
    g: Zones, ctx: Ctx, step: m.TrashTopCard | m.TopCardToSecurity | m.TopCardToBottom
) -> Does:
    """ "Trash the top card of X" (or place it on top of the security stack, or as its bottom
    digivolution card): the card under it becomes the top card; a Digimon without
    digivolution cards keeps its one card (ruling Q1885)."""
    targets = yield from choose.permanents(g, ctx, step.target, source_name(g, ctx))
    ctx.chosen = list(targets)
    done = False
    for perm in targets:
        if len(perm.cards) < 2:
            g.log("{} has no digivolution cards: its top card stays", perm)
            continue
        top = perm.cards[-1]
        if isinstance(step, m.TopCardToBottom):
            g.log(
                "{}, the top card of {}, becomes its bottom digivolution card",
                g.defs[top].name,
                perm,
            )
            perm.cards.pop()
            perm.digixrossed = 0  # what the new top card is, not how the old one came
            perm.played_by_effect = False
            perm.digivolved_from_trash = False
            g.stack_under(perm, top)
            fire_event(g, "top_card_placed_under", perm, "effect")
        elif isinstance(step, m.TopCardToSecurity):
            g.take_from_stack(perm, [top])
            g.put_in_security(perm.owner, top, "top")
            g.log("the top card of {} goes on top of the security stack", perm)
        else:
            g.trash_from_stack(perm, [top])
            g.log("the top card of {} is trashed", perm)
        _option_on_top(g, perm)
        done = True
    return done


def _stacks_in_order(
    g: Zones, player: int, stacks: list[Permanent], where: str
) -> Asks[list[Permanent]]:
    """Several Digimon to their owners' decks at once: the player whose effect moves them
    chooses the order in each deck (3-1-3-4), each under (on top of) the ones before it."""
    word = "to the bottom of" if where == "bottom" else "on top of"
    out: list[Permanent] = []
    for owner in dict.fromkeys(p.owner for p in stacks):
        out += yield from chosen_order(
            g,
            player,
            [p for p in stacks if p.owner == owner],
            lambda p: mv(Verb.TARGET, p.id),
            Ask.TARGET,
            f"Which Digimon goes {word} its owner's deck next? (3-1-3-4)",
            same=lambda p: g.defs[p.cards[-1]].number,
        )
    return out


def _prevent_deletion(g: Zones, ctx: Ctx, step: m.PreventDeletion) -> bool:
    """ "Prevent that deletion" (15-8-5-2): the deletion that offered the effect reads it."""
    ctx.prevented = True
    return True


PLAIN: dict[type[m.Step], Callable[[Zones, Ctx, Any], bool]] = {
    m.PreventDeletion: _prevent_deletion,
}


"""The steps of this family that ask nothing, by type."""


ASKING: dict[type[m.Step], Callable[[Zones, Ctx, Any], Does]] = {
    m.Delete: _delete,
    m.TrashDigivolutionCards: _trash_digivolution_cards,
    m.ReturnToHand: _return_to_hand,
    m.ReturnToDeck: _return_to_deck,
    m.DeDigivolve: _de_digivolve,
    m.TrashTopCard: _trash_top_card,
    m.TopCardToSecurity: _trash_top_card,
    m.TopCardToBottom: _trash_top_card,
    m.Trash: _trash,
}


"""The steps of this family that may ask a player, by type."""
