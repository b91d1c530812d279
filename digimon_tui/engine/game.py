"""The game: a state machine that asks questions.

`game.pending` says who must decide what, and lists the legal moves; `game.apply(move)`
takes one answer and runs the rules until the next question or the end of the game.
The rules themselves run as one generator (`_run`) that yields a `Decision` whenever a
player must choose, so the procedure reads in the order of the Comprehensive Rules and
never waits on, or calls, a user interface.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, assert_never

from digimon_tui.cards.model import Card
from digimon_tui.loop.decision import new_decision
from digimon_tui.loop.moves import TEXTS, IllegalMove, Move, UnknownVerb, mv, parse

from . import (
    app_fusion,
    burst,
    delay,
    digisorption,
    digixros,
    effects,
    hand,
    keywords,
    legal,
    link,
    refusals,
    special,
    steps,
    training,
    triggers,
)
from . import attack as attacks
from . import queries as q
from .actions import Actions
from .field import GameOver
from .perform import run_steps
from .state import PLAYER_NAMES, Format, Permanent, Triggered
from .verbs import Ask, Asks, V, Verb, is_main

MAIN_PROMPT = "Main phase: what do you do?"
_HATCH, _MOVE, _SKIP = mv(V.HATCH), mv(V.MOVE), mv(V.SKIP)
"""The breeding phase's answers (6-4): moves are values, made once."""
RULE_0DP = "0 DP, 17-1-3-1-1, 17-1-3-2-1"
LOOP_LIMIT = 500
"""Effects activating one after another with no decision between them: more than this is
an infinite loop that neither player can stop (18-3-2)."""


class Game(Actions):
    """One game of the Digimon Card Game between p1 and p2."""

    __slots__ = ()

    plain_steps = steps.PLAIN
    asking_steps = steps.ASKING

    # ---- building a game --------------------------------------------------------------

    @classmethod
    def new(
        cls,
        cards: Mapping[str, Card],
        decks: Sequence[tuple[Sequence[str], Sequence[str]]],
        seed: int = 0,
        first: int | None = None,
        format: Format = Format.STANDARD,
    ) -> Game:
        """A new game from two (main deck, Digi-Egg deck) lists of card numbers (5-2),
        under the standard rules or Sealed's (`Format.SEALED`)."""
        g = cls(cards, seed)
        g.setup = {
            "type": "new",
            "seed": seed,
            "first": first,
            "decks": [{"main": list(m), "eggs": list(e)} for m, e in decks],
        }
        if format != Format.STANDARD:
            g.setup["format"] = g.format = Format(format)  # a caller's plain "sealed" too
        for p, (main, eggs) in enumerate(decks):
            g.players[p].deck = g.new_cards(main, p)
            g.players[p].eggs = g.new_cards(eggs, p)
        g.start(g._run_new_game(first))
        return g

    # ---- the question loop --------------------------------------------------------------

    def apply(self, move: str | Move[Verb]) -> None:
        """Answer the pending decision; an illegal move raises IllegalMove with the reason."""
        if type(move) is Move and type(move.verb) is Verb:
            m = move  # a listed move, as a random seat or a bot answers: nothing to read
        else:
            try:
                m = parse(move, Verb)
            except UnknownVerb as e:
                raise IllegalMove(refusals.why_illegal(self, e.text)) from None
        if self.pending is None or m not in self.pending.moves:  # forfeit is never listed
            if m.verb is Verb.FORFEIT:
                self.forfeit(self._forfeiter(m))
                return
            if self.pending is None:
                raise IllegalMove("the game is over")
            raise IllegalMove(refusals.why_illegal(self, m))
        self.moves.append(TEXTS[m])
        said = self.said(m) if self.secret_pending else m  # a secret answer stays hidden
        self.log("{}: {}", PLAYER_NAMES[self.pending.player], said)
        self.unasked = 0
        self._advance(m)

    def _forfeiter(self, m: Move[Verb]) -> int:
        if m.args:
            if m.args[0] not in PLAYER_NAMES:
                raise IllegalMove("forfeit takes p1 or p2")
            return PLAYER_NAMES.index(m.args[0])
        if self.pending is None:
            raise IllegalMove("the game is over")
        return self.pending.player

    def forfeit(self, player: int) -> None:
        """1-2-4: either player may forfeit at any time, and loses at once."""
        if self.pending is None:
            raise IllegalMove("the game is over")
        self.moves.append(f"forfeit {PLAYER_NAMES[player]}")
        self.winner = PLAYER_NAMES[1 - player]
        self.win_reason = f"{PLAYER_NAMES[player]} forfeited (1-2-4)"
        self.log(self.win_reason)
        assert self._proc is not None
        self._proc.close()
        self.pending = None

    # ---- the procedure -------------------------------------------------------------------

    def _run_new_game(self, first: int | None) -> Asks:
        try:
            yield from self._prepare(first)
            yield from self._turns(None)
        except GameOver:
            return

    def run_from(self, phase: str) -> Asks:
        """The procedure for a position that starts inside `phase` (scenario files)."""
        try:
            yield from self._turns(phase)
        except GameOver:
            return

    def _prepare(self, first: int | None) -> Asks:
        """5-2: shuffle, decide the first player, opening hands, redraws, security."""
        for pl in self.players:
            self.rng.shuffle(pl.deck)
            self.rng.shuffle(pl.eggs)
        if first is None:
            first = self.rng.randrange(2)
        self.turn_player = self.first_player = first
        self.log("{} goes first (5-2-1-3)", PLAYER_NAMES[first])
        for pl in self.players:
            self.draw(pl.index, 5)
        for p in (first, 1 - first):  # 5-2-1-4: first player first, once each
            answer = yield from self.ask(
                p,
                Ask.REDRAW,
                (mv(Verb.KEEP), mv(Verb.REDRAW)),
                "Keep this opening hand or redraw it?",
            )
            if answer.verb is Verb.REDRAW:
                pl = self.players[p]
                pl.deck += pl.hand
                pl.hand = []
                self.rng.shuffle(pl.deck)
                self.draw(p, 5)
                self.log("{} redraws the opening hand (5-2-1-5)", pl.name)
        for pl in self.players:  # 5-2-1-6: the deck's top card ends at the bottom
            for _ in range(5):
                if pl.deck:
                    pl.security.append(pl.deck.pop())
        self.memory = 0  # 5-2-1-7
        self.turn_number = 1

    def _turns(self, start: str | None) -> Asks:
        """6-1: the phases in order. The end of the turn comes as soon as the memory is on
        the opponent's side once pending effects are done (6-1-4-1), whatever the phase;
        then the remaining phases don't happen (15-16-13-1)."""
        phases = (
            self._start_of_turn,
            self._unsuspend_phase,
            self._draw_phase,
            self._breeding_phase,
            self._main_phase,
        )
        first = {None: 0, "breeding": 3, "main": 4}[start]
        while True:
            for phase in phases[first:]:
                if self.turn_over():
                    break
                yield from phase()
                if self.unsettled():
                    yield from self.settle()
            first = 0
            yield from self._end_of_turn()
            if not self.turn_over():  # 6-6-4: the turn goes on
                first = 4
                continue
            self.log("end of turn {} (6-6)", self.turn_number)
            self._switch_turn()

    def turn_over(self) -> bool:
        """6-1-4-1: the memory is far enough on the opponent's side for the turn to end (1,
        or what "The turn end condition is ..." says, `queries.turn_end_memory`)."""
        return self.memory < 0 and self.memory <= -q.turn_end_memory(self)

    def _start_of_turn(self) -> Asks | tuple[()]:
        """6-2-1-1: [Start of Your Turn] effects, and the opponent's [Start of Opponent's Turn]
        ones (15-16-11-2) (`yield from` it; like `settle`, no generator is made when there are
        none)."""
        pl = self.players[self.turn_player]
        self.log("— turn {}: {} (memory {}) —", self.turn_number, pl.name, self.memory)
        self.phase = "start"
        rare = self.board().rare
        if "start_of_your_turn" not in rare and "start_of_opponents_turn" not in rare:
            return ()
        if "start_of_your_turn" in rare:
            for perm in list(pl.battle):
                triggers.collect(self, perm, "start_of_your_turn")
        if "start_of_opponents_turn" in rare:
            for perm in list(self.players[1 - self.turn_player].battle):
                triggers.collect(self, perm, "start_of_opponents_turn")
        return self.settle()

    def _unsuspend_phase(self) -> tuple[()]:
        """6-2-1: the turn player's cards on the field unsuspend (the breeding area's too,
        which <Training> suspends, 16-41-1), and at the same time the opponent's Digimon
        with <Reboot> (16-11-5)."""
        self.phase = "unsuspend"
        tp = self.turn_player
        pl = self.players[tp]
        stacks = pl.battle if pl.breeding is None else [pl.breeding, *pl.battle]
        if "reboot" in self.grantable:
            foes = self.players[1 - tp].battle
            stacks = stacks + [p for p in foes if keywords.has(self, p, "reboot")]
        if "cant_unsuspend_in_unsuspend_phase" in self.grantable:
            stacks = [p for p in stacks if not q.cant(self, p, "cant_unsuspend_in_unsuspend_phase")]
        if "cant_unsuspend" in self.grantable:
            for perm in stacks:
                self.unsuspend(perm)
        else:
            woke = [p for p in stacks if p.suspended]
            for perm in woke:
                perm.suspended = False
            for perm in woke:
                triggers.fire_event(self, "unsuspended", perm)
        return ()  # a phase asks nothing here: `_turns` settles what it triggered

    def _draw_phase(self) -> tuple[()]:
        """6-3: draw 1, except the first player's first turn; an empty deck loses."""
        self.phase = "draw"
        tp = self.turn_player
        if self.turn_number > 1:
            if not self.players[tp].deck:
                name = PLAYER_NAMES[tp]
                self.end(1 - tp, f"{name} could not draw from an empty deck (1-2-3-2)")
            self.draw(tp, 1)
        return ()

    def _breeding_phase(self) -> Asks:
        """6-4: hatch, move, or do nothing; in Sealed, a level 3 Digimon from the hand may
        go into an empty breeding area instead (Sealed rules, Special Game Rules)."""
        self.phase = "breeding"
        pl = self.players[self.turn_player]
        moves = []
        if pl.breeding is None and pl.eggs:
            moves.append(_HATCH)
        if pl.breeding is None and self.format is Format.SEALED:
            moves += legal.breeding_placements(self, pl.index)
        if pl.breeding is not None and self.defs[pl.breeding.cards[-1]].dp is not None:
            moves.append(_MOVE)
        moves.append(_SKIP)
        answer = yield from self.ask(
            self.turn_player, Ask.BREEDING, moves, "Breeding phase: hatch, move or do nothing?"
        )
        if answer.verb is V.HATCH:
            self.hatch(pl.index)
        elif answer.verb is V.PLACE:
            uid = next(u for u in pl.hand if self.defs[u].number == answer.args[0])
            self.take_card(uid)
            perm = self.new_permanent(pl.index, [uid])
            self.to_breeding_area(perm)
            self.log("{} places {} in the breeding area (Sealed rules)", pl.name, perm)
        elif answer.verb is V.MOVE:
            self.move_from_breeding(pl.index)

    def _main_phase(self) -> Asks:
        """6-5: [Start of Your Main Phase] effects (15-16-13-1, 15-16-13-2), then actions until the
        memory
        passes to the opponent's side (6-1-4-1) or a pass."""
        tp = self.turn_player
        if self.phase != "main":
            self.phase = "main"
            rare = self.board().rare
            if "start_of_your_main_phase" in rare:
                pl = self.players[tp]
                bred = [] if pl.breeding is None else [pl.breeding]  # [Breeding] ones (15-14-4)
                for perm in [*pl.battle, *bred]:
                    triggers.collect(self, perm, "start_of_your_main_phase")
            if "start_of_opponents_main_phase" in rare:
                for perm in list(self.players[1 - tp].battle):
                    triggers.collect(self, perm, "start_of_opponents_main_phase")
            if "start_of_your_main_phase" in rare or "start_of_opponents_main_phase" in rare:
                yield from self.settle()
        while self.memory >= 0 or not self.turn_over():  # `turn_over`, its common case inline
            moves = legal.main_moves(self)
            if self.special:
                moves[-1:-1] = special.main_moves(self)  # before `pass`
            answer = yield new_decision((tp, Ask.MAIN, tuple(moves), MAIN_PROMPT, ()))
            verb, args = answer
            if TYPE_CHECKING:  # the main phase offers only main-phase actions
                assert is_main(verb)
            match verb:  # the commonest first
                case V.PASS:
                    self.memory = -3  # 6-5-1-7-1
                    who = PLAYER_NAMES[tp]
                    self.log("{} passes: memory goes to 3 for the opponent (6-5-1-7)", who)
                    break
                case V.ATTACK:
                    perm = self.permanent(args[0])
                    target = None if args[1] == "player" else self.permanent(args[1])
                    yield from attacks.attack(self, perm, target)
                case V.PLAY if len(args) > 1:
                    yield from digixros.play(self, args[0], args[2:])
                case V.PLAY:
                    yield from self._play_from_hand(args[0])
                case V.DIGIVOLVE if len(args) > 2:
                    pid, number, _, ally = args
                    yield from digisorption.digivolve(self, pid, number, ally)
                case V.DIGIVOLVE:
                    yield from self._digivolve(self.permanent(args[0]), args[1])
                case V.OPTION:
                    yield from self._use_option(args[0])
                case V.ACTIVATE if len(args) > 1:
                    yield from self._activate_inherited_main(self.permanent(args[0]), args[1])
                case V.ACTIVATE:
                    yield from self._activate_main(self.permanent(args[0]))
                case V.DELAY:
                    yield from delay.activate(self, args[0])
                case Verb.TRAIN:
                    yield from training.activate(self, args[0])
                case V.HAND:
                    yield from hand.activate(self, args[0])
                case V.BURST_DIGIVOLVE:
                    yield from burst.digivolve(self, *args)
                case Verb.APP_FUSE:
                    yield from app_fusion.fuse(self, *args)
                case Verb.LINK:
                    yield from link.link(self, *args)
                case V.DNA:
                    a, b, number = args
                    uid = self.take_from_hand(tp, number)
                    yield from self.dna_digivolve(
                        self.permanent(a), self.permanent(b), uid, action=True
                    )
                case _:
                    assert_never(verb)
            if self.unsettled():
                yield from self.settle()

    def _end_of_turn(self) -> Asks | tuple[()]:
        """15-16-12-1 .. 15-16-12-3: [End of Your Turn], [End of Opponent's Turn] and [End of All
        Turns] effects, and delayed
        "at the end of the turn" effects (15-8-3), trigger and activate (`yield from` it;
        like `settle`, no generator is made when there are none)."""
        tp = self.turn_player
        present = self.board().rare
        if "end_of_your_turn" in present:
            for perm in list(self.players[tp].battle):
                triggers.collect(self, perm, "end_of_your_turn")
        if "end_of_opponents_turn" in present:
            for perm in list(self.players[1 - tp].battle):
                triggers.collect(self, perm, "end_of_opponents_turn")
        if "end_of_all_turns" in present:  # 15-16-12-3: either player's turn
            for pl in (tp, 1 - tp):
                for perm in list(self.players[pl].battle):
                    triggers.collect(self, perm, "end_of_all_turns")
        if not self.board().granted.isdisjoint(keywords.AT_END_OF_TURN):
            keywords.at_end_of_turn(self)
        if not self.triggered and not self.delayed and not self.bursts:
            return ()
        return self._end_of_turn_effects()

    def _end_of_turn_effects(self) -> Asks:
        if self.delayed:  # due now, they wait with the [End of Your Turn] effects: the turn
            # player orders them all as one (15-8-3, 15-4-3-5-1; rulings Q5525, Q5527)
            due = [d for d in self.delayed if self._due_now(d[0], d[1].player)]
            self.delayed = [d for d in self.delayed if d not in due]
            self.triggered += [
                Triggered(
                    ctx.player, ctx.effect, ctx.card, ctx.source, ("delayed", i), delayed=(ctx, s)
                )
                for i, (_, ctx, s) in enumerate(due)
            ]
        yield from self.settle()
        if self.bursts:
            yield from burst.end_of_turn(self)

    def _due_now(self, when: str, player: int) -> bool:
        """Whether a delayed effect of `player` waits for the end of this turn: "at the end
        of the turn", or "at the end of your opponent's turn" in the opponent's turn."""
        return when == "turn" or (when == "opponents_turn" and player != self.turn_player)

    def run_delayed(self, when: str) -> Asks:
        """Delayed effects waiting for the end of the battle (15-8-3; those of the end of the
        turn wait with its [End of ...] effects, `_end_of_turn_effects`). They trigger
        together: the turn player's first, each player choosing the order of their own
        (15-4-3-5, 15-4-3-5-1; rulings Q4139, Q4142)."""
        due = [d for d in self.delayed if d[0] == when]
        if not due:
            return
        self.delayed = [d for d in self.delayed if d[0] != when]
        while due:
            mine = [d for d in due if d[1].player == self.turn_player] or due
            first = mine[0]
            if len(mine) > 1:
                labels = tuple(f"the delayed effect of {self.defs[d[1].card].name}" for d in mine)
                moves = [mv(V.FIRST, str(i)) for i in range(1, len(mine) + 1)]
                answer = yield from self.ask(
                    first[1].player, Ask.ORDER, moves, "Which effect activates first?", labels
                )
                first = mine[int(answer.args[0]) - 1]
            due.remove(first)
            _, ctx, delayed = first
            self.log("the delayed effect of {} activates (15-8-3)", self.defs[ctx.card].name)
            yield from run_steps(self, ctx, delayed)
            yield from self.settle()

    def _switch_turn(self) -> None:
        """6-6-3: "for the turn" effects end, the turn passes to the opponent."""
        n = self.turn_number
        self.end_modifiers(n)
        self.used_once.clear()
        self.this_turn.clear()
        if self.delayed:
            self.delayed = [d for d in self.delayed if d[0] != "turn"]
        self.next_digivolution.clear()
        self.memory = -self.memory
        self.turn_player = 1 - self.turn_player
        self.turn_number = n + 1

    # ---- main-phase actions ------------------------------------------------------------

    # ---- zones -------------------------------------------------------------------------

    # ---- what is in play: every change to an area, a stack or the lasting effects is made
    # here, so `version` moves with it and `board()` never answers from a stale index.

    # ---- rule processing -------------------------------------------------------------------

    def rule_check(self) -> Asks | tuple[()]:
        """17-1: Digimon at 0 DP are deleted; Digimon without DP are trashed.

        A generator only when something in force could interrupt a deletion (15-8-5-2)
        and there is a deletion to make; otherwise done at once.
        """
        while self.board().needs_rule_check:
            zero, trashed = self._rule_check_once()
            if not zero:
                if trashed:
                    continue
                return ()
            if not self.grantable.isdisjoint(keywords.INTERRUPTS):
                return self._rule_check_asking(zero)
            self._trash_deleted(zero, "zero_dp", RULE_0DP, None)
        return ()

    def _rule_check_asking(self, zero: list[Permanent]) -> Asks:
        """Deletions at 0 DP that may be interrupted; a Digimon that <Evade>s or purges
        its armor at 0 DP is checked again (16-19-2, 16-22-2)."""
        while True:
            if zero:
                yield from self.delete(zero, "zero_dp", RULE_0DP)
            if not self.board().needs_rule_check:
                return
            zero, trashed = self._rule_check_once()
            if not zero and not trashed:
                return

    def _rule_check_once(self) -> tuple[list[Permanent], bool]:
        """Trash Digimon without DP (17-1-3-2-1) and link cards that may not stay
        (17-1-3-2-5, 17-1-3-2-6); returns the Digimon at 0 DP that can be
        deleted, and whether any was trashed."""
        zero: list[Permanent] = []
        no_dp: list[Permanent] = []
        tp = self.turn_player
        board = self.last_board  # up to date: the callers have just asked for it
        check_dp = board.dp_can_drop
        tamers = check_dp and "as_digimon" in self.grantable
        for pl in (self.players[tp], self.players[1 - tp]):
            for perm in pl.battle:
                top = perm.cards[-1]
                if not self.info[top].is_digimon:
                    # 15-12-1-4: a Tamer treated as a Digimon is deleted at 0 DP like one
                    if tamers and q.is_digimon(self, perm) and q.dp(self, perm) == 0:
                        zero.append(perm)
                    continue
                base = self.defs[top].dp
                if base is None:
                    no_dp.append(perm)
                elif (check_dp or base == 0) and q.dp(self, perm) == 0:
                    zero.append(perm)
        for perm in no_dp:
            self.leave(perm)
            self.to_zone(self.players[perm.owner].trash, perm.cards)
            self.log("{} has no DP and is trashed (17-1-3-2-1)", perm)
        unlinked = board.stacks.linked and link.rule_check(self)
        if zero and "cant_be_deleted" in board.granted:  # stays at 0 DP, undeleted (15-1-3)
            zero = [p for p in zero if not q.cant(self, p, "cant_be_deleted")]
        return zero, bool(no_dp) or unlinked

    def settle(self) -> Asks | tuple[()]:
        """Rule checks, then pending effects one at a time (`yield from` it).

        A plain function, not a generator: most calls find nothing pending, and then
        no generator is made at all. The hottest callers ask `unsettled` first.
        """
        board = self.last_board if self.last_board.version == self.version else self.board()
        if board.needs_rule_check:
            asking = self.rule_check()
            if asking:
                return self._settle_after(asking)
        return self._activate_pending() if self.triggered else ()

    def _settle_after(self, asking: Asks) -> Asks:
        yield from asking
        yield from self.settle()

    def _activate_pending(self) -> Asks:
        """Pending effects one at a time: the turn player's first (15-4-3-5), each owner
        choosing the order of their own (15-4-3-5-1), and effects triggered meanwhile before
        the older ones (15-4-5-2)."""
        while self.triggered:
            batch, self.triggered = self.triggered, []
            while batch:
                tp = self.turn_player
                mine = [t for t in batch if t.player == tp] or batch
                t = mine[0]
                if len(mine) > 1:  # only the effects that would activate are ordered (15-8-3)
                    ready = [x for x in mine if effects.would_activate(self, x)]
                    t = ready[0] if ready else t  # the others wait: each is checked when next
                    if len(ready) > 1:
                        labels = tuple(effects.describe(self, x) for x in ready)
                        moves = [mv(V.FIRST, str(i)) for i in range(1, len(ready) + 1)]
                        answer = yield from self.ask(
                            t.player, Ask.ORDER, moves, "Which effect activates first?", labels
                        )
                        t = ready[int(answer.args[0]) - 1]
                batch.remove(t)
                self.unasked += 1
                if self.unasked > LOOP_LIMIT:
                    self.draw_game("an infinite loop that neither player can stop (18-3-2)")
                self.waiting.append(batch)
                if t.delayed is not None:
                    ctx, steps = t.delayed
                    self.log("the delayed effect of {} activates (15-8-3)", self.defs[t.card].name)
                    yield from run_steps(self, ctx, steps)
                elif t.effect.keyword is not None:
                    yield from keywords.activate(self, t)
                else:
                    yield from effects.activate(self, t)
                self.waiting.pop()
                yield from self.settle()

    def activate_waiting(self) -> Asks:
        """An attack made by a pending effect reaches a check timing with the effects that
        were pending beside it still waiting: they activate there, after those its attack
        declaration triggered (15-4-5-2; ruling Q2491: a second "this Digimon attacks" then
        fails, an attack being under way, 11-2-4)."""
        for batch in self.waiting:
            self.triggered += batch
            batch.clear()
        yield from self.settle()

    # ---- what a move may reveal ------------------------------------------------------------

    def secrets(self) -> dict[str, object]:
        """Values that change whenever a move brings a hidden card into view or re-randomizes
        a hidden order: each player's deck, security and Digi-Egg deck sizes and the random
        generator's state. Conservative (a card moved from the deck to security counts as
        seen), so the table asks before undoing such a move; never called while simulating."""
        out: dict[str, object] = {}
        for pl in self.players:
            out[f"{pl.name}'s deck"] = len(pl.deck)
            out[f"{pl.name}'s security"] = len(pl.security)
            out[f"{pl.name}'s Digi-Egg deck"] = len(pl.eggs)
        out["a shuffle"] = self.rng.getstate()
        return out
