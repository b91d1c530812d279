"""Link (chapter 10): a card with [Link] is plugged in sideways into one of its player's
Digimon that meets its link requirement, for the link cost, as a main-phase action
(6-5-1-4). It becomes a link card (4-9): not a stacked card and not on the field, yet the
Digimon gets its link DP and link effects (4-3-4, 4-3-5).

Its move is `link CARD ID`: the card from the hand, linked to the Digimon `ID`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards.model import Card, LinkRequirement
from digimon_tui.loop.moves import Move, mv

from . import legal, triggers
from . import queries as q
from .state import PLAYER_NAMES, Permanent
from .verbs import Asks, Verb

if TYPE_CHECKING:
    from .field import Field
    from .zones import Zones

LIMIT = 1
"""Link cards a Digimon may have (4-9-5)."""


def requirement(g: Field, card: Card, perm: Permanent) -> LinkRequirement | None:
    """The first of the card's link requirements `perm` meets (10-1-3-1), None if none: a
    Digimon in the battle area (6-5-1-4-1), not a token (4-21-4), its top card as named."""
    if card.link is None or not q.is_digimon(g, perm) or g.info[perm.cards[-1]].token:
        return None
    for r in card.link.requirements:
        if q.filter_holds(g, r.filter, perm):
            return r
    return None


def moves(g: Zones, budget: int) -> list[Move[Verb]]:
    """6-5-1-4: each card with [Link] in the hand, once per card number, to each of the
    player's Digimon in the battle area it may link to, the link cost payable (10-1-3-2)."""
    pl = g.players[g.turn_player]
    out: list[Move[Verb]] = []
    seen: set[str] = set()
    for uid in pl.hand:
        card = g.defs[uid]
        if card.link is None or card.number in seen:
            continue
        seen.add(card.number)
        for perm in pl.battle:
            r = requirement(g, card, perm)
            if r is not None and r.cost <= budget:
                out.append(mv(Verb.LINK, card.number, perm.id))
    return out


def refuse(g: Zones, number: str, pid: str) -> str | None:
    """`link CARD ID`: why it can't be done now, None if it can: a card with [Link] in the
    hand (10-1-1), a Digimon of the player's in the battle area that meets one of its link
    requirements (10-1-3-1, 4-21-4), the link cost payable (10-1-3-2)."""
    card = legal.in_hand_with(g, number, "link", "[Link]", ("10-1-1", "6-5-1-4-1"))
    if isinstance(card, str):
        return card
    perm = g.find(pid)
    if perm is None or perm.owner != g.turn_player or perm not in g.players[perm.owner].battle:
        return f"{pid} is not one of your Digimon in the battle area (6-5-1-4-1)"
    r = requirement(g, card, perm)
    if r is None:
        return (
            f"{g.named(perm)} doesn't meet {card.name}'s link requirements "
            "(10-1-3-1; a token can't get linked, 4-21-4)"
        )
    return legal.too_dear(g, f"linking {card.name}", r.cost)


def link(g: Zones, number: str, pid: str) -> Asks[None]:
    """10-1-3: reveal the card, the requirement met, pay the link cost, plug it in sideways
    (`attach`)."""
    tp = g.turn_player
    perm = g.permanent(pid)
    uid = g.take_from_hand(tp, number)
    card = g.defs[uid]
    r = requirement(g, card, perm)
    assert r is not None  # refuse checked it
    g.log("{} reveals {} to link to {} (10-1-3-1)", PLAYER_NAMES[tp], card.name, g.named(perm))
    attach(g, perm, uid, r.cost)
    yield from g.settle()


def attach(g: Field, perm: Permanent, uid: int, cost: int) -> None:
    """10-1-3-2, 10-1-3-3: pay the link cost (in its player's turn) and plug the card (taken
    from its zone) in beside `perm`; at its link limit, as many of its link cards are trashed
    at the same time (4-9-5). Its [When Linking] effects and "gets linked" trigger
    (15-16-6-1), to activate when the caller settles."""
    if perm.owner == g.turn_player:
        g.pay(cost)
    over = len(perm.links) + 1 - limit(g, perm)
    if over > 0:
        g.unplug(perm, perm.links[:over])
        g.log("{} was at its link limit: its oldest link card is trashed (4-9-5)", perm.id)
    g.plug_in(perm, uid)
    g.log("{} links to {} for {} (10-1-3-3)", g.defs[uid].name, perm.id, cost)
    triggers.linking(g, perm, uid)
    triggers.fire_event(g, "gets_linked", perm)


def limit(g: Field, perm: Permanent) -> int:
    """The most link cards `perm` may have: 1 (4-9-5), plus each of its <Link +N> (16-40-1,
    16-40-3)."""
    if "link_plus" not in g.grantable:
        return LIMIT
    return LIMIT + q.grant_total(g, perm, "link_plus")


def rule_check(g: Field) -> bool:
    """17-1-3-2-5, 17-1-3-2-6: link cards beyond their Digimon's link limit (the oldest
    first), and those whose requirements it no longer meets (a digivolution into a card
    they can't link to: rulings Q4558, Q4578, Q4585), go to the trash. Whether any did."""
    done = False
    for pl in g.players:
        for perm in pl.battle:
            if not perm.links:
                continue
            unmet = [u for u in perm.links if requirement(g, g.defs[u], perm) is None]
            kept = [u for u in perm.links if u not in unmet]
            over = kept[: max(0, len(kept) - limit(g, perm))]
            if unmet or over:
                g.unplug(perm, unmet + over)
                g.log("{}: link card(s) trashed by the rule check (17-1-3-2)", perm.id)
                done = True
    return done
