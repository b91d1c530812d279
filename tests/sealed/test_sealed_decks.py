"""Sealed deck rules, the automatic builder, the sideboard and the pool and deck files."""

from __future__ import annotations

from collections import Counter

import pytest
from sealed_helpers import sample_cards, write_booster

from digimon_tui.cards.decks import Deck
from digimon_tui.sealed.booster import load_booster
from digimon_tui.sealed.builder import CURVE, build_deck, main_colours
from digimon_tui.sealed.deck_rules import (
    deck_text,
    load_sealed_deck,
    sealed_problems,
    sideboard,
)
from digimon_tui.sealed.errors import SealedError
from digimon_tui.sealed.pool import Pool, load_pool, open_pool, save_pool


@pytest.fixture
def cards():
    return sample_cards()


@pytest.fixture
def pool(tmp_path, cards):
    return open_pool(load_booster(write_booster(tmp_path)), cards, 6, seed=3)


def test_the_builder_makes_a_legal_deck_in_its_main_colours(pool, cards):
    deck = build_deck(pool, cards)
    assert sealed_problems(deck, pool, cards) == []
    assert len(deck.main) == 40 and len(deck.eggs) <= 5
    colours = main_colours(pool, cards)
    tally = Counter(
        c for n in pool.cards if cards[n].category != "digi-egg" for c in cards[n].colors
    )
    assert tally[colours[0]] == max(tally.values())
    options = [n for n in deck.main if cards[n].category == "option"]
    assert all(set(cards[n].colors) <= set(colours) for n in options)
    levels = Counter(cards[n].level for n in deck.main)
    assert levels[3] >= min(CURVE[3], Counter(cards[n].level for n in pool.cards)[3])


def test_more_copies_than_four_are_allowed_but_not_more_than_opened(pool, cards):
    """Sealed rules, Deck Construction Rules: no 4-card limit; only what was opened."""
    playable = Counter(n for n in pool.cards if cards[n].category != "digi-egg")
    most, have = playable.most_common(1)[0]
    assert have > 4  # 72 cards from a 30-card set: some card is opened 5 times or more
    rest = [n for n in pool.cards if n != most and cards[n].category != "digi-egg"]
    deck = Deck("d", tuple([most] * have + rest[: 40 - have]))
    assert sealed_problems(deck, pool, cards) == []
    greedy = Deck("d", tuple([most] * (have + 1) + rest[: 39 - have]))
    assert sealed_problems(greedy, pool, cards) == [
        f"Sealed rules, Sealed Play: {have + 1} copies of {most} used, but your pool has {have}"
    ]


def test_each_problem_has_its_reason(pool, cards):
    absent = next(n for n in cards if n not in pool.counts() and cards[n].category != "digi-egg")
    egg = next(n for n in pool.cards if cards[n].category == "digi-egg")
    deck = Deck("d", (absent, egg), eggs=(pool.cards[0],) * 6)
    problems = " | ".join(sealed_problems(deck, pool, cards))
    assert "exactly 40 cards; this one has 2" in problems
    assert "0 to 5 cards; this one has 6" in problems
    assert f"{absent} is not in your pool" in problems
    assert f"1-4-1-1: {egg}" in problems


def test_the_sideboard_is_the_rest_of_the_pool(pool, cards):
    deck = build_deck(pool, cards)
    side = sideboard(deck, pool)
    assert sum(side.values()) == len(pool.cards) - len(deck.main) - len(deck.eggs)
    assert side + Counter(deck.main + deck.eggs) == pool.counts()


def test_pool_and_deck_files_round_trip(tmp_path, pool, cards):
    path = tmp_path / "me.pool"
    save_pool(pool, path, cards)
    assert load_pool(path, cards) == pool
    deck = build_deck(pool, cards)
    (tmp_path / "me.deck").write_text(deck_text(deck, cards), encoding="utf-8")
    back = load_sealed_deck(tmp_path / "me.deck", pool, cards)
    assert Counter(back.main) == Counter(deck.main) and Counter(back.eggs) == Counter(deck.eggs)


def test_a_pool_file_reads_numbers_in_any_case_as_deck_files_do(tmp_path, pool, cards):
    path = tmp_path / "me.pool"
    save_pool(pool, path, cards)
    path.write_text(path.read_text(encoding="utf-8").lower(), encoding="utf-8")
    back = load_pool(path, cards)
    assert back.packs == pool.packs


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("set = 1", "set: Input should be a valid string"),
        ('set = "TS"\nseed = 1\npacks = [["TS-999"]]', "unknown card number 'TS-999'"),
        ('set = "TS"\nseed = 1\npacks = []', "the pool has no cards"),
        ("packs = [", "invalid TOML"),
    ],
)
def test_a_bad_pool_file_is_one_line(tmp_path, cards, text, problem):
    path = tmp_path / "bad.pool"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SealedError) as e:
        load_pool(path, cards)
    assert "\n" not in str(e.value) and "bad.pool" in str(e.value) and problem in str(e.value)


def test_a_deck_not_from_the_pool_is_refused(tmp_path, cards):
    pool = Pool("TS", 0, (("TS-004",) * 40,))
    path = tmp_path / "x.deck"
    path.write_text("40 TS-005\n", encoding="utf-8")
    with pytest.raises(SealedError, match="TS-005 is not in your pool"):
        load_sealed_deck(path, pool, cards)
