"""Moves in words, and the legal moves that concern one card.

The engine lists every legal move in notation (`digivolve p1-2 ST1-07`); a person
picks a card and wants to read "Digivolve p1-2 Agumon into Greymon (2 memory)".
Everything offered comes from `game.pending.moves`, so an illegal move is never shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from digimon_tui.cards.text import step_phrase
from digimon_tui.engine import digixros, legal, link, refusals
from digimon_tui.engine import queries as q
from digimon_tui.engine.compiled import compiled
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import Permanent
from digimon_tui.engine.verbs import Ask, Verb
from digimon_tui.loop.decision import Decision
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
    """The DP each side would battle with (14-1), as the engine compares them: with the
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
    """What a blocker would battle (11-4): the attacker, each with its battle DP."""
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
    d = g.pending
    return _LABELS[m.verb](g, m, d, d.options if d is not None else ())


Label = Callable[[Game, Move[Verb], Decision[Verb] | None, tuple[str, ...]], str]
"""How one kind of move is said: the game, the move, the question it answers, and the
question's option texts (for `first N`, `mode N`, a [Counter] effect)."""


def _play(g: Game, m: Move[Verb], d: Decision[Verb] | None, options: tuple[str, ...]) -> str:
    a = m.args
    if len(a) > 2:
        card = g.cards[a[0]]
        price = digixros.cost(g, g.turn_player, card, len(a) - 2)
        return f"DigiXros: play {card.name} with {_materials(g, a[2:])} under it (cost {price})"
    return f"Play {_card(g, a[0])} (cost {_hand_cost(g, a[0])})"


def _hand_cost(g: Game, number: str) -> int:
    """A card's play or use cost from the hand after its own reductions that ask nothing
    ("Reduce the memory cost of this card in your hand by 1 for each ...", BT2-099); one
    paid for by a cost of its own ("by deleting 1 of your Digimon, reduce ...") is offered as
    the card is played, so it isn't counted here."""
    card = g.cards[number]
    if card.cost is None:
        return 0
    offered = sum(n for _, n in legal.costed_play_reductions(g, g.turn_player, card))
    return legal.play_cost(g, g.turn_player, card) + offered


def _prevention_cost(g: Game, number: str) -> str:
    """What the "prevent that deletion" effect of card `number` costs, as the card says it
    ("delete 1 of your other [Diaboromon]"), and what it buys."""
    c = compiled(g.cards[number])
    found = [e for _, e in (*c.deletion_preventions, *c.inherited_deletion_preventions)]
    cost = " and ".join(step_phrase(s) for s in found[0].cost) if found else "pay its cost"
    return f"{cost[:1].upper()}{cost[1:]} so it isn't deleted"


def _materials(g: Game, ids: tuple[str, ...]) -> str:
    return ", ".join(_stack(g, x) if g.find(x) else _card(g, x) for x in ids)


def _digivolve(g: Game, m: Move[Verb], d: Decision[Verb] | None, o: tuple[str, ...]) -> str:
    a = m.args
    perm, card = g.find(a[0]), g.cards[a[1]]
    evo = None if perm is None else legal.digivolve_cost(g, perm, card)
    if len(a) == 4:
        cost = "" if evo is None else f" (cost {max(0, evo - (card.digisorption or 0))})"
        return (
            f"Digivolve {_stack(g, a[0])} into {card.name} with <Digisorption>, suspending "
            f"{_stack(g, a[3])}{cost}"
        )
    return f"Digivolve {_stack(g, a[0])} into {card.name}{'' if evo is None else f' (cost {evo})'}"


def _dna(g: Game, m: Move[Verb], d: Decision[Verb] | None, o: tuple[str, ...]) -> str:
    a = m.args
    card, perm = g.cards[a[2]], g.find(a[0])
    cost = "" if perm is None else f" (cost {legal.dna_cost(g, perm, card)})"
    return f"DNA digivolve {_stack(g, a[0])} and {_stack(g, a[1])} into {card.name}{cost}"


def _burst(g: Game, m: Move[Verb], d: Decision[Verb] | None, o: tuple[str, ...]) -> str:
    a = m.args
    card, perm = g.cards[a[1]], g.find(a[0])
    assert card.burst is not None
    cost = (
        ""
        if perm is None
        else f" (cost {legal.reduced_digivolve_cost(g, perm, card, card.burst.cost)})"
    )
    return f"Burst digivolve {_stack(g, a[0])} into {card.name}, returning {_stack(g, a[2])}{cost}"


def _app_fuse(g: Game, m: Move[Verb], d: Decision[Verb] | None, o: tuple[str, ...]) -> str:
    pid, number, link_card = m.args
    card, perm = g.cards[number], g.find(pid)
    assert card.app_fusion is not None
    fusion = card.app_fusion.cost
    cost = "" if perm is None else f" (cost {legal.reduced_digivolve_cost(g, perm, card, fusion)})"
    with_link = f"with its link card {_card(g, link_card)}"
    return f"App fuse {_stack(g, pid)} {with_link} into {card.name}{cost}"


def _link(g: Game, m: Move[Verb], d: Decision[Verb] | None, o: tuple[str, ...]) -> str:
    card, perm = g.cards[m.args[0]], g.find(m.args[1])
    r = None if perm is None else link.requirement(g, card, perm)
    cost = "" if r is None else f" (cost {r.cost})"
    return f"Link {card.name} to {_stack(g, m.args[1])}{cost}"


def _activate(g: Game, m: Move[Verb], d: Decision[Verb] | None, o: tuple[str, ...]) -> str:
    a = m.args
    if len(a) == 2:  # a digivolution card's inherited [Main] effect (EX5-007)
        return f"Activate the inherited [Main] effect of {_card(g, a[1])} under {_stack(g, a[0])}"
    return f"Activate the [Main] effect of {_stack(g, a[0])}"


def _card_answer(g: Game, m: Move[Verb], d: Decision[Verb] | None, o: tuple[str, ...]) -> str:
    a = m.args
    if len(a) == 2 and d is not None and d.kind is Ask.PREVENT:  # P-072, P-073
        return f"Trash {_card(g, a[1])} and another card of its level from under {_stack(g, a[0])}"
    return f"{_card(g, a[1])} from under {_stack(g, a[0])}" if len(a) == 2 else _card(g, a[0])


def _numbered(g: Game, m: Move[Verb], d: Decision[Verb] | None, options: tuple[str, ...]) -> str:
    """`first N`, `mode N`: the option's text; a [Counter] effect: its text by position."""
    if not options:
        return str(m)
    if m.verb is Verb.COUNTER:
        return options[d.moves.index(m)] if d is not None else str(m)
    return options[int(m.args[0]) - 1]


def _on_first(say: Callable[[Game, str], str]) -> Label:
    """A label that names only the move's first argument (a stack or a card)."""
    return lambda g, m, d, o: say(g, m.args[0])


def _fixed(text: str) -> Label:
    return lambda g, m, d, o: text


def _attack(g: Game, m: Move[Verb], d: Decision[Verb] | None, o: tuple[str, ...]) -> str:
    a = m.args
    target = "the player" if a[1] == "player" else _stack_with_dp(g, a[1])
    return f"Attack {target} with {_stack(g, a[0])}"


_KEYWORD_MOVES = {
    Verb.EVADE: lambda g, pid: f"<Evade>: suspend {_stack(g, pid)} so it isn't deleted",
    Verb.ARMOR_PURGE: lambda g, pid: (
        f"<Armor Purge>: trash the top card of {_stack(g, pid)} so it isn't deleted"
    ),
    Verb.BARRIER: lambda g, pid: (
        f"<Barrier>: trash your top security card so {_stack(g, pid)} isn't deleted"
    ),
    Verb.DECOY: lambda g, pid: f"<Decoy>: delete {_stack(g, pid)} instead",
    Verb.SCAPEGOAT: lambda g, pid: f"<Scapegoat>: delete {_stack(g, pid)} instead",
    Verb.FRAGMENT: lambda g, pid: (
        f"<Fragment>: trash digivolution cards of {_stack(g, pid)} so it isn't deleted"
    ),
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
    Verb.NO_EXECUTE: "Don't attack",
    Verb.NO_VORTEX: "Don't attack",
    Verb.NO_ATTACK: "Don't attack",
    Verb.NO_COUNTER: "Don't activate a [Counter] effect",
    Verb.NO_XROS: "Play it without a DigiXros",
}


_LABELS: dict[Verb, Label] = {
    Verb.PLAY: _play,
    Verb.XROS: lambda g, m, d, o: f"DigiXros: place {_materials(g, m.args)} under it",
    Verb.OPTION: lambda g, m, d, o: f"Use {_card(g, m.args[0])} (cost {_hand_cost(g, m.args[0])})",
    Verb.DIGIVOLVE: _digivolve,
    Verb.DELAY: _on_first(lambda g, x: f"<Delay>: trash {_stack(g, x)} to activate its effect"),
    Verb.PLACE: _on_first(
        lambda g, x: f"Place {_card(g, x)} from your hand in the breeding area (Sealed)"
    ),
    Verb.ATTACK: _attack,
    Verb.ACTIVATE: _activate,
    Verb.TRAIN: _on_first(
        lambda g, x: f"<Training>: suspend {_stack(g, x)} to place your deck's top card under it"
    ),
    Verb.HAND: _on_first(
        lambda g, x: f"Reveal {_card(g, x)} from your hand: activate its [Hand] [Main] effect"
    ),
    Verb.PASS: _fixed("Pass: end your turn"),
    Verb.BLOCK: _on_first(_block),
    Verb.TARGET: _on_first(_stack_with_dp),
    Verb.FIRST: _numbered,
    Verb.MODE: _numbered,
    Verb.COUNTER: _numbered,
    Verb.CARD: _card_answer,
    Verb.DNA: _dna,
    Verb.BLAST: lambda g, m, d, o: (
        f"<Blast Digivolve>: digivolve {_stack(g, m.args[0])} into {_card(g, m.args[1])} for free"
    ),
    Verb.BURST_DIGIVOLVE: _burst,
    Verb.APP_FUSE: _app_fuse,
    Verb.LINK: _link,
    Verb.COUNT: lambda g, m, d, o: f"{m.args[0]} card{'s' if m.args[0] != '1' else ''}",
    Verb.FORFEIT: lambda g, m, d, o: str(m),
    Verb.PREVENT: _on_first(lambda g, x: f"{_card(g, x)}'s effect: {_prevention_cost(g, x)}"),
    **{verb: _on_first(say) for verb, say in _KEYWORD_MOVES.items()},
    **{verb: _fixed(text) for verb, text in _WORDS.items()},
}
"""Each kind of move's label (tests/ui check that every `Verb` has one)."""


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
            or (m.verb in (Verb.BURST_DIGIVOLVE, Verb.APP_FUSE) and m.args[1] == n)
            or (m.verb is Verb.LINK and m.args[0] == n)
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
            return refusals.why_illegal(g, mv(form, pick.number))
        if verb is Verb.DIGIVOLVE:
            stacks = [
                p for p in ([pl.breeding] if pl.breeding else []) + pl.battle if q.is_digimon(g, p)
            ]
            if not stacks:
                return "you have no Digimon to digivolve (8-1)"
            levels = {r.level for r in card.digivolve}
            nearest = min(stacks, key=lambda p: g.defs[p.cards[-1]].level not in levels)
            return refusals.why_illegal(g, mv(Verb.DIGIVOLVE, nearest.id, pick.number))
        return f"{card.name} is in the hand: select a Digimon in play to {verb} with"
    perm = g.find(pick.pid or "")
    if perm is None:
        return "select a card first"
    if verb is Verb.ATTACK:
        return refusals.why_illegal(g, mv(Verb.ATTACK, perm.id, "player"))
    if verb is Verb.ACTIVATE:
        return refusals.why_illegal(g, mv(Verb.ACTIVATE, perm.id))
    if verb is Verb.DIGIVOLVE:
        hand = [u for u in pl.hand if g.defs[u].category == "digimon"]
        if not hand:
            return "you have no Digimon card in your hand to digivolve into (8-1)"
        level = g.defs[perm.cards[-1]].level
        fitting = min(hand, key=lambda u: all(r.level != level for r in g.defs[u].digivolve))
        return refusals.why_illegal(g, mv(Verb.DIGIVOLVE, perm.id, g.defs[fitting].number))
    return f"{stack_name(g, perm)} is in play: select a card in your hand to {verb}"
