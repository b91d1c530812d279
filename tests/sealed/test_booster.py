"""The booster layout: the BT1 file loads and adds up; a bad file is one line naming it."""

from __future__ import annotations

import pytest
from sealed_helpers import BOOSTER, write_booster

from digimon_tui.sealed.booster import booster_sets, load_booster
from digimon_tui.sealed.errors import SealedError
from digimon_tui.simulate_sealed import simulate_sealed


def test_bt1_booster_loads_and_adds_up():
    b = load_booster("BT1")
    assert (b.set, b.first, b.last, b.cards_per_pack) == ("BT1", 1, 115, 12)
    assert sum(s.count for s in b.slots) == 12
    assert "BT1" in booster_sets()
    assert b.numbers()[0] == "BT1-001" and b.numbers()[-1] == "BT1-115"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (BOOSTER.replace("count = 8", "count = 7"), "slots: their counts add up to 11"),
        (BOOSTER.replace("SEC = 1", "XR = 1"), "unknown rarity 'XR'"),
        (BOOSTER.replace("cards_per_pack = 12", 'cards_per_pack = "12"'), "cards_per_pack"),
        (BOOSTER + "\nextra = 1\n", "extra"),
        ("set = [", "invalid TOML"),
    ],
)
def test_a_bad_booster_is_one_line_naming_the_file(tmp_path, text, problem):
    path = write_booster(tmp_path, text)
    with pytest.raises(SealedError) as e:
        load_booster(path)
    message = str(e.value)
    assert "\n" not in message and "ts.toml" in message and problem in message


def test_an_unknown_set_names_the_sets_there_are():
    with pytest.raises(SealedError, match="no booster for set 'XX9'.*BT1"):
        load_booster("XX9")


@pytest.mark.parametrize("name", booster_sets())
def test_every_booster_opens_a_whole_set_of_the_pool(pool, name):
    """Sealed opens only sets whose every card is in the pool, each of a rarity the
    booster's slots can draw."""
    b = load_booster(name)
    drawn = {r for s in b.slots for r, weight in s.odds.items() if weight}
    missing = [n for n in b.numbers() if n not in pool]
    assert missing == []
    assert {pool[n].rarity for n in b.numbers()} == drawn


def test_a_sealed_game_whose_effect_plays_a_token_keeps_its_card_count(pool):
    """BT2's pools may hold a card that plays a token (4-21): the count check of
    `simulate --format sealed` takes the token as a card made in play (seed 69 opened one)."""
    res = simulate_sealed(pool, load_booster("BT2"), 6, 1, seed=69)
    assert res.games == 1
