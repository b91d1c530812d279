"""The fixed action space: every answer the engine can ask for, as one whole number.

A learning program chooses from a `Discrete(SIZE)` space whatever the question; the
legal answers of the pending question are marked in a mask. An action names its move
by what it does (`play` card 7 of the deck pair's card list, `attack` with the Digimon in
your battle slot 2 the player), so the same number means the same move in every
position. Permanents are named by their position as the deciding player sees the table
(`positions`), cards by their place in the deck pair's sorted card list. The blocks and
their order are documented in docs/learning-env.md.

A move the blocks can't name (a DigiXros play, a DNA digivolution, a Digimon past the
last slot, ...) takes the next of `EXTRA` numbers kept for the question's other moves,
in the order the engine lists them; so every legal move has exactly one action.
"""

from __future__ import annotations

from collections.abc import Sequence

from digimon_tui.cards.decks import DECK_SIZE, MAX_EGGS
from digimon_tui.engine.game import Game
from digimon_tui.engine.verbs import Verb
from digimon_tui.loop.decision import Decision
from digimon_tui.loop.moves import Move

SIDE = 20
"""Positions on each side of the table: 0 is the breeding area, 1 to 19 the battle area
in its order."""
MAX_CARDS = 2 * (DECK_SIZE + MAX_EGGS)
"""The most card numbers two legal decks can hold (1-4-1): the card list's length."""
NUMBERS = 20
"""`count 0..19`, `first 1..20`, `mode 1..20`."""
EXTRA = 32
"""Numbers for the moves of a question the blocks can't name."""

WORDS: tuple[Verb, ...] = (
    Verb.KEEP,
    Verb.REDRAW,
    Verb.HATCH,
    Verb.MOVE,
    Verb.SKIP,
    Verb.PASS,
    Verb.YES,
    Verb.NO,
    Verb.DONE,
    Verb.TOP,
    Verb.BOTTOM,
    Verb.NO_BLOCK,
    Verb.NO_COUNTER,
    Verb.NO_XROS,
    Verb.NO_PREVENT,
    Verb.NO_SAVE,
    Verb.NO_RAID,
    Verb.NO_ALLIANCE,
    Verb.NO_BLITZ,
    Verb.NO_EXECUTE,
    Verb.NO_VORTEX,
    Verb.NO_ATTACK,
)
"""Moves of one word."""
NUMBERED: tuple[Verb, ...] = (Verb.COUNT, Verb.FIRST, Verb.MODE)
"""Moves of one number: `count` from 0, `first` and `mode` from 1."""
OF_A_CARD: tuple[Verb, ...] = (
    Verb.PLAY,
    Verb.OPTION,
    Verb.PLACE,
    Verb.CARD,
    Verb.HAND,
    Verb.COUNTER,
)
"""Moves of one card number."""
OF_A_PERMANENT: tuple[Verb, ...] = (
    Verb.TARGET,
    Verb.BLOCK,
    Verb.SAVE,
    Verb.RAID,
    Verb.ALLIANCE,
    Verb.TAMER,
    Verb.ACTIVATE,
    Verb.TRAIN,
    Verb.DELAY,
    Verb.COUNTER,
    Verb.EVADE,
    Verb.ARMOR_PURGE,
    Verb.BARRIER,
    Verb.DECOY,
    Verb.MATERIAL_SAVE,
    Verb.SCAPEGOAT,
    Verb.FRAGMENT,
)
"""Moves of one Digimon or Tamer, on either side (`2 * SIDE` positions)."""
ONTO_A_PERMANENT: tuple[Verb, ...] = (Verb.DIGIVOLVE, Verb.CARD, Verb.BLAST, Verb.LINK)
"""Moves of one of the decider's own permanents (`SIDE` positions) and a card number
(`link CARD ID` writes the card first)."""


def _blocks() -> dict[str, int]:
    sizes = {
        "words": len(WORDS),
        "numbered": len(NUMBERED) * NUMBERS,
        "of_a_card": len(OF_A_CARD) * MAX_CARDS,
        "of_a_permanent": len(OF_A_PERMANENT) * 2 * SIDE,
        "attack": SIDE * (SIDE + 1),
        "onto_a_permanent": len(ONTO_A_PERMANENT) * SIDE * MAX_CARDS,
        "extra": EXTRA,
    }
    starts, at = {}, 0
    for name, size in sizes.items():
        starts[name] = at
        at += size
    starts["size"] = at
    return starts


BLOCKS = _blocks()
"""Where each block of actions starts; `BLOCKS["size"]` is the number of actions."""
SIZE = BLOCKS["size"]

_WORD = {v: BLOCKS["words"] + i for i, v in enumerate(WORDS)}
_NUMBERED = {v: BLOCKS["numbered"] + i * NUMBERS for i, v in enumerate(NUMBERED)}
_OF_A_CARD = {v: BLOCKS["of_a_card"] + i * MAX_CARDS for i, v in enumerate(OF_A_CARD)}
_OF_A_PERMANENT = {v: BLOCKS["of_a_permanent"] + i * 2 * SIDE for i, v in enumerate(OF_A_PERMANENT)}
_ONTO = {
    v: BLOCKS["onto_a_permanent"] + i * SIDE * MAX_CARDS for i, v in enumerate(ONTO_A_PERMANENT)
}
_ATTACK = BLOCKS["attack"]
_EXTRA = BLOCKS["extra"]


def positions(g: Game, me: int) -> dict[str, int]:
    """Each permanent's position as `me` sees the table: their own breeding area 0 and
    battle area 1.., then the opponent's from `SIDE`; a permanent past the last slot has
    none."""
    out: dict[str, int] = {}
    for side, pl in ((0, g.players[me]), (SIDE, g.players[1 - me])):
        if pl.breeding is not None:
            out[pl.breeding.id] = side
        for i, perm in enumerate(pl.battle[: SIDE - 1], start=1):
            out[perm.id] = side + i
    return out


class ActionCoder:
    """Numbers the moves of a game between two decks whose card numbers are `numbers`."""

    __slots__ = ("cards",)

    def __init__(self, numbers: Sequence[str]) -> None:
        if len(numbers) > MAX_CARDS:
            raise ValueError(f"{len(numbers)} card numbers: two decks hold at most {MAX_CARDS}")
        self.cards = {n: i for i, n in enumerate(numbers)}
        """Each card number's place in the deck pair's card list (`card_list`)."""

    def legal(self, d: Decision[Verb], pos: dict[str, int]) -> dict[int, Move[Verb]]:
        """Each legal answer of `d` by its action, the table seen by its player as `pos`
        (`positions`); a move no block names takes an `EXTRA` number (past the last of
        those, it is left out: none of the built-in decks' games comes near,
        tests/test_learning_env.py checks)."""
        out: dict[int, Move[Verb]] = {}
        extra = _EXTRA
        for m in d.moves:
            a = self.code(m, pos)
            if a is None or a in out:
                if extra == SIZE:
                    continue
                a, extra = extra, extra + 1
            out[a] = m
        return out

    def code(self, m: Move[Verb], pos: dict[str, int]) -> int | None:
        """The action that names `m` by its kind and arguments, None for a move that
        takes an `EXTRA` number."""
        verb, args = m
        n = len(args)
        if n == 0:
            return _WORD.get(verb)
        first = args[0]
        if n == 1:
            if verb in _NUMBERED:
                k = int(first) - (verb is not Verb.COUNT)
                return _NUMBERED[verb] + k if 0 <= k < NUMBERS else None
            p = pos.get(first)
            if p is not None:
                base = _OF_A_PERMANENT.get(verb)
                return None if base is None else base + p
            c = self.cards.get(first)
            base = _OF_A_CARD.get(verb)
            return None if base is None or c is None else base + c
        if n != 2:
            return None
        second = args[1]
        if verb is Verb.LINK:
            first, second = second, first
        p = pos.get(first)
        if p is None or p >= SIDE:
            return None
        if verb is Verb.ATTACK:
            if second == "player":
                return _ATTACK + p * (SIDE + 1)
            t = pos.get(second, 0) - SIDE
            return _ATTACK + p * (SIDE + 1) + 1 + t if t >= 0 else None
        base = _ONTO.get(verb)
        c = self.cards.get(second)
        return None if base is None or c is None else base + p * MAX_CARDS + c


def card_list(decks: Sequence[tuple[Sequence[str], Sequence[str]]]) -> list[str]:
    """The deck pair's card numbers, sorted: the card list actions and observations use."""
    return sorted({n for main, eggs in decks for n in (*main, *eggs)})
