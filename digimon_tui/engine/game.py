"""The game: a state machine that asks questions.

`game.pending` says who must decide what, and lists the legal moves; `game.apply(move)`
takes one answer and runs the rules until the next question or the end of the game.
The rules themselves run as one generator (`_run`) that yields a `Decision` whenever a
player must choose, so the procedure reads in the order of the Comprehensive Rules and
never waits on, or calls, a user interface.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, assert_never

from digimon_tui.cards.model import Card, Effect, ReduceNextDigivolution, Token
from digimon_tui.cards.pool import CardPool
from digimon_tui.loop.decision import new_decision
from digimon_tui.loop.machine import QuestionLoop
from digimon_tui.loop.moves import TEXTS, IllegalMove, Move, UnknownVerb, mv, parse
from digimon_tui.loop.rng import Rng

from . import attack as attacks
from . import (
    burst,
    delay,
    digisorption,
    digixros,
    effects,
    hand,
    keywords,
    legal,
    perform,
    special,
)
from . import queries as q
from .board import NOT_BUILT, Board, build_board
from .compiled import Compiled, compile_card, compiled
from .state import PLAYER_NAMES, Format, Modifier, Permanent, Player, Triggered
from .verbs import Ask, Asks, V, Verb, is_main

MAIN_PROMPT = "Main phase: what do you do?"
_HATCH, _MOVE, _SKIP = mv(V.HATCH), mv(V.MOVE), mv(V.SKIP)
"""The breeding phase's answers (6-5): moves are values, made once."""
RULE_0DP = "0 DP, 11-3-3"
TOKEN_CARDS = 10
"""Token cards each player brings to a game unless a scenario says otherwise: once all
are used, no more tokens are played (4-19-2-7)."""
LOOP_LIMIT = 500
"""Effects activating one after another with no decision between them: more than this is
an infinite loop that neither player can stop (13-1-1-1)."""


class GameOver(Exception):
    """Raised inside the rules when a player wins; ends the procedure."""


@dataclasses.dataclass(frozen=True, slots=True)
class _Dealt:
    """A list of card numbers looked up in a pool: each card, its compiled form, and what
    they may grant or need between them."""

    pool: Mapping[str, Card]
    defs: tuple[Card, ...]
    info: tuple[Compiled, ...]
    may_grant: frozenset[str]
    special: frozenset[str]


def _deal(pool: Mapping[str, Card], numbers: Sequence[str]) -> _Dealt:
    """Each number looked up once (a deck holds up to four of a card)."""
    defs: dict[str, Card] = {}
    infos: dict[str, Compiled] = {}
    for n in dict.fromkeys(numbers):
        card = pool.get(n)
        if card is None:
            raise ValueError(f"unknown card number {n!r}")
        defs[n] = card
        infos[n] = compiled(card)
    return _Dealt(
        pool,
        tuple(map(defs.__getitem__, numbers)),
        tuple(map(infos.__getitem__, numbers)),
        frozenset().union(*(c.may_grant for c in infos.values())),
        frozenset().union(*(c.special for c in infos.values())),
    )


_DEALT: dict[Sequence[str], _Dealt] = {}
"""Decks dealt from a `CardPool` so far, by their lists: a simulation deals the same two
decks to every game. A pool gives a number the same card for as long as it lives (its
sets are read once, its designer cards fixed), so only the pool's identity is checked;
other mappings may change and are looked up afresh."""


class Game(QuestionLoop[Verb]):
    """One game of the Digimon Card Game between p1 and p2."""

    # Read on every move: slots, not an instance dict (each read one step, no lookup).
    __slots__ = (
        "_ids", "_next_id", "_token_kinds", "attack_target", "attacking", "battling",
        "bursts", "cards", "defs", "delayed", "first_player", "format", "grantable", "info",
        "hidden_hands", "last_board", "limbo", "log_lines", "logging", "memory", "modifiers",
        "moves", "next_digivolution", "owners", "phase", "players", "removed", "rng",
        "secret_pending", "seed", "setup", "special", "this_turn", "token_cards", "triggered",
        "turn_number", "stack_version", "turn_player", "unasked", "used_once", "version",
        "win_reason", "winner",
    )  # fmt: skip

    def __init__(self, cards: Mapping[str, Card], seed: int = 0) -> None:
        super().__init__()
        self.cards = cards
        self.seed = seed
        self.rng = Rng(seed)
        self.defs: list[Card] = []
        self.info: list[Compiled] = []
        self.owners: list[int] = []
        self.grantable: set[str] = set()
        """Grant fields some card of this game could give (`Compiled.may_grant`): a keyword
        rule is looked for only when its keyword is here, so a keyword no card has costs
        nothing."""
        self.special: set[str] = set()
        """Special rules some card of this game brings (`Compiled.special`)."""
        self.hidden_hands = False
        """Two people share one screen, each hiding their hand from the other (`hide_hands`):
        a question whose answers come from cards only its player sees is then asked even
        with one answer, so that being asked or not tells the other player nothing."""
        self.secret_pending = False
        """The pending question's answers name cards only its player sees (`ask`)."""
        self.players = (Player(0), Player(1))
        self.turn_player = 0
        self.first_player: int | None = None
        """Who went first (5-2-1-4); None for a game set up from a position."""
        self.turn_number = 1
        self.phase = "setup"
        self.memory = 0
        """From the turn player's side: 3 = turn player has 3, -2 = opponent has 2 (4-1)."""
        self.winner: str | None = None
        self.win_reason = ""
        self.triggered: list[Triggered] = []
        self.modifiers: list[Modifier] = []
        self.version = 0
        """Moves whenever a stack, an area or the lasting effects change (see `board`)."""
        self.stack_version = 0
        """Moves with `version` when a stack or an area changes, and not for lasting
        effects: the index's part for the stacks is rebuilt only then."""
        self.last_board = NOT_BUILT
        """The index as last built: current while its `version` is the game's. `board()`
        checks and rebuilds; the hottest readers check inline, saving a call each."""
        self.used_once: dict[tuple, int] = {}
        """How many times each [Once/Twice Per Turn] effect activated this turn (4-15)."""
        self.limbo: list[int] = []
        """Cards in no area: an Option being used, a card flipped by a security check (3-1-2)."""
        self.attacking: Permanent | None = None
        self.attack_target: Permanent | None = None
        """What the attack in progress targets: None for the player."""
        self.this_turn: set[tuple[str, int]] = set()
        """What players have done this turn ("digivolved", "attacked"), for conditions."""
        self.delayed: list[tuple[str, effects.Ctx, tuple]] = []
        """Delayed effects waiting for the end of the turn or of the battle (10-1-6)."""
        self.next_digivolution: list[tuple[int, ReduceNextDigivolution, effects.Ctx]] = []
        """One-shot reductions of a player's next fitting digivolution this turn (13-3), with
        the effect that made each (its cost, if any, is paid by that effect)."""
        self.battling: tuple | None = None
        self.bursts: list[Permanent] = []
        """Digimon that burst digivolved this turn: their top card goes at its end (8-1-4-2)."""
        self.moves: list[str] = []
        self.log_lines: list[str] = []
        self.logging = True
        self.format = Format.STANDARD
        """The rules played by (`legal.breeding_placements`, the digivolution checks)."""
        self.setup: dict[str, Any] = {}
        """How this game began, for saving and replaying (see `serialize`)."""
        self._token_kinds: dict[Token, tuple[Card, Compiled]] = {}
        self.removed: list[int] = []
        """Tokens that ceased to exist (4-19-2-3): in no area."""
        self.token_cards = [TOKEN_CARDS, TOKEN_CARDS]
        """Token cards each player has not used yet (4-19-2-7): a token that ceased to
        exist was removed from the game, and its card stays used."""
        self.unasked = 0
        """Effects activated since the last decision (`LOOP_LIMIT`)."""
        self._next_id = [1, 1]
        self._ids: set[str] = set()

    # ---- building a game --------------------------------------------------------------

    def new_card(self, number: str, owner: int) -> int:
        """A card instance ("uid") of `number` owned by `owner`."""
        return self.new_cards((number,), owner)[0]

    def new_cards(self, numbers: Sequence[str], owner: int) -> list[int]:
        """Card instances of `numbers`, in order, owned by `owner`."""
        pool = self.cards
        kept = type(numbers) is tuple and type(pool) is CardPool  # see `_DEALT`
        dealt = _DEALT.get(numbers) if kept else None
        if dealt is None or dealt.pool is not pool:
            dealt = _deal(pool, numbers)
            if kept:
                if len(_DEALT) >= 64:
                    _DEALT.clear()
                _DEALT[numbers] = dealt
        self.grantable |= dealt.may_grant
        self.special |= dealt.special
        start = len(self.defs)
        self.defs += dealt.defs
        self.info += dealt.info
        self.owners += [owner] * len(numbers)
        return list(range(start, len(self.defs)))

    def new_token(self, token: Token, owner: int) -> int:
        """A token card (4-19-1) owned by `owner`: a card of this game alone, numbered
        `TKN-N` by the order its kind first appears."""
        kind = self._token_kinds.get(token)
        if kind is None:
            card = Card.model_construct(
                number=f"TKN-{len(self._token_kinds) + 1}",
                name=token.name,
                category=token.category,
                colors=token.colors,
                level=token.level,
                dp=token.dp,
                effects=tuple(Effect(keyword=k.keyword, value=k.value) for k in token.gains),
            )
            info = dataclasses.replace(compile_card(card), token=True, from_hand=None)
            kind = self._token_kinds[token] = (card, info)
            self.grantable |= info.may_grant
        self.defs.append(kind[0])
        self.info.append(kind[1])
        self.owners.append(owner)
        return len(self.defs) - 1

    def to_zone(self, zone: list[int], uids: Iterable[int]) -> None:
        """Cards of a stack into a zone outside the battle area; a token ceases to exist
        instead (4-19-2-3, 11-5-3)."""
        if self._token_kinds:
            uids = [u for u in uids if not self.info[u].token or self._vanish(u)]
        if "overflow" in self.special:
            uids = list(uids)
            self.overflow(uids)
        zone.extend(uids)

    def overflow(self, uids: Iterable[int]) -> None:
        """<Overflow> (11-4): each Digimon ACE card leaving the battle area or the cards
        under a card costs its owner memory at once (11-4-3), the turn player's first
        (11-4-4)."""
        aces = [u for u in uids if self.defs[u].overflow]
        for uid in sorted(aces, key=lambda u: self.owners[u] != self.turn_player):
            n = self.defs[uid].overflow or 0
            if self.logging:
                self.log(f"<Overflow> of {self.defs[uid].name}: lose {n} memory (11-4-1)")
            self.gain_memory(self.owners[uid], -n)

    def _vanish(self, uid: int) -> bool:
        """A token leaves the battle area: it is removed from the game (4-19-2-3)."""
        self.removed.append(uid)
        if self.logging:
            self.log(f"{self.defs[uid].name} Token ceases to exist (4-19-2-3)")
        return False

    def new_permanent(self, owner: int, cards: list[int], pid: str | None = None) -> Permanent:
        """A permanent with the given id, or the next free `p1-N` id (never reused)."""
        if pid is None:
            while True:
                pid = f"{PLAYER_NAMES[owner]}-{self._next_id[owner]}"
                self._next_id[owner] += 1
                if pid not in self._ids:
                    break
        elif pid in self._ids:
            raise ValueError(f"duplicate id {pid!r}")
        self._ids.add(pid)
        return Permanent(pid, owner, cards)

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

    def hide_hands(self) -> None:
        """Play on as two people at one screen (`hidden_hands`); kept in the setup, so that
        every replay of the game asks the same questions."""
        self.hidden_hands = True
        self.setup["hidden_hands"] = True

    # ---- the question loop --------------------------------------------------------------

    def apply(self, move: str | Move[Verb]) -> None:
        """Answer the pending decision; an illegal move raises IllegalMove with the reason."""
        if type(move) is Move and type(move.verb) is Verb:
            m = move  # a listed move, as a random seat or a bot answers: nothing to read
        else:
            try:
                m = parse(move, Verb)
            except UnknownVerb as e:
                raise IllegalMove(legal.why_illegal(self, e.text)) from None
        if self.pending is None or m not in self.pending.moves:  # forfeit is never listed
            if m.verb is Verb.FORFEIT:
                self.forfeit(self._forfeiter(m))
                return
            if self.pending is None:
                raise IllegalMove("the game is over")
            raise IllegalMove(legal.why_illegal(self, m))
        self.moves.append(TEXTS[m])
        if self.logging:
            self.log(f"{PLAYER_NAMES[self.pending.player]}: {self.said(m)}")
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
        """1-2-2: either player may forfeit at any time, and loses at once."""
        if self.pending is None:
            raise IllegalMove("the game is over")
        self.moves.append(f"forfeit {PLAYER_NAMES[player]}")
        self.winner = PLAYER_NAMES[1 - player]
        self.win_reason = f"{PLAYER_NAMES[player]} forfeited (1-2-2)"
        self.log(self.win_reason)
        assert self._proc is not None
        self._proc.close()
        self.pending = None

    def ask(
        self,
        player: int,
        kind: Ask,
        moves: Sequence[Move[Verb]],
        prompt: str,
        options: tuple[str, ...] = (),
        *,
        secret: bool = False,
    ) -> Asks[Move[Verb]]:
        """Put a question to a player. One possible answer is taken without asking,
        except in the main phase, where the player always decides, and for a `secret`
        question (its answers are cards only the player sees) when hands are hidden.
        The log never names the card a secret answer chose."""
        if len(moves) == 1 and kind is not Ask.MAIN and not (secret and self.hidden_hands):
            if self.logging:
                said = f"{moves[0].verb} (hidden)" if secret and moves[0].args else moves[0]
                self.log(f"{PLAYER_NAMES[player]}: {said} (the only choice)")
            return moves[0]
        self.secret_pending = secret
        answer = yield new_decision((player, kind, tuple(moves), prompt, options))
        return answer

    def said(self, move: Move[Verb]) -> str:
        """An answer to the pending question as the other player may read it: a secret
        answer's card stays hidden."""
        return f"{move.verb} (hidden)" if self.secret_pending and move.args else str(move)

    def log(self, text: str) -> None:
        if self.logging:
            self.log_lines.append(text)

    def draw_game(self, reason: str) -> None:
        """Neither player wins (13-1-1-1); the procedure stops here."""
        self.winner = "draw"
        self.win_reason = reason
        if self.logging:
            self.log(f"the game is a draw: {reason}")
        raise GameOver

    def end(self, winner: int | str, reason: str) -> None:
        """A player wins (1-2); the procedure stops here."""
        self.winner = winner if isinstance(winner, str) else PLAYER_NAMES[winner]
        self.win_reason = reason
        if self.logging:
            self.log(f"{self.winner} wins: {reason}")
        raise GameOver

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
        if self.logging:
            self.log(f"{PLAYER_NAMES[first]} goes first (5-2-1-4)")
        for pl in self.players:
            self.draw(pl.index, 5)
        for p in (first, 1 - first):  # 5-2-1-6: first player first, once each
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
                if self.logging:
                    self.log(f"{pl.name} redraws the opening hand (5-2-1-7)")
        for pl in self.players:  # 5-2-2: the deck's top card ends at the bottom
            for _ in range(5):
                if pl.deck:
                    pl.security.append(pl.deck.pop())
        self.memory = 0  # 5-2-3
        self.turn_number = 1

    def _turns(self, start: str | None) -> Asks:
        """6-1: the phases in order. The end of the turn comes as soon as the memory is on
        the opponent's side once pending effects are done (6-7-1), whatever the phase;
        then the remaining phases don't happen (10-4-11-2)."""
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
                if self.memory < 0:
                    break
                yield from phase()
                if self.unsettled():
                    yield from self.settle()
            first = 0
            yield from self._end_of_turn()
            if self.memory >= 0:  # 6-7-4: the turn goes on
                first = 4
                continue
            if self.logging:
                self.log(f"end of turn {self.turn_number} (6-7)")
            self._switch_turn()

    def _start_of_turn(self) -> Asks | tuple[()]:
        """6-2: [Start of Your Turn] effects (`yield from` it; like `settle`, no generator
        is made when there are none)."""
        pl = self.players[self.turn_player]
        if self.logging:
            self.log(f"— turn {self.turn_number}: {pl.name} (memory {self.memory}) —")
        self.phase = "start"
        if "start_of_your_turn" not in self.board().rare:
            return ()
        for perm in list(pl.battle):
            effects.collect(self, perm, "start_of_your_turn")
        return self.settle()

    def _unsuspend_phase(self) -> tuple[()]:
        """6-3: the turn player's Digimon and Tamers unsuspend, and at the same time the
        opponent's Digimon with <Reboot> (12-11-4)."""
        self.phase = "unsuspend"
        tp = self.turn_player
        stacks = self.players[tp].battle
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
                effects.fire_event(self, "unsuspended", perm)
        return ()  # a phase asks nothing here: `_turns` settles what it triggered

    def unsuspend(self, perm: Permanent) -> None:
        """Unsuspend, unless a "can't unsuspend" effect holds it (1-3-3)."""
        if (
            perm.suspended
            and "cant_unsuspend" in self.grantable
            and q.cant(self, perm, "cant_unsuspend")
        ):
            if self.logging:
                self.log(
                    f"{attacks.name(self, perm)} can't unsuspend: an effect prevents it (1-3-3)"
                )
            return
        if perm.suspended:
            perm.suspended = False
            effects.fire_event(self, "unsuspended", perm)

    def _draw_phase(self) -> tuple[()]:
        """6-4: draw 1, except the first player's first turn; an empty deck loses."""
        self.phase = "draw"
        tp = self.turn_player
        if self.turn_number > 1:
            if not self.players[tp].deck:
                name = PLAYER_NAMES[tp]
                self.end(1 - tp, f"{name} could not draw from an empty deck (6-4-1-2)")
            self.draw(tp, 1)
        return ()

    def _breeding_phase(self) -> Asks:
        """6-5: hatch, move, or do nothing; in Sealed, a level 3 Digimon from the hand may
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
            if self.logging:
                name = self.defs[uid].name
                self.log(f"{pl.name} places {perm.id} {name} in the breeding area (Sealed rules)")
        elif answer.verb is V.MOVE:
            self.move_from_breeding(pl.index)

    def hatch(self, player: int) -> Permanent | None:
        """The top card of the Digi-Egg deck to an empty breeding area (6-5-1-1)."""
        pl = self.players[player]
        if pl.breeding is not None or not pl.eggs:
            return None
        perm = self.new_permanent(player, [pl.eggs.pop()])
        self.to_breeding_area(perm)
        if self.logging:
            self.log(f"{pl.name} hatches {perm.id} {self.defs[perm.cards[-1]].name} (6-5-1-1)")
        return perm

    def move_from_breeding(self, player: int) -> None:
        """The Digimon in the breeding area to the battle area (6-5-1-2)."""
        pl = self.players[player]
        moved = pl.breeding
        assert moved is not None
        self.leave(moved)
        self.to_battle_area(moved)
        if self.logging:
            self.log(f"{pl.name} moves {attacks.name(self, moved)} to the battle area (6-5-1-2)")

    def _main_phase(self) -> Asks:
        """6-6: [Start of Your Main Phase] effects (6-6-1), then actions until the memory
        passes to the opponent's side (6-7-1) or a pass."""
        tp = self.turn_player
        if self.phase != "main":
            self.phase = "main"
            if "start_of_your_main_phase" in self.board().rare:
                for perm in list(self.players[tp].battle):
                    effects.collect(self, perm, "start_of_your_main_phase")
                yield from self.settle()
        while self.memory >= 0:
            moves = legal.main_moves(self)
            if self.special:
                moves[-1:-1] = special.main_moves(self)  # before `pass`
            answer = yield new_decision((tp, Ask.MAIN, tuple(moves), MAIN_PROMPT, ()))
            verb, args = answer
            if TYPE_CHECKING:  # the main phase offers only main-phase actions
                assert is_main(verb)
            match verb:  # the commonest first
                case V.PASS:
                    self.memory = -3  # 6-6-3-2
                    if self.logging:
                        who = PLAYER_NAMES[tp]
                        self.log(f"{who} passes: memory goes to 3 for the opponent (6-6-3)")
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
                case V.ACTIVATE:
                    yield from self._activate_main(self.permanent(args[0]))
                case V.DELAY:
                    yield from delay.activate(self, args[0])
                case V.HAND:
                    yield from hand.activate(self, args[0])
                case V.BURST_DIGIVOLVE:
                    yield from burst.digivolve(self, *args)
                case V.DNA:
                    a, b, number = args
                    uid = self.take_from_hand(tp, number)
                    yield from self.dna_digivolve(self.permanent(a), self.permanent(b), uid)
                case _:
                    assert_never(verb)
            if self.unsettled():
                yield from self.settle()

    def _end_of_turn(self) -> Asks | tuple[()]:
        """6-7-2: [End of Your Turn] and [End of Opponent's Turn] effects, and delayed
        "at the end of the turn" effects (10-1-6), trigger and activate (`yield from` it;
        like `settle`, no generator is made when there are none)."""
        tp = self.turn_player
        present = self.board().rare
        if "end_of_your_turn" in present:
            for perm in list(self.players[tp].battle):
                effects.collect(self, perm, "end_of_your_turn")
        if "end_of_opponents_turn" in present:
            for perm in list(self.players[1 - tp].battle):
                effects.collect(self, perm, "end_of_opponents_turn")
        if not self.triggered and not self.delayed and not self.bursts:
            return ()
        return self._end_of_turn_effects()

    def _end_of_turn_effects(self) -> Asks:
        yield from self.settle()
        if self.delayed:
            yield from self.run_delayed("turn")
        if self.bursts:
            yield from burst.end_of_turn(self)

    def run_delayed(self, when: str) -> Asks:
        """Delayed effects waiting for the end of the turn or of the battle (10-1-6)."""
        due = [d for d in self.delayed if d[0] == when]
        if not due:
            return
        self.delayed = [d for d in self.delayed if d[0] != when]
        for _, ctx, steps in due:
            if self.logging:
                self.log(f"the delayed effect of {self.defs[ctx.card].name} activates (10-1-6)")
            yield from effects.run_steps(self, ctx, steps)
            yield from self.settle()

    def _switch_turn(self) -> None:
        """6-7-2-2: "for the turn" effects end, the turn passes to the opponent."""
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

    def take_from_hand(self, player: int, number: str) -> int:
        hand = self.players[player].hand
        info = self.info
        for i, uid in enumerate(hand):
            if info[uid].number == number:
                del hand[i]
                return uid
        raise KeyError(number)

    def pay(self, cost: int) -> None:
        """Pay a cost: move the counter toward the opponent's side (4-1-2-2)."""
        self.memory = max(-10, self.memory - cost)

    def gain_memory(self, player: int, amount: int) -> None:
        """Gains and losses belong to the effect's player (4-1-2-3); 10 is the cap (4-1-4)."""
        delta = amount if player == self.turn_player else -amount
        self.memory = max(-10, min(10, self.memory + delta))
        if self.logging:
            word = "gains" if amount > 0 else "loses"
            self.log(f"{PLAYER_NAMES[player]} {word} {abs(amount)} memory ({self.memory_where()})")

    def memory_where(self) -> str:
        """The memory counter named by side ("memory 1 on p1's side"): a number alone reads
        as the player the line is about, but the counter counts from the turn player's."""
        m = self.memory
        if m == 0:
            return "memory 0"
        side = self.turn_player if m > 0 else 1 - self.turn_player
        return f"memory {abs(m)} on {PLAYER_NAMES[side]}'s side"

    def _play_from_hand(self, number: str) -> Asks:
        tp = self.turn_player
        uid = self.take_from_hand(tp, number)
        self.limbo.append(uid)  # it waits there while a reduction's cost is asked (7-1)
        card = self.defs[uid]
        cost = legal.play_cost(self, tp, card)
        if self.info[uid].play_reductions:
            cost = yield from self._pay_play_reductions(uid, cost)
        self.pay(cost)
        rule = "7-3" if card.category == "tamer" else "7-2"
        if self.logging:
            self.log(f"{PLAYER_NAMES[tp]} plays {card.name} for {cost} memory ({rule})")
        self.play_from_limbo(uid, tp)  # the main phase settles what it triggers

    def _pay_play_reductions(self, uid: int, cost: int) -> Asks[int]:
        """A play reduction with a cost (13-3): `cost` counts it; the player pays its cost
        now, or declines and pays the memory, unless the play could then not be paid for."""
        tp = self.turn_player
        name = self.defs[uid].name
        for eff, amount in legal.costed_play_reductions(self, tp, self.defs[uid]):
            ctx = effects.Ctx(tp, None, uid, eff)
            if not (yield from self._reduce(name, ctx, legal.affordable(self, cost + amount))):
                cost += amount
            elif self.logging:
                self.log(f"{name}: its play cost is {amount} less (13-3)")
        return cost

    def _reduce(self, name: str, ctx: effects.Ctx, may_decline: bool) -> Asks[bool]:
        """Whether an optional cost reduction is taken (13-3): the player is asked only where
        declining it leaves the cost payable; taken, its own cost is paid now."""
        if may_decline:
            what = f"{name}: {effects.text_of(ctx.effect)}"
            if (yield from effects.may_steps(self, ctx, what)) is None:
                return False
        yield from effects.run_steps(self, ctx, ctx.effect.cost)
        return True

    def play_from_limbo(
        self,
        uid: int,
        player: int,
        *,
        on_play: bool = True,
        by_effect: bool = False,
        under: Sequence[int] = (),
        suspended: bool = False,
    ) -> Permanent:
        """Place a card as a new Digimon or Tamer, with `under` (bottom first) as its
        digivolution cards (DigiXros, 7-2-6-3); its [On Play] effects trigger (7-2-2-3),
        unless the effect that plays it says they don't. An effect may play it `suspended`:
        it enters suspended, without becoming suspended."""
        self.limbo.remove(uid)
        perm = self.new_permanent(player, [*under, uid])
        perm.played_turn = self.turn_number  # 7-2-4
        perm.suspended = suspended
        self.to_battle_area(perm)
        if self.logging:
            self.log(f"{attacks.name(self, perm)} enters the battle area")
        if on_play:
            effects.collect(self, perm, "on_play")
        if "blitz" in self.grantable:
            keywords.on_enter(self, perm)
        # "when you play a Tamer" too; "a Digimon" is not a Tamer played as one (13-4-3)
        effects.fire_event(self, "played", perm, "effect" if by_effect else None)
        return perm

    def play_to_breeding(self, uid: int, player: int) -> Permanent:
        """A Digimon played by an effect "to an empty space in your breeding area": its
        effects don't activate there (3-4-5), nor does anything see it played (3-4-6)."""
        perm = self.new_permanent(player, [uid])
        perm.played_turn = self.turn_number  # 7-2-4
        self.to_breeding_area(perm)
        if self.logging:
            self.log(f"{attacks.name(self, perm)} enters the breeding area")
        return perm

    def _digivolve(self, perm: Permanent, number: str) -> Asks:
        """8-1-2: stack, pay, draw the digivolution bonus, then [When Digivolving]."""
        card = self.cards[number]
        if "digivolve_reductions" in self.board().rare and effects.would_digivolve(
            self, perm, card
        ):
            yield from self.settle()  # "when this Digimon would digivolve, <Recovery +1>" first
        if self.next_digivolution:  # "you may ... to reduce the memory cost" is asked first
            yield from perform.next_time_costs(self, perm, card)
        cost = legal.digivolve_cost(self, perm, card)
        assert cost is not None
        legal.take_reductions(self, perm, card)
        if "field_digivolve_reductions" in self.board().rare:
            cost = yield from self._choose_reductions(perm, card, cost)
        uid = self.take_from_hand(self.turn_player, number)
        yield from self.digivolve_by_effect(perm, uid, cost)

    def _choose_reductions(self, perm: Permanent, card: Card, cost: int) -> Asks[int]:
        """ "you may suspend this Tamer to reduce the memory cost of the digivolution by 1"
        (13-3): `cost` counts every such reduction; each is offered, and one the player
        declines is added back, unless the digivolution could then not be paid for."""
        offered = legal.field_reductions(self, perm, card)
        full = cost + sum(amount for _, _, amount in offered)
        for src, eff, amount in offered:
            name = f"{self.defs[src.cards[-1]].name} ({src.id})"
            ctx = effects.Ctx(perm.owner, src, src.cards[-1], eff)
            may_decline = eff.optional and legal.affordable(self, full - amount)
            if not (yield from self._reduce(name, ctx, may_decline)):
                cost += amount
                continue
            full -= amount
            if eff.per_turn:  # taken: one use (4-15-1); declined, none (4-15-9)
                key = legal.field_key(self, src, eff)
                self.used_once[key] = self.used_once.get(key, 0) + 1
            if self.logging:
                self.log(f"{name}: the digivolution costs {amount} less (13-3)")
        return cost

    def dna_digivolve(self, top: Permanent, bottom: Permanent, uid: int) -> Asks:
        """8-1-3-15: unsuspend both (their effects end), stack the right one under the left
        one, the card on top; pay; the bonus draw; [When Digivolving] knows it was DNA."""
        player = top.owner
        card = self.defs[uid]
        cost = legal.dna_cost(self, top, card)
        legal.take_reductions(self, top, card)
        names = f"{attacks.name(self, top)} and {attacks.name(self, bottom)}"
        self.end_modifiers_on(top.id, bottom.id)  # 8-1-3-15-4
        self.leave(bottom)
        top.cards[:0] = bottom.cards
        top.suspended = False
        top.played_turn = 0  # 8-1-3-5: it can attack this turn
        self.stack_on(top, uid)
        if player == self.turn_player:
            self.pay(cost)
        self.this_turn.add(("digivolved", player))
        if self.logging:
            self.log(f"{names} DNA digivolve into {top.id} {card.name} for {cost} (8-1-3)")
        if self.draw(player, 1) and self.logging:
            self.log(f"{PLAYER_NAMES[player]} draws 1 card: the digivolution bonus (8-1-3-15-9)")
        effects.collect(self, top, "when_digivolving", dna=True)
        effects.fire_event(self, "digivolves", top)
        yield from self.settle()

    def digivolve_by_effect(
        self, perm: Permanent, uid: int, cost: int, revealed: Sequence[int] = ()
    ) -> Asks:
        """8-1-2: a card (already taken from its zone) goes on top of `perm` for `cost`; the
        digivolution bonus, then [When Digivolving]. Also what digivolving by an effect does;
        `revealed`: the cards that effect revealed, which the bonus draw passes over (11-9)."""
        player = perm.owner
        if self.logging:
            old = self.defs[perm.cards[-1]].name
        if self.next_digivolution:
            legal.use_next_reduction(self, perm, self.defs[uid])
        self.stack_on(perm, uid)
        if player == self.turn_player:
            self.pay(cost)
        if q.in_battle_area(self, perm):  # effects don't see the breeding area (3-4-6)
            self.this_turn.add(("digivolved", player))
        if self.logging:
            self.log(f"{perm.id} {old} digivolves into {self.defs[uid].name} for {cost} (8-1)")
        if self.draw(player, 1, revealed) and self.logging:
            self.log(f"{PLAYER_NAMES[player]} draws 1 card: the digivolution bonus (8-1-2-3)")
        if q.in_battle_area(self, perm):  # effects don't activate in the breeding area (3-4-5)
            effects.collect(self, perm, "when_digivolving")
            effects.fire_event(self, "digivolves", perm)
            if "blitz" in self.grantable:
                keywords.on_enter(self, perm)
        yield from self.settle()

    def _use_option(self, number: str) -> Asks:
        """6-6-2-4: reveal, pay, activate at once; then the card goes to the trash."""
        tp = self.turn_player
        cost = legal.play_cost(self, tp, self.cards[number])  # "when you would use this card"
        uid = self.take_from_hand(tp, number)
        self.limbo.append(uid)
        self.pay(cost)
        if self.logging:
            self.log(f"{PLAYER_NAMES[tp]} uses {self.defs[uid].name} (6-6-2-4)")
        effects.fire_option_used(self, tp, uid)
        main = self.info[uid].main
        if main is not None:
            yield from effects.activate_main(self, effects.Ctx(tp, None, uid, main))
        elif self.logging:
            self.log(f"{self.defs[uid].name} has no [Main] effect: nothing happens (6-6-2-4)")
        if uid in self.limbo:
            self.limbo.remove(uid)
            self.players[tp].trash.append(uid)  # 2-3-7-2

    def _activate_main(self, perm: Permanent) -> Asks:
        """6-6-2-6: a [Main] effect of a Digimon or Tamer."""
        top = perm.cards[-1]
        main = self.info[top].main
        assert main is not None
        key = (perm.id, top, self.info[top].main_index)
        if main.per_turn:
            self.used_once[key] = self.used_once.get(key, 0) + 1
        yield from effects.activate_main(
            self, effects.Ctx(perm.owner, perm, top, main), agreed=True
        )

    # ---- zones -------------------------------------------------------------------------

    def draw(self, player: int, n: int, revealed: Sequence[int] = ()) -> int:
        """Draw `n` from the top; cards an effect has revealed are the effect's and are
        passed over (11-9)."""
        pl = self.players[player]
        if revealed:
            top = [u for u in reversed(pl.deck) if u not in revealed][:n]
            for uid in top:
                pl.deck.remove(uid)
            pl.hand.extend(top)
            return len(top)
        k = min(n, len(pl.deck))
        for _ in range(k):
            pl.hand.append(pl.deck.pop())
        return k

    def owner_of(self, uid: int) -> int:
        return self.owners[uid]

    def permanent(self, pid: str) -> Permanent:
        for pl in self.players:
            if pl.breeding is not None and pl.breeding.id == pid:
                return pl.breeding
            for perm in pl.battle:
                if perm.id == pid:
                    return perm
        raise KeyError(pid)

    def find(self, pid: str) -> Permanent | None:
        try:
            return self.permanent(pid)
        except KeyError:
            return None

    # ---- what is in play: every change to an area, a stack or the lasting effects is made
    # here, so `version` moves with it and `board()` never answers from a stale index.

    def board(self) -> Board:
        """The index of what is in play now (see `board`)."""
        if self.last_board.version != self.version:
            self.last_board = build_board(self)
        return self.last_board

    def to_breeding_area(self, perm: Permanent) -> None:
        """The index covers the battle areas only: nothing in a breeding area is in force."""
        self.players[perm.owner].breeding = perm

    def _indexed(self, perm: Permanent) -> bool:
        """Whether the index has anything of this stack (see `build_board`): a stack of
        cards with no persistent, "when X" or rare effects leaves or enters the battle
        area without changing it, and most stacks are such."""
        info = self.info
        cards = perm.cards
        top = info[cards[-1]]
        if top.indexed:
            return True
        if top.is_digimon:
            for uid in cards[:-1]:
                if info[uid].inherits:
                    return True
        return False

    def to_battle_area(self, perm: Permanent) -> None:
        self.players[perm.owner].battle.append(perm)
        if self._indexed(perm):
            self.version += 1
            self.stack_version += 1

    def leave(self, perm: Permanent) -> None:
        """Take a stack out of its area (the caller places its cards)."""
        pl = self.players[perm.owner]
        if pl.breeding is perm:
            pl.breeding = None
            return  # not in the index (`to_breeding_area`)
        pl.battle.remove(perm)
        if self._indexed(perm):
            self.version += 1
            self.stack_version += 1

    def stack_on(self, perm: Permanent, uid: int) -> None:
        """Place a card on top of a stack (digivolving, 8-1-2-2)."""
        if self.players[perm.owner].breeding is perm:  # not in the index
            perm.cards.append(uid)
            return
        before = self._indexed(perm)
        perm.cards.append(uid)
        if before or self._indexed(perm):
            self.version += 1
            self.stack_version += 1

    def stack_under(self, perm: Permanent, uid: int) -> None:
        """Place a card at the bottom of a stack: under a Tamer by <Save> (12-20-7); the top
        card, and so what the stack is, doesn't change."""
        perm.cards.insert(0, uid)
        self.version += 1
        self.stack_version += 1

    def stack_under_top(self, perm: Permanent, uid: int) -> None:
        """Place a card right under a stack's top card, as its top digivolution card."""
        perm.cards.insert(len(perm.cards) - 1, uid)
        self.version += 1
        self.stack_version += 1

    def take_from_stack(self, perm: Permanent, uids: Iterable[int]) -> None:
        """Remove digivolution cards from under a stack (into no zone: the caller places them)."""
        uids = tuple(uids)
        for uid in uids:
            perm.cards.remove(uid)
        self.version += 1
        self.stack_version += 1
        if any(m.card is not None for m in self.modifiers):  # 13-2-3-1
            gone = set(uids)
            self.modifiers = [m for m in self.modifiers if m.card not in gone]

    def lift_from_stack(self, perm: Permanent, uid: int) -> None:
        """A digivolution card leaves from under a stack for another area that is not a zone
        (under another card, or into play as a new Digimon): <Overflow> applies (11-4-1)."""
        self.take_from_stack(perm, (uid,))
        if "overflow" in self.special:
            self.overflow((uid,))

    def trash_from_stack(self, perm: Permanent, uids: Iterable[int]) -> None:
        """Digivolution cards (or the top card, for <De-Digivolve>) to their owner's trash;
        trashing digivolution cards is an event (10-4-7-3)."""
        uids = list(uids)
        under = any(u in perm.cards[:-1] for u in uids)
        self.take_from_stack(perm, uids)
        self.to_zone(self.players[perm.owner].trash, uids)
        if self.logging:
            names = ", ".join(self.defs[u].name for u in uids)
            self.log(f"{names} trashed from under {perm.id} {self.defs[perm.cards[-1]].name}")
        if under:
            effects.fire_event(self, "digivolution_cards_trashed", perm)

    def set_suspended(self, perm: Permanent, value: bool, *, by_effect: bool = False) -> None:
        perm.suspended = value
        if by_effect and self.logging:
            word = "suspended" if value else "unsuspended"
            self.log(f"{perm.id} {self.defs[perm.cards[-1]].name} is {word}")
        if value:
            effects.fire_event(self, "suspended", perm, "effect" if by_effect else None)

    def take_card(self, uid: int, *, announce: bool = True) -> None:
        """Take a card out of whatever zone holds it (the caller places it). Out of a security
        stack it triggers "when a card is removed from ..." (10-4-7-3) unless the caller,
        moving several cards together, `announce`s them once itself."""
        pl = self.players[self.owners[uid]]
        for zone in (pl.hand, pl.trash, pl.deck, pl.security, pl.eggs, self.limbo):
            if uid in zone:
                zone.remove(uid)
                if announce and zone is pl.security:
                    effects.fire_zone(self, "removed_from_security", pl.index)
                return
        for perm in (*pl.battle, *((pl.breeding,) if pl.breeding else ())):
            if uid in perm.cards[:-1]:
                self.take_from_stack(perm, (uid,))
                if "overflow" in self.special:
                    self.overflow((uid,))  # 11-4-1: from under a card to another area
                return

    def put_in_security(self, player: int, uid: int, where: str) -> None:
        sec = self.players[player].security
        if where == "bottom":
            sec.insert(0, uid)
        else:
            sec.append(uid)
        if self.logging:
            self.log(f"a card is placed at the {where} of {PLAYER_NAMES[player]}'s security stack")
        effects.fire_zone(self, "added_to_security", player)

    def recovery(self, player: int, n: int) -> int:
        """<Recovery +N (Deck)> (12-6): as many as the deck has."""
        pl = self.players[player]
        moved = 0
        for _ in range(n):
            if not pl.deck:  # 12-6-2, 12-6-3
                break
            pl.security.append(pl.deck.pop())
            moved += 1
        if self.logging:
            self.log(f"{pl.name} places {moved} card(s) from the deck on top of security (12-6)")
        if moved:
            effects.fire_zone(self, "added_to_security", player)
        return moved

    def set_memory(self, player: int, amount: int) -> None:
        """ "set your memory to N": N on the player's side (4-1)."""
        self.memory = amount if player == self.turn_player else -amount
        if self.logging:
            self.log(f"{PLAYER_NAMES[player]}'s memory is set to {amount} ({self.memory_where()})")

    def add_modifier(self, m: Modifier) -> None:
        self.modifiers.append(m)
        self.version += 1

    def end_attack_modifiers(self) -> None:
        """Lasting effects "for the attack" end with it (12-24-1)."""
        kept = [m for m in self.modifiers if not m.for_attack]
        if len(kept) < len(self.modifiers):
            self.modifiers = kept
            self.version += 1

    def end_modifiers_on(self, *pids: str) -> None:
        """Lasting effects on these Digimon end: they stop being those Digimon (DNA
        digivolution, 8-1-3-15-4; a stack placed under another)."""
        kept = [m for m in self.modifiers if m.perm not in pids]
        if len(kept) < len(self.modifiers):
            self.modifiers = kept
            self.version += 1

    def end_modifiers(self, turn: int) -> None:
        """Lasting effects that last until the end of `turn` end (6-7-2-2)."""
        kept = [m for m in self.modifiers if m.expires > turn]
        if len(kept) < len(self.modifiers):
            self.modifiers = kept
            self.version += 1

    def delete(
        self,
        perms: Iterable[Permanent],
        cause: str,
        rule: str,
        by: int | None = None,
        battle: tuple | None = None,
    ) -> Asks[list[Permanent]]:
        """Delete Digimon/Tamers at the same time (4-12-1): first what would stop a
        deletion (13-3-1-2, `keywords.interrupt_deletion`), then whole stacks to the trash.

        `cause` is "battle", "security_battle", "effect" or "zero_dp"; `by` whose effect it
        is; `battle` the two that battled. Returns the Digimon deleted: only they trigger
        [On Deletion] and "when deleted" effects.
        """
        gone = [p for p in perms if q.in_play(self, p)]
        if gone and not self.grantable.isdisjoint(keywords.INTERRUPTS):
            gone = yield from keywords.interrupt_deletion(self, gone, cause, by)
        self._trash_deleted(gone, cause, rule, battle)
        return gone

    def _trash_deleted(
        self, gone: list[Permanent], cause: str, rule: str, battle: tuple | None
    ) -> None:
        """Deleted stacks to the trash (4-12-1-2); their deletion effects trigger (4-12-1-3)."""
        if not gone:
            return
        triggers = []
        if not self.grantable.isdisjoint(keywords.ON_DELETION):
            triggers = keywords.deletion_triggers(self, gone, cause, battle)
        for perm in gone:
            self.leave(perm)
            self.to_zone(self.players[perm.owner].trash, perm.cards)
            if self.logging:
                self.log(f"{attacks.name(self, perm)} is deleted ({rule})")
        since = len(self.triggered)
        for perm in gone:
            effects.collect(self, perm, "on_deletion")  # 4-12-1-3
            effects.fire_event(self, "deleted", perm, cause)
        if len(gone) > 1:
            effects.once_together(self, since)
        self.triggered += triggers

    def return_to_hand(self, perm: Permanent) -> None:
        """11-5-1: the top card to the hand, the digivolution cards to the trash."""
        self.leave(perm)
        pl = self.players[perm.owner]
        top = perm.cards[-1]
        self.to_zone(pl.trash, perm.cards[:-1])
        if self.defs[top].category == "digi-egg":
            pl.eggs.insert(0, top)  # 11-5-2
        else:
            self.to_zone(pl.hand, (top,))
        if self.logging:
            self.log(f"{perm.id} {self.defs[top].name} returns to {pl.name}'s hand (11-5-1)")

    def return_to_deck(self, perm: Permanent, where: str) -> None:
        """The top card to its owner's deck top or bottom, the digivolution cards to the trash
        (as returning to the hand does, 11-5)."""
        self.leave(perm)
        pl = self.players[perm.owner]
        top = perm.cards[-1]
        self.to_zone(pl.trash, perm.cards[:-1])
        home = pl.eggs if self.defs[top].category == "digi-egg" else pl.deck
        if "overflow" in self.special:
            self.overflow((top,))
        if self.info[top].token:
            self._vanish(top)  # 11-5-3
        elif where == "bottom":
            home.insert(0, top)
        else:
            home.append(top)
        if self.logging:
            self.log(f"{perm.id} {self.defs[top].name} returns to the {where} of {pl.name}'s deck")

    def stack_to_security(self, perm: Permanent, where: str) -> None:
        """The top card face down into its owner's security stack; the rest to the trash."""
        self.leave(perm)
        pl = self.players[perm.owner]
        self.to_zone(pl.trash, perm.cards[:-1])
        if "overflow" in self.special:
            self.overflow(perm.cards[-1:])
        if self.info[perm.cards[-1]].token:
            self._vanish(perm.cards[-1])  # 11-5-3
        else:
            self.put_in_security(perm.owner, perm.cards[-1], where)

    def trash_stack(self, perm: Permanent) -> None:
        """A whole stack to the trash without being deleted."""
        self.leave(perm)
        self.to_zone(self.players[perm.owner].trash, perm.cards)
        if self.logging:
            self.log(f"{attacks.name(self, perm)} is trashed")

    # ---- rule processing -------------------------------------------------------------------

    def rule_check(self) -> Asks | tuple[()]:
        """11-3: Digimon at 0 DP are deleted; Digimon without DP are trashed.

        A generator only when something in force could interrupt a deletion (13-3-1-2)
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
        its armor at 0 DP is checked again (12-19-5, 12-22-5)."""
        while True:
            if zero:
                yield from self.delete(zero, "zero_dp", RULE_0DP)
            if not self.board().needs_rule_check:
                return
            zero, trashed = self._rule_check_once()
            if not zero and not trashed:
                return

    def _rule_check_once(self) -> tuple[list[Permanent], bool]:
        """Trash Digimon without DP (11-3-3); returns the Digimon at 0 DP that can be
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
                    # 13-4-1: a Tamer treated as a Digimon is deleted at 0 DP like one
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
            if self.logging:
                self.log(f"{attacks.name(self, perm)} has no DP and is trashed (11-3-3)")
        if zero and "cant_be_deleted" in board.granted:  # stays at 0 DP, undeleted (1-3-3)
            zero = [p for p in zero if not q.cant(self, p, "cant_be_deleted")]
        return zero, bool(no_dp)

    def unsettled(self) -> bool:
        """Whether `settle` may have work: an effect waits, or what is in play changed since
        the index was built, or the index says a rule check is due. The hottest callers
        (each phase, each main-phase action, an attack's steps) ask this first: cheaper than
        the call to `settle` and the `yield from` of its empty answer."""
        if self.triggered:
            return True
        board = self.last_board
        return board.version != self.version or board.needs_rule_check

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
        """Pending effects one at a time: the turn player's first (4-6-4), each owner
        choosing the order of their own (4-6-3), and effects triggered meanwhile before
        the older ones (4-6-5)."""
        while self.triggered:
            batch, self.triggered = self.triggered, []
            while batch:
                tp = self.turn_player
                mine = [t for t in batch if t.player == tp] or batch
                t = mine[0]
                if len(mine) > 1:  # only the effects that would activate are ordered (10-1-6)
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
                    self.draw_game("an infinite loop that neither player can stop (13-1-1-1)")
                if t.effect.keyword is not None:
                    yield from keywords.activate(self, t)
                else:
                    yield from effects.activate(self, t)
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
