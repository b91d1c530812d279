"""Effects of EX1 cards, each in the smallest position where a wrong reading would show;
named after the card."""

from __future__ import annotations

from games import battle, legal, play, position, state

# ---- EX1-063 VenomMyotismon --------------------------------------------------------------


def test_ex1_063_venommyotismon_plays_only_a_card_with_retaliation_of_its_own(pool):
    """BT8-076 has <Retaliation> in its own effects; BT3-080 only as an inherited effect,
    which is no effect of the card itself (15-3-1): only BT8-076 may be played."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "v", "cards": ["EX1-063"]}],
            "trash": ["BT3-080", "BT8-076"],
        },
        p2={"security": ["ST1-02"]},
    )
    play(g, "attack v player", "yes")  # the one card that may be played: no question
    assert "card BT3-080" not in legal(g)
    assert state(g)["players"]["p1"]["trash"] == ["BT3-080"]
    assert sorted(s["top"] for s in battle(g, "p1").values()) == ["BT8-076", "EX1-063"]
