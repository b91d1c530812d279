"""What one game holds: its cards, the areas and stacks, the lasting effects, the memory,
the log, and the index of what is in play.

`Field` is the bottom of the game's classes (`Zones`, `Actions`, `Game` build on it):
every change to an area, a stack or the lasting effects that the index sees is made here,
so `version` moves with it and `board()` never answers from a stale index. Nothing here
triggers an effect; the moves that other cards notice are `Zones`'.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from digimon_tui.cards.model import Card, Effect, ReduceNextDigivolution, Token
from digimon_tui.cards.pool import CardPool
from digimon_tui.loop.decision import new_decision
from digimon_tui.loop.machine import QuestionLoop
from digimon_tui.loop.moves import Move
from digimon_tui.loop.rng import Rng

from .board import NOT_BUILT, Board, build_board
from .compiled import Compiled, compile_card, compiled
from .context import Ctx
from .state import PLAYER_NAMES, Format, Modifier, Permanent, Player, Triggered
from .verbs import Ask, Asks, Verb

TOKEN_CARDS = 10
"""Token cards each player brings to a game unless a scenario says otherwise: once all
are used, no more tokens are played (1-4-4-1)."""


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


class Field(QuestionLoop[Verb]):
    """The state of one game between p1 and p2, and the moves that keep its index true."""

    # Read on every move: slots, not an instance dict (each read one step, no lookup).
    __slots__ = (
        "_ids", "_next_id", "_token_kinds", "attack_target", "attacking", "battling",
        "bursts", "cards", "defs", "delayed", "first_player", "format", "grantable", "info",
        "hidden_hands", "last_board", "limbo", "memory", "modifiers", "attack_ended",
        "moves", "next_digivolution", "owners", "phase", "players", "removed", "rng",
        "preventing", "secret_pending", "seed", "setup", "special", "this_turn", "token_cards",
        "triggered", "waiting",
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
        """Who went first (5-2-1-3); None for a game set up from a position."""
        self.turn_number = 1
        self.phase = "setup"
        self.memory = 0
        """From the turn player's side: 3 = turn player has 3, -2 = opponent has 2 (1-4-2-3)."""
        self.winner: str | None = None
        self.win_reason = ""
        self.triggered: list[Triggered] = []
        self.waiting: list[list[Triggered]] = []
        """The pending effects still to activate of each batch being activated, outermost
        first: an attack one of them makes activates them at its check timing (`attack`)."""
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
        """How many times each [Once/Twice Per Turn] effect activated this turn (15-14-1)."""
        self.preventing: set[tuple[int, int]] = set()
        """The "prevent that deletion" effects (card, effect index) being resolved: until one
        resolves it can't activate again; another card's copy of it can (Q2074, Q3624)."""
        self.limbo: list[int] = []
        """Cards in no area: an Option being used, a card flipped by a security check (9-1-4,
        13-1-6)."""
        self.attacking: Permanent | None = None
        self.attack_target: Permanent | None = None
        self.attack_ended = False
        """An effect ended the attack under way: it goes to its end (15-15-1-1)."""
        """What the attack in progress targets: None for the player."""
        self.this_turn: set[tuple[str, int]] = set()
        """What players have done this turn ("digivolved", "attacked"), for conditions."""
        self.delayed: list[tuple[str, Ctx, tuple]] = []
        """Delayed effects waiting for the end of the turn or of the battle (15-8-3)."""
        self.next_digivolution: list[tuple[int, ReduceNextDigivolution, Ctx]] = []
        """One-shot reductions of a player's next fitting digivolution this turn (15-8-5-1), with
        the effect that made each (its cost, if any, is paid by that effect)."""
        self.battling: tuple | None = None
        self.bursts: list[Permanent] = []
        """Digimon that burst digivolved this turn: their top card goes at its end (8-3-2-1)."""
        self.moves: list[str] = []
        self.format = Format.STANDARD
        """The rules played by (`legal.breeding_placements`, the digivolution checks)."""
        self.setup: dict[str, Any] = {}
        """How this game began, for saving and replaying (see `serialize`)."""
        self._token_kinds: dict[Token, tuple[Card, Compiled]] = {}
        self.removed: list[int] = []
        """Tokens that ceased to exist (4-21-5): in no area."""
        self.token_cards = [TOKEN_CARDS, TOKEN_CARDS]
        """Token cards each player has not used yet (1-4-4-1): a token that ceased to
        exist was removed from the game, and its card stays used."""
        self.unasked = 0
        """Effects activated since the last decision (`LOOP_LIMIT`)."""
        self._next_id = [1, 1]
        self._ids: set[str] = set()

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
        """A token card (4-21-1) owned by `owner`: a card of this game alone, numbered
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
                cost=token.cost,
                form=token.form,
                attribute=token.attribute,
                types=token.types,
                effects=(
                    *(Effect(keyword=k.keyword, value=k.value) for k in token.gains),
                    *token.effects,
                ),
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
        instead (4-21-5)."""
        if self._token_kinds:
            uids = [u for u in uids if not self.info[u].token or self._vanish(u)]
        if "overflow" in self.special:
            uids = list(uids)
            self.overflow(uids)
        zone.extend(uids)

    def overflow(self, uids: Iterable[int]) -> None:
        """<Overflow> (4-19): each Digimon ACE card leaving the field (the breeding area
        too, 4-19-1) or the cards under a card costs its owner memory at once (4-19-2), the
        turn player's first (4-19-5). Every move out of an area passes here, whatever the
        area, so a card leaving the breeding area pays as one leaving the battle area."""
        aces = [u for u in uids if self.defs[u].overflow]
        for uid in sorted(aces, key=lambda u: self.owners[u] != self.turn_player):
            n = self.defs[uid].overflow or 0
            self.log("<Overflow> of {}: lose {} memory (4-19-1)", self.defs[uid].name, n)
            self.gain_memory(self.owners[uid], -n)

    def _vanish(self, uid: int) -> bool:
        """A token leaves the battle area: it is removed from the game (4-21-5)."""
        self.removed.append(uid)
        self.log("{} Token ceases to exist (4-21-5)", self.defs[uid].name)
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

    def hide_hands(self) -> None:
        """Play on as two people at one screen (`hidden_hands`); kept in the setup, so that
        every replay of the game asks the same questions."""
        self.hidden_hands = True
        self.setup["hidden_hands"] = True

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
            said = f"{moves[0].verb} (hidden)" if secret and moves[0].args else moves[0]
            self.log("{}: {} (the only choice)", PLAYER_NAMES[player], said)
            return moves[0]
        self.secret_pending = secret
        answer = yield new_decision((player, kind, tuple(moves), prompt, options))
        return answer

    def said(self, move: Move[Verb]) -> str:
        """An answer to the pending question as the other player may read it: a secret
        answer's card stays hidden, and so does a yes or no to an effect whose cost only its
        player knows they can pay (`costs.paid_in_private`)."""
        if not self.secret_pending:
            return str(move)
        if move.verb in (Verb.YES, Verb.NO):
            return "answers (hidden)"  # whether it could do it is theirs to know
        return f"{move.verb} (hidden)" if move.args else str(move)

    def worded(self, arg: object) -> object:
        """A stack in a log line is named by its id and top card (`named`)."""
        if type(arg) is Permanent:
            return self.named(arg)
        return arg() if callable(arg) else arg

    def draw_game(self, reason: str) -> None:
        """Neither player wins (18-3-2); the procedure stops here."""
        self.winner = "draw"
        self.win_reason = reason
        self.log("the game is a draw: {}", reason)
        raise GameOver

    def end(self, winner: int | str, reason: str) -> None:
        """A player wins (1-2); the procedure stops here."""
        self.winner = winner if isinstance(winner, str) else PLAYER_NAMES[winner]
        self.win_reason = reason
        self.log("{} wins: {}", self.winner, reason)
        raise GameOver

    def take_from_hand(self, player: int, number: str) -> int:
        hand = self.players[player].hand
        info = self.info
        for i, uid in enumerate(hand):
            if info[uid].number == number:
                del hand[i]
                return uid
        raise KeyError(number)

    def pay(self, cost: int) -> None:
        """Pay a cost: move the counter toward the opponent's side (4-2-2)."""
        self.memory = max(-10, self.memory - cost)

    def gain_memory(self, player: int, amount: int) -> None:
        """Gains and losses belong to the effect's player (4-1-4); 10 is the cap (1-4-2-2)."""
        delta = amount if player == self.turn_player else -amount
        self.memory = max(-10, min(10, self.memory + delta))
        word = "gains" if amount > 0 else "loses"
        self.log("{} {} {} memory ({})", PLAYER_NAMES[player], word, abs(amount), self.memory_where)

    def memory_where(self) -> str:
        """The memory counter named by side ("memory 1 on p1's side"): a number alone reads
        as the player the line is about, but the counter counts from the turn player's."""
        m = self.memory
        if m == 0:
            return "memory 0"
        side = self.turn_player if m > 0 else 1 - self.turn_player
        return f"memory {abs(m)} on {PLAYER_NAMES[side]}'s side"

    def set_memory(self, player: int, amount: int) -> None:
        """ "set your memory to N": N on the player's side (4-1)."""
        self.memory = amount if player == self.turn_player else -amount
        self.log(
            "{}'s memory is set to {} ({})",
            PLAYER_NAMES[player],
            amount,
            self.memory_where,
        )

    def draw(self, player: int, n: int, revealed: Sequence[int] = ()) -> int:
        """Draw `n` from the top; cards an effect has revealed are the effect's and are
        passed over (15-15-3)."""
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

    def card_places(self) -> list[int]:
        """Every card instance in every place, a token that ceased to exist among them (4-21-5):
        each uid exactly once while no card is lost or duplicated, the invariant simulations
        check."""
        out: list[int] = list(self.limbo) + self.removed
        for pl in self.players:
            out += pl.deck + pl.eggs + pl.hand + pl.security + pl.trash
            if pl.breeding is not None:
                out += pl.breeding.cards
            for perm in pl.battle:
                out += perm.cards + perm.links
        return out

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

    def named(self, perm: Permanent) -> str:
        """A stack as the log names it: its id and its top card ("p1-3 Agumon")."""
        return f"{perm.id} {self.defs[perm.cards[-1]].name}"

    def board(self) -> Board:
        """The index of what is in play now (see `board`)."""
        if self.last_board.version != self.version:
            self.last_board = build_board(self)
        return self.last_board

    def to_breeding_area(self, perm: Permanent) -> None:
        """Of a breeding area the index has only [Breeding] effects (15-14-4): a change there
        is rare, and is always told to it."""
        self.players[perm.owner].breeding = perm
        if self._breeds(perm):
            self.version += 1
            self.stack_version += 1

    def _breeds(self, perm: Permanent) -> bool:
        """Whether a stack in a breeding area has a [Breeding] effect the index reads."""
        info = self.info
        return any(info[u].breeding is not None for u in perm.cards)

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
        return bool(perm.links)  # a linked Digimon needs rule checks (17-1-3-2-5)

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
            if self._breeds(perm):  # its [Breeding] effects (`to_breeding_area`)
                self.version += 1
                self.stack_version += 1
            return
        pl.battle.remove(perm)
        if self._indexed(perm):
            self.version += 1
            self.stack_version += 1
        self.to_zone(pl.trash, perm.links)  # 4-9-6: a new card, its link cards trashed

    def plug_in(self, perm: Permanent, uid: int) -> None:
        """A card (already taken from its zone) becomes a link card of `perm` (10-1-3-3)."""
        perm.links.append(uid)
        self.version += 1
        self.stack_version += 1

    def unplug(self, perm: Permanent, uids: Iterable[int]) -> None:
        """Link cards of `perm` to their owner's trash (4-9-5, 17-1-3-2-5)."""
        uids = tuple(uids)
        for uid in uids:
            perm.links.remove(uid)
        self.to_zone(self.players[perm.owner].trash, uids)
        self.version += 1
        self.stack_version += 1

    def link_to_top(self, perm: Permanent, uid: int) -> None:
        """A link card of `perm` goes on top of its stack (App Fusion, 8-4-3-3)."""
        perm.links.remove(uid)
        perm.cards.append(uid)
        self.version += 1
        self.stack_version += 1

    def renew(self, perm: Permanent, cards: list[int]) -> Permanent:
        """A new Digimon in `perm`'s place and under its id, of `cards` (DNA digivolution:
        every card becomes a new card, 8-2-2-1-2): what held the old one (the attack
        it made or was the target of, an effect's choice) no longer finds it in play. It
        stands unsuspended and was not played this turn."""
        area = self.players[perm.owner].battle
        self.to_zone(self.players[perm.owner].trash, perm.links)  # 8-2-2-1-2
        new = Permanent(perm.id, perm.owner, cards)
        area[area.index(perm)] = new
        self.version += 1
        self.stack_version += 1
        return new

    def stack_on(self, perm: Permanent, uid: int) -> None:
        """Place a card on top of a stack (digivolving, 8-1-3-2)."""
        perm.digixrossed = 0  # a new top card, not the one played with DigiXros
        perm.played_by_effect = False  # nor the one an effect played
        perm.digivolved_from_trash = False  # `digivolve_by_effect` says when it is
        if self.players[perm.owner].breeding is perm:  # [Breeding] effects: `to_breeding_area`
            before = self._breeds(perm)
            perm.cards.append(uid)
            if before or self.info[uid].breeding is not None:
                self.version += 1
                self.stack_version += 1
            return
        before = self._indexed(perm)
        perm.cards.append(uid)
        if before or self._indexed(perm):
            self.version += 1
            self.stack_version += 1

    def stack_under(self, perm: Permanent, uid: int) -> None:
        """Place a card at the bottom of a stack: under a Tamer by <Save> (4-4-2); the top
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
        if any(m.card is not None for m in self.modifiers):  # 15-8-2-3
            gone = set(uids)
            self.modifiers = [m for m in self.modifiers if m.card not in gone]

    def add_modifier(self, m: Modifier) -> None:
        self.modifiers.append(m)
        self.version += 1

    def end_attack_modifiers(self) -> None:
        """Lasting effects "for the attack" end with it (16-24-1)."""
        kept = [m for m in self.modifiers if not m.for_attack]
        if len(kept) < len(self.modifiers):
            self.modifiers = kept
            self.version += 1

    def end_modifiers_on(self, *pids: str) -> None:
        """Lasting effects on these Digimon end: they stop being those Digimon (DNA
        digivolution, 8-2-2-1-1; a stack placed under another)."""
        kept = [m for m in self.modifiers if m.perm not in pids]
        if len(kept) < len(self.modifiers):
            self.modifiers = kept
            self.version += 1

    def end_modifiers(self, turn: int) -> None:
        """Lasting effects that last until the end of `turn` end (6-6-3)."""
        kept = [m for m in self.modifiers if m.expires > turn]
        if len(kept) < len(self.modifiers):
            self.modifiers = kept
            self.version += 1

    def unsettled(self) -> bool:
        """Whether `settle` may have work: an effect waits, or what is in play changed since
        the index was built, or the index says a rule check is due. The hottest callers
        (each phase, each main-phase action, an attack's steps) ask this first: cheaper than
        the call to `settle` and the `yield from` of its empty answer."""
        if self.triggered:
            return True
        board = self.last_board
        return board.version != self.version or board.needs_rule_check
