"""A computer player for the card game: rules of thumb, no look-ahead.

Level 2 develops the board within its memory first (the memory it spends past 0 is the
opponent's next turn, 4-2-2), then attacks where the attack is safe or the security
is low, then ends the turn with one last card if it leaves the opponent no more memory
than passing would (6-5-1-7-1: a pass leaves the opponent 3). It blocks when the blocker
survives or the attack would win, and aims effects at the strongest Digimon; every other
question has its rule of thumb in `ANSWERS`. Level 1 plays the first thing it can afford,
attacks whenever it can and never plans its memory.

Everything it reads is public or its own: its hand, the battle and breeding areas, DP,
memory and the sizes of hidden zones. It reads no security card, no opponent's hand
and no deck order, so re-dealing those never changes its answer (the tests check).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from digimon_tui.cards.model import Card
from digimon_tui.cards.selection import Target
from digimon_tui.cards.steps import (
    Delete,
    GainMemory,
    Modify,
    PlayDigivolutionCard,
    ReturnToHand,
    Suspend,
)
from digimon_tui.engine import digixros, legal
from digimon_tui.engine import queries as q
from digimon_tui.engine.compiled import compiled
from digimon_tui.engine.costs import UNPAYABLE
from digimon_tui.engine.game import Game
from digimon_tui.engine.state import Permanent
from digimon_tui.engine.verbs import Ask, Verb
from digimon_tui.loop.decision import Decision
from digimon_tui.loop.moves import Move, mv

PASS_GIVES = 3
"""The memory a pass leaves the opponent (6-5-1-7-1)."""


class Foes(NamedTuple):
    """The defending player's side, as an attack on them meets it."""

    blockers: tuple[int, ...]
    """The DP of each Digimon that could block."""
    counter: int
    """The highest DP among their Digimon: what could attack back next turn."""
    security: int


def _dp(g: Game, perm: Permanent) -> int:
    return q.dp(g, perm) or 0


def _level(card: Card) -> int:
    return card.level or 0


class CardGameBot:
    """Answers every question the card game asks, from its own player's knowledge."""

    def __init__(self, level: int = 2) -> None:
        self.level = level

    def choose(self, g: Game) -> Move[Verb]:
        """The answer to `g.pending`, by the rule `ANSWERS` holds for its kind of question.
        A kind the table lacks (tests/test_bots.py fails when the engine asks one) gets
        its first legal answer rather than no answer."""
        d = g.pending
        assert d is not None, "the game is over"
        answer = ANSWERS.get(d.kind)
        return answer(self, g, d) if answer is not None else d.moves[0]

    # ---- before the turn's actions -----------------------------------------------------

    def _redraw(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """5-2-1-4: keep a hand that can put a level 3 Digimon out early."""
        if self.level < 2:
            return mv(Verb.KEEP)
        hand = [g.defs[u] for u in g.players[d.player].hand]
        starters = [c for c in hand if c.category == "digimon" and _level(c) == 3]
        return mv(Verb.KEEP) if starters else mv(Verb.REDRAW)

    def _breeding(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """6-4: hatch when the area is empty; move a Digimon out once it has nothing left
        to digivolve into from the hand (level 2), or at once (level 1)."""
        verbs = {m.verb for m in d.moves}
        if Verb.MOVE in verbs:
            perm = g.players[d.player].breeding
            assert perm is not None
            if self.level < 2 or not self._evolvers(g, d.player, perm):
                return mv(Verb.MOVE)
            if _level(g.defs[perm.cards[-1]]) >= 5:
                return mv(Verb.MOVE)
        if Verb.HATCH in verbs:
            return mv(Verb.HATCH)
        placed = [m for m in d.moves if m.verb is Verb.PLACE]  # Sealed: a level 3 from the hand
        return placed[0] if placed else mv(Verb.SKIP)

    def _evolvers(self, g: Game, player: int, perm: Permanent) -> list[Card]:
        hand = (g.defs[u] for u in g.players[player].hand)
        return [c for c in hand if legal.digivolve_requirement(g, perm, c) is not None]

    # ---- the main phase ------------------------------------------------------------------

    def _main(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        if self.level < 2:
            return self._main_greedy(g, d)
        memory = g.memory
        develop: list[tuple[float, int, Move[Verb]]] = []
        attacks: list[tuple[float, Move[Verb]]] = []
        foes: Foes | None = None
        for m in d.moves:
            if m.verb is Verb.ATTACK:
                if foes is None:
                    foes = self._foes(g, 1 - d.player)
                attacks.append((self._attack_value(g, m, foes), m))
            elif m.verb is not Verb.PASS:
                cost = self._cost(g, m)
                if cost - memory > PASS_GIVES:
                    continue  # it would give the opponent more memory than a pass does
                value = self._develop_value(g, d.player, m)
                if value > 0:
                    develop.append((value, cost, m))
        if len(g.players[1 - d.player].security) == 0:  # 11-5-1-2-1: an attack on the player wins
            wins = [(v, m) for v, m in attacks if m.args[1] == "player"]
            if wins:
                return max(wins, key=lambda x: x[0])[1]
        within = [(v, m) for v, cost, m in develop if cost <= memory]
        if within:
            return max(within, key=lambda x: x[0])[1]
        good = [(v, m) for v, m in attacks if v > 0]
        if good:
            return max(good, key=lambda x: x[0])[1]
        last = [
            (v + 0.8 * (PASS_GIVES - (cost - memory)), m)
            for v, cost, m in develop
            if cost - memory <= PASS_GIVES
        ]
        if last:
            return max(last, key=lambda x: x[0])[1]
        return mv(Verb.PASS)

    def _main_greedy(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """Level 1: the first play or digivolution it can afford, then every attack."""
        for m in d.moves:
            if m.verb in (Verb.PLAY, Verb.DIGIVOLVE) and self._cost(g, m) <= g.memory:
                return m
        for m in d.moves:
            if m.verb is Verb.ATTACK:
                return m
        return mv(Verb.PASS)

    def _cost(self, g: Game, m: Move[Verb]) -> int:
        """What a play, an Option or a digivolution costs: `play CARD xros ...` less its
        DigiXros reduction, `digivolve ID CARD digisorption ID2` less <Digisorption>."""
        if m.verb in (Verb.PLAY, Verb.OPTION):
            card = g.cards[m.args[0]]
            if len(m.args) > 2:
                return digixros.cost(g, g.turn_player, card, len(m.args) - 2)
            return card.cost or 0
        if m.verb is Verb.DIGIVOLVE:
            card = g.cards[m.args[1]]
            req = legal.digivolve_requirement(g, g.permanent(m.args[0]), card)
            cost = req.cost if req is not None else 0
            return max(0, cost - (card.digisorption or 0)) if len(m.args) > 2 else cost
        return 0

    def _develop_value(self, g: Game, me: int, m: Move[Verb]) -> float:
        """How much a play, digivolution, Option or [Main] effect adds to the board."""
        if m.verb is Verb.PLAY:
            card = g.cards[m.args[0]]
            if card.category == "tamer":
                return 5.0
            return 3 + _level(card) + (card.dp or 0) / 2000
        if m.verb is Verb.DIGIVOLVE:
            perm, card = g.permanent(m.args[0]), g.cards[m.args[1]]
            gain = (card.dp or 0) - (g.defs[perm.cards[-1]].dp or 0)
            ready = not perm.suspended and perm in g.players[me].battle
            return 5 + _level(card) + gain / 1000 + (1 if ready else 0)
        if m.verb is Verb.OPTION:
            return self._effect_value(g, me, g.cards[m.args[0]])
        if m.verb is Verb.ACTIVATE:
            perm = g.permanent(m.args[0])
            if len(m.args) > 1:  # a digivolution card's inherited [Main] effect
                uid = legal.inherited_main_of(g, perm, m.args[1])
                main = None if uid is None else g.info[uid].inherited_main
            else:
                uid = perm.cards[-1]
                main = g.info[uid].main
            if uid is None or main is None or not main.once_per_turn:
                return 0.0  # a [Main] effect usable again and again would never end the turn
            return self._effect_value(g, me, g.defs[uid])
        if m.verb is Verb.TRAIN:  # 16-41: worth its suspension when it can't attack anyway
            perm = g.permanent(m.args[0])
            ready = perm in g.players[me].battle and legal.can_attack(g, perm)
            return 0.0 if ready else 1.0
        return 0.0

    def _effect_value(self, g: Game, me: int, card: Card) -> float:
        """What a card's [Main] effect would do now: Digimon it would remove, memory it
        gains, Digimon it keeps from attacking. Steps it can't judge count for nothing."""
        main = compiled(card).main
        if main is None:
            return 0.0
        total = 0.0
        mine = g.players[me]
        for step in main.steps:
            target: Target | None = getattr(step, "target", None)
            if isinstance(step, GainMemory):
                total += step.amount + 1
            elif isinstance(step, PlayDigivolutionCard):
                total += 3.0
            elif target is None:
                continue
            elif target.side == "opponents" and "digimon" in target.kinds:
                foes = q.candidates(g, target, me)
                if not foes:
                    continue
                n = len(foes) if target.select == "all" else min(target.count, len(foes))
                strongest = sorted((_dp(g, p) for p in foes), reverse=True)[:n]
                if isinstance(step, Delete | ReturnToHand):
                    total += sum(4 + x / 1000 for x in strongest)
                elif isinstance(step, Modify) and step.dp < 0:
                    total += sum(4 + x / 1000 for x in strongest if x <= -step.dp)
                elif isinstance(step, Modify | Suspend):
                    total += 1.0
            elif isinstance(step, Modify) and "security_digimon" in target.kinds:
                total += 1.0
            elif isinstance(step, Modify) and step.dp > 0:
                ready = [p for p in mine.battle if legal.can_attack(g, p)]
                total += 0.5 if ready else 0.0
        return total

    def _foes(self, g: Game, player: int) -> Foes:
        """What an attack on `player` meets, worked out once per main-phase decision."""
        battle = g.players[player].battle
        blockers = tuple(_dp(g, b) for b in self._blockers(g, player))
        counter = max((_dp(g, p) for p in battle if q.is_digimon(g, p)), default=0)
        return Foes(blockers, counter, len(g.players[player].security))

    def _attack_value(self, g: Game, m: Move, foes: Foes) -> float:
        """Attack a suspended Digimon it beats, or the player when no blocker would delete
        the attacker and the attacker is strong, safe from a counter-attack or the
        opponent's security is low."""
        power = _dp(g, g.permanent(m.args[0]))
        blockers = foes.blockers
        if any(b > power for b in blockers):
            return -1.0
        if m.args[1] != "player":
            target = _dp(g, g.permanent(m.args[1]))
            if target < power:
                return 10 + target / 1000
            return -1.0
        security = foes.security
        if security == 0:
            return 100.0
        if any(b == power for b in blockers) and security > 1:
            return -1.0
        if security <= 2 or power >= 5000 or foes.counter <= power:
            return 5 - security + power / 1000
        return -1.0

    def _blockers(self, g: Game, player: int) -> list[Permanent]:
        return [
            p
            for p in g.players[player].battle
            if not p.suspended
            and q.is_digimon(g, p)
            and q.has_blocker(g, p)
            and not q.cant(g, p, "cant_block")
        ]

    # ---- answers to questions ----------------------------------------------------------

    def _block(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """11-4: block with a blocker that survives, or to save the game; made to block
        (<Collision>, 16-30-1), with the weakest when none survives."""
        attacker = g.attacking
        forced = mv(Verb.NO_BLOCK) not in d.moves
        if attacker is None:
            return d.moves[0] if forced else mv(Verb.NO_BLOCK)
        power = _dp(g, attacker)
        blockers = sorted(
            ((_dp(g, g.permanent(m.args[0])), m) for m in d.moves if m.verb is Verb.BLOCK),
            key=lambda x: x[0],
        )
        no_block = blockers[0][1] if forced else mv(Verb.NO_BLOCK)
        if self.level < 2:
            survivors = [m for b, m in blockers if b > power]
            return survivors[0] if survivors else no_block
        survivors = [m for b, m in blockers if b > power]
        if survivors:
            return survivors[0]
        if g.attack_target is None:  # the attack is on the player
            security = len(g.players[d.player].security)
            if security == 0:
                return blockers[-1][1]
            trades = [m for b, m in blockers if b == power]
            if trades and security <= 1:
                return trades[0]
        return no_block

    def _target(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """The opponent's strongest Digimon; of its own, the strongest ready to attack; an
        attack an effect lets it aim at the player or a Digimon (EX5-068) goes at the
        strongest Digimon it may, the player ranking as one without DP. While a Digimon is
        left to choose it chooses one: `done` only ends an empty list."""
        picks = [m for m in d.moves if m.verb is Verb.TARGET]
        if not picks:
            return d.moves[0]
        if self.level < 2:
            return picks[0]

        def rank(m: Move[Verb]) -> tuple[int, int]:
            perm = g.find(m.args[0])
            if perm is None:  # "target player"
                return (1, 0)
            if perm.owner != d.player:
                return (1, _dp(g, perm))
            return (int(legal.can_attack(g, perm)), _dp(g, perm))

        return max(picks, key=rank)

    def _card(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """The highest-level card offered (the Digimon under a Digimon of ST2-15, the card
        to add or digivolve into); `done` only when no card is offered."""
        picks = [m for m in d.moves if m.verb is not Verb.DONE]
        if not picks:
            return d.moves[0]
        return max(picks, key=lambda m: _rank_card(g.cards[m.args[-1]]))

    def _yes(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """An optional effect, a [Counter] effect, <Save>, a DNA digivolution: the first
        way to use it rather than declining (the declining answer is listed last); but not
        an effect whose cost can't be paid, which would only spend its use (15-7-4)."""
        if UNPAYABLE in d.prompt:
            return d.moves[-1]
        return d.moves[0]

    def _prevent(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """16-15, 16-17, 16-18, 16-21: keep the Digimon, except by <Barrier> when the
        security stack it spends has 2 cards or fewer; <Scapegoat> (16-32) last, giving up
        the weakest of the other Digimon."""
        security = len(g.players[d.player].security)
        goats = []
        for m in d.moves[:-1]:  # the last one declines
            if m.verb is Verb.BARRIER and security <= 2:
                continue
            if m.verb is Verb.SCAPEGOAT:
                goats.append(m)
                continue
            return m
        if goats:
            return min(goats, key=lambda m: _dp(g, g.permanent(str(m.args[0]))))
        return d.moves[-1]

    def _attack_now(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """<Blitz> (16-16), <Vortex> (16-33), <Execute> (16-38), "this Digimon may attack":
        attack where a main-phase attack would be worth making; the last move declines."""
        attacks = [m for m in d.moves if m.verb is Verb.ATTACK]
        if not attacks:
            return d.moves[-1]
        foes = self._foes(g, 1 - d.player)
        value, best = max(((self._attack_value(g, m, foes), m) for m in attacks), key=_by_value)
        return best if value > 0 or self.level < 2 else d.moves[-1]

    def _raid(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """16-23: switch to the strongest unsuspended Digimon when the attacker beats it."""
        attacker = g.attacking
        power = 0 if attacker is None else _dp(g, attacker)
        for m in d.moves:
            if m.verb is Verb.RAID and _dp(g, g.permanent(m.args[0])) < power:
                return m
        return mv(Verb.NO_RAID)

    def _alliance(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """16-24: suspend a Digimon that could not attack this turn anyway, the weakest."""
        idle = [
            m
            for m in d.moves
            if m.verb is Verb.ALLIANCE and not legal.can_attack(g, g.permanent(m.args[0]))
        ]
        if not idle:
            return mv(Verb.NO_ALLIANCE)
        return min(idle, key=lambda m: _dp(g, g.permanent(m.args[0])))

    def _xros(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """DigiXros: the option with the most materials, the cheapest play."""
        return max(d.moves, key=lambda m: len(m.args) if m.verb is Verb.XROS else -1)

    def _count(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """How many cards to trash (16-12, "up to N digivolution cards"): as many as it may."""
        return max(d.moves, key=lambda m: int(m.args[0]))

    def _first(self, g: Game, d: Decision[Verb]) -> Move[Verb]:
        """The order of effects or cards, one mode of "choose one", a Tamer, top or bottom
        of a security stack: the first legal answer."""
        return d.moves[0]


def _by_value(pair: tuple[float, Move[Verb]]) -> float:
    return pair[0]


def _rank_card(card: Card) -> tuple[int, int]:
    return (_level(card), card.dp or 0)


Answer = Callable[[CardGameBot, Game, Decision[Verb]], Move[Verb]]

ANSWERS: dict[str, Answer] = {
    Ask.REDRAW: CardGameBot._redraw,
    Ask.BREEDING: CardGameBot._breeding,
    Ask.MAIN: CardGameBot._main,
    Ask.BLOCK: CardGameBot._block,
    Ask.TARGET: CardGameBot._target,
    Ask.CARD: CardGameBot._card,
    Ask.OPTIONAL: CardGameBot._yes,
    Ask.COUNTER: CardGameBot._yes,
    Ask.SAVE: CardGameBot._yes,
    Ask.DNA: CardGameBot._yes,
    Ask.PREVENT: CardGameBot._prevent,
    Ask.BLITZ: CardGameBot._attack_now,
    Ask.EXECUTE: CardGameBot._attack_now,
    Ask.VORTEX: CardGameBot._attack_now,
    Ask.ATTACK: CardGameBot._attack_now,
    Ask.RAID: CardGameBot._raid,
    Ask.ALLIANCE: CardGameBot._alliance,
    Ask.XROS: CardGameBot._xros,
    Ask.COUNT: CardGameBot._count,
    Ask.ORDER: CardGameBot._first,
    Ask.MODE: CardGameBot._first,
    Ask.TAMER: CardGameBot._first,
    Ask.WHERE: CardGameBot._first,
}
"""The bot's rule for each kind of question the engine asks (`Game.ask`'s `kind`)."""
