"""EX2-007 Mother D-Reaper: a Digi-Egg card with DP and effects, a level-less Digimon once in
play. Its official rulings are in tests/rulings/ex2.toml; these cover what they leave open."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state, with_cards

from digimon_tui.loop.moves import IllegalMove

SEARCHER = {
    "number": "TST-1",
    "name": "ADR-02 Searcher",
    "category": "digimon",
    "colors": ["white"],
    "cost": 3,
    "dp": 3000,
}


@pytest.fixture
def with_searcher(pool):
    return with_cards(pool, SEARCHER)


def test_ex2_007_cant_attack_even_a_suspended_digimon(with_searcher):
    g = position(
        with_searcher,
        p1={"battle": [{"id": "m", "cards": ["EX2-007"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-02"], "suspended": True}]},
    )
    assert not [m for m in legal(g) if m.startswith("attack")]


def test_ex2_007_places_a_searcher_from_the_hand_at_the_bottom(with_searcher):
    """With no Searcher in play, the one in the hand goes under, below the cards already there."""
    g = position(
        with_searcher,
        p1={"battle": [{"id": "m", "cards": ["ST1-02", "EX2-007"]}], "hand": ["TST-1"]},
    )
    play(g, "activate m")
    assert battle(g, "p1")["m"]["cards"] == ["TST-1", "ST1-02", "EX2-007"]
    assert state(g)["players"]["p1"]["hand"] == []


def test_ex2_007_may_take_the_searcher_from_the_hand_though_one_is_in_play(with_searcher):
    g = position(
        with_searcher,
        p1={
            "battle": [{"id": "m", "cards": ["EX2-007"]}, {"id": "s", "cards": ["TST-1"]}],
            "hand": ["TST-1"],
        },
    )
    play(g, "activate m", "done")
    assert battle(g, "p1")["m"]["cards"] == ["TST-1", "EX2-007"]
    assert "s" in battle(g, "p1") and state(g)["players"]["p1"]["hand"] == []


def test_ex2_007_main_effect_waits_while_another_mother_d_reaper_is_in_play(with_searcher):
    g = position(
        with_searcher,
        p1={
            "battle": [{"id": "m", "cards": ["EX2-007"]}, {"id": "n", "cards": ["EX2-007"]}],
            "hand": ["TST-1"],
        },
    )
    assert "activate m" not in legal(g)
    with pytest.raises(IllegalMove, match="15-6-3"):
        play(g, "activate m")
