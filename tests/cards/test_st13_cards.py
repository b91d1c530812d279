"""Effects of ST13 cards, each in the smallest position where a wrong reading would show."""

from __future__ import annotations

from games import battle, legal, play, position, state

# ---- ST13-03 ZubaEagermon ---------------------------------------------------------------


def test_st13_03_zubaeagermon_goes_only_under_a_digimon_that_is_black_or_legend_arms(pool):
    """ZubaEagermon's [On Play] cost places it under another Digimon that's black or has
    [Legend-Arms] in its traits: the green Digimon without the trait can't take it, the
    black one can, and the opponent's 5000 DP Digimon is deleted."""
    g = position(
        pool,
        p1={
            "hand": ["ST13-03"],
            "battle": [{"id": "g", "cards": ["TST-3000"]}, {"id": "k", "cards": ["BT5-059"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}]},
        memory=5,
    )
    play(g, "play ST13-03", "yes")
    assert "target g" not in legal(g)
    if "target k" in legal(g):
        play(g, "target k")
    assert battle(g, "p1")["k"]["cards"] == ["ST13-03", "BT5-059"]
    assert battle(g, "p1")["g"]["cards"] == ["TST-3000"]
    assert state(g)["players"]["p2"]["battle"] == {}
