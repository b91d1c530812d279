"""What a card's effects ask of the position they fire in, read from their definitions.

A condition ("if you have 3 or more yellow Tamers in play", "if this Digimon is level 7",
"if you have 3 or fewer security cards") or a "for every" count is turned into what the
sweep's positions add or take away on the card's side and its opponent's: cards of the
pool that meet the filters it names in the battle area, fewer security cards, a fuller
hand or trash, more digivolution cards, and for inherited effects the Digimon on top.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from digimon_tui.cards.model import (
    Card,
    Condition,
    Digivolve,
    Effect,
    ForEvery,
    PlaceUnder,
    ReduceCost,
    Target,
    Trigger,
)
from digimon_tui.cards.selection import Filter
from digimon_tui.engine.queries import printed_holds


class Finder:
    """Cards of the pool that meet a filter, the plainest first (fewest effects)."""

    def __init__(self, cards: Sequence[Card]) -> None:
        self.cards = cards
        self._found: dict[tuple[str, str], str | None] = {}

    def first(self, f: Filter, kind: str) -> str | None:
        """The plainest `kind` card ("digimon", "tamer") that meets `f`, printed keywords
        included; None when the pool has none."""
        key = (f.model_dump_json(), kind)
        if key not in self._found:
            self._found[key] = next(
                (c.number for c in self.cards if c.category == kind and _meets(f, c)), None
            )
        return self._found[key]

    def cause(self, does: Callable[[Any], bool]) -> tuple[Card, Any] | None:
        """The plainest Option whose [Main] effect, or Digimon or Tamer whose [On Play]
        effect, has a step that `does` what a trigger waits for; with that step."""
        for c in self.cards:
            timing = "main" if c.category == "option" else "on_play"
            for e in c.effects:
                if timing in e.timings and not e.from_hand and not e.delay and not e.cost:
                    step = next((s for s in e.steps if does(s)), None)
                    if step is not None:
                        return c, step
        return None

    def digivolves_from(self, f: Filter, top: Card) -> str | None:
        """The plainest Digimon card meeting `f` that a Digimon with `top` on top may
        digivolve into (by colour and level, or by name)."""
        return next(
            (
                c.number
                for c in self.cards
                if c.category == "digimon"
                and _meets(f, c)
                and any(
                    (r.level == top.level and r.color in top.colors) or top.name in r.names
                    for r in c.digivolve
                )
            ),
            None,
        )

    def pair_into(self, f: Filter) -> tuple[str, str] | None:
        """The plainest Digimon card meeting `f` and the plainest Digimon card it may
        digivolve from by colour and level: (into, from); None when the pool has none."""
        for c in self.cards:
            if c.category != "digimon" or not _meets(f, c):
                continue
            for r in c.digivolve:
                base = next(
                    (
                        b.number
                        for b in self.cards
                        if b.category == "digimon" and b.level == r.level and r.color in b.colors
                    ),
                    None,
                )
                if base is not None and r.color is not None:
                    return c.number, base
        return None


def does(t: Trigger) -> Callable[[Any], bool] | None:
    """What a step of another card must do for the trigger to happen, for the events only
    an effect brings about ("when an effect suspends", "when you play a Digimon using an
    effect", "deleted by dropping to 0 DP", ...); None for the others."""
    ev = t.event
    if ev == "unsuspended":
        return lambda s: s.do == "unsuspend" and s.target.side == "your"
    if ev == "suspended" and t.by_effect:
        sides = {"any": ("your", "opponents", "any"), "opponents": ("opponents", "any")}
        wanted = sides.get(t.whose, ("your", "any"))
        return lambda s: s.do == "suspend" and s.target.zone == "battle" and s.target.side in wanted
    if ev == "played" and t.by_effect:
        return lambda s: s.do == "play" and "tamer" not in s.target.categories
    if ev == "trashed_from_hand":
        return lambda s: s.do == "trash" and s.target.zone == "hand" and s.target.side == "your"
    if ev == "deleted" and t.cause == "zero_dp" and t.whose == "opponents":
        return lambda s: s.do == "modify" and s.dp < 0 and s.target.side == "opponents"
    if ev == "added_to_security" and t.whose == "your":
        return lambda s: s.do == "recovery"
    if ev in ("removed_from_security", "trashed_from_deck") and t.whose == "your":
        zone = "security" if ev == "removed_from_security" else "deck"
        verbs = ("add_to_hand", "trash") if ev == "removed_from_security" else ("trash",)
        return lambda s: s.do in verbs and s.target.zone == zone and s.target.side == "your"
    if ev == "added_to_hand" and t.whose == "your":
        return lambda s: (
            s.do == "add_to_hand" and s.target.zone != "hand" and s.target.side == "your"
        )
    if ev == "digivolution_cards_trashed" and t.whose == "opponents":
        return lambda s: s.do == "trash_digivolution_cards" and s.target.side == "opponents"
    return None


def _meets(f: Filter, card: Card) -> bool:
    keywords = {e.keyword for e in card.effects if e.keyword}
    return printed_holds(f, card) and all(k in keywords for k in f.has)


@dataclass
class Needs:
    """What the card's side (`mine`) and its opponent's (`theirs`) need added."""

    mine: list[list[str]] = field(default_factory=list)
    """Extra stacks (bottom first) in the card's player's battle area."""
    resting: list[list[str]] = field(default_factory=list)
    theirs: list[list[str]] = field(default_factory=list)
    """Extra suspended stacks in the opponent's battle area."""
    security: int | None = None
    """At most this many security cards for the card's player."""
    their_security: int | None = None
    hand: int = 0
    """At least this many cards in the card's player's hand."""
    trash: int = 0
    their_trash: int = 0
    depth: int = 1
    """Digivolution cards under the card (or, when it is itself under another Digimon,
    under the top one, itself included)."""
    sources: list[str] = field(default_factory=list)
    """Cards to put under the card's stack ("if [Okuwamon] is in this Digimon's digivolution
    cards"), at its bottom."""
    top: str | None = None
    """The Digimon on top of the card when it is under another (its inherited effects')."""
    suspended: bool = False
    """The card's own stack is suspended ("if this Digimon is suspended")."""
    placed: dict[str, list[str]] = field(default_factory=dict)
    """Cards a step takes from a zone, by zone ("hand", "trash"): "by placing 1 [Satsuki
    Tamahime] from your hand under this Digimon ..." needs one there, "digivolve this Tamer
    into 1 [EmperorGreymon] in your hand" and "play 1 [Takuya Kanbara] from your hand" that
    card, a trash from the hand a card it may trash."""

    def mine_side(self, side: dict[str, Any]) -> dict[str, Any]:
        """The card's player's tables with what its effects ask for."""
        side["battle"] = [
            *side.get("battle", []),
            *({"id": f"x{i}", "cards": s} for i, s in enumerate(self.mine)),
            *({"id": f"y{i}", "cards": s, "suspended": True} for i, s in enumerate(self.resting)),
        ]
        if self.security is not None:
            side["security"] = side["security"][: self.security]
        side["hand"] = _fill(side["hand"], self.hand, side["deck"])
        side["trash"] = _fill(side["trash"], self.trash, side["deck"])
        for zone, numbers in self.placed.items():
            side[zone] = [*side[zone], *numbers]
        return side

    def their_side(self, side: dict[str, Any]) -> dict[str, Any]:
        """The opponent's tables with what the card's effects ask of them."""
        side["battle"] = [
            *side.get("battle", []),
            *({"id": f"z{i}", "cards": s, "suspended": True} for i, s in enumerate(self.theirs)),
        ]
        if self.their_security is not None:
            side["security"] = side["security"][: self.their_security]
        side["trash"] = _fill(side["trash"], self.their_trash, side["deck"])
        return side


def _fill(cards: list[str], n: int, more: list[str]) -> list[str]:
    return cards + more[: max(0, n - len(cards))]


def needs(find: Finder, card: Card, groups: Iterator[tuple[int, Effect]]) -> Needs:
    """What the card's effects (`groups`: each with its place, 100 and up for inherited
    ones) ask of the position."""
    out = Needs()
    for place, e in groups:
        inherited = 100 <= place < 200
        if e.digi_burst:
            out.depth = max(out.depth, e.digi_burst)
        if e.condition is not None:
            _meet(find, card, e.condition, out, inherited)
        for s in (*e.cost, *e.steps):
            if isinstance(s, PlaceUnder) and s.target.zone in ("hand", "trash"):
                _placed(find, s.target, out)
                if s.onto is not None and s.onto.kinds == ("tamer",) and s.onto.select != "this":
                    _add(find, Filter(), "tamer", 1, True, False, out)
        for s in e.cost:  # "by trashing 1 Digimon card with [Hybrid] in its traits in your hand"
            _taken(find, s, out)
        if e.trigger is not None and e.trigger.event in ("would_be_deleted", "would_play"):
            for s in e.cost:  # "by deleting 1 other Digimon with [Sukamon] in its name"
                t = getattr(s, "target", None)
                if isinstance(t, Target) and t.zone == "battle" and t.select == "one":
                    _add(find, t, "digimon", 1, t.side != "opponents", False, out)
        for s in _every_step(e.steps):
            _chosen(find, getattr(s, "target", None), out)
            _taken(find, s, out)
            if isinstance(s, Digivolve) and s.who is None and not inherited:
                _into(find, card, s.into, out)
            elif isinstance(s, Digivolve) and s.into.zone in ("hand", "trash"):
                _pair(find, s, inherited, out)
            c = s.for_every if isinstance(s, ReduceCost) else None
            if isinstance(s, ForEvery):  # "for each of your Digimon with [X] in its traits, ..."
                c = s.count
            if c is not None:
                kind = _COUNTED_KIND.get(c.of)
                if kind is not None:
                    _add(find, c.filter or Filter(), kind, 1, c.side == "your", False, out)
    return out


_COUNTED_KIND = {"digimon": "digimon", "tamers": "tamer", "digimon_and_tamers": "digimon"}
"""What to put in play for a reduction or steps counted "for every ...": a Digimon for "Digimon
and Tamer" too."""


def _chosen(find: Finder, t: object, out: Needs) -> None:
    """A Digimon of the card's side that a step chooses by what is printed on it ("1 of your
    Digimon with 2 or more colors", "... with [Hybrid] in its traits"): the plainest one that
    fits, so the step has a target."""
    if (
        isinstance(t, Target)
        and t.zone == "battle"
        and t.side == "your"
        and t.kinds == ("digimon",)
        and t.select in ("one", "up_to")
        and t.printed
    ):
        _add(find, t, "digimon", 1, True, False, out)


def _every_step(steps: Sequence[Any]) -> Iterator[Any]:
    """The steps, and those of each option of "Activate 1 of the effects below"."""
    for s in steps:
        yield s
        for option in getattr(s, "options", ()):
            yield from _every_step(option)


def _into(find: Finder, card: Card, into: Target, out: Needs) -> None:
    """ "You may digivolve this Digimon into 1 [Ravemon] in your hand": the plainest card
    that fits and that the card may digivolve into, in that zone."""
    if into.zone in ("hand", "trash"):
        number = find.digivolves_from(into, card)
        if number is not None:
            out.placed.setdefault(into.zone, []).append(number)
        else:
            _placed(find, into, out)


def _pair(find: Finder, s: Digivolve, inherited: bool, out: Needs) -> None:
    """ "Digivolve 1 of your Digimon into 1 Digimon card with [X Antibody] in its traits in
    your hand" (or an inherited "digivolve this Digimon into ..."): a card that fits in that
    zone and, in play, a Digimon that may digivolve into it (the top of the stack the card
    is under, for an inherited effect)."""
    found = find.pair_into(s.into)
    if found is None or (inherited and out.top is not None):
        _placed(find, s.into, out)
        return
    into, base = found
    out.placed.setdefault(s.into.zone, []).append(into)
    if inherited:
        out.top = base
    else:
        out.mine.append([base])


def _taken(find: Finder, s: object, out: Needs) -> None:
    """A card a step takes from its player's hand or trash ("play 1 [Agumon] from your
    trash", "return 1 card with [Ghost] in its traits from your trash to your hand"): the
    plainest that fits, put there so the step has one to take ("place ... under" is stocked
    above)."""
    t = getattr(s, "target", None)
    if isinstance(s, PlaceUnder) or not isinstance(t, Target):
        return
    if t.zone in ("hand", "trash") and t.side != "opponents":
        _placed(find, t, out)
    elif t.zone == "under_tamers":  # "play 1 ... with <Save> from under 1 of your Tamers"
        kinds = t.categories or ("digimon", "tamer", "option")
        number = next((n for k in kinds if (n := find.first(t, k)) is not None), None)
        tamer = find.first(Filter(), "tamer")
        if number is not None and tamer is not None:
            out.mine.append([number, tamer])


def _placed(find: Finder, t: Target, out: Needs) -> None:
    """The plainest card of the pool that a "place ... under" step may take, in its zone, as
    many as it takes ("place 5 cards with [Hybrid] in their traits from your trash")."""
    kinds = t.categories or ("digimon", "tamer", "option")
    number = next((n for k in kinds if (n := find.first(t, k)) is not None), None)
    if number is not None:
        out.placed.setdefault(t.zone, []).extend([number] * t.count)


def _meet(find: Finder, card: Card, c: Condition, out: Needs, inherited: bool) -> None:
    for p in c.in_play:
        if p.number.max == 0:
            continue
        _add(find, p, p.kinds[0], p.number.min or 1, p.side == "your", bool(p.suspended), out)
    for f in (c.attacked, c.battling):
        if f is not None:
            _add(find, f, "digimon", 1, False, True, out)
    if c.your_security is not None and c.your_security.max is not None:
        out.security = c.your_security.max
    if c.opponent_security is not None and c.opponent_security.max is not None:
        out.their_security = c.opponent_security.max
    if c.hand is not None and c.hand.min:
        out.hand = max(out.hand, c.hand.min)
    if c.trash is not None and c.trash.min:
        out.trash = max(out.trash, c.trash.min)
    if c.opponent_trash is not None and c.opponent_trash.min:
        out.their_trash = max(out.their_trash, c.opponent_trash.min)
    for f in c.in_digivolution_cards[:1]:  # one of them is enough: a Digimon or Tamer first
        kinds = dict.fromkeys(("digimon", "tamer", *(f.categories or ("option",))))
        number = next((n for k in kinds if (n := find.first(f, k)) is not None), None)
        if number is not None and number not in out.sources:
            out.sources.append(number)
    if c.digivolution_cards is not None and c.digivolution_cards.min:
        out.depth = max(out.depth, c.digivolution_cards.min)
    if c.this is not None:
        out.suspended = out.suspended or bool(c.this.suspended)
        asks = c.this.printed or c.this.has or c.this.min_level is not None
        if inherited and out.top is None and asks:
            out.top = find.first(c.this, "digimon")
    if c.any_of:
        _meet(find, card, c.any_of[0], out, inherited)


def _add(
    find: Finder, f: Filter, kind: str, n: int, mine: bool, suspended: bool, out: Needs
) -> None:
    """`n` stacks of the plainest card that meets `f` on one side (none if the pool has none)."""
    number = find.first(f, kind)
    if number is None:
        return
    under = (f.digivolution_cards.min or 0) if f.digivolution_cards else 0
    stack = [number] * (under + 1)
    if not mine:
        out.theirs += [stack] * n
    elif suspended:
        out.resting += [stack] * n
    else:
        out.mine += [stack] * n
