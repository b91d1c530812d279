"""The best-of-three match: score, who chooses to go first, sideboarding, saving."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from sealed_helpers import sample_cards, write_booster

from digimon_tui.cards.decks import Deck
from digimon_tui.sealed.booster import load_booster
from digimon_tui.sealed.builder import build_deck
from digimon_tui.sealed.deck_rules import sideboard
from digimon_tui.sealed.errors import SealedError
from digimon_tui.sealed.match import Match, open_pools
from digimon_tui.sealed.pool import open_pool


@pytest.fixture
def cards():
    return sample_cards()


@pytest.fixture
def match(tmp_path, cards):
    pools = open_pools(load_booster(write_booster(tmp_path)), cards, 6, seed=9)
    m = Match(("Ann", "Bob"), pools, 9)
    for p in (0, 1):
        m.set_deck(p, build_deck(pools[p], cards), cards)
    return m


def finish(m: Match, winner: str) -> None:
    g = m.game
    assert g is not None
    g.apply(f"forfeit {'p2' if winner == 'p1' else 'p1'}")
    m.finish_game()


def test_p1s_pool_is_the_pool_sealed_open_gives_for_the_seed(tmp_path, cards):
    booster = load_booster(write_booster(tmp_path))
    pools = open_pools(booster, cards, 6, seed=9)
    assert pools[0] == open_pool(booster, cards, 6, seed=9)
    assert pools[1].packs != pools[0].packs


def test_two_wins_take_the_match_and_the_loser_chooses_who_goes_first(match, cards):
    assert match.chooser() is None  # game one: chance (5-2-1-3)
    match.start_game(cards)
    finish(match, "p1")
    assert match.score == (1, 0) and not match.over
    assert match.chooser() == 1  # Bob lost: he chooses
    g = match.start_game(cards, first=1)
    assert g.first_player == 1 and g.format == "sealed"
    finish(match, "p2")
    assert match.score == (1, 1) and match.chooser() == 0
    match.start_game(cards, first=0)
    finish(match, "p2")
    assert match.over and match.champion == 1 and match.score == (1, 2)
    with pytest.raises(SealedError, match="over"):
        match.start_game(cards)


def test_two_straight_wins_end_the_match_in_two_games(match, cards):
    for _ in range(2):
        match.start_game(cards)
        finish(match, "p1")
    assert match.over and match.champion == 0 and len(match.winners) == 2


def test_sideboarding_swaps_cards_but_keeps_the_deck_legal(match, cards):
    """Sealed rules, Sideboards: any number of swaps, as long as the decks stay legal."""
    deck = match.decks[0]
    assert deck is not None
    side = sideboard(deck, match.pools[0])
    extra = next(n for n in side if cards[n].category != "digi-egg")
    swapped = Deck("Ann", (*deck.main[1:], extra), deck.eggs)
    match.set_deck(0, swapped, cards)
    assert match.decks[0] == swapped
    assert sideboard(swapped, match.pools[0])[deck.main[0]] == side[deck.main[0]] + 1
    with pytest.raises(SealedError, match="exactly 40"):
        match.set_deck(0, Deck("Ann", (*deck.main, extra), deck.eggs), cards)
    assert match.decks[0] == swapped


def test_the_match_saves_and_continues_with_the_game_in_progress(match, cards):
    match.start_game(cards)
    finish(match, "p1")
    g = match.start_game(cards, first=1)
    for _ in range(12):
        g.apply(g.pending.moves[0])
    back = Match.from_json(json.loads(json.dumps(match.to_json())), cards)
    assert back.score == (1, 0) and back.names == ("Ann", "Bob")
    assert back.pools == match.pools
    assert [Counter(d.main) for d in back.decks] == [Counter(d.main) for d in match.decks]
    assert back.game is not None and back.game.moves == g.moves and back.game.format == "sealed"


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(format="other"),
        lambda d: d["decks"][0]["main"].pop(),
        lambda d: d.update(winners=[5]),
        lambda d: d["pools"][0]["packs"][0].append("XX-999"),
    ],
)
def test_a_damaged_match_save_is_one_line(match, cards, damage):
    data = json.loads(json.dumps(match.to_json()))
    damage(data)
    with pytest.raises(SealedError) as e:
        Match.from_json(data, cards)
    assert "\n" not in str(e.value)
