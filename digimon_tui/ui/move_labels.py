"""Moves in words, and the legal moves that concern one card.

The engine lists every legal move in notation (`digivolve p1-2 ST1-07`); a person
picks a card and wants to read "Digivolve p1-2 Agumon into Greymon (2 memory)".
Everything offered comes from `game.pending.moves`, so an illegal move is never shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from digimon_tui.engine import digixros, legal
from digimon_tui.engine import queries as q
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import Permanent
from digimon_tui.loop.moves import Move


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


def _against_attacker(g: Game) -> str:
    """What a blocker would battle (9-2-1-5): the attacker and its DP."""
    attacker = g.attacking
    if attacker is None:
        return ""
    dp = q.dp(g, attacker)
    return f" against {stack_name(g, attacker)}" + ("" if dp is None else f" ({dp} DP)")


def _card(g: Game, number: str) -> str:
    return g.cards[number].name


def label(g: Game, m: Move) -> str:
    """One legal move as a short sentence."""
    v, a = m.verb, m.args
    d = g.pending
    if v == "play" and len(a) > 2:
        card = g.cards[a[0]]
        price = digixros.cost(g, g.turn_player, card, len(a) - 2)
        under = ", ".join(_stack(g, x) if g.find(x) else _card(g, x) for x in a[2:])
        return f"DigiXros: play {card.name} with {under} under it (cost {price})"
    if v == "xros":
        under = ", ".join(_stack(g, x) if g.find(x) else _card(g, x) for x in a)
        return f"DigiXros: place {under} under it"
    if v == "play":
        return f"Play {_card(g, a[0])} (cost {g.cards[a[0]].cost})"
    if v == "option":
        return f"Use {_card(g, a[0])} (cost {g.cards[a[0]].cost})"
    if v == "digivolve" and len(a) == 4:
        perm, card = g.find(a[0]), g.cards[a[1]]
        evo = None if perm is None else legal.digivolve_cost(g, perm, card)
        cost = "" if evo is None else f" (cost {max(0, evo - (card.digisorption or 0))})"
        return (
            f"Digivolve {_stack(g, a[0])} into {card.name} with <Digisorption>, suspending "
            f"{_stack(g, a[3])}{cost}"
        )
    if v == "delay":
        return f"<Delay>: trash {_stack(g, a[0])} to activate its effect"
    if v == "place":
        return f"Place {_card(g, a[0])} from your hand in the breeding area (Sealed)"
    if v == "digivolve":
        perm = g.find(a[0])
        evo = None if perm is None else legal.digivolve_cost(g, perm, g.cards[a[1]])
        cost = "" if evo is None else f" (cost {evo})"
        return f"Digivolve {_stack(g, a[0])} into {_card(g, a[1])}{cost}"
    if v == "attack":
        target = "the player" if a[1] == "player" else _stack_with_dp(g, a[1])
        return f"Attack {target} with {_stack(g, a[0])}"
    if v == "activate":
        return f"Activate the [Main] effect of {_stack(g, a[0])}"
    if v == "hand":
        return f"Reveal {_card(g, a[0])} from your hand: activate its [Hand] [Main] effect"
    if v == "pass":
        return "Pass: end your turn"
    if v == "block":
        return f"Block with {_stack_with_dp(g, a[0])}{_against_attacker(g)}"
    if v == "target":
        return _stack_with_dp(g, a[0])
    if v == "first" and d is not None and d.options:
        return d.options[int(a[0]) - 1]
    if v == "card" and len(a) == 2:
        return f"{_card(g, a[1])} from under {_stack(g, a[0])}"
    if v == "card":
        return _card(g, a[0])
    if v == "dna":
        card = g.cards[a[2]]
        perm = g.find(a[0])
        cost = "" if perm is None else f" (cost {legal.dna_cost(g, perm, card)})"
        return f"DNA digivolve {_stack(g, a[0])} and {_stack(g, a[1])} into {card.name}{cost}"
    if v == "blast":
        return f"<Blast Digivolve>: digivolve {_stack(g, a[0])} into {_card(g, a[1])} for free"
    if v == "counter" and d is not None and d.options:
        return d.options[d.moves.index(m)]
    if v == "burst-digivolve":
        card = g.cards[a[1]]
        perm = g.find(a[0])
        assert card.burst is not None
        cost = (
            ""
            if perm is None
            else f" (cost {legal.reduced_digivolve_cost(g, perm, card, card.burst.cost)})"
        )
        return (
            f"Burst digivolve {_stack(g, a[0])} into {card.name}, returning {_stack(g, a[2])}{cost}"
        )
    if v == "mode" and d is not None and d.options:
        return d.options[int(a[0]) - 1]
    if v == "count":
        return f"{a[0]} card{'s' if a[0] != '1' else ''}"
    if v in _KEYWORD_MOVES:
        return _KEYWORD_MOVES[v](g, a[0])
    return _WORDS.get(v, str(m))


_KEYWORD_MOVES = {
    "evade": lambda g, pid: f"<Evade>: suspend {_stack(g, pid)} so it isn't deleted",
    "armor-purge": lambda g, pid: (
        f"<Armor Purge>: trash the top card of {_stack(g, pid)} so it isn't deleted"
    ),
    "barrier": lambda g, pid: (
        f"<Barrier>: trash your top security card so {_stack(g, pid)} isn't deleted"
    ),
    "decoy": lambda g, pid: f"<Decoy>: delete {_stack(g, pid)} instead",
    "material-save": lambda g, pid: (
        f"<Material Save>: place cards from under {_stack(g, pid)} under a Tamer first"
    ),
    "save": lambda g, pid: f"<Save>: place the card under {_stack(g, pid)}",
    "tamer": lambda g, pid: f"Under {_stack(g, pid)}",
    "raid": lambda g, pid: f"<Raid>: switch the attack to {_stack_with_dp(g, pid)}",
    "alliance": lambda g, pid: (
        f"<Alliance>: suspend {_stack_with_dp(g, pid)} and add its DP to the attacker"
    ),
}
"""Answers to the keywords' questions (chapter 12), each naming the stack it concerns."""


_WORDS = {
    "keep": "Keep this hand",
    "redraw": "Redraw: shuffle it back and draw 5 (once)",
    "hatch": "Hatch a Digi-Egg",
    "move": "Move the breeding Digimon to the battle area",
    "skip": "Do nothing this breeding phase",
    "no-block": "Don't block",
    "yes": "Yes, activate it",
    "no": "No",
    "done": "Done: choose no more",
    "top": "The top",
    "bottom": "The bottom",
    "no-prevent": "Let it be deleted",
    "no-save": "Leave it in the trash",
    "no-raid": "Keep the attack target",
    "no-alliance": "Don't use <Alliance>",
    "no-blitz": "Don't attack",
    "no-counter": "Don't activate a [Counter] effect",
    "no-xros": "Play it without a DigiXros",
}


def moves_for(g: Game, pick: Pick) -> list[Move]:
    """The pending main-phase moves that use this card or involve this stack."""
    d = g.pending
    if d is None or d.kind != "main":
        return []
    if pick.number is not None:
        n = pick.number
        return [
            m
            for m in d.moves
            if (m.verb in ("play", "option", "hand") and m.args[0] == n)
            or (m.verb == "digivolve" and m.args[1] == n)
            or (m.verb == "dna" and m.args[2] == n)
            or (m.verb == "burst-digivolve" and m.args[1] == n)
        ]
    return [m for m in d.moves if m.verb != "pass" and pick.pid in m.args]


def why_not(g: Game, pick: Pick, verb: str) -> str:
    """Why the selected card can't do `verb` now: the engine's reason, with its rule.

    Used when a person asks for an action the game did not offer, such as the attack
    key on a Digimon that was played this turn.
    """
    me = g.turn_player
    pl = g.players[me]
    if pick.number is not None:
        card = g.cards[pick.number]
        if verb == "play":
            return legal.why_illegal(
                g, Move("option" if card.category == "option" else "play", (pick.number,))
            )
        if verb == "digivolve":
            stacks = [
                p for p in ([pl.breeding] if pl.breeding else []) + pl.battle if q.is_digimon(g, p)
            ]
            if not stacks:
                return "you have no Digimon to digivolve (8-1)"
            levels = {r.level for r in card.digivolve}
            nearest = min(stacks, key=lambda p: g.defs[p.cards[-1]].level not in levels)
            return legal.why_illegal(g, Move("digivolve", (nearest.id, pick.number)))
        return f"{card.name} is in the hand: select a Digimon in play to {verb} with"
    perm = g.find(pick.pid or "")
    if perm is None:
        return "select a card first"
    if verb == "attack":
        return legal.why_illegal(g, Move("attack", (perm.id, "player")))
    if verb == "activate":
        return legal.why_illegal(g, Move("activate", (perm.id,)))
    if verb == "digivolve":
        hand = [u for u in pl.hand if g.defs[u].category == "digimon"]
        if not hand:
            return "you have no Digimon card in your hand to digivolve into (8-1)"
        level = g.defs[perm.cards[-1]].level
        fitting = min(hand, key=lambda u: all(r.level != level for r in g.defs[u].digivolve))
        return legal.why_illegal(g, Move("digivolve", (perm.id, g.defs[fitting].number)))
    return f"{stack_name(g, perm)} is in play: select a card in your hand to {verb}"
