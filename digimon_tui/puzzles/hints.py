"""A mined puzzle's words: its hints (the idea, then the first step, never the whole
line) and its title, from the position and the line that proved it."""

from __future__ import annotations

from digimon_tui.engine.game import Game
from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.moves import parse

from .grade import Proof

ORDER = "Not every attack gets there: choose which Digimon attacks, and when."
MEMORY = "Watch your memory: spending past 0 ends your turn before the attacks are made."
SPENDING = ("play", "digivolve", "option")


def _name(g: Game, stack_id: str) -> str:
    perm = g.find(stack_id)
    return stack_id if perm is None else f"{g.defs[perm.cards[-1]].name} ({stack_id})"


def say(g: Game, move: str) -> str:
    """A move of the learner's in words, as the table's panel would offer it."""
    m = parse(move, Verb)
    a = m.args
    match m.verb:
        case Verb.ATTACK:
            foe = "the player" if a[1] == "player" else _name(g, a[1])
            return f"attack {foe} with {_name(g, a[0])}"
        case Verb.DIGIVOLVE:
            return f"digivolve {_name(g, a[0])} into {g.cards[a[1]].name}"
        case Verb.PLAY | Verb.OPTION:
            return f"use {g.cards[a[0]].name} from your hand"
        case Verb.HATCH:
            return "hatch a Digi-Egg"
        case Verb.MOVE:
            return "move your Digimon out of the breeding area"
        case Verb.PASS:
            return "pass"
    return f"'{move}'"


def hints(g: Game, proof: Proof, learner: int) -> list[str]:
    """The idea (how many attacks must get through, and what stands in the way), then
    the first step when the win takes more than one move."""
    opponent = g.players[1 - learner]
    security = len(opponent.security)
    if security:
        plural = "s" if security > 1 else ""
        idea = (
            f"They have {security} security card{plural}: each attack that gets through "
            "checks one (more with <Security Attack>); then one more at the player wins."
        )
    else:
        idea = "They have no security left: one attack at the player that gets through wins."
    verbs = [m.split()[0] for m in proof.solution]
    if any(m.startswith("block ") for m in proof.line):
        idea += " Count on a block: plan an attack it can't stop, or one more attacker."
    if "digivolve" in verbs:
        idea += " An attacker may need to digivolve first."
    elif "play" in verbs or "option" in verbs:
        idea += " A card from your hand is part of the answer."
    elif any(m.startswith("attack ") for m in proof.misses):
        idea += " " + ORDER
    elif any(m.split()[0] in SPENDING for m in proof.misses):
        idea += " " + MEMORY
    out = [idea]
    if proof.length > 1:
        out.append(f"Begin with this: {say(g, proof.solution[0])}.")
    return out
