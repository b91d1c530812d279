"""Digivolving onto a Tamer (Hybrid cards): "You may digivolve this card from your hand onto
one of your red Tamers as if the Tamer is a level 3 red Digimon for a digivolution cost of 2",
and a requirement by name that a Tamer meets, "[Digivolve] [Zoe Orimoto]: Cost 3" (8-1-3-1:
one of the player's cards on the field that meets it).

The move is the ordinary `digivolve ID CARD` with a Tamer's ID, and it is an ordinary
digivolution from the hand (8-1-3): the card goes on top, the cost is paid, the bonus card
drawn and [When Digivolving] effects activate. The Tamer card becomes the stack's bottom
digivolution card and the stack a Digimon (15-12-1-2), keeping its suspended state and the
turn it came into play. The moves are looked for only in a game with such a card
(`Game.special`).

From a Tamer by name, the Tamer is not treated as a Digimon that digivolves (rulings Q2979,
Q6583): "when a Digimon would digivolve" and "when a Digimon digivolves" effects don't
activate, while the new card's own [When Digivolving] effects do (Q2927).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards.model import Card, DigivolveRequirement, Filter
from digimon_tui.loop.moves import Move, mv

from . import queries as q
from .compiled import compiled
from .state import Format, Permanent
from .verbs import FROM_TRASH, Ask, Asks, Verb

if TYPE_CHECKING:
    from .field import Field
    from .zones import Zones


def requirement(g: Field, perm: Permanent, card: Card) -> DigivolveRequirement | None:
    """The requirement `card` offers the Tamer `perm`: the Tamer is the colour (or has the
    name) the card gives, and is then treated as a level N Digimon of the colour printed, or
    of its own colours; the cost printed, else the cheapest of the card's requirements such
    a Digimon meets (8-1-3-1; Sealed play ignores the colour). None if it doesn't fit."""
    t = card.onto_tamer
    top = g.defs[perm.cards[-1]]
    if top.category != "tamer" or g.info[perm.cards[-1]].token:
        return None
    if t is None:
        return by_name(card, top)
    if (t.color is not None and t.color not in top.colors) or (t.names and top.name not in t.names):
        return None
    colors = (t.as_color,) if t.as_color is not None else top.colors
    if t.cost is not None:
        return DigivolveRequirement(color=colors[0], level=t.level, cost=t.cost)
    return as_digimon(g, card, t.level, colors)


def by_name(card: Card, tamer: Card) -> DigivolveRequirement | None:
    """The cheapest of `card`'s requirements by name that the Tamer `tamer` has (2-3-5-3)."""
    fits = [
        r
        for r in card.digivolve
        if r.names and not r.by_effect and not r.sources and _named(r, tamer)
    ]
    return min(fits, key=lambda r: r.cost, default=None)


def _named(req: DigivolveRequirement, tamer: Card) -> bool:
    return any(n in req.names for n in tamer.names)


def from_tamer_as_is(g: Field, perm: Permanent, card: Card) -> bool:
    """Whether `perm` digivolving into `card` is a Tamer digivolving as itself, by a
    requirement by name, not as if it were a Digimon (rulings Q2979, Q6583)."""
    return card.onto_tamer is None and g.defs[perm.cards[-1]].category == "tamer"


def as_digimon(
    g: Field, card: Card, level: int, colors: tuple[str, ...]
) -> DigivolveRequirement | None:
    """The cheapest of `card`'s requirements that a level `level` Digimon of `colors` meets:
    what a Tamer treated as one meets (8-1-3-1; Sealed play ignores the colour)."""
    sealed = g.format is Format.SEALED
    fits = [r for r in card.digivolve if r.level == level and (sealed or r.color in colors)]
    return min(fits, key=lambda r: r.cost, default=None)


def moves(g: Field, budget: int) -> list[Move[Verb]]:
    """`digivolve TAMER CARD` for each card in the hand that may digivolve onto one of the
    player's Tamers in the battle area, its cost payable."""
    from .legal import digivolve_cost

    pl = g.players[g.turn_player]
    out: list[Move[Verb]] = []
    seen: set[str] = set()
    tamers = [
        p
        for p in pl.battle
        if g.defs[p.cards[-1]].category == "tamer" and not q.cant(g, p, "cant_digivolve")
    ]  # "can't digivolve" holds a Tamer too (ruling Q829)
    if not tamers:
        return out
    for uid in pl.hand:
        card = g.defs[uid]
        if "onto_tamer" not in compiled(card).special or card.number in seen:
            continue
        if card.onto_tamer and card.onto_tamer.by_placing:  # 10 such cards, or no digivolution
            if len(placeable(g, g.turn_player)) < card.onto_tamer.by_placing:
                continue
        seen.add(card.number)
        for perm in tamers:
            cost = digivolve_cost(g, perm, card)
            if cost is not None and cost <= budget:
                out.append(mv(Verb.DIGIVOLVE, perm.id, card.number))
    return out


_PLACEABLE = Filter(any_of=(Filter(categories=("tamer",)), Filter(traits=("Hybrid",))))
""" "Tamer cards and/or cards with [Hybrid] in their traits" (BT7-112)."""


def placeable(g: Field, player: int) -> list[int]:
    """The cards of the player's hand and trash that BT7-112's cost may place."""
    pl = g.players[player]
    return [u for u in (*pl.hand, *pl.trash) if q.printed_holds(_PLACEABLE, g.defs[u])]


def place_cost(g: Zones, player: int, card: Card) -> Asks[None]:
    """ "by placing 10 Tamer cards and/or cards with [Hybrid] in their traits from your hand
    and/or trash at the bottom of your deck in any order" (BT7-112): one card at a time, from
    either place (`card NUMBER` from the hand, `card trash:NUMBER` from the trash, rulings
    Q1682, Q1683), each under the ones before it; they are revealed (Q1691). Paid once the
    digivolution is declared: there is no stepping back (Q1681)."""
    assert card.onto_tamer is not None and card.onto_tamer.by_placing is not None
    n = card.onto_tamer.by_placing
    pl = g.players[player]
    picked: list[int] = []
    while len(picked) < n:
        left = [u for u in placeable(g, player) if u not in picked]
        where = {u: "" if u in pl.hand else FROM_TRASH for u in left}
        moves = list(dict.fromkeys(mv(Verb.CARD, where[u] + g.defs[u].number) for u in left))
        prompt = f"{card.name}: which card goes to the bottom of your deck"
        answer = yield from g.ask(player, Ask.CARD, moves, f"{prompt} ({len(picked) + 1} of {n})?")
        arg = answer.args[0]
        picked.append(next(u for u in left if where[u] + g.defs[u].number == arg))
    for uid in picked:
        g.take_card(uid, announce=False)
        pl.deck.insert(0, uid)
    names = ", ".join(g.defs[u].name for u in picked)
    g.log("{} revealed and placed at the bottom of the deck for {}", names, card.name)
