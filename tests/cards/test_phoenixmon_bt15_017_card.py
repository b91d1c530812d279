"""BT15-017 Phoenixmon (no official ruling), played where a wrong reading of its text would
show: its [On Play] deletes the opponent's lowest-DP Digimon while they have 3 or fewer
security cards, and trashes their top security card instead while they have 4 or more; its
[When Digivolving] plays a red Digimon card of 5000 DP or less from the hand."""

from __future__ import annotations

from games import legal, play, position, state


def _phoenixmon(pool, security: int):
    g = position(
        pool,
        p1={"hand": ["BT15-017"]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-2000"]}, {"id": "y", "cards": ["TST-5000"]}],
            "security": ["ST1-02"] * security,
        },
        memory=10,
    )
    return play(g, "play BT15-017")


def test_bt15_017_phoenixmon_with_3_security_cards_deletes_the_lowest_dp(pool):
    p2 = state(_phoenixmon(pool, 3))["players"]["p2"]
    assert sorted(p2["battle"]) == ["y"] and p2["security"] == 3


def test_bt15_017_phoenixmon_with_4_security_cards_trashes_the_top_one_instead(pool):
    p2 = state(_phoenixmon(pool, 4))["players"]["p2"]
    assert sorted(p2["battle"]) == ["x", "y"] and p2["security"] == 3
    assert p2["trash"] == ["ST1-02"]


def test_bt15_017_phoenixmon_digivolving_plays_a_red_digimon_of_5000_dp_or_less(pool):
    """ST1-07 Greymon (4000 DP) may be played from the hand; ST1-09 MetalGreymon (7000 DP)
    isn't offered."""
    g = position(
        pool,
        p1={"hand": ["BT15-017", "ST1-07", "ST1-09"], "battle": [{"id": "a", "cards": ["ST1-09"]}]},
        memory=5,
    )
    play(g, "digivolve a BT15-017", "yes")
    assert "card ST1-07" in legal(g) and "card ST1-09" not in legal(g)
    play(g, "card ST1-07")
    p1 = state(g)["players"]["p1"]
    assert p1["battle"]["p1-1"]["top"] == "ST1-07" and p1["hand"] == ["ST1-09", "ST1-02"]
