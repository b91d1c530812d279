"""Questions about the current state: DP, security checks, keywords, conditions, targets.

Values are computed when asked, from the cards in play, their persistent effects
(15-8-2) and the lasting effects in `Game.modifiers`. Only which stacks have such
effects is looked up in `Game.board()`, an index rebuilt whenever what is in play
changes, so a Digimon that digivolves or leaves play is always seen as it is now.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar, get_args

from digimon_tui.cards.keywords import GRANTABLE, KEYWORDS
from digimon_tui.cards.model import (
    AltDigivolve,
    Card,
    Condition,
    Count,
    Effect,
    Filter,
    Grant,
    SameLevelSave,
    Target,
)
from digimon_tui.cards.selection import Category
from digimon_tui.cards.text import card_text, link_text

from .compiled import Persistent, color_mask
from .state import Modifier, Permanent, SecurityDigimon

if TYPE_CHECKING:
    from .board import Board
    from .field import Field

Subject = Permanent | SecurityDigimon
F = TypeVar("F", bound=Filter)


def timing_active(timing: str, owner: int, turn_player: int) -> bool:
    """[Your Turn] / [Opponent's Turn] effects apply only in that player's turn (15-16-8)."""
    if timing == "your_turn":
        return owner == turn_player
    if timing == "opponents_turn":
        return owner != turn_player
    return True


def is_digimon(g: Field, perm: Permanent) -> bool:
    """A Digimon (or Digi-Egg) on top, or a Tamer also treated as a Digimon (15-12-1-4)."""
    if g.info[perm.cards[-1]].is_digimon:
        return True
    return "as_digimon" in g.grantable and as_digimon_dp(g, perm) > 0


def as_digimon_dp(g: Field, perm: Permanent) -> int:
    """The DP a Tamer treated as a Digimon has (15-12-1-4), 0 when it isn't treated as one; the
    effects that make it one reach it as a Tamer. Of two lasting effects, the newer one's DP
    replaces the older one's (rulings Q5983, Q5989): they don't add up."""
    if "as_digimon" not in g.grantable:
        return 0
    for m in reversed(g.modifiers):
        dp = m.grant.amounts.get("as_digimon", 0)
        if dp and _modifier_applies(g, m, perm, "tamer"):
            return dp
    return grant_total(g, perm, "as_digimon", kind="tamer")


def in_battle_area(g: Field, perm: Permanent) -> bool:
    return perm in g.players[perm.owner].battle  # permanents compare by identity


def in_play(g: Field, perm: Permanent) -> bool:
    return in_battle_area(g, perm) or g.players[perm.owner].breeding is perm


def level(g: Field, perm: Permanent) -> int | None:
    return g.defs[perm.cards[-1]].level


def _kind(g: Field, subject: Subject) -> str:
    if isinstance(subject, SecurityDigimon):
        return "security_digimon"
    if g.info[subject.cards[-1]].is_digimon or is_digimon(g, subject):  # no call, mostly
        return "digimon"
    return "tamer"


def card_holds(g: Field, f: Filter, uid: int, stats: bool = True, card: Card | None = None) -> bool:
    """Whether a card, wherever it is, meets the printed part of a filter: colour, level,
    cost, name, traits ("1 purple level 3 Digimon card with [Angel] in its traits"), and
    "with <Retaliation>": a keyword of the card's own effects, not an inherited one (15-3-1).
    `card`: the card as it is used, where that differs from the printed one (a use cost its
    own effect reduced)."""
    card = card or g.defs[uid]
    if not printed_holds(f, card, stats):
        return False
    if f.without is not None and card_holds(g, f.without, uid, stats, card):
        return False
    return own_keywords_hold(f, card)


def own_keywords_hold(f: Filter, card: Card) -> bool:
    """ "with <Retaliation>", "with <Digi-Burst>" of a card: keywords of its own effects."""
    if not (f.has or f.has_any):
        return True
    own = {e.keyword for e in card.effects if e.keyword is not None}
    if any(s.do == "save" for e in card.effects for s in e.steps):
        own.add("save")  # "[On Deletion] <Save>": the keyword under its timing (16-20)
    if any(e.digi_burst for e in card.effects):
        own.add("digi_burst")  # "[Main] <Digi-Burst 2>": the keyword under its timing (16-14)
    return own.issuperset(f.has) and (not f.has_any or not own.isdisjoint(f.has_any))


def into_holds(f: Filter, card: Card) -> bool:
    """Whether a card meets what a digivolution "into" names: its printed facts and its own
    keywords ("into a Digimon card in your hand with <Digi-Burst>", BT4-095)."""
    return printed_holds(f, card) and own_keywords_hold(f, card)


def printed_holds(f: Filter, card: Card, stats: bool = True) -> bool:
    """`card_holds` for a card's printed facts: its numbers (`stats`: level and DP too)
    and its names and traits."""
    return (
        _numbers_hold(f, card, stats)
        and _names_hold(f, card)
        and (not f.in_text or all(in_text(card, key) for key in f.in_text))
        and (not f.words_in_text or any(in_text(card, f"[{w}]") for w in f.words_in_text))
        and (not f.xros or card.xros is not None)
        and (not f.inherited_effect or bool(card.inherited))
        and (f.effect_timing is None or any(e.timing == f.effect_timing for e in card.effects))
    )


_IN_TEXT: dict[int, tuple[Card, dict[str, bool]]] = {}


def in_text(card: Card, key: str) -> bool:
    """Whether a keyword (`key`) or a word in brackets ("[Pulsemon]") is printed on the card:
    a keyword in its own, inherited or [Security] effects ("with <Save> in its text", "w/<Save>
    in its text"); a word anywhere on it, its name and traits too (ruling Q6051, `_printed`).
    Only what is printed counts, not what an effect gives it (4-23-2). Read once per card
    object."""
    hit = _IN_TEXT.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _IN_TEXT[id(card)] = (card, {})
    known = hit[1]
    if key not in known:
        if key.startswith("["):
            word = key[1:-1].lower()
            known[key] = any(word in part.lower() for part in _printed(card))
        else:
            name = KEYWORDS[key].name
            known[key] = any(f"<{name}>" in ln or f"<{name} " in ln for ln in card_text(card))
    return known[key]


def _printed(card: Card) -> Iterator[str]:
    """Everything printed on a card that "[X] in its text" reads (ruling Q6051): its names,
    its traits, and its text lines: effects, inherited effects, [Rule] lines and every
    requirement (digivolution, DNA, DigiXros, burst, link)."""
    yield from card.name_texts
    yield from (t for t in (card.form, card.attribute, *card.types, *card.also_types) if t)
    yield from card_text(card)
    if card.link is not None:
        yield from link_text(card.link)


def _numbers_hold(f: Filter, card: Card, stats: bool) -> bool:
    """The card's category, colours, level, cost and DP fit the filter."""
    if f.categories and card.category not in f.categories:
        return False
    if f.colors and not any(c in card.colors for c in f.colors):
        return False
    if f.not_colors and any(c in card.colors for c in f.not_colors):
        return False
    if f.color_count is not None and len(card.colors) != f.color_count:
        return False
    if any(c not in card.colors for c in f.all_colors):
        return False
    if f.min_colors is not None and len(card.colors) < f.min_colors:
        return False
    if stats and (f.max_level is not None or f.min_level is not None):
        lv = card.level
        if lv is None:  # 2-9-2: a card without a level can't be chosen by level
            return False
        if (f.max_level is not None and lv > f.max_level) or (
            f.min_level is not None and lv < f.min_level
        ):
            return False
    if f.max_cost is not None or f.min_cost is not None or f.costs:
        cost = card.cost
        if cost is None:
            return False
        if (f.max_cost is not None and cost > f.max_cost) or (
            f.min_cost is not None and cost < f.min_cost
        ):
            return False
        if f.costs and cost not in f.costs:
            return False
    if stats and (f.max_dp is not None or f.min_dp is not None):
        if card.dp is None:
            return False
        if (f.max_dp is not None and card.dp > f.max_dp) or (
            f.min_dp is not None and card.dp < f.min_dp
        ):
            return False
    return True


TRAIT_WORDS = {"Vegetation": ("Vegetation", "Plant"), "Blue Flare": ("Blue Flare", "BlueFlare")}
"""The words a trait named in card text stands for: the catalogue translates one word for
plants both as Vegetation and as Plant ([Carnivorous Plant]), so [Vegetation] reaches both
(BT10-046 Palmon, Q1971); and it spells the trait of BT10-BT12 and EX4's Blue Flare cards
"BlueFlare", which their texts (and the later cards') call [Blue Flare]."""


def _trait_fits(word: str, trait: str) -> bool:
    """A trait contains the word named in the text (or another translation of it)."""
    return any(w in trait for w in TRAIT_WORDS.get(word, (word,)))


def _names_hold(f: Filter, card: Card) -> bool:
    """The card's names, traits and attribute fit the filter (and one of its "or" parts)."""
    if f.name is not None and card.name != f.name and f.name not in card.also_names:
        return False
    if f.names and not any(n in f.names for n in card.names):
        return False
    if f.name_contains and not any(
        n.lower() in name.lower() for n in f.name_contains for name in card.name_texts
    ):
        return False
    if f.not_names and any(n in f.not_names for n in card.names):
        return False
    if f.traits:
        traits = [t for t in (card.form, card.attribute, *card.types, *card.also_types) if t]
        if not any(_trait_fits(n, t) for n in f.traits for t in traits if t not in f.not_traits):
            return False
    if f.attributes and not any(n in (card.attribute or "") for n in f.attributes):
        return False
    return not f.any_of or any(
        printed_holds(x, card) and not x.has and x.in_digivolution_cards is None for x in f.any_of
    )  # no DP in them; a keyword and digivolution cards are a Digimon's (`filter_holds`)


_SOURCES_VS: dict[str, Callable[[int, int], bool]] = {
    "more": lambda mine, its: mine > its,
    "as_many_or_more": lambda mine, its: mine >= its,
    "as_many_or_fewer": lambda mine, its: mine <= its,
}
"""A Digimon's digivolution cards against this Digimon's ("with more digivolution cards than
this Digimon")."""


def filter_holds(g: Field, f: Filter, perm: Permanent, this: Permanent | None = None) -> bool:
    """Whether a Digimon in play meets "with 4000 DP or less", "with no digivolution cards"..."""
    if f.max_level is not None or f.min_level is not None:
        lv = level(g, perm)
        if lv is None:  # 2-9-2: Digimon without a level can't be chosen by level
            return False
        if f.max_level is not None and lv > f.max_level:
            return False
        if f.min_level is not None and lv < f.min_level:
            return False
    if f.digivolution_cards is not None and not f.digivolution_cards.holds(len(perm.cards) - 1):
        return False
    if f.max_dp is not None or f.min_dp is not None:
        d = dp(g, perm, plain=True)
        if d is None:
            return False
        if f.max_dp is not None and d > f.max_dp:
            return False
        if f.min_dp is not None and d < f.min_dp:
            return False
    return not f.more or _more_holds(g, f, perm, this)


def _more_holds(g: Field, f: Filter, perm: Permanent, this: Permanent | None) -> bool:
    """The rarer parts of a filter (`Filter.more`): suspended or not, other than this one,
    the same name as it, printed facts, digivolution cards, keywords it has or lacks."""
    if f.suspended is not None and perm.suspended != f.suspended:
        return False
    if f.other and perm is this:
        return False
    if f.same_name_as_this and (
        this is None
        or not set(g.defs[perm.cards[-1]].names).intersection(g.defs[this.cards[-1]].names)
    ):
        return False
    if f.sources_vs_this is not None:
        if this is None:
            return False
        mine, its = len(perm.cards) - 1, len(this.cards) - 1
        if not _SOURCES_VS[f.sources_vs_this](mine, its):
            return False
    if f.sources_vs_chosen is not None:  # resolved against the chosen one (`versus_chosen`)
        return False
    if f.level_vs_security:
        lv = level(g, perm)
        if lv is None or lv < sum(len(p.security) for p in g.players):
            return False
    if f.effect_timing is not None:
        timing = f.effect_timing
        if not any(e.timing == timing for e in g.defs[perm.cards[-1]].effects) and not any(
            e.timing == timing for u in perm.cards[:-1] for e in g.defs[u].inherited
        ):
            return False
        f = f.model_copy(update={"effect_timing": None})
    if f.printed:
        card = g.defs[perm.cards[-1]]
        if f.any_of:  # "with [X] in its traits or 8000 DP or less": each as the Digimon is
            if not any(filter_holds(g, x, perm, this) for x in f.any_of):
                return False
            f = f.model_copy(update={"any_of": ()})
        if (
            f.colors
            and "also_colors" in g.grantable
            and not any(c in card.colors for c in f.colors)
        ):
            if not any(c in f.colors for c in also_colors(g, perm)):
                return False
            f = f.model_copy(update={"colors": ()})  # 2-4-3-1: its colour is met
        if f.not_colors and "also_colors" in g.grantable:  # a colour it is treated as
            if any(c in f.not_colors for c in also_colors(g, perm)):
                return False
        if f.min_colors is not None and "also_colors" in g.grantable:
            if len(colors(g, perm)) < f.min_colors:  # the colours it is also treated as count
                return False
            f = f.model_copy(update={"min_colors": None})
        if f.color_count is not None and "also_colors" in g.grantable:
            held = colors(g, perm)  # "a 2-color blue and green Digimon": as it is treated
            if len(held) != f.color_count or any(c not in held for c in f.all_colors):
                return False
            f = f.model_copy(update={"color_count": None, "all_colors": ()})
        if not printed_holds(f, card, stats=False):
            return False
    if f.in_digivolution_cards is not None and not any(
        card_holds(g, f.in_digivolution_cards, uid) for uid in perm.cards[:-1]
    ):
        return False
    if f.without is not None and filter_holds(g, f.without, perm, this):
        return False
    if f.has or f.has_any or f.lacks:
        has = _has if in_play(g, perm) else _had
        if f.has and not all(has(g, perm, k) for k in f.has):
            return False
        if f.has_any and not any(has(g, perm, k) for k in f.has_any):
            return False
        if f.lacks and any(has(g, perm, k) for k in f.lacks):
            return False
    return True


def _has(g: Field, perm: Permanent, key: str) -> bool:
    """A Digimon with <Security A. -1> has <Security Attack> too (BT10-042 Venusmon)."""
    return grant_total(g, perm, key) != 0


def _had(g: Field, perm: Permanent, key: str) -> bool:
    """A keyword of a Digimon that has left play ("when a Digimon with <Blocker> is
    deleted"): read from its cards as they were stacked, its top card's own keywords and
    those its digivolution cards passed on; a keyword it had only gained from another
    effect is no longer known."""
    return printed_keyword(g, perm, key)


def printed_keyword(g: Field, perm: Permanent, key: str) -> bool:
    """A keyword printed on a stack's cards: its top card's own or one its digivolution
    cards pass on (where no effect reaches, nothing else gives one)."""
    if any(e.keyword == key for e in g.defs[perm.cards[-1]].effects):
        return True
    if any(e.keyword == key for uid in perm.cards[:-1] for e in g.defs[uid].inherited):
        return True
    return any(e.keyword == key for e in link_effects(g, perm))


def link_dp(g: Field, perm: Permanent) -> int:
    """The link DP a Digimon gets from its link cards (4-3-4)."""
    links = (g.defs[uid].link for uid in perm.links)
    return sum(link.dp for link in links if link is not None)


def link_effects(g: Field, perm: Permanent) -> Iterator[Effect]:
    """The link effects a Digimon gains from its link cards (4-3-5)."""
    for uid in perm.links:
        link = g.defs[uid].link
        if link is not None:
            yield from link.effects


def _target_holds(
    g: Field,
    target: Target,
    player: int,
    subject: Subject,
    kind: str,
    this: Permanent | None = None,
) -> bool:
    """Whether `subject` is among "all of <side>'s <kinds> <filter>" for `player`; `this`
    is the effect's own Digimon, for "other" and "with the same name as this Digimon"."""
    if kind not in target.kinds and not _both(g, subject, kind, target):
        return False
    if target.side != "any" and (subject.owner == player) != (target.side == "your"):
        return False
    if isinstance(subject, SecurityDigimon):
        return True
    if target.extreme is not None:
        return subject in candidates(g, target, player)
    return filter_holds(g, target, subject, this)


def _both(g: Field, subject: Subject, kind: str, target: Target) -> bool:
    """15-12-1-4: a Tamer treated as a Digimon is also a Tamer to effects on Tamers."""
    return (
        kind == "digimon"
        and "tamer" in target.kinds
        and isinstance(subject, Permanent)
        and g.defs[subject.cards[-1]].category == "tamer"
    )


def reads_dp(f: Filter | None) -> bool:
    """Whether a filter depends on DP ("with 4000 DP or less", "... or 8000 DP or less"),
    or on a keyword, which an effect reaching by DP may give ("all of your Digimon with
    13000 DP or more gain <Piercing>" makes "while this Digimon has <Piercing>" read DP)."""
    return f is not None and (
        f.max_dp is not None
        or f.min_dp is not None
        or bool(f.has)
        or any(reads_dp(x) for x in f.any_of)
    )


def _condition_reads_dp(cond: Condition | None) -> bool:
    return cond is not None and (
        reads_dp(cond.this)
        or reads_dp(cond.battling)
        or reads_dp(cond.attacked)
        or any(reads_dp(p) for p in cond.in_play)
    )


def condition_holds(
    g: Field, cond: Condition, player: int, src: Permanent | None, ctx: Any = None
) -> bool:
    """An "if"/"while" clause for an effect of `player` on `src` (15-6); `ctx` is the
    activating effect (what it chose, whether its last step did something), if any.
    Only the clauses the condition states are looked at."""
    for name in cond.stated:
        if not _CLAUSES[name](g, getattr(cond, name), player, src, ctx):
            return False
    return True


def _own(g: Field, player: int) -> Any:
    return g.players[player]


def _foe(g: Field, player: int) -> Any:
    return g.players[1 - player]


def _board(g: Field, pl: Any) -> int:
    """A player's Digimon and Tamers, counted together: the battle area but its Options."""
    return sum(1 for p in pl.battle if g.defs[p.cards[-1]].category != "option")


def versus_chosen(f: F, ctx: Any) -> tuple[F, Permanent | None]:
    """A filter comparing with "the chosen Digimon" as one comparing with this Digimon, and
    the Digimon it compares with: the first one a step before chose, if any."""
    chosen = [p for p in ctx.chosen if isinstance(p, Permanent)] if ctx is not None else []
    flipped = {"sources_vs_this": f.sources_vs_chosen, "sources_vs_chosen": None}
    return f.model_copy(update=flipped), (chosen[0] if chosen else None)


def _presences(g: Field, items: Any, player: int, src: Permanent | None, ctx: Any) -> bool:
    for presence in items:
        this = src
        if presence.sources_vs_chosen is not None:  # "no Digimon with more ... than the chosen"
            presence, this = versus_chosen(presence, ctx)
            if this is None:
                return False
        if presence.side == "any":
            stacks = [*g.players[0].battle, *g.players[1].battle]
        else:
            stacks = g.players[player if presence.side == "your" else 1 - player].battle
        number = presence.number
        # With no upper bound, counting stops once there are enough ("1 or more").
        enough = number.min if number.max is None else None
        n = 0
        for p in stacks:
            if ("digimon" if is_digimon(g, p) else "tamer") in presence.kinds and filter_holds(
                g, presence, p, this
            ):
                n += 1
                if n == enough:
                    break
        if not number.holds(n):
            return False
    return True


def _battling(g: Field, f: Filter, player: int, src: Permanent | None, ctx: Any) -> bool:
    pair = g.battling
    if src is None or pair is None or src not in pair:
        return False
    other = pair[1] if pair[0] is src else pair[0]
    return isinstance(other, Permanent) and other.owner != player and filter_holds(g, f, other)


def _as_it_left(ctx: Any) -> bool:
    """An [On Deletion] effect reads "this Digimon" as it was in the battle area, its stack
    as it left (15-8-3-9-4: "if this Digimon has 2 or more colors", ruling Q1870)."""
    return ctx is not None and "on_deletion" in ctx.effect.timings


def _that(g: Field, f: Filter, player: int, src: Permanent | None, ctx: Any) -> bool:
    """What the step before chose or, with nothing chosen yet, the Digimon whose "when X"
    triggered the effect, as it is now (after its digivolution, ruling Q2604)."""
    chosen = ctx.chosen if ctx is not None else []
    if not chosen and ctx is not None and ctx.event is not None:
        chosen = [ctx.event]
    return bool(chosen) and all(
        filter_holds(g, f, c) if isinstance(c, Permanent) else card_holds(g, f, c) for c in chosen
    )


def _attacks_highest(g: Field, src: Permanent | None) -> bool:
    """ "you attack an opponent's Digimon with the highest DP": none of theirs has more."""
    aim = g.attack_target
    if src is None or g.attacking is not src or aim is None or aim.owner == src.owner:
        return False
    mine = dp(g, aim) or 0
    return all((dp(g, p) or 0) <= mine for p in g.players[aim.owner].battle if is_digimon(g, p))


_CLAUSES: dict[str, Any] = {
    "digivolution_cards": lambda g, r, p, src, ctx: src is not None and r.holds(len(src.cards) - 1),
    "outside_battle": lambda g, v, p, src, ctx: (
        src is not None and (not src.deleted_in_battle) == v
    ),
    "deleted_by_effect": lambda g, v, p, src, ctx: src is not None and src.deleted_by_effect == v,
    "that_deleted_by_effect": lambda g, v, p, src, ctx: (
        ctx is not None and ctx.event is not None and ctx.event.deleted_by_effect == v
    ),
    "revealed_all": lambda g, f, p, src, ctx: (
        ctx is not None and bool(ctx.revealed) and all(card_holds(g, f, u) for u in ctx.revealed)
    ),
    "had_digivolution_cards": lambda g, v, p, src, ctx: (
        src is not None and (len(src.cards) > 1) == v  # the stack as it left (15-8-3-5)
    ),
    "in_digivolution_cards": lambda g, fs, p, src, ctx: (
        src is not None and any(card_holds(g, f, u) for u in src.cards[:-1] for f in fs)
    ),
    "sources_counted": lambda g, t, p, src, ctx: (
        src is not None
        and t.number.holds(sum(1 for u in src.cards[:-1] if card_holds(g, t.cards, u)))
    ),
    "in_trash": lambda g, fs, p, src, ctx: any(
        card_holds(g, f, u) for u in _own(g, p).trash for f in fs
    ),
    "your_security": lambda g, r, p, src, ctx: r.holds(len(_own(g, p).security)),
    "opponent_security": lambda g, r, p, src, ctx: r.holds(len(_foe(g, p).security)),
    "security_vs_opponent": lambda g, v, p, src, ctx: (
        len(_own(g, p).security) > len(_foe(g, p).security)
        if v == "more"
        else len(_own(g, p).security) < len(_foe(g, p).security) + (v == "fewer_or_equal")
    ),
    "opponent_board_vs_yours": lambda g, v, p, src, ctx: (
        _board(g, _foe(g, p)) >= _board(g, _own(g, p))
        if v == "as_many_or_more"
        else _board(g, _foe(g, p)) <= _board(g, _own(g, p))
    ),
    "total_security": lambda g, r, p, src, ctx: r.holds(
        len(_own(g, p).security) + len(_foe(g, p).security)
    ),
    "total_trash": lambda g, r, p, src, ctx: r.holds(len(_own(g, p).trash) + len(_foe(g, p).trash)),
    "all_suspended": lambda g, v, p, src, ctx: (
        v == all(perm.suspended for perm in _own(g, p).battle if is_digimon(g, perm))
    ),
    "opponent_hand": lambda g, r, p, src, ctx: r.holds(len(_foe(g, p).hand)),
    "memory": lambda g, r, p, src, ctx: r.holds(g.memory if g.turn_player == p else -g.memory),
    "gained_memory": lambda g, r, p, src, ctx: ctx is not None and r.holds(ctx.gained),
    "opponent_memory": lambda g, r, p, src, ctx: r.holds(
        -g.memory if g.turn_player == p else g.memory
    ),
    "hand": lambda g, r, p, src, ctx: r.holds(len(_own(g, p).hand)),
    "trash": lambda g, r, p, src, ctx: r.holds(len(_own(g, p).trash)),
    "opponent_trash": lambda g, r, p, src, ctx: r.holds(len(_foe(g, p).trash)),
    "trash_counted": lambda g, t, p, src, ctx: t.number.holds(
        sum(1 for u in _own(g, p).trash if card_holds(g, t.cards, u))
    ),
    "turn": lambda g, v, p, src, ctx: (g.turn_player == p) == (v == "your"),
    "in_play": _presences,
    "this": lambda g, f, p, src, ctx: (
        src is not None and (in_battle_area(g, src) or _as_it_left(ctx)) and filter_holds(g, f, src)
    ),
    "battling": _battling,
    "attacking": lambda g, v, p, src, ctx: (
        g.attacking is not None and g.attacking.owner != p
        if v == "opponents"
        else src is not None
        and g.attacking is src
        and (v == "any" or (g.attack_target is None) == (v == "player"))
    ),
    "attacked": lambda g, f, p, src, ctx: (
        src is not None
        and g.attacking is src
        and g.attack_target is not None
        and filter_holds(g, f, g.attack_target)
    ),
    "attacking_highest_dp": lambda g, v, p, src, ctx: _attacks_highest(g, src) == v,
    "digivolved_this_turn": lambda g, v, p, src, ctx: (("digivolved", p) in g.this_turn) == v,
    "digivolved_same_level": lambda g, v, p, src, ctx: _same_level_digivolution(g, ctx) == v,
    "opponent_attacked_this_turn": lambda g, v, p, src, ctx: (
        (("attacked", 1 - p) in g.this_turn) == v
    ),
    "that": _that,
    "played": lambda g, f, p, src, ctx: (
        ctx is not None and ctx.event is not None and filter_holds(g, f, ctx.event)
    ),
    "returned": lambda g, r, p, src, ctx: ctx is not None and r.holds(len(ctx.chosen)),
    "placed": lambda g, n, p, src, ctx: ctx is not None and len(ctx.chosen) == n,
    "trashed_count": lambda g, r, p, src, ctx: ctx is not None and r.holds(len(ctx.trashed)),
    "used_option": lambda g, v, p, src, ctx: ctx is not None and bool(ctx.used) == v,
    "trashed": lambda g, f, p, src, ctx: (
        ctx is not None and any(card_holds(g, f, u) for u in ctx.trashed)
    ),
    "done": lambda g, v, p, src, ctx: ctx is not None and ctx.done == v,
    "deleted": lambda g, f, p, src, ctx: (
        ctx is not None and any(card_holds(g, f, u) for u in ctx.deleted)
    ),
    "deleted_dp": lambda g, r, p, src, ctx: (
        ctx is not None and any(r.holds(n) for n in ctx.deleted_dp)
    ),
    "dna": lambda g, v, p, src, ctx: (ctx is not None and ctx.dna) == v,
    "from_digivolution_cards": lambda g, v, p, src, ctx: (
        (src is not None and src.from_sources_turn == g.turn_number) == v
    ),
    "digixrosing": lambda g, v, p, src, ctx: (src is not None and src.digixrossed > 0) == v,
    "digixrosing_with": lambda g, n, p, src, ctx: src is not None and src.digixrossed == n,
    "played_by_effect": lambda g, v, p, src, ctx: (src is not None and src.played_by_effect) == v,
    "digivolving_from_trash": lambda g, v, p, src, ctx: (
        (src is not None and src.digivolved_from_trash) == v
    ),
    "digivolved_by_effect": lambda g, v, p, src, ctx: (
        (ctx is not None and ctx.digivolved is not None) == v
    ),
    "any_of": lambda g, items, p, src, ctx: any(condition_holds(g, c, p, src, ctx) for c in items),
    "none_of": lambda g, items, p, src, ctx: (
        not any(condition_holds(g, c, p, src, ctx) for c in items)
    ),
}


def count(g: Field, c: Count, player: int, src: Permanent | None) -> int:
    """ "every 3 security cards you have": the number a `Count` reads, divided by its `per`."""
    if c.side == "both":
        mine, theirs = (
            c.model_copy(update={"side": "your", "per": 1}),
            c.model_copy(update={"side": "opponents", "per": 1}),
        )
        return (count(g, mine, player, src) + count(g, theirs, player, src)) // c.per
    pl = g.players[player if c.side == "your" else 1 - player]
    if c.of == "security":
        n = len(pl.security)
    elif c.of == "hand":
        n = len(pl.hand)
    elif c.of in ("trash", "digivolution_cards"):
        if c.of == "trash":
            cards = pl.trash
        else:
            cards = [] if src is None else src.cards[:-1]
        f = c.filter
        counted = [u for u in cards if f is None or card_holds(g, f, u)]
        n = len({g.defs[u].name for u in counted}) if c.different_names else len(counted)
    elif c.of == "colors":
        n = 0 if src is None else len(colors(g, src))  # with those it is also treated as
    elif c.of == "source_colors":  # "for each color in this Digimon's digivolution cards"
        sources = [] if src is None else src.cards[:-1]
        n = len({color for u in sources for color in g.defs[u].colors})
    elif c.of in ("deleted", "deleted_by_this", "trashed", "placed", "returned", "revealed"):
        n = 0  # read from the activation (`perform.amount_of`), not from the state
    elif c.of == "digimon_colors":  # "every color your Digimon have": each colour once
        n = len({c for p in pl.battle if _kind(g, p) == "digimon" for c in colors(g, p)})
    elif c.of == "digimon_and_tamers":  # "for every Digimon and Tamer your opponent has"
        f = c.filter
        n = (
            _board(g, pl)
            if f is None
            else sum(
                1
                for p in pl.battle
                if g.defs[p.cards[-1]].category != "option" and filter_holds(g, f, p, src)
            )
        )
    else:
        want = "digimon" if c.of == "digimon" else "tamer"
        f = c.filter
        kept = [
            p
            for p in pl.battle
            if ("digimon" if is_digimon(g, p) else "tamer") == want
            and (f is None or filter_holds(g, f, p, src))
        ]
        n = _colours_apart(g, kept) if c.differently_colored else len(kept)
    return n // c.per + (0 if c.plus is None else count(g, c.plus, player, src))


def _colours_apart(g: Field, perms: list[Permanent]) -> int:
    """ "every differently colored Tamer": the most of them each given one of its colours no
    other is given (a matching of Tamers to colours; ruling Q2216: red, red/blue and
    blue/yellow Tamers are 3)."""
    given: dict[str, Permanent] = {}

    def place(perm: Permanent, seen: set[str]) -> bool:
        for colour in colors(g, perm):
            if colour not in seen:
                seen.add(colour)
                if colour not in given or place(given[colour], seen):
                    given[colour] = perm
                    return True
        return False

    return sum(place(p, set()) for p in perms)


def _reaches(
    g: Field, src: Permanent, eff: Effect, grant: Grant, subject: Subject, kind: str
) -> bool:
    """Whether a persistent effect's grant of `src` reaches `subject` now (its target and
    its "while" condition). `_persistent_sum`, on the hot path, makes the same test inline."""
    t = grant.target
    if t.select == "this":
        if subject is not src:
            return False
    elif t.select != "all" or not _target_holds(g, t, src.owner, subject, kind, src):
        return False
    return eff.condition is None or condition_holds(g, eff.condition, src.owner, src)


def _uses(g: Field, src: Permanent, item: Persistent) -> list[tuple]:
    """The [X Per Turn] records of a lasting effect of `src`, one for each card of the stack
    that has it (its top card's own, the others' inherited): each is an effect of its own."""
    top = src.cards[-1]
    info = g.info
    return [
        (src.id, uid, item.index)
        for uid in src.cards
        if any(item in items for _, items, _ in info[uid].gives if uid == top)
        or any(item in items for _, items, _ in info[uid].inherited_gives if uid != top)
    ]


def spent(g: Field, src: Permanent, item: Persistent) -> bool:
    """A [Once Per Turn] lasting effect of `src` that gives a keyword ("[Once Per Turn] While
    ..., it gains <Piercing>", EX5-037) gives nothing once the keyword activated through it
    as often this turn (15-14-1): `use_keyword` counts it, for the card that has it."""
    return all(g.used_once.get(key, 0) >= item.effect.per_turn for key in _uses(g, src, item))


def use_keyword(g: Field, perm: Permanent, key: str) -> None:
    """`perm`'s keyword `key` activated: when only [Once Per Turn] lasting effects give it, one
    of them is used for the turn (15-14-1-1); a lasting effect without a limit, or a lasting
    effect a step made, leaves them all as they are."""
    kind = _kind(g, perm)
    limited = []
    for src, items in g.board().stacks.sources.get(key, ()):
        for item in items:
            eff = item.effect
            if not timing_active(eff.timing, src.owner, g.turn_player):
                continue
            if eff.per_turn and spent(g, src, item):
                continue
            if any(_gives(x, key) and _reaches(g, src, eff, x, perm, kind) for x in item.grants):
                if not eff.per_turn:
                    return
                limited += [k for k in _uses(g, src, item) if g.used_once.get(k, 0) < eff.per_turn]
    if limited and not any(
        _gives(m.grant, key) and _modifier_applies(g, m, perm, kind) for m in g.modifiers
    ):
        g.used_once[limited[0]] = g.used_once.get(limited[0], 0) + 1


def _persistent_sum(
    g: Field,
    src: Permanent,
    items: tuple[Persistent, ...],
    subject: Subject,
    kind: str,
    attr: str,
    plain: bool,
    kept: frozenset[int] = frozenset(),
) -> int:
    total = 0
    for item in items:
        eff = item.effect
        if not timing_active(eff.timing, src.owner, g.turn_player):
            continue
        if eff.per_turn and spent(g, src, item):
            continue
        if plain and _condition_reads_dp(eff.condition):
            continue
        for grant in item.grants:
            value = grant.amounts.get(attr, 0)
            if not value:
                continue
            t = grant.target
            if plain and reads_dp(t):
                continue
            if t.select == "this":
                if subject is not src:
                    continue
            elif t.select != "all" or not _target_holds(g, t, src.owner, subject, kind, src):
                continue
            if eff.condition is not None and not condition_holds(g, eff.condition, src.owner, src):
                continue
            if grant.per_digivolution_cards:
                value *= (len(src.cards) - 1) // grant.per_digivolution_cards
            if grant.for_every is not None:
                value *= count(g, grant.for_every, src.owner, src)
            if value < 0 and src.owner in kept:
                continue
            total += value
    return total


def effects_gained(g: Field, perm: Permanent) -> Iterator[tuple[int, Effect]]:
    """The effects a Digimon in the battle area gains from persistent effects in force now
    ("while this Digimon has 10000 DP or more, it gains "[Your Turn] ..."", BT12-088's
    inherited effect), each with a number that tells it from the others (from the index of
    the persistent effect, of its grant and of the effect in the grant)."""
    board = g.board()
    if "effects" not in board.stacks.sources:
        return
    kind = "digimon" if is_digimon(g, perm) else "tamer"
    own = board.stacks.own.get("effects", {}).get(perm, [])
    for src, items in [*own, *board.stacks.reaching.get("effects", ())]:
        for item in items:
            if not timing_active(item.effect.timing, src.owner, g.turn_player):
                continue
            for i, grant in enumerate(item.grants):
                if grant.effects and _reaches(g, src, item.effect, grant, perm, kind):
                    for k, e in enumerate(grant.effects):
                        yield 1000 * item.index + 10 * i + k, e


def modifier_applies(g: Field, m: Modifier, perm: Permanent) -> bool:
    """Whether a lasting effect reaches a Digimon or Tamer in the battle area."""
    if not in_battle_area(g, perm):
        return False
    return _modifier_applies(g, m, perm, "digimon" if is_digimon(g, perm) else "tamer")


def modifier_applied(g: Field, m: Modifier, perm: Permanent) -> bool:
    """Whether a lasting effect reached a Digimon that has just left the battle area."""
    return _modifier_applies(
        g, m, perm, "digimon" if g.info[perm.cards[-1]].is_digimon else "tamer"
    )


def _modifier_applies(g: Field, m: Modifier, subject: Subject, kind: str) -> bool:
    if m.perm is not None:
        return isinstance(subject, Permanent) and subject.id == m.perm
    assert m.target is not None
    return _target_holds(g, m.target, m.player, subject, kind)


def grant_total(
    g: Field, subject: Subject, attr: str, plain: bool = False, kind: str | None = None
) -> int:
    """The sum of one grant field (dp, security_attack, blocker...) over everything in force.

    Effects reach only the battle area (3-4-7-4, 3-4-7-5): a Digimon in the breeding area
    gets nothing, and only stacks in the battle area give anything.

    `plain` leaves out effects whose reach depends on DP ("all of your Digimon with 4000
    DP or less get ..."): whether such an effect reaches a Digimon is decided by its DP
    without them, which keeps DP well defined when effects depend on DP.
    """
    board = g.last_board if g.last_board.version == g.version else g.board()
    if attr == "blocker" and g.attacking is not None and "collision" in board.granted:
        if collided(g, subject):
            return 1
    if attr not in board.granted:
        return 0
    if isinstance(subject, Permanent) and g.players[subject.owner].breeding is subject:
        return 0
    if kind is None:
        kind = _kind(g, subject)
    total = 0
    shield: tuple[str, ...] = ()
    if ("unaffected" in board.granted or "progress" in board.granted) and not attr.startswith(
        ("unaffected", "as_digimon", "progress")
    ):
        shield = unaffected_by(g, subject)
    kept = _dp_kept(g, board, subject) if attr == "dp" else frozenset()
    for src, items in board.stacks.reaching.get(attr, ()):
        if (
            shield
            and src is not subject
            and shields(shield, g.defs[src.cards[-1]].category, src.owner, subject.owner)
        ):
            continue  # 15-15-5-1
        total += _persistent_sum(g, src, items, subject, kind, attr, plain, kept)
    own = board.stacks.own.get(attr)
    if own is not None:  # "this Digimon gets ...": the subject's effects alone give it
        for src, items in own.get(subject, ()):
            total += _persistent_sum(g, src, items, subject, kind, attr, plain, kept)
    for m in g.modifiers:
        value = m.grant.amounts.get(attr, 0)
        if m.grant.effects and "gained" in board.granted:
            value += _gained_persistent(g, m, subject, attr)
        if value < 0 and m.player in kept:
            continue
        if value and not (plain and reads_dp(m.target)) and _modifier_applies(g, m, subject, kind):
            if shield and shields(shield, m.by, m.player, subject.owner):
                continue  # 15-15-5-3: it applies again once the shield ends
            total += value
    return total


def _dp_kept(g: Field, board: Board, subject: Subject) -> frozenset[int]:
    """The players whose effects can't lower `subject`'s DP now: "can't have its DP reduced"
    (both), "... by your opponent's effects" (the opponent of its owner, BT9-098)."""
    if not isinstance(subject, Permanent):
        return frozenset()
    if "cant_have_dp_reduced" in board.granted and grant_total(g, subject, "cant_have_dp_reduced"):
        return frozenset((0, 1))
    foe = "cant_have_dp_reduced_by_opponents"
    if foe in board.granted and grant_total(g, subject, foe):
        return frozenset((1 - subject.owner,))
    return frozenset()


def _gained_persistent(g: Field, m: Modifier, subject: Subject, attr: str) -> int:
    """What the persistent effects a lasting effect gave ("gains the following effect: "This
    Digimon can't ..."") give the Digimon that gained them: each is that Digimon's own."""
    if not isinstance(subject, Permanent):
        return 0
    total = 0
    for eff in m.grant.effects:
        if not eff.is_persistent or not timing_active(eff.timing, subject.owner, g.turn_player):
            continue
        for grant in eff.as_grants():
            value = grant.amounts.get(attr, 0)
            if not value or grant.target.select != "this":
                continue
            if eff.condition is None or condition_holds(g, eff.condition, subject.owner, subject):
                total += value
    return total


def _same_level_digivolution(g: Field, ctx: Any) -> bool:
    """The Digimon whose digivolution triggered the effect has the level of the card it
    digivolved from, now right under its top card."""
    perm = None if ctx is None else ctx.event
    if perm is None or len(perm.cards) < 2:
        return False
    return g.defs[perm.cards[-1]].level == g.defs[perm.cards[-2]].level


def unaffected_by(g: Field, subject: Subject) -> tuple[str, ...]:
    """The card categories whose effects don't affect it now (15-15-5-1), as "option" (anyone's)
    or "opponents_option" (its opponent's only), and "opponents" while it attacks with
    <Progress>: no effect of its opponent's then (16-39-1)."""
    if not isinstance(subject, Permanent):
        return ()
    out = tuple(
        key
        for c in get_args(Category)
        for key in (c, f"opponents_{c}")
        if grant_total(g, subject, f"unaffected_by_{key}")
    )
    if g.attacking is subject and grant_total(g, subject, "progress"):
        out += ("opponents",)
    return out


def shields(shield: tuple[str, ...], category: str, player: int, owner: int) -> bool:
    """Whether `shield` (`unaffected_by` of a Digimon of `owner`'s) keeps off an effect of a
    `category` card that is `player`'s effect: "opponents_digimon" only the opponent's
    Digimon effects, "opponents" all of the opponent's."""
    return category in shield or (
        player != owner and ("opponents" in shield or f"opponents_{category}" in shield)
    )


def effect_category(g: Field, card: int, source: Permanent | None) -> str:
    """Whose effect this is: a Digimon's, a Tamer's or an Option's (15-2-1-1), as "isn't
    affected by the effects of X" (15-15-5) and "can't gain memory except with X effects" read
    it; an inherited effect is its Digimon's (15-3-2), whatever card prints it (ruling Q4005:
    a Tamer card's under a Digimon)."""
    if source is not None and card in source.cards[:-1]:
        return "digimon"
    return g.defs[card].category


def affected(
    g: Field, card: int, source: Permanent | None, perms: list[Permanent], player: int
) -> list[Permanent]:
    """Of the Digimon and Tamers an effect of `card` (`player`'s) chose, those it affects
    (15-15-5-3: the others were chosen but stay as they are)."""
    category = effect_category(g, card, source)
    kept = [
        p
        for p in perms
        if p is source or not shields(unaffected_by(g, p), category, player, p.owner)
    ]
    for p in perms:
        if p in kept:
            continue
        shield = unaffected_by(g, p)
        if category in shield or f"opponents_{category}" in shield:
            g.log("{}: not affected by the effects of {} cards (15-15-5-1)", p.id, category)
        else:
            g.log("{}: not affected by its opponent's effects while attacking (16-39-1)", p.id)
    return kept


def _grants_reaching(g: Field, key: str, perm: Permanent) -> Iterator[Grant]:
    """The grants with field `key` in force on `perm` now: the lasting effects of the stacks
    that give it (their timing active, reaching `perm`), then the modifiers steps made."""
    kind = _kind(g, perm)
    for src, items in g.board().stacks.sources.get(key, ()):
        for item in items:
            if not timing_active(item.effect.timing, src.owner, g.turn_player):
                continue
            if item.effect.per_turn and spent(g, src, item):
                continue
            for grant in item.grants:  # only those giving it: another's "while" may ask for it
                if _gives(grant, key) and _reaches(g, src, item.effect, grant, perm, kind):
                    yield grant
    for m in g.modifiers:
        if _gives(m.grant, key) and _modifier_applies(g, m, perm, kind):
            yield m.grant


def _gives(grant: Grant, key: str) -> bool:
    """The grant gives `key`: a field of its own, or a keyword it gains."""
    if key == "also_colors":  # given by name or as the colours of the cards under it
        return bool(grant.also_colors or grant.sources_colors)
    if key in Grant.model_fields:
        return bool(getattr(grant, key))
    return any(x.keyword == key for x in grant.gains)


def gained_values(g: Field, perm: Permanent, key: str) -> list[int | str | None]:
    """The value of each instance of a keyword `perm` has now (<Decoy (Black)>'s colour):
    `grant_total` counts the instances, this says what each one is."""
    board = g.board()
    if key not in board.granted or g.players[perm.owner].breeding is perm:
        return []
    return [
        x.value for grant in _grants_reaching(g, key, perm) for x in grant.gains if x.keyword == key
    ]


def dp(g: Field, subject: Subject, plain: bool = False) -> int | None:
    """Current DP, never below 0 (1-3-7); None for a card without DP."""
    uid = subject.uid if isinstance(subject, SecurityDigimon) else subject.cards[-1]
    card = g.defs[uid]
    base = card.dp
    if base is None and "as_digimon" in g.grantable and isinstance(subject, Permanent):
        base = as_digimon_dp(g, subject) or None  # 15-12-1-4
    if base is None or (isinstance(subject, Permanent) and not is_digimon(g, subject)):
        return None
    if "base_dp" in g.board().granted and isinstance(subject, Permanent):
        for m in g.modifiers:  # the latest change of the original DP wins
            if m.grant.base_dp is not None and _modifier_applies(g, m, subject, "digimon"):
                base = m.grant.base_dp
    if isinstance(subject, Permanent) and subject.links:  # 4-3-4
        base += link_dp(g, subject)
    return max(0, base + grant_total(g, subject, "dp", plain))


def security_checks(g: Field, perm: Permanent) -> int:
    """1 check, changed by <Security A.> (13-1-2, 16-4); never below 0 (16-4-4)."""
    return max(0, 1 + grant_total(g, perm, "security_attack"))


def _printed_grants(g: Field, attr: str, perm: Permanent) -> Iterator[Grant]:
    """The grants of stacks in the battle area that give `attr` and are in force on `perm`
    now: active this turn, reaching it ("this Digimon" is the stack itself), their
    condition met (15-8-2)."""
    for src, items in g.board().stacks.sources.get(attr, ()):
        for item in items:
            eff = item.effect
            if not timing_active(eff.timing, src.owner, g.turn_player):
                continue
            for grant in item.grants:
                if getattr(grant, attr) is None or (
                    grant.target.select == "this" and src is not perm
                ):
                    continue
                if eff.condition is not None and not condition_holds(
                    g, eff.condition, src.owner, src
                ):
                    continue
                yield grant


def same_level_saves(g: Field, perm: Permanent) -> list[SameLevelSave]:
    """The "trash 2 cards of the same level ... to prevent ..." effects in force on it."""
    return [
        grant.same_level_save
        for grant in _printed_grants(g, "same_level_save", perm)
        if grant.same_level_save is not None
    ]


def trashable_sources(g: Field, perm: Permanent) -> list[int]:
    """The digivolution cards of `perm` an effect may trash: all but those an "Effects can't
    trash [X Antibody] in this Digimon's digivolution cards" in force on it keeps (BT9-109,
    rulings Q1920, Q1922); the rules still trash them (Q2238)."""
    under = perm.cards[:-1]
    if "untrashable_sources" not in g.grantable:
        return under
    kept = [
        grant.untrashable_sources
        for grant in _printed_grants(g, "untrashable_sources", perm)
        if grant.untrashable_sources is not None
    ]
    return [u for u in under if not any(card_holds(g, f, u) for f in kept)]


def also_colors(g: Field, perm: Permanent) -> set[str]:
    """The colours effects in force give a Digimon besides its printed ones ("this Digimon is
    also treated as yellow", 2-4-3-1)."""
    if not in_battle_area(g, perm):
        return set(perm.colors_as_it_left)  # a deleted Digimon, as it left (Q1870)
    board = g.board()
    if "also_colors" not in board.granted:
        return set()
    out: set[str] = set()
    for grant in _grants_reaching(g, "also_colors", perm):
        out.update(grant.also_colors)
        if grant.sources_colors:
            out.update(c for uid in perm.cards[:-1] for c in g.defs[uid].colors)
    return out


def digivolves_only_into(g: Field, perm: Permanent, card: Card) -> bool:
    """Whether `card` fits every "this Digimon can only digivolve into ..." in force on
    `perm` (15-1-3)."""
    return all(
        grant.digivolve_only_into is None or printed_holds(grant.digivolve_only_into, card)
        for grant in _grants_reaching(g, "digivolve_only_into", perm)
    )


def colors(g: Field, perm: Permanent) -> tuple[str, ...]:
    """A Digimon's or Tamer's colours now: its top card's, and any it is also treated as."""
    printed = g.defs[perm.cards[-1]].colors
    if "also_colors" not in g.grantable:
        return printed
    extra = also_colors(g, perm)
    return printed + tuple(c for c in extra if c not in printed)


def may_gain_memory(g: Field, player: int, category: str) -> bool:
    """Whether an effect of a card of `category` may give `player` memory: no "your opponent
    can't gain memory except with Tamer effects" of the other player forbids it (15-1-3)."""
    board = g.board()
    if "memory_ban" not in board.granted:
        return True
    for src, items in board.stacks.sources.get("memory_ban", ()):
        if src.owner == player:
            continue
        for item in items:
            eff = item.effect
            if not timing_active(eff.timing, src.owner, g.turn_player):
                continue
            for grant in item.grants:
                allowed = grant.opponent_memory_only_from
                if allowed and category not in allowed:
                    if eff.condition is None or condition_holds(g, eff.condition, src.owner, src):
                        return False
    return not any(
        m.player != player
        and m.grant.opponent_memory_only_from
        and category not in m.grant.opponent_memory_only_from
        for m in g.modifiers
    )


def players_cant(g: Field, rule: str) -> bool:
    """Whether a "Players can't <rule>" effect of either player is in force: on a stack in
    the battle area (its timing active, its "while" holding) or lasting."""
    key = f"players_cant_{rule}"
    if key not in g.board().granted:
        return False
    return _said_on_a_stack(g, key, "players_cant", rule) or any(
        rule in m.grant.players_cant for m in g.modifiers
    )


def opponent_cant(g: Field, rule: str, player: int) -> bool:
    """Whether an effect of `player`'s opponent saying "Your opponent can't <rule>" is in
    force: on a stack in the battle area (its timing active, its "while" holding) or
    lasting."""
    key = f"opponent_cant_{rule}"
    if key not in g.grantable:
        return False
    return _said_on_a_stack(g, key, "opponent_cant", rule, not_of=player) or any(
        rule in m.grant.opponent_cant and m.player != player for m in g.modifiers
    )


def security_closed(g: Field, player: int) -> bool:
    """ "Cards can't be added to security stacks by your opponent's effects" is in force
    against `player`'s effects (BT9-103): they add nothing to any security stack."""
    return opponent_cant(g, "add_cards_to_security", player)


def deletion_dp(g: Field, player: int) -> int:
    """How much "add 1000 to the maximum DP you can choose with DP-based deletion effects"
    raises `player`'s deletion effects now: the effects of their stacks in the battle area
    (their timing active, their "while" holding, inherited ones too: ruling Q3293) and their
    lasting ones, added up."""
    if "deletion_dp" not in g.grantable:
        return 0
    total = 0
    for src, items in g.board().stacks.sources.get("deletion_dp", ()):
        if src.owner != player:
            continue
        for item in items:
            eff = item.effect
            if not timing_active(eff.timing, src.owner, g.turn_player):
                continue
            if eff.condition is None or condition_holds(g, eff.condition, src.owner, src):
                total += sum(grant.deletion_dp for grant in item.grants)
    return total + sum(m.grant.deletion_dp for m in g.modifiers if m.player == player)


def turn_end_memory(g: Field) -> int:
    """The memory the turn player's opponent must have for the turn to end (6-1-4-1): 1, or
    more while an effect of the turn player says "The turn end condition is the opponent
    having 3 or more memory" (BT14-081: [Your Turn], so never in the opponent's turn, ruling
    Q2450), the highest of them."""
    most = 1
    if "turn_end_memory" not in g.grantable:
        return most
    for src, items in g.board().stacks.sources.get("turn_end_memory", ()):
        if src.owner != g.turn_player:
            continue
        for item in items:
            eff = item.effect
            if not timing_active(eff.timing, src.owner, g.turn_player):
                continue
            if eff.condition is None or condition_holds(g, eff.condition, src.owner, src):
                most = max([most, *(grant.turn_end_memory for grant in item.grants)])
    return max([most, *(m.grant.turn_end_memory for m in g.modifiers if m.player == g.turn_player)])


def _said_on_a_stack(g: Field, key: str, field: str, rule: str, not_of: int | None = None) -> bool:
    """Whether a persistent effect of a stack in the battle area (not one of `not_of`'s)
    says the players' rule `rule` in its grants' `field`, its timing active and its
    "while" holding."""
    for src, items in g.board().stacks.sources.get(key, ()):
        if src.owner == not_of:
            continue
        for item in items:
            eff = item.effect
            if not timing_active(eff.timing, src.owner, g.turn_player):
                continue
            if any(rule in getattr(grant, field) for grant in item.grants) and (
                eff.condition is None or condition_holds(g, eff.condition, src.owner, src)
            ):
                return True
    return False


def unblockable_by(g: Field, attacker: Permanent, blocker: Permanent) -> bool:
    """ "can't be blocked by your opponent's Digimon with no digivolution cards": some
    effect in force on the attacker keeps this blocker from blocking it (15-1-3)."""
    for grant in _printed_grants(g, "unblockable_by", attacker):
        assert grant.unblockable_by is not None
        if filter_holds(g, grant.unblockable_by, blocker):
            return True
    for m in g.modifiers:
        f = m.grant.unblockable_by
        if f is not None and modifier_applies(g, m, attacker) and filter_holds(g, f, blocker):
            return True
    return False


def attack_unsuspended(g: Field, attacker: Permanent) -> list[Filter]:
    """ "can attack your opponent's unsuspended Digimon with no digivolution cards": which of
    the opponent's unsuspended Digimon the effects in force on the attacker let it attack
    (11-2-7-1), as `gained_values` finds a keyword's instances."""
    board = g.board()
    if "attack_unsuspended_with" not in board.granted:
        return []
    return [
        f
        for grant in _grants_reaching(g, "attack_unsuspended_with", attacker)
        if (f := grant.attack_unsuspended_with) is not None
    ]


def keywords_of(g: Field, perm: Permanent) -> list[str]:
    """The keywords a Digimon has now, printed, inherited or gained, as card text writes
    them ("<Blocker>", "<Decoy (Black)>"); <Security A.> is told by `security_checks`."""
    granted = g.board().granted
    out = []
    for key in GRANTABLE:
        if key != "security_attack" and key in granted and grant_total(g, perm, key) > 0:
            out.append(KEYWORDS[key].label())
    return out


def has_blocker(g: Field, perm: Permanent) -> bool:
    return grant_total(g, perm, "blocker") > 0


def collided(g: Field, subject: Subject) -> bool:
    """<Collision> (16-30-1): while a Digimon that has it attacks, each of the defending
    player's Digimon in the battle area has <Blocker>."""
    attacker = g.attacking
    return (
        attacker is not None
        and isinstance(subject, Permanent)
        and subject.owner != attacker.owner
        and in_battle_area(g, subject)
        and _kind(g, subject) == "digimon"
        and in_battle_area(g, attacker)
        and grant_total(g, attacker, "collision") > 0
    )


def must_block(g: Field, attacker: Permanent) -> bool:
    """<Collision> (16-30-1, 16-30-4): the defending player blocks whenever one of their
    Digimon can."""
    return "collision" in g.board().granted and grant_total(g, attacker, "collision") > 0


def bars_attack_on_it(g: Field, target: Permanent, attacker: Permanent) -> bool:
    """ "All of your opponent's Digimon with <Security Attack> can't attack this Digimon":
    a persistent effect of the target, reaching the attacker, stops an attack declared on
    the target (15-1-3); a switch of the target after the declaration isn't stopped."""
    kind = _kind(g, attacker)
    return any(
        _persistent_sum(g, src, items, attacker, kind, "cant_attack_this", False) > 0
        for src, items in g.board().stacks.sources.get("cant_attack_this", ())
        if src is target
    )


def cant(g: Field, perm: Permanent, what: str) -> bool:
    """A "can't ..." effect in force: `what` is "cant_attack", "cant_be_deleted", ... (15-1-3)."""
    return grant_total(g, perm, what) > 0


def held_unsuspended(g: Field, perm: Permanent) -> bool:
    """A "can't suspend" effect holds it: it can't attack or block, nor pay a cost by
    suspending (15-1-3); an attack "without suspending" is still open (ruling Q3185)."""
    return "cant_suspend" in g.grantable and cant(g, perm, "cant_suspend")


def candidates(
    g: Field, target: Target, player: int, this: Permanent | None = None
) -> list[Permanent]:
    """Digimon/Tamers in the battle area an effect of `player` may choose (3-4-7-5); `this`,
    the effect's own Digimon, for a filter that compares with it. An effect that names the
    breeding area chooses there instead (zone "breeding")."""
    if target.zone == "breeding":
        pl = g.players[player if target.side == "your" else 1 - player]
        stacks = [] if pl.breeding is None else [pl.breeding]
    elif target.side == "any":
        stacks = g.players[player].battle + g.players[1 - player].battle
    else:
        stacks = g.players[player if target.side == "your" else 1 - player].battle
    out = []
    for perm in stacks:
        kind = "digimon" if is_digimon(g, perm) else "tamer"
        if (kind in target.kinds or _both(g, perm, kind, target)) and filter_holds(
            g, target, perm, this
        ):
            out.append(perm)
    if target.extreme is not None:
        return _extremes(g, target.extreme, out)
    return out


def is_extreme(g: Field, extreme: str, perm: Permanent) -> bool:
    """ "an opponent's Digimon with the highest DP": none of its player's Digimon has more."""
    theirs = [p for p in g.players[perm.owner].battle if is_digimon(g, p)]
    return perm in _extremes(g, extreme, theirs)


def _extremes(g: Field, extreme: str, perms: list[Permanent]) -> list[Permanent]:
    """ "with the lowest DP", "with the highest play cost": those of `perms` with the least
    or most; one without a value (no level, no play cost) is never among them (2-9-2)."""
    most, what = extreme.split("_", 1)
    values = {id(p): measure(g, what, p) for p in perms}
    known = [v for v in values.values() if v is not None]
    if not known:
        return []
    best = max(known) if most == "highest" else min(known)
    return [p for p in perms if values[id(p)] == best]


def measure(g: Field, what: str, perm: Permanent) -> int | None:
    """A Digimon's DP, level or play cost ("dp", "level", "cost"), None without one."""
    if what == "dp":
        return dp(g, perm)
    if what == "level":
        return level(g, perm)
    return g.defs[perm.cards[-1]].cost


def printed_measure(g: Field, what: str, uid: int) -> int | None:
    """`measure` for a card outside the battle area: what is printed on it."""
    card = g.defs[uid]
    return card.dp if what == "dp" else card.level if what == "level" else card.cost


def alternatives(g: Field, perm: Permanent) -> list[AltDigivolve]:
    """ "this Digimon can digivolve into ... for a memory cost of N" effects in force on a
    Digimon in the battle area."""
    if not in_battle_area(g, perm):
        return []
    return [
        grant.digivolve_into
        for grant in _printed_grants(g, "digivolve_into", perm)
        if grant.digivolve_into is not None
    ]


def dna_levels(g: Field, perm: Permanent, card: Card) -> list[int]:
    """The levels a DNA digivolution into `card` may read of `perm` besides its own: "can
    be treated as level 6 for DNA digivolution into [Examon]" (EX3-020)."""
    if "dna_level" not in g.board().granted:
        return []
    return [
        grant.dna_level.level
        for grant in _printed_grants(g, "dna_level", perm)
        if grant.dna_level is not None and grant.dna_level.into in card.names
    ]


def field_stacks(g: Field, player: int) -> list[Permanent]:
    """A player's stacks on the field: the battle area and the breeding area (3-4-6)."""
    pl = g.players[player]
    return pl.battle if pl.breeding is None else [*pl.battle, pl.breeding]


def colors_in_play(g: Field, player: int) -> int:
    """Colours of a player's Digimon and Tamers, for Option colour requirements (4-22-2),
    as bits of `compiled.COLOR_BITS`."""
    stacks = field_stacks(g, player)
    if "delay" in g.special:  # 4-22-2: an Option card in the battle area doesn't count
        defs = g.defs
        stacks = [p for p in stacks if defs[p.cards[-1]].category != "option"]
    if "also_colors" not in g.grantable:  # the printed colours only: no lookups per stack
        info = g.info
        mask = 0
        for perm in stacks:
            mask |= info[perm.cards[-1]].color_mask
        return mask
    return color_mask(c for perm in stacks for c in colors(g, perm))
