"""What a player does in the main phase and what effects make happen with the same rules:
play, digivolve (also DNA), use an Option, activate a [Main] effect, delete.

`Actions` sits between the steps and keywords (which call these through `Zones`) and
the procedure (`Game`), which offers the actions and settles what they trigger.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from digimon_tui.cards.model import Card, Effect

from . import effects, hybrid, keywords, legal, perform, triggers
from . import queries as q
from . import sized_reductions as sized
from .context import Ctx
from .perform import run_steps
from .state import PLAYER_NAMES, Permanent, Triggered
from .verbs import Asks
from .zones import Zones


class Actions(Zones):
    """The actions of the main phase and of effects."""

    __slots__ = ()

    def _play_from_hand(self, number: str) -> Asks:
        tp = self.turn_player
        uid = self.take_from_hand(tp, number)
        self.limbo.append(uid)  # it waits there while a reduction's cost is asked (7-1-1)
        card = self.defs[uid]
        cost = legal.play_cost(self, tp, card)
        under: list[int] = []
        if self.info[uid].play_reductions:
            cost = yield from self._pay_play_reductions(uid, cost, under)
        if "field_play_reductions" in self.board().rare:
            offered = []  # each takes off what the ones before it left (a cost stops at 0)
            for src, eff, amount in legal.field_play_reductions(self, tp, card):
                if min(amount, cost):
                    offered.append((src, eff, min(amount, cost)))
                    cost -= min(amount, cost)
            cost = yield from self._offer_reductions(tp, offered, cost, "play")
        self.pay(cost)
        self.log("{} plays {} for {} memory (7-1)", PLAYER_NAMES[tp], card.name, cost)
        for u in under:  # placed under it by a reduction's cost (BT15-102)
            self.limbo.remove(u)
        self.play_from_limbo(uid, tp, under=under, xros=False)  # the main phase settles it

    def _pay_play_reductions(self, uid: int, cost: int, under: list[int]) -> Asks[int]:
        """A play reduction with a cost (15-8-5-1): `cost` counts it; the player pays its cost
        now, or declines and pays the memory, unless the play could then not be paid for.
        Cards its cost places "under it" are added to `under`, bottom first."""
        tp = self.turn_player
        name = self.defs[uid].name
        for eff, amount in legal.costed_play_reductions(self, tp, self.defs[uid]):
            ctx = Ctx(tp, None, uid, sized.at_least(self, eff, amount, cost))
            if not (yield from self._reduce(name, ctx, legal.affordable(self, cost + amount))):
                cost += amount
                continue
            taken = sized.taken_off(self, eff, ctx, amount)
            cost += amount - taken
            under[:0] = [u for u in ctx.paid if isinstance(u, int) and u in self.limbo][::-1]
            self.log("{}: its play cost is {} less (15-8-5-1)", name, taken)
        return cost

    def _reduce(self, name: str, ctx: Ctx, may_decline: bool) -> Asks[bool]:
        """Whether an optional cost reduction is taken (15-8-5-1): the player is asked only where
        declining it leaves the cost payable; taken, its own cost is paid now."""
        if may_decline:
            what = f"{name}: {effects.text_of(ctx.effect)}"
            if (yield from effects.may_steps(self, ctx, what)) is None:
                return False
        for step in ctx.effect.cost:  # "that Digimon" is the one the cost is reduced for
            ctx.chosen = []
            yield from run_steps(self, ctx, (step,))
            ctx.paid += ctx.chosen  # "the deleted Digimon" (15-7)
        return True

    def play_from_limbo(
        self,
        uid: int,
        player: int,
        *,
        on_play: bool = True,
        by_effect: bool = False,
        under: Sequence[int] = (),
        xros: bool = True,
        suspended: bool = False,
        from_sources: bool = False,
        from_trash: bool = False,
    ) -> Permanent:
        """Place a card as a new Digimon or Tamer, with `under` (bottom first) as its
        digivolution cards (DigiXros, 7-2-3-3; not `xros`: cards a reduction's cost placed under
        it, BT15-102); its [On Play] effects trigger (15-16-2-1),
        unless the effect that plays it says they don't. An effect may play it `suspended`:
        it enters suspended, without becoming suspended; `from_sources`: from under a
        Digimon, known to what its play triggers ("if played from digivolution cards");
        `from_trash`: from a trash ("when you play a Digimon from your trash")."""
        self.limbo.remove(uid)
        perm = self.new_permanent(player, [*under, uid])
        perm.played_turn = self.turn_number  # 7-1-2-1
        perm.digixrossed = len(under) if xros else 0
        perm.played_by_effect = by_effect
        if from_sources:
            perm.from_sources_turn = self.turn_number
        if from_trash:
            perm.from_trash_turn = self.turn_number
        perm.suspended = suspended
        self.to_battle_area(perm)
        self.log("{} enters the battle area", perm)
        if on_play:
            triggers.collect(self, perm, "on_play")
        if "blitz" in self.grantable:
            keywords.on_enter(self, perm, "on_play")
        # "when you play a Tamer" too; "a Digimon" is not a Tamer played as one (15-12-1-4)
        triggers.fire_event(self, "played", perm, "effect" if by_effect else None)
        return perm

    def _digivolve(self, perm: Permanent, number: str) -> Asks:
        """8-1-3: stack, pay, draw the digivolution bonus, then [When Digivolving]."""
        card = self.cards[number]
        as_is = hybrid.from_tamer_as_is(self, perm, card)  # no "would digivolve" (Q2979)
        tamer = self.defs[perm.cards[-1]].category == "tamer"
        if tamer and card.onto_tamer is not None and card.onto_tamer.by_placing:
            yield from hybrid.place_cost(self, perm.owner, card)  # first (ruling Q1688)
        if (
            not as_is
            and "digivolve_reductions" in self.board().rare
            and triggers.would_digivolve(self, perm, card)
        ):
            yield from self.settle()  # "when this Digimon would digivolve, <Recovery +1>" first
        if self.next_digivolution:  # "you may ... to reduce the memory cost" is asked first
            yield from perform.next_time_costs(self, perm, card)
        cost = legal.digivolve_cost(self, perm, card)
        assert cost is not None
        legal.take_reductions(self, perm, card)
        if not as_is:
            cost = yield from self._pay_hand_reductions(perm, card, cost)
        if not as_is and "field_digivolve_reductions" in self.board().rare:
            cost = yield from self._choose_reductions(perm, card, cost)
        uid = self.take_from_hand(self.turn_player, number)
        yield from self.digivolve_by_effect(perm, uid, cost)

    def _pay_hand_reductions(self, perm: Permanent, card: Card, cost: int) -> Asks[int]:
        """The card's own reductions with a cost (15-8-5-1), as `_pay_play_reductions`: `cost`
        counts each; the player pays its cost now, or declines and pays the memory."""
        hand = self.players[perm.owner].hand
        uid = next(u for u in hand if self.defs[u].number == card.number)
        for eff, amount in legal.costed_hand_reductions(self, perm, card):
            ctx = Ctx(perm.owner, perm, uid, eff)
            if not (yield from self._reduce(card.name, ctx, legal.affordable(self, cost + amount))):
                cost += amount
            else:
                self.log("{}: the digivolution costs {} less (15-8-5-1)", card.name, amount)
        return cost

    def _choose_reductions(self, perm: Permanent, card: Card, cost: int) -> Asks[int]:
        """ "you may suspend this Tamer to reduce the memory cost of the digivolution by 1"
        (15-8-5-1): `cost` counts every such reduction."""
        offered = legal.field_reductions(self, perm, card)
        return (yield from self._offer_reductions(perm.owner, offered, cost, "digivolution", perm))

    def _offer_reductions(
        self,
        player: int,
        offered: list[tuple[Permanent, Effect, int]],
        cost: int,
        what: str,
        event: Permanent | None = None,
    ) -> Asks[int]:
        """The reductions cards in play give a digivolution or a play (15-8-5-1), `cost`
        counting them all: each is offered, and one the player declines (a "you may" or a
        "by ..." cost) is added back, unless the `what` could then not be paid for. `event`:
        the Digimon digivolving ("under that Digimon", BT12-087)."""
        for src, eff, amount in offered:
            name = f"{self.defs[src.cards[-1]].name} ({src.id})"
            sized_eff = sized.at_least(self, eff, amount, cost)
            ctx = Ctx(player, src, src.cards[-1], sized_eff, event=event)
            # declined, it is paid for as well: `cost` counts the reductions still to come
            may_decline = (eff.optional or bool(eff.cost)) and legal.affordable(self, cost + amount)
            if not (yield from self._reduce(name, ctx, may_decline)):
                cost += amount
                continue
            taken = sized.taken_off(self, eff, ctx, amount)  # BT13-103: what its cost took
            cost, amount = cost + amount - taken, taken
            if eff.per_turn:  # taken: one use (15-14-1-1); declined, none (15-14-1-4)
                key = legal.field_key(self, src, eff)
                self.used_once[key] = self.used_once.get(key, 0) + 1
            self.log("{}: the {} costs {} less (15-8-5-1)", name, what, amount)
        return cost

    def dna_digivolve(
        self, top: Permanent, bottom: Permanent, uid: int, action: bool = False
    ) -> Asks:
        """8-2-3: unsuspend both (their effects end), stack the right one under the left
        one, the card on top; pay; the bonus draw; [When Digivolving] knows it was DNA.
        The two Digimon's "when this Digimon would (DNA) digivolve" effects trigger first
        (15-8-3-1): as the main phase's `action` they activate before it, as an effect's
        step once the effect is done."""
        player = top.owner
        card = self.defs[uid]
        tops = (top.cards[-1], bottom.cards[-1])
        if "digivolve_reductions" in self.board().rare:
            fired = [triggers.would_digivolve(self, p, card, dna=True) for p in (top, bottom)]
            if action and any(fired):
                yield from self.settle()
        cost = legal.dna_cost(self, top, card, bottom)
        legal.take_reductions(self, top, card)
        names = f"{self.named(top)} and {self.named(bottom)}"
        self.end_modifiers_on(top.id, bottom.id)  # 8-2-2-1-1
        for key in [k for k in self.used_once if k[0] in (top.id, bottom.id)]:
            del self.used_once[key]  # 8-2-2-1-6: a new Digimon, its [X Per Turn] uses afresh
        self.leave(bottom)
        # Unsuspended, and it can attack this turn (8-2-2-1-7): a new Digimon that is neither
        # attacking nor the attack's target (8-2-2-1-3, 8-2-2-1-4).
        top = self.renew(top, bottom.cards + top.cards)
        self.stack_on(top, uid)
        if player == self.turn_player:
            self.pay(cost)
        self.this_turn.add(("digivolved", player))
        self.log("{} DNA digivolve into {} {} for {} (8-2)", names, top.id, card.name, cost)
        if self.draw(player, 1):
            self.log("{} draws 1 card: the digivolution bonus (8-2-3-3)", PLAYER_NAMES[player])
        triggers.collect(self, top, "when_digivolving", dna=True)
        triggers.fire_event(self, "digivolves", top)
        for was_top in tops:
            triggers.fire_digivolved_from(self, top, was_top, dna=True)
        yield from self.settle()

    def digivolve_by_effect(
        self,
        perm: Permanent,
        uid: int,
        cost: int,
        revealed: Sequence[int] = (),
        from_trash: bool = False,
    ) -> Asks:
        """8-1-3: a card (already taken from its zone) goes on top of `perm` for `cost`; the
        digivolution bonus, and its [When Digivolving] effects trigger. Also what digivolving
        by an effect does; `revealed`: the cards that effect revealed, which the bonus draw
        passes over (15-15-3). The triggered effects activate when the caller settles: after
        the action, or after the whole effect that digivolved it: until then they are
        pending (15-4-4-1; BT9-104's ruling Q5976). `from_trash`: the card came from the
        trash ("if digivolving from the trash")."""
        player = perm.owner
        was_top = perm.cards[-1]
        old = self.defs[was_top].name
        as_digimon = not hybrid.from_tamer_as_is(self, perm, self.defs[uid])
        if as_digimon and "field_digivolve_effects" in self.board().rare:
            yield from keywords.before_digivolving(self, perm, uid)
        if self.next_digivolution:
            legal.use_next_reduction(self, perm, self.defs[uid])
        self.stack_on(perm, uid)
        perm.digivolved_from_trash = from_trash
        if player == self.turn_player:
            self.pay(cost)
        if q.in_battle_area(self, perm):  # effects don't see the breeding area (3-4-7-5)
            self.this_turn.add(("digivolved", player))
        self.log("{} {} digivolves into {} for {} (8-1)", perm.id, old, self.defs[uid].name, cost)
        if self.draw(player, 1, revealed):
            self.log("{} draws 1 card: the digivolution bonus (8-1-3-3)", PLAYER_NAMES[player])
        if q.in_battle_area(self, perm):  # effects don't activate in the breeding area (3-4-7-4)
            triggers.collect(self, perm, "when_digivolving")
            if as_digimon:  # a Tamer digivolving as itself is not a Digimon that digivolves
                triggers.fire_event(self, "digivolves", perm)
                triggers.fire_digivolved_from(self, perm, was_top)
            if "blitz" in self.grantable:
                keywords.on_enter(self, perm, "when_digivolving")

    def _use_option(self, number: str) -> Asks:
        """6-5-1-3: reveal, pay, activate at once; then the card goes to the trash."""
        tp = self.turn_player
        cost = legal.play_cost(self, tp, self.cards[number])  # "when you would use this card"
        uid = self.take_from_hand(tp, number)
        yield from effects.use_option(self, tp, uid, cost)

    def _activate_main(self, perm: Permanent) -> Asks:
        """6-5-1-6-1: a [Main] effect of a Digimon or Tamer."""
        top = perm.cards[-1]
        main = self.info[top].main
        assert main is not None
        key = (perm.id, top, self.info[top].main_index)
        if main.per_turn:
            self.used_once[key] = self.used_once.get(key, 0) + 1
        yield from effects.activate_main(self, Ctx(perm.owner, perm, top, main), agreed=True)

    def _activate_inherited_main(self, perm: Permanent, number: str) -> Asks:
        """15-3-2: the inherited [Main] effect of a digivolution card `number` of `perm`, the
        uppermost copy not used up this turn (ruling Q3528)."""
        uid = legal.inherited_main_of(self, perm, number)
        assert uid is not None
        c = self.info[uid]
        main = c.inherited_main
        assert main is not None
        if main.per_turn:
            key = (perm.id, uid, c.inherited_main_index)
            self.used_once[key] = self.used_once.get(key, 0) + 1
        ctx = Ctx(perm.owner, perm, uid, main)
        yield from effects.activate_main(self, ctx, agreed=True, main=main)

    def delete(
        self,
        perms: Iterable[Permanent],
        cause: str,
        rule: str,
        by: int | None = None,
        battle: tuple | None = None,
    ) -> Asks[list[Permanent]]:
        """Delete Digimon/Tamers at the same time (4-15): first what would stop a
        deletion (15-8-5-2, `keywords.interrupt_deletion`), then whole stacks to the trash.

        `cause` is "battle", "security_battle", "effect" or "zero_dp"; `by` whose effect it
        is; `battle` the two that battled. Returns the Digimon deleted: only they trigger
        [On Deletion] and "when deleted" effects.
        """
        gone = [p for p in perms if q.in_play(self, p)]
        if gone and not self.grantable.isdisjoint(keywords.LEAVING):
            leaving = [p for p in gone if keywords.cannot_be_deleted(self, p, cause, by) is None]
            yield from keywords.before_leaving(self, leaving, by, cause)
            gone = [p for p in gone if q.in_play(self, p)]
        if gone and not self.grantable.isdisjoint(keywords.INTERRUPTS):
            gone = yield from keywords.interrupt_deletion(self, gone, cause, by)
        self._trash_deleted(gone, cause, rule, battle)
        return gone

    def _trash_deleted(
        self, gone: list[Permanent], cause: str, rule: str, battle: tuple | None
    ) -> None:
        """Deleted stacks to the trash (4-15-1); their deletion effects trigger (4-15-2)."""
        if not gone:
            return
        keyed: list[Triggered] = []
        if not self.grantable.isdisjoint(keywords.ON_DELETION):
            keyed = keywords.deletion_triggers(self, gone, cause, battle)
        kept = {}
        # "while ..., it gains "[On Deletion] ..."": read before the stacks leave (15-16-4)
        if "effects" in self.grantable and "effects" in self.board().granted:
            kept = {perm.id: triggers.persistent_gained(self, perm) for perm in gone}
        if "also_colors" in self.grantable:  # read before the stacks leave, as "kept" is
            for perm in gone:
                perm.colors_as_it_left = tuple(sorted(q.also_colors(self, perm)))
        bred = [p for p in gone if self.players[p.owner].breeding is p]  # seen by no effect
        for perm in gone:
            perm.deleted_in_battle = cause in keywords.BATTLE
            perm.deleted_by_effect = cause == "effect"
            self.leave(perm)
            self.to_zone(self.players[perm.owner].trash, perm.cards)
            self.log("{} is deleted ({})", perm, rule)
        since = len(self.triggered)
        for perm in gone:
            if perm in bred:  # 3-4-7-4, 3-4-7-6: a Digimon deleted in the breeding area
                continue
            triggers.collect(self, perm, "on_deletion", kept=kept.get(perm.id, ()))  # 4-15-2
            triggers.fire_event(self, "deleted", perm, cause)
        if len(gone) > 1:
            triggers.once_together(self, since)
        self.triggered += keyed
