"""DigiXros (7-2): playing a Digimon card with Digimon cards from the hand or the battle
area (or the trash, when the card says so) placed under it, each lowering its play cost.

A DigiXros is a way of playing the card from the hand, so its move is `play CARD xros ITEM
...`: the materials in the order of the card's requirements (the first goes directly under
the card, 7-2-2-8), each a card number in the hand or the id of one of the player's
Digimon in the battle area.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations, product
from typing import TYPE_CHECKING

from digimon_tui.cards.model import Card, Filter, XrosFromTamers, XrosRequirement
from digimon_tui.loop.moves import Move, mv

from . import legal
from . import queries as q
from .state import PLAYER_NAMES, Permanent
from .verbs import FROM_TRASH, Ask, Asks, Verb

if TYPE_CHECKING:
    from .zones import Zones

Material = Permanent | str
"""One of the player's Digimon in the battle area, a card number in the hand, `trash:` and a
card number in the trash (a card that allows it, BT11-086), or `under:`, a Tamer's id, `:`
and the number of a card under it (an effect that allows it, BT10-088)."""

UNDER = "under:"


def _number(item: str) -> str:
    """The card number of a material that is a card (not a Digimon in the battle area)."""
    return item.split(":")[-1]


def enablers(g: Zones, player: int, card: Card) -> list[tuple[Permanent, XrosFromTamers]]:
    """The player's cards in the battle area whose "when you play 1 Digimon with DigiXros
    requirements, by suspending this Tamer, you may place cards from under 1 of your Tamers
    ..." can be used now for `card` (the card its trigger names, EX4-062), with the step that
    says which cards: in its timing, its cost payable (15-7-4)."""
    if "xros_sources" not in g.board().rare:
        return []
    out = []
    for src in g.players[player].battle:
        for eff in g.info[src.cards[-1]].xros_sources:
            t = eff.trigger
            if (
                q.timing_active(eff.timing, player, g.turn_player)
                and not src.suspended
                and (t is None or t.filter is None or q.printed_holds(t.filter, card))
                and (eff.condition is None or q.condition_holds(g, eff.condition, player, src))
            ):
                step = eff.steps[0]
                assert isinstance(step, XrosFromTamers)
                out.append((src, step))
    return out


def _enabler_for(
    g: Zones, player: int, card: Card, items: Sequence[str]
) -> Permanent | None | bool:
    """The Tamer whose effect the materials `items` need, None if they need none, or False if
    no usable effect allows them: cards from under a Tamer (from under several only where it
    says "your Tamers", BT11-095), or from the trash where the card itself doesn't allow it,
    at most as many as the effect says (EX4-062, ruling Q3503)."""
    under = [i for i in items if i.startswith(UNDER)]
    tamers = {i.split(":")[1] for i in under}
    own_trash = card.xros is not None and card.xros.from_trash
    trash = [] if own_trash else [i for i in items if i.startswith(FROM_TRASH)]
    if not under and not trash:
        return None
    for src, step in enablers(g, player, card):
        if (
            (len(tamers) <= 1 or step.several)  # "from under your Tamers" (BT11-095)
            and (step.count is None or len(under) <= step.count)
            and len(trash) <= step.trash
        ):
            return src
    return False


def _tamers_with_cards(g: Zones, player: int) -> list[Permanent]:
    """The player's Tamers with cards under them: a Digimon that digivolved from a Tamer is
    no Tamer (ruling Q2018)."""
    return [
        p
        for p in g.players[player].battle
        if g.defs[p.cards[-1]].category == "tamer" and len(p.cards) > 1
    ]


def is_material(f: Filter, card: Card) -> bool:
    """A Digimon card the requirement names (7-2-1), with the names it has when DigiXrosing
    (BT11-015)."""
    if card.category != "digimon":
        return False
    if card.xros_names:
        card = card.model_copy(update={"also_names": (*card.also_names, *card.xros_names)})
    return q.printed_holds(f, card)


def placements(g: Zones, player: int, uid: int) -> Iterator[list[Material]]:
    """Every choice of materials for the card `uid`: up to one for each requirement, or the
    count it gives (7-2-2-5), at least one in all (7-2-2-4), in the requirements' order,
    several for one requirement in any order the player likes (7-2-2-8); never the card
    itself. Each choice once: a card that fits two requirements (a copy of a card also
    treated as both names it asks for) placed under it is the same choice either way."""
    xros = g.defs[uid].xros
    assert xros is not None
    hand: dict[str, int] = {}
    for u in g.players[player].hand:
        if u != uid:
            n = g.defs[u].number
            hand[n] = hand.get(n, 0) + 1
    usable = enablers(g, player, g.defs[uid])
    if xros.from_trash or any(step.trash for _, step in usable):  # "... from your trash"
        for u in g.players[player].trash:
            n = FROM_TRASH + g.defs[u].number
            hand[n] = hand.get(n, 0) + 1
    if usable:  # "... from under 1 of your Tamers" (BT10-088)
        for tamer in _tamers_with_cards(g, player):
            for u in tamer.cards[:-1]:
                n = f"{UNDER}{tamer.id}:{g.defs[u].number}"
                hand[n] = hand.get(n, 0) + 1
    stacks = [
        p
        for p in g.players[player].battle
        if q.is_digimon(g, p) and not g.info[p.cards[-1]].token  # 4-21-3
    ]
    stand_ins = _stand_ins(g, stacks)
    slots: list[list[tuple[Material, ...]]] = []
    for f in xros.materials:
        found: list[Material] = [n for n in hand if is_material(f, g.cards[_number(n)])]
        found += [p for p in stacks if is_material(f, g.defs[p.cards[-1]]) or p in stand_ins]
        options: list[tuple[Material, ...]] = [()]
        for k in range(1, f.count + 1):  # several in any order (7-2-2-8)
            if f.different_names:  # each set once, stacked as listed: five cards in every
                # order would be hundreds of moves
                options += [c for c in combinations(found, k) if _names_differ(g, c)]
            else:
                options += dict.fromkeys(product(found, repeat=k))
        slots.append(options)
    seen: set[tuple[str, ...]] = set()
    for combo in product(*slots):
        picked = [m for slot in combo for m in slot]
        if not picked:
            continue
        key = tuple(map(_item, picked))
        if key in seen:
            continue
        seen.add(key)
        numbers = [m for m in picked if isinstance(m, str)]
        perms = [m for m in picked if isinstance(m, Permanent)]
        if len(set(map(id, perms))) < len(perms):
            continue
        if any(numbers.count(n) > hand[n] for n in set(numbers)):
            continue
        if _enabler_for(g, player, g.defs[uid], numbers) is False:
            continue
        yield picked


def _stand_ins(g: Zones, stacks: list[Permanent]) -> list[Permanent]:
    """The Digimon that may be placed in place of any one requirement this turn (BT10-111):
    in a requirement's slot, so never besides the cards the requirements name (ruling
    Q2041), and once, as any Digimon of the battle area is."""
    if "xros_stand_in" not in g.grantable:
        return []
    return [p for p in stacks if q.grant_total(g, p, "xros_stand_in")]


def _names_differ(g: Zones, picked: tuple[Material, ...]) -> bool:
    """No two of the materials share a name ("5 Digimon cards with different names")."""
    names = [
        g.defs[m.cards[-1]].name if isinstance(m, Permanent) else g.cards[_number(m)].name
        for m in picked
    ]
    return len(set(names)) == len(names)


def cost(g: Zones, player: int, card: Card, placed: int) -> int:
    """7-2-3-3, 1-3-9: the play cost (after its own reductions, 7-2-2-13) less the
    requirement's reduction for each card placed, never below 0."""
    xros = card.xros
    assert xros is not None
    if f"players_cant_{legal.NO_REDUCTION}" in g.grantable and q.players_cant(
        g, legal.NO_REDUCTION
    ):
        return legal.play_cost(g, player, card)
    return max(0, legal.play_cost(g, player, card) - xros.reduce * placed)


def _item(m: Material) -> str:
    return m.id if isinstance(m, Permanent) else m


def moves(g: Zones, budget: int) -> list[Move[Verb]]:
    """The DigiXros plays open to the turn player (7-2-3-1)."""
    tp = g.turn_player
    out = []
    seen = set()
    for uid in g.players[tp].hand:
        card = g.defs[uid]
        if card.xros is None or card.number in seen:
            continue
        seen.add(card.number)
        for picked in placements(g, tp, uid):
            if cost(g, tp, card, len(picked)) <= budget:
                out.append(mv(Verb.PLAY, card.number, "xros", *map(_item, picked)))
    return out


def refuse(g: Zones, number: str, items: tuple[str, ...]) -> str | None:
    """`play CARD xros ITEM ...`: why it can't be done now, None if it can: a card with
    DigiXros requirements in the hand (7-2-1), materials that are a choice `placements`
    offers (7-2-1, 7-2-2-5, 7-2-2-8), the cost after their reductions payable."""
    card = legal.in_hand_with(g, number, "xros", "DigiXros requirements", ("7-2-1", "7-1-1"))
    if isinstance(card, str):
        return card
    tp = g.turn_player
    uid = next(u for u in g.players[tp].hand if g.defs[u].number == number)
    if not any(tuple(map(_item, p)) == items for p in placements(g, tp, uid)):
        return (
            f"{' '.join(items) or 'no materials'}: not Digimon cards {card.name}'s DigiXros "
            "requirements name, in their order, at most one for each (or the count it gives), "
            "from your hand or battle area (or trash, if the card allows it) (7-2-1, 7-2-2-5, "
            "7-2-2-8)"
        )
    return legal.too_dear(g, f"playing {card.name} by DigiXros", cost(g, tp, card, len(items)))


def play(g: Zones, number: str, items: tuple[str, ...]) -> Asks[None]:
    """7-2-3: reveal the card, place the materials under it, pay, then [On Play]."""
    tp = g.turn_player
    uid = g.take_from_hand(tp, number)
    card = g.defs[uid]
    g.limbo.append(uid)
    price = cost(g, tp, card, len(items))
    under = place(g, tp, card, items)
    g.pay(price)
    g.log(
        "{} plays {} with DigiXros, placing {} under it, for {} memory (7-2)",
        PLAYER_NAMES[tp],
        card.name,
        lambda: ", ".join(g.defs[u].name for u in under),
        price,
    )
    g.play_from_limbo(uid, tp, under=under[::-1])  # the first material directly under it
    yield from g.settle()


def place(g: Zones, player: int, card: Card, items: Sequence[str]) -> list[int]:
    """7-2-3-2: take the materials, in the requirements' order: a card from the hand, or
    the top card of a Digimon in the battle area, whose other cards go to the trash."""
    pl = g.players[player]
    under: list[int] = []
    kiriha = _enabler_for(g, player, card, items)
    if isinstance(kiriha, Permanent):  # its cost first (15-7)
        g.set_suspended(kiriha, True)
        g.log("{} is suspended to place cards from under a Tamer for the DigiXros", kiriha)
    for item in items:
        perm = g.find(item)
        if item.startswith(UNDER):
            tamer = g.find(item.split(":")[1])
            assert tamer is not None
            uid = next(u for u in tamer.cards[:-1] if g.defs[u].number == _number(item))
            g.lift_from_stack(tamer, uid)
            under.append(uid)
        elif item.startswith(FROM_TRASH):
            number = item.removeprefix(FROM_TRASH)
            uid = next(u for u in reversed(pl.trash) if g.defs[u].number == number)
            g.take_card(uid, announce=False)
            under.append(uid)
        elif perm is not None and perm in pl.battle:
            g.leave(perm)  # 4-7-7: it leaves the battle area
            g.to_zone(pl.trash, perm.cards[:-1])  # 7-2-3-2
            under.append(perm.cards[-1])
            if "overflow" in g.special:
                g.overflow(under[-1:])  # 4-19-1: from the battle area to under a card
        else:
            under.append(g.take_from_hand(player, item))
    return under


def by_effect(g: Zones, player: int, uid: int, what: str) -> Asks[list[int]]:
    """7-2-1, 7-2-2-2: a card with DigiXros requirements that an effect plays (already
    taken from its zone) may be played with a DigiXros, chosen after the play's own effects:
    `xros ITEM ...` or `no-xros`. Returns the materials taken, the first listed first."""
    options = [mv(Verb.XROS, *map(_item, m)) for m in placements(g, player, uid)]
    if not options:
        return []
    answer = yield from g.ask(
        player, Ask.XROS, [*options, mv(Verb.NO_XROS)], f"{what}: play it with a DigiXros?"
    )
    if answer.verb is Verb.NO_XROS:
        return []
    under = place(g, player, g.defs[uid], answer.args)
    g.log(
        "DigiXros: {} placed under {} (7-2-1)",
        lambda: ", ".join(g.defs[u].name for u in under),
        g.defs[uid].name,
    )
    return under


def materials(g: Zones, perm: Permanent) -> list[int]:
    """The digivolution cards of `perm` that its top card's DigiXros requirements name, however
    they got there, copies included (16-21-1, 16-21-5)."""
    xros: XrosRequirement | None = g.defs[perm.cards[-1]].xros
    if xros is None:
        return []
    defs = g.defs
    return [u for u in perm.cards[:-1] if any(is_material(f, defs[u]) for f in xros.materials)]
