"""DigiXros (7-2-6): playing a Digimon card with Digimon cards from the hand or the battle
area placed under it, each lowering its play cost.

A DigiXros is a way of playing the card from the hand, so its move is `play CARD xros ITEM
...`: the materials in the order of the card's requirements (the first goes directly under
the card, 7-2-6-15-5), each a card number in the hand or the id of one of the player's
Digimon in the battle area.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from itertools import product
from typing import TYPE_CHECKING

from digimon_tui.cards.model import Card, Filter, XrosRequirement
from digimon_tui.loop.decision import Decision
from digimon_tui.loop.moves import Move

from . import legal
from . import queries as q
from .state import PLAYER_NAMES, Permanent

if TYPE_CHECKING:
    from .game import Game

Material = Permanent | str
"""One of the player's Digimon in the battle area, or a card number in the hand."""


def is_material(f: Filter, card: Card) -> bool:
    """A Digimon card the requirement names (7-2-6-2)."""
    return card.category == "digimon" and q.printed_holds(f, card)


def placements(g: Game, player: int, card: Card) -> Iterator[list[Material]]:
    """Every choice of materials for `card`: up to one for each requirement (7-2-6-12), at
    least one in all (7-2-6-11), in the requirements' order."""
    xros = card.xros
    assert xros is not None
    hand: dict[str, int] = {}
    for uid in g.players[player].hand:
        n = g.defs[uid].number
        hand[n] = hand.get(n, 0) + 1
    hand[card.number] -= 1  # the card being played is not its own material
    stacks = [
        p
        for p in g.players[player].battle
        if q.is_digimon(g, p) and not g.info[p.cards[-1]].token  # 4-19-2-1
    ]
    slots: list[list[Material | None]] = []
    for f in xros.materials:
        options: list[Material | None] = [None]
        options += [n for n, k in hand.items() if k > 0 and is_material(f, g.cards[n])]
        options += [p for p in stacks if is_material(f, g.defs[p.cards[-1]])]
        slots.append(options)
    for combo in product(*slots):
        picked = [m for m in combo if m is not None]
        if not picked:
            continue
        numbers = [m for m in picked if isinstance(m, str)]
        perms = [m for m in picked if isinstance(m, Permanent)]
        if len(set(map(id, perms))) < len(perms):
            continue
        if any(numbers.count(n) > hand[n] for n in set(numbers)):
            continue
        yield picked


def cost(g: Game, player: int, card: Card, placed: int) -> int:
    """7-2-6-15-6, 7-2-6-13: the play cost (after its own reductions, 7-2-6-7) less the
    requirement's reduction for each card placed, never below 0."""
    xros = card.xros
    assert xros is not None
    return max(0, legal.play_cost(g, player, card) - xros.reduce * placed)


def _item(m: Material) -> str:
    return m.id if isinstance(m, Permanent) else m


def moves(g: Game, budget: int) -> list[Move]:
    """The DigiXros plays open to the turn player (7-2-6-15-1)."""
    tp = g.turn_player
    out = []
    seen = set()
    for uid in g.players[tp].hand:
        card = g.defs[uid]
        if card.xros is None or card.number in seen:
            continue
        seen.add(card.number)
        for picked in placements(g, tp, card):
            if cost(g, tp, card, len(picked)) <= budget:
                out.append(Move("play", (card.number, "xros", *map(_item, picked))))
    return out


def play(g: Game, number: str, items: tuple[str, ...]) -> Generator[Decision, Move, None]:
    """7-2-6-15: reveal the card, place the materials under it (from the battle area only
    the top card; the rest of that stack goes to the trash), pay, then [On Play]."""
    tp = g.turn_player
    pl = g.players[tp]
    uid = g.take_from_hand(tp, number)
    card = g.defs[uid]
    g.limbo.append(uid)
    price = cost(g, tp, card, len(items))
    under: list[int] = []
    for item in items:
        perm = g.find(item)
        if perm is not None and perm in pl.battle:
            g.leave(perm)  # 11-6-1-5: it leaves the battle area
            g.to_zone(pl.trash, perm.cards[:-1])  # 7-2-6-15-4
            under.append(perm.cards[-1])
        else:
            under.append(g.take_from_hand(tp, item))
    g.pay(price)
    if g.logging:
        names = ", ".join(g.defs[u].name for u in under)
        g.log(
            f"{PLAYER_NAMES[tp]} plays {card.name} with DigiXros, placing {names} under it, "
            f"for {price} memory (7-2-6)"
        )
    g.play_from_limbo(uid, tp, under=under[::-1])  # the first material directly under it
    yield from g.settle()


def materials(g: Game, perm: Permanent) -> list[int]:
    """The digivolution cards of `perm` that its top card's DigiXros requirements name, however
    they got there, copies included (12-21-1, 12-21-7, 12-21-8)."""
    xros: XrosRequirement | None = g.defs[perm.cards[-1]].xros
    if xros is None:
        return []
    defs = g.defs
    return [u for u in perm.cards[:-1] if any(is_material(f, defs[u]) for f in xros.materials)]
