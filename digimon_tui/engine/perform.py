"""What each step of the effect language does (1-3-7: in order; 1-3-2: an impossible
step does nothing), dispatched by the step's type."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar, assert_never

from digimon_tui.cards import model as m
from digimon_tui.cards.text import effect_text, step_phrase
from digimon_tui.loop.moves import Move, mv

from . import choose, digixros, legal
from . import queries as q
from .state import PLAYER_NAMES, Modifier, Permanent
from .triggers import fire_event, fire_own_trashed, fire_source_trashed, fire_trashed, fire_zone
from .verbs import Ask, Asks, Verb

if TYPE_CHECKING:
    from .context import Ctx
    from .zones import Zones

_T = TypeVar("_T")

Does = Asks[bool]
"""A step that may ask questions and says whether it did anything (11-7, "if you do")."""


def run_steps(g: Zones, ctx: Ctx, steps: tuple[m.Step, ...]) -> Asks[None]:
    """Perform an effect's steps in order; "Then," steps happen whatever the one before did
    (11-8-2), and each step's own "if" is checked when it is reached. "If ..., X instead"
    is checked when the step before it is reached: X replaces that step, or isn't done."""
    replaced = False
    for i, step in enumerate(steps):
        if i + 1 < len(steps) and steps[i + 1].instead:
            after = steps[i + 1].condition
            assert after is not None
            replaced = q.condition_holds(g, after, ctx.player, ctx.source, ctx)
            if replaced:
                continue
        if step.instead:
            if not replaced:
                continue
        elif step.condition is not None and not q.condition_holds(
            g, step.condition, ctx.player, ctx.source, ctx
        ):
            ctx.done = False
            continue
        if step.opponent_may:
            ctx.done = yield from _by_opponent(g, ctx, step)
            continue
        if step.optional:
            prompt = f"{_name(g, ctx)}: do it?{_that_cards(g, ctx, step)}"
            answer = yield from g.ask(ctx.player, Ask.OPTIONAL, (mv(Verb.YES), mv(Verb.NO)), prompt)
            if answer.verb is Verb.NO:
                ctx.done = False
                if step.instead:  # "you may X instead" declined: the step it replaced is done
                    yield from run_steps(g, ctx, (steps[i - 1],))
                    continue
                if isinstance(step, m.Play) and "security" in (step.zones or (step.target.zone,)):
                    _shuffle_security(g, ctx.player)  # "Then, shuffle" either way (Q734)
                continue
        ctx.done = yield from perform(g, ctx, step)


def _by_opponent(g: Zones, ctx: Ctx, step: m.Step) -> Does:
    """ "Your opponent may ...": the opponent is asked, and does the step as their own
    (`Step.as_opponent`): they choose, from their own cards, and what they play is
    theirs. What they chose is "that card" for the steps after."""
    them = ctx.copy()
    them.player = 1 - ctx.player
    mine = step.as_opponent
    prompt = f"{_name(g, ctx)} (your opponent's effect): {step_phrase(mine)}?"
    answer = yield from g.ask(them.player, Ask.OPTIONAL, (mv(Verb.YES), mv(Verb.NO)), prompt)
    if answer.verb is Verb.NO:
        return False
    done = yield from perform(g, them, mine)
    ctx.chosen, ctx.revealed = them.chosen, them.revealed
    return done


def amount_of(g: Zones, ctx: Ctx, c: m.Count) -> int:
    """What a "for every ..." counts for this activation: "every Digimon deleted" is the
    Digimon deleted together whose deletion triggered it (`triggers.once_together`)."""
    if c.of == "deleted":
        return ctx.together if ctx.event is not None else 0
    if c.that:  # the Digimon the step before chose
        chosen = [p for p in ctx.chosen if isinstance(p, Permanent)]
        return q.count(g, c, ctx.player, chosen[0]) if chosen else 0
    return q.count(g, c, ctx.player, ctx.source)


def _counted(g: Zones, ctx: Ctx, step: m.Modify) -> m.Modify:
    """ "gets -1000 DP for every security card you have for the turn": the DP counted as the
    effect resolves, for as long as it lasts (BT14-037 Q2412)."""
    if step.for_every is None or not step.dp:
        return step
    n = amount_of(g, ctx, step.for_every)
    data = step.model_dump(exclude_defaults=True) | {"dp": step.dp * n}
    data.pop("for_every")
    return m.Modify.model_validate(data)


def effect_category(g: Zones, ctx: Ctx) -> str:
    """Whose effect this is: a Digimon's, a Tamer's or an Option's (4-2-4); an inherited
    effect is its Digimon's (4-4-3)."""
    src = ctx.source
    if src is not None and ctx.card != src.cards[-1] and ctx.card in src.cards:
        return "digimon"
    return g.defs[ctx.card].category


def _name(g: Zones, ctx: Ctx) -> str:
    return g.defs[ctx.card].name


def _that_cards(g: Zones, ctx: Ctx, step: m.Step) -> str:
    """ "(that card: X)": what a step acting on "that card" acts on, for the question its
    player alone sees (the card may be one only they looked at, 11-10-1)."""
    target = getattr(step, "target", None)
    if not isinstance(target, m.Target) or target.select != "that" or target.in_battle:
        return ""
    cards = [u for u in ctx.chosen if isinstance(u, int)]
    return f" (that card: {', '.join(g.defs[u].name for u in cards)})" if cards else ""


def expiry(g: Zones, player: int, duration: str) -> int:
    """The turn number at whose end a lasting effect of `player` ends."""
    n = g.turn_number
    mine = g.turn_player == player
    if duration in ("turn", "while_card_stays"):
        return n
    if duration == "opponents_next_turn":
        return n + 1 if mine else n + 2
    if duration == "opponents_turn":
        return n + 1 if mine else n
    return n + 2 if mine else n + 1  # your_next_turn


def perform(g: Zones, ctx: Ctx, step: m.Step) -> Does:
    """One step; returns whether it did something."""
    what = _name(g, ctx)
    match step:
        case m.GainMemory():
            if "memory_ban" in g.grantable and not q.may_gain_memory(
                g, ctx.player, effect_category(g, ctx)
            ):
                if g.logging:
                    g.log(f"{what}: {PLAYER_NAMES[ctx.player]} can't gain memory (1-3-3)")
                return False
            n = step.amount
            if step.for_every is not None:
                n *= amount_of(g, ctx, step.for_every)
            if n:
                g.gain_memory(ctx.player, n)
            return n > 0
        case m.LoseMemory():
            g.gain_memory(ctx.player, -step.amount)
            return True
        case m.SetMemory():
            g.set_memory(ctx.player, step.amount)
            return True
        case m.Modify() if step.target.select == "all" and step.target.in_battle:
            # Granted to the player: it covers Digimon played later too.
            until = expiry(g, ctx.player, step.duration)
            by = g.defs[ctx.card].category
            grant = _counted(g, ctx, step)
            g.add_modifier(Modifier(ctx.player, grant, until, target=step.target, by=by))
            return True
        case m.Modify():
            targets = yield from choose.permanents(g, ctx, step.target, what)
            until = expiry(g, ctx.player, step.duration)
            grant = _counted(g, ctx, step)
            card = ctx.card if step.duration == "while_card_stays" else None
            for perm in targets:
                g.add_modifier(
                    Modifier(
                        ctx.player,
                        grant,
                        until,
                        perm=perm.id,
                        by=g.defs[ctx.card].category,
                        card=card,
                    )
                )
                if g.logging:
                    g.log(f"{g.named(perm)} is affected until the end of turn {until}")
            ctx.chosen = list(targets)
            return bool(targets)
        case m.Delete():
            targets = yield from choose.permanents(g, ctx, step.target, what)
            ctx.chosen = list(targets)
            # what would stop a deletion may ask its owner (13-3-1-2)
            deleted = yield from g.delete(targets, "effect", "4-12-1-1-3", by=ctx.player)
            return bool(deleted)
        case m.TrashDigivolutionCards():
            targets = yield from choose.permanents(g, ctx, step.target, what)
            ctx.chosen = list(targets)
            done = False
            for perm in targets:
                n = len(perm.cards) - 1 if step.all else min(step.count, len(perm.cards) - 1)
                if n > 0 and step.up_to:
                    n = yield from _how_many(g, ctx, perm, n)
                if n > 0 and step.where == "any":
                    picked = yield from _pick_under(g, ctx, perm, n)
                elif n > 0:
                    under = perm.cards[:-1]
                    picked = under[-n:] if step.where == "top" else under[:n]
                else:
                    continue
                g.trash_from_stack(perm, picked)
                done = True
                for uid in picked:  # "when an effect trashes this digivolution card"
                    if g.info[uid].inherited_events:
                        fire_source_trashed(g, "source_trashed", uid)
            return done
        case m.Unsuspend() | m.Suspend():
            targets = yield from choose.permanents(g, ctx, step.target, what)
            ctx.chosen = list(targets)
            value = isinstance(step, m.Suspend)
            changed = [p for p in targets if p.suspended != value]
            for perm in changed:
                if value:
                    g.set_suspended(perm, True, by_effect=True)
                else:
                    g.unsuspend(perm)  # unless it can't unsuspend (1-3-3)
                    if g.logging and not perm.suspended:
                        g.log(f"{g.named(perm)} is unsuspended")
            if value:
                ctx.suspended = sum(1 for p in changed if p.suspended)
            return any(p.suspended == value for p in changed)
        case m.ReturnToHand():
            targets = yield from choose.permanents(g, ctx, step.target, what)
            ctx.chosen = list(targets)
            targets = _allowed(g, targets, "cant_be_returned_to_hand")
            for perm in targets:
                g.return_to_hand(perm)
            _hands_grew(g, {p.owner for p in targets if p.cards[-1] in g.players[p.owner].hand})
            return bool(targets)
        case m.ReturnToDeck():
            targets = yield from choose.permanents(g, ctx, step.target, what)
            ctx.chosen = list(targets)
            targets = _allowed(g, targets, "cant_be_returned_to_deck")
            targets = yield from _stacks_in_order(g, ctx.player, targets, step.where)
            for perm in targets:
                g.return_to_deck(perm, step.where)
            return bool(targets)
        case m.PlaceInSecurity() if step.target.in_battle:
            targets = yield from choose.permanents(g, ctx, step.target, what)
            ctx.chosen = list(targets)
            for perm in targets:
                where = yield from _top_or_bottom(g, ctx, step.where)
                g.stack_to_security(perm, where)
            return bool(targets)
        case m.PlaceInSecurity():
            uids = yield from choose.cards(g, ctx, step.target, what)
            if step.target.select == "this" and not _in_trash_or_limbo(g, ctx.card):
                uids = []  # "this card" has moved on: nothing to place (1-3-2)
            ctx.chosen = list(uids)
            for uid in uids:
                where = yield from _top_or_bottom(g, ctx, step.where)
                g.take_card(uid)
                g.put_in_security(ctx.player, uid, where)
            return bool(uids)
        case m.Recovery():
            return g.recovery(ctx.player, step.count) > 0
        case m.Draw():
            n = step.amount
            if step.for_every is not None:
                n *= amount_of(g, ctx, step.for_every)
            drawn = g.draw(ctx.player, n)  # 12-8-2: as many as the deck has
            if g.logging:
                g.log(f"{PLAYER_NAMES[ctx.player]} draws {drawn} card(s) (<Draw>, 12-8)")
            _hands_grew(g, {ctx.player} if drawn else set())
            return drawn > 0
        case m.DeDigivolve():
            targets = yield from choose.permanents(g, ctx, step.target, what)
            ctx.chosen = list(targets)
            done = False
            for perm in targets:
                done = (yield from _de_digivolve(g, ctx, perm, step.amount)) or done
            return done
        case m.Reveal():
            pl = g.players[ctx.player]
            n = step.count
            if step.for_every is not None:
                n *= amount_of(g, ctx, step.for_every)
            shown = list(reversed(pl.deck[-n:])) if n else []
            ctx.revealed = shown
            ctx.chosen = list(shown)
            if g.logging:
                names = (
                    ", ".join(f"{g.defs[u].number} {g.defs[u].name}" for u in shown) or "nothing"
                )
                g.log(f"{pl.name} reveals the top {len(shown)} card(s) of the deck: {names} (11-9)")
            return bool(shown)
        case m.AddToHand():
            uids = []
            for t in (step.target, *step.also):
                more = yield from choose.cards(g, ctx, t, what, taken=uids)
                uids += more
            for uid in uids:
                holder = g.players[g.owner_of(uid)]
                hidden = (uid in holder.security or uid in holder.deck) and uid not in ctx.revealed
                g.take_card(uid)
                holder.hand.append(uid)
                if g.logging:  # a card from a hidden zone stays hidden (11-10-1)
                    what_card = "a card" if hidden else g.defs[uid].name
                    g.log(f"{what_card} is added to {holder.name}'s hand")
            ctx.chosen = list(uids)
            _hands_grew(g, {g.owner_of(u) for u in uids})
            return bool(uids)
        case m.PlaceRest():
            pl = g.players[ctx.player]
            rest = [u for u in ctx.revealed if u in pl.deck]
            if step.where == "trash":
                for uid in rest:
                    pl.deck.remove(uid)
                pl.trash.extend(rest)
            else:
                yield from _in_order(g, ctx.player, rest, step.where == "deck_bottom")
            ctx.revealed = []
            if g.logging and rest:
                g.log(f"{len(rest)} revealed card(s) go to the {step.where.replace('_', ' ')}")
            return bool(rest)
        case m.Trash() if step.target.in_battle:
            targets = yield from choose.permanents(g, ctx, step.target, what)
            ctx.chosen = list(targets)
            for perm in targets:
                g.trash_stack(perm)
            return bool(targets)
        case m.Trash():
            uids = yield from choose.cards(g, ctx, step.target, what)
            from_deck = [  # 11-9-3: a revealed card trashed isn't trashed from the deck
                u for u in uids if u in g.players[g.owner_of(u)].deck and u not in ctx.revealed
            ]
            from_hand = [u for u in uids if u in g.players[ctx.player].hand]
            from_security = [u for u in uids if u in g.players[g.owner_of(u)].security]
            for uid in uids:
                g.take_card(uid, announce=False)
                g.players[g.owner_of(uid)].trash.append(uid)
            if g.logging and uids:
                names = ", ".join(g.defs[u].name for u in uids)
                g.log(f"{names} trashed")
            for owner in sorted({g.owner_of(u) for u in from_security}):
                fire_zone(g, "removed_from_security", owner)
            ctx.chosen = list(uids)
            if from_deck or from_hand:  # not revealed cards: they left the deck (11-9-3)
                for owner in sorted({g.owner_of(u) for u in from_deck}):
                    fire_trashed(g, "trashed_from_deck", owner)
                if from_hand:  # "one of your effects trashes a card in your hand"
                    fire_trashed(g, "trashed_from_hand", ctx.player)
                for uid in from_deck:
                    fire_own_trashed(g, "trashed_from_deck", uid)
                for uid in from_hand:
                    fire_own_trashed(g, "trashed_from_hand", uid)
            if from_security:
                for uid in from_security:
                    fire_own_trashed(g, "trashed_from_security", uid)
            return bool(uids)
        case m.ShuffleSecurity():
            g.rng.shuffle(g.players[ctx.player].security)
            if g.logging:
                g.log(f"{PLAYER_NAMES[ctx.player]} shuffles the security stack")
            return True
        case m.Play():
            return (yield from _play(g, ctx, step, what))
        case m.Digivolve():
            return (yield from _digivolve(g, ctx, step, what))
        case m.ReduceCost():
            return False  # applied to the cost being paid (legal.play_cost), not performed
        case m.ReduceNextDigivolution():
            g.next_digivolution.append((ctx.player, step, ctx.copy()))  # legal.digivolve_cost
            if g.logging:
                g.log(f"{what}: the next fitting digivolution this turn costs {step.amount} less")
            return True
        case m.Hatch():
            return g.hatch(ctx.player) is not None
        case m.MoveFromBreeding():
            stack = g.players[ctx.player].breeding
            if stack is None or not q.filter_holds(g, step.filter, stack):
                return False
            g.move_from_breeding(ctx.player)
            return True
        case m.Choose():
            targets = yield from choose.permanents(g, ctx, step.target, what)
            ctx.chosen = list(targets)
            return bool(targets)
        case m.DnaDigivolve():
            return (yield from _dna_digivolve(g, ctx, what))
        case m.PlayThisCard():
            uid = ctx.card
            pl = g.players[g.owner_of(uid)]
            on_deletion = ctx.effect.timing == "on_deletion"  # 10-4-4-5: it is in the trash
            self_trigger = ctx.source is None and ctx.effect.trigger is not None
            from_trash = uid in pl.trash and (
                (on_deletion and g.defs[uid].category in ("digimon", "tamer")) or self_trigger
            )  # "when this card is trashed ..., play this card"
            if uid not in g.limbo and not from_trash:
                return False
            if from_trash:  # [On Deletion] "play this card" (10-4-4-5: it is in the trash)
                pl.trash.remove(uid)
                g.limbo.append(uid)
            # from the trash or flipped by a security check, an effect plays it (10-4-8)
            g.play_from_limbo(uid, ctx.player, on_play=not step.no_on_play, by_effect=True)
            return True
        case m.ActivateMain():
            from .effects import activate_main

            yield from activate_main(g, ctx)
            return True
        case m.AddThisCardToHand():
            if not _in_trash_or_limbo(g, ctx.card):
                return False
            g.take_card(ctx.card)
            owner = g.owner_of(ctx.card)
            g.players[owner].hand.append(ctx.card)
            if g.logging:
                g.log(f"{g.defs[ctx.card].name} is added to {PLAYER_NAMES[owner]}'s hand")
            _hands_grew(g, {owner})
            return True
        case m.PlayDigivolutionCard():
            return (yield from _play_digivolution_card(g, ctx, step))
        case m.AtEnd():
            g.delayed.append((step.of, ctx.copy(), step.steps))
            return True
        case m.Look():
            pl = g.players[ctx.player]
            pile = pl.security if step.pile == "security" else pl.deck
            seen = list(reversed(pile[-step.count :]))
            ctx.chosen = list(seen)
            if g.logging:  # the log is public: which cards they are stays with the player (11-10-1)
                where = "security stack" if step.pile == "security" else "deck"
                g.log(f"{pl.name} looks at the top {len(seen)} card(s) of the {where} (11-10)")
            return bool(seen)
        case m.PlaceUnder():
            host = ctx.source
            if host is None or not q.in_battle_area(g, host) or g.info[host.cards[-1]].token:
                return False  # 4-19-2-2: no card goes under a token
            uids = yield from choose.cards(g, ctx, step.target, what)
            for uid in uids:
                g.take_card(uid)
                if step.where == "top":
                    g.stack_under_top(host, uid)
                else:
                    g.stack_under(host, uid)
            if g.logging and uids:
                names = ", ".join(g.defs[u].name for u in uids)
                g.log(f"{names} placed under {g.named(host)}")
            ctx.chosen = list(uids)
            if uids:
                _placed_under(g, ctx, host)
            return bool(uids)
        case m.ForEverySuspended():
            times = ctx.suspended
            for _ in range(times):
                yield from run_steps(g, ctx, step.steps)
            return times > 0
        case m.ForEvery():
            times = amount_of(g, ctx, step.count)  # read once, before the first round
            steps = step.steps
            for n in range(times):
                yield from run_steps(g, ctx, steps)
                if n == 0:
                    steps = _same_digimon(steps, ctx)
            return times > 0
        case m.PlayToken():
            played = []
            if step.token.category == "digimon" and no_digimon_plays(g):
                g.log("players can't play Digimon by effects")
                return False
            for _ in range(step.count):
                if not g.token_cards[ctx.player]:
                    if g.logging:
                        g.log(f"{PLAYER_NAMES[ctx.player]} has no token cards left (4-19-2-7)")
                    break
                g.token_cards[ctx.player] -= 1
                uid = g.new_token(step.token, ctx.player)
                g.limbo.append(uid)
                if g.logging:
                    g.log(f"{PLAYER_NAMES[ctx.player]} plays a {step.token.name} Token (4-19-1)")
                played.append(g.play_from_limbo(uid, ctx.player, by_effect=True))
            ctx.chosen = list(played)
            return bool(played)
        case m.BlastDigivolve():
            from .counter import blast

            return (yield from blast(g, ctx))
        case m.MindLink():
            return (yield from _mind_link(g, ctx))
        case m.PlaceInBattleArea():
            from .delay import place

            return place(g, ctx.player, ctx.card)
        case m.PlaceThisUnder():
            return (yield from _place_this_under(g, ctx, step, what))
        case m.ChooseOne():
            if step.all_if is not None and q.condition_holds(
                g, step.all_if, ctx.player, ctx.source, ctx
            ):  # "activate all of the effects below instead"
                for option in step.options:
                    yield from run_steps(g, ctx, option)
                return ctx.done
            labels = option_labels(step)
            moves = [mv(Verb.MODE, str(i)) for i in range(1, len(step.options) + 1)]
            answer = yield from g.ask(ctx.player, Ask.MODE, moves, f"{what}: choose one", labels)
            yield from run_steps(g, ctx, step.options[int(answer.args[0]) - 1])
            return ctx.done
    assert_never(step)  # mypy proves every kind of step is handled above


_LABELS: dict[int, tuple[m.ChooseOne, tuple[str, ...]]] = {}


def option_labels(step: m.ChooseOne) -> tuple[str, ...]:
    """What each option of a "choose one" step reads as, written once per step object:
    the question shows them every time the step is performed."""
    hit = _LABELS.get(id(step))
    if hit is None or hit[0] is not step:
        labels = tuple(
            " ".join(effect_text(m.Effect(timing="main", steps=option)).split()[1:])
            for option in step.options
        )
        hit = _LABELS[id(step)] = (step, labels)
    return hit[1]


def _how_many(g: Zones, ctx: Ctx, perm: Permanent, most: int) -> Asks[int]:
    """ "up to N digivolution cards from the bottom of ...": how many, 0 to N, of this one."""
    moves = [mv(Verb.COUNT, str(n)) for n in range(most + 1)]
    answer = yield from g.ask(
        ctx.player, Ask.COUNT, moves, f"Trash how many digivolution cards of {g.named(perm)}?"
    )
    return int(answer.args[0])


def _pick_under(g: Zones, ctx: Ctx, perm: Permanent, n: int) -> Asks[list[int]]:
    """ "trash any 1 digivolution card of ...": the effect's player picks which (the
    battle area is a public area, 3-5-5)."""
    picked: list[int] = []
    for _ in range(n):
        under = [u for u in perm.cards[:-1] if u not in picked]
        moves = tuple(dict.fromkeys(mv(Verb.CARD, g.defs[u].number) for u in under))
        answer = yield from g.ask(
            ctx.player, Ask.CARD, moves, f"Trash which digivolution card of {g.named(perm)}?"
        )
        picked.append(next(u for u in under if g.defs[u].number == answer.args[0]))
    return picked


def _allowed(g: Zones, targets: list[Permanent], cant: str) -> list[Permanent]:
    """Those a "can't be returned to ..." effect doesn't hold back: chosen, they stay (1-3-3)."""
    if cant not in g.board().granted:
        return targets
    kept = [p for p in targets if not q.cant(g, p, cant)]
    if len(kept) < len(targets) and g.logging:
        g.log(f"{', '.join(p.id for p in targets if p not in kept)} can't be returned (1-3-3)")
    return kept


def _placed_under(g: Zones, ctx: Ctx, host: Permanent) -> None:
    """An effect placed digivolution cards under `host`: "when (one of your effects / an
    effect) places a digivolution card under this Digimon" (10-4-7-3)."""

    mine = "your_effect" if ctx.player == host.owner else "effect"
    fire_event(g, "digivolution_card_placed", host, mine)


def _hands_grew(g: Zones, owners: set[int]) -> None:
    """An effect added cards to these players' hands: "when an effect adds cards to your hand"
    (10-4-7-3), once per hand for the step."""

    for owner in sorted(owners):
        fire_zone(g, "added_to_hand", owner)


def _in_trash_or_limbo(g: Zones, uid: int) -> bool:
    """Where "this card" is after its [On Deletion] (the trash) or as it is used (limbo)."""
    return uid in g.players[g.owner_of(uid)].trash or uid in g.limbo


def _stack(g: Zones, perm: Permanent) -> str:
    return f"{perm.id} {g.defs[perm.cards[-1]].name}"


def _top_or_bottom(g: Zones, ctx: Ctx, where: str) -> Asks[str]:
    if where != "top_or_bottom":
        return where
    answer = yield from g.ask(
        ctx.player,
        Ask.WHERE,
        (mv(Verb.TOP), mv(Verb.BOTTOM)),
        "Top or bottom of the security stack?",
    )
    return answer.verb


def _de_digivolve(g: Zones, ctx: Ctx, perm: Permanent, amount: int) -> Does:
    """12-12: trash from the top, 1 up to `amount` cards, stopping at a level 3 card or
    when no digivolution cards are left."""
    if len(perm.cards) < 2:
        return False  # 12-12-2
    if amount > 1:
        moves = [mv(Verb.COUNT, str(n)) for n in range(1, amount + 1)]
        answer = yield from g.ask(ctx.player, Ask.COUNT, moves, "<De-Digivolve>: how many cards?")
        amount = int(answer.args[0])  # 12-12-3
    trashed = 0
    while trashed < amount and len(perm.cards) > 1:
        top = perm.cards[-1]
        g.trash_from_stack(perm, [top])
        trashed += 1
        if g.defs[perm.cards[-1]].level == 3:  # 12-12-5
            break
    if g.logging:
        g.log(f"<De-Digivolve> trashes {trashed} card(s) from the top of {g.named(perm)} (12-12)")
    return trashed > 0


def _same_digimon(steps: tuple[m.Step, ...], ctx: Ctx) -> tuple[m.Step, ...]:
    """ "For each Digimon you have, 1 of your opponent's Digimon gets -1000 DP": the rounds
    after the first change the Digimon the first chose, so it gets every round's change
    (BT5-035 Starmons); other steps choose anew each round."""
    if not any(isinstance(p, Permanent) for p in ctx.chosen):
        return steps
    return tuple(
        s.model_copy(update={"target": s.target.model_copy(update={"select": "that"})})
        if isinstance(s, m.Modify) and s.target.select == "one" and s.target.count == 1
        else s
        for s in steps
    )


def _shuffle_security(g: Zones, player: int) -> None:
    """ "Search your security stack ... Then, shuffle your security stack." (11-10)"""
    g.rng.shuffle(g.players[player].security)
    if g.logging:
        g.log(f"{PLAYER_NAMES[player]} shuffles the security stack (11-10)")


def _play(g: Zones, ctx: Ctx, step: m.Play, what: str) -> Does:
    zones = step.zones or (step.target.zone,)
    picked: list[int] = []
    for target in (step.target, *step.also):
        before = len(picked)
        for zone in zones:
            t = target.model_copy(update={"zone": zone})
            if len(picked) > before and t.select != "all":
                break
            picked += yield from choose.cards(g, ctx, t, what, taken=picked)
    if "security" in zones:  # the player looked through it (a search)
        _shuffle_security(g, ctx.player)
    played = []
    banned = no_digimon_plays(g)
    for uid in picked:
        card = g.defs[uid]
        if card.category not in ("digimon", "tamer"):
            continue
        if banned and card.category == "digimon":
            if g.logging:
                g.log(f"{card.name} isn't played: players can't play Digimon by effects")
            continue
        if step.to_breeding:
            if card.category != "digimon" or g.players[ctx.player].breeding is not None:
                continue  # 3-4-4: one Digimon, in an empty breeding area
            g.take_card(uid)
            played.append(g.play_to_breeding(uid, ctx.player))
            continue
        cost = 0 if step.free else card.cost or 0
        g.take_card(uid)
        g.limbo.append(uid)
        under: list[int] = []
        if card.xros is not None:  # 7-2-6-6
            under = yield from digixros.by_effect(g, ctx.player, uid, what)
            if not q.players_cant(g, "reduce_play_costs"):
                cost = max(0, cost - card.xros.reduce * len(under))  # 7-2-6-13, 7-2-6-14
        g.pay(cost) if ctx.player == g.turn_player else None
        perm = g.play_from_limbo(
            uid,
            ctx.player,
            on_play=not step.no_on_play,
            by_effect=True,
            under=under[::-1],
            suspended=step.suspended,
        )
        played.append(perm)
    ctx.chosen = list(played)
    return bool(played)


def _in_order(g: Zones, player: int, cards: list[int], bottom: bool) -> Asks[None]:
    """ "Place the remaining cards at the bottom of (on top of) your deck in any order": the
    player moving them chooses the order (3-1-5-1), each under (on top of) the ones before
    it. The cards are revealed ones (11-9-1), in the deck until moved."""
    deck = g.players[player].deck
    where = "to the bottom of" if bottom else "on top of"
    ordered = yield from _chosen_order(
        g,
        player,
        cards,
        lambda u: mv(Verb.CARD, g.defs[u].number),
        Ask.CARD,
        f"Which revealed card goes {where} your deck next? (3-1-5-1)",
    )
    for uid in ordered:
        deck.remove(uid)
        if bottom:
            deck.insert(0, uid)
        else:
            deck.append(uid)


def _stacks_in_order(
    g: Zones, player: int, stacks: list[Permanent], where: str
) -> Asks[list[Permanent]]:
    """Several Digimon to their owners' decks at once: the player whose effect moves them
    chooses the order in each deck (3-1-5-1), each under (on top of) the ones before it."""
    word = "to the bottom of" if where == "bottom" else "on top of"
    out: list[Permanent] = []
    for owner in dict.fromkeys(p.owner for p in stacks):
        out += yield from _chosen_order(
            g,
            player,
            [p for p in stacks if p.owner == owner],
            lambda p: mv(Verb.TARGET, p.id),
            Ask.TARGET,
            f"Which Digimon goes {word} its owner's deck next? (3-1-5-1)",
            same=lambda p: g.defs[p.cards[-1]].number,
        )
    return out


def _chosen_order(
    g: Zones,
    player: int,
    items: list[_T],
    move: Callable[[_T], Move[Verb]],
    kind: Ask,
    prompt: str,
    same: Callable[[_T], object] | None = None,
) -> Asks[list[_T]]:
    """The order `player` gives `items` placed together (3-1-5-1), asked one at a time:
    which goes next. Items alike (`same`, or the same answer) make no choice among
    themselves, and the last one needs no question."""
    rest = list(items)
    out: list[_T] = []
    while rest:
        pick = rest[0]
        if len({(same or move)(x) for x in rest}) > 1:
            moves = list(dict.fromkeys(move(x) for x in rest))
            answer = yield from g.ask(player, kind, moves, prompt)
            pick = next(x for x in rest if move(x) == answer)
        rest.remove(pick)
        out.append(pick)
    return out


def no_digimon_plays(g: Zones) -> bool:
    """ "Players can't play Digimon by effects" is in force."""
    rule = "play_digimon_by_effects"
    return f"players_cant_{rule}" in g.grantable and q.players_cant(g, rule)


def next_time_costs(g: Zones, perm: Permanent, card: m.Card, base: int | None = None) -> Asks[None]:
    """ "The next time one of your green Digimon digivolves this turn, you may suspend 1 of
    your Digimon to reduce the memory cost ...": as that digivolution happens, its player
    chooses whether to pay (11-7); declined, the reduction is gone all the same. Declining is
    offered only where the digivolution stays affordable without it (`base`: the cost an
    effect digivolves for, before reductions; the card's digivolution cost otherwise)."""

    for entry in list(g.next_digivolution):
        player, step, made = entry
        if (
            player != perm.owner
            or not step.cost
            or not legal.next_fits(g, step, perm, card)
            or not legal.cost_payable(g, player, step.cost)
        ):
            continue
        g.next_digivolution.remove(entry)
        if base is None:
            full = legal.digivolve_cost(g, perm, card)
        else:
            full = max(0, base - legal.next_reduction(g, perm, card))
        moves = (
            (mv(Verb.YES), mv(Verb.NO)) if full is not None and legal.affordable(g, full) else ()
        )
        prompt = f"{_name(g, made)}: pay to reduce the digivolution cost by {step.amount}?"
        answer = yield from g.ask(player, Ask.OPTIONAL, moves or (mv(Verb.YES),), prompt)
        if answer.verb is Verb.YES:
            yield from run_steps(g, made, step.cost)
            paid = step.model_copy(update={"cost": ()})
            g.next_digivolution.append((player, paid, made))  # applies now, then used up


def _digivolve(g: Zones, ctx: Ctx, step: m.Digivolve, what: str) -> Does:
    """Digivolving by an effect (8-1-2): this Digimon, or one of the player's Digimon the
    step names that can digivolve into one of the cards (chosen first), from the hand, the
    trash or revealed cards."""

    if step.who is None:
        perm = ctx.source
        if perm is None or not q.in_battle_area(g, perm) or g.info[perm.cards[-1]].token:
            return False  # 4-19-2-1: a token can't digivolve
        options = _digivolve_options(g, ctx, step, perm)
    else:
        able = {}
        for p in q.candidates(g, step.who, ctx.player):
            if (step.who.other and p is ctx.source) or g.info[p.cards[-1]].token:
                continue
            if found := _digivolve_options(g, ctx, step, p):
                able[p.id] = (p, found)
        if not able:
            return False
        pick = next(iter(able))
        if len(able) > 1:
            moves = [mv(Verb.TARGET, pid) for pid in able]
            answer = yield from g.ask(
                ctx.player, Ask.TARGET, moves, f"{what}: which Digimon digivolves?"
            )
            pick = answer.args[0]
        perm, options = able[pick]
    if not options:
        return False
    moves = [mv(Verb.CARD, n) for n in dict.fromkeys(g.defs[u].number for u, _, _ in options)]
    moves.append(mv(Verb.DONE))
    answer = yield from g.ask(ctx.player, Ask.CARD, moves, f"{what}: digivolve into which card?")
    if answer.verb is Verb.DONE:
        return False
    uid, cost, base = next(o for o in options if g.defs[o[0]].number == answer.args[0])
    if g.next_digivolution and base:
        yield from next_time_costs(g, perm, g.defs[uid], base)
        cost = max(0, base - legal.next_reduction(g, perm, g.defs[uid]))
    g.take_card(uid)
    yield from g.digivolve_by_effect(perm, uid, cost, ctx.revealed)
    return True


def _digivolve_options(
    g: Zones, ctx: Ctx, step: m.Digivolve, perm: Permanent
) -> list[tuple[int, int, int]]:
    """The cards `perm` may digivolve into by the step, each with its cost now and its cost
    before "the next time" reductions; only those the player can pay (8-1-2)."""

    pool = choose.zone_cards(g, ctx, step.into)
    options = []
    for uid in pool:
        card = g.defs[uid]
        if card.category != "digimon" or not q.card_holds(g, step.into, uid):
            continue
        req = legal.digivolve_requirement(g, perm, card, bool(step.into.colors))
        if req is None and (not step.ignore_requirements or legal.must_meet_requirements(g)):
            continue
        base = 0 if step.free else (step.cost if step.cost is not None else req.cost if req else 0)
        if step.reduce:
            base = max(0, base - step.reduce)
        cost = base
        if cost and g.next_digivolution:
            cost = max(0, cost - legal.next_reduction(g, perm, card))
        options.append((uid, cost, base))
    return [(u, c, b) for u, c, b in options if legal.affordable(g, c)]


def _play_digivolution_card(g: Zones, ctx: Ctx, step: m.PlayDigivolutionCard) -> Does:
    """Play a Digimon card from among a Digimon's digivolution cards (ST2-15)."""
    options: dict[Move, tuple[Permanent, int]] = {}
    for perm in (
        q.candidates(g, step.target, ctx.player)
        if step.target.select != "this"
        else ([ctx.source] if ctx.source is not None and q.in_battle_area(g, ctx.source) else [])
    ):
        for uid in perm.cards[:-1]:
            card = g.defs[uid]
            if card.category == "digimon" and (
                step.max_level is None or (card.level or 0) <= step.max_level
            ):
                options.setdefault(mv(Verb.CARD, perm.id, card.number), (perm, uid))
    if not options:
        g.log("no Digimon card to play from digivolution cards (1-3-2)")
        return False
    if no_digimon_plays(g):
        g.log("players can't play Digimon by effects")
        return False
    answer = yield from g.ask(
        ctx.player, Ask.CARD, tuple(options), "Choose a Digimon card under one of your Digimon"
    )
    perm, uid = options[answer]
    g.lift_from_stack(perm, uid)
    g.limbo.append(uid)
    g.play_from_limbo(uid, ctx.player, by_effect=True)
    return True


def _place_this_under(g: Zones, ctx: Ctx, step: m.PlaceThisUnder, what: str) -> Does:
    """This Digimon's top card under another of the player's Digimon as its bottom
    digivolution card: it leaves the battle area without being deleted, and its digivolution
    cards go to the trash, as when a Digimon is placed under a card by DigiXros (7-2-6-15-4)
    or leaves for the hand (11-5-1)."""
    src = ctx.source
    if src is None or not q.in_battle_area(g, src) or src.cards[-1] != ctx.card:
        return False
    other = step.target.model_copy(update={"other": True})
    hosts = yield from choose.permanents(g, ctx, other, f"{what}: under which Digimon?")
    if not hosts or g.info[hosts[0].cards[-1]].token:
        return False  # 4-19-2-2: no card goes under a token
    host = hosts[0]
    g.leave(src)
    g.end_modifiers_on(src.id)
    g.to_zone(g.players[src.owner].trash, src.cards[:-1])
    g.stack_under(host, src.cards[-1])
    if g.logging:
        g.log(f"{src.id} {g.defs[ctx.card].name} goes under {g.named(host)}")
    return True


def _mind_link(g: Zones, ctx: Ctx) -> Does:
    """12-28-1: this Tamer (its top card; what was under it goes to the trash) becomes the
    bottom digivolution card of 1 of your Digimon with no Tamer card among its digivolution
    cards; its inherited effects then work for that Digimon (12-28-2)."""
    tamer = ctx.source
    if tamer is None or not q.in_battle_area(g, tamer) or tamer.cards[-1] != ctx.card:
        return False
    defs, info = g.defs, g.info
    hosts = {
        mv(Verb.TARGET, p.id): p
        for p in g.players[ctx.player].battle
        if info[p.cards[-1]].is_digimon
        and not info[p.cards[-1]].token  # 4-19-2-2
        and not any(defs[u].category == "tamer" for u in p.cards[:-1])
    }
    if not hosts:
        return False
    answer = yield from g.ask(
        ctx.player, Ask.TARGET, tuple(hosts), "<Mind Link>: under which Digimon?"
    )
    host = hosts[answer]
    g.leave(tamer)
    g.to_zone(g.players[tamer.owner].trash, tamer.cards[:-1])
    g.stack_under(host, ctx.card)
    _placed_under(g, ctx, host)
    if g.logging:
        g.log(f"<Mind Link>: {defs[ctx.card].name} goes under {g.named(host)} (12-28-1)")
    return True


def _dna_digivolve(g: Zones, ctx: Ctx, what: str) -> Does:
    """DNA digivolving by an effect (8-1-3-8): this Digimon and another of the player's,
    into a card in the hand, paying its DNA digivolution cost."""

    src = ctx.source
    if src is None or not q.in_battle_area(g, src):
        return False
    moves = []
    budget = g.memory + 10 if ctx.player == g.turn_player else 10 - g.memory
    for uid in dict.fromkeys(g.players[ctx.player].hand):
        card = g.defs[uid]
        for a, b in legal.dna_pairs(g, card, ctx.player):
            if src in (a, b) and legal.dna_cost(g, a, card) <= budget:
                moves.append(mv(Verb.DNA, a.id, b.id, card.number))
    moves = list(dict.fromkeys(moves))
    if not moves:
        return False
    moves.append(mv(Verb.DONE))
    answer = yield from g.ask(ctx.player, Ask.DNA, moves, f"{what}: DNA digivolve?")
    if answer.verb is Verb.DONE:
        return False
    a_id, b_id, number = answer.args
    uid = next(u for u in g.players[ctx.player].hand if g.defs[u].number == number)
    g.take_card(uid)
    yield from g.dna_digivolve(g.permanent(a_id), g.permanent(b_id), uid)
    return True
