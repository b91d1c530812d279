"""Opening packs: seeded, refusing a set with cards not written, odds over many openings."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from sealed_helpers import sample_cards, write_booster

from digimon_tui.sealed.booster import load_booster
from digimon_tui.sealed.errors import SealedError
from digimon_tui.sealed.packs import missing_cards, open_packs, rarest_last
from digimon_tui.sealed.pool import open_pool


@pytest.fixture
def booster(tmp_path):
    return load_booster(write_booster(tmp_path))


def test_same_seed_same_packs_and_another_seed_others(booster):
    cards = sample_cards()
    a = open_pool(booster, cards, 6, seed=4)
    assert a == open_pool(booster, cards, 6, seed=4)
    assert a.packs != open_pool(booster, cards, 6, seed=5).packs
    assert len(a.packs) == 6 and all(len(p) == 12 for p in a.packs)


def test_each_pack_holds_its_slots(booster):
    cards = sample_cards()
    for pack in open_pool(booster, cards, 20, seed=1).packs:
        rarities = Counter(cards[n].rarity for n in pack)
        assert rarities["C"] == 8 and rarities["U"] == 3
        assert rarities["R"] + rarities["SR"] + rarities["SEC"] == 1


def test_a_set_with_cards_not_written_is_refused_naming_them(booster):
    cards = sample_cards()
    del cards["TS-007"], cards["TS-025"]
    assert missing_cards(booster, cards) == ["TS-007", "TS-025"]
    with pytest.raises(SealedError, match=r"TS: 2 of its cards .*\(TS-007, TS-025\)"):
        open_pool(booster, cards, 6, seed=1)


def test_pack_odds_over_many_openings(booster):
    """6,000 packs: the rare slot is a Super Rare 4 in 24 and a Secret Rare 1 in 24, within
    four standard deviations; every card of a rarity turns up about as often."""
    cards = sample_cards()
    rng = random.Random(0)
    packs = open_packs(booster, cards, 6000, rng)
    top = Counter(cards[p[-1]].rarity for p in packs)
    for rarity, share in (("R", 19 / 24), ("SR", 4 / 24), ("SEC", 1 / 24)):
        sd = (6000 * share * (1 - share)) ** 0.5
        assert abs(top[rarity] - 6000 * share) < 4 * sd, (rarity, top[rarity])
    commons = Counter(n for p in packs for n in p[:8])
    per_card = 6000 * 8 / len(commons)
    assert all(abs(c - per_card) < 4 * per_card**0.5 for c in commons.values())


def test_a_pack_is_shown_rarest_last(booster):
    cards = sample_cards()
    pack = ["TS-026", "TS-004", "TS-016"]
    assert rarest_last(pack, cards) == ["TS-004", "TS-016", "TS-026"]
