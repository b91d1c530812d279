"""Triggering and activating effects, and what each step of the effect language does.

Chapter 10: effects trigger (collected into `Game.triggered`), wait, and activate
one at a time in `Game.settle`; conditions are checked when an effect triggers and
again when it activates, and an effect whose card left play does not activate.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from digimon_tui.cards.model import Effect, Step, Target
from digimon_tui.cards.text import effect_text

from . import queries as q
from .moves import Move, mv
from .state import PLAYER_NAMES, Decision, Modifier, Permanent, Triggered

if TYPE_CHECKING:
    from .game import Game

Asks = Generator[Decision, Move, None]

INHERITED = 100
"""Effect indexes from here on are inherited effects (see compiled._split)."""


@dataclass(slots=True)
class Ctx:
    """Who is activating an effect, from which Digimon or card."""

    player: int
    source: Permanent | None
    card: int
    effect: Effect


def _trigger(g: Game, player: int, eff: Effect, card: int, src: Permanent | None, idx: int) -> None:
    key = (src.id if src is not None else card, card, idx)
    if eff.once_per_turn and key in g.used_once:  # 4-15-2
        return
    if eff.condition is not None and not q.condition_holds(g, eff.condition, player, src):
        return  # 10-2-1; does not count toward [Once Per Turn] (4-15-8)
    g.triggered.append(Triggered(player, eff, card, src, key))


def collect(g: Game, perm: Permanent, timing: str) -> None:
    """Trigger `timing` effects of a stack: its top card's, and inherited ones (4-4)."""
    info = g.info
    cards = perm.cards
    top = cards[-1]
    c = info[top]
    timed = c.timed.get(timing)
    if timed is not None:
        for idx, eff in timed:
            _trigger(g, perm.owner, eff, top, perm, idx)
    if c.is_digimon and len(cards) > 1:
        for uid in cards[:-1]:
            timed = info[uid].inherited_timed.get(timing)
            if timed is not None:
                for idx, eff in timed:
                    _trigger(g, perm.owner, eff, uid, perm, idx)


def fire_event(g: Game, event: str, subject: Permanent, cause: str | None = None) -> None:
    """Trigger "when X" effects of everything in the battle area (10-4-7-3)."""
    tp = g.turn_player
    listeners = g.board().listeners
    for src, uid, events in listeners[tp] + listeners[1 - tp]:
        for idx, eff in events:
            t = eff.trigger
            assert t is not None
            if t.event != event or (t.cause is not None and t.cause != cause):
                continue
            if not q.timing_active(eff.timing, src.owner, tp):
                continue
            if t.whose == "this" and subject is not src:
                continue
            if t.whose != "this" and (subject.owner == src.owner) != (t.whose == "your"):
                continue
            _trigger(g, src.owner, eff, uid, src, idx)


def still_there(g: Game, t: Triggered) -> bool:
    """10-1-6-4: an effect whose card was removed while pending does not activate."""
    src = t.source
    if src is None:
        return True
    if t.effect.timing == "on_deletion":  # 10-4-4-5: the deleted card must still be in the trash
        return src.cards[-1] in g.players[src.owner].trash
    if not q.in_battle_area(g, src):
        return False
    if t.key[2] >= INHERITED:
        return t.card in src.cards[:-1]
    return src.cards[-1] == t.card


_TEXTS: dict[int, tuple[Effect, str]] = {}


def text_of(effect: Effect) -> str:
    """An effect's card text, written once per effect object: questions about pending
    effects show it every time they are asked."""
    hit = _TEXTS.get(id(effect))
    if hit is None or hit[0] is not effect:
        hit = _TEXTS[id(effect)] = (effect, effect_text(effect))
    return hit[1]


def describe(g: Game, t: Triggered) -> str:
    where = f" ({t.source.id})" if t.source is not None else ""
    return f"{g.defs[t.card].name}{where}: {text_of(t.effect)}"


def activate(g: Game, t: Triggered) -> Asks:
    """Activate one pending effect (10-3)."""
    if not still_there(g, t):
        g.log(f"{describe(g, t)} does not activate: its card left (10-1-6-4)")
        return
    eff = t.effect
    if eff.condition is not None and not q.condition_holds(g, eff.condition, t.player, t.source):
        g.log(f"{describe(g, t)} does not activate: its condition no longer holds (10-1-6-3)")
        return
    if eff.optional:
        answer = yield from g.ask(
            t.player, "optional", (mv("yes"), mv("no")), f"Activate {describe(g, t)}?"
        )
        if answer.verb == "no":
            g.log(f"{PLAYER_NAMES[t.player]} does not activate it (10-1-3)")
            return
    if eff.once_per_turn:
        g.used_once.add(t.key)
    if g.logging:
        g.log(f"activates {describe(g, t)}")
    yield from run_steps(g, Ctx(t.player, t.source, t.card, eff), eff.steps)


def activate_main(g: Game, ctx: Ctx) -> Asks:
    """Run a card's [Main] effect: using an Option, `activate ID`, or "activate this card's
    [Main] effect" from a [Security] effect (13-6)."""
    main = g.info[ctx.card].main
    assert main is not None
    if g.logging:
        g.log(f"{g.defs[ctx.card].name}: {text_of(main)}")
    yield from run_steps(g, Ctx(ctx.player, ctx.source, ctx.card, main), main.steps)


def expiry(g: Game, player: int, duration: str) -> int:
    """The turn number at whose end a lasting effect of `player` ends."""
    n = g.turn_number
    mine = g.turn_player == player
    if duration == "turn":
        return n
    if duration == "opponents_next_turn":
        return n + 1 if mine else n + 2
    return n + 2 if mine else n + 1  # your_next_turn


def choose_targets(
    g: Game, ctx: Ctx, target: Target, what: str
) -> Generator[Decision, Move, list[Permanent]]:
    """Choose the step's targets when it resolves (10-3-3, 10-3-4, 14-1)."""
    if target.select == "this":
        src = ctx.source
        return [src] if src is not None and q.in_battle_area(g, src) else []
    cands = q.candidates(g, target, ctx.player)
    if target.select == "all":
        return cands
    chosen: list[Permanent] = []
    while len(chosen) < target.count and cands:
        if target.select == "one" and len(cands) <= target.count - len(chosen):
            for p in cands:  # as many as possible, no choice left (10-3-4)
                if g.logging:
                    g.log(f"{PLAYER_NAMES[ctx.player]}: target {p.id} (the only choice)")
            chosen += cands
            break
        moves = [mv("target", p.id) for p in cands]
        if target.select == "up_to" and chosen:
            moves.append(mv("done"))
        answer = yield from g.ask(ctx.player, "target", moves, f"{what}: choose a target")
        if answer.verb == "done":
            break
        pick = next(p for p in cands if p.id == answer.args[0])
        chosen.append(pick)
        cands.remove(pick)
    return chosen


def run_steps(g: Game, ctx: Ctx, steps: tuple[Step, ...]) -> Asks:
    """Perform an effect's steps in order (1-3-7); an impossible step does nothing (1-3-2)."""
    name = g.defs[ctx.card].name
    for step in steps:
        do = step.do
        if do in _PLAIN:
            _PLAIN[do](g, ctx, step)
        elif do == "activate_main":
            yield from activate_main(g, ctx)
        elif do == "play_digivolution_card":
            yield from _play_digivolution_card(g, ctx, step)
        elif do == "delete":  # may ask: what would stop a deletion (13-3-1-2)
            targets = yield from choose_targets(g, ctx, step.target, name)
            yield from g.delete(targets, "effect", "4-12-1-1-3", by=ctx.player)
        elif do == "modify" and step.target.select == "all":
            # Granted to the player: it covers Digimon played later too.
            g.add_modifier(
                Modifier(ctx.player, step, expiry(g, ctx.player, step.duration), target=step.target)
            )
        else:
            targets = yield from choose_targets(g, ctx, step.target, name)
            _TARGETED[do](g, ctx, step, targets)


# ---- plain steps -------------------------------------------------------------------


def _gain(g: Game, ctx: Ctx, step) -> None:
    g.gain_memory(ctx.player, step.amount)


def _lose(g: Game, ctx: Ctx, step) -> None:
    g.gain_memory(ctx.player, -step.amount)


def _recovery(g: Game, ctx: Ctx, step) -> None:
    pl = g.players[ctx.player]
    moved = 0
    for _ in range(step.count):
        if not pl.deck:  # 12-6-2, 12-6-3
            break
        pl.security.append(pl.deck.pop())
        moved += 1
    if g.logging:
        g.log(f"{pl.name} places {moved} card(s) from the deck on top of security (12-6)")


def _play_this_card(g: Game, ctx: Ctx, step) -> None:
    g.play_from_limbo(ctx.card, ctx.player)


def _add_this_card_to_hand(g: Game, ctx: Ctx, step) -> None:
    if ctx.card in g.limbo:
        g.limbo.remove(ctx.card)
        owner = g.owner_of(ctx.card)
        g.players[owner].hand.append(ctx.card)
        g.log(f"{g.defs[ctx.card].name} is added to {PLAYER_NAMES[owner]}'s hand")


_PLAIN = {
    "gain_memory": _gain,
    "lose_memory": _lose,
    "recovery": _recovery,
    "play_this_card": _play_this_card,
    "add_this_card_to_hand": _add_this_card_to_hand,
}


# ---- steps on chosen targets ----------------------------------------------------------


def _modify(g: Game, ctx: Ctx, step, targets: list[Permanent]) -> None:
    until = expiry(g, ctx.player, step.duration)
    for perm in targets:
        g.add_modifier(Modifier(ctx.player, step, until, perm=perm.id))
        if g.logging:
            g.log(
                f"{perm.id} {g.defs[perm.cards[-1]].name} is affected until the end of turn {until}"
            )


def _trash_digivolution_cards(g: Game, ctx: Ctx, step, targets: list[Permanent]) -> None:
    for perm in targets:
        n = min(step.count, len(perm.cards) - 1)
        if n <= 0:
            continue
        trashed = perm.cards[:n]
        g.take_from_stack(perm, trashed)
        g.players[perm.owner].trash.extend(trashed)
        if g.logging:
            names = ", ".join(g.defs[u].name for u in trashed)
            g.log(f"{names} trashed from under {perm.id} {g.defs[perm.cards[-1]].name}")


def _set_suspended(value: bool):
    def step_fn(g: Game, ctx: Ctx, step, targets: list[Permanent]) -> None:
        for perm in targets:
            if value:
                perm.suspended = True
            else:
                g.unsuspend(perm)  # unless it can't unsuspend (1-3-3)
            if g.logging and perm.suspended == value:
                word = "suspended" if value else "unsuspended"
                g.log(f"{perm.id} {g.defs[perm.cards[-1]].name} is {word}")

    return step_fn


def _return_to_hand(g: Game, ctx: Ctx, step, targets: list[Permanent]) -> None:
    for perm in targets:
        g.return_to_hand(perm)


_TARGETED = {
    "modify": _modify,
    "trash_digivolution_cards": _trash_digivolution_cards,
    "unsuspend": _set_suspended(False),
    "suspend": _set_suspended(True),
    "return_to_hand": _return_to_hand,
}


def _play_digivolution_card(g: Game, ctx: Ctx, step) -> Asks:
    """Play a Digimon card from among a Digimon's digivolution cards (ST2-15)."""
    options: dict[Move, tuple[Permanent, int]] = {}
    for perm in q.candidates(g, step.target, ctx.player):
        for uid in perm.cards[:-1]:
            if g.defs[uid].category == "digimon":
                options.setdefault(mv("card", perm.id, g.defs[uid].number), (perm, uid))
    if not options:
        g.log("no Digimon card to play from digivolution cards (1-3-2)")
        return
    answer = yield from g.ask(
        ctx.player, "card", tuple(options), "Choose a Digimon card under one of your Digimon"
    )
    perm, uid = options[answer]
    g.take_from_stack(perm, (uid,))
    g.limbo.append(uid)
    g.play_from_limbo(uid, ctx.player)
