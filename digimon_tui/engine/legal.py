"""The main phase's legal moves, and why a refused move is refused (citing the rule)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from digimon_tui.cards import card_specs
from digimon_tui.cards.model import (
    AltDigivolve,
    Card,
    DigivolveRequirement,
    Effect,
    Filter,
    ReduceCost,
    ReduceNextDigivolution,
)
from digimon_tui.cards.text import card_text, requirement_text
from digimon_tui.loop.moves import Move, MoveTable, mv

from . import hybrid
from . import queries as q
from . import sized_reductions as sized
from .board import Board
from .compiled import Compiled, compiled
from .context import Ctx
from .costs import can_pay
from .state import Format, Permanent, Player
from .triggers import INHERITED
from .verbs import V, Verb

if TYPE_CHECKING:
    from .field import Field

_PASS = mv(V.PASS)
"""The last move of every main-phase list: a move is a value, so one serves them all."""
_PLAY = V.PLAY
"""Read as a module name by `main_moves`: a member read from the enum class is a slower lookup."""
DIGIVOLVES: MoveTable[Verb] = MoveTable(V.DIGIVOLVE)
"""`digivolve ID CARD`, by the Digimon's id and the card's number."""
ATTACKS: MoveTable[Verb] = MoveTable(V.ATTACK)
"""`attack ID TARGET`, by the attacker's id and the target's (or "player")."""


class Requirements(dict[Compiled, DigivolveRequirement | None]):
    """For one card on top of a Digimon: the cheapest requirement of each card that it
    meets (8-1-3-1), None for none. The answer depends only on the two cards, so each is
    worked out once, the first time it is looked up, and remembered."""

    def __init__(self, top: Compiled, sealed: bool) -> None:
        super().__init__()
        self.top = top
        self.sealed = sealed
        """Sealed play ignores colour."""
        self.costs = Costs(self)
        """What each requirement met costs, read by `main_moves`."""

    def __missing__(self, card: Compiled) -> DigivolveRequirement | None:
        if self.top.token:  # 4-21-3: tokens can't digivolve
            self[card] = None
            return None
        best = None
        for req in card.card.digivolve:
            if not (req.by_effect or req.sources) and meets(self.top.card, req, self.sealed):
                if best is None or req.cost < best.cost:
                    best = req
        self[card] = best
        return best


def meets(top: Card, req: DigivolveRequirement, sealed: bool) -> bool:
    """Whether a Digimon with `top` on top meets a digivolution requirement: its level (a
    Digimon without one never does, 2-9-2), its colour (ignored in Sealed play), and the
    names, traits or keywords in its text it gives (2-3-5-1), or the words of `spec`."""
    if req.spec is not None:
        return any(q.printed_holds(f, top) for f in spec_filters(req.spec, sealed))
    if req.level is not None and top.level != req.level:
        return False
    if req.color is not None and not (sealed or req.color in top.colors):
        return False
    if req.names and not any(n in req.names for n in top.names):
        return False
    if req.in_text and not any(q.in_text(top, key) for key in req.in_text):
        return False
    if req.name_contains or req.traits:
        return q.printed_holds(Filter(name_contains=req.name_contains, traits=req.traits), top)
    return True


def spec_filters(spec: str, sealed: bool) -> tuple[Filter, ...]:
    """The filters of a requirement's words (`DigivolveRequirement.spec`); without their
    colours in Sealed play, which ignores colour."""
    found = card_specs.filters(spec)
    return tuple(_colourless(f) for f in found) if sealed else found


def _colourless(f: Filter) -> Filter:
    return f.model_copy(update={"colors": (), "any_of": tuple(map(_colourless, f.any_of))})


_REQUIREMENTS: dict[tuple[Compiled, bool], Requirements] = {}


def requirements(top: Compiled, sealed: bool) -> Requirements:
    """The requirements met by a Digimon with `top` on top, shared by every game."""
    row = _REQUIREMENTS.get((top, sealed))
    if row is None:
        row = _REQUIREMENTS[top, sealed] = Requirements(top, sealed)
    return row


NEVER = 1 << 30
"""The cost of a digivolution no requirement allows: more than any memory can pay."""


class Costs(dict[Compiled, int]):
    """`Requirements.costs`: what digivolving each card costs by the requirement met,
    `NEVER` when none is. `main_moves` compares these with the memory for every card in the
    hand and every Digimon, each main-phase action."""

    def __init__(self, met: Requirements) -> None:
        super().__init__()
        self.met = met

    def __missing__(self, card: Compiled) -> int:
        req = self.met[card]
        cost = self[card] = NEVER if req is None else req.cost
        return cost


def digivolve_requirement(
    g: Field, perm: Permanent, card: Card, colour_named: bool = False
) -> DigivolveRequirement | None:
    """The cheapest of `card`'s requirements that the Digimon `perm` meets (8-1-3-1).
    Sealed play ignores their colour, unless an effect digivolving it names a colour
    (`colour_named`; Sealed rules, Special Game Rules)."""
    if card.category != "digimon":
        return None
    if g.defs[perm.cards[-1]].category == "tamer":
        return hybrid.requirement(g, perm, card)  # onto a Tamer (Hybrid cards, by name)
    if not q.is_digimon(g, perm):
        return None
    sealed = g.format is Format.SEALED and not colour_named
    c = compiled(card)
    req = requirements(g.info[perm.cards[-1]], sealed)[c]
    if c.effect_requirements:
        req = _by_effect(g, perm, c.effect_requirements, req)
    if (
        req is None
        and not sealed
        and "also_colors" in g.grantable
        and not g.info[perm.cards[-1]].token
    ):
        extra = q.also_colors(g, perm)  # 2-4-3-1: a colour it is also treated as counts
        lv = q.level(g, perm)
        fits = [r for r in card.digivolve if r.level == lv and r.color in extra]
        req = min(fits, key=lambda r: r.cost, default=None)
    return req


def requirement_ignoring_level(
    g: Field, perm: Permanent, card: Card
) -> DigivolveRequirement | None:
    """ "digivolve that Digimon into a [Gallantmon] in your hand for its cost, ignoring its
    level" (BT12-089): the cheapest of `card`'s printed requirements `perm` meets but for
    their level (ruling Q6066: one by trait counts too)."""
    top = g.info[perm.cards[-1]]
    if card.category != "digimon" or top.token or not q.is_digimon(g, perm):
        return None
    sealed = g.format is Format.SEALED
    fits = [
        r
        for r in card.digivolve
        if not r.by_effect
        and meets(top.card, r.model_copy(update={"level": None}), sealed)
        and sources_met(g, perm, r)
    ]
    return min(fits, key=lambda r: r.cost, default=None)


def sources_met(g: Field, perm: Permanent, req: DigivolveRequirement) -> bool:
    """A requirement's "w/[Ouryumon] in its digivolution cards": a card of one of those names
    is under the Digimon (BT9-111)."""
    return not req.sources or any(g.defs[u].name in req.sources for u in perm.cards[:-1])


def _by_effect(
    g: Field,
    perm: Permanent,
    reqs: tuple[DigivolveRequirement, ...],
    best: DigivolveRequirement | None,
) -> DigivolveRequirement | None:
    """The cheapest of `best` and the card's "Your [X] can digivolve into this card in your
    hand" effects `perm` may take: in the battle area only (ruling Q1342), while their
    condition holds, and not while players can't ignore digivolution requirements; and its
    printed requirements that read the cards under `perm` ("[Alphamon] w/[Ouryumon] in its
    digivolution cards", 2-3-5-1)."""
    top = g.defs[perm.cards[-1]]
    if g.info[perm.cards[-1]].token:
        return best
    by_effect = q.in_battle_area(g, perm) and not must_meet_requirements(g)
    for req in reqs:
        if (best is None or req.cost < best.cost) and meets(top, req, sealed=False):
            if req.sources:
                if sources_met(g, perm, req):
                    best = req
            elif by_effect and (
                req.condition is None or q.condition_holds(g, req.condition, perm.owner, None)
            ):
                best = req
    return best


def breeding_placements(g: Field, player: int) -> list[Move[Verb]]:
    """Sealed's breeding phase: each level 3 Digimon card in the hand may go into the
    empty breeding area without a Digi-Egg (Sealed rules, Special Game Rules)."""
    return [
        mv(Verb.PLACE, number)
        for number in dict.fromkeys(g.defs[u].number for u in g.players[player].hand)
        if g.cards[number].category == "digimon" and g.cards[number].level == 3
    ]


NO_REDUCTION = "reduce_play_costs"
"""The rule of "Players can't reduce play costs"."""
NO_DIGIVOLVE_REDUCTION = "reduce_digivolution_costs"
"""The rule of "Your opponent can't reduce digivolution costs"."""


def options_closed(g: Field, player: int) -> bool:
    """ "Your opponent can't use Option cards" is in force on `player` (BT8-057): from the hand
    or by an effect; a <Delay> in the battle area is no use of a card (ruling Q1737)."""
    return q.opponent_cant(g, "use_option_cards", player)


def digivolve_unreduced(g: Field, player: int) -> bool:
    """ "Your opponent can't reduce digivolution costs" is in force on `player` (15-1-3): no
    effect takes anything off their digivolution costs, <Digisorption> neither (ruling Q1303)."""
    rule = NO_DIGIVOLVE_REDUCTION
    return (f"players_cant_{rule}" in g.grantable and q.players_cant(g, rule)) or q.opponent_cant(
        g, rule, player
    )


def _applies(g: Field, eff: Effect, player: int, src: Permanent | None) -> bool:
    """Whether a "would" reduction takes part now: its timing, its condition (15-6-3) and
    whether its cost can be paid ("by deleting 1 of your level 4 Digimon, reduce ...")."""
    if not q.timing_active(eff.timing, player, g.turn_player):
        return False
    if eff.condition is not None and not q.condition_holds(g, eff.condition, player, src):
        return False
    return not eff.cost or cost_payable(g, player, eff.cost)


def _reduction(
    g: Field, effects, player: int, src: Permanent | None, into: Card | None = None
) -> int:
    """`into`: the card a Digimon would digivolve into, whose colours a reduction may count."""
    total = 0
    for eff in effects:
        if not _applies(g, eff, player, src):
            continue
        for s in eff.steps:
            if isinstance(s, ReduceCost) and s.by_cost_of is not None:
                total += sized.dearest_deletable(g, eff, player, src)
            elif isinstance(s, ReduceCost):
                every = s.for_every
                if every is None:
                    n = 1
                elif every.of == "colors" and every.that:
                    n = 0 if into is None else len(into.colors)
                elif every.of == "placed":  # as many as the cost may place (BT15-102)
                    n = len(sized.placeable(g, eff, player))
                else:
                    n = q.count(g, every, player, src)
                total += s.amount * n
    return total


def play_cost(g: Field, player: int, card: Card) -> int:
    """A card's play or use cost from the hand, after its own "would be played" ("would be
    used") reductions."""
    c = compiled(card)
    if not c.play_reductions:
        return c.cost
    if (
        f"players_cant_{NO_REDUCTION}" in g.grantable
        and card.category != "option"
        and q.players_cant(g, NO_REDUCTION)
    ):
        return c.cost
    return max(0, c.cost - _reduction(g, c.play_reductions, player, None))


def own_cost_reductions(card: Card) -> list[ReduceCost]:
    """The reduction steps of a card's own "would be played" ("would be used") effects."""
    return [s for e in compiled(card).play_reductions for s in e.steps if isinstance(s, ReduceCost)]


def least_play_cost(g: Field, player: int, card: Card) -> int:
    """The least a card's play (or use) from the hand can cost: `play_cost`, less what the
    player's cards in play may take off it as it is paid (15-8-5-1, `field_play_reductions`),
    so that a play they make affordable is offered."""
    cost = play_cost(g, player, card)
    if cost and card.category != "option" and "field_play_reductions" in g.board().rare:
        cost -= sum(amount for _, _, amount in field_play_reductions(g, player, card))
    return max(0, cost)


def costed_play_reductions(g: Field, player: int, card: Card) -> list[tuple[Effect, int]]:
    """ "When you would play this card, by deleting 1 of your level 4 Digimon, reduce the play
    cost by 6" (15-8-5-1): each of the card's own play reductions with a cost that counts now
    (`play_cost` takes it off), with its amount."""
    out = []
    for eff in compiled(card).play_reductions:
        amount = _reduction(g, (eff,), player, None) if eff.cost else 0
        if amount:
            out.append((eff, amount))
    return out


def costed_hand_reductions(g: Field, perm: Permanent, card: Card) -> list[tuple[Effect, int]]:
    """ "When one of your Digimon would digivolve into this card in your hand, you may return 1
    ... from your trash to ... to reduce the digivolution cost by 4" (15-8-5-1): each of the
    card's own reductions with a cost that counts now (`effect_reduction` takes it off), with
    its amount."""
    if digivolve_unreduced(g, perm.owner):
        return []
    out = []
    for eff in _hand_reductions(g, perm, card):
        amount = _reduction(g, (eff,), perm.owner, perm) if eff.cost else 0
        if amount:
            out.append((eff, amount))
    return out


def next_fits(g: Field, step: ReduceNextDigivolution, perm: Permanent, card: Card) -> bool:
    """Whether a "the next time you would digivolve ..." reduction fits this digivolution
    (never one in the breeding area, 3-4-7-5)."""
    if not q.in_battle_area(g, perm):
        return False
    if step.from_level is not None and (
        q.level(g, perm) != step.from_level or card.level != step.to_level
    ):
        return False
    if step.into is not None and not q.printed_holds(step.into, card):
        return False
    return q.filter_holds(g, step.digimon, perm)


def cost_payable(g: Field, player: int, cost: tuple) -> bool:
    """Whether "you may suspend 1 of your Digimon to ..." can be done now (15-7-4): enough
    Digimon or cards to act on (and unsuspended ones, to suspend; cards of the player's hand
    or trash that fit, "return 1 white level 7 Digimon card from your trash")."""
    for s in cost:
        target = getattr(s, "target", None)
        if target is None or target.select in ("this", "that") or getattr(s, "played", False):
            continue  # "up to 3 ... under it": as many as there are (`placeable`)
        if not target.in_battle:
            if target.zone in ("hand", "trash") and target.side == "your":
                pile = getattr(g.players[player], target.zone)
                if sum(1 for u in pile if q.card_holds(g, target, u)) < target.count:
                    return False
            continue
        cands = q.candidates(g, target, player)
        if s.do == "suspend":
            cands = [p for p in cands if not p.suspended and not q.held_unsuspended(g, p)]
        if len(cands) < target.count:
            return False
    return True


def next_reduction(g: Field, perm: Permanent, card: Card) -> int:
    """What the one-shot reductions waiting for its player's next fitting digivolution take
    off digivolving `perm` into `card` (15-8-5-1); one with a cost counts if it can be paid."""
    if digivolve_unreduced(g, perm.owner):
        return 0
    return sum(
        step.amount
        for player, step, _ in g.next_digivolution
        if player == perm.owner
        and next_fits(g, step, perm, card)
        and (not step.cost or cost_payable(g, player, step.cost))
    )


def use_next_reduction(g: Field, perm: Permanent, card: Card) -> None:
    """The digivolution happens: the reductions it fits are used up, "the next time" is now."""
    g.next_digivolution = [
        entry
        for entry in g.next_digivolution
        if entry[0] != perm.owner or not next_fits(g, entry[1], perm, card)
    ]


def _reduces(g: Field, perm: Permanent) -> bool:
    info = g.info
    if info[perm.cards[-1]].digivolve_reductions:
        return True
    return any(info[u].inherited_digivolve_reductions for u in perm.cards[:-1])


def must_meet_requirements(g: Field) -> bool:
    """ "Players can't ignore digivolution requirements" is in force: an effect that
    digivolves ignoring them may be used only where they are met."""
    rule = "ignore_digivolution_requirements"
    return f"players_cant_{rule}" in g.grantable and q.players_cant(g, rule)


def digivolve_cost(
    g: Field, perm: Permanent, card: Card, alts: list[AltDigivolve] | None = None
) -> int | None:
    """The memory cost of digivolving `perm` into `card` from the hand: the cheapest of its
    requirements it meets (8-1-3-1) and of any "can digivolve into ... for a memory cost of
    N" effect on it, less "would digivolve" reductions, plus the opponent's increases; None if
    it can't. `alts` are `perm`'s `q.alternatives` when the caller prices many cards for one
    Digimon."""
    cost = _reduced_cost(g, perm, card, alts)
    if cost is None or not q.in_battle_area(g, perm):
        return cost  # no effect reaches the breeding area (3-4-7-5)
    return cost + digivolve_increase(g, perm)


def digivolve_increase(g: Field, perm: Permanent, other: Permanent | None = None) -> int:
    """ "When an opponent's Digimon with no digivolution cards would digivolve, increase the
    digivolution cost by 1" (15-8-5-1): what the effects of the other player's cards in play add
    to one digivolution of `perm` (and `other`, a DNA digivolution's second Digimon: once if
    either fits, rulings Q3387, Q3388); each effect adds its own (ruling Q3386)."""
    if "digivolve_increases" not in g.board().rare:
        return 0
    digivolving = [p for p in (perm, other) if p is not None and q.is_digimon(g, p)]
    total = 0
    for src in g.players[1 - perm.owner].battle:
        top = src.cards[-1]
        for uid in src.cards:
            c = g.info[uid]
            for eff in c.digivolve_increases if uid == top else c.inherited_digivolve_increases:
                t = eff.trigger
                assert t is not None
                if not q.timing_active(eff.timing, src.owner, g.turn_player):
                    continue
                if not any(
                    t.filter is None or q.filter_holds(g, t.filter, p, src) for p in digivolving
                ):
                    continue
                if _applies(g, eff, src.owner, src):
                    total += sum(getattr(s, "amount", 0) for s in eff.steps)
    return total


def _reduced_cost(
    g: Field, perm: Permanent, card: Card, alts: list[AltDigivolve] | None
) -> int | None:
    board = g.board()
    if "digivolve_only_into" in board.granted and not q.digivolves_only_into(g, perm, card):
        return None
    req = digivolve_requirement(g, perm, card)
    best = None if req is None else req.cost
    hand = compiled(card).hand_digivolve_reductions
    field = "field_digivolve_reductions" in board.rare
    if (
        not field
        and "digivolve_reductions" not in board.rare
        and "digivolve_into" not in board.granted
        and not g.next_digivolution
        and not hand
    ):
        return best
    if g.info[perm.cards[-1]].token:
        return None  # 4-21-3
    if not q.in_battle_area(g, perm):
        return best  # no effect reaches the breeding area (3-4-7-5)
    if (
        "digivolve_into" in board.granted
        and card.category == "digimon"
        and (req is not None or not must_meet_requirements(g))
    ):
        for alt in q.alternatives(g, perm) if alts is None else alts:
            if q.printed_holds(alt.into, card) and (best is None or alt.cost < best):
                best = alt.cost
    if best is None or digivolve_unreduced(g, perm.owner):
        return best
    effects = [e for e, _ in stack_reductions(g, perm, card)] + _hand_reductions(g, perm, card)
    if effects:
        best = max(0, best - _reduction(g, effects, perm.owner, perm, card))
    if field:  # at most: each "you may ... to reduce" whose cost can be paid
        best = max(0, best - sum(amount for _, _, amount in field_reductions(g, perm, card)))
    if g.next_digivolution:
        best = max(0, best - next_reduction(g, perm, card))
    return best


def _hand_reductions(g: Field, perm: Permanent, card: Card) -> list[Effect]:
    """The card's own "when one of your [X] would digivolve into this card in your hand,
    reduce ..." effects that fit the Digimon digivolving into it."""
    return [
        e
        for e in compiled(card).hand_digivolve_reductions
        if e.trigger and q.filter_holds(g, e.trigger.filter or Filter(), perm)
    ]


def effect_reduction(g: Field, perm: Permanent, card: Card, zone: str) -> int:
    """What reductions take off an effect's digivolving `perm` into `card` in `zone` for the
    digivolution cost: its stack's "when this Digimon would digivolve" ones (BT9-106, ruling
    Q1914) and, from the hand, the card's own (BT10-086, ruling Q1919)."""
    if digivolve_unreduced(g, perm.owner):
        return 0
    effects = _hand_reductions(g, perm, card) if zone == "hand" else []
    if "digivolve_reductions" in g.board().rare and q.in_battle_area(g, perm):
        effects += [e for e, _ in stack_reductions(g, perm, card, zone)]
    return _reduction(g, effects, perm.owner, perm, card) if effects else 0


def stack_reductions(
    g: Field, perm: Permanent, card: Card, zone: str = "hand"
) -> list[tuple[Effect, tuple | None]]:
    """ "When this Digimon would digivolve into ..., reduce the digivolution cost by 1" (15-8-5-1):
    those of `perm`'s top card and the inherited ones of its digivolution cards that fit
    digivolving into `card`, each with its [X Per Turn] key (None for no limit); one already
    taken its number of times this turn is left out (15-14-1-2). One "into a [X] in your hand"
    only when `card` comes from the hand (`zone`), one "into a Digimon card from your trash"
    only when it comes from the trash (BT9-077)."""
    top = perm.cards[-1]
    out: list[tuple[Effect, tuple | None]] = []
    for uid in perm.cards:
        c = g.info[uid]
        for eff in c.digivolve_reductions if uid == top else c.inherited_digivolve_reductions:
            t = eff.trigger
            if t is None or (t.filter is not None and not q.printed_holds(t.filter, card)):
                continue
            if (t.from_hand and zone != "hand") or (t.from_trash and zone != "trash"):
                continue
            key = None
            if eff.per_turn:
                key = (perm.id, uid, _index(c.card, eff, uid != top))
                if g.used_once.get(key, 0) >= eff.per_turn:
                    continue
            out.append((eff, key))
    return out


def _index(card: Card, eff: Effect, inherited: bool) -> int:
    """An effect's place among its card's effects: with its card and stack, the key of its
    [X Per Turn] record, as the effects that trigger count it (`triggers.INHERITED`)."""
    return INHERITED + card.inherited.index(eff) if inherited else card.effects.index(eff)


def take_reductions(g: Field, perm: Permanent, card: Card, zone: str = "hand") -> None:
    """`perm` digivolves into `card`, paying the cost `digivolve_cost` (or
    `reduced_digivolve_cost`) worked out: each [X Per Turn] reduction of its stack that took
    part counts one use (15-14-1-1); one whose condition doesn't hold doesn't (15-6-3). Only a
    game with "would digivolve" reductions in play looks."""
    if "digivolve_reductions" not in g.board().rare or not q.in_battle_area(g, perm):
        return
    if digivolve_unreduced(g, perm.owner):
        return
    for eff, key in stack_reductions(g, perm, card, zone):
        if key is not None and _applies(g, eff, perm.owner, perm):
            g.used_once[key] = g.used_once.get(key, 0) + 1


def field_reductions(g: Field, perm: Permanent, card: Card) -> list[tuple[Permanent, Effect, int]]:
    """ "When digivolving one of your Digimon into a [X] in your hand, you may suspend this
    Tamer to reduce the memory cost of the digivolution by 1": each such effect of the
    player's cards in the battle area that fits digivolving `perm` into `card` and whose cost
    can be paid now, with its card and the amount (15-8-5-1); one with [X Per Turn] only while
    it has been taken fewer times this turn (15-14-1-2, `field_key`)."""
    out: list[tuple[Permanent, Effect, int]] = []
    if not q.in_battle_area(g, perm) or digivolve_unreduced(g, perm.owner):
        return out  # 3-4-7-5
    for src in g.players[perm.owner].battle:
        for eff in g.info[src.cards[-1]].field_digivolve_reductions:
            t = eff.trigger
            assert t is not None and t.into is not None
            if t.filter is not None and not q.filter_holds(g, t.filter, perm, src):
                continue
            if t.phase is not None and t.phase != g.phase:
                continue
            if q.into_holds(t.into, card) and _field_reduction_open(g, src, eff):
                out.append((src, eff, _reduction_amount(g, eff, src)))
    return out


def field_play_reductions(g: Field, player: int, card: Card) -> list[tuple[Permanent, Effect, int]]:
    """ "When you would play a green Digimon card, by suspending this Digimon, reduce its play
    cost by 1": each such effect of the player's Digimon and Tamers in the battle area that
    fits playing `card` from the hand and whose cost can be paid now, with its card and the
    amount (15-8-5-1); one with [X Per Turn] only while it has been taken fewer times this
    turn (15-14-1-2, `field_key`); none while players can't reduce play costs."""
    out: list[tuple[Permanent, Effect, int]] = []
    if f"players_cant_{NO_REDUCTION}" in g.grantable and q.players_cant(g, NO_REDUCTION):
        return out
    pl = g.players[player]
    stacks = [(src, g.info[src.cards[-1]]) for src in pl.battle]
    bred = None if pl.breeding is None else g.info[pl.breeding.cards[-1]].breeding
    if pl.breeding is not None and bred is not None:  # its [Breeding] effects (15-14-4)
        stacks.append((pl.breeding, bred))
    for src, c in stacks:
        for eff in c.field_play_reductions:
            t = eff.trigger
            assert t is not None and t.filter is not None
            if q.printed_holds(t.filter, card) and _field_reduction_open(g, src, eff):
                out.append((src, eff, _reduction_amount(g, eff, src)))
    return out


def _field_reduction_open(g: Field, src: Permanent, eff: Effect) -> bool:
    """A field reduction of the card on top of `src` that can be offered now: its timing
    active, its [X Per Turn] uses left, its condition met (15-6-3), its cost payable."""
    return (
        q.timing_active(eff.timing, src.owner, g.turn_player)
        and not (eff.per_turn and g.used_once.get(field_key(g, src, eff), 0) >= eff.per_turn)
        and (eff.condition is None or q.condition_holds(g, eff.condition, src.owner, src))
        and (not eff.cost or can_pay(g, Ctx(src.owner, src, src.cards[-1], eff)))
    )


def _reduction_amount(g: Field, eff: Effect, src: Permanent) -> int:
    """How much a reduction's "reduce_cost" steps take off: "further reduce it by 1 for each
    of this Digimon's digivolution cards" (BT13-007) counted now, on the card's stack."""
    total = 0
    for s in eff.steps:
        if isinstance(s, ReduceCost) and s.by_cost_of is not None:
            total += sized.dearest_deletable(g, eff, src.owner, src)
        elif isinstance(s, ReduceCost):
            every = s.for_every
            n = 1 if every is None or every.that else q.count(g, every, src.owner, src)
            total += s.amount * n
    return total


def field_key(g: Field, src: Permanent, eff: Effect) -> tuple:
    """The [X Per Turn] record of a field reduction of the card on top of `src` (15-14-1-4)."""
    top = src.cards[-1]
    return (src.id, top, _index(g.defs[top], eff, False))


def dna_pairs(g: Field, card: Card, player: int) -> list[tuple[Permanent, Permanent]]:
    """The (top, bottom) pairs of a player's Digimon in the battle area that meet a card's
    [DNA Digivolution] requirements (8-2-3-1), in the order they are stacked."""
    dna = card.dna
    if dna is None:
        return []
    sealed = g.format is Format.SEALED

    def fits(perm: Permanent, side) -> bool:
        top = g.defs[perm.cards[-1]]
        return (
            not g.info[perm.cards[-1]].token  # 4-21-3
            and q.is_digimon(g, perm)
            and (top.level == side.level or side.level in q.dna_levels(g, perm, card))
            and (sealed or side.color in top.colors)
        )

    mine = g.players[player].battle
    tops = [a for a in mine if fits(a, dna.top)]  # each Digimon looked at once a side
    bottoms = [b for b in mine if fits(b, dna.bottom)] if tops else []
    return [(a, b) for a in tops for b in bottoms if a is not b]


def dna_cost(g: Field, top: Permanent, card: Card, bottom: Permanent | None = None) -> int:
    """The DNA digivolution cost, less "would digivolve" reductions (8-2-2-5), plus the
    opponent's increases (either of the two Digimon, `bottom` where it is known)."""
    assert card.dna is not None
    return reduced_digivolve_cost(g, top, card, card.dna.cost, bottom)


def reduced_digivolve_cost(
    g: Field, top: Permanent, card: Card, cost: int, bottom: Permanent | None = None
) -> int:
    """A digivolution cost set by a special rule (DNA 8-2-2-5, Burst 8-3-2-3), less the
    "would digivolve" reductions of `top`'s stack, plus the opponent's increases."""
    more = digivolve_increase(g, top, bottom)
    if digivolve_unreduced(g, top.owner):
        return cost + more
    effects = [e for e, _ in stack_reductions(g, top, card)]
    if effects:
        cost = max(0, cost - _reduction(g, effects, top.owner, top, card))
    return cost + more


def dna_moves(g: Field, card: Card, budget: int) -> list[Move[Verb]]:
    return [
        mv(Verb.DNA, a.id, b.id, card.number)
        for a, b in dna_pairs(g, card, g.turn_player)
        if dna_cost(g, a, card, b) <= budget and not q.cant(g, a, "cant_digivolve")
    ]


def can_attack(
    g: Field,
    perm: Permanent,
    restricted: bool = True,
    rush: bool = True,
    fresh: bool = False,
    suspended: bool = False,
) -> bool:
    """11-2-8-1, 7-1-2-1 unless it has <Rush> (16-15-1); `restricted=False` when nothing in force
    can stop an attack, `rush=False` when nothing gives <Rush>, `fresh=True` when the attack
    may come the turn it was played (<Vortex>, 16-33-1), `suspended=True` when it attacks
    without suspending (<Overclock>, 16-34-1)."""
    return (
        (suspended or not perm.suspended)
        and (
            fresh
            or perm.played_turn != g.turn_number
            or (rush and q.grant_total(g, perm, "rush") > 0)
        )
        and (
            g.info[perm.cards[-1]].is_digimon
            or ("as_digimon" in g.grantable and q.is_digimon(g, perm))
        )
        and not (restricted and q.cant(g, perm, "cant_attack"))
        and (suspended or not q.held_unsuspended(g, perm))  # attacking suspends it (11-2-8-1)
    )


def attack_targets(g: Field, player: int) -> list[str]:
    """11-2-7-1: the opponent's suspended Digimon in the battle area, by id."""
    foes = g.players[1 - player].battle
    return [p.id for p in foes if p.suspended and q.is_digimon(g, p) and attackable(g, p)]


def attackable(g: Field, target: Permanent) -> bool:
    """Whether an attack may be declared on it: not while "can't be attacked" is in force
    on it (15-1-3); a switch of the target after the declaration isn't stopped by it."""
    return "cant_be_attacked" not in g.grantable or not q.cant(g, target, "cant_be_attacked")


def attack_moves(g: Field, perm: Permanent, targets: list[str] | None = None) -> list[Move[Verb]]:
    """The attacks open to a Digimon that can attack: the player, unless it can attack
    only Digimon ("can't attack players"), and each target (11-2-7-1)."""
    pid = perm.id
    if targets is None:
        targets = attack_targets(g, perm.owner)
    if "attack_unsuspended" in g.grantable and q.grant_total(g, perm, "attack_unsuspended"):
        foes = g.players[1 - perm.owner].battle  # "can attack your opponent's unsuspended Digimon"
        targets = [p.id for p in foes if q.is_digimon(g, p) and attackable(g, p)]
    elif "attack_unsuspended_with" in g.grantable and (which := q.attack_unsuspended(g, perm)):
        foes = g.players[1 - perm.owner].battle  # "... unsuspended Digimon with no ..."
        targets = [
            p.id
            for p in foes
            if q.is_digimon(g, p)
            and attackable(g, p)
            and (p.suspended or any(q.filter_holds(g, f, p) for f in which))
        ]
    if "cant_attack_this" in g.grantable:  # "... can't attack this Digimon"
        by_id = {p.id: p for p in g.players[1 - perm.owner].battle}
        targets = [t for t in targets if not q.bars_attack_on_it(g, by_id[t], perm)]
    if q.cant(g, perm, "cant_attack_digimon"):  # "can't attack your opponent's Digimon"
        targets = []
    row = ATTACKS[pid]
    out = [] if q.cant(g, perm, "cant_attack_players") else [row["player"]]
    return out + [row[t] for t in targets]


def option_usable(g: Field, player: int, card: Card) -> bool:
    """4-22: every colour of the Option among the player's Digimon and Tamers, unless its
    "you may ignore this card's color requirements" holds."""
    if card.ignore_colors_while is not None and q.condition_holds(
        g, card.ignore_colors_while, player, None
    ):
        return True
    if card.use_requirement is not None and _use_requirement_met(g, player, card.use_requirement):
        return True
    return not compiled(card).color_mask & ~q.colors_in_play(g, player)


def _use_requirement_met(g: Field, player: int, words: str) -> bool:
    """<Use Req.> (16-42-3): one of the player's Digimon or Tamers on the field, battle or
    breeding area (the field colour requirements look at, 4-22-2; not an Option card placed
    there), is one the words name."""
    named = card_specs.filters(words)
    return any(
        g.defs[p.cards[-1]].category != "option" and q.filter_holds(g, f, p)
        for p in q.field_stacks(g, player)
        for f in named
    )


def affordable(g: Field, cost: int) -> bool:
    """The counter can move `cost` spaces: it stops at 10 on the opponent's side (1-4-2-2), so
    a cost above 10 needs that much memory over 10 (rule manual, "Paying Memory Costs")."""
    return cost <= g.memory + 10


def main_moves(g: Field) -> list[Move[Verb]]:
    """Every action open to the turn player in the main phase (6-5-1), then `pass`: plays
    and digivolutions, Options, DNA digivolutions, attacks, [Main] effects."""
    tp = g.turn_player
    pl = g.players[tp]
    budget = g.memory + 10
    board = g.last_board if g.last_board.version == g.version else g.board()
    out: list[Move[Verb]] = []
    options: list[Move[Verb]] = []
    evolvers: list[Compiled] = []
    dnas: list[Compiled] = []
    reduced = _from_hand(g, tp, budget, board, out, options, evolvers, dnas)
    if evolvers:
        _digivolutions(g, pl, budget, board, evolvers, reduced, out)
    if options and not options_closed(g, tp):
        out += options
    for c in dnas:
        out += dna_moves(g, c.card, budget)
    _attacks(g, tp, board, out)
    if "main" in board.rare:
        _activations(g, pl, out)
    out.append(_PASS)
    return out


def _from_hand(
    g: Field,
    tp: int,
    budget: int,
    board: Board,
    out: list[Move[Verb]],
    options: list[Move[Verb]],
    evolvers: list[Compiled],
    dnas: list[Compiled],
) -> bool:
    """The cards of the hand that can be played (into `out`) or used (`options`), and
    those that may digivolve something (`evolvers`, `dnas`); whether one of them has a
    digivolution cost reduction of its own."""
    colors = None
    reduced = False
    play = _PLAY  # read for every card
    fielded = "field_play_reductions" in board.rare
    for c in dict.fromkeys(map(g.info.__getitem__, g.players[tp].hand)):  # each card once
        move = c.from_hand
        if move is None:
            continue
        if c.plain and not fielded:  # the general path below, for the commonest card
            if c.cost <= budget:
                out.append(move)
            evolvers.append(c)
            continue
        if fielded:
            cost = least_play_cost(g, tp, c.card)
        else:
            cost = c.cost if not c.play_reductions else play_cost(g, tp, c.card)
        if cost <= budget:
            if move.verb is play:
                out.append(move)
            else:
                if colors is None:
                    colors = q.colors_in_play(g, tp)
                card = c.card
                if not c.color_mask & ~colors or (
                    (card.ignore_colors_while is not None or card.use_requirement is not None)
                    and option_usable(g, tp, card)
                ):
                    options.append(move)
        if c.digivolves:
            evolvers.append(c)
            if c.dna:
                dnas.append(c)
            if c.hand_digivolve_reductions or c.effect_requirements:
                reduced = True
    return reduced


def _digivolutions(
    g: Field,
    pl: Player,
    budget: int,
    board: Board,
    evolvers: list[Compiled],
    reduced: bool,
    out: list[Move[Verb]],
) -> None:
    """The digivolutions of the turn player's Digimon into cards of the hand (8-1) that
    can be paid for."""
    info = g.info
    sealed = g.format is Format.SEALED
    stacks = pl.battle if pl.breeding is None else [pl.breeding, *pl.battle]
    held = "cant_digivolve" in g.grantable
    odd = board.odd_digivolving or g.next_digivolution
    reduces = "digivolve_reductions" in board.rare
    recolours = "also_colors" in g.grantable
    alternatives = "digivolve_into" in board.granted
    # odd only by "can digivolve into ..." effects: a Digimon none reaches is priced by
    # the shared table like any other
    by_alternatives_alone = (
        odd
        and alternatives
        and not g.next_digivolution
        and not recolours
        and "digivolve_only_into" not in board.granted
        and "field_digivolve_reductions" not in board.rare
    )
    for perm in stacks:
        top = info[perm.cards[-1]]
        if not top.is_digimon or (held and q.cant(g, perm, "cant_digivolve")):
            continue
        row = DIGIVOLVES[perm.id]
        alts = q.alternatives(g, perm) if odd and alternatives else None
        slow = reduces and _reduces(g, perm)
        if not slow and odd:
            slow = not by_alternatives_alone or bool(alts and top.token)
        if slow:
            # with no other colour and no other card to digivolve into, a card whose
            # printed requirements `perm` doesn't meet has no cost to reduce: not priced
            unmet = None if alts or recolours else requirements(top, sealed).costs
            for c in evolvers:
                if unmet is not None and unmet[c] == NEVER and not c.effect_requirements:
                    continue
                cost = digivolve_cost(g, perm, c.card, alts)
                if cost is not None and cost <= budget:
                    out.append(row[c.number])
            continue
        met = _REQUIREMENTS.get((top, sealed))  # `requirements`, without a call
        if met is None:
            met = requirements(top, sealed)
        costs = met.costs
        if not reduced and not alts:  # the hot path: the shared table alone
            for c in evolvers:
                if costs[c] <= budget:
                    out.append(row[c.number])
            continue
        for c in evolvers:
            if c.hand_digivolve_reductions or c.effect_requirements:
                priced = digivolve_cost(g, perm, c.card, alts)
                cost = NEVER if priced is None else priced
            else:
                cost = costs[c]
                if alts:  # `digivolve_cost` with nothing to reduce: the cheapest way in
                    cost = _cheapest_alternative(g, alts, c.card, cost)
            if cost <= budget:
                out.append(row[c.number])


def _cheapest_alternative(g: Field, alts: list[AltDigivolve], card: Card, cost: int) -> int:
    """`cost`, or less by a "can digivolve into ... for a memory cost of N" effect that
    takes `card` (as `digivolve_cost` reads them: only where the printed requirements are
    met while players can't ignore them)."""
    if card.category != "digimon" or (cost == NEVER and must_meet_requirements(g)):
        return cost
    for alt in alts:
        if alt.cost < cost and q.printed_holds(alt.into, card):
            cost = alt.cost
    return cost


def _attacks(g: Field, tp: int, board: Board, out: list[Move[Verb]]) -> None:
    """The attacks of the turn player's Digimon (11-1-1)."""
    info = g.info
    pl = g.players[tp]
    foes = g.players[1 - tp].battle
    targets = [p.id for p in foes if p.suspended and info[p.cards[-1]].is_digimon]
    granted = board.granted
    restricted = "cant_attack" in granted
    if board.odd_attacking:
        if "as_digimon" in granted or "cant_be_attacked" in granted:
            # 15-12-1-4: a Tamer treated as a Digimon attacks and is attacked; 15-1-3
            targets = attack_targets(g, tp)
        for perm in pl.battle:
            if can_attack(g, perm, restricted):
                out += attack_moves(g, perm, targets)
        return
    turn = g.turn_number  # `can_attack` and `attack_moves`, inline: the hot path
    held = "cant_suspend" in g.grantable  # `q.held_unsuspended`, inline
    for perm in pl.battle:
        if perm.suspended or perm.played_turn == turn or not info[perm.cards[-1]].is_digimon:
            continue
        if not (restricted and q.cant(g, perm, "cant_attack")) and not (
            held and q.cant(g, perm, "cant_suspend")
        ):
            row = ATTACKS[perm.id]
            out.append(row["player"])
            for t in targets:
                out.append(row[t])


def _activations(g: Field, pl: Player, out: list[Move[Verb]]) -> None:
    """The [Main] effects of the turn player's Digimon and Tamers that can activate now
    (6-5-1-6-1), and the inherited [Main] effects of their digivolution cards (EX5-007)."""
    info = g.info
    for perm in pl.battle:
        uid = perm.cards[-1]
        c = info[uid]
        main = c.main
        if main is not None and c.card.category != "option":
            if main_refusal(g, perm, uid, main, c.main_index) is None:
                out.append(mv(V.ACTIVATE, perm.id))
        if len(perm.cards) > 1 and c.is_digimon:
            offered = set()
            for u in perm.cards[:-1]:
                inh = info[u]
                if inh.inherited_main is not None and inh.number not in offered:
                    if inherited_main_of(g, perm, inh.number) is not None:
                        offered.add(inh.number)
                        out.append(mv(V.ACTIVATE, perm.id, inh.number))


def main_refusal(g: Field, perm: Permanent, uid: int, main: Effect, index: int) -> str | None:
    """Why the [Main] effect `main` of card `uid` of `perm` can't activate now, or None."""
    if main.per_turn and g.used_once.get((perm.id, uid, index), 0) >= main.per_turn:
        return f"{perm.id} has used its [Main] effect this turn as often as it may (15-14-1-1)"
    if main.digi_burst and len(q.trashable_sources(g, perm)) < main.digi_burst:
        return (
            f"{perm.id} needs {main.digi_burst} digivolution card(s) to trash for "
            "<Digi-Burst> (16-14-1)"
        )
    if main.condition is not None and not q.condition_holds(g, main.condition, perm.owner, perm):
        return f"{perm.id}: the condition of its [Main] effect is not met (15-6-3)"
    if main.cost and not _cost_payable(g, perm, uid, main):
        return f"{perm.id}: the cost of its [Main] effect can't be paid now (15-7-4)"
    return None


def inherited_main_of(g: Field, perm: Permanent, number: str) -> int | None:
    """The uppermost digivolution card `number` under `perm` whose inherited [Main] effect
    can activate now: each copy has its own [Once Per Turn] (ruling Q3528), and the copy
    nearest the top leaves the others under it for later."""
    info = g.info
    for u in reversed(perm.cards[:-1]):
        c = info[u]
        if c.number == number and c.inherited_main is not None:
            if main_refusal(g, perm, u, c.inherited_main, c.inherited_main_index) is None:
                return u
    return None


def _cost_payable(g: Field, perm: Permanent, uid: int, main: Effect) -> bool:
    """Whether the "by doing X" part of a Digimon's or Tamer's [Main] effect can be done
    now (15-7-4)."""
    return can_pay(g, Ctx(perm.owner, perm, uid, main))


def refuse_place(g: Field) -> str:
    """Why `place CARD` is refused: it is Sealed's breeding-phase move only."""
    if g.format is not Format.SEALED:
        return "only Sealed play places a Digimon from the hand in the breeding area (6-4)"
    return (
        "a level 3 Digimon card from the hand goes only into an empty breeding area, in "
        "the breeding phase (Sealed rules, Special Game Rules)"
    )


def refuse_block(g: Field, pid: str) -> str | None:
    """Why `pid` can't block the attack now (11-4-1), None if it can."""
    perm = g.find(pid)
    if perm is None:
        return f"{pid} is not in play"
    if perm.owner == g.turn_player:
        return "only the player being attacked can block (11-4-1)"
    if perm.suspended:
        return f"{pid} is suspended: only an unsuspended Digimon can block (11-4-1)"
    if not q.has_blocker(g, perm):
        return f"{pid} does not have <Blocker> (11-4-1, 16-5)"
    if q.cant(g, perm, "cant_block"):
        return f"{pid} can't block: an effect prevents it (15-1-3)"
    return f"{pid} is the attack target and can't block (12-1-5)"


# One function for each main-phase action: the first check the move fails, with its rule,
# or None when it is legal. `main_moves` lists exactly the moves these pass (it reads the
# same costs and restrictions, inline where it is the hot path; tests/test_legality.py
# holds the two to each other over random games), and a refused move is explained by
# them (`refusals.why_illegal`).


def in_hand(g: Field, number: str, rule: str) -> Card | str:
    """The card `number` if the turn player holds one, else why not (citing `rule`)."""
    card = g.cards.get(number)
    if card is None:
        return f"{number} is not a known card number"
    pl = g.players[g.turn_player]
    if not any(g.defs[u].number == number for u in pl.hand):
        return f"{number} {card.name} is not in {pl.name}'s hand ({rule})"
    return card


def in_hand_with(
    g: Field, number: str, rule_field: str, named: str, rules: tuple[str, str]
) -> Card | str:
    """The card `number` if it brings a special rule (its field `rule_field` is set: "dna",
    "burst", ...) and the turn player holds one; else why not. `named`: the rule as printed
    on cards; `rules`: the rule that makes such a card, the one that takes it from the hand."""
    card = g.cards.get(number)
    if card is None or getattr(card, rule_field) is None:
        return f"{number} is not a card with {named} ({rules[0]})"
    return in_hand(g, number, rules[1])


def own_stack(g: Field, pid: str, what: str, rule: str) -> Permanent | str:
    """The turn player's Digimon or Tamer `pid` (breeding area included), else why not."""
    perm = g.find(pid)
    if perm is None or perm.owner != g.turn_player:
        return f"{pid} is not one of your {what} ({rule})"
    return perm


def too_dear(g: Field, what: str, cost: int) -> str | None:
    """Why a cost can't be paid (1-4-2-2), None if it can."""
    if affordable(g, cost):
        return None
    return (
        f"{what} costs {cost}: with {g.memory} memory the counter can move only "
        f"{g.memory + 10} spaces, as it stops at 10 on the opponent's side (1-4-2-2)"
    )


def refuse_play(g: Field, number: str) -> str | None:
    """`play CARD`: a Digimon or Tamer card from the hand, its play cost payable (7-1-1)."""
    card = in_hand(g, number, "7-1-1")
    if isinstance(card, str):
        return card
    if card.category == "option":
        return f"{card.name} is an Option: use it with 'option {number}' (6-5-1-3)"
    if card.category == "digi-egg":
        return "Digi-Eggs are hatched from the Digi-Egg deck in the breeding phase (4-18-1)"
    return too_dear(g, f"playing {card.name}", least_play_cost(g, g.turn_player, card))


def refuse_option(g: Field, number: str) -> str | None:
    """`option CARD`: an Option card from the hand, its colours among the player's Digimon
    and Tamers (4-22-2), its use cost payable (6-5-1-3)."""
    card = in_hand(g, number, "6-5-1-3")
    if isinstance(card, str):
        return card
    if card.category != "option":
        return f"{card.name} is not an Option card (2-2-6)"
    if not option_usable(g, g.turn_player, card):
        need = "/".join(card.colors)
        return f"{card.name} needs a {need} Digimon or Tamer of yours in play (4-22-2)"
    if options_closed(g, g.turn_player):
        return f"{card.name}: an effect of the opponent stops Option cards being used (15-1-3)"
    return too_dear(g, f"using {card.name}", play_cost(g, g.turn_player, card))


def refuse_digivolve(g: Field, pid: str, number: str) -> str | None:
    """`digivolve ID CARD`: one of the player's Digimon (or, for a Hybrid card, a Tamer)
    into a Digimon card from the hand whose requirements it meets, the cost payable (8-1-3)."""
    card = in_hand(g, number, "8-1-1")
    if isinstance(card, str):
        return card
    perm = own_stack(g, pid, "Digimon: you digivolve your own", "8-1-3")
    if isinstance(perm, str):
        return perm
    if card.category != "digimon":
        return f"only Digimon cards digivolve (8-1-1); {card.name} is a {card.category}"
    top = g.defs[perm.cards[-1]]
    onto_tamer = top.category == "tamer" and "onto_tamer" in compiled(card).special
    if not g.info[perm.cards[-1]].is_digimon and not onto_tamer:
        return f"{perm.id} {top.name} is a {top.category}: only a Digimon digivolves (8-1-3)"
    if q.cant(g, perm, "cant_digivolve"):
        return f"{perm.id} can't digivolve: an effect prevents it (15-1-3)"
    if g.info[perm.cards[-1]].token:
        return f"{perm.id} is a token: a token can't digivolve (4-21-3)"
    placing = card.onto_tamer.by_placing if onto_tamer and card.onto_tamer else None
    if placing and len(hybrid.placeable(g, perm.owner)) < placing:
        return (
            f"{card.name} places {placing} Tamer or [Hybrid] cards from the hand and trash as "
            "it digivolves: there aren't enough (15-7-3)"
        )
    cost = digivolve_cost(g, perm, card)
    if cost is None:
        if onto_tamer:
            return (
                f"{card.name} can't digivolve onto {perm.id} {top.name}: not a Tamer its "
                "text names (8-1-3-1, 15-12-1-2)"
            )
        reqs = ", ".join(requirement_text(r) for r in card.digivolve) or "none"
        level = f"Lv.{top.level}" if top.level is not None else "no level"
        return (
            f"{perm.id} is {'/'.join(top.colors)} {level}; {card.name} digivolves "
            f"from {reqs} (8-1-3-1)"
        )
    return too_dear(g, f"digivolving into {card.name}", cost)


def refuse_dna(g: Field, top_id: str, bottom_id: str, number: str) -> str | None:
    """`dna ID1 ID2 CARD`: two of the player's Digimon in the battle area that meet the
    card's [DNA Digivolution] requirements, the first on top (8-2-3)."""
    card = in_hand_with(g, number, "dna", "[DNA Digivolution]", ("8-2", "8-2-3-1"))
    if isinstance(card, str):
        return card
    pl = g.players[g.turn_player]
    pair = {p.id: p for p in pl.battle}
    a, b = pair.get(top_id), pair.get(bottom_id)
    if a is None or b is None or a is b:
        return (
            f"{top_id} and {bottom_id} are not two different Digimon of yours in the battle "
            "area (8-2-3-1)"
        )
    if (a, b) not in dna_pairs(g, card, pl.index):
        return (
            f"{top_id} and {bottom_id} don't meet {card.name}'s DNA requirements: "
            f"{card_text(card)[0]} (8-2-3-1)"
        )
    if q.cant(g, a, "cant_digivolve"):
        return f"{a.id} can't digivolve: an effect prevents it (15-1-3)"
    return too_dear(g, f"DNA digivolving into {card.name}", dna_cost(g, a, card, b))


def refuse_attack(g: Field, pid: str, target_id: str) -> str | None:
    """`attack ID TARGET`: one of the player's unsuspended Digimon in the battle area that
    may attack, at the opponent or one of their Digimon it may attack (11-2-7-1, 11-2-8-1)."""
    pl = g.players[g.turn_player]
    perm = g.find(pid)
    if perm is None or perm.owner != pl.index:
        return f"{pid} is not one of your Digimon: you attack with your own (11-2-1)"
    if pl.breeding is perm:
        return "a Digimon in the breeding area can't attack (11-2-1)"
    if not q.is_digimon(g, perm):
        return "only Digimon attack (11-1-1)"
    if perm.suspended:
        return f"{perm.id} is suspended: only an unsuspended Digimon can attack (11-2-8-1)"
    if perm.played_turn == g.turn_number and not q.grant_total(g, perm, "rush"):
        return (
            f"{perm.id} was played this turn: a Digimon can't attack the turn it was "
            "played (7-1-2-1) unless it has <Rush> (16-15-1)"
        )
    if q.cant(g, perm, "cant_attack"):
        return f"{perm.id} can't attack: an effect prevents it (15-1-3)"
    if q.held_unsuspended(g, perm):
        return (
            f"{perm.id} can't be suspended, and attacking suspends it (11-2-8-1): an effect "
            "prevents it (15-1-3)"
        )
    if target_id == "player":
        if q.cant(g, perm, "cant_attack_players"):
            return f"{perm.id} can't attack players, only Digimon: an effect prevents it (15-1-3)"
        return None
    if q.cant(g, perm, "cant_attack_digimon"):
        return f"{perm.id} can't attack Digimon, only the player: an effect prevents it (15-1-3)"
    target = g.find(target_id)
    if target is None or target.owner == pl.index or g.players[target.owner].breeding is target:
        return f"{target_id} is not an opponent's Digimon in the battle area (11-2-7-1)"
    if not q.is_digimon(g, target):
        return f"{target.id} is a Tamer: only the player or a Digimon can be attacked (11-2-7-1)"
    if not attackable(g, target):
        return f"{target.id} can't be attacked: an effect prevents it (15-1-3)"
    if target_id not in {m.args[1] for m in attack_moves(g, perm)}:
        return f"{target.id} is unsuspended: only a suspended Digimon can be attacked (11-2-7-1)"
    return None


def refuse_activate(g: Field, pid: str, number: str | None = None) -> str | None:
    """`activate ID`: the [Main] effect of one of the player's Digimon or Tamers in the
    battle area, not used up this turn, its condition met and its cost payable (6-5-1-6-1);
    `activate ID CARD`: the inherited [Main] effect of its digivolution card CARD."""
    pl = g.players[g.turn_player]
    perm = g.find(pid)
    if perm is None or perm.owner != pl.index:
        return (
            f"{pid} is not one of your Digimon or Tamers: "
            "you activate [Main] effects of your own cards (6-5-1-6-1)"
        )
    if perm is pl.breeding:
        return f"{pid} is in the breeding area: its effects don't activate there (3-4-7-4)"
    if number is not None:
        under = [u for u in perm.cards[:-1] if g.info[u].number == number]
        mains = [u for u in under if g.info[u].inherited_main is not None]
        if not g.info[perm.cards[-1]].is_digimon or not mains:
            return (
                f"{g.named(perm)} has no digivolution card {number} with an inherited [Main] "
                "effect (15-3-2)"
            )
        if inherited_main_of(g, perm, number) is None:
            c = g.info[mains[0]]
            assert c.inherited_main is not None
            return main_refusal(g, perm, mains[0], c.inherited_main, c.inherited_main_index)
        return None
    uid = perm.cards[-1]
    c = g.info[uid]
    main = c.main
    if main is None or c.card.category == "option":
        return f"{g.named(perm)} has no [Main] effect (6-5-1-6-1)"
    return main_refusal(g, perm, uid, main, c.main_index)
