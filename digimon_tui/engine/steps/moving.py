"""Steps that move cards between zones: draw, add to the hand, security (placing,
<Recovery>, shuffling), placing cards under a Digimon."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, get_args

from digimon_tui.cards import model as m
from digimon_tui.cards.selection import FILTER_FIELDS, Category
from digimon_tui.loop.moves import mv

from .. import choose, keywords
from .. import queries as q
from ..perform import (
    Does,
    amount_of,
    chosen_order,
    expiry,
    hands_grew,
    placed_under,
    source_name,
)
from ..state import PLAYER_NAMES, Modifier, Permanent
from ..triggers import fire_own_trashed, fire_zone
from ..verbs import Ask, Asks, Verb

if TYPE_CHECKING:
    from ..context import Ctx
    from ..zones import Zones


def _place_in_security(g: Zones, ctx: Ctx, step: m.PlaceInSecurity) -> Does:
    """Place Digimon or cards face down in a security stack, top or bottom; none while cards
    can't be added to security stacks by this player's effects (the effect still activates,
    ruling Q1908)."""
    what = source_name(g, ctx)
    if step.revealed_if:
        return (yield from _revealed_to_security(g, ctx, step))
    if q.security_closed(g, ctx.player):
        g.log("cards can't be added to security stacks by {}'s effects", PLAYER_NAMES[ctx.player])
        return False
    if step.target.in_battle:
        targets = yield from choose.permanents(g, ctx, step.target, what)
        ctx.chosen = list(targets)
        targets = yield from keywords.before_leaving(g, targets, ctx.player, "return")
        if not g.grantable.isdisjoint(keywords.LEAVE_INTERRUPTS):
            targets = yield from keywords.interrupt_return(g, targets, ctx.player, "remove")
        for perm in targets:
            where = yield from _top_or_bottom(g, ctx, step.where)
            g.stack_to_security(perm, where)
        return bool(targets)
    if step.target.select == "this":  # from the trash, or as an Option is used (limbo)
        uids = [ctx.card] if _in_trash_or_limbo(g, ctx.card) else []  # else it moved on (1-3-2)
    else:
        uids = yield from choose.cards(g, ctx, step.target, what)
    ctx.chosen = list(uids)
    for uid in uids:
        where = yield from _top_or_bottom(g, ctx, step.where)
        g.take_card(uid)
        g.put_in_security(ctx.player, uid, where)
    return bool(uids)


def _revealed_to_security(g: Zones, ctx: Ctx, step: m.PlaceInSecurity) -> Asks[bool]:
    """ "Reveal 1 card in your hand. If it's yellow, place it on top of your security stack
    face down. If it's not, return it to its owner's hand.": any card of the hand, the
    player's pick (ruling Q2292); one of several colours, yellow among them, is placed
    (Q2293); another stays in the hand."""
    uids = yield from choose.cards(g, ctx, step.target, source_name(g, ctx))
    if not uids:
        return False
    (uid,) = uids
    g.log("{} reveals {} from the hand", PLAYER_NAMES[ctx.player], g.defs[uid].name)
    ctx.chosen = [uid]
    if not set(step.revealed_if) & set(g.defs[uid].colors):
        g.log("{} returns to the hand", g.defs[uid].name)
        return True
    if q.security_closed(g, ctx.player):
        g.log("cards can't be added to security stacks by {}'s effects", PLAYER_NAMES[ctx.player])
        return True
    g.take_card(uid)
    g.put_in_security(ctx.player, uid, step.where)
    return True


def _trash_revealed_security(g: Zones, ctx: Ctx, step: m.TrashRevealedSecurity) -> Does:
    """Reveal the opponent's whole security stack, trash the cards the effect's player picks
    (ruling Q2009), or place the one picked on top of its owner's deck (LM-020), and have the
    rest shuffled, which never left the stack."""
    foe = g.players[1 - ctx.player]
    shown = list(foe.security)
    g.log(
        "{}'s security cards are revealed: {}",
        foe.name,
        lambda: ", ".join(f"{g.defs[u].number} {g.defs[u].name}" for u in shown) or "none",
    )
    picked: list[int] = []
    for _ in range(min(step.count, len(shown))):
        left = [u for u in shown if u not in picked]
        moves = tuple(dict.fromkeys(mv(Verb.CARD, g.defs[u].number) for u in left))
        prompt = "Trash which security card?" if step.to == "trash" else "Which card to the deck?"
        answer = yield from g.ask(ctx.player, Ask.CARD, moves, prompt)
        picked.append(next(u for u in left if g.defs[u].number == answer.args[0]))
    for uid in picked:
        g.take_card(uid, announce=False)
        (foe.trash if step.to == "trash" else foe.deck).append(uid)  # the deck's top is its end
    if picked:
        g.log(
            "{} {} from {}'s security stack",
            lambda: ", ".join(g.defs[u].name for u in picked),
            "trashed" if step.to == "trash" else "placed on top of the deck",
            foe.name,
        )
        fire_zone(g, "removed_from_security", foe.index)
        for uid in picked if step.to == "trash" else ():
            fire_own_trashed(g, "trashed_from_security", uid, ctx.card)
    g.rng.shuffle(foe.security)
    g.log("{} shuffles the security stack", foe.name)
    ctx.chosen = list(picked)
    return bool(picked)


_CATEGORY_NAMES = {
    "digi-egg": "Digi-Egg",
    "digimon": "Digimon",
    "tamer": "Tamer",
    "option": "Option",
}
"""The card categories as a player declares them (`mode 1` ... `mode 4`, in this order)."""


def _declare_category(g: Zones, ctx: Ctx, step: m.DeclareCategory) -> Does:
    """LM-020: the declared category (any of the four, ruling Q4004) shields this Digimon for
    the turn when the opponent's top card is of it (15-15-5); that card goes back on top or
    at the bottom of the deck, the effect's player's choice."""
    categories = get_args(Category)
    moves = tuple(mv(Verb.MODE, str(i)) for i in range(1, len(categories) + 1))
    labels = tuple(_CATEGORY_NAMES[c] for c in categories)
    answer = yield from g.ask(ctx.player, Ask.MODE, moves, "Declare which card category?", labels)
    declared = categories[int(answer.args[0]) - 1]
    g.log("{} declares {}", PLAYER_NAMES[ctx.player], declared)
    deck = g.players[1 - ctx.player].deck
    if not deck:
        return False
    top = deck[-1]
    g.log("{} is revealed", lambda: f"{g.defs[top].number} {g.defs[top].name}")
    perm = ctx.source
    if g.defs[top].category == declared and perm is not None and q.in_battle_area(g, perm):
        grant = m.Grant(unaffected_by=(declared,))
        until = expiry(g, ctx.player, "turn")
        by = q.effect_category(g, ctx.card, ctx.source)
        g.add_modifier(Modifier(ctx.player, grant, until, perm=perm.id, by=by))
        g.log("{} isn't affected by the effects of {} cards for the turn", perm, declared)
    where = yield from g.ask(
        ctx.player, Ask.WHERE, (mv(Verb.TOP), mv(Verb.BOTTOM)), "Top or bottom of the deck?"
    )
    if where.verb == Verb.BOTTOM:
        deck.insert(0, deck.pop())
    return True


def _recovery(g: Zones, ctx: Ctx, step: m.Recovery) -> bool:
    """<Recovery +N (Deck)> (16-6), unless cards can't be added to security stacks by this
    player's effects."""
    if q.security_closed(g, ctx.player):
        g.log("cards can't be added to security stacks by {}'s effects", PLAYER_NAMES[ctx.player])
        return False
    count = step.count
    security = len(g.players[ctx.player].security)
    if step.until is not None:
        count = step.until - security
    if step.up_to is not None:  # "can't increase the number of cards ... to 6 or more"
        count = min(count, step.up_to - security)
    return count > 0 and g.recovery(ctx.player, count) > 0


def _draw(g: Zones, ctx: Ctx, step: m.Draw) -> bool:
    """<Draw N> (16-8), or "both players draw": as many as the deck has."""
    n = step.amount
    if step.for_every is not None:
        n *= amount_of(g, ctx, step.for_every)
    players = (g.turn_player, 1 - g.turn_player) if step.both else (ctx.player,)
    said = "" if step.both else " (<Draw>, 16-8)"  # "both players draw" is no keyword
    grew = set()
    for player in players:  # "both players": the turn player first
        drawn = g.draw(player, n)  # 1-3-2: as many as the deck has
        g.log("{} draws {} card(s){}", PLAYER_NAMES[player], drawn, said)
        if drawn:
            grew.add(player)
    hands_grew(g, grew, ctx)
    return bool(grew)


def _add_to_hand(g: Zones, ctx: Ctx, step: m.AddToHand) -> Does:
    """Add cards to their owner's hand; one from a hidden zone stays unnamed (15-15-3-9-2),
    unless it was chosen there for what it is ("1 card with [Leomon] in its name from your
    security stack"): that one is shown, so the opponent can check it (EX5-027, Q3591)."""
    what = source_name(g, ctx)
    uids: list[int] = []
    shown: list[int] = []
    for t in (step.target, *step.also):
        more = yield from choose.cards(g, ctx, t, what, taken=uids)
        uids += more
        if step.reveal or t.model_fields_set & FILTER_FIELDS:
            shown += more
    for uid in uids:
        holder = g.players[g.owner_of(uid)]
        hidden = (uid in holder.security or uid in holder.deck) and uid not in ctx.revealed
        g.take_card(uid)
        holder.hand.append(uid)
        card = g.defs[uid]  # a card from a hidden zone stays hidden (15-15-3-9-2)
        if not hidden:
            g.log("{} is added to {}'s hand", card.name, holder.name)
        elif uid in shown:
            g.log("{} shows {} {} and adds it to the hand", holder.name, card.number, card.name)
        else:
            g.log("a card is added to {}'s hand", holder.name)
    ctx.chosen = list(uids)
    hands_grew(g, {g.owner_of(u) for u in uids}, ctx)
    return bool(uids)


def _shuffle(g: Zones, ctx: Ctx, step: m.ShuffleSecurity) -> bool:
    """Shuffle the player's security stack."""
    g.rng.shuffle(g.players[ctx.player].security)
    g.log("{} shuffles the security stack", PLAYER_NAMES[ctx.player])
    return True


def _add_this_card_to_hand(g: Zones, ctx: Ctx, step: m.AddThisCardToHand) -> bool:
    """Add this card, from the trash or while used, to its owner's hand."""
    if not _in_trash_or_limbo(g, ctx.card):
        return False
    g.take_card(ctx.card)
    owner = g.owner_of(ctx.card)
    g.players[owner].hand.append(ctx.card)
    g.log("{} is added to {}'s hand", g.defs[ctx.card].name, PLAYER_NAMES[owner])
    hands_grew(g, {owner}, ctx)
    return True


def _place_under(g: Zones, ctx: Ctx, step: m.PlaceUnder) -> Does:
    """Place cards under a Digimon as digivolution cards: this one, or the one of the
    player's Digimon the step names, chosen after the cards. Not a digivolution (no "when
    digivolving", no draw); never under a token (4-21-3)."""
    what = source_name(g, ctx)
    if step.played:
        return (yield from _place_under_played(g, ctx, step, what))
    if step.with_this:
        return (yield from _place_with_this(g, ctx, step))
    if step.target.in_battle:
        return (yield from _place_digimon_under(g, ctx, step))
    host = ctx.source
    if step.onto is None and (
        host is None or not q.in_play(g, host) or g.info[host.cards[-1]].token
    ):
        return False  # 4-21-3: no card goes under a token; a [Breeding] effect's Digimon is
        # in the breeding area
    if step.onto is not None and not q.candidates(g, step.onto, ctx.player, ctx.source):
        return False  # nowhere for the cards to go: none is chosen
    target = step.target
    if target.zone == "hand" and step.onto is not None and step.onto.zone == "breeding":
        # under King Drasil_7D6: the hand is hidden, so its player may find none (Q2340)
        target = target.model_copy(update={"select": "up_to"})
    uids: list[int] = []
    if step.from_each:  # "from your hand and trash": zone by zone, up to the count in all
        for zone in step.zones:
            left = step.target.count - len(uids)
            t = step.target.model_copy(update={"zone": zone, "count": left})
            uids += (yield from choose.cards(g, ctx, t, what, taken=uids)) if left else []
    elif "battle" in step.zones:
        uids = yield from _from_play_or_hand(g, ctx, step.target, host, what)
    elif step.zones:
        uids = yield from choose.cards_in_zones(g, ctx, step.target, step.zones, what)
    else:
        uids = yield from choose.cards(g, ctx, target, what)
    stacks: list[Permanent] = []
    for more in step.also:  # "... and 1 blue [MailBirdramon] from your trash"
        if more.in_battle:  # "... and all of your Digimon with [Royal Knight] in ..." (BT13-007)
            stacks += yield from choose.permanents(g, ctx, more, what)
        else:
            uids += yield from choose.cards(g, ctx, more, what, taken=uids)
    stacks = [p for p in stacks if p is not host]
    if stacks:
        uids += yield from _whole_stacks(g, ctx, stacks)
        uids = yield from chosen_order(  # the player orders them, bottom last (ruling Q2264)
            g,
            ctx.player,
            uids,
            lambda u: mv(Verb.CARD, g.defs[u].number),
            Ask.CARD,
            f"{what}: which card goes under next?",
        )
    if not uids:
        return False
    if step.onto is not None:
        hosts = yield from choose.permanents(g, ctx, step.onto, f"{what} (where the card goes)")
        host = hosts[0] if hosts else None
    if host is None or g.info[host.cards[-1]].token:
        return False  # 4-21-3: no card goes under a token
    for uid in uids:
        g.take_card(uid)
        if step.where == "top":
            g.stack_under_top(host, uid)
        else:
            g.stack_under(host, uid)
    g.log("{} placed under {}", lambda: ", ".join(g.defs[u].name for u in uids), host)
    # the cards, and the Digimon chosen to take them: "that Digimon" after it (BT14-090)
    ctx.chosen = [*uids, host] if step.onto is not None else list(uids)
    if g.defs[host.cards[-1]].category == "digimon" and q.in_battle_area(g, host):
        placed_under(g, ctx, host)  # 4-8-1: under a Tamer, no such cards; 3-4-7-6
    return True


def _place_under_played(g: Zones, ctx: Ctx, step: m.PlaceUnder, what: str) -> Asks[bool]:
    """ "by placing up to 3 [Dark Masters] trait cards with different names from your battle
    area or trash under it" (BT15-102): one at a time, a Digimon or Tamer of the battle area
    (its top card, the cards under it to the trash, ruling Q2599) or a card of the trash, no
    two of one name, at least `least`, all chosen before any moves (a card under a Digimon
    placed never joins the trash in time to be chosen); they wait with the card being played
    (`limbo`) and go under it as it enters play (`ctx.chosen`, the first picked directly
    under it)."""
    pl = g.players[ctx.player]
    perms = [p for p in pl.battle if q.card_holds(g, step.target, p.cards[-1])]
    cards = [u for u in pl.trash if q.card_holds(g, step.target, u)]
    picked: list[Permanent | int] = []
    names: set[str] = set()
    while len(picked) < step.target.count:
        moves = [mv(Verb.TARGET, p.id) for p in perms if g.defs[p.cards[-1]].name not in names]
        moves += dict.fromkeys(
            mv(Verb.CARD, g.defs[u].number)
            for u in cards
            if g.defs[u].name not in names and u not in picked
        )
        if not moves:
            break
        if len(picked) >= step.least:
            moves.append(mv(Verb.DONE))
        prompt = f"{what}: which card goes under it? ({len(picked)} chosen)"
        answer = yield from g.ask(ctx.player, Ask.CARD, moves, prompt)
        if answer.verb is Verb.DONE:
            break
        if answer.verb is Verb.TARGET:
            picked.append(next(p for p in perms if p.id == answer.args[0]))
        else:
            picked.append(next(u for u in cards if g.defs[u].number == answer.args[0]))
        top = picked[-1].cards[-1] if isinstance(picked[-1], Permanent) else picked[-1]
        names.add(g.defs[top].name)
    tops = yield from _whole_stacks(g, ctx, [p for p in picked if isinstance(p, Permanent)])
    placed: list[int] = []
    for item in picked:
        if isinstance(item, int):
            g.take_card(item)
            g.limbo.append(item)
            placed.append(item)
        elif item.cards[-1] in tops:
            placed.append(item.cards[-1])
    for u in placed:
        g.log("{} goes under {}", g.defs[u].name, g.defs[ctx.card].name)
    ctx.chosen = placed
    return bool(placed)


def _from_play_or_hand(
    g: Zones, ctx: Ctx, target: m.Target, host: Permanent | None, what: str
) -> Asks[list[int]]:
    """ "1 of your [ADR-02 Searcher]s from in play or from your hand" (EX2-007): one of the
    player's Digimon, whose top card goes under and the cards under it to the trash (ruling
    Q3287), or, passing on those, a card of the hand."""
    in_play = target.model_copy(update={"zone": "battle", "kinds": ("digimon",), "other": True})
    perms = [p for p in q.candidates(g, in_play, ctx.player, ctx.source) if p is not host]
    if perms and g.players[ctx.player].hand:  # one in play, or `done` for one from the hand
        # (offered whatever the hand holds: which cards it holds stays the player's secret)
        moves = [*(mv(Verb.TARGET, p.id) for p in perms), mv(Verb.DONE)]
        prompt = f"{what}: choose one in play, or done to take one from your hand"
        answer = yield from g.ask(ctx.player, Ask.TARGET, moves, prompt)
        perms = [p for p in perms if answer.verb is Verb.TARGET and p.id == answer.args[0]]
    elif perms:
        perms = yield from choose.permanents(g, ctx, in_play, what)
    if perms:
        return (yield from _whole_stacks(g, ctx, perms[:1]))
    return (yield from choose.cards(g, ctx, target, what))


def _whole_stacks(g: Zones, ctx: Ctx, perms: list[Permanent]) -> Asks[list[int]]:
    """Digimon an effect places under another Digimon: they leave the battle area (what keeps
    one there is asked first), each top card to go under it, the cards under them to the
    trash (4-7-8). Their top cards, in the battle area's order."""
    perms = yield from keywords.before_leaving(g, perms, ctx.player, "trash")
    if not g.grantable.isdisjoint(keywords.LEAVE_INTERRUPTS):
        perms = yield from keywords.interrupt_return(g, perms, ctx.player, "remove")
    tops = []
    for perm in perms:
        if not q.in_battle_area(g, perm):
            continue
        g.leave(perm)
        g.end_modifiers_on(perm.id)
        g.to_zone(g.players[perm.owner].trash, perm.cards[:-1])
        g.limbo.append(perm.cards[-1])
        tops.append(perm.cards[-1])
    return tops


def _place_with_this(g: Zones, ctx: Ctx, step: m.PlaceUnder) -> Does:
    """ "Place this Tamer and 1 [Growlmon] and 1 [WarGrowlmon] from your trash under 1 of
    your [Guilmon] as its bottom digivolution cards in any order" (BT12-089): all of them or
    none; the Tamer (what was under it goes to the trash, 4-7-8) and then the cards, in the
    order chosen, at the bottom of the Digimon, which is "that Digimon" after it."""
    what = source_name(g, ctx)
    tamer = ctx.source
    if step.onto is None or tamer is None or not q.in_battle_area(g, tamer):
        return False
    if tamer.cards[-1] != ctx.card:
        return False
    uids: list[int] = []
    for target in (step.target, *step.also):
        found = yield from choose.cards(g, ctx, target, what, taken=uids)
        if len(found) < target.count:
            g.log("{}: not all of the cards are there to place (15-7-4)", what)
            return False
        uids += found
    hosts = yield from choose.permanents(g, ctx, step.onto, f"{what}: under which Digimon?")
    if not hosts or g.info[hosts[0].cards[-1]].token:
        return False  # 4-21-3
    host = hosts[0]
    g.leave(tamer)
    g.end_modifiers_on(tamer.id)
    g.to_zone(g.players[tamer.owner].trash, tamer.cards[:-1])
    g.stack_under(host, ctx.card)
    for uid in uids:
        g.take_card(uid)
        g.stack_under(host, uid)
    placed = [ctx.card, *uids]
    g.log("{} placed under {}", lambda: ", ".join(g.defs[u].name for u in placed), host)
    ctx.chosen = [host]
    placed_under(g, ctx, host)
    return True


def _place_digimon_under(g: Zones, ctx: Ctx, step: m.PlaceUnder) -> Does:
    """ "Place 1 of your opponent's level 3 or lower Digimon under another of your opponent's
    Digimon as its bottom digivolution card or under an opponent's Tamer" (BT12-083): the
    Digimon, then where it goes; neither a token (4-21-3) nor one the effect can't affect
    (15-15-5, ruling Q2218). It leaves the battle area (4-7-7, ruling Q4995), so what would
    keep it there is asked as for a removal; under a Tamer it goes below the cards there
    already (ruling Q2217), where it is no digivolution card (4-8-1, ruling Q4996)."""
    what = source_name(g, ctx)
    if step.onto is None and (ctx.source is None or not q.in_battle_area(g, ctx.source)):
        return False  # under this Digimon (BT12-027), which has left the battle area
    chosen = yield from choose.permanents(g, ctx, step.target, what)
    if not chosen or g.info[chosen[0].cards[-1]].token:
        return False
    perm = chosen[0]
    if step.onto is None:
        assert ctx.source is not None
        host = ctx.source
    else:
        hosts = yield from choose.permanents(g, ctx, step.onto, f"{what}: under which?", perm)
        if not hosts or g.info[hosts[0].cards[-1]].token:
            return False
        host = hosts[0]
    yield from keywords.before_leaving(g, [perm], ctx.player, "return")
    if not g.grantable.isdisjoint(keywords.LEAVE_INTERRUPTS):
        if not (yield from keywords.interrupt_return(g, [perm], ctx.player, "remove")):
            return False
    if not (q.in_battle_area(g, perm) and q.in_battle_area(g, host)):
        return False
    _under_another(g, perm, host)
    g.log("{} {} goes under {}", perm.id, lambda: g.defs[perm.cards[-1]].name, host)
    ctx.chosen = perm.cards[-1:]
    if g.defs[host.cards[-1]].category == "digimon":  # 4-8-1: under a Tamer, no such card
        placed_under(g, ctx, host)
    return True


def _under_another(g: Zones, perm: Permanent, host: Permanent) -> None:
    """A Digimon's top card to the bottom of another stack: it leaves the battle area without
    being deleted (4-7-7), the cards under it go to its owner's trash at the same time
    (4-7-8, 7-2-3-2), lasting effects on it end, and a Digimon ACE card pays its
    <Overflow> (4-19-1)."""
    g.leave(perm)
    g.end_modifiers_on(perm.id)
    g.to_zone(g.players[perm.owner].trash, perm.cards[:-1])
    if "overflow" in g.special:
        g.overflow(perm.cards[-1:])
    g.stack_under(host, perm.cards[-1])


def _in_trash_or_limbo(g: Zones, uid: int) -> bool:
    """Where "this card" is after its [On Deletion] (the trash) or as it is used (limbo)."""
    return uid in g.players[g.owner_of(uid)].trash or uid in g.limbo


def _top_or_bottom(g: Zones, ctx: Ctx, where: str) -> Asks[str]:
    """Where a card goes in the security stack: asked when the effect lets the player choose."""
    if where != "top_or_bottom":
        return where
    answer = yield from g.ask(
        ctx.player,
        Ask.WHERE,
        (mv(Verb.TOP), mv(Verb.BOTTOM)),
        "Top or bottom of the security stack?",
    )
    return answer.verb


def _place_this_under(g: Zones, ctx: Ctx, step: m.PlaceThisUnder) -> Does:
    """This Digimon's top card under another of the player's Digimon as its bottom
    digivolution card: it leaves the battle area without being deleted, and its digivolution
    cards go to the trash, as when a Digimon is placed under a card by DigiXros (7-2-3-2)
    or leaves for the hand (4-7-8). The effect has placed a digivolution card under that
    Digimon, as any other placing does (its "when ... places a digivolution card" effects)."""
    what = source_name(g, ctx)
    if step.card:
        return (yield from _place_card_under(g, ctx, step))
    src = ctx.source
    if src is None or not q.in_battle_area(g, src) or src.cards[-1] != ctx.card:
        return False
    other = step.target.model_copy(update={"other": True})
    hosts = yield from choose.permanents(g, ctx, other, f"{what}: under which Digimon?")
    if not hosts or g.info[hosts[0].cards[-1]].token:
        return False  # 4-21-3: no card goes under a token
    host = hosts[0]
    _under_another(g, src, host)
    g.log("{} {} goes under {}", src.id, g.defs[ctx.card].name, host)
    if g.defs[host.cards[-1]].category == "digimon":  # 4-8-1: under a Tamer, no such card
        placed_under(g, ctx, host)  # ST13-14: the effect placed a digivolution card
    return True


def _place_card_under(g: Zones, ctx: Ctx, step: m.PlaceThisUnder) -> Does:
    """ "Place this card under 1 of your Digimon ... as its bottom digivolution card": an
    Option as it is used goes under the chosen Digimon instead of to the trash (BT9-109),
    a digivolution card with its inherited effects (ruling Q1917); a card an effect trashed
    from the hand, from the trash (BT6-078); a card by its [Hand] [Main] effect, from the hand
    (BT9-029); not under a token (4-21-3). "That Digimon" is then the one it went under
    (BT10-025: "Then, unsuspend that Digimon.")."""
    in_hand = ctx.effect.from_hand and ctx.card in g.players[ctx.player].hand
    if not in_hand and not _in_trash_or_limbo(g, ctx.card):
        return False
    hosts = yield from choose.permanents(
        g, ctx, step.target, f"{source_name(g, ctx)}: under which Digimon?"
    )
    if not hosts or g.info[hosts[0].cards[-1]].token:
        return False
    host = hosts[0]
    g.take_card(ctx.card)
    g.stack_under(host, ctx.card)
    g.log("{} goes under {}", g.defs[ctx.card].name, host)
    ctx.chosen = [ctx.card, host]
    placed_under(g, ctx, host)
    return True


def _save(g: Zones, ctx: Ctx, step: m.Save) -> Does:
    """<Save> as a step of this card's [On Deletion] effect (16-20): the card, if still in
    the trash, may go under 1 of its player's Tamers."""
    if ctx.card not in g.players[ctx.player].trash:
        g.log("<Save> of {}: the card left the trash (15-4-4-3)", g.defs[ctx.card].name)
        return False
    return (yield from keywords.save(g, ctx.player, ctx.card))


PLAIN: dict[type[m.Step], Callable[[Zones, Ctx, Any], bool]] = {
    m.Recovery: _recovery,
    m.Draw: _draw,
    m.ShuffleSecurity: _shuffle,
    m.AddThisCardToHand: _add_this_card_to_hand,
}


"""The steps of this family that ask nothing, by type."""


ASKING: dict[type[m.Step], Callable[[Zones, Ctx, Any], Does]] = {
    m.PlaceInSecurity: _place_in_security,
    m.AddToHand: _add_to_hand,
    m.PlaceUnder: _place_under,
    m.PlaceThisUnder: _place_this_under,
    m.Save: _save,
    m.TrashRevealedSecurity: _trash_revealed_security,
    m.DeclareCategory: _declare_category,
}


"""The steps of this family that may ask a player, by type."""
