"""Burst digivolution (8-3): a Digimon digivolves into a card with <Burst Digivolve> for the
cost the card gives, as one of the player's Tamers it names returns to the hand; the top card
of that Digimon is trashed at the end of the turn.

Its move is `burst-digivolve ID CARD TAMER`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.loop.moves import Move, mv

from . import legal
from . import queries as q
from .state import PLAYER_NAMES
from .verbs import Ask, Asks, Verb

if TYPE_CHECKING:
    from .zones import Zones


def moves(g: Zones, budget: int) -> list[Move[Verb]]:
    """8-3-1, 8-3-3-1: the Digimon (breeding area too, 6-5-1-2-3) and the Tamer in the
    battle area the card names; the cost after reductions (8-3-2-3) payable."""
    tp = g.turn_player
    pl = g.players[tp]
    out: list[Move[Verb]] = []
    seen: set[str] = set()
    stacks = pl.battle if pl.breeding is None else [pl.breeding, *pl.battle]
    for uid in pl.hand:
        card = g.defs[uid]
        burst = card.burst
        if burst is None or card.number in seen:
            continue
        seen.add(card.number)
        tamers = [
            p
            for p in pl.battle
            if g.defs[p.cards[-1]].category == "tamer"
            and q.printed_holds(burst.tamer, g.defs[p.cards[-1]])
        ]
        if not tamers:
            continue
        for perm in stacks:
            top = perm.cards[-1]
            if (
                not g.info[top].is_digimon
                or g.info[top].token  # 4-21-3
                or not q.printed_holds(burst.digimon, g.defs[top])
                or q.cant(g, perm, "cant_digivolve")  # 8-3-2-3
            ):
                continue
            if legal.reduced_digivolve_cost(g, perm, card, burst.cost) > budget:
                continue
            out += [mv(Verb.BURST_DIGIVOLVE, perm.id, card.number, t.id) for t in tamers]
    return out


def refuse(g: Zones, pid: str, number: str, tamer_id: str) -> str | None:
    """`burst-digivolve ID CARD TAMER`: why it can't be done now, None if it can: the card
    in the hand, a Digimon of the player's it names (breeding area too, 6-5-1-2-3) that may
    digivolve (8-3-2-3), a Tamer of theirs in the battle area it names (8-3-1), the cost
    after reductions payable (8-3-2-3, 1-4-2-2)."""
    card = legal.in_hand_with(g, number, "burst", "<Burst Digivolve>", ("8-3-1", "8-3-3"))
    if isinstance(card, str):
        return card
    burst = card.burst
    assert burst is not None  # in_hand_with checked it
    perm = legal.own_stack(g, pid, "Digimon", "8-3-1")
    if isinstance(perm, str):
        return perm
    top = perm.cards[-1]
    if not g.info[top].is_digimon or g.info[top].token:
        return f"{g.named(perm)} is not a Digimon that can digivolve (8-3-1, 4-21-3)"
    if not q.printed_holds(burst.digimon, g.defs[top]):
        return f"{g.named(perm)} is not the Digimon {card.name}'s <Burst Digivolve> names (8-3-1)"
    if q.cant(g, perm, "cant_digivolve"):
        return f"{perm.id} can't digivolve: an effect prevents it (8-3-2-3, 15-1-3)"
    tamer = g.find(tamer_id)
    if (
        tamer is None
        or tamer.owner != g.turn_player
        or tamer not in g.players[tamer.owner].battle
        or g.defs[tamer.cards[-1]].category != "tamer"
        or not q.printed_holds(burst.tamer, g.defs[tamer.cards[-1]])
    ):
        return (
            f"{tamer_id} is not a Tamer of yours in the battle area that {card.name}'s "
            "<Burst Digivolve> names (8-3-1)"
        )
    cost = legal.reduced_digivolve_cost(g, perm, card, burst.cost)
    return legal.too_dear(g, f"burst digivolving into {card.name}", cost)


def digivolve(g: Zones, pid: str, number: str, tamer_id: str) -> Asks[None]:
    """8-3-3: reveal the card, return the Tamer to the hand, stack, pay, draw the bonus,
    [When Digivolving] (8-3-2-3); the Digimon is remembered for the end of the turn."""
    tp = g.turn_player
    perm = g.permanent(pid)
    uid = g.take_from_hand(tp, number)
    card = g.defs[uid]
    assert card.burst is not None
    cost = legal.reduced_digivolve_cost(g, perm, card, card.burst.cost)
    legal.take_reductions(g, perm, card)
    tamer = g.permanent(tamer_id)
    g.log(
        "{} burst digivolves {} into {}, returning {} {} to the hand (8-3-3)",
        PLAYER_NAMES[tp],
        perm.id,
        card.name,
        tamer.id,
        g.defs[tamer.cards[-1]].name,
    )
    g.return_to_hand(tamer)
    g.bursts.append(perm)
    yield from g.digivolve_by_effect(perm, uid, cost)


def end_of_turn(g: Zones) -> Asks[None]:
    """8-3-2-1: the top card at that time of each Digimon that burst
    digivolved this turn goes to the trash, unless it has no digivolution cards left; the
    rule check that follows trashes what is left without DP (8-3-2-1). With several, the
    player who burst digivolved chooses which goes first, and what each trashing triggers
    activates before the next (18-1-2, as for effects triggered together, 15-4-5-2)."""
    bursts, g.bursts = g.bursts, []
    while True:
        due = [p for p in dict.fromkeys(bursts) if q.in_play(g, p) and len(p.cards) > 1]
        if not due:
            return
        perm = due[0]
        if len(due) > 1:
            labels = tuple(f"Trash the top card of {p.id} {g.defs[p.cards[-1]].name}" for p in due)
            moves = [mv(Verb.FIRST, str(i)) for i in range(1, len(due) + 1)]
            answer = yield from g.ask(
                due[0].owner,
                Ask.ORDER,
                moves,
                "Burst digivolution: which top card is trashed first? (18-1-2)",
                labels,
            )
            perm = due[int(answer.args[0]) - 1]
        bursts.remove(perm)
        g.trash_from_stack(perm, perm.cards[-1:])
        g.log("the top card of {} burst digivolved: it is trashed (8-3-2-1)", perm.id)
        yield from g.settle()
