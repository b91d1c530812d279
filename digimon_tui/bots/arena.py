"""A computer player for the Digi-Battle Arena: rules of thumb, no look-ahead.

Level 2 starts with the Rookie its deck can digivolve most, places the next-level card
that blasts hardest against the opponent's type, pays with the cards it needs least,
and in the battle phase plays a Power Option only when it is behind, the cheapest one
that puts it ahead (or its strongest, if more of them could). Level 1 places and pays
with the first card it can and plays an option whenever it is behind; it clears its hand
in the regroup as level 2 does.

It reads its own hand and face-down cards, both Duel Zones and Power Ports, the Offline
piles and the sizes of the Online piles: never the other hand, the other player's
face-down card, or an Online order.
"""

from __future__ import annotations

from typing import NamedTuple

from digimon_tui.arena import queries as q
from digimon_tui.arena.cards import AddPower, DigimonCard, DoublePower, PowerOption
from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.state import PLAYERS
from digimon_tui.arena.verbs import ArenaVerb
from digimon_tui.loop.decision import Decision
from digimon_tui.loop.moves import Move, mv

CLEAR_OUT = ("discard", "change-rookie")
"""The regroup's questions, which both levels answer alike: without clearing the Digimon
it can't use out of its hand, a player soon draws nothing new (E)."""


class Step(NamedTuple):
    """A Digimon card as a step up the levels: its level, its name, and the names each
    of its digivolve requirements asks for."""

    level: str
    name: str
    named: tuple[frozenset[str], ...]


MISSING = Step("", "", ())
"""Not looked up yet (None is taken: a card that is no Digimon)."""


def _average(card: DigimonCard) -> float:
    p = card.power
    return (p.red + p.green + p.yellow) / 3


class ArenaBot:
    """Answers every question the Arena asks, from its own player's knowledge."""

    def __init__(self, level: int = 2) -> None:
        self.level = level
        self._steps: dict[str, Step | None] = {}
        """Per card number: its place in a line of Digimon, worked out once."""

    def choose(self, g: ArenaGame) -> Move[ArenaVerb]:
        """The answer to `g.pending`; level 1 takes the first legal answer but in the battle
        phase and the regroup, and a question without a rule here gets it too."""
        d = g.pending
        assert d is not None, "the game is over"
        if d.kind == "battle":
            return self._battle(g, d)
        if self.level < 2 and d.kind not in CLEAR_OUT:
            return d.moves[0]
        answer = {
            "rookie": self._rookie,
            "place": self._place,
            "digivolve": self._digivolve,
            "pay": self._pay,
            "downgrade": self._downgrade,
            "discard": self._discard,
            "change-rookie": self._change_rookie,
        }.get(d.kind)
        return answer(g, d) if answer is not None else d.moves[0]

    # ---- cards' worth --------------------------------------------------------------------

    def keep_value(self, g: ArenaGame, number: str) -> float:
        """How much a hand card is worth keeping: power it can add, or blast with."""
        card = g.cards[number]
        if isinstance(card, PowerOption):
            if card.kind == "digivolve":
                return 200.0
            gain = 0.0
            for e in card.effects:
                if isinstance(e, AddPower):
                    gain += e.amount
                elif isinstance(e, DoublePower):
                    gain += 300
                else:
                    gain += 150
            return gain
        assert isinstance(card, DigimonCard)
        if card.level == "rookie":
            return 50.0
        return _average(card)

    def _cheapest(self, g: ArenaGame, moves: list[Move[ArenaVerb]]) -> Move[ArenaVerb]:
        return min(moves, key=lambda m: self.keep_value(g, m.args[0]))

    def _step(self, g: ArenaGame, number: str) -> Step | None:
        step = self._steps.get(number, MISSING)
        if step is MISSING:
            card = g.cards[number]
            step = None
            if isinstance(card, DigimonCard):
                names = tuple(frozenset(r.digimon) for r in card.requirements)
                step = Step(card.level, card.name, names)
            self._steps[number] = step
        return step

    def _line(self, g: ArenaGame, p: int, rookie: str) -> set[str]:
        """The hand's Digimon that could follow `rookie` up the levels, each naming the
        one below it (a Champion naming the Rookie, an Ultimate naming that Champion...):
        the ones worth keeping. The Digimon on the Duel Zone count as the steps they are."""
        names = {rookie}
        for n in g.sides[p].duel:
            step = self._step(g, n)
            if step is not None and step.level != "rookie":
                names.add(step.name)
        steps = [(n, s) for n in g.sides[p].hand if (s := self._step(g, n)) is not None]
        keep: set[str] = set()
        for level in ("champion", "ultimate", "mega"):
            found = [
                (n, s)
                for n, s in steps
                if s.level == level and any(not names.isdisjoint(r) for r in s.named)
            ]
            keep.update(n for n, _ in found)
            names.update(s.name for _, s in found)
        return keep

    def _rookie_name(self, g: ArenaGame, p: int) -> str:
        duel = g.sides[p].duel
        return g.cards[next(n for n in reversed(duel) if q.is_rookie(g, n))].name

    def _discard(self, g: ArenaGame, d: Decision[ArenaVerb]) -> Move[ArenaVerb]:
        """E: Digimon that can't follow this Rookie up the levels make room for new
        cards; Power Options and the Rookies some Champion in the hand needs stay."""
        p = d.player
        keep = self._line(g, p, self._rookie_name(g, p))
        hand = [g.cards[n] for n in g.sides[p].hand]
        named = {
            name
            for c in hand
            if isinstance(c, DigimonCard) and c.level == "champion"
            for r in c.requirements
            for name in r.digimon
        }
        for m in d.moves:
            if m.verb is not ArenaVerb.DISCARD:
                continue
            card = g.cards[m.args[0]]
            if not isinstance(card, DigimonCard) or m.args[0] in keep:
                continue
            if card.level == "rookie" and card.name in named:
                continue
            return m
        return mv(ArenaVerb.DONE)

    def _change_rookie(self, g: ArenaGame, d: Decision[ArenaVerb]) -> Move[ArenaVerb]:
        """E: a Rookie that a Champion in the hand digivolves from, when the one on the
        Duel Zone has none."""
        p = d.player
        if self._line(g, p, self._rookie_name(g, p)):
            return mv(ArenaVerb.KEEP_ROOKIE)
        changes = [m for m in d.moves if m.verb is ArenaVerb.CHANGE_ROOKIE]
        lines = {m: len(self._line(g, p, g.cards[m.args[0]].name)) for m in changes}
        best = max(changes, key=lambda m: lines[m], default=None)
        return best if best is not None and lines[best] else mv(ArenaVerb.KEEP_ROOKIE)

    # ---- set-up and the digivolve phase ---------------------------------------------------

    def _rookie(self, g: ArenaGame, d: Decision[ArenaVerb]) -> Move[ArenaVerb]:
        """A.1: the Rookie the most Champions of the deck digivolve from."""
        deck = [g.cards[n] for n in g.decks[d.player]]

        def worth(m: Move[ArenaVerb]) -> float:
            name = g.cards[m.args[0]].name
            champions = sum(
                1
                for c in deck
                if isinstance(c, DigimonCard) and any(name in r.digimon for r in c.requirements)
            )
            return 1000 * champions + _average(q.digimon(g, m.args[0]))

        return max(d.moves, key=worth)

    def _place(self, g: ArenaGame, d: Decision[ArenaVerb]) -> Move[ArenaVerb]:
        """B: the next-level card strongest against the opponent, less what it costs."""
        foe = q.top(g, 1 - d.player).type
        places = [m for m in d.moves if m.verb is ArenaVerb.PLACE]
        if not places:
            return mv(ArenaVerb.NO_PLACE)

        def worth(m: Move[ArenaVerb]) -> float:
            card = q.digimon(g, m.args[0])
            value = getattr(card.power, foe)
            if len(m.args) > 1:
                value -= self.keep_value(g, m.args[1])
            return value

        return max(places, key=worth)

    def _digivolve(self, g: ArenaGame, d: Decision[ArenaVerb]) -> Move[ArenaVerb]:
        """B.5: digivolve if it can; a DNA partner is the card worth least to keep."""
        if mv(ArenaVerb.DIGIVOLVE) in d.moves:
            return mv(ArenaVerb.DIGIVOLVE)
        partners = [m for m in d.moves if m.verb is ArenaVerb.DIGIVOLVE]
        return self._cheapest(g, partners) if partners else mv(ArenaVerb.PASS)

    def _pay(self, g: ArenaGame, d: Decision[ArenaVerb]) -> Move[ArenaVerb]:
        return self._cheapest(g, list(d.moves))

    # ---- the battle phase ----------------------------------------------------------------

    def _battle(self, g: ArenaGame, d: Decision[ArenaVerb]) -> Move[ArenaVerb]:
        """C: pass when ahead; when behind, the cheapest option that gets ahead."""
        p = d.player
        mine, theirs = q.power(g, p), q.power(g, 1 - p)
        options = [m for m in d.moves if m.verb is ArenaVerb.OPTION]
        if mine > theirs or not options:
            return mv(ArenaVerb.PASS)
        if self.level < 2:
            return options[0]
        gains = {m: self._gain(g, p, m.args[0], mine, theirs) for m in options}
        ahead = [m for m in options if mine + gains[m] > theirs]
        if ahead:
            return min(ahead, key=lambda m: self._cost(g, p, m.args[0]))
        useful = [m for m in options if gains[m] > 0]
        if useful and mine + sum(gains[m] for m in useful) > theirs:
            return max(useful, key=lambda m: gains[m])
        return mv(ArenaVerb.PASS)

    def _gain(self, g: ArenaGame, p: int, number: str, mine: int, theirs: int) -> float:
        """How far playing the option would close the gap: its power for this player, or
        the opponent's power it would take away by sending their Digimon Offline."""
        gain = float(q.power(g, p, (number,)) - mine)
        o = q.option(g, number)
        assert o is not None
        duel = g.sides[1 - p].duel
        for e in o.effects:
            if e.do == "send_digimon_offline" and q.top(g, 1 - p).level != "rookie":
                gain += theirs  # what stays is a Rookie: counted as beaten
            elif e.do == "downgrade" and q.top(g, 1 - p).level == e.level and len(duel) > 1:
                gain += theirs / 2
        return gain

    def _cost(self, g: ArenaGame, p: int, number: str) -> float:
        """A rough price of playing an option: the cards its use sends Offline."""
        o = q.option(g, number)
        assert o is not None
        use = o.use
        rest = len(g.sides[p].hand) - 1 - use.hand_cards if use.rest_of_hand else 0
        return 100 * (1 + use.hand_cards + rest) + 10 * use.online_cards

    def _downgrade(self, g: ArenaGame, d: Decision[ArenaVerb]) -> Move[ArenaVerb]:
        """C: the opponent's Digimon, when it is among the targets."""
        theirs = mv(ArenaVerb.DOWNGRADE, PLAYERS[1 - d.player])
        return theirs if theirs in d.moves else d.moves[0]
