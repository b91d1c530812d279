"""11-2-7-1: an attack targets the opponent or a suspended Digimon, unless an effect lets it
attack unsuspended ones too: "can also attack your opponent's unsuspended Digimon with no
digivolution cards" (EX1-016) lets it attack only those that fit."""

from __future__ import annotations

import pytest
from games import legal, play, position, with_cards
from keyword_cards import mon

UNSUSPENDED = {
    "timing": "your_turn",
    "grants": [{"attack_unsuspended_with": {"digivolution_cards": {"max": 0}}}],
}
"""[Your Turn] This Digimon can also attack your opponent's unsuspended Digimon with no
digivolution cards."""
LOW = {
    "timing": "your_turn",
    "grants": [
        {
            "target": {"select": "all", "side": "your", "has": ["retaliation"]},
            "attack_unsuspended_with": {"max_level": 4},
        }
    ],
}
"""[Your Turn] All of your Digimon with <Retaliation> can also attack your opponent's
unsuspended level 4 or lower Digimon (EX1-061's, inherited there)."""


@pytest.fixture(scope="module")
def ac(pool):
    return with_cards(
        pool,
        mon("62", 5000, UNSUSPENDED),
        mon("63", 5000, LOW),
        mon("64", 5000, {"keyword": "retaliation"}),
    )


def foes(*stacks):
    return [{"id": f"f{i}", "cards": cards} for i, cards in enumerate(stacks)]


def test_it_may_attack_an_unsuspended_digimon_without_digivolution_cards_only(ac):
    g = position(
        ac,
        p1={"battle": [{"id": "a", "cards": ["KW-62"]}]},
        p2={"battle": foes(["TST-3000"], ["TST-1000", "TST-4000"])},
    )
    moves = legal(g)
    assert "attack a f0" in moves  # unsuspended, no digivolution cards
    assert "attack a f1" not in moves  # unsuspended, with one
    play(g, "attack a f0")
    assert g.pending is not None  # the attack is under way: the defender may block, ...


def test_a_suspended_digimon_stays_a_target(ac):
    p2 = {"battle": [{"id": "f0", "cards": ["TST-1000", "TST-4000"], "suspended": True}]}
    g = position(ac, p1={"battle": [{"id": "a", "cards": ["KW-62"]}]}, p2=p2)
    assert "attack a f0" in legal(g)


def test_without_the_effect_only_suspended_digimon(ac):
    g = position(
        ac,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"battle": foes(["TST-3000"])},
    )
    assert "attack a f0" not in legal(g)


def test_the_effect_reaches_the_digimon_its_target_names(ac):
    """ "All of your Digimon with <Retaliation>": the one with it may attack an unsuspended
    level 4 or lower Digimon (the dummies are level 3), the other may not."""
    g = position(
        ac,
        p1={"battle": [{"id": "src", "cards": ["KW-63"]}, {"id": "r", "cards": ["KW-64"]}]},
        p2={"battle": foes(["TST-3000"])},
    )
    moves = legal(g)
    assert "attack r f0" in moves
    assert "attack src f0" not in moves
