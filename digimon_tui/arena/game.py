"""The Digi-Battle Arena game: a state machine that asks questions, like the main engine.

`game.pending` says who decides what and lists the legal moves; `game.apply(move)`
answers. Each player's secret choices (the starting Rookie, the face-down digivolve
card) are separate decisions, so a hotseat screen can hide one player's from the other.
Rules steps are cited as in the Arena rules text: A (set-up), B (digivolve),
C (battle), D (scoring), E (regroup).

Readings where the rules text is silent (also in NOTATION.md):
- The digivolve method (tribute, Digivice, DNA, Ultra Digivolve) is chosen at the reveal.
- Tribute payment cards are chosen one at a time from the hand.
- Doubling (Counter Attack) applies to the power after bonuses.
- When Online runs out, everything on the player's side except the Duel Zone Rookie goes
  Offline, then Offline is shuffled to make the new Online (E).
- A game with no winner after MAX_DUELS duels is a draw.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from typing import Any

from digimon_tui.engine.moves import IllegalMove, Move, mv
from digimon_tui.engine.state import Decision

from .cards import LEVELS, DigimonCard, Digivice, PowerOption, Requirement
from .loader import ArenaCard

Asks = Generator[Decision, Move, Any]
PLAYERS = ("p1", "p2")
HAND_SIZE = 10
MAX_DUELS = 200
ULTRA = "digivolve_any"


@dataclass
class Side:
    """One player's cards: lists of card numbers; Online's top is last."""

    hand: list[str] = field(default_factory=list)
    online: list[str] = field(default_factory=list)
    offline: list[str] = field(default_factory=list)
    duel: list[str] = field(default_factory=list)  # bottom (the Rookie) first
    facedown: str | None = None
    port: list[str] = field(default_factory=list)
    score: int = 0
    bonus: int = 0
    doubled: bool = False
    passed: bool = False


class GameOver(Exception):
    pass


class ArenaGame:
    """One game of Digi-Battle under the Arena rules."""

    def __init__(
        self,
        cards: dict[str, ArenaCard],
        decks: Sequence[Sequence[str]],
        seed: int = 0,
        target: int = 1000,
        sides: tuple[Side, Side] | None = None,
        first: int = 0,
    ) -> None:
        """A new game from two decks; or, given `sides`, a game at the start of a duel's
        digivolve phase with those sides (for tests, lessons and playtesting a position)."""
        self.cards = cards
        self.rng = random.Random(seed)
        self.seed, self.target = seed, target
        self.decks = [list(d) for d in decks]
        self.sides = sides or (Side(), Side())
        self.first = first
        self.duel_number = 0
        self.phase = "setup"
        self.winner: str | None = None
        self.win_reason = ""
        self.moves: list[str] = []
        self.log_lines: list[str] = []
        self.pending: Decision | None = None
        self._proc = self._run(setup=sides is None)
        self._advance(None)

    # ---- the question loop ------------------------------------------------------------

    def _advance(self, answer: Move | None) -> None:
        try:
            self.pending = self._proc.send(answer)  # type: ignore[arg-type]
        except StopIteration:
            self.pending = None

    def apply(self, move: str | Move) -> None:
        m = Move.parse(move)
        if self.pending is None:
            raise IllegalMove("the game is over")
        if m not in self.pending.moves:
            listed = ", ".join(map(str, self.pending.moves))
            raise IllegalMove(f"'{m}' is not legal now ({self.pending.prompt}); legal: {listed}")
        self.moves.append(str(m))
        self.log(f"{PLAYERS[self.pending.player]}: {m}")
        self._advance(m)

    def ask(self, player: int, kind: str, moves: Sequence[Move], prompt: str):
        if len(moves) == 1:
            self.log(f"{PLAYERS[player]}: {moves[0]} (the only choice)")
            return moves[0]
        return (yield Decision(player, kind, tuple(moves), prompt))

    def log(self, text: str) -> None:
        self.log_lines.append(text)

    # ---- queries ------------------------------------------------------------------------

    def digimon(self, number: str) -> DigimonCard:
        card = self.cards[number]
        assert isinstance(card, DigimonCard)
        return card

    def top(self, p: int) -> DigimonCard:
        return self.digimon(self.sides[p].duel[-1])

    def power(self, p: int) -> int:
        """C: power against the opponent's current type, plus bonuses, doubled if so."""
        value = getattr(self.top(p).power, self.top(1 - p).type) + self.sides[p].bonus
        return value * 2 if self.sides[p].doubled else value

    def _is(self, number: str, kind: type) -> bool:
        return isinstance(self.cards[number], kind)

    # ---- the procedure ----------------------------------------------------------------

    def _run(self, setup: bool) -> Asks:
        try:
            if setup:
                yield from self._setup()
            while True:
                self.duel_number += 1
                if self.duel_number > MAX_DUELS:
                    self.winner, self.win_reason = "draw", f"no winner after {MAX_DUELS} duels"
                    return
                yield from self._digivolve_phase()
                yield from self._battle_phase()
                self._score()
                yield from self._regroup()
        except GameOver:
            return

    def _setup(self) -> Asks:
        """A.1-3: a Rookie face down on the Duel Zone, 10 in hand, 19 Online; reveal."""
        for p in (0, 1):
            deck = self.decks[p]
            rookies = sorted(
                {n for n in deck if self._is(n, DigimonCard) and self.digimon(n).level == "rookie"}
            )
            answer = yield from self.ask(
                p, "rookie", [mv("rookie", n) for n in rookies], "Choose your starting Rookie"
            )
            deck.remove(answer.args[0])
            side = self.sides[p]
            side.duel = [answer.args[0]]
            self.rng.shuffle(deck)
            side.hand, side.online = deck[:HAND_SIZE], deck[HAND_SIZE:][::-1]
            deck.clear()  # every card is now in exactly one place
        for p in (0, 1):
            self.log(f"{PLAYERS[p]} reveals {self.top(p).name} (A.3)")
        self.first = self.rng.randrange(2)
        self.log(f"the coin toss: {PLAYERS[self.first]} goes first (B.4)")

    def _placeable(self, p: int) -> list[str]:
        """B: next-level cards in hand that name the Duel Zone Digimon (or any with Ultra)."""
        side = self.sides[p]
        top = self.top(p)
        if top.level == "mega":
            return []
        nxt = LEVELS[LEVELS.index(top.level) + 1]
        ultra = any(self._option_does(n, ULTRA) for n in side.hand)
        out = []
        for n in dict.fromkeys(side.hand):
            card = self.cards[n]
            if isinstance(card, DigimonCard) and card.level == nxt:
                if ultra or any(_fits_a_slot(r, top) for r in card.requirements):
                    out.append(n)
        return out

    def _option_does(self, number: str, do: str) -> bool:
        card = self.cards[number]
        return isinstance(card, PowerOption) and any(e.do == do for e in card.effects)

    def _digivolve_phase(self) -> Asks:
        self.phase = "digivolve"
        self.log(f"— duel {self.duel_number}: digivolve phase —")
        for p in (0, 1):  # B: secretly, face down
            moves = [mv("place", n) for n in self._placeable(p)] + [mv("no-place")]
            answer = yield from self.ask(p, "place", moves, "Place a next-level card face down?")
            if answer.verb == "place":
                self.sides[p].hand.remove(answer.args[0])
                self.sides[p].facedown = answer.args[0]
        for p in (self.first, 1 - self.first):  # B.5-8: reveal in order
            yield from self._reveal(p)

    def _methods(self, p: int, number: str) -> list[Move]:
        side, top, card = self.sides[p], self.top(p), self.digimon(number)
        moves: list[Move] = []
        for r in card.requirements:
            if not _fits_a_slot(r, top):
                continue
            if r.kind == "tribute" and len(side.hand) >= r.cards:
                moves.append(mv("digivolve", "tribute"))
            elif r.kind == "digivice":
                for n in dict.fromkeys(side.hand):
                    if self._digivice_fits(n, card):
                        moves.append(mv("digivolve", "digivice", n))
            elif r.kind == "dna":
                moves += [mv("digivolve", "dna", n) for n in self._dna_partners(p, r)]
        if any(self._option_does(n, ULTRA) for n in side.hand):
            moves.append(mv("digivolve", "ultra"))
        return list(dict.fromkeys(moves))

    def _digivice_fits(self, number: str, card: DigimonCard) -> bool:
        option = self.cards[number]
        return isinstance(option, PowerOption) and any(
            isinstance(e, Digivice) and card.type in e.types for e in option.effects
        )

    def _dna_partners(self, p: int, r: Requirement) -> list[str]:
        """B.b: the other named lower-level Digimon, from the hand, with the top one named."""
        side, top = self.sides[p], self.top(p)
        out = []
        for n in dict.fromkeys(side.hand):
            card = self.cards[n]
            if isinstance(card, DigimonCard) and _dna_pair(r, top, card):
                out.append(n)
        return out

    def _reveal(self, p: int) -> Asks:
        side = self.sides[p]
        number = side.facedown
        if number is None:
            return
        moves = self._methods(p, number) + [mv("pass")]
        answer = yield from self.ask(
            p, "digivolve", moves, f"Digivolve into {self.cards[number].name}?"
        )
        if answer.verb == "pass":
            side.facedown = None
            side.offline.append(number)
            self.log(f"{PLAYERS[p]} passes: {self.cards[number].name} goes Offline (B.8)")
            return
        how = answer.args[0]
        if how == "tribute":
            req = next(
                r
                for r in self.digimon(number).requirements
                if r.kind == "tribute" and _fits_a_slot(r, self.top(p))
            )
            for _ in range(req.cards):
                pay = yield from self.ask(
                    p,
                    "pay",
                    [mv("pay", n) for n in dict.fromkeys(side.hand)],
                    "Send a card from your hand Offline as payment",
                )
                side.hand.remove(pay.args[0])
                side.offline.append(pay.args[0])
        elif how == "ultra":
            ultra = next(n for n in side.hand if self._option_does(n, ULTRA))
            side.hand.remove(ultra)
            side.port.append(ultra)
            side.offline += side.hand
            side.hand = []
        else:  # digivice or dna: the card goes on the Power Port
            side.hand.remove(answer.args[1])
            side.port.append(answer.args[1])
        side.facedown = None  # from the Digivolve Zone onto the Duel Zone, at once
        side.duel.append(number)
        self.log(f"{PLAYERS[p]} digivolves into {self.cards[number].name} ({how}, B.6)")
        for e in self.digimon(number).effects:
            if e.when == "digivolved_to" and e.do == "score":
                self._add_score(p, e.amount)

    def _usable(self, p: int, number: str) -> bool:
        card = self.cards[number]
        side = self.sides[p]
        if not isinstance(card, PowerOption) or card.kind != "power_blast":
            return False
        if card.not_with_rookie and self.top(p).level == "rookie":
            return False
        if card.not_after_opponent_passes and self.sides[1 - p].passed:
            return False
        if card.once_per_duel and number in side.port:
            return False
        cost = card.cost
        in_hand = len(side.hand) - 1
        return in_hand >= cost.hand_cards and len(side.online) >= cost.online_cards

    def _battle_phase(self) -> Asks:
        """C: Power Options in turn from the first player until both have passed."""
        self.phase = "battle"
        for side in self.sides:
            side.passed, side.bonus, side.doubled = False, 0, False
        p = self.first
        while not (self.sides[0].passed and self.sides[1].passed):
            side = self.sides[p]
            if not side.passed:
                moves = [mv("option", n) for n in dict.fromkeys(side.hand) if self._usable(p, n)]
                answer = yield from self.ask(
                    p,
                    "battle",
                    [*moves, mv("pass")],
                    f"Power {self.power(p)} vs {self.power(1 - p)}: play a Power Option?",
                )
                if answer.verb == "pass":
                    side.passed = True
                    self.log(f"{PLAYERS[p]} passes (C)")
                else:
                    yield from self._play_option(p, answer.args[0])
            p = 1 - p

    def _play_option(self, p: int, number: str) -> Asks:
        side = self.sides[p]
        card = self.cards[number]
        assert isinstance(card, PowerOption)
        side.hand.remove(number)
        side.port.append(number)
        for _ in range(card.cost.hand_cards):
            pay = yield from self.ask(
                p,
                "pay",
                [mv("pay", n) for n in dict.fromkeys(side.hand)],
                f"{card.name}: send a card from your hand Offline",
            )
            side.hand.remove(pay.args[0])
            side.offline.append(pay.args[0])
        for _ in range(card.cost.online_cards):
            side.offline.append(side.online.pop())
        self.log(f"{PLAYERS[p]} plays {card.name} (C)")
        for e in card.effects:
            if e.when != "played":
                continue
            if e.do == "add_power":
                side.bonus += e.amount
            elif e.do == "double_power":
                if LEVELS.index(self.top(1 - p).level) > LEVELS.index(self.top(p).level):
                    side.doubled = True
            elif e.do == "downgrade":
                targets = [q for q in (p, 1 - p) if self.top(q).level == e.level]
                if targets:
                    answer = yield from self.ask(
                        p,
                        "downgrade",
                        [mv("downgrade", PLAYERS[q]) for q in targets],
                        "Downgrade whose Champion?",
                    )
                    q = PLAYERS.index(answer.args[0])
                    self.sides[q].offline.append(self.sides[q].duel.pop())
        self._check_online()

    def _when(self, p: int, when: str):
        """The effects of `p`'s Duel Zone Digimon and Power Port that wait for the result."""
        for n in [self.sides[p].duel[-1], *self.sides[p].port]:
            for e in getattr(self.cards[n], "effects", ()):
                if e.when == when:
                    yield e

    def _score(self) -> None:
        """D: higher power wins; the winner scores by the defeated Digimon's level."""
        self.phase = "score"
        a, b = self.power(0), self.power(1)
        self.log(f"duel {self.duel_number}: p1 {a} vs p2 {b} (D)")
        if a == b:
            self.log("a tie: no points, everything stays (D)")
            for p, e in [(q, e) for q in (0, 1) for e in self._when(q, "tie")]:
                if e.do == "send_digimon_offline":
                    foe = self.sides[1 - p]
                    foe.offline += foe.duel[1:]
                    del foe.duel[1:]
            self._clear_ports()
            return
        win = 0 if a > b else 1
        lose = 1 - win
        points = getattr(self.top(win).score, self.top(lose).level)
        if any(e.do == "double_score" for e in self._when(win, "wins")):
            points *= 2
        results = [(p, e) for p, w in ((win, "wins"), (lose, "loses")) for e in self._when(p, w)]
        loser = self.sides[lose]
        loser.offline += loser.duel[1:]
        del loser.duel[1:]
        self._clear_ports()
        for p, e in results:  # all at the end of the duel, after the Digimon and ports
            if e.do == "send_online_offline":
                self._online_to_offline(1 - p if e.whose == "opponents" else p, e.count)
        self.first = win
        self.log(f"{PLAYERS[win]} wins the duel and scores {points} (D)")
        self._add_score(win, points)

    def _add_score(self, p: int, points: int) -> None:
        self.sides[p].score += points
        if self.sides[p].score >= self.target:
            self.winner = PLAYERS[p]
            self.win_reason = f"{PLAYERS[p]} reached {self.target} points"
            self.log(self.win_reason)
            raise GameOver

    def _clear_ports(self) -> None:
        for side in self.sides:
            keep = [n for n in side.port if getattr(self.cards[n], "keep_on_port", False)]
            side.offline += [n for n in side.port if n not in keep]
            side.port = keep

    def _online_to_offline(self, p: int, count: int) -> None:
        side = self.sides[p]
        for _ in range(min(count, len(side.online))):
            side.offline.append(side.online.pop())
        self._check_online()

    def _check_online(self) -> None:
        """E (note): when Online is empty, all but the Rookie goes Offline and is reshuffled."""
        for p, side in enumerate(self.sides):
            if not side.online:
                self._reshuffle(p)

    def _reshuffle(self, p: int) -> None:
        side = self.sides[p]
        side.offline += side.duel[1:] + side.port
        del side.duel[1:]
        side.port = []
        side.online = side.offline
        side.offline = []
        self.rng.shuffle(side.online)
        self.log(f"{PLAYERS[p]}'s Offline is shuffled to make a new Online (E)")

    def _regroup(self) -> Asks:
        """E: discard any number, refill to 10; a Rookie on the Duel Zone may be changed."""
        self.phase = "regroup"
        for p in (0, 1):
            side = self.sides[p]
            while side.hand:
                moves = [mv("discard", n) for n in dict.fromkeys(side.hand)] + [mv("done")]
                answer = yield from self.ask(p, "discard", moves, "Discard cards to Offline?")
                if answer.verb == "done":
                    break
                side.hand.remove(answer.args[0])
                side.offline.append(answer.args[0])
            while len(side.hand) < HAND_SIZE:
                if not side.online:
                    if not side.offline:
                        break
                    self._reshuffle(p)
                side.hand.append(side.online.pop())
            if self.top(p).level == "rookie" and len(side.duel) == 1:
                rookies = [
                    n
                    for n in dict.fromkeys(side.hand)
                    if self._is(n, DigimonCard)
                    and self.digimon(n).level == "rookie"
                    and n != side.duel[0]
                ]
                if rookies:
                    moves = [mv("change-rookie", n) for n in rookies] + [mv("keep-rookie")]
                    answer = yield from self.ask(p, "rookie", moves, "Change your Rookie?")
                    if answer.verb == "change-rookie":
                        side.hand.remove(answer.args[0])
                        side.offline.append(side.duel[0])
                        side.duel = [answer.args[0]]


def _slots(r: Requirement) -> list[str]:
    """A requirement's Digimon: names, and "level:<level>" for "any Digimon of that level"."""
    return [*r.digimon, *([f"level:{r.partner_level}"] if r.partner_level else [])]


def _fits(card: DigimonCard, slot: str) -> bool:
    return card.level == slot[6:] if slot.startswith("level:") else card.name == slot


def _fits_a_slot(r: Requirement, top: DigimonCard) -> bool:
    """Whether the Digimon on the Duel Zone is one the requirement names (B)."""
    return any(_fits(top, slot) for slot in _slots(r))


def _dna_pair(r: Requirement, top: DigimonCard, partner: DigimonCard) -> bool:
    """B.b: the Duel Zone Digimon and the partner from the hand make the named pair."""
    a, b = _slots(r)
    return (_fits(top, a) and _fits(partner, b)) or (_fits(top, b) and _fits(partner, a))
