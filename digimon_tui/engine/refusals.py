"""Why a move is refused: one line, with the rule, read from the one check each main-phase
action has (`legal.refuse_play` ... , the special rules' `refuse`); the same checks the
move lists are held to (tests/test_legality.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, assert_never

from digimon_tui.loop.moves import Move, UnknownVerb, parse

from . import app_fusion, burst, delay, digisorption, digixros, hand, legal, link, training
from .state import PLAYER_NAMES
from .verbs import MAIN, Ask, Verb, is_main

if TYPE_CHECKING:
    from .zones import Zones


def refusal(g: Zones, m: Move[Verb]) -> str | None:
    """The first check a main-phase move fails, with its rule; None if it passes them all,
    that is, if the main phase lists it. `m` must be a main-phase action's move."""
    verb, args = m
    if not is_main(verb):
        return f"'{verb}' is not a main-phase action"
    if verb is Verb.PLAY and len(args) > 2 and args[1] == "xros":
        return digixros.refuse(g, args[0], args[2:])
    if verb is Verb.DIGIVOLVE and len(args) == 4 and args[2] == "digisorption":
        return digisorption.refuse(g, args[0], args[1], args[3])
    if verb is Verb.ACTIVATE and len(args) == 2:  # an inherited [Main] effect (EX5-007)
        return legal.refuse_activate(g, args[0], args[1])
    if len(args) != MAIN[verb].arity:
        return f"'{verb}' takes {MAIN[verb].arity} argument(s)"
    match verb:
        case Verb.PLAY:
            return legal.refuse_play(g, args[0])
        case Verb.OPTION:
            return legal.refuse_option(g, args[0])
        case Verb.DIGIVOLVE:
            return legal.refuse_digivolve(g, args[0], args[1])
        case Verb.DNA:
            return legal.refuse_dna(g, args[0], args[1], args[2])
        case Verb.BURST_DIGIVOLVE:
            return burst.refuse(g, args[0], args[1], args[2])
        case Verb.APP_FUSE:
            return app_fusion.refuse(g, args[0], args[1], args[2])
        case Verb.LINK:
            return link.refuse(g, args[0], args[1])
        case Verb.ATTACK:
            return legal.refuse_attack(g, args[0], args[1])
        case Verb.ACTIVATE:
            return legal.refuse_activate(g, args[0])
        case Verb.HAND:
            return hand.refuse(g, args[0])
        case Verb.DELAY:
            return delay.refuse(g, args[0])
        case Verb.TRAIN:
            return training.refuse(g, args[0])
        case Verb.PASS:
            return None
        case _:
            assert_never(verb)


def why_illegal(g: Zones, m: Move[Verb] | str) -> str:
    """A one-line reason a move is refused, with the rule number where one applies; `m`
    may be a text, or a move made with a plain word for its verb."""
    d = g.pending
    if d is None:
        return "the game is over"
    who = PLAYER_NAMES[d.player]
    listed = ", ".join(str(x) for x in d.moves[:12]) + (" ..." if len(d.moves) > 12 else "")
    wrong_kind = f"{who} must answer a {d.kind} question now; legal: {listed}"
    try:
        m = parse(m, Verb)
    except UnknownVerb as e:
        if d.kind is Ask.MAIN:
            return f"'{e.text.split()[0]}' is not a main-phase action; legal: {listed}"
        return f"'{e.text}' is not an answer here: {wrong_kind}"
    if d.kind is not Ask.MAIN:
        if d.kind is Ask.BLOCK and m.verb is Verb.BLOCK and m.args:
            return legal.refuse_block(g, m.args[0]) or wrong_kind
        if m.verb is Verb.PLACE:
            return f"{legal.refuse_place(g)}; legal: {listed}"
        return f"'{m}' is not an answer here: {wrong_kind}"
    why = refusal(g, m)
    if why is None:  # never: the move lists are what the checks pass
        return f"'{m}' is not legal now; legal: {listed}"
    if not is_main(m.verb) or why.endswith("argument(s)"):
        return f"{why}; legal: {listed}"
    return why
