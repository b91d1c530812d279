"""Effects that keep a Digimon in play as an effect would delete it or return it to the hand
or deck, each in the smallest position where a wrong reading would show."""

from __future__ import annotations

from games import battle, legal, play, position, state

# ---- BT5-086 Omnimon ----------------------------------------------------------------------
# "If an opponent's effect would delete this Digimon or return it to its owner's hand or deck,
# you may prevent it from leaving play by trashing a level 6 Digimon card in this card's
# digivolution cards."

_OMNIMON = ["ST1-07", "ST1-11", "BT5-086"]
"""Omnimon over WarGreymon (level 6) over Greymon (level 4)."""


def test_bt5_086_omnimon_stays_for_a_level_6_card_against_a_deletion_and_a_return(pool):
    """Gaia Force's deletion and Cocytus Breath's return to the hand alike: its owner may
    trash the level 6 card under it (not the level 4 one) and it stays in play."""
    for option in ("ST1-16", "ST2-16"):
        g = position(
            pool,
            p1={"battle": [{"id": "o", "cards": _OMNIMON}]},
            p2={
                "hand": [option],
                "battle": [{"id": "t", "cards": ["ST1-12"]}, {"id": "u", "cards": ["ST2-12"]}],
            },
            turn="p2",
            memory=10,
        )
        play(g, f"option {option}")
        assert legal(g) == ["prevent BT5-086", "no-prevent"]
        play(g, "prevent BT5-086")
        assert battle(g, "p1")["o"]["cards"] == ["ST1-07", "BT5-086"]
        assert state(g)["players"]["p1"]["trash"] == ["ST1-11"]
        assert state(g)["players"]["p1"]["hand"] == []


def test_bt5_086_omnimon_leaves_when_its_owner_declines(pool):
    """Declining, Cocytus Breath returns it to the hand and its cards go to the trash."""
    g = position(
        pool,
        p1={"battle": [{"id": "o", "cards": _OMNIMON}]},
        p2={"hand": ["ST2-16"], "battle": [{"id": "u", "cards": ["ST2-12"]}]},
        turn="p2",
        memory=10,
    )
    play(g, "option ST2-16")
    play(g, "no-prevent")
    assert battle(g, "p1") == {}
    assert state(g)["players"]["p1"]["hand"] == ["BT5-086"]


def test_bt5_086_omnimon_without_a_level_6_card_isnt_asked(pool):
    """Without a level 6 card under it the cost can't be paid (15-7-4): deleted unasked."""
    g = position(
        pool,
        p1={"battle": [{"id": "o", "cards": ["ST1-07", "BT5-086"]}]},
        p2={"hand": ["ST1-16"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
        turn="p2",
        memory=10,
    )
    play(g, "option ST1-16")
    assert battle(g, "p1") == {}


def test_bt5_086_omnimon_isnt_kept_from_a_deletion_in_battle(pool):
    """Only an opponent's effect: losing a battle to a 15000 DP Digimon deletes it unasked."""
    g = position(
        pool,
        p1={"battle": [{"id": "o", "cards": _OMNIMON}]},
        p2={"battle": [{"id": "x", "cards": ["TST-15000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack o x")
    assert "o" not in battle(g, "p1")
    assert state(g)["players"]["p1"]["trash"] == _OMNIMON
