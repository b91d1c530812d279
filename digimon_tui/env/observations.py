"""What one player may see, as a fixed-length vector of whole numbers (float32).

It holds the public table (both sides' areas, trash, zone sizes, memory, the attack under
way) and the player's own hand, nothing else: not the other hand, no security card, no
deck order. The question pending is shown only to the player it is put to (which
question the opponent is asked can tell what they hold). The layout (`LAYOUT`) is
documented in docs/learning-env.md; positions are those of `actions.positions`, cards
are numbered by the deck pair's card list from 1 (0 is no card).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from digimon_tui.bots.card_game import ANSWERS
from digimon_tui.engine import queries as q
from digimon_tui.engine.game import Game

from .actions import MAX_CARDS, SIDE, positions

PHASES = ("setup", "start", "unsuspend", "draw", "breeding", "main")
"""The phases the engine names (`Game.phase`), one flag each."""
KINDS = tuple(ANSWERS)
"""The kinds of question the engine asks (`Game.ask`), one flag each."""
TOKEN = MAX_CARDS + 1
"""The card number of a token (4-21), which is in no deck."""
ZONES = ("deck", "eggs", "hand", "security", "trash")
"""The sizes given for each side."""
PERMANENT = ("present", "card", "level", "dp", "cards", "suspended", "tamer", "played")
"""What is given for each position: whether a permanent is there, its top card, its
level, its DP in thousands, how many cards its stack has, whether it is suspended,
whether it is a Tamer, whether it was played this turn."""
PLAYER_TARGET = 2 * SIDE + 1
"""`attack_target` when the attack is on the player."""


def _layout() -> dict[str, int]:
    sizes = {
        "turn": 1,
        "memory": 1,
        "my_turn": 1,
        "went_first": 1,
        "phase": len(PHASES),
        "question": len(KINDS),
        "attacker": 1,
        "attack_target": 1,
        "my_hand": MAX_CARDS,
    }
    for side in ("my", "their"):
        sizes[f"{side}_zones"] = len(ZONES)
        sizes[f"{side}_trash"] = MAX_CARDS
        sizes[f"{side}_permanents"] = SIDE * len(PERMANENT)
    starts, at = {}, 0
    for name, size in sizes.items():
        starts[name] = at
        at += size
    starts["size"] = at
    return starts


LAYOUT = _layout()
"""Where each part of the vector starts; `LAYOUT["size"]` is its length."""
LENGTH = LAYOUT["size"]
LOW, HIGH = -20.0, 100_000.0
"""Bounds no value reaches: memory is at least -10, the rest are counts, levels,
DP in thousands and the turn number."""

_PHASE = {name: LAYOUT["phase"] + i for i, name in enumerate(PHASES)}
_KIND = {name: LAYOUT["question"] + i for i, name in enumerate(KINDS)}
_TURN, _MEMORY, _MY_TURN, _FIRST = (LAYOUT[k] for k in ("turn", "memory", "my_turn", "went_first"))
_ATTACKER, _TARGET, _HAND = LAYOUT["attacker"], LAYOUT["attack_target"], LAYOUT["my_hand"] - 1
_SIDES = tuple(
    (LAYOUT[f"{side}_zones"], LAYOUT[f"{side}_trash"] - 1, LAYOUT[f"{side}_permanents"])
    for side in ("my", "their")
)
_EACH = len(PERMANENT)


class Observer:
    """Fills a player's observation of a game between decks of the card list `numbers`."""

    __slots__ = ("codes", "buffer")

    def __init__(self, numbers: Sequence[str]) -> None:
        self.codes = {n: i for i, n in enumerate(numbers, start=1)}
        """Each card number's code: its place in the card list, from 1."""
        self.buffer = np.zeros(LENGTH, dtype=np.float32)

    def observe(self, g: Game, me: int, pos: dict[str, int] | None = None) -> np.ndarray:
        """A new vector of what `me` may see now; `pos` is `positions(g, me)` when the
        caller has it."""
        out = self.buffer
        out.fill(0.0)
        d = g.pending
        tp = g.turn_player
        out[_TURN] = g.turn_number
        out[_MEMORY] = g.memory if tp == me else -g.memory
        out[_MY_TURN] = tp == me
        out[_FIRST] = g.first_player == me
        phase = _PHASE.get(g.phase)
        if phase is not None:
            out[phase] = 1.0
        if d is not None and d.player == me:
            kind = _KIND.get(d.kind)
            if kind is not None:
                out[kind] = 1.0
        if g.attacking is not None:
            pos = positions(g, me) if pos is None else pos
            out[_ATTACKER] = pos.get(g.attacking.id, -1) + 1
            target = g.attack_target
            out[_TARGET] = PLAYER_TARGET if target is None else pos.get(target.id, -1) + 1
        codes, defs, dp, turn = self.codes, g.defs, q.dp, g.turn_number
        mine = g.players[me]
        for uid in mine.hand:
            out[_HAND + codes[defs[uid].number]] += 1
        for (zones, trash, at), pl in zip(_SIDES, (mine, g.players[1 - me]), strict=True):
            out[zones] = len(pl.deck)
            out[zones + 1] = len(pl.eggs)
            out[zones + 2] = len(pl.hand)
            out[zones + 3] = len(pl.security)
            out[zones + 4] = len(pl.trash)
            for uid in pl.trash:
                out[trash + codes[defs[uid].number]] += 1
            if pl.breeding is None:
                at += _EACH
                perms = pl.battle[: SIDE - 1]
            else:
                perms = [pl.breeding, *pl.battle[: SIDE - 1]]
            for perm in perms:
                top = defs[perm.cards[-1]]
                out[at] = 1.0
                out[at + 1] = codes.get(top.number, TOKEN)
                out[at + 2] = top.level or 0
                out[at + 3] = (dp(g, perm) or 0) / 1000
                out[at + 4] = len(perm.cards)
                out[at + 5] = perm.suspended
                out[at + 6] = top.category == "tamer"
                out[at + 7] = perm.played_turn == turn
                at += _EACH
        return out.copy()
