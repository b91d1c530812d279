"""Why the main alternatives are refused: for a teaching table ("open hands").

Beside the legal moves a teacher wants to point at what the rules forbid right now:
each card in the deciding player's hand and each of their Digimon and Tamers, the
actions it can't take, and the engine's reason (`refusals.why_illegal`, with its rule).
Only actions a card could ever take are listed (a Tamer never attacks), so the list
reads as the alternatives a learner would try.
"""

from __future__ import annotations

from dataclasses import dataclass

from digimon_tui.engine import queries as q
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import Permanent
from digimon_tui.engine.verbs import Verb, forms

from .move_labels import Pick, moves_for, stack_name, why_not

HAND_ACTIONS = {
    "digimon": ((Verb.PLAY, "play"), (Verb.DIGIVOLVE, "digivolve into it")),
    "tamer": ((Verb.PLAY, "play"),),
    "option": ((Verb.PLAY, "use"),),
}
"""Per card category: the `why_not` verb and the words for it."""


@dataclass(frozen=True, slots=True)
class Refused:
    """One card and the actions it can't take now, each with its reason."""

    card: str
    """The card as a person finds it on the table: "Greymon (hand)", "p1-2 Agumon"."""
    actions: tuple[tuple[str, str], ...]
    """(action in words, the engine's reason citing its rule)."""


def refused(g: Game) -> list[Refused]:
    """What the deciding player can't do in this main-phase decision, card by card:
    the hand first, then the breeding area and the battle area. Empty when the pending
    question is not a main-phase one."""
    d = g.pending
    if d is None or d.kind != "main":
        return []
    pl = g.players[d.player]
    out: list[Refused] = []
    seen: set[str] = set()
    for uid in pl.hand:
        card = g.defs[uid]
        if card.number in seen:
            continue
        seen.add(card.number)
        pick = Pick(number=card.number)
        verbs = {m.verb for m in moves_for(g, pick)}
        actions = tuple(
            (words, why_not(g, pick, verb))
            for verb, words in HAND_ACTIONS.get(card.category, ())
            if not verbs & forms(verb)
        )
        if actions:
            out.append(Refused(f"{card.name} (hand)", actions))
    stacks = ([pl.breeding] if pl.breeding is not None else []) + pl.battle
    for perm in stacks:
        actions = _stack_actions(g, perm)
        if actions:
            out.append(Refused(stack_name(g, perm), actions))
    return out


def _stack_actions(g: Game, perm: Permanent) -> tuple[tuple[str, str], ...]:
    pick = Pick(pid=perm.id)
    taken = {m.verb for m in moves_for(g, pick) if m.args and m.args[0] == perm.id}
    if taken & forms(Verb.DIGIVOLVE):
        taken.add(Verb.DIGIVOLVE)
    wanted: list[tuple[Verb, str]] = []
    if q.is_digimon(g, perm):
        wanted += [(Verb.ATTACK, "attack"), (Verb.DIGIVOLVE, "digivolve")]
    if any("main" in e.timings for e in g.defs[perm.cards[-1]].effects):
        wanted.append((Verb.ACTIVATE, "[Main] effect"))
    return tuple((words, why_not(g, pick, verb)) for verb, words in wanted if verb not in taken)
