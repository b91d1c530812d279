"""Cards of BT10-BT15 and EX3-EX5 without an official ruling to test them by: each played
where a wrong reading would show."""

from __future__ import annotations

from games import play, position, state


def test_bt14_077_skullsatamon_trashes_both_decks_and_gains_for_the_opponents(pool) -> None:
    """BT14-077 SkullSatamon's [On Play] trashes the top 2 cards of each deck; its own [Your
    Turn] effect sees the opponent's deck trashed and gains 1 memory (once per turn)."""
    g = position(pool, p1={"hand": ["BT14-077"]}, memory=8)
    play(g, "play BT14-077")
    s = state(g)
    assert len(s["players"]["p1"]["trash"]) == 2 and len(s["players"]["p2"]["trash"]) == 2
    assert s["players"]["p1"]["deck"] == 8 and s["players"]["p2"]["deck"] == 8
    assert s["memory"] == 8 - 7 + 1


def test_ex4_008_blackgrowlmon_trashes_both_decks_then_may_return_a_guilmon(pool) -> None:
    """EX4-008 BlackGrowlmon's [When Digivolving]: the top 2 cards of each deck, then 1
    [Guilmon] back from the trash to the hand."""
    g = position(
        pool,
        p1={
            "hand": ["EX4-008"],
            "trash": ["EX2-008"],
            "battle": [{"id": "g", "cards": ["BT2-009"]}],
        },
        memory=5,
    )
    play(g, "digivolve g EX4-008", "yes")
    s = state(g)
    assert s["players"]["p1"]["hand"] == ["ST1-02", "EX2-008"]
    assert s["players"]["p1"]["trash"] == ["ST1-02", "ST1-02"]
    assert s["players"]["p2"]["deck"] == 8 and s["players"]["p2"]["trash"] == ["ST1-02", "ST1-02"]
