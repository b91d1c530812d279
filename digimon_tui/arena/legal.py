"""Which moves the Arena rules allow, and why a refused move is refused.

Each kind of move has one function that says what is wrong with it (`None` when
nothing is), and the legal moves are the candidates it finds nothing wrong with, so the
move lists and the reasons can't disagree. Reasons cite the rules step: A set-up,
B digivolve, C battle, D scoring, E regroup (see NOTATION.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, assert_never

from digimon_tui.loop.moves import Move, UnknownVerb, mv, parse

from . import queries as q
from .cards import POWER, DigimonCard, Digivice, PowerOption, Requirement
from .state import PLAYERS
from .verbs import FACTS, ArenaVerb

if TYPE_CHECKING:
    from .game import ArenaGame


def distinct(cards: list[str]) -> list[str]:
    """Each card number once, in order: one move per kind of card, not per copy."""
    return list(dict.fromkeys(cards))


def _a(word: str) -> str:
    return f"an {word}" if word[0] in "AEIOUaeiou" else f"a {word}"


def _others(hand: list[str], *used: str) -> list[str]:
    rest = list(hand)
    for number in used:
        rest.remove(number)
    return rest


# ---- digivolving (B) ---------------------------------------------------------------------


def names(r: Requirement, digimon: DigimonCard) -> bool:
    """B: whether a requirement names this Digimon: by its name, or as the level a DNA
    requirement such as "MarineDevimon + Ultimate" asks for (reading 4)."""
    return digimon.name in r.digimon or digimon.level == r.partner_level


def dna_partner_fits(r: Requirement, top: DigimonCard, partner: DigimonCard) -> bool:
    """B.6b: the requirement names the Duel Zone Digimon; the partner is the other one.
    "MarineDevimon + Ultimate" fits either way round: MarineDevimon with any Ultimate."""
    if r.kind != "dna" or not names(r, top):
        return False
    if r.partner_level is not None:
        named, level = r.digimon[0], r.partner_level
        if top.name == named and partner.level == level:
            return True
        return top.level == level and partner.name == named
    rest = list(r.digimon)
    rest.remove(top.name)
    return partner.name == rest[0]


def _dna_partners(g: ArenaGame, p: int, card: DigimonCard, hand: list[str]) -> list[str]:
    top = q.top(g, p)
    return [
        n
        for n in distinct(hand)
        if isinstance(g.cards[n], DigimonCard)
        and any(dna_partner_fits(r, top, q.digimon(g, n)) for r in card.requirements)
    ]


def tribute_for(card: DigimonCard, top: DigimonCard) -> Requirement | None:
    return next(
        (r for r in card.requirements if r.kind == "tribute" and top.name in r.digimon), None
    )


def use_cost_problem(g: ArenaGame, p: int, o: PowerOption, spare: int) -> str | None:
    """What stops `p` paying the option's use requirements with `spare` other hand cards."""
    u = o.use
    if u.hand_cards > spare:
        return f"{o.name} needs {u.hand_cards} other card(s) in your hand to send Offline"
    if u.online_cards > len(g.sides[p].online):
        return f"{o.name} needs {u.online_cards} cards in your Online to send Offline"
    return None


def placement_problem(g: ArenaGame, p: int, number: str, with_option: str | None) -> str | None:
    """B: a next-level card naming the Duel Zone Digimon, its requirements ready to meet."""
    hand = g.sides[p].hand
    if number not in hand:
        return f"B: {number} is not in your hand"
    card = g.cards[number]
    if not isinstance(card, DigimonCard):
        return f"B: {card.name} is not a Digimon; an option goes with one: place ST-NN {number}"
    top = q.top(g, p)
    nxt = q.next_level(top)
    if nxt is None:
        return f"B: {top.name} is a Mega: there is no next level"
    if card.level != nxt:
        return (
            f"B: {card.name} is {_a(card.level.title())}; {top.name} digivolves to "
            f"{_a(nxt.title())} (one level per duel)"
        )
    if with_option is not None:
        return _with_option_problem(g, p, card, number, with_option)
    named = [r for r in card.requirements if names(r, top)]
    if not named:
        return f"B: {card.name}'s digivolve requirements don't name {top.name}"
    rest = _others(hand, number)
    tribute = tribute_for(card, top)
    if tribute is not None:
        if len(rest) >= tribute.cards:
            return None
        return (
            f"B.6: digivolving from {top.name} to {card.name} sends {tribute.cards} card(s) "
            f"from your hand Offline; you would have {len(rest)}"
        )
    if _dna_partners(g, p, card, rest):
        return None
    if any(r.kind == "digivice" for r in named):
        return f"B.6a: {card.name} needs a DIGIVICE placed with it: place {number} ST-NN"
    return f"B.6b: DNA digivolving to {card.name} needs the other Digimon in your hand"


def _with_option_problem(
    g: ArenaGame, p: int, card: DigimonCard, number: str, with_option: str
) -> str | None:
    hand = g.sides[p].hand
    if with_option not in hand:
        return f"B: {with_option} is not in your hand"
    o = q.option(g, with_option)
    if o is None or o.kind != "digivolve":
        name = g.cards[with_option].name
        return f"B: {name} is not a Digivolve option to place face down with {card.name}"
    effect = o.effects[0]
    if isinstance(effect, Digivice):
        top = q.top(g, p)
        if not any(r.kind == "digivice" and top.name in r.digimon for r in card.requirements):
            return f"B.6a: {card.name} has no DIGIVICE requirement naming {top.name}"
        if card.type not in effect.types:
            return f"B.6a: {o.name} doesn't digivolve to a {card.type.upper()} Digimon"
    cost = use_cost_problem(g, p, o, len(_others(hand, number, with_option)))
    return f"B.6: {cost}" if cost else None


def placements(g: ArenaGame, p: int) -> list[Move[ArenaVerb]]:
    hand = distinct(g.sides[p].hand)
    nxt = q.next_level(q.top(g, p))
    fits = [n for n in hand if isinstance(c := g.cards[n], DigimonCard) and c.level == nxt]
    options = [n for n in hand if (o := q.option(g, n)) and o.kind == "digivolve"]
    moves = [mv(ArenaVerb.PLACE, n) for n in fits if placement_problem(g, p, n, None) is None]
    for n in fits:
        moves += [
            mv(ArenaVerb.PLACE, n, o) for o in options if placement_problem(g, p, n, o) is None
        ]
    return moves


def reveal_problem(g: ArenaGame, p: int, partner: str | None) -> str | None:
    """B.6: the requirements of the card turned over can be met now."""
    side = g.sides[p]
    assert side.digivolve_zone is not None
    card, top = q.digimon(g, side.digivolve_zone), q.top(g, p)
    if side.port_face_down is not None:
        o = q.option(g, side.port_face_down)
        assert o is not None
        if partner is not None:
            return f"B.6a: you placed {o.name} with {card.name}: answer 'digivolve'"
        cost = use_cost_problem(g, p, o, len(side.hand))
        return f"B.6: {cost}" if cost else None
    if partner is None:
        tribute = tribute_for(card, top)
        if tribute is None:
            return "B.6b: name the DNA partner from your hand: digivolve ST-NN"
        if len(side.hand) < tribute.cards:
            return f"B.6: {card.name} needs {tribute.cards} card(s) from your hand"
        return None
    if partner not in side.hand:
        return f"B.6b: {partner} is not in your hand"
    if partner not in _dna_partners(g, p, card, side.hand):
        name = g.cards[partner].name
        return f"B.6b: {top.name} and {name} don't DNA digivolve to {card.name}"
    return None


def reveal_moves(g: ArenaGame, p: int) -> list[Move[ArenaVerb]]:
    side = g.sides[p]
    assert side.digivolve_zone is not None
    moves = [mv(ArenaVerb.DIGIVOLVE)] if reveal_problem(g, p, None) is None else []
    if side.port_face_down is None:
        card = q.digimon(g, side.digivolve_zone)
        moves += [mv(ArenaVerb.DIGIVOLVE, n) for n in _dna_partners(g, p, card, side.hand)]
    return moves


# ---- battle (C) -----------------------------------------------------------------------------


def option_problem(g: ArenaGame, p: int, number: str) -> str | None:
    """C: a Power Blast from the hand whose use requirements are met."""
    side, foe = g.sides[p], g.sides[1 - p]
    if number not in side.hand:
        return f"C: {number} is not in your hand"
    o = q.option(g, number)
    if o is None:
        return f"C: {g.cards[number].name} is a Digimon, not a Power Option"
    if o.kind == "digivolve":
        return (
            f"B.6a: {o.name} is a Digivolve option: it is placed face down with a next-level "
            "card in the digivolve phase"
        )
    u = o.use
    if u.not_with_rookie and q.top(g, p).level == "rookie":
        return f"C: {o.name} can't be used with a Rookie on your Duel Zone"
    if u.not_after_opponent_passes and foe.passed:
        return f"C: {o.name} can't be used after your opponent passes"
    if u.once_per_duel and number in side.played:
        return f"C: only one {o.name} per duel"
    if all(isinstance(e, POWER) and not q.holds(g, p, e.against) for e in o.effects):
        return f"C: {o.name} doesn't work against {q.top(g, 1 - p).name}"
    for e in o.effects:
        if e.do == "downgrade" and not downgrade_targets(g, p, e.level):
            return f"C: {o.name} needs {_a(e.level.title())} on top of a Duel Zone"
    cost = use_cost_problem(g, p, o, len(side.hand) - 1)
    return f"C: {cost}" if cost else None


def battle_moves(g: ArenaGame, p: int) -> list[Move[ArenaVerb]]:
    hand = g.sides[p].hand
    return [mv(ArenaVerb.OPTION, n) for n in distinct(hand) if option_problem(g, p, n) is None]


def downgrade_targets(g: ArenaGame, p: int, level: str) -> list[int]:
    return [t for t in (p, 1 - p) if q.top(g, t).level == level]


# ---- regroup (E) ----------------------------------------------------------------------------


def change_rookie_problem(g: ArenaGame, p: int, number: str) -> str | None:
    """E: a Rookie from the hand may replace a Rookie showing on the Duel Zone."""
    side = g.sides[p]
    if q.top(g, p).level != "rookie":
        return "E: only a Rookie showing on the Duel Zone can be changed"
    if number not in side.hand:
        return f"E: {number} is not in your hand"
    if not q.is_rookie(g, number):
        return f"E: {g.cards[number].name} is not a Rookie"
    if number == side.duel[-1]:
        return f"E: {g.cards[number].name} is already on your Duel Zone"
    return None


def rookie_changes(g: ArenaGame, p: int) -> list[Move[ArenaVerb]]:
    hand = g.sides[p].hand
    return [
        mv(ArenaVerb.CHANGE_ROOKIE, n)
        for n in distinct(hand)
        if change_rookie_problem(g, p, n) is None
    ]


# ---- why a move is refused ---------------------------------------------------------------


def why_illegal(g: ArenaGame, m: Move[ArenaVerb] | str) -> str:
    """A one-line reason, citing the rules step where one applies; `m` may be a text, or a
    move made with a plain word for its verb."""
    d = g.pending
    if d is None:
        return "the game is over"
    who = PLAYERS[d.player]
    listed = ", ".join(map(str, d.moves[:12])) + (" ..." if len(d.moves) > 12 else "")
    now = f"{who} must answer: {d.prompt} (legal: {listed})"
    try:
        m = parse(m, ArenaVerb)
    except UnknownVerb as e:
        return f"'{e.text}' is not an Arena move; {now}"
    if d.kind not in FACTS[m.verb].answers:
        return f"{FACTS[m.verb].when}; now {now}"
    problem = _problem(g, d.player, m)
    return f"{problem}; now {now}" if problem else f"'{m}' is not legal here; {now}"


def _problem(g: ArenaGame, p: int, m: Move[ArenaVerb]) -> str | None:
    verb, args = m
    if FACTS[verb].declines or not args:
        return None
    number = args[0]
    if verb is not ArenaVerb.DOWNGRADE and number not in g.cards:
        return f"{number} is not a card number of this set"
    match verb:
        case ArenaVerb.ROOKIE:
            return f"A.1: {number} is not a Rookie in your deck"
        case ArenaVerb.PLACE:
            return placement_problem(g, p, number, args[1] if len(args) > 1 else None)
        case ArenaVerb.DIGIVOLVE:
            return reveal_problem(g, p, number)
        case ArenaVerb.OPTION:
            return option_problem(g, p, number)
        case ArenaVerb.CHANGE_ROOKIE:
            return change_rookie_problem(g, p, number)
        case ArenaVerb.DOWNGRADE if number in PLAYERS:
            top = q.top(g, PLAYERS.index(number))
            return f"C: {number}'s Digimon is {_a(top.level.title())}"
        case ArenaVerb.PAY | ArenaVerb.DISCARD if number not in g.sides[p].hand:
            return f"{number} is not in your hand"
        case (
            ArenaVerb.DOWNGRADE
            | ArenaVerb.PAY
            | ArenaVerb.DISCARD
            | ArenaVerb.NO_PLACE
            | ArenaVerb.PASS
            | ArenaVerb.DONE
            | ArenaVerb.KEEP_ROOKIE
        ):
            return None
        case _:
            assert_never(verb)
