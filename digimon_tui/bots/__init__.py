"""Computer players: heuristic policies for the card game and the Arena.

A policy answers the pending decision of a game from what its player may know: its own
hand, the public board, the sizes of hidden zones and the log it could read. It never
looks at the other hand, the security cards or an order of cards nobody has seen, and it
never draws from the game's random generator: the game's random state never changes
because a policy thought. The policies here do not look ahead (so there is
nothing hidden to re-deal): they rank the legal answers by rules of thumb (`card_game`,
`arena`), and answer a position the same way every time.

A seat's policy is named as `random`, `bot` (the strongest level) or `bot:LEVEL`.
"""

from __future__ import annotations

from typing import Any, Protocol

from digimon_tui.loop.moves import Move

LEVELS = (1, 2)
"""Bot levels: 1 plays greedily, 2 manages memory, attacks and blocks with care."""
STRONGEST = LEVELS[-1]


class Policy(Protocol):
    """Chooses an answer to the pending decision of a game it is seated at."""

    def choose(self, game: Any) -> Move:
        """The answer for `game.pending` (a card game's or an Arena game's)."""
        ...


class SpecError(ValueError):
    """A policy name that is not `random`, `bot` or `bot:LEVEL`; the message says so."""


def bot_level(spec: str) -> int | None:
    """The bot level a seat's policy name asks for, None for `random`."""
    name, _, level = spec.strip().lower().partition(":")
    if name == "random" and not level:
        return None
    if name == "bot":
        if not level:
            return STRONGEST
        if level.isdigit() and int(level) in LEVELS:
            return int(level)
    levels = ", ".join(f"bot:{n}" for n in LEVELS)
    raise SpecError(f"{spec!r} is not a player: random, bot (the strongest) or {levels}")


def is_bot(spec: str) -> bool:
    """Whether a `--p1`/`--p2` value names a computer player rather than a deck."""
    name = spec.strip().lower()
    return name == "bot" or name.startswith("bot:")


def seat(spec: str) -> tuple[int | None, str | None]:
    """A `play --p1/--p2` value: a deck (None, deck), or a computer player and perhaps
    its deck, `bot[:LEVEL[:DECK]]` (level, deck or None)."""
    if not is_bot(spec):
        return None, spec
    name, _, deck = spec.strip().partition(":")
    level, _, deck = deck.partition(":")
    return bot_level(f"{name}:{level}" if level else name), deck or None


def card_game_bot(level: int) -> Policy:
    from .card_game import CardGameBot

    return CardGameBot(level)


def arena_bot(level: int) -> Policy:
    from .arena import ArenaBot

    return ArenaBot(level)
