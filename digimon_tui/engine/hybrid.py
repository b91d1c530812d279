"""Digivolving onto a Tamer (Hybrid cards): "You may digivolve this card from your hand onto
one of your red Tamers as if the Tamer is a level 3 red Digimon for a digivolution cost of 2".

The move is the ordinary `digivolve ID CARD` with a Tamer's ID, and it is an ordinary
digivolution from the hand (8-1-3): the card goes on top, the cost is paid, the bonus card
drawn and [When Digivolving] effects activate. The Tamer card becomes the stack's bottom
digivolution card and the stack a Digimon (15-12-1-2), keeping its suspended state and the
turn it came into play. The moves are looked for only in a game with such a card
(`Game.special`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards.model import Card, DigivolveRequirement
from digimon_tui.loop.moves import Move, mv

from .state import Format, Permanent
from .verbs import Verb

if TYPE_CHECKING:
    from .field import Field


def requirement(g: Field, perm: Permanent, card: Card) -> DigivolveRequirement | None:
    """The requirement `card` offers the Tamer `perm`: the Tamer is the colour (or has the
    name) the card gives, and is then treated as a level N Digimon of the colour printed, or
    of its own colours; the cost printed, else the cheapest of the card's requirements such
    a Digimon meets (8-1-3-1; Sealed play ignores the colour). None if it doesn't fit."""
    t = card.onto_tamer
    top = g.defs[perm.cards[-1]]
    if t is None or top.category != "tamer" or g.info[perm.cards[-1]].token:
        return None
    if (t.color is not None and t.color not in top.colors) or (t.names and top.name not in t.names):
        return None
    colors = (t.as_color,) if t.as_color is not None else top.colors
    if t.cost is not None:
        return DigivolveRequirement(color=colors[0], level=t.level, cost=t.cost)
    return as_digimon(g, card, t.level, colors)


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
    tamers = [p for p in pl.battle if g.defs[p.cards[-1]].category == "tamer"]
    if not tamers:
        return out
    for uid in pl.hand:
        card = g.defs[uid]
        if card.onto_tamer is None or card.number in seen:
            continue
        seen.add(card.number)
        for perm in tamers:
            cost = digivolve_cost(g, perm, card)
            if cost is not None and cost <= budget:
                out.append(mv(Verb.DIGIVOLVE, perm.id, card.number))
    return out
