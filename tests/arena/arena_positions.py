"""Helpers for the Arena tests: positions at the start of a duel, playing moves, and
looking at where every card is."""

from __future__ import annotations

from collections import Counter

from digimon_tui.arena.cards import PowerOption
from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.loader import arena_cards, load_deck
from digimon_tui.arena.state import Side

FILLER = ("ST-34",) * 20
"""SaberLeomon: an Online that won't run out, of a card that gets in no test's way (a
Mega by DNA from Triceramon and Piximon only)."""

WAIT = ("ST-53", "ST-53")
"""Metal Attack and a card to pay for it: a hand that keeps the battle phase waiting."""


def side(duel, hand=(), online=FILLER, offline=(), score=0) -> Side:
    return Side(
        hand=list(hand), online=list(online), offline=list(offline), duel=list(duel), score=score
    )


def at(p1: Side, p2: Side, first: int = 0, target: int = 1000, cards=None) -> ArenaGame:
    """A game at the digivolve phase of a duel, `first` going first, at its first question
    with more than one answer."""
    cards = cards or arena_cards()
    return forced(ArenaGame(cards, ((), ()), seed=1, target=target, sides=(p1, p2), first=first))


def forced(g: ArenaGame) -> ArenaGame:
    """Answer every question that has one possible answer, as a player presses its only key.
    The engine asks them (a skipped question would tell what a hand holds); tests about
    other things pass over them."""
    while g.pending is not None and len(g.pending.moves) == 1:
        g.apply(g.pending.moves[0])
    return g


def play(g: ArenaGame, *moves: str) -> ArenaGame:
    """Play the moves, each followed by the questions with one possible answer."""
    for m in moves:
        g.apply(m)
        forced(g)
    return g


def asks(g: ArenaGame) -> tuple[str, str] | None:
    """(kind, player) of the pending decision, None when the game is over."""
    return None if g.pending is None else (g.pending.kind, f"p{g.pending.player + 1}")


def legal(g: ArenaGame) -> list[str]:
    return [str(m) for m in g.legal_moves()]


def starter_decks() -> tuple[tuple[str, ...], tuple[str, ...]]:
    cards = arena_cards()
    return load_deck("deck1", cards), load_deck("deck2", cards)


def census(g: ArenaGame) -> Counter:
    """How many of each card number are anywhere in the game."""
    return Counter(n for s in g.sides for n in s.zones())


MADE_UP = [
    {"number": "TS-01", "name": "Red Fury", "kind": "power_blast",
     "effects": [{"do": "add_power", "amount": 100, "against": "red"}]},
    {"number": "TS-02", "name": "Yellow Twice", "kind": "power_blast",
     "effects": [{"do": "double_power", "against": "yellow"}]},
    {"number": "TS-03", "name": "Lasting Boost", "kind": "power_blast", "keep_on_port": True,
     "effects": [{"do": "add_power", "amount": 30}]},
    {"number": "TS-04", "name": "Quick Points", "kind": "power_blast",
     "effects": [{"do": "score", "amount": 100}, {"when": "tie", "do": "score", "amount": 50}]},
    {"number": "TS-05", "name": "Burn Online", "kind": "power_blast",
     "effects": [{"do": "send_online_offline", "whose": "yours", "count": 2}]},
]  # fmt: skip
"""Power Options for the parts of the effect language no Starter Set card uses."""


def made_up_cards() -> dict:
    cards = dict(arena_cards())
    for data in MADE_UP:
        cards[data["number"]] = PowerOption.model_validate({"category": "power_option", **data})
    return cards
