"""ST16-12 MetalGarurumon (no official ruling), played where a wrong reading of its text would
show."""

from __future__ import annotations

from games import battle, play, position, state


def test_st16_12_digivolves_from_a_garurumon_and_gains_a_memory_per_card_trashed(pool):
    """ "[Digivolve] Lv.5 w/[Garurumon] in name: Cost 3" (the blue WereGarurumon, not purple)
    and "[When Digivolving] By trashing up to 3 cards in your hand, gain 1 memory for each card
    trashed": 2 trashed, 2 gained."""
    g = position(
        pool,
        p1={
            "hand": ["ST16-12", "ST1-02", "ST1-03", "ST1-04"],
            "battle": [{"id": "m", "cards": ["ST2-08"]}],
        },
        memory=3,
    )
    play(g, "digivolve m ST16-12", "yes", "card ST1-02", "card ST1-03", "done")
    assert state(g)["memory"] == 2
    assert state(g)["players"]["p1"]["trash"] == ["ST1-02", "ST1-03"]


def test_st16_12_trashing_none_gains_none(pool):
    g = position(
        pool,
        p1={"hand": ["ST16-12", "ST1-02"], "battle": [{"id": "m", "cards": ["ST2-08"]}]},
        memory=3,
    )
    play(g, "digivolve m ST16-12", "yes", "done")
    assert state(g)["memory"] == 0


def test_st16_12_deletes_the_lowest_level_for_a_hand_card_when_attacking(pool):
    """ "[When Attacking][Once Per Turn] By trashing 1 card in your hand, delete 1 of your
    opponent's Digimon with the lowest level": the level 3 goes, the level 4 stays."""
    g = position(
        pool,
        p1={"hand": ["ST1-02"], "battle": [{"id": "m", "cards": ["ST2-08", "ST16-12"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["ST1-03"]}, {"id": "y", "cards": ["ST1-07"]}],
            "security": ["ST1-02"],
        },
    )
    play(g, "attack m player", "yes")
    assert set(battle(g, "p2")) == {"y"}
    assert state(g)["players"]["p1"]["trash"] == ["ST1-02"]
