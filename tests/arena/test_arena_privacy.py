"""Seeded random games checked at every decision for what a player must not learn: no log
line, prompt, answer label or board names a card hidden from a player (in the other hand,
face down, or Online), and nothing of a placement shows before both have placed (B)."""

from __future__ import annotations

import random
import re

from arena_positions import starter_decks

from digimon_tui.arena.game import ArenaGame
from digimon_tui.arena.loader import arena_cards
from digimon_tui.arena.render import board_text
from digimon_tui.ui.arena_labels import label

NAMES = ("Alice", "Bob")


def face_down(g: ArenaGame, p: int) -> list[str]:
    side = g.sides[p]
    cards = [c for c in (side.digivolve_zone, side.port_face_down) if c is not None]
    if side.rookie_face_down:
        cards.append(side.duel[-1])
    return cards


def public(g: ArenaGame) -> set[str]:
    """The names of the cards face up on the Mat or Offline."""
    names = set()
    for side in g.sides:
        shown = side.duel[:-1] if side.rookie_face_down else side.duel
        names |= {g.cards[n].name for n in [*shown, *side.port, *side.offline]}
    return names


def hidden_from(g: ArenaGame, viewer: int) -> set[str]:
    """The names of cards `viewer` can't see, less the names `viewer` may know another way."""
    other = g.sides[1 - viewer]
    own = g.sides[viewer]
    dealt = g.phase != "setup"
    unseen = [*other.hand, *face_down(g, 1 - viewer), *other.online, *own.online]
    if not dealt:  # set-up: the decks are not dealt yet, and every card of them is unseen
        unseen += list(g.decks[1 - viewer])
    known = [*own.hand, *face_down(g, viewer), *own.duel]
    return {g.cards[n].name for n in unseen} - public(g) - {g.cards[n].name for n in known}


def named(text: str, names: set[str]) -> list[str]:
    return [n for n in names if re.search(rf"(?<![A-Za-z]){re.escape(n)}(?![A-Za-z]| &)", text)]


def test_no_player_is_told_a_hidden_card_in_random_games():
    cards, decks = arena_cards(), starter_decks()
    seen_kinds: set[str] = set()
    for seed in range(15):
        g = ArenaGame(cards, decks, seed=seed, target=1000)
        told: list[str] = []

        class Watched(list[str]):
            """The log, each line checked as it is written. The echo "p1: discard ST-10
            (...)" comes just before its move shows the card, so it is checked by the
            move's kind."""

            def append(self, text: str, g: ArenaGame = g, told: list[str] = told) -> None:
                echo = g.pending is not None and text.startswith(f"p{g.pending.player + 1}: ")
                if not echo:
                    told.extend(named(text, hidden_from(g, 0) | hidden_from(g, 1)))
                super().append(text)

        g.log_lines = Watched(g.log_lines)
        rng = random.Random(seed)
        while g.pending is not None:
            d = g.pending
            seen_kinds.add(d.kind)
            assert told == [], (seed, told, g.log_lines[-3:])
            hidden = hidden_from(g, d.player)
            drawn = [d.prompt, board_text(g, d.player)]
            drawn += [label(g, m, NAMES) for m in d.moves]
            for text in drawn:
                assert not named(text, hidden), (seed, d.kind, text)
            if d.kind == "place":
                start = len(g.log_lines) - g.log_lines[::-1].index(f"— duel {g.duel} —")
                assert not any("places" in line for line in g.log_lines[start:]), seed
                assert g.sides[1 - d.player].digivolve_zone is None
            move = rng.choice(d.moves)
            if d.kind in ("rookie", "place", "change-rookie"):
                assert all(not line.startswith(f"p{d.player + 1}: ") for line in g.log_lines[-1:])
            g.apply(move)
    assert {"rookie", "place", "digivolve", "battle", "change-rookie"} <= seen_kinds
