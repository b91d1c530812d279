"""The Digi-Battle Arena game: a state machine that asks questions, like the main engine.

`game.pending` says who decides what and lists the legal moves; `game.apply(move)` takes
one answer and runs the rules to the next question. The rules run as one generator
(`_run`) that yields a `Decision` whenever a player must choose, in the order of the Arena
rules: A set-up, then duels of B digivolve, C battle, D scoring and E regroup. Each
player's secret choice (the starting Rookie, the face-down card, a new Rookie) is a
decision of its own and is kept out of the log, so a hotseat screen can hide it.
"""

from __future__ import annotations

from collections.abc import Sequence

from digimon_tui.loop.decision import new_decision
from digimon_tui.loop.machine import QuestionLoop
from digimon_tui.loop.moves import TEXTS, IllegalMove, Move, UnknownVerb, mv, parse
from digimon_tui.loop.rng import Rng

from . import effects, legal
from . import queries as q
from .cards import UseRequirements
from .loader import AnyCard
from .state import HAND_SIZE, PLAYERS, TARGET, Side
from .text import label
from .verbs import ArenaVerb, Asks

SECRET = ("rookie", "place", "change-rookie")
"""Decisions the opponent must not see; the log tells only what the table sees."""

PUBLIC_ANSWERS = ("downgrade",)
"""Decisions whose possible answers depend only on cards both players see. Only these are
answered by themselves when one answer is possible: skipping any other question (or noting
"the only choice") would tell the other player what the hand or a face-down card holds."""


class GameOver(Exception):
    """Raised inside the rules when a player reaches the target; ends the procedure."""


class ArenaGame(QuestionLoop[ArenaVerb]):
    """One game of Digi-Battle under the Arena rules, between p1 and p2."""

    def __init__(
        self,
        cards: dict[str, AnyCard],
        decks: Sequence[Sequence[str]],
        seed: int = 0,
        target: int = TARGET,
        *,
        sides: tuple[Side, Side] | None = None,
        first: int = 0,
        logging: bool = True,
    ) -> None:
        """A new game of two 30-card decks, played to `target` points (D: 1,000, or a lower
        number agreed before starting). Given `sides` instead, the game starts at the
        digivolve phase of a duel with those sides and `first` going first (a position
        for tests, lessons or playtesting)."""
        if not 0 < target <= TARGET:
            raise ValueError(f"the target is at most {TARGET} points and more than 0 (D)")
        super().__init__()
        self.cards = cards
        self.seed = seed
        self.rng = Rng(seed)
        self.target = target
        self.decks = tuple(tuple(d) for d in decks)
        self.setup_sides = sides is not None
        """Started from a position rather than shuffled decks: such a game has no replay."""
        self.sides = sides or (Side(), Side())
        self.first: int | None = first if sides else None
        """Who goes first in this duel; None until the coin is flipped (B.4)."""
        self.duel = 0
        self.phase = "setup"
        self.winner: str | None = None
        self.win_reason = ""
        self.moves: list[str] = []
        self.logging = logging
        """Off in simulations: then no log line is built, nor kept."""
        self.start(self._run(setup=sides is None))

    # ---- the question loop -------------------------------------------------------------

    def apply(self, move: str | Move[ArenaVerb]) -> None:
        """Answer the pending decision; an illegal move raises IllegalMove with the reason."""
        try:
            m = parse(move, ArenaVerb)
        except UnknownVerb as e:
            raise IllegalMove(legal.why_illegal(self, e.text)) from None
        if self.pending is None or m not in self.pending.moves:
            raise IllegalMove(legal.why_illegal(self, m))
        self.moves.append(TEXTS[m])
        if self.pending.kind not in SECRET:
            self.log("{}: {}", PLAYERS[self.pending.player], lambda: self._said(m))
        self._advance(m)

    def ask(
        self, player: int, kind: str, moves: Sequence[Move[ArenaVerb]], prompt: str
    ) -> Asks[Move[ArenaVerb]]:
        """Put a question to a player; a single possible answer to a question about public
        cards is taken without asking."""
        if len(moves) == 1 and kind in PUBLIC_ANSWERS:
            self.log("{}: {} (the only choice)", PLAYERS[player], lambda: self._said(moves[0]))
            return moves[0]
        return (yield new_decision((player, kind, tuple(moves), prompt, ())))

    def _said(self, m: Move[ArenaVerb]) -> str:
        """A move as the log tells it: the move, then the names of the cards it shows."""
        names = [self.cards[a].name for a in m.args if a in self.cards]
        return f"{m} ({', '.join(names)})" if names else str(m)

    # ---- changes the rules and effects make -------------------------------------------------

    def add_score(self, p: int, points: int) -> None:
        """D: points go on the score counter; the first to the target wins at once."""
        side = self.sides[p]
        side.score += points
        if side.score >= self.target:
            self.winner = PLAYERS[p]
            self.win_reason = f"{PLAYERS[p]} reached {side.score} of {self.target} points (D)"
            self.log("{} wins: {}", self.winner, self.win_reason)
            raise GameOver

    def _rookie_at(self, p: int) -> int:
        """Where the uppermost Rookie lies in `p`'s Duel Zone stack."""
        return max(i for i, n in enumerate(self.sides[p].duel) if q.is_rookie(self, n))

    def drop_to_rookie(self, p: int) -> None:
        """D: every Digimon above the Duel Zone's uppermost Rookie goes Offline."""
        duel = self.sides[p].duel
        keep = self._rookie_at(p) + 1
        self.sides[p].offline += duel[keep:]
        del duel[keep:]

    def check_online(self, p: int) -> None:
        """E (note): when Online goes down to zero, everything on the board but the Rookie
        goes Offline, and Offline is shuffled into a new Online."""
        side = self.sides[p]
        if side.online:
            return
        rookie = side.duel.pop(self._rookie_at(p))
        loose = [c for c in (side.digivolve_zone, side.port_face_down) if c is not None]
        side.offline += side.duel + side.port + loose
        side.duel, side.port = [rookie], []
        side.digivolve_zone = side.port_face_down = None
        side.online, side.offline = side.offline, []
        self.rng.shuffle(side.online)
        self.log("{}'s Online ran out: Offline is shuffled into a new Online (E)", PLAYERS[p])

    def _to_offline(self, p: int, numbers: Sequence[str]) -> None:
        for n in numbers:
            self.sides[p].hand.remove(n)
            self.sides[p].offline.append(n)

    def _pay_hand(self, p: int, count: int, why: str) -> Asks:
        """Send `count` cards of `p`'s choice from the hand Offline, one question each."""
        for i in range(count):
            hand = self.sides[p].hand
            answer = yield from self.ask(
                p,
                "pay",
                [mv(ArenaVerb.PAY, n) for n in legal.distinct(hand)],
                f"{why}: send a card from your hand Offline ({i + 1} of {count})",
            )
            self._to_offline(p, [answer.args[0]])

    # ---- the procedure -------------------------------------------------------------------

    def _run(self, setup: bool) -> Asks:
        try:
            if setup:
                yield from self._setup()
            while True:
                self.duel += 1
                self.log("— duel {} —", self.duel)
                yield from self._digivolve_phase()
                yield from self._battle_phase()
                yield from self._end_of_duel()
                yield from self._regroup()
        except GameOver:
            self.phase = "over"
            return

    def _setup(self) -> Asks:
        """A.1-A.3: a Rookie face down on the Duel Zone, shuffle, 10 in hand, 19 Online,
        then both Rookies are turned over."""
        for p in (0, 1):
            deck = self.decks[p]
            answer = yield from self.ask(
                p,
                "rookie",
                [
                    mv(ArenaVerb.ROOKIE, n)
                    for n in legal.distinct(list(deck))
                    if q.is_rookie(self, n)
                ],
                "A.1: which Rookie goes face down on your Duel Zone?",
            )
            self.sides[p].duel = [answer.args[0]]
            self.sides[p].rookie_face_down = True
            self.log("{} puts a Rookie face down on the Duel Zone (A.1)", PLAYERS[p])
        for p in (0, 1):
            rest = list(self.decks[p])
            rest.remove(self.sides[p].duel[0])
            self.rng.shuffle(rest)
            side = self.sides[p]
            side.hand, side.online = rest[:HAND_SIZE], rest[HAND_SIZE:]
            self.log("{} deals 10 cards and puts {} Online (A.2)", PLAYERS[p], len(side.online))
        for p in (0, 1):
            self.sides[p].rookie_face_down = False
            self.log("{} turns over {} (A.3)", PLAYERS[p], label(q.top(self, p)))

    def _digivolve_phase(self) -> Asks:
        """B: face-down cards, the coin, then each player in turn digivolves or passes.
        Placing is secret and in effect at once: what each chose goes on the Mat, and in
        the log, only when both have chosen."""
        self.phase = "digivolve"
        for side in self.sides:
            side.passed, side.played = False, []
        chosen: list[Move[ArenaVerb]] = []
        for p in (0, 1):
            answer = yield from self.ask(
                p,
                "place",
                [*legal.placements(self, p), mv(ArenaVerb.NO_PLACE)],
                "B: place a next-level card face down on the Digivolve Zone?",
            )
            chosen.append(answer)
        for p, answer in enumerate(chosen):
            self._place(p, answer)
        if self.first is None:
            self.first = self.rng.randrange(2)
            self.log("the coin: {} goes first (B.4)", PLAYERS[self.first])
        for p in (self.first, 1 - self.first):
            yield from self._reveal(p)

    def _place(self, p: int, answer: Move[ArenaVerb]) -> None:
        """B: a next-level card face down on the Digivolve Zone, perhaps with a Digivolve
        option face down on the Power Port, or nothing."""
        side = self.sides[p]
        if answer.verb is ArenaVerb.NO_PLACE:
            self.log("{} places nothing on the Digivolve Zone (B)", PLAYERS[p])
            return
        side.digivolve_zone = answer.args[0]
        side.hand.remove(answer.args[0])
        extra = ""
        if len(answer.args) > 1:
            side.port_face_down = answer.args[1]
            side.hand.remove(answer.args[1])
            extra = " and one on the Power Port"
        self.log("{} places a card face down on the Digivolve Zone{} (B)", PLAYERS[p], extra)

    def _reveal(self, p: int) -> Asks:
        """B.5-B.8: turn the card over and meet its requirements, or pass and lose it. A new
        Rookie chosen in the regroup is turned over first, by its owner (reading 14)."""
        side = self.sides[p]
        if side.rookie_face_down:
            side.rookie_face_down = False
            self.log(
                "{} turns over the new Rookie {} (E)", PLAYERS[p], lambda: label(q.top(self, p))
            )
        number = side.digivolve_zone
        if number is None:
            self.log("{} has nothing to digivolve: passes (B.8)", PLAYERS[p])
            return
        card = q.digimon(self, number)
        answer = yield from self.ask(
            p,
            "digivolve",
            [*legal.reveal_moves(self, p), mv(ArenaVerb.PASS)],
            f"B.5: digivolve {q.top(self, p).name} into {card.name}, or pass?",
        )
        side.digivolve_zone = None
        if answer.verb is ArenaVerb.PASS:
            lost = [number, *([side.port_face_down] if side.port_face_down else [])]
            side.offline += lost
            side.port_face_down = None
            gone = " and ".join(self.cards[n].name for n in lost)
            self.log("{} passes: {} to Offline (B.8)", PLAYERS[p], gone)
            return
        below = q.top(self, p)
        side.duel.append(number)
        self.log("{} digivolves {} into {} (B.5)", PLAYERS[p], below.name, lambda: label(card))
        if below.level == "rookie" and len(side.duel) > 2:
            side.offline += side.duel[:-2]  # E: an old Rookie under the new one goes now
            del side.duel[:-2]
            self.log("{}'s old Rookie goes Offline (E)", PLAYERS[p])
        if side.port_face_down is not None:
            yield from self._digivolve_with_option(p)
        elif answer.args:
            side.hand.remove(answer.args[0])
            side.port.append(answer.args[0])
            partner = self.cards[answer.args[0]].name
            self.log("DNA: {} goes face up on the Power Port (B.6b)", partner)
        else:
            req = legal.tribute_for(card, below)
            assert req is not None
            yield from self._pay_hand(p, req.cards, f"B.6: digivolving to {card.name}")
        for e in card.effects:
            if e.when == "digivolved_to":
                yield from effects.resolve(self, p, e, card.name)

    def _digivolve_with_option(self, p: int) -> Asks:
        """B.6a: the Digivolve option turns face up on the Power Port; its use is paid."""
        side = self.sides[p]
        number = side.port_face_down
        assert number is not None
        o = q.option(self, number)
        assert o is not None
        side.port.append(number)
        side.port_face_down = None
        self.log("{} turns over {} on the Power Port (B.6a)", PLAYERS[p], lambda: label(o))
        yield from self._pay_use(p, o.use, o.name)

    def _pay_use(self, p: int, use: UseRequirements, name: str) -> Asks:
        """C: meet a Power Option's use requirements as part of the turn."""
        side = self.sides[p]
        yield from self._pay_hand(p, use.hand_cards, name)
        if use.rest_of_hand and side.hand:
            self.log("{}: the rest of {}'s hand goes Offline", name, PLAYERS[p])
            self._to_offline(p, list(side.hand))
        if use.online_cards:
            sent = [side.online.pop() for _ in range(use.online_cards)]
            side.offline += sent
            self.log("{}: {} card(s) of {}'s Online go Offline", name, len(sent), PLAYERS[p])
            self.check_online(p)

    def _battle_phase(self) -> Asks:
        """C: from the first player, one Power Option a turn until both have passed; a
        player who passed plays no more while the other may go on."""
        self.phase = "battle"
        assert self.first is not None
        p = self.first
        while not (self.sides[0].passed and self.sides[1].passed):
            if not self.sides[p].passed:
                answer = yield from self.ask(
                    p,
                    "battle",
                    [*legal.battle_moves(self, p), mv(ArenaVerb.PASS)],
                    f"C: your power {q.power(self, p)} against {q.power(self, 1 - p)}: "
                    "play a Power Option or pass?",
                )
                if answer.verb is ArenaVerb.PASS:
                    self.sides[p].passed = True
                    self.log("{} passes (C)", PLAYERS[p])
                else:
                    yield from self._play_option(p, answer.args[0])
            p = 1 - p

    def _play_option(self, p: int, number: str) -> Asks:
        """C: the card goes on the Power Port, its use is paid, then its effects happen
        (those of a card already swept Offline by a reshuffle don't)."""
        side = self.sides[p]
        o = q.option(self, number)
        assert o is not None
        side.hand.remove(number)
        side.port.append(number)
        side.played.append(number)
        self.log("{} plays {} on the Power Port (C)", PLAYERS[p], lambda: label(o))
        yield from self._pay_use(p, o.use, o.name)
        for e in o.effects:
            if e.when == "played" and number in side.port:
                yield from effects.resolve(self, p, e, o.name)
        self.log("power: p1 {}, p2 {}", lambda: q.power(self, 0), lambda: q.power(self, 1))

    def _end_of_duel(self) -> Asks:
        """D: the higher power wins and scores by the defeated level; the loser's Digimon
        but the Rookie and every Power Option not kept go Offline; a tie scores nothing.
        Effects waiting for the result happen last, winner's first."""
        self.phase = "scoring"
        a, b = q.power(self, 0), q.power(self, 1)
        if a == b:
            self.log("a tie at {}: no points, the Digimon stay (D)", a)
            assert self.first is not None
            order = (self.first, 1 - self.first)
            results = [(t, *r) for t in order for r in effects.moment(self, t, "tie")]
        else:
            win = 0 if a > b else 1
            lose = 1 - win
            winner, loser = q.top(self, win), q.top(self, lose)
            points = getattr(winner.score, loser.level)
            results = [(win, *r) for r in effects.moment(self, win, "wins")]
            results += [(lose, *r) for r in effects.moment(self, lose, "loses")]
            for _ in (e for _, _, e in results if e.do == "double_score"):
                points *= 2
            self.log(
                "{}'s {} ({}) defeats {}'s {} {} ({}): {} points (D)",
                PLAYERS[win],
                winner.name,
                max(a, b),
                PLAYERS[lose],
                loser.level.title(),
                loser.name,
                min(a, b),
                points,
            )
            self.add_score(win, points)
            self.drop_to_rookie(lose)
            self.first = win
        for side in self.sides:
            kept = [n for n in side.port if (o := q.option(self, n)) and o.keep_on_port]
            side.offline += [n for n in side.port if n not in kept]
            side.port = kept
        for t, source, e in results:
            if e.do != "double_score":
                yield from effects.resolve(self, t, e, source)

    def _regroup(self) -> Asks:
        """E: discard any number of cards, refill the hand to 10 from Online, and perhaps
        put a new Rookie face down on a Rookie showing on the Duel Zone."""
        self.phase = "regroup"
        for p in (0, 1):
            side = self.sides[p]
            while side.hand:
                answer = yield from self.ask(
                    p,
                    "discard",
                    [
                        *(mv(ArenaVerb.DISCARD, n) for n in legal.distinct(side.hand)),
                        mv(ArenaVerb.DONE),
                    ],
                    "E: discard a card to Offline, or done?",
                )
                if answer.verb is ArenaVerb.DONE:
                    break
                self._to_offline(p, [answer.args[0]])
            drawn = 0
            while len(side.hand) < HAND_SIZE and side.online:
                side.hand.append(side.online.pop())
                drawn += 1
                self.check_online(p)
            self.log("{} draws {} to {} cards (E)", PLAYERS[p], drawn, len(side.hand))
            changes = legal.rookie_changes(self, p)
            if changes:
                answer = yield from self.ask(
                    p,
                    "change-rookie",
                    [*changes, mv(ArenaVerb.KEEP_ROOKIE)],
                    "E: put a new Rookie face down on your Rookie?",
                )
                if answer.verb is ArenaVerb.CHANGE_ROOKIE:
                    side.hand.remove(answer.args[0])
                    old = side.duel[:-1]
                    side.offline += old  # only the last old Rookie stays under the new one
                    side.duel = [side.duel[-1], answer.args[0]]
                    side.rookie_face_down = True
                    self.log("{} puts a new Rookie face down on the old one (E)", PLAYERS[p])

    # ---- what a move may reveal ------------------------------------------------------------

    def secrets(self) -> dict[str, object]:
        """Values that change whenever a move brings a hidden card into view or re-randomizes
        a hidden order: each side's Online size and face-down cards, and the random
        generator's state (shuffles, the coin). Conservative (turning over one's own
        face-down card counts too), so the table asks before undoing such a move; never
        called while simulating."""
        out: dict[str, object] = {}
        for name, side in zip(PLAYERS, self.sides, strict=True):
            out[f"{name}'s Online"] = len(side.online)
            down = (side.digivolve_zone, side.port_face_down, side.rookie_face_down)
            out[f"{name}'s face-down cards"] = down
        out["the coin or a shuffle"] = self.rng.getstate()
        return out
