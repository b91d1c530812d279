"""BT6-085 Eosmon (its one ruling, on its deck rule, is in tests/rulings/bt6.toml): a deck may
hold 50 of it, and its [When Attacking] may play a level 5 or lower [Eosmon] from the hand for
free, never a level 6 one."""

from __future__ import annotations

from games import battle, legal, play, position, state

from digimon_tui.cards.decks import Deck, validate_deck

EOSMON_5, EOSMON_4, EOSMON_6 = "BT6-085", "BT6-083", "BT7-084"


def test_bt6_085_a_deck_may_hold_50_copies(pool):
    assert validate_deck(Deck("eosmon", (EOSMON_5,) * 50), pool) == []


def _attack(pool, hand):
    g = position(
        pool,
        p1={"battle": [{"id": "e", "cards": [EOSMON_5]}], "hand": hand},
        p2={"security": ["TST-1000"] * 3},
        memory=2,
    )
    return play(g, "attack e player")


def test_bt6_085_when_attacking_plays_a_level_4_eosmon_for_free(pool):
    # The level 4 one is the only choice; its own [On Play] is then declined.
    g = play(_attack(pool, [EOSMON_4, EOSMON_6]), "yes", "no")
    assert [s["top"] for s in battle(g, "p1").values()] == [EOSMON_5, EOSMON_4]
    assert state(g)["players"]["p1"]["hand"] == [EOSMON_6]
    assert state(g)["memory"] == 2


def test_bt6_085_offers_no_level_6_eosmon(pool):
    g = play(_attack(pool, [EOSMON_6]), "yes")
    assert f"card {EOSMON_6}" not in legal(g)
    assert list(battle(g, "p1")) == ["e"]
    assert state(g)["players"]["p1"]["hand"] == [EOSMON_6]
