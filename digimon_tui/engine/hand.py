"""[Hand] [Main] effects (15-14-2): a card in the hand whose [Main] effect activates from there,
revealing the card; the card stays in the hand unless the effect moves it. `hand CARD` in
the main phase (6-5-1-6-1 lists the [Main] effects of cards in play; 15-14-2-1 adds these)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards.model import Effect
from digimon_tui.loop.moves import Move, mv

from . import queries as q
from .context import Ctx
from .costs import can_pay
from .effects import activate_main
from .state import PLAYER_NAMES
from .verbs import Asks, Verb

if TYPE_CHECKING:
    from .zones import Zones


def effect(g: Zones, uid: int) -> tuple[int, Effect] | None:
    """The card's [Hand] [Main] effect and its index, if it has one."""
    return next(
        ((i, e) for i, e in enumerate(g.defs[uid].effects) if e.from_hand and e.timing == "main"),
        None,
    )


def refuse(g: Zones, number: str) -> str | None:
    """`hand CARD`: why the turn player can't activate the [Hand] [Main] effect of a card
    `number` in their hand now, None if they can (15-14-2-1): not used up this turn (15-14-1-1),
    its condition met (15-6-3), its cost payable (15-7-4). One that can't activate isn't
    revealed (15-14-2-1)."""
    tp = g.turn_player
    held = [u for u in g.players[tp].hand if g.defs[u].number == number]
    if not held:
        card = g.cards.get(number)
        name = f"{number} {card.name}" if card is not None else number
        return f"{name} is not in {PLAYER_NAMES[tp]}'s hand (15-14-2-1)"
    why = None
    for uid in held:  # copies may differ in what they used this turn
        why = _refuse_card(g, tp, uid)
        if why is None:
            return None
    return why


def _refuse_card(g: Zones, player: int, uid: int) -> str | None:
    name = g.defs[uid].name
    found = effect(g, uid)
    if found is None:
        return f"{name} has no [Hand] [Main] effect (15-14-2-1)"
    i, eff = found
    if eff.per_turn and g.used_once.get(("hand", uid, i), 0) >= eff.per_turn:
        return f"{name}: its [Hand] [Main] effect was used this turn as often as it may (15-14-1-1)"
    if eff.condition is not None and not q.condition_holds(g, eff.condition, player, None):
        return f"{name}: the condition of its [Hand] [Main] effect is not met (15-6-3, 15-14-2-1)"
    if eff.cost and not can_pay(g, Ctx(player, None, uid, eff)):
        return f"{name}: the cost of its [Hand] [Main] effect can't be paid now (15-7-4, 15-14-2-1)"
    return None


def moves(g: Zones) -> list[Move[Verb]]:
    tp = g.turn_player
    numbers = dict.fromkeys(
        g.defs[u].number for u in g.players[tp].hand if not _refuse_card(g, tp, u)
    )
    return [mv(Verb.HAND, n) for n in numbers]


def activate(g: Zones, number: str) -> Asks[None]:
    """15-14-2-1: reveal the card from the hand; its [Main] effect activates (6-5-1-6-1)."""
    tp = g.turn_player
    uid = next(
        u for u in g.players[tp].hand if g.defs[u].number == number and not _refuse_card(g, tp, u)
    )
    found = effect(g, uid)
    assert found is not None
    i, eff = found
    if eff.per_turn:
        g.used_once[("hand", uid, i)] = g.used_once.get(("hand", uid, i), 0) + 1
    g.log("{} reveals {} from the hand (15-14-2-1)", PLAYER_NAMES[tp], g.defs[uid].name)
    yield from activate_main(g, Ctx(tp, None, uid, eff), agreed=True, main=eff)
    yield from g.settle()
