"""Questions about a position that the rules and the views both ask: what is on the Duel
Zone, what level comes next, how much Digimon Power a player blasts."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .cards import (
    LEVELS,
    AddPower,
    Against,
    DigimonCard,
    DoublePower,
    Effect,
    Level,
    PowerOption,
)

if TYPE_CHECKING:
    from .game import ArenaGame


def digimon(g: ArenaGame, number: str) -> DigimonCard:
    card = g.cards[number]
    assert isinstance(card, DigimonCard)
    return card


def option(g: ArenaGame, number: str) -> PowerOption | None:
    card = g.cards[number]
    return card if isinstance(card, PowerOption) else None


def top(g: ArenaGame, p: int) -> DigimonCard:
    """The Digimon dueling for `p`: the top of the Duel Zone."""
    return digimon(g, g.sides[p].duel[-1])


def rank(level: Level) -> int:
    return LEVELS.index(level)


def next_level(card: DigimonCard) -> Level | None:
    i = rank(card.level) + 1
    return LEVELS[i] if i < len(LEVELS) else None


def is_rookie(g: ArenaGame, number: str) -> bool:
    card = g.cards[number]
    return isinstance(card, DigimonCard) and card.level == "rookie"


def holds(g: ArenaGame, p: int, against: Against | None) -> bool:
    """Whether `p`'s opponent is one an effect works against."""
    if against is None:
        return True
    foe = top(g, 1 - p)
    if against == "higher_level":
        return rank(foe.level) > rank(top(g, p).level)
    return foe.type == against


def port_effects(g: ArenaGame, p: int, extra: tuple[str, ...] = ()) -> Iterator[Effect]:
    for number in (*g.sides[p].port, *extra):
        card = g.cards[number]
        if isinstance(card, PowerOption):
            yield from card.effects


def power(g: ArenaGame, p: int, extra: tuple[str, ...] = ()) -> int:
    """A: the printed power against the opponent's battle type; then the Power Port's
    additions, then its doublings (C), each while it works against this opponent.
    `extra` counts cards as if they were on the Power Port too: what playing them would do."""
    value = getattr(top(g, p).power, top(g, 1 - p).type)
    effects = [e for e in port_effects(g, p, extra) if isinstance(e, AddPower | DoublePower)]
    for e in effects:
        if isinstance(e, AddPower) and holds(g, p, e.against):
            value += e.amount
    for e in effects:
        if isinstance(e, DoublePower) and holds(g, p, e.against):
            value *= 2
    return value
