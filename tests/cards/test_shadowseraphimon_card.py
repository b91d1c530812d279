"""EX4-050 ShadowSeraphimon, played where a wrong reading of its [On Deletion] would show
(its [Opponent's Turn] <De-Digivolve 1> is ruling Q3493's test)."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_ex4_050_recovers_before_counting_the_security_stack(pool):
    """ "[On Deletion] <Recovery +1 (Deck)>. Then, 1 of your opponent's Digimon gets -4000 DP
    for the turn for each card in your security stack": deleted in battle with 2 security
    cards, it first places a third, so p2's 11000 DP Digimon gets -12000 and is deleted
    (counted before the recovery, -8000 would leave it 3000)."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "s", "cards": ["EX4-050"], "suspended": True}],
            "security": ["ST1-02", "ST1-02"],
            "deck": ["ST1-03"] + ["ST1-02"] * 9,
        },
        p2={"battle": [{"id": "x", "cards": ["TST-13000"]}, {"id": "y", "cards": ["TST-11000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x s")
    if "target y" in legal(g):
        play(g, "target y")
    p1 = state(g)["players"]["p1"]
    assert p1["security"] == 3
    assert "EX4-050" in p1["trash"]
    assert set(battle(g, "p2")) == {"x"}
