"""Comprehensive Rules 16-35: <Iceclad>. A battle with a Digimon that has it compares the
numbers of digivolution cards instead of DP (the more wins, both lose on a tie), except a
battle against a Security Digimon.

Positions are built with `position(...)` like scenario files, with test-only `KW-` cards
(keyword_cards.py) and the `TST-<dp>` dummies; memory is from the turn player's side.
"""

from __future__ import annotations

import pytest
from games import battle, play, position, state, with_cards
from keyword_cards import kw, mon

from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_text

ICY = mon("60", 1000, kw("iceclad"))
"""<Iceclad>, 1000 DP."""


@pytest.fixture(scope="module")
def ic(pool):
    return with_cards(pool, ICY)


def _trash(g, player: str) -> list[str]:
    return state(g)["players"][player]["trash"]


def test_16_35_1_the_attacker_with_more_digivolution_cards_wins_whatever_its_dp(ic):
    """16-35-4-1: the 1000 DP <Iceclad> attacker with 2 digivolution cards beats a 9000 DP
    Digimon with 1; by DP it would have lost."""
    g = position(
        ic,
        p1={"battle": [{"id": "a", "cards": ["TST-1000", "TST-2000", "KW-60"]}]},
        p2={"battle": [{"id": "t", "cards": ["TST-3000", "TST-9000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a t")
    if g.pending is not None and g.pending.kind == "block":
        play(g, "no-block")
    assert list(battle(g, "p1")) == ["a"]
    assert list(battle(g, "p2")) == []
    assert "digivolution cards (<Iceclad>, 16-35-4)" in "\n".join(g.log_lines)


def test_16_35_4_2_fewer_digivolution_cards_lose_even_with_more_dp(ic):
    """16-35-4-2: the <Iceclad> Digimon with 0 digivolution cards loses to a 1000 DP
    Digimon with 1 that attacks it; the attacker has no <Iceclad> of its own."""
    g = position(
        ic,
        p1={"battle": [{"id": "a", "cards": ["TST-2000", "TST-1000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-60"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a t")
    assert list(battle(g, "p1")) == ["a"]
    assert list(battle(g, "p2")) == []
    assert "KW-60" in _trash(g, "p2")


def test_16_35_4_3_the_same_number_of_digivolution_cards_deletes_both(ic):
    """16-35-4-3: 1 digivolution card each: both lose, though the DP differ (1000 vs 3000)."""
    g = position(
        ic,
        p1={"battle": [{"id": "a", "cards": ["TST-2000", "KW-60"]}]},
        p2={"battle": [{"id": "t", "cards": ["TST-1000", "TST-3000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack a t")
    assert list(battle(g, "p1")) == [] and list(battle(g, "p2")) == []


def test_16_35_1_a_battle_against_a_security_digimon_compares_dp(ic):
    """16-35-1: against a Security Digimon the DP decide: the <Iceclad> attacker with 2
    digivolution cards and 1000 DP loses to a 3000 DP Security Digimon."""
    g = position(
        ic,
        p1={"battle": [{"id": "a", "cards": ["TST-1000", "TST-2000", "KW-60"]}]},
        p2={"security": ["TST-3000"]},
        memory=3,
    )
    play(g, "attack a player")
    assert list(battle(g, "p1")) == []
    assert "KW-60" in _trash(g, "p1")


def test_16_35_the_card_text_writes_the_keyword_with_its_reminder(ic):
    text = "\n".join(card_text(Card.model_validate(ICY)))
    assert "<Iceclad>" in text and "digivolution cards instead of DP" in text
