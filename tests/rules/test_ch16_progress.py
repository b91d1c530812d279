"""Comprehensive Rules 16-39: <Progress>. While its Digimon attacks, it isn't affected by
its opponent's effects (16-39-1, 16-39-3): lasting ones stop applying to it for the attack
(15-15-5-3), and new ones can't choose or change it.

Positions are built with `position(...)` like scenario files, with test-only `KW-` cards
(keyword_cards.py) and the `TST-<dp>` dummies; memory is from the turn player's side.
"""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state, with_cards
from keyword_cards import kw, mon

from digimon_tui.engine import queries as q

PROG = mon("62", 6000, kw("progress"))
"""<Progress>, 6000 DP."""
WEAKEN = mon(
    "63",
    3000,
    {
        "timing": "all_turns",
        "grants": [{"target": {"select": "all", "side": "opponents"}, "dp": -3000}],
    },
    colors=("blue",),
)
"""[All Turns] All of your opponent's Digimon get -3000 DP."""
STRIKE = mon(
    "64",
    2000,
    {
        "timing": "opponents_turn",
        "trigger": {"event": "attacks", "whose": "opponents"},
        "steps": [{"do": "delete", "target": {"side": "opponents"}}],
    },
    colors=("blue",),
)
"""[Opponent's Turn] When an opponent's Digimon attacks, delete 1 of your opponent's
Digimon."""


@pytest.fixture(scope="module")
def pg(pool):
    return with_cards(pool, PROG, WEAKEN, STRIKE)


def test_16_39_1_an_opponents_lasting_effect_stops_applying_while_it_attacks(pg):
    """p2's -3000 makes the 6000 DP <Progress> Digimon 3000 outside its attack; attacking
    p2's suspended 5000 DP Digimon it battles with 6000 and wins."""
    g = position(
        pg,
        p1={"battle": [{"id": "a", "cards": ["KW-62"]}]},
        p2={
            "battle": [
                {"id": "w", "cards": ["KW-63"]},
                {"id": "t", "cards": ["TST-5000"], "suspended": True},
            ]
        },
        memory=3,
    )
    assert q.dp(g, g.permanent("a")) == 3000
    play(g, "attack a t")
    assert "a" in battle(g, "p1") and "t" not in battle(g, "p2")
    assert q.dp(g, g.permanent("a")) == 3000  # the attack is over: it applies again


def test_16_39_1_a_digimon_without_progress_keeps_the_lowered_dp_in_battle(pg):
    """The same attack by a plain 6000 DP Digimon: 3000 against 5000, it loses."""
    g = position(
        pg,
        p1={"battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={
            "battle": [
                {"id": "w", "cards": ["KW-63"]},
                {"id": "t", "cards": ["TST-5000"], "suspended": True},
            ]
        },
        memory=3,
    )
    play(g, "attack a t")
    assert "a" not in battle(g, "p1") and "t" in battle(g, "p2")


def test_16_39_1_an_opponents_effect_can_t_delete_it_while_it_attacks(pg):
    """p2's "when an opponent's Digimon attacks, delete 1 of its Digimon": the attacking
    <Progress> Digimon is not affected; p1's other Digimon can still be deleted."""
    g = position(
        pg,
        p1={"battle": [{"id": "a", "cards": ["KW-62"]}, {"id": "o", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "s", "cards": ["KW-64"]}]},
        memory=3,
    )
    play(g, "attack a player")
    assert state(g)["pending"]["player"] == "p2"
    assert legal(g) == ["target a", "target o"]  # chosen, it stays as it is (15-15-5-3)
    play(g, "target a")
    assert "a" in battle(g, "p1")
    assert "not affected by its opponent's effects while attacking (16-39-1)" in "\n".join(
        g.log_lines
    )


def test_16_39_1_its_opponents_effect_deletes_it_when_it_is_not_attacking(pg):
    """The same choice when p1's other Digimon attacks: the <Progress> Digimon isn't the
    attacker, so the deletion takes it."""
    g = position(
        pg,
        p1={"battle": [{"id": "a", "cards": ["KW-62"]}, {"id": "o", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "s", "cards": ["KW-64"]}]},
        memory=3,
    )
    play(g, "attack o player", "target a")
    assert "a" not in battle(g, "p1")
