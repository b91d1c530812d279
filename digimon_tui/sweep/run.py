"""The card sweep: every card of `cards/` put where its effects trigger, then random play.

Each card gets a handful of positions built like scenario files: in its player's hand with
memory to spare (then played, digivolved into, also from a Digimon of each other colour its
requirements name, DNA digivolved into, or used), on top of an unsuspended stack
(then attacking, or its [Main] effect activated), under another Digimon (then that Digimon
attacking, or deleted), on top of the opponent's security (then checked), on top of a
suspended opponent's Digimon (then attacked by the strongest Digimon of the pool, and
deleted), in the battle area as the opponent attacks, and deleted by the opponent's effect
(for "if deleted outside of a battle"). Each side holds what the card's
conditions ask for (`needs`), and each "when X" trigger of the card gets a position
where the first move makes X happen. From each, seeded random moves follow, with the
random-play invariants after every move. An effect counts as fired only when it changed
the state: its steps ran and a zone, a stack, the memory, a lasting change or what is due
later differs after them (a draw of 0 cards is not a draw, an "if" not met does nothing);
a cost change when it takes something off a cost paid (`costs`); a lasting effect
("while ..., this Digimon gets +2000 DP") when it applies, its timing active, its condition
met and a Digimon or Tamer it reaches in play. The sweep reports how many of the cards'
effects fired at least once, and which never did, set by set."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from digimon_tui.cards.model import Card, Effect, Play, Target, Trigger
from digimon_tui.cards.selection import Filter
from digimon_tui.engine import actions, attack, counter, delay, effects, game, keywords, perform
from digimon_tui.engine import queries as q
from digimon_tui.engine.compiled import COST_EVENTS, Persistent
from digimon_tui.engine.game import Game
from digimon_tui.engine.scenario import build
from digimon_tui.loop.moves import Move

from .costs import cost_changes
from .needs import Finder, Needs, does, needs

RUNNERS = (effects, counter, delay, attack, actions, game, keywords)
"""The modules that run an activated effect's steps (`perform.run_steps`), each under
its own name: the sweep counts effects by standing in for it there."""


@dataclass
class Report:
    cards: int = 0
    reached: set[str] = field(default_factory=set)
    """Cards at least one position could be built for and played from."""
    effects: int = 0
    """Effects that do something over all the cards: with steps, a cost or a lasting
    grant."""
    places: set[tuple[str, int]] = field(default_factory=set)
    """(card number, effect's place on the card) of each of them."""
    fired: set[tuple[str, int]] = field(default_factory=set)
    """(card number, effect's place on the card) of each effect that changed the state."""
    games: int = 0
    moves: int = 0

    def line(self) -> str:
        return (
            f"card sweep: {len(self.reached)}/{self.cards} cards reached, "
            f"{len(self.fired)}/{self.effects} effects fired, "
            f"{self.games} positions, {self.moves} moves"
        )

    def by_set(self) -> dict[str, tuple[int, int]]:
        """Per set: the effects that do something, and how many of them fired."""
        out: dict[str, tuple[int, int]] = {}
        for number, place in self.places:
            effects, fired = out.get(number.split("-")[0], (0, 0))
            out[number.split("-")[0]] = (effects + 1, fired + ((number, place) in self.fired))
        return out

    def unfired(self) -> dict[str, list[str]]:
        """The effects that never fired, by set: "BT5-010 inherited 1"."""
        out: dict[str, list[str]] = {}
        for number, place in sorted(self.places - self.fired):
            group, i = divmod(place, 100)
            where = ("effect", "inherited", "security")[group]
            out.setdefault(number.split("-")[0], []).append(f"{number} {where} {i + 1}")
        return out


def fireable(card: Card) -> Iterator[tuple[int, Effect]]:
    """The card's effects that do something when they activate, each with its place."""
    for base, group in ((0, card.effects), (100, card.inherited), (200, card.security)):
        for i, e in enumerate(group):
            if e.steps or e.cost or e.grants:
                yield base + i, e


class Helpers:
    """Cards of the pool the positions are made of, by colour: a Digimon of each level
    (the plainest one), a Digi-Egg, a Tamer and an Option; and the strongest Digimon."""

    def __init__(self, pool: Mapping[str, Card]) -> None:
        self.pool = pool
        cards = sorted(pool.values(), key=lambda c: (len(c.effects) + len(c.inherited), c.number))
        self.by_level: dict[tuple[str, int], str] = {}
        self.other: dict[tuple[str, str], str] = {}
        for c in cards:
            for color in c.colors:
                if c.category == "digimon" and c.level is not None:
                    self.by_level.setdefault((color, c.level), c.number)
                    self.by_level.setdefault(("any", c.level), c.number)
                elif c.category in ("digi-egg", "tamer", "option"):
                    self.other.setdefault((color, c.category), c.number)
                    self.other.setdefault(("any", c.category), c.number)
        digimon = [c for c in cards if c.category == "digimon" and c.dp is not None]
        self.strongest = max(digimon, key=lambda c: (c.dp or 0, c.number)).number
        self.find = Finder(cards)
        self.blocker = next(
            (c.number for c in digimon if any(e.keyword == "blocker" for e in c.effects)),
            self.strongest,
        )

    def level(self, card: Card, level: int) -> str:
        for color in (*card.colors, "any"):
            hit = self.by_level.get((color, level))
            if hit is not None:
                return hit
        return self.by_level[("any", 4)]

    def of(self, card: Card, category: str) -> str:
        for color in (*card.colors, "any"):
            hit = self.other.get((color, category))
            if hit is not None:
                return hit
        return self.level(card, 3)


def _side(h: Helpers, card: Card, **zones: Any) -> dict[str, Any]:
    """A player with every zone filled, so that effects find what they look for."""
    n = card.number
    mix = [h.level(card, lv) for lv in (3, 4, 5, 6)] + [h.of(card, "option"), h.of(card, "tamer")]
    out: dict[str, Any] = {
        "deck": [n, *mix, n, *mix, n, *mix],
        "security": [mix[0], n, mix[1], mix[4], mix[2]],
        "trash": [n, *mix],
        "hand": [mix[0], mix[1], mix[4]],
        "eggs": [h.of(card, "digi-egg")] * 3,
    }
    out.update(zones)
    return out


def _foes(h: Helpers, card: Card, blocker: bool = True) -> list[dict[str, Any]]:
    """Opponent's Digimon of several sizes, some suspended (to attack), a Tamer and a
    Digimon with <Blocker> (unless the attack must reach its target)."""
    return [
        {"id": "f3", "cards": [h.level(card, 3)], "suspended": True},
        {"id": "f4", "cards": [h.level(card, 3), h.level(card, 4)]},
        {"id": "f5", "cards": [h.level(card, 5)], "suspended": True},
        {"id": "ft", "cards": [h.of(card, "tamer")]},
        *([{"id": "fb", "cards": [h.blocker]}] if blocker else []),
    ]


def _stack_for(h: Helpers, card: Card, depth: int = 1) -> list[str]:
    """A stack with the card on top, over `depth` Digimon a level below it when it has a
    level."""
    if card.category == "digimon" and card.level and card.level > 2:
        return [h.level(card, card.level - 1)] * depth + [card.number]
    return [card.number]


Want = Callable[[Move], bool]


def _verb(n: str, *verbs: str) -> Want:
    return lambda m: m.verb in verbs and n in m.args


def _args(*args: str, verb: str = "attack") -> Want:
    return lambda m: m.verb == verb and m.args[: len(args)] == args


def _tables(p1: dict[str, Any], p2: dict[str, Any], turn: str = "p1") -> dict[str, Any]:
    """Memory to spare, below the cap of 10, so that a gain shows."""
    return {"seed": 0, "state": {"turn": turn, "memory": 8}, "p1": p1, "p2": p2}


def positions(h: Helpers, card: Card) -> list[tuple[str, dict[str, Any], Want]]:
    """(what happens, scenario tables, the move that makes it happen) for one card. The
    card's own player is p1 but for "in security", "deleted" and "attacked". Each side has
    what the card's effects ask of it (`needs`)."""
    n = card.number
    cat = card.category
    need = needs(h.find, card, fireable(card))

    def mine(**zones: Any) -> dict[str, Any]:
        return need.mine_side(_side(h, card, **zones))

    def theirs(**zones: Any) -> dict[str, Any]:
        return need.their_side(_side(h, card, **zones))

    plain = theirs(battle=_foes(h, card))
    own = [{"id": f"a{lv}", "cards": [h.level(card, lv - 1), h.level(card, lv)]} for lv in (4, 5)]
    strong = theirs(battle=[{"id": "s", "cards": [h.level(card, 5), h.strongest]}])
    under = [
        *need.sources,
        *[h.level(card, 3)] * (need.depth - 1),
        n,
        need.top or h.level(card, 5),
    ]
    out: list[tuple[str, dict[str, Any], Want]] = []
    if cat != "digi-egg":
        lv = card.level or 4
        base = [*need.sources, *[h.level(card, max(2, lv - 2))] * max(1, need.depth - 1)]
        base.append(h.level(card, max(3, lv - 1)))
        b = {"id": "b", "cards": base, "suspended": need.suspended}
        hand = [n, n, *_side(h, card)["hand"]]
        colours = [  # a Tamer of each colour of a many-coloured Option (6-5-1-1)
            {"id": f"t{i}", "cards": [h.other[c, "tamer"]]}
            for i, c in enumerate(card.colors if cat == "option" and len(card.colors) > 1 else ())
            if (c, "tamer") in h.other
        ]
        out.append(
            (
                "played",
                _tables(mine(hand=hand, battle=[b, *own, *colours]), plain),
                _verb(n, "play", "option"),
            )
        )
        if cat == "digimon":
            out.append(
                (
                    "digivolved",
                    _tables(mine(hand=hand, battle=[b, *own]), plain),
                    _verb(n, "digivolve"),
                )
            )
            for req in card.digivolve:  # from a colour of its own it is the position above
                from_ = h.by_level.get((req.color or "", req.level or 0))
                if from_ is None or req.color in card.colors:
                    continue
                stack = {"id": "b", "cards": [h.level(card, max(2, (req.level or 3) - 1)), from_]}
                other = mine(hand=hand, battle=[stack, *own])
                out.append(
                    ("digivolved from another colour", _tables(other, plain), _verb(n, "digivolve"))
                )
        if card.dna is not None:  # 8-2: the two Digimon its requirements name
            pair = [
                {"id": f"d{i}", "cards": [h.by_level.get((side.color, side.level), n)]}
                for i, side in enumerate((card.dna.top, card.dna.bottom))
            ]
            tables = _tables(mine(hand=hand, battle=[*pair, *own]), plain)
            out.append(("DNA digivolved", tables, _verb(n, "dna")))
    if cat in ("digimon", "tamer"):
        top = {"id": "c", "cards": [*need.sources, *_stack_for(h, card, need.depth)]}
        if cat == "digimon":
            out.append(("attacking", _tables(mine(battle=[top, *own]), plain), _args("c")))
            out.append(
                ("attacking a Digimon", _tables(mine(battle=[top, *own]), plain), _args("c", "f3"))
            )
        out.append(
            ("activated", _tables(mine(battle=[top, *own]), plain), _args("c", verb="activate"))
        )
    if cat in ("digimon", "digi-egg") or card.inherited:  # an Option too, once under one
        stack = {"id": "u", "cards": under}
        out.append(("under", _tables(mine(battle=[stack, *own]), plain), _args("u")))
        out.append(
            (
                "under, attacking a Digimon",
                _tables(mine(battle=[stack, *own]), plain),
                _args("u", "f3"),
            )
        )
    checked = mine(security=[n, *_side(h, card)["security"]], battle=_foes(h, card))
    out.append(("in security", _tables(strong, checked), _args("s", "player")))
    if cat in ("digimon", "tamer"):
        victim = [
            {
                "id": "v",
                "cards": [*need.sources, *_stack_for(h, card, need.depth)],
                "suspended": True,
            },
            *_foes(h, card),
        ]
        out.append(("deleted", _tables(strong, mine(battle=victim)), _args("s", "v")))
        attacker = theirs(battle=[{"id": "s", "cards": [h.level(card, 5), h.strongest]}])
        out.append(("attacked", _tables(mine(battle=victim), attacker, "p2"), _args("s", "v")))
        if any(e.from_hand and e.timing == "counter" for e in card.effects):  # <Blast ...>
            below = {"id": "b", "cards": base}
            blast = _tables(mine(hand=hand, battle=[below]), attacker, "p2")
            out.append(("blast digivolved", blast, _args("s", "player")))
        seen = _checked_card(h, card)
        if seen is not None:  # "when your security is checked, if that card is ..."
            guarded = mine(battle=victim, security=[seen, *_side(h, card)["security"]])
            out.append(("security checked", _tables(guarded, attacker, "p2"), _args("s", "player")))
        ward = _ward(h, card)
        if ward is not None:  # "when one of your [X] ... would leave the battle area, ..."
            warded = mine(battle=[*victim, {"id": "w", "cards": [ward], "suspended": True}])
            out.append(("guarding", _tables(warded, attacker, "p2"), _args("s", "w")))
    if card.inherited:
        victim = [{"id": "v", "cards": under, "suspended": True}, *_foes(h, card, blocker=False)]
        out.append(("under, deleted", _tables(strong, mine(battle=victim)), _args("s", "v")))
    if any(e.breeding for e in (*card.effects, *card.inherited)):  # [Breeding] (15-14-4)
        out += _in_breeding(h, card, mine, plain)
    if any(e.delay and e.trigger is None for e in card.effects):  # <Delay> (16-17)
        bred = _bred_for(h, card)
        tables = mine(battle=[{"id": "o", "cards": [n]}, *own], **bred)
        out.append(
            (
                "placed, a turn later",
                _tables(tables, plain) | {"state": {"memory": 8, "turn_number": 3}},
                _args("o", verb="delay"),
            )
        )
    killer = _outside_battle(h, card)
    if killer is not None:  # "if deleted outside of a battle": the opponent's effect deletes it
        with_killer, killer_battle, want = killer
        side = theirs(hand=[*with_killer, *_side(h, card)["hand"]], battle=killer_battle)
        for place, cards in ((0, [*need.sources, *_stack_for(h, card, need.depth)]), (100, under)):
            if any(
                _wants_effect_deletion(e) for p, e in fireable(card) if p // 100 == place // 100
            ):
                tables = _tables(side, mine(battle=[{"id": "v", "cards": cards}]))
                out.append(("deleted by an effect", tables, want))
    for place, e in fireable(card):
        if e.trigger is None or e.timing == "opponents_turn":
            continue
        made = _happening(h, card, e.trigger, under if 100 <= place < 200 else None, need)
        if made is not None:
            what, hand, battle, trash, want = made
            tables = mine(hand=hand, battle=[*battle, *own], trash=trash)
            out.append((what, _tables(tables, plain), want))
    return out


def _checked_card(h: Helpers, card: Card) -> str | None:
    """For a "when your security is checked" effect, a card its condition on "that card" is
    met by (or any card), to be the card checked (EX5-053); None for a card without one."""
    for _, e in fireable(card):
        if e.trigger is not None and e.trigger.event == "security_checked":
            that = e.condition.that if e.condition is not None else None
            if that is None:
                return card.number
            return h.find.first(that, (that.categories or ("digimon",))[0])
    return None


def _ward(h: Helpers, card: Card) -> str | None:
    """For a guard of the player's other Digimon ("when one of your [Apocalymon] or Digimon with
    [Dark Masters] in its traits would leave the battle area", BT15-072), a Digimon of the pool
    it guards; None for a card without one."""
    for _, e in fireable(card):
        t = e.trigger
        if t is not None and t.event == "would_leave" and t.whose == "your":
            f = t.filter or Filter()
            for way in f.any_of or (f,):
                found = h.find.first(way, "digimon")
                if found is not None:
                    return found
    return None


def _in_breeding(
    h: Helpers, card: Card, mine: Callable[..., dict[str, Any]], theirs: dict[str, Any]
) -> list[tuple[str, dict[str, Any], Want]]:
    """The card in the breeding area, on top and under itself (its inherited [Breeding]
    effects): as the main phase starts, and with a card in the hand that its "would play"
    reductions fit."""
    stack = {"id": "k", "cards": [card.number, card.number]}
    start = _tables(mine(breeding=stack), theirs)
    start["state"] = {**start["state"], "phase": "breeding"}
    out: list[tuple[str, dict[str, Any], Want]] = [
        ("in the breeding area, its main phase starting", start, lambda m: True)
    ]
    for e in card.effects:
        t = e.trigger
        if e.breeding and t is not None and t.event == "would_play" and t.filter is not None:
            x = h.find.first(t.filter, "digimon")
            if x is not None:
                hand = [x, *_side(h, card)["hand"]]
                tables = _tables(mine(breeding=stack, hand=hand), theirs)
                out.append(("in the breeding area, a card played", tables, _verb(x, "play")))
    return out


def _bred_for(h: Helpers, card: Card) -> dict[str, Any]:
    """A breeding area for a card that plays from under the Digimon there: the plainest
    Digimon card each such play may take, under the player's Digi-Egg."""
    wanted = [
        x
        for e in card.effects
        for s in e.steps
        if isinstance(s, Play) and s.target.zone == "under_breeding"
        for x in [h.find.first(s.target, "digimon")]
        if x is not None
    ]
    if not wanted:
        return {}
    return {"breeding": {"id": "k", "cards": [*wanted, h.of(card, "digi-egg")]}}


def _links_to(h: Helpers, top: Card | None) -> str | None:
    """The plainest card of the pool that may link to a Digimon whose top card is `top`
    (None: to the Digimon `_linkable` gives)."""
    top = top or (h.pool[n] if (n := _linkable(h)) else None)
    for c in sorted(h.pool.values(), key=lambda c: (len(c.effects), c.number)):
        if (
            top is not None
            and c.link is not None
            and any(_fits(r.filter, top) for r in c.link.requirements)
        ):
            return c.number
    return None


def _linkable(h: Helpers) -> str | None:
    """The plainest Digimon card of the pool some card may link to."""
    links = [r.filter for c in h.pool.values() if c.link for r in c.link.requirements]
    for c in sorted(h.pool.values(), key=lambda c: (len(c.effects), c.number)):
        if c.category == "digimon" and any(_fits(f, c) for f in links):
            return c.number
    return None


def _fits(f: Filter, card: Card) -> bool:
    """A link requirement's filter holds of a card's printed facts (any of its clauses)."""
    return any(q.printed_holds(x, card) for x in f.any_of or (f,))


def _wants_effect_deletion(e: Effect) -> bool:
    """ "if deleted outside of a battle", "if this card was deleted by an effect"."""
    return e.condition is not None and bool(
        e.condition.outside_battle or e.condition.deleted_by_effect
    )


def _outside_battle(h: Helpers, card: Card) -> tuple[list[str], list[dict[str, Any]], Want] | None:
    """For a card with an "if deleted outside of a battle" (or "by an effect") effect: the
    opponent's hand with the plainest card of the pool whose effect deletes 1 of its
    opponent's Digimon (any), a Digimon of its colour in play, and the move that uses it;
    None when there is none."""
    if not any(_wants_effect_deletion(e) for _, e in fireable(card)):
        return None
    anyone = Target(side="opponents")  # "delete 1 of your opponent's Digimon", no filter
    found = h.find.cause(lambda s: s.do == "delete" and s.target == anyone)
    if found is None:
        return None
    killer = found[0]
    battle = [{"id": "k", "cards": [h.level(killer, 3)]}]
    return [killer.number], battle, _verb(killer.number, "play", "option")


Happening = tuple[str, list[str], list[dict[str, Any]], list[str], Want]


def _happening(
    h: Helpers, card: Card, t: Trigger, under: list[str] | None, need: Needs
) -> Happening | None:
    """What makes a "when X" trigger of the card happen: (what, the hand, stacks, the
    trash, the move). The card is on top of a stack, or under one (`under`, for an
    inherited effect), or in the hand; the move is another card's effect doing X (an
    Option or an [On Play] effect the pool has), or X itself: a Digimon meeting the
    trigger's filter played, attacking or digivolving. None when the pool has no way."""
    n = card.number
    hand = _side(h, card)["hand"]
    trash = _side(h, card)["trash"]
    stack: dict[str, Any] | None = None
    top: Card | None = None
    if under is not None:
        stack, top = {"id": "u", "cards": under}, h.pool[under[-1]]
    elif card.category in ("digimon", "tamer"):
        stack, top = {"id": "c", "cards": [*need.sources, *_stack_for(h, card, need.depth)]}, card
    else:
        hand = [n, *hand]
    stacks = [] if stack is None else [stack]
    wanted = does(t)
    if wanted is not None:
        found = h.find.cause(wanted)
        if found is None:
            return None
        cause, step = found
        if stack is not None and t.event == "unsuspended":
            stack["suspended"] = True
        more = [h.find.first(step.target, "digimon")] if step.do == "play" else []
        more = [x for x in more if x is not None]
        if cause.category == "option":  # 6-5-1-1: its colours in play
            stacks += [
                {"id": f"t{i}", "cards": [h.other[c, "tamer"]]} for i, c in enumerate(cause.colors)
            ]
        what = f"{t.event}, by {cause.number}"
        return (
            what,
            [cause.number, *more, *hand],
            stacks,
            trash + more,
            _verb(cause.number, "play", "option"),
        )
    f = t.filter or Filter()
    if t.event in ("played", "would_play") and t.whose in ("your", "any"):
        kind = "tamer" if t.kind == "tamer" or f.categories == ("tamer",) else "digimon"
        x = h.find.first(f, kind) if not f.same_name_as_this else (top.number if top else None)
        return (
            None if x is None else ("another played", [x, *hand], stacks, trash, _verb(x, "play"))
        )
    if t.event == "suspended" and t.cause == "alliance":  # the ally of an <Alliance> attacker
        w = h.find.first(Filter(has=("alliance",)), "digimon")
        return (
            None
            if w is None
            else (
                "suspended by <Alliance>",
                hand,
                [*stacks, {"id": "w", "cards": [w]}],
                trash,
                _args("w"),
            )
        )
    if t.event in ("attacks", "suspended") and t.whose in ("your", "any") and t.kind == "digimon":
        w = h.find.first(f, "digimon")
        return (
            None
            if w is None
            else (
                f"another {t.event}",
                hand,
                [*stacks, {"id": "w", "cards": [w]}],
                trash,
                _args("w"),
            )
        )
    if t.event == "digisorption_suspends":  # a <Digisorption> card digivolving, the
        # opponent's unsuspended f4 suspended in place of one of the player's
        sorb = next((c for c in h.pool.values() if c.digisorption and c.digivolve), None)
        req = (
            None if sorb is None else next((r for r in sorb.digivolve if r.color and r.level), None)
        )
        w = None if req is None else h.by_level.get((req.color or "", req.level or 0))
        if sorb is None or w is None:
            return None
        want = _args("w", sorb.number, "digisorption", "f4", verb="digivolve")
        return (
            "digisorption on an opponent's Digimon",
            [sorb.number, *hand],
            [*stacks, {"id": "w", "cards": [w]}],
            trash,
            want,
        )
    if t.whose == "this" and t.event in ("would_digivolve", "digivolves"):
        x = None if stack is None or top is None else h.find.digivolves_from(f, top)
        if stack is None or x is None:
            return None
        return "digivolving", [x, *hand], stacks, trash, _args(stack["id"], x, verb="digivolve")
    if t.whose == "this" and t.event == "gets_linked":  # 10-1-3: a card linking to it
        x = None if stack is None or top is None else _links_to(h, top)
        if stack is not None and x is None and under is not None:  # under a Digimon it fits
            x, over = _links_to(h, None), _linkable(h)
            stacks = [{"id": "u", "cards": [*under[:-1], over]}] if over else []
        if not stacks or x is None:
            return None
        return "linked", [x, *hand], stacks, trash, _verb(x, "link")
    if t.event != "would_digivolve":
        return None
    if t.into is None:  # the card's own, digivolving into it from the hand
        w = h.find.first(f, "digimon")
        base = {"id": "w", "cards": [w]}
        return (
            None
            if w is None
            else (
                "digivolved into",
                [n, *hand],
                [*stacks, base],
                trash,
                _args("w", n, verb="digivolve"),
            )
        )
    x = h.find.first(t.into, "digimon")
    req = None if x is None else next((r for r in h.pool[x].digivolve if r.color and r.level), None)
    w = None if req is None else h.by_level.get((req.color or "", req.level or 0))
    if x is None or w is None:
        return None
    base = {"id": "w", "cards": [w]}
    return (
        "digivolving another",
        [x, *hand],
        [*stacks, base],
        trash,
        _args("w", x, verb="digivolve"),
    )


def _choose(g: Game, rng: random.Random, accept: bool = False) -> Move:
    """A random answer; "yes" more often than not, so optional effects get to run, a card
    more often than "done" (digivolving into one, choosing up to N), and a way to prevent a
    deletion more often than none, so those effects do too. `accept`:
    the answer right after the position's own move, whose "you may" is always "yes" (the
    position is built for that effect to run)."""
    d = g.pending
    assert d is not None
    if d.kind == "optional" and (accept or rng.random() < 0.8):
        yes = [m for m in d.moves if m.verb == "yes"]
        if yes:
            return yes[0]
    if d.kind == "card" and rng.random() < 0.8:  # a card more often than "done" too
        cards = [m for m in d.moves if m.verb != "done"]
        if cards:
            return cards[rng.randrange(len(cards))]
    if d.kind == "prevent" and rng.random() < 0.8:
        ways = [m for m in d.moves if m.verb != "no-prevent"]
        return ways[rng.randrange(len(ways))]
    return d.moves[rng.randrange(len(d.moves))]


def play_position(
    pool: Mapping[str, Card],
    tables: dict[str, Any],
    want: Want,
    seed: int,
    moves: int,
    check: Callable[[Game], None],
    before: Callable[[Game, Move], None] = lambda g, m: None,
) -> int | None:
    """Build the position, make the wanted move if it is legal, then random moves (each
    shown to `before` first): the number of moves played, or None when the wanted move
    wasn't legal (nothing played)."""
    g = build(pool, tables | {"seed": seed})
    check(g)
    d = g.pending
    if d is None:
        return None
    first = next((m for m in d.moves if want(m)), None)
    if first is None:
        return None
    rng = random.Random(seed)
    before(g, first)
    g.apply(first)
    check(g)
    played = 1
    while g.pending is not None and played < moves:
        m = _choose(g, rng, accept=played == 1)
        before(g, m)
        g.apply(m)
        check(g)
        played += 1
    return played


def _reduces(e: Effect, steps: tuple) -> bool:
    """ "You may suspend this Tamer to reduce the memory cost of the digivolution": the
    cost of a cost change is paid as the cost it changes is (15-8-5-1)."""
    return steps is e.cost and e.trigger is not None and e.trigger.event in COST_EVENTS


def state_key(g: Game) -> tuple:
    """What an effect can change: every zone, each stack with its state, the memory, the
    lasting changes and what is due later. Equal before and after an effect's steps: the
    effect did nothing."""
    sides = tuple(
        (
            tuple(p.deck),
            tuple(p.hand),
            tuple(p.security),
            tuple(p.trash),
            tuple(p.eggs),
            None if p.breeding is None else (tuple(p.breeding.cards), p.breeding.suspended),
            tuple((s.id, tuple(s.cards), s.suspended) for s in p.battle),
        )
        for p in g.players
    )
    due = (len(g.delayed), len(g.next_digivolution), len(g.bursts))
    target = None if g.attack_target is None else g.attack_target.id
    return (sides, g.memory, tuple(map(id, g.modifiers)), due, target, g.winner)


def _persistent(effects: tuple[Effect, ...], base: int, bred: bool) -> list[Persistent]:
    """A card's lasting effects, numbered as the engine numbers them (`compiled._split`:
    its own from 0, its inherited ones from 100): in the breeding area (`bred`) its
    [Breeding] ones, elsewhere the others."""
    return [
        Persistent(i, e, e.as_grants())
        for i, e in enumerate(effects, base)
        if e.is_persistent and e.breeding == bred
    ]


def _lasting_in_force(g: Game, wanted: set[tuple[str, int]]) -> Iterator[tuple[str, int]]:
    """The lasting effects among `wanted` that apply now: of a stack in play, its timing
    active, its condition met, a grant reaching a Digimon or Tamer in play."""
    everyone = [s for p in g.players for s in p.battle]
    bred = [p.breeding for p in g.players if p.breeding is not None]
    for src in everyone + bred:
        top = g.defs[src.cards[-1]]
        here = src in bred
        items = [(top.number, _persistent(top.effects, 0, here))]
        items += [
            (g.defs[u].number, _persistent(g.defs[u].inherited, 100, here)) for u in src.cards[:-1]
        ]
        for number, persistent in items:
            for item in persistent:
                place = (number, item.index)
                if place not in wanted:
                    continue
                eff = item.effect
                if not q.timing_active(eff.timing, src.owner, g.turn_player):
                    continue
                if any(
                    q._reaches(g, src, eff, grant, s, q._kind(g, s))
                    for grant in item.grants
                    for s in everyone
                ):
                    yield place


def unchecked(g: Game) -> None:
    """No invariants checked after each move (the tests pass theirs)."""


def sweep(
    pool: Mapping[str, Card],
    numbers: list[str],
    check: Callable[[Game], None] = unchecked,
    seeds: int = 1,
    moves: int = 40,
) -> Report:
    """Every position of every card in `numbers`, `seeds` random continuations each,
    counting the effects of those cards that change the state (on any card object of the
    pool), and the lasting ones that apply."""
    h = Helpers(pool)
    report = Report(cards=len(numbers))
    places = {id(e): (c.number, i) for c in (pool[n] for n in numbers) for i, e in fireable(c)}
    report.effects = len(places)
    report.places = set(places.values())
    lasting = {
        (c.number, i)
        for c in (pool[n] for n in numbers)
        for i, e in fireable(c)
        if e.grants and not e.steps
    }
    real = perform.run_steps

    def watched(g: Game, place: tuple[str, int], run: Any) -> Any:
        before = state_key(g)
        result = yield from run
        if state_key(g) != before:
            report.fired.add(place)
        return result

    def counting(g: Game, ctx: Any, steps: tuple) -> Any:
        place = places.get(id(ctx.effect))
        if place is None or place in report.fired:
            return real(g, ctx, steps)
        if steps is ctx.effect.steps:
            return watched(g, place, real(g, ctx, steps))
        if _reduces(ctx.effect, steps):
            report.fired.add(place)
        return real(g, ctx, steps)

    def paying(g: Game, m: Move) -> None:
        if m.verb == "blast":  # the counter's <Blast Digivolve>: the digivolution is the effect
            blasted = pool[m.args[1]].effects
            report.fired.update(
                places[id(e)] for e in blasted if id(e) in places and e.timing == "counter"
            )
        for e in cost_changes(g, m):
            place = places.get(id(e))
            if place is not None:
                report.fired.add(place)
        if lasting - report.fired:
            report.fired.update(_lasting_in_force(g, lasting - report.fired))

    for module in RUNNERS:
        module.run_steps = counting  # type: ignore[attr-defined]
    try:
        for n in numbers:
            for k, (_, tables, want) in enumerate(positions(h, pool[n])):
                for seed in range(seeds):
                    played = play_position(
                        pool, tables, want, 1000 * k + seed, moves, check, paying
                    )
                    if played is not None:
                        report.reached.add(n)
                        report.games += 1
                        report.moves += played
    finally:
        for module in RUNNERS:
            module.run_steps = real  # type: ignore[attr-defined]
    return report
