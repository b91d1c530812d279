"""What is in play, indexed once per change: which stacks give which grants, which have
"when X" effects, whether any DP can drop, whether a rule check has anything to look at.

Rule checks, legal moves and DP all ask these questions several times per decision,
while what is in play changes far less often. `Field.version` moves whenever a stack,
an area or the lasting effects change in a way the index sees (`Field` makes every such
change itself; a stack with nothing indexed comes and goes unseen), and `Field.board()`
rebuilds the index only then. The answers here depend on nothing else:
anything that also depends on the turn, the security stacks or a battle (DP, conditions)
is still computed when asked, from the stacks listed here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from digimon_tui.cards.model import Effect

from .compiled import Compiled, Gives, Persistent
from .state import Modifier, Permanent, Player

Sources = list[tuple[Permanent, tuple[Persistent, ...]]]
Own = dict[object, Sources]
"""Sources by the stack they are on (any subject of `grant_total` may be looked up)."""
Listeners = list[tuple[Permanent, int, tuple[tuple[int, Effect], ...]]]


@dataclass(slots=True, eq=False)
class Stacks:
    """The part of the index the stacks in the battle areas make, at one
    `Game.stack_version`: lasting effects coming and going (a third of the changes in a
    game) leave it as it is, and the index is rebuilt around it."""

    version: int
    sources: dict[str, Sources]
    """By grant field (dp, blocker, ...): the stacks in the battle area whose persistent
    effects, printed or inherited, may give it (15-8-2), with those effects."""
    reaching: dict[str, Sources]
    """The part of `sources` whose effects may give the field to other stacks."""
    own: dict[str, Own]
    """The rest, by the stack they give it to: themselves ("this Digimon gets ..."). What
    one stack gets looks up its own effects here and needn't look at the other stacks'."""
    listeners: tuple[Listeners, Listeners]
    """By player: their stacks in the battle area with "when X" effects (15-8-3-1), each
    with the card the effects are on, printed (top card) or inherited, in stack order; and
    the stack in their breeding area with [Breeding] ones (15-14-4)."""
    rare: frozenset[str]
    """Rare things some stack has (see `Compiled.rare`)."""
    lowers_dp: bool
    """Some stack's persistent effect gives negative DP."""
    no_dp: bool
    """A Digimon in the battle area has no DP or 0 DP (17-1)."""
    linked: bool = False
    """A Digimon in the battle area has a link card: a rule check looks at its link cards
    (17-1-3-2-5, 17-1-3-2-6)."""


@dataclass(slots=True, eq=False)
class Board:
    """The index of what is in play at one `Game.version`."""

    version: int
    stacks: Stacks
    granted: frozenset[str]
    """Grant fields that something in force (a stack's effect or a lasting effect) may give."""
    dp_can_drop: bool
    """Something in force gives negative DP: without it, no Digimon can be at 0 DP (every
    Digimon card has DP above 0) and rule checks need not compute DP."""
    needs_rule_check: bool
    """DP can drop, or a Digimon in the battle area has no DP or 0 DP, or has a link card
    (17-1)."""
    rare: frozenset[str] = frozenset()
    """Rare things some stack in the battle area has (see `Compiled.rare`), and "effects"
    when lasting effects give effects: the turn-level timings and cost reductions."""
    quiet: bool = False
    """No "when X" effect is in play: events need not be looked at (15-8-3-1)."""
    odd_digivolving: bool = False
    """Something in force changes which digivolutions there are or what they cost beyond
    the printed requirements: other cards to digivolve into, colours counted as others,
    Tamers that reduce the cost (8-1, 15-8-5-1). Without it, move listing reads the printed
    requirements only."""
    odd_attacking: bool = False
    """Something in force changes who may attack what (<Rush>, "can't attack players",
    Tamers treated as Digimon, attacking unsuspended Digimon, Digimon that can't be
    attacked): without it, move listing
    takes the plain rules (11-2-7-1)."""


class Indexed(Protocol):
    """What the index is built from: a game's battle areas (`players`), the compiled
    cards (`info`), the lasting effects, and the versions that say what changed since
    `last_board` (`Field` has them all)."""

    @property
    def last_board(self) -> Board: ...
    @property
    def version(self) -> int: ...
    @property
    def stack_version(self) -> int: ...
    @property
    def modifiers(self) -> Sequence[Modifier]: ...
    @property
    def players(self) -> tuple[Player, Player]: ...
    @property
    def info(self) -> Sequence[Compiled]: ...


_NO_STACKS = Stacks(-1, {}, {}, {}, ([], []), frozenset(), False, False)
NOT_BUILT = Board(-1, _NO_STACKS, frozenset(), False, True)
"""The index of a game that has not asked yet."""


def build_board(g: Indexed) -> Board:
    """Index the battle areas and lasting effects as they are now: the stacks' part only
    when a stack changed since the last index."""
    stacks = g.last_board.stacks
    if stacks.version != g.stack_version:
        stacks = index_stacks(g)
    lowers = stacks.lowers_dp
    granted = set(stacks.sources)
    for m in g.modifiers:
        grant = m.grant
        granted.update(grant.amounts)
        lowers = lowers or grant.dp < 0
        for eff in grant.effects:  # persistent effects gained: their grants are in force too
            if eff.is_persistent:
                granted.add("gained")
                granted.update(f for g_ in eff.as_grants() for f in g_.amounts)
    rare = stacks.rare
    if "effects" in granted:
        more = {t for m in g.modifiers for e in m.grant.effects for t in e.timings}
        rare = rare | {"effects"} | more
    listeners = stacks.listeners
    quiet = not listeners[0] and not listeners[1] and "effects" not in granted
    return Board(
        g.version,
        stacks,
        frozenset(granted),
        lowers,
        lowers or stacks.no_dp or stacks.linked,
        rare,
        quiet,
        not _ODD_DIGIVOLVING.isdisjoint(granted) or "field_digivolve_reductions" in rare,
        not _ODD_ATTACKING.isdisjoint(granted),
    )


def index_stacks(g: Indexed) -> Stacks:
    """What the stacks in the battle areas give, have and listen for."""
    info = g.info
    sources: dict[str, Sources] = {}
    reaching: dict[str, Sources] = {}
    own: dict[str, Own] = {}
    lowers = False
    no_dp = False
    linked = False
    listeners: tuple[Listeners, Listeners] = ([], [])
    rare: set[str] = set()
    for pl in g.players:
        heard = listeners[pl.index]
        for src in pl.battle:
            cards = src.cards
            c = info[cards[-1]]
            if c.indexed:
                if c.rare:
                    rare.update(c.rare)
                if c.events:
                    heard.append((src, cards[-1], c.events))
                if c.gives:
                    _give(src, c.gives, sources, reaching, own)
                if c.lowers_dp:
                    lowers = True
                if c.no_dp:
                    no_dp = True
            gaining = bool(c.effects_of)
            if len(cards) > 1 and c.is_digimon:
                for uid in cards[:-1]:
                    inh = info[uid]
                    if not inh.inherits:
                        continue
                    if inh.inherited_effects_of:
                        gaining = True
                    if inh.inherited_rare:
                        rare.update(inh.inherited_rare)
                    if inh.inherited_events:
                        heard.append((src, uid, inh.inherited_events))
                    if inh.inherited_gives:
                        _give(src, inh.inherited_gives, sources, reaching, own)
                    if inh.lowers_dp:
                        lowers = True
            if gaining:
                for by, uid in named_gains(info, cards):
                    got = info[uid]
                    rare.update(got.rare)
                    if got.events:
                        heard.append((src, uid, tuple((named(by, i), e) for i, e in got.events)))
                    if got.gives:
                        _give(src, got.gives, sources, reaching, own)
                    if got.lowers_dp:
                        lowers = True
            for uid in src.links:  # 4-3-5: link effects, as inherited ones
                link = info[uid].linked
                if link is None:
                    continue
                if link.inherited_rare:
                    rare.update(link.inherited_rare)
                if link.inherited_events:
                    heard.append((src, uid, link.inherited_events))
                if link.inherited_gives:
                    _give(src, link.inherited_gives, sources, reaching, own)
                if link.lowers_dp:
                    lowers = True
            if src.links:
                linked = True
        if pl.breeding is not None:  # its [Breeding] effects alone (15-14-4)
            _index_breeding(info, pl.breeding, heard, sources, reaching, own, rare)
    return Stacks(
        g.stack_version, sources, reaching, own, listeners, frozenset(rare), lowers, no_dp, linked
    )


NAMED = 2_000_000
"""Effect indexes from here on are effects a Digimon gains from a card under it by name
(`named`)."""


def named(by: int, index: int) -> int:
    """The index of effect `index` of a card gained through the grant on card `by`: each
    grant gives an effect of its own, with its own [Once Per Turn] count (ruling Q1943)."""
    return NAMED + 100 * by + index


def named_gains(info: Sequence[Compiled], cards: Sequence[int]) -> list[tuple[int, int]]:
    """ "This Digimon gains all effects of cards with [Gammamon] in their names in this
    Digimon's digivolution cards" (BT10-011): for each such grant of the stack of `cards`,
    on its top card or inherited, and each card under it that it names, the pair (the card
    with the grant, the card whose printed effects the Digimon gains). A gained grant
    gains nothing more: only printed and inherited ones are read."""
    top = info[cards[-1]]
    grants = [(cards[-1], top.effects_of)] if top.effects_of else []
    if top.is_digimon:
        grants += [
            (u, info[u].inherited_effects_of) for u in cards[:-1] if info[u].inherited_effects_of
        ]
    return [
        (by, uid)
        for by, names in grants
        for uid in cards[:-1]
        if any(n.lower() in t.lower() for n in names for t in info[uid].card.name_texts)
    ]


def _index_breeding(
    info: Sequence[Compiled],
    src: Permanent,
    heard: Listeners,
    sources: dict[str, Sources],
    reaching: dict[str, Sources],
    own: dict[str, Own],
    rare: set[str],
) -> None:
    """What the [Breeding] effects of the stack in a breeding area give, have and listen for:
    its top card's, and the inherited ones of the cards under it (15-14-4)."""
    cards = src.cards
    top = info[cards[-1]].breeding
    if top is not None:
        rare.update(top.rare)
        if top.events:
            heard.append((src, cards[-1], top.events))
        if top.gives:
            _give(src, top.gives, sources, reaching, own)
    for uid in cards[:-1]:
        inh = info[uid].breeding
        if inh is None or not inh.inherits:
            continue
        rare.update(inh.inherited_rare)
        if inh.inherited_events:
            heard.append((src, uid, inh.inherited_events))
        if inh.inherited_gives:
            _give(src, inh.inherited_gives, sources, reaching, own)


def _give(
    src: Permanent,
    gives: tuple[Gives, ...],
    sources: dict[str, Sources],
    reaching: dict[str, Sources],
    own: dict[str, Own],
) -> None:
    """Index what a card on `src` gives: under `sources`, and under `own` (to `src` alone)
    or `reaching` (to other stacks too)."""
    for attr, items, alone in gives:
        sources.setdefault(attr, []).append((src, items))
        if alone:
            own.setdefault(attr, {}).setdefault(src, []).append((src, items))
        else:
            reaching.setdefault(attr, []).append((src, items))


_ODD_DIGIVOLVING = frozenset({"digivolve_into", "digivolve_only_into", "also_colors"})
"""Grants that make `Board.odd_digivolving`."""
_ODD_ATTACKING = frozenset(
    {
        "rush",
        "cant_attack_players",
        "cant_attack_digimon",
        "cant_be_attacked",
        "cant_attack_this",
        "as_digimon",
        "attack_unsuspended",
        "attack_unsuspended_with",
    }
)
"""Grants that make `Board.odd_attacking`."""
