"""Random play as a test: seeded games of random legal moves, invariants after every move.

After every move: every card is in exactly one place, in its owner's zones, memory is
within -10..10, the game has a legal move or a winner, and the index of what is in play is
not stale.
Save -> load gives the same state (checked after every move in a few games, and at the
end of every game).
"""

from __future__ import annotations

import itertools
from typing import get_args

import pytest

from digimon_tui.cards.decks import BUILTIN_DECKS, load_deck
from digimon_tui.cards.keywords import GRANTABLE, KEYWORDS
from digimon_tui.cards.model import Card, Effect, Grant, Prohibited
from digimon_tui.engine.board import NOT_BUILT, Board, build_board
from digimon_tui.engine.game import Game
from digimon_tui.engine.serialize import full_state, load_data, save_data
from digimon_tui.engine.state import Player
from digimon_tui.engine.verbs import Verb
from digimon_tui.simulate import random_game
from digimon_tui.ui.move_labels import label

PAIRS = list(itertools.product(BUILTIN_DECKS, repeat=2))
SEEDS = max(3, 480 // len(PAIRS))
"""Seeds per pairing: a few hundred games in all; `simulate` and a longer run play more."""


def check_invariants(g: Game) -> None:
    places = g.card_places()
    assert sorted(places) == list(range(len(g.defs))), "a card was lost or duplicated"
    assert -10 <= g.memory <= 10
    if g.pending is None:
        assert g.winner in ("p1", "p2", "draw")
    else:
        assert g.winner is None and g.pending.moves
    ids = [p.id for pl in g.players for p in pl.battle]
    assert len(ids) == len(set(ids))
    for pl in g.players:
        assert pl.breeding is None or len(pl.breeding.cards) >= 1
        assert len(pl.eggs) <= 5
        check_owners(g, pl)
    assert _answers(g.board()) == _answers(_fresh(g)), "a change left the index stale"


def check_owners(g: Game, pl: Player) -> None:
    """A player's zones hold their own cards, and their Digimon and Tamers are theirs, top
    card included (what an effect lets the opponent play is the opponent's)."""
    mine = pl.index
    for zone in (pl.deck, pl.eggs, pl.hand, pl.security, pl.trash):
        assert all(g.owners[u] == mine for u in zone), f"{pl.name} holds a card not theirs"
    stacks = pl.battle if pl.breeding is None else [*pl.battle, pl.breeding]
    for perm in stacks:
        assert perm.owner == mine and g.owners[perm.cards[-1]] == mine, (
            f"{perm.id} in {pl.name}'s area is not theirs"
        )


def _fresh(g: Game) -> Board:
    """The index built from nothing, its stacks' part too."""
    kept = g.last_board
    g.last_board = NOT_BUILT
    try:
        return build_board(g)
    finally:
        g.last_board = kept


def _answers(b: Board) -> tuple:
    return (
        b.stacks.sources,
        b.stacks.reaching,
        b.stacks.own,
        b.granted,
        b.dp_can_drop,
        b.needs_rule_check,
        b.stacks.listeners,
        b.rare,
        b.quiet,
        b.odd_digivolving,
        b.odd_attacking,
    )


def round_trip(g: Game) -> None:
    again = load_data(g.cards, save_data(g))
    assert full_state(again) == full_state(g)


@pytest.mark.parametrize("pair", PAIRS, ids="-".join)
def test_random_games_keep_invariants(cards, pair):
    decks = (load_deck(pair[0]), load_deck(pair[1]))
    for seed in range(SEEDS):
        g = random_game(cards, decks, seed, logging=False, check=check_invariants)
        assert g.winner is not None
        round_trip(g)


def test_save_load_after_every_move(cards):
    decks = (load_deck("red"), load_deck("yellow"))
    for seed in range(3):
        random_game(cards, decks, 1000 + seed, check=round_trip)


def test_same_seed_same_game(cards):
    decks = (load_deck("blue"), load_deck("red"))
    a = random_game(cards, decks, 77, logging=True)
    b = random_game(cards, decks, 77, logging=True)
    assert a.moves == b.moves and a.log_lines == b.log_lines
    c = random_game(cards, decks, 78)
    assert c.moves != a.moves


def _with_keywords(cards: dict[str, Card]) -> dict[str, Card]:
    """The built-in cards, each Digimon of the red, blue and yellow decks' sets (ST1-ST3, in
    that order, whatever other sets the pool holds) given one of chapter 12's grant keywords
    or a "can't" effect in turn, so random games meet every keyword question."""
    extras: list[Effect] = [
        Effect(keyword=k, value=_VALUES.get(KEYWORDS[k].value)) for k in GRANTABLE
    ]
    extras += [Effect(grants=(Grant(cant=(c,)),)) for c in get_args(Prohibited)]
    out = dict(cards)
    digimon = [
        c
        for c in cards.values()
        if c.category == "digimon" and c.number.split("-")[0] in ("ST1", "ST2", "ST3")
    ]
    for i, card in enumerate(digimon):
        out[card.number] = card.model_copy(
            update={"effects": (*card.effects, extras[i % len(extras)])}
        )
    return out


_VALUES: dict[str, int | str | None] = {"count": 1, "signed": 1, "color": "red", "cards": "Lv.3"}


def labelled(g: Game) -> None:
    """Every answer to every question has a label of its own in the app."""
    check_invariants(g)
    if g.pending is not None and g.pending.kind != "main":
        for m in g.pending.moves:
            assert label(g, m) != str(m), f"no label for {m} ({g.pending.kind})"


def test_random_games_with_every_keyword_keep_invariants(cards):
    """Red gets <Piercing> to <Armor Purge>, blue <Save> to <Fortitude>, yellow the "can't"
    effects (see `_with_keywords`): both pairs meet every keyword question."""
    pool = _with_keywords(cards)
    kinds: set[str] = set()

    def check(g: Game) -> None:
        labelled(g)
        if g.pending is not None:
            kinds.add(g.pending.kind)

    for pair in (("red", "blue"), ("blue", "yellow")):
        decks = (load_deck(pair[0]), load_deck(pair[1]))
        for seed in range(25):
            g = random_game(pool, decks, seed, logging=True, check=check)
            assert g.winner is not None
            round_trip(g)
    assert {"prevent", "save", "raid", "alliance", "blitz"} <= kinds


def test_every_kind_of_move_has_a_label():
    """The labels are a table by kind of move: a new `Verb` needs its entry."""
    from digimon_tui.ui.move_labels import _LABELS

    assert set(Verb) == _LABELS.keys()
