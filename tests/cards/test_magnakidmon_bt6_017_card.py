"""BT6-017 MagnaKidmon (ruling Q1410 in tests/rulings/bt6.toml), played where a wrong reading
of its text would show: the 7-cost Option used from the hand for free takes the place of the
deletion, which happens only when no Option is used."""

from __future__ import annotations

from games import battle, play, position, state


def test_bt6_017_using_the_option_deletes_nothing_more(pool):
    g = position(
        pool,
        p1={"hand": ["BT6-017", "BT6-095"], "battle": [{"id": "a", "cards": ["ST1-09"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-2000"]}, {"id": "y", "cards": ["TST-4000"]}]},
        memory=5,
    )
    play(g, "digivolve a BT6-017", "yes")  # Happy Bullet Showering: the lowest DP, x
    assert battle(g, "p2").keys() == {"y"}
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]
    assert state(g)["memory"] == 1  # 5 less the digivolution's 4: the Option was free
