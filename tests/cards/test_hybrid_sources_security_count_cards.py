"""Cards without official rulings on play (EX2-074's one ruling is in tests/rulings/ex2.toml),
played where a wrong reading of their text would show: BT4-016 Aldamon and BT4-030
Beowolfmon ("while this Digimon's digivolution cards include a Digimon card with [Hybrid] in
its form or a red/blue Tamer card"), BT6-029 Azulongmon and EX2-074 Beelzemon: Blast Mode
(<Security A. +1> for every thing counted), BT6-007 Agumon and EX2-016 Gorillamon."""

from __future__ import annotations

import pytest
from games import legal, play, position, state

from digimon_tui.engine import queries as q


@pytest.mark.parametrize(
    ("under", "dp"),
    [
        (["BT4-009"], 11000),  # Flamemon: a Digimon card with [Hybrid] in its form
        (["ST1-12"], 11000),  # Tai Kamiya: a red Tamer card
        (["ST2-12"], 7000),  # Matt Ishida: a blue Tamer card
        (["TST-3000"], 7000),  # a green Digimon card: neither
    ],
)
def test_bt4_016_aldamon_gets_4000_while_a_hybrid_or_red_tamer_card_is_under_it(pool, under, dp):
    g = position(pool, p1={"battle": [{"id": "a", "cards": [*under, "BT4-016"]}]})
    assert state(g)["players"]["p1"]["battle"]["a"]["dp"] == dp
    assert q.security_checks(g, g.permanent("a")) == 2


def test_bt4_016_aldamon_gets_nothing_on_the_opponents_turn(pool):
    g = position(pool, p1={"battle": [{"id": "a", "cards": ["ST1-12", "BT4-016"]}]}, turn="p2")
    assert state(g)["players"]["p1"]["battle"]["a"]["dp"] == 7000


@pytest.mark.parametrize(("under", "attackable"), [(["ST2-12"], False), (["ST1-12"], True)])
def test_bt4_030_beowolfmon_cant_be_attacked_with_a_blue_tamer_card_under_it(
    pool, under, attackable
):
    """On p2's turn, p2's Greymon may attack the suspended Beowolfmon only when no [Hybrid] Digimon
    card or blue Tamer card is among its digivolution cards (Tai Kamiya is red)."""
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": [*under, "BT4-030"], "suspended": True}]},
        p2={"battle": [{"id": "g", "cards": ["ST1-07"]}]},
        turn="p2",
    )
    assert ("attack g b" in legal(g)) is attackable
    assert "attack g player" in legal(g)


def test_bt6_029_azulongmon_trashes_bottom_cards_and_counts_bare_digimon(pool):
    """Digivolving: each of p2's Digimon loses its bottom card (x: 2 cards -> 1 left, y: 1
    card -> none), so two of three have none: 2 memory; on its turn it checks 1 + 2."""
    g = position(
        pool,
        p1={"hand": ["BT6-029"], "battle": [{"id": "a", "cards": ["ST2-09"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-02", "ST1-03", "ST1-07"]},
                {"id": "y", "cards": ["ST1-03", "ST1-07"]},
                {"id": "z", "cards": ["TST-3000"]},
            ],
        },
        memory=5,
    )
    play(g, "digivolve a BT6-029")
    p2 = state(g)["players"]["p2"]
    assert p2["battle"]["x"]["cards"] == ["ST1-03", "ST1-07"]
    assert p2["battle"]["y"]["cards"] == ["ST1-07"]
    assert state(g)["memory"] == 5 - 5 + 2
    assert q.security_checks(g, g.permanent("a")) == 3


def test_ex2_074_beelzemon_deletes_when_trashed_straight_from_the_deck(pool):
    """ST14-03 Candlemon trashes the top 2 cards of the deck: Beelzemon: Blast Mode among
    them deletes p2's level 3 Digimon. (Revealed and then trashed, it doesn't: Q3368.)"""
    g = position(
        pool,
        p1={"hand": ["ST14-03"], "deck": ["EX2-074"] + ["ST1-02"] * 6},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=5,
    )
    play(g, "play ST14-03")
    assert "EX2-074" in state(g)["players"]["p1"]["trash"]
    assert state(g)["players"]["p2"]["battle"] == {}


@pytest.mark.parametrize(("trash", "checks"), [(9, 1), (10, 2), (20, 3)])
def test_ex2_074_beelzemon_checks_one_more_for_every_10_cards_in_the_trash(pool, trash, checks):
    g = position(
        pool, p1={"battle": [{"id": "b", "cards": ["EX2-074"]}], "trash": ["ST1-02"] * trash}
    )
    assert q.security_checks(g, g.permanent("b")) == checks


@pytest.mark.parametrize(("top", "checks"), [("BT6-018", 2), ("BT5-086", 1)])
def test_bt6_007_agumon_inherited_needs_agumon_bond_of_bravery(pool, top, checks):
    g = position(pool, p1={"battle": [{"id": "a", "cards": ["BT6-007", top]}]})
    assert q.security_checks(g, g.permanent("a")) == checks


def test_bt6_007_agumon_gains_1_memory_once_when_a_tai_kamiya_tamer_is_played(pool):
    """ST1-12 Tai Kamiya (cost 2) twice: the first play gains 1 memory, the second nothing
    (once per turn); a Tamer of another name never would."""
    g = position(
        pool,
        p1={"hand": ["ST1-12", "ST1-12"], "battle": [{"id": "a", "cards": ["BT6-007"]}]},
        memory=5,
    )
    play(g, "play ST1-12")
    assert state(g)["memory"] == 5 - 2 + 1
    play(g, "play ST1-12")
    assert state(g)["memory"] == 5 - 2 + 1 - 2


def test_ex2_016_gorillamon_plays_a_level_3_card_from_a_blue_digimons_digivolution_cards(pool):
    """Gabumon (blue level 3) under a blue Garurumon is played for free; the red Agumon under
    a red Greymon may not be."""
    g = position(
        pool,
        p1={
            "hand": ["EX2-016"],
            "battle": [
                {"id": "b", "cards": ["ST2-03", "ST2-07"]},
                {"id": "r", "cards": ["ST1-03", "ST1-07"]},
            ],
        },
        memory=6,
    )
    play(g, "play EX2-016", "yes")
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["b"]["cards"] == ["ST2-07"]
    assert p1["battle"]["r"]["cards"] == ["ST1-03", "ST1-07"]
    assert sum(s["cards"] == ["ST2-03"] for s in p1["battle"].values()) == 1
    assert state(g)["memory"] == 0
