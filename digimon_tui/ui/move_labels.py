"""Moves in words, and the legal moves that concern one card.

The engine lists every legal move in notation (`digivolve p1-2 ST1-07`); a person
picks a card and wants to read "Digivolve p1-2 Agumon into Greymon (2 memory)".
Everything offered comes from `game.pending.moves`, so an illegal move is never shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from digimon_tui.engine import digixros, legal
from digimon_tui.engine import queries as q
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import Permanent
from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.moves import Move, mv


@dataclass(frozen=True)
class Pick:
    """What a person has selected: a card in the deciding player's hand, or a stack."""

    number: str | None = None
    """Card number of a hand card."""
    pid: str | None = None
    """Id of a Digimon or Tamer in play."""


def stack_name(g: Game, perm: Permanent) -> str:
    return f"{perm.id} {g.defs[perm.cards[-1]].name}"


def _stack(g: Game, pid: str) -> str:
    perm = g.find(pid)
    return pid if perm is None else stack_name(g, perm)


def _stack_with_dp(g: Game, pid: str) -> str:
    perm = g.find(pid)
    if perm is None:
        return pid
    dp = q.dp(g, perm)
    return stack_name(g, perm) + ("" if dp is None else f" ({dp} DP)")


def _battle_dp(g: Game, attacker: Permanent, target: Permanent) -> tuple[int | None, int | None]:
    """The DP each side would battle with (9-2-1-8), as the engine compares them: with the
    two battling, so an effect "while battling ..." counts."""
    before = g.battling
    g.battling = (attacker, target)
    try:
        return q.dp(g, attacker), q.dp(g, target)
    finally:
        g.battling = before


def _dp_note(dp: int | None) -> str:
    return "" if dp is None else f" ({dp} DP)"


def _block(g: Game, pid: str) -> str:
    """What a blocker would battle (9-2-1-5): the attacker, each with its battle DP."""
    blocker, attacker = g.find(pid), g.attacking
    if blocker is None or attacker is None:
        return f"Block with {_stack_with_dp(g, pid)}"
    a, b = _battle_dp(g, attacker, blocker)
    return (
        f"Block with {stack_name(g, blocker)}{_dp_note(b)}"
        f" against {stack_name(g, attacker)}{_dp_note(a)}"
    )


def _card(g: Game, number: str) -> str:
    return g.cards[number].name


def label(g: Game, m: Move[Verb]) -> str:
    """One legal move as a short sentence."""
    v, a = m
    d = g.pending
    options = d.options if d is not None else ()
    match v:
        case Verb.PLAY if len(a) > 2:
            card = g.cards[a[0]]
            price = digixros.cost(g, g.turn_player, card, len(a) - 2)
            under = ", ".join(_stack(g, x) if g.find(x) else _card(g, x) for x in a[2:])
            return f"DigiXros: play {card.name} with {under} under it (cost {price})"
        case Verb.XROS:
            under = ", ".join(_stack(g, x) if g.find(x) else _card(g, x) for x in a)
            return f"DigiXros: place {under} under it"
        case Verb.PLAY:
            return f"Play {_card(g, a[0])} (cost {g.cards[a[0]].cost})"
        case Verb.OPTION:
            return f"Use {_card(g, a[0])} (cost {g.cards[a[0]].cost})"
        case Verb.DIGIVOLVE if len(a) == 4:
            perm, card = g.find(a[0]), g.cards[a[1]]
            evo = None if perm is None else legal.digivolve_cost(g, perm, card)
            cost = "" if evo is None else f" (cost {max(0, evo - (card.digisorption or 0))})"
            return (
                f"Digivolve {_stack(g, a[0])} into {card.name} with <Digisorption>, suspending "
                f"{_stack(g, a[3])}{cost}"
            )
        case Verb.DELAY:
            return f"<Delay>: trash {_stack(g, a[0])} to activate its effect"
        case Verb.PLACE:
            return f"Place {_card(g, a[0])} from your hand in the breeding area (Sealed)"
        case Verb.DIGIVOLVE:
            perm = g.find(a[0])
            evo = None if perm is None else legal.digivolve_cost(g, perm, g.cards[a[1]])
            cost = "" if evo is None else f" (cost {evo})"
            return f"Digivolve {_stack(g, a[0])} into {_card(g, a[1])}{cost}"
        case Verb.ATTACK:
            target = "the player" if a[1] == "player" else _stack_with_dp(g, a[1])
            return f"Attack {target} with {_stack(g, a[0])}"
        case Verb.ACTIVATE:
            return f"Activate the [Main] effect of {_stack(g, a[0])}"
        case Verb.HAND:
            return f"Reveal {_card(g, a[0])} from your hand: activate its [Hand] [Main] effect"
        case Verb.PASS:
            return "Pass: end your turn"
        case Verb.BLOCK:
            return _block(g, a[0])
        case Verb.TARGET:
            return _stack_with_dp(g, a[0])
        case Verb.FIRST | Verb.MODE if options:
            return options[int(a[0]) - 1]
        case Verb.CARD if len(a) == 2:
            return f"{_card(g, a[1])} from under {_stack(g, a[0])}"
        case Verb.CARD:
            return _card(g, a[0])
        case Verb.DNA:
            card = g.cards[a[2]]
            perm = g.find(a[0])
            cost = "" if perm is None else f" (cost {legal.dna_cost(g, perm, card)})"
            return f"DNA digivolve {_stack(g, a[0])} and {_stack(g, a[1])} into {card.name}{cost}"
        case Verb.BLAST:
            return f"<Blast Digivolve>: digivolve {_stack(g, a[0])} into {_card(g, a[1])} for free"
        case Verb.COUNTER if d is not None and options:
            return options[d.moves.index(m)]
        case Verb.BURST_DIGIVOLVE:
            card = g.cards[a[1]]
            perm = g.find(a[0])
            assert card.burst is not None
            cost = (
                ""
                if perm is None
                else f" (cost {legal.reduced_digivolve_cost(g, perm, card, card.burst.cost)})"
            )
            return (
                f"Burst digivolve {_stack(g, a[0])} into {card.name}, returning "
                f"{_stack(g, a[2])}{cost}"
            )
        case Verb.COUNT:
            return f"{a[0]} card{'s' if a[0] != '1' else ''}"
        case (
            Verb.EVADE
            | Verb.ARMOR_PURGE
            | Verb.BARRIER
            | Verb.DECOY
            | Verb.MATERIAL_SAVE
            | Verb.SAVE
            | Verb.TAMER
            | Verb.RAID
            | Verb.ALLIANCE
        ):
            return _KEYWORD_MOVES[v](g, a[0])
        case (
            Verb.KEEP
            | Verb.REDRAW
            | Verb.HATCH
            | Verb.MOVE
            | Verb.SKIP
            | Verb.NO_BLOCK
            | Verb.YES
            | Verb.NO
            | Verb.DONE
            | Verb.TOP
            | Verb.BOTTOM
            | Verb.NO_PREVENT
            | Verb.NO_SAVE
            | Verb.NO_RAID
            | Verb.NO_ALLIANCE
            | Verb.NO_BLITZ
            | Verb.NO_COUNTER
            | Verb.NO_XROS
        ):
            return _WORDS[v]
        case Verb.FIRST | Verb.MODE | Verb.COUNTER | Verb.FORFEIT:
            return str(m)
        case _:
            assert_never(v)


_KEYWORD_MOVES = {
    Verb.EVADE: lambda g, pid: f"<Evade>: suspend {_stack(g, pid)} so it isn't deleted",
    Verb.ARMOR_PURGE: lambda g, pid: (
        f"<Armor Purge>: trash the top card of {_stack(g, pid)} so it isn't deleted"
    ),
    Verb.BARRIER: lambda g, pid: (
        f"<Barrier>: trash your top security card so {_stack(g, pid)} isn't deleted"
    ),
    Verb.DECOY: lambda g, pid: f"<Decoy>: delete {_stack(g, pid)} instead",
    Verb.MATERIAL_SAVE: lambda g, pid: (
        f"<Material Save>: place cards from under {_stack(g, pid)} under a Tamer first"
    ),
    Verb.SAVE: lambda g, pid: f"<Save>: place the card under {_stack(g, pid)}",
    Verb.TAMER: lambda g, pid: f"Under {_stack(g, pid)}",
    Verb.RAID: lambda g, pid: f"<Raid>: switch the attack to {_stack_with_dp(g, pid)}",
    Verb.ALLIANCE: lambda g, pid: (
        f"<Alliance>: suspend {_stack_with_dp(g, pid)} and add its DP to the attacker"
    ),
}
"""Answers to the keywords' questions (chapter 12), each naming the stack it concerns."""


_WORDS = {
    Verb.KEEP: "Keep this hand",
    Verb.REDRAW: "Redraw: shuffle it back and draw 5 (once)",
    Verb.HATCH: "Hatch a Digi-Egg",
    Verb.MOVE: "Move the breeding Digimon to the battle area",
    Verb.SKIP: "Do nothing this breeding phase",
    Verb.NO_BLOCK: "Don't block",
    Verb.YES: "Yes, activate it",
    Verb.NO: "No",
    Verb.DONE: "Done: choose no more",
    Verb.TOP: "The top",
    Verb.BOTTOM: "The bottom",
    Verb.NO_PREVENT: "Let it be deleted",
    Verb.NO_SAVE: "Leave it in the trash",
    Verb.NO_RAID: "Keep the attack target",
    Verb.NO_ALLIANCE: "Don't use <Alliance>",
    Verb.NO_BLITZ: "Don't attack",
    Verb.NO_COUNTER: "Don't activate a [Counter] effect",
    Verb.NO_XROS: "Play it without a DigiXros",
}


def moves_for(g: Game, pick: Pick) -> list[Move[Verb]]:
    """The pending main-phase moves that use this card or involve this stack."""
    d = g.pending
    if d is None or d.kind != "main":
        return []
    if pick.number is not None:
        n = pick.number
        return [
            m
            for m in d.moves
            if (m.verb in (Verb.PLAY, Verb.OPTION, Verb.HAND) and m.args[0] == n)
            or (m.verb is Verb.DIGIVOLVE and m.args[1] == n)
            or (m.verb is Verb.DNA and m.args[2] == n)
            or (m.verb is Verb.BURST_DIGIVOLVE and m.args[1] == n)
        ]
    return [m for m in d.moves if m.verb is not Verb.PASS and pick.pid in m.args]


def why_not(g: Game, pick: Pick, verb: Verb | str) -> str:
    """Why the selected card can't do `verb` (an action's verb, or its word) now: the
    engine's reason, with its rule.

    Used when a person asks for an action the game did not offer, such as the attack
    key on a Digimon that was played this turn.
    """
    verb = Verb(verb)
    me = g.turn_player
    pl = g.players[me]
    if pick.number is not None:
        card = g.cards[pick.number]
        if verb is Verb.PLAY:
            form = Verb.OPTION if card.category == "option" else Verb.PLAY
            return legal.why_illegal(g, mv(form, pick.number))
        if verb is Verb.DIGIVOLVE:
            stacks = [
                p for p in ([pl.breeding] if pl.breeding else []) + pl.battle if q.is_digimon(g, p)
            ]
            if not stacks:
                return "you have no Digimon to digivolve (8-1)"
            levels = {r.level for r in card.digivolve}
            nearest = min(stacks, key=lambda p: g.defs[p.cards[-1]].level not in levels)
            return legal.why_illegal(g, mv(Verb.DIGIVOLVE, nearest.id, pick.number))
        return f"{card.name} is in the hand: select a Digimon in play to {verb} with"
    perm = g.find(pick.pid or "")
    if perm is None:
        return "select a card first"
    if verb is Verb.ATTACK:
        return legal.why_illegal(g, mv(Verb.ATTACK, perm.id, "player"))
    if verb is Verb.ACTIVATE:
        return legal.why_illegal(g, mv(Verb.ACTIVATE, perm.id))
    if verb is Verb.DIGIVOLVE:
        hand = [u for u in pl.hand if g.defs[u].category == "digimon"]
        if not hand:
            return "you have no Digimon card in your hand to digivolve into (8-1)"
        level = g.defs[perm.cards[-1]].level
        fitting = min(hand, key=lambda u: all(r.level != level for r in g.defs[u].digivolve))
        return legal.why_illegal(g, mv(Verb.DIGIVOLVE, perm.id, g.defs[fitting].number))
    return f"{stack_name(g, perm)} is in play: select a card in your hand to {verb}"
