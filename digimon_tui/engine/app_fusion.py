"""App Fusion (8-4): a linked Digimon whose top card and link card are two different cards
named in a card's [App Fusion] requirement digivolves into that card for its cost: the link
card goes on top of the Digimon first, then the revealed card (8-4-3-3).

Its move is `app-fuse ID CARD LINK`: the Digimon, the card from the hand, and the number of
the link card that goes on top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards.model import AppFusion, Card
from digimon_tui.loop.moves import Move, mv

from . import legal
from . import queries as q
from .state import PLAYER_NAMES, Permanent
from .verbs import Asks, Verb

if TYPE_CHECKING:
    from .zones import Zones


def _names(card: Card, fusion: AppFusion) -> set[str]:
    """Which of the requirement's names the card has."""
    return {n for n in fusion.names if n in card.names}


def link_cards(g: Zones, perm: Permanent, fusion: AppFusion) -> list[int]:
    """`perm`'s link cards that make a pair with its top card (8-4-2-1): both named in the
    requirement, by two different names (ruling Q4527: [Gatchmon] with a [Navimon] link
    card, not with a second [Gatchmon])."""
    if not g.info[perm.cards[-1]].is_digimon:
        return []
    mine = _names(g.defs[perm.cards[-1]], fusion)
    if not mine:
        return []
    return [u for u in perm.links if any(a != b for a in mine for b in _names(g.defs[u], fusion))]


def moves(g: Zones, budget: int) -> list[Move[Verb]]:
    """8-4-3-1: each card with [App Fusion] in the hand, once per card number, onto each of
    the player's linked Digimon in the battle area that makes a pair, by each such link card;
    the cost after "would digivolve" changes payable (8-4-2-3)."""
    pl = g.players[g.turn_player]
    out: list[Move[Verb]] = []
    seen: set[str] = set()
    for uid in pl.hand:
        card = g.defs[uid]
        fusion = card.app_fusion
        if fusion is None or card.number in seen:
            continue
        seen.add(card.number)
        for perm in pl.battle:
            numbers = dict.fromkeys(g.defs[u].number for u in link_cards(g, perm, fusion))
            if not numbers or q.cant(g, perm, "cant_digivolve"):
                continue  # no pair: nothing to price
            if legal.reduced_digivolve_cost(g, perm, card, fusion.cost) <= budget:
                out += [mv(Verb.APP_FUSE, perm.id, card.number, n) for n in numbers]
    return out


def refuse(g: Zones, pid: str, number: str, link: str) -> str | None:
    """`app-fuse ID CARD LINK`: why it can't be done now, None if it can: the card in the
    hand (8-4-1), a Digimon of the player's in the battle area that may digivolve, a link
    card of it that with its top card makes a pair the requirement names (8-4-2-1), the cost
    payable (8-4-3-2, 1-4-2-2)."""
    card = legal.in_hand_with(g, number, "app_fusion", "[App Fusion]", ("8-4-1", "8-4-3-1"))
    if isinstance(card, str):
        return card
    fusion = card.app_fusion
    assert fusion is not None  # in_hand_with checked it
    perm = legal.own_stack(g, pid, "Digimon in the battle area", "8-4-1")
    if isinstance(perm, str):
        return perm
    if perm not in g.players[perm.owner].battle:
        return f"{pid} is not one of your Digimon in the battle area (8-4-1)"
    if q.cant(g, perm, "cant_digivolve"):
        return f"{perm.id} can't digivolve: an effect prevents it (8-4-2-3, 15-1-3)"
    if not any(g.defs[u].number == link for u in link_cards(g, perm, fusion)):
        names = " & ".join(f"[{n}]" for n in fusion.names)
        return (
            f"{g.named(perm)} has no link card {link} that makes a pair of two different "
            f"cards of {names} with it (8-4-2-1)"
        )
    cost = legal.reduced_digivolve_cost(g, perm, card, fusion.cost)
    return legal.too_dear(g, f"app fusing into {card.name}", cost)


def fuse(g: Zones, pid: str, number: str, link: str) -> Asks[None]:
    """8-4-3: reveal the card, pay the cost, place the link card on top of the Digimon and
    the revealed card on top of that; the digivolution bonus and [When Digivolving] follow
    as for any digivolution (8-4-2-3)."""
    tp = g.turn_player
    perm = g.permanent(pid)
    uid = g.take_from_hand(tp, number)
    card = g.defs[uid]
    assert card.app_fusion is not None
    linked = next(u for u in link_cards(g, perm, card.app_fusion) if g.defs[u].number == link)
    cost = legal.reduced_digivolve_cost(g, perm, card, card.app_fusion.cost)
    legal.take_reductions(g, perm, card)
    g.log(
        "{} app fuses {} with its link card {} into {} (8-4-3)",
        PLAYER_NAMES[tp],
        g.named(perm),
        g.defs[linked].name,
        card.name,
    )
    g.link_to_top(perm, linked)
    yield from g.digivolve_by_effect(perm, uid, cost)
