"""Each card's effects sorted once by how the engine looks them up.

The engine asks "which [When Attacking] effects does this stack have?" and "which
persistent grants are active?" on every action; answering from lists built once
per card keeps those questions cheap in simulations of thousands of games.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import get_args

from pydantic import BaseModel

from digimon_tui.cards.model import Card, DeclareCategory, DigivolveRequirement, Effect, Grant
from digimon_tui.cards.selection import Category, Color
from digimon_tui.loop.moves import Move, mv

from .verbs import Verb


@dataclass(frozen=True, slots=True)
class Persistent:
    index: int
    effect: Effect
    grants: tuple[Grant, ...]


COLOR_BITS = {color: 1 << i for i, color in enumerate(get_args(Color))}
"""A bit for each colour: the colours a player has in play are one int (4-22-2)."""


def color_mask(colors: Iterable[str]) -> int:
    mask = 0
    for color in colors:
        mask |= COLOR_BITS[color]
    return mask


Gives = tuple[str, tuple[Persistent, ...], bool]
"""A grant field a card's persistent effects may give, those effects, and whether they give
it to the stack they are on alone ("this Digimon gets ..."): then no other stack gets it."""


@dataclass(frozen=True, slots=True, eq=False)
class Compiled:
    """Compared and hashed by identity: one per card object (see `game.compiled`)."""

    card: Card
    number: str
    colors: tuple[str, ...]
    """The card's printed number and colours, read here by the hottest loops (a slotted
    field is read several times faster than a validated model's attribute)."""
    timed: dict[str, tuple[tuple[int, Effect], ...]]
    """Trigger and activation effects by timing (no `trigger` clause)."""
    inherited_timed: dict[str, tuple[tuple[int, Effect], ...]]
    events: tuple[tuple[int, Effect], ...]
    """[Your Turn]-style "when X" effects."""
    inherited_events: tuple[tuple[int, Effect], ...]
    trash_events: tuple[tuple[int, Effect], ...]
    """[Trash] "when X" effects: they listen while the card is in the trash, and only there."""
    gives: tuple[Gives, ...]
    """Each grant field (dp, blocker, ...) its persistent effects may give, with those
    effects: what the card adds to the index of what is in play (`board`) on top of a stack."""
    inherited_gives: tuple[Gives, ...]
    """The same for its inherited effects, under a Digimon."""
    may_grant: frozenset[str]
    """Every grant field (dp, a keyword, "cant_attack", ...) the card could ever give, by a
    persistent effect or a step: a game without a card that may give a keyword never needs
    to look for it (`Game.grantable`)."""
    lowers_dp: bool
    """Some persistent effect of it, inherited or not, gives negative DP."""
    main: Effect | None
    main_index: int
    """Where `main` is among the card's effects: part of its [Once Per Turn] key."""
    inherited_main: Effect | None
    """An inherited [Main] effect (EX5-007): the Digimon the card is under activates it
    (`activate ID CARD`)."""
    inherited_main_index: int
    is_digimon: bool
    """Treated as a Digimon when on top of a stack (Digimon and Digi-Egg cards)."""
    no_dp: bool
    """Treated as a Digimon and has no DP or 0 DP: a rule check must look at it (17-1)."""
    digivolves: bool
    """A Digimon card: it can digivolve onto a Digimon (8-1-1)."""
    cost: int
    """Its play or use cost, 0 for a card without one."""
    dna: bool
    """It has [DNA Digivolution] requirements (8-2)."""
    rare: frozenset[str]
    """What the index of what is in play (`board`) must know it has, on top of a stack:
    turn-level timings ([End of Your Turn], ...), "digivolve_reductions",
    "field_play_reductions" and "main" (a [Main] effect to activate)."""
    inherited_rare: frozenset[str]
    """The same under a Digimon, for its inherited effects."""
    inherits: bool
    """It has an inherited effect the index of what is in play must know about."""
    indexed: bool
    """On top of a stack it adds something to the index of what is in play (`rare`,
    `events`, `gives`, `lowers_dp` or `no_dp`): most cards add nothing, and the index
    skips them with one look."""
    play_reductions: tuple[Effect, ...]
    """ "When you would play this card from your hand, ... reduce its play cost" (or "use
    this card", an Option's)."""
    digivolve_reductions: tuple[Effect, ...]
    """ "When this Digimon would digivolve into ..., reduce the memory cost"."""
    inherited_digivolve_reductions: tuple[Effect, ...]
    digivolve_increases: tuple[Effect, ...]
    """ "When an opponent's Digimon with no digivolution cards would digivolve, increase the
    digivolution cost by 1" (EX3-016): what the card makes the other player's digivolutions
    cost."""
    inherited_digivolve_increases: tuple[Effect, ...]
    hand_digivolve_reductions: tuple[Effect, ...]
    """ "When one of your [X] would digivolve into this card in your hand, reduce ...": the
    card's own reductions, from the hand, of digivolving into it."""
    field_digivolve_reductions: tuple[Effect, ...]
    """ "When digivolving one of your Digimon into a [X] in your hand, you may ... to reduce
    ...": reductions a card in play gives its player's digivolutions."""
    field_play_reductions: tuple[Effect, ...]
    """ "When you would play a green Digimon card, by suspending this Digimon, reduce its play
    cost by 1": reductions a card in play gives its player's plays from the hand."""
    field_digivolve_effects: tuple[Effect, ...]
    """ "When one of your Digimon would digivolve into a Digimon with [Gallantmon] in its
    name, that Digimon gains ...": what else a card in play does as its player's Digimon is
    about to digivolve (`keywords.before_digivolving`)."""
    deletion_preventions: tuple[tuple[int, Effect], ...]
    """ "When this Digimon would be deleted, by ..., prevent that deletion", with each one's
    place among the card's effects (or its inherited effects, for the next field):
    `keywords.interrupt_deletion` offers them."""
    inherited_deletion_preventions: tuple[tuple[int, Effect], ...]
    leave_effects: tuple[tuple[int, Effect], ...]
    """ "When this Digimon would leave the battle area other than by one of your effects,
    ...": done as it is about to leave (`keywords.before_leaving`); the next field holds the
    inherited ones."""
    inherited_leave_effects: tuple[tuple[int, Effect], ...]
    xros_sources: tuple[Effect, ...]
    """ "When you play 1 Digimon with DigiXros requirements, by suspending this Tamer, you may
    place cards from under 1 of your Tamers ...": read by `digixros.placements`."""
    effect_requirements: tuple[DigivolveRequirement, ...]
    """ "Your [Keramon] can digivolve into this card in your hand for a memory cost of 4,
    ignoring ...", "[Digivolve] [Alphamon] w/[Ouryumon] in its digivolution cards": requirements
    that depend on where the Digimon is, on the cards under it and on the game, so never in the
    table shared by every game (`legal.requirements`)."""
    digisorption_swaps: tuple[Effect, ...]
    """ "When suspending Digimon for a <Digisorption> skill, you may suspend 1 of your
    opponent's Digimon instead" (`digisorption`)."""
    from_hand: Move[Verb] | None
    """`play NUMBER` for a Digimon or Tamer card, `option NUMBER` for an Option card:
    the move, made once, that every list of legal moves reuses."""
    effects_of: tuple[str, ...] = ()
    """ "This Digimon gains all effects of cards with [Gammamon] in their names in this
    Digimon's digivolution cards": the names, for its own effect on top of a stack
    (`board.named_gains`)."""
    inherited_effects_of: tuple[str, ...] = ()
    """The same for its inherited effect, under a Digimon."""
    special: frozenset[str] = frozenset()
    """Special rules the card brings into the game ("xros": DigiXros requirements, ...):
    the main phase looks for their moves only in a game with such a card
    (`Game.special`), so a rule no card uses costs nothing."""
    token: bool = False
    """A token (4-21): it can't digivolve or have cards placed under it, and it ceases to
    exist instead of going anywhere but the battle area."""
    linked: Compiled | None = None
    """As a link card (4-3-5): its link effects sorted as inherited effects are (its
    `inherited_*` fields), since both are effects a card gives the Digimon it is with."""
    breeding: Compiled | None = None
    """In the breeding area: its [Breeding] effects sorted as its effects are (15-14-4), its
    own and, for the cards under the Digimon there, its inherited ones; the other fields
    leave them out, as they act nowhere else."""
    plain: bool = field(init=False)
    """A Digimon card played from the hand and digivolved into at its printed costs, and
    with no [DNA Digivolution]: most cards in a hand, which `main_moves` lists the short way."""
    color_mask: int = field(init=False)
    """`colors` as bits of `COLOR_BITS`: the colours of a side are these or'ed together."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "color_mask", color_mask(self.colors))
        plain = (
            self.from_hand is not None
            and self.from_hand.verb is Verb.PLAY
            and self.digivolves
            and not (
                self.play_reductions
                or self.dna
                or self.hand_digivolve_reductions
                or self.effect_requirements
            )
        )
        object.__setattr__(self, "plain", plain)


COST_EVENTS = (
    "would_be_played",
    "would_be_used",
    "would_digivolve",
    "digisorption_suspends",
    "would_be_deleted",
    "would_leave",
    "would_digixros",
    "would_play",
)
"""Triggers done as their event is about to happen rather than activating later: those that
change a cost as it is paid (15-8-5-1), prevent a deletion or act before a Digimon leaves."""
_PLAY_OR_USE = ("would_be_played", "would_be_used")
"""The cost reductions of a card's own play or use cost from the hand."""


def _split(effects: tuple[Effect, ...], base: int, breeding: bool = False):
    """The effects of a card on the battle area, or its [Breeding] ones (`breeding`), by kind,
    each with its place among all of the card's effects."""
    timed: dict[str, list[tuple[int, Effect]]] = {}
    events: list[tuple[int, Effect]] = []
    persistent: list[Persistent] = []
    costs: list[Effect] = []
    for i, e in enumerate(effects, base):
        if e.breeding != breeding:
            continue
        if e.is_persistent:
            persistent.append(Persistent(i, e, e.as_grants()))
        elif e.trigger is not None and e.trigger.event in COST_EVENTS:
            costs.append(e)
        elif e.trigger is not None and not e.from_trash:
            events.append((i, e))
        else:  # under each of its timings, with one index: one [Once Per Turn] count
            for timing in e.timings:
                timed.setdefault(timing, []).append((i, e))
    timed_t = {k: tuple(v) for k, v in timed.items()}
    return timed_t, tuple(events), tuple(persistent), tuple(costs)


TURN_TIMINGS = frozenset(
    {
        "start_of_your_turn",
        "start_of_opponents_turn",
        "start_of_your_main_phase",
        "start_of_opponents_main_phase",
        "end_of_your_turn",
        "end_of_opponents_turn",
        "end_of_all_turns",
    }
)
"""Timings looked for once a turn over every stack in the battle area."""


def _rare(timed: dict[str, tuple], costs: tuple[Effect, ...]) -> frozenset[str]:
    out = set(timed) & TURN_TIMINGS
    if _would_digivolve(costs, "this"):
        out.add("digivolve_reductions")
    if _would_digivolve(costs, "opponents"):
        out.add("digivolve_increases")
    if _field_would_digivolve(costs, reduces=True):
        out.add("field_digivolve_reductions")
    if any(e.trigger and e.trigger.event == "would_play" for e in costs):
        out.add("field_play_reductions")
    if _field_would_digivolve(costs, reduces=False):
        out.add("field_digivolve_effects")
    if any(_prevents(e) for e in costs):
        out.add("deletion_preventions")
    if any(_before_leaving(e) for e in costs):
        out.add("leave_effects")
    if any(e.trigger and e.trigger.event == "would_digixros" for e in costs):
        out.add("xros_sources")
    return frozenset(out)


def _gives(items: tuple[Persistent, ...]) -> tuple[Gives, ...]:
    fields = dict.fromkeys(f for p in items for g in p.grants for f in g.amounts)
    return tuple((f, items, _alone(items, f)) for f in fields)


def _alone(items: tuple[Persistent, ...], field: str) -> bool:
    """Whether `items` give `field` only to the stack they are on."""
    return all(g.target.select == "this" for p in items for g in p.grants if field in g.amounts)


def _grant_fields(value: object) -> set[str]:
    """The grant fields of every `Grant` inside an effect, wherever it sits."""
    if isinstance(value, Grant):
        return set(value.amounts)
    if isinstance(value, DeclareCategory):  # the shield of the category declared
        return {"unaffected", *(f"unaffected_by_{c}" for c in get_args(Category))}
    if isinstance(value, BaseModel):
        return set().union(*(_grant_fields(getattr(value, f)) for f in type(value).model_fields))
    if isinstance(value, tuple | list):
        return set().union(*(_grant_fields(v) for v in value))
    return set()


def compile_card(card: Card, breeding: bool = False) -> Compiled:
    """`breeding`: the card's [Breeding] effects alone (`Compiled.breeding`)."""
    timed, events, persistent, costs = _split(card.effects, 0, breeding)
    i_timed, i_events, i_persistent, i_costs = _split(card.inherited, 100, breeding)
    lowers_dp = any(g.dp < 0 for p in persistent + i_persistent for g in p.grants)
    no_dp = card.category in ("digimon", "digi-egg") and not card.dp
    main_index = next(
        (
            i
            for i, e in enumerate(card.effects)
            if "main" in e.timings and not e.delay and not e.from_hand and not e.breeding
        ),
        -1,
    )
    i_main = next((i for i, e in enumerate(card.inherited) if "main" in e.timings), -1)
    rare = _rare(timed, costs)
    preventions, i_preventions = _preventions(card.effects), _preventions(card.inherited)
    leavings, i_leavings = _leavings(card.effects), _leavings(card.inherited)
    if main_index >= 0 and card.category != "option":
        rare |= {"main"}  # a Digimon or Tamer whose [Main] effect the main phase offers
    linked = None if card.link is None or breeding else _as_link(card)
    bred = any(e.breeding for e in card.effects + card.inherited)
    in_breeding = compile_card(card, breeding=True) if bred and not breeding else None
    verb = {"digimon": Verb.PLAY, "tamer": Verb.PLAY, "option": Verb.OPTION}.get(card.category)
    return Compiled(
        card=card,
        number=card.number,
        colors=card.colors,
        timed=timed,
        inherited_timed=i_timed,
        events=events,
        inherited_events=i_events,
        trash_events=tuple((i, e) for i, e in enumerate(card.effects) if e.from_trash),
        gives=_gives(persistent),
        inherited_gives=_gives(i_persistent),
        may_grant=frozenset(
            _grant_fields(card.effects + card.inherited + card.security).union(
                *(g.amounts for p in persistent + i_persistent for g in p.grants)
            )
        )
        | ({"deletion_preventions"} if preventions or i_preventions else set())
        | ({"leave_effects"} if leavings or i_leavings else set())
        | (linked.may_grant if linked is not None else frozenset()),
        lowers_dp=lowers_dp,
        main=card.effects[main_index] if main_index >= 0 else None,
        main_index=main_index,
        inherited_main=card.inherited[i_main] if i_main >= 0 else None,
        inherited_main_index=100 + i_main,
        is_digimon=card.category in ("digimon", "digi-egg"),
        no_dp=no_dp,
        digivolves=card.category == "digimon",
        cost=card.cost or 0,
        dna=card.dna is not None,
        rare=rare,
        inherited_rare=_rare(i_timed, i_costs) | ({"main"} if i_main >= 0 else set()),
        inherits=bool(i_events or i_persistent or _rare(i_timed, i_costs) or i_main >= 0),
        indexed=bool(rare or events or persistent or lowers_dp or no_dp),
        play_reductions=tuple(
            e
            for e in costs
            if e.trigger and e.trigger.event in ("would_be_played", "would_be_used")
        ),
        digivolve_reductions=_would_digivolve(costs, "this"),
        inherited_digivolve_reductions=_would_digivolve(i_costs, "this"),
        digivolve_increases=_would_digivolve(costs, "opponents"),
        inherited_digivolve_increases=_would_digivolve(i_costs, "opponents"),
        hand_digivolve_reductions=tuple(
            e for e in _would_digivolve(costs, "your") if e.trigger and e.trigger.into is None
        ),
        field_digivolve_reductions=_field_would_digivolve(costs, reduces=True),
        field_digivolve_effects=_field_would_digivolve(costs, reduces=False),
        field_play_reductions=tuple(
            e for e in costs if e.trigger and e.trigger.event == "would_play"
        ),
        deletion_preventions=preventions,
        inherited_deletion_preventions=i_preventions,
        leave_effects=leavings,
        inherited_leave_effects=i_leavings,
        xros_sources=tuple(e for e in costs if e.trigger and e.trigger.event == "would_digixros"),
        effect_requirements=tuple(r for r in card.digivolve if r.by_effect or r.sources),
        digisorption_swaps=tuple(
            e for e in costs if e.trigger and e.trigger.event == "digisorption_suspends"
        ),
        from_hand=None if verb is None else mv(verb, card.number),
        special=_special(card),
        effects_of=_effects_of(persistent),
        inherited_effects_of=_effects_of(i_persistent),
        linked=linked,
        breeding=in_breeding,
    )


def _effects_of(items: tuple[Persistent, ...]) -> tuple[str, ...]:
    """The names of "gains all effects of cards with [X] in their names ..." grants."""
    return tuple(n for p in items for g in p.grants for n in g.effects_of)


def _as_link(card: Card) -> Compiled:
    """The compiled form of a card's link effects, as the inherited effects of a card
    without any other."""
    assert card.link is not None
    bare = card.model_copy(
        update={"effects": (), "inherited": card.link.effects, "security": (), "link": None}
    )
    return compile_card(bare)


def _prevents(e: Effect) -> bool:
    """ "When this Digimon would be deleted, by ..., prevent that deletion" (15-8-5-2)."""
    return e.trigger is not None and any(s.do == "prevent_deletion" for s in e.steps)


def _before_leaving(e: Effect) -> bool:
    """An effect done at once as its Digimon is about to leave or be deleted, which keeps
    nothing in play: "when this Digimon would leave the battle area other than by one of your
    effects", "when this Digimon would be deleted, you may play 1 [Gomamon] from ..."."""
    t = e.trigger
    return t is not None and (
        (t.event == "would_leave" and t.whose == "this")
        or (t.event == "would_be_deleted" and not _prevents(e))
    )


def _preventions(effects: tuple[Effect, ...]) -> tuple[tuple[int, Effect], ...]:
    return tuple((i, e) for i, e in enumerate(effects) if _prevents(e))


def _leavings(effects: tuple[Effect, ...]) -> tuple[tuple[int, Effect], ...]:
    return tuple((i, e) for i, e in enumerate(effects) if _before_leaving(e))


def _would_digivolve(costs: tuple[Effect, ...], whose: str) -> tuple[Effect, ...]:
    return tuple(
        e
        for e in costs
        if e.trigger and e.trigger.event == "would_digivolve" and e.trigger.whose == whose
    )


def _field_would_digivolve(costs: tuple[Effect, ...], reduces: bool) -> tuple[Effect, ...]:
    """A card in play's effects on its player's digivolutions: those that only reduce the
    cost (`reduces`), or the others."""
    return tuple(
        e
        for e in _would_digivolve(costs, "your")
        if e.trigger
        and e.trigger.into is not None
        and all(s.do == "reduce_cost" for s in e.steps) == reduces
    )


def _special(card: Card) -> frozenset[str]:
    out = set()
    if card.xros is not None:
        out.add("xros")
    if card.burst is not None:
        out.add("burst")
    if card.link is not None:
        out.add("link")
    if card.app_fusion is not None:
        out.add("app_fusion")
    if card.overflow is not None:
        out.add("overflow")
    if card.digisorption is not None:
        out.add("digisorption")
    if card.onto_tamer is not None or any(r.names and not r.by_effect for r in card.digivolve):
        out.add("onto_tamer")  # a Tamer may digivolve into it: a Hybrid card, or by name
    if any("counter" in e.timings for e in card.effects):
        out.add("counter")
    if any(e.delay for e in card.effects):
        out.add("delay")
    if any(e.from_hand and e.timing == "main" for e in card.effects):
        out.add("hand")
    if any(e.from_trash for e in card.effects):
        out.add("trash")
    events = {e.trigger.event for e in card.effects + card.inherited if e.trigger is not None}
    if any(
        e.trigger is not None and e.trigger.event == "deleted" and e.trigger.whose == "this"
        for e in card.effects + card.inherited
    ):
        out.add("own_deletion")  # "when this Digimon is deleted": heard as it leaves
    if "security_checked" in events:
        out.add("security_checked")
    if "training" in _grant_fields(card.effects + card.inherited) or any(
        e.keyword == "training" for e in card.effects + card.inherited
    ):
        out.add("training")  # 16-41: a main-phase action of its own
    return frozenset(out)


_COMPILED: dict[int, tuple[Card, Compiled]] = {}


def compiled(card: Card) -> Compiled:
    """One compiled form per card object, shared by every game."""
    hit = _COMPILED.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _COMPILED[id(card)] = (card, compile_card(card))
    return hit[1]
