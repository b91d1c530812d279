"""BT7-041 Kazuchimon (no official ruling): with 2 or fewer security cards it may recover one
card at a time until there are 3; with 3 or more it gains 2 memory, and <Security A. +1>."""

from __future__ import annotations

from games import play, position, state

BOUTMON = "BT7-037"


def _digivolve(pool, security: int):
    g = position(
        pool,
        p1={
            "hand": ["BT7-041"],
            "security": ["TST-1000"] * security,
            "deck": ["ST1-02", "ST1-03", "ST1-04", "ST1-05"],
            "battle": [{"id": "k", "cards": [BOUTMON]}],
        },
        p2={"security": ["TST-1000"] * 4},
        memory=5,
    )
    return play(g, "digivolve k BT7-041")


def test_bt7_041_recovers_until_there_are_3_security_cards(pool):
    g = play(_digivolve(pool, 1), "yes")
    assert state(g)["players"]["p1"]["security"] == 3
    assert state(g)["memory"] == 0


def test_bt7_041_gains_2_memory_with_3_security_cards(pool):
    g = _digivolve(pool, 3)
    assert state(g)["players"]["p1"]["security"] == 3
    assert state(g)["memory"] == 2


def test_bt7_041_checks_2_security_cards_while_it_has_3(pool):
    g = play(_digivolve(pool, 3), "attack k player")
    assert state(g)["players"]["p2"]["security"] == 2


def test_bt7_041_checks_1_security_card_with_2(pool):
    g = play(_digivolve(pool, 1), "no", "attack k player")
    assert state(g)["players"]["p2"]["security"] == 3


def test_bt7_041_question_names_the_keyword_without_its_reminder(pool):
    """The question reads as one phrase: the keyword, then its limit (no reminder text glued
    between them)."""
    g = _digivolve(pool, 1)
    assert g.pending is not None
    assert g.pending.prompt == (
        "Kazuchimon: <Recovery +1 (Deck)> until there are 3 cards in your security stack?"
    )
