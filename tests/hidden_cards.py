"""Re-dealing the cards a player can't see, to prove that what is shown to that player (a
computer player's answer, a learning program's observation) does not depend on them."""

from __future__ import annotations

import random

from digimon_tui.engine.game import Game


def redeal(g: Game, me: int, rng: random.Random) -> None:
    """Re-deal every card `me` can't see: the other hand, both security stacks, both
    decks' orders and the Digi-Egg decks' orders, each swapped with hidden cards of the
    same owner so the counts stay as they are."""
    for pl in g.players:
        hidden = list(pl.deck) + list(pl.security) + ([] if pl.index == me else list(pl.hand))
        rng.shuffle(hidden)
        n_sec = len(pl.security)
        pl.security[:] = hidden[:n_sec]
        if pl.index != me:
            pl.hand[:] = hidden[n_sec : n_sec + len(pl.hand)]
            pl.deck[:] = hidden[n_sec + len(pl.hand) :]
        else:
            pl.deck[:] = hidden[n_sec:]
        rng.shuffle(pl.eggs)


def hidden_zones(g: Game) -> list[list[int]]:
    """The zones `redeal` changes, as they are, for `restore_hidden`."""
    return [list(z) for pl in g.players for z in (pl.deck, pl.security, pl.hand, pl.eggs)]


def restore_hidden(g: Game, saved: list[list[int]]) -> None:
    """Put back the zones `hidden_zones` saved."""
    zones = [z for pl in g.players for z in (pl.deck, pl.security, pl.hand, pl.eggs)]
    for zone, cards in zip(zones, saved, strict=True):
        zone[:] = cards
