"""Effects that count and hold both players' Digimon and Tamers at once, each in the
smallest position where a one-sided reading would show; named after the card."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

# ---- BT12-057 Quartzmon -----------------------------------------------------------------


def _quartzmon(pool):
    """p1 digivolves a green level 6 (BT1-080) into Quartzmon with 8 memory; beside it a
    Digimon and a Tamer of p1's, and p2's unsuspended and suspended Digimon."""
    g = position(
        pool,
        p1={
            "hand": ["BT12-057"],
            "battle": [
                {"id": "q", "cards": ["BT1-080"]},
                {"id": "a", "cards": ["TST-3000"]},
                {"id": "t", "cards": ["ST1-12"]},
            ],
        },
        p2={
            "battle": [
                {"id": "b", "cards": ["TST-4000"]},
                {"id": "c", "cards": ["TST-5000"], "suspended": True},
            ],
            "security": ["ST1-02"] * 3,
        },
        memory=8,
    )
    return play(g, "digivolve q BT12-057")


def _suspended(g, who: str) -> dict[str, bool]:
    return {k: v["suspended"] for k, v in battle(g, who).items()}


def test_bt12_057_quartzmon_suspends_both_sides_and_counts_them_all(pool):
    """[When Digivolving]: every Digimon and Tamer but Quartzmon is suspended, whoever's;
    then 1 memory for every 2 suspended in play: 4 (p1's 2, p2's 2) give 2, where
    counting p1's own would give 1. 8 - 6 (the digivolution) + 2 = 4."""
    g = _quartzmon(pool)
    assert _suspended(g, "p1") == {"q": False, "a": True, "t": True}
    assert _suspended(g, "p2") == {"b": True, "c": True}
    assert state(g)["memory"] == 4


def test_bt12_057_quartzmon_keeps_every_other_card_suspended(pool):
    """[All Turns]: neither player's other Digimon or Tamers unsuspend in their unsuspend
    phase (15-1-3); Quartzmon itself does."""
    g = _quartzmon(pool)
    play(g, "attack q player")
    play(g, "target b")
    play(g, "pass")  # p2's turn: its unsuspend phase leaves b and c suspended
    assert _suspended(g, "p2") == {"b": True, "c": True}
    play(g, "pass")  # p1's turn: q unsuspends, a and t don't
    assert _suspended(g, "p1") == {"q": False, "a": True, "t": True}


def test_bt12_057_quartzmon_trashes_security_for_every_5_suspended_in_play(pool):
    """[When Attacking]: suspend 1 of p2's Digimon or Tamers (b and c are the choice),
    then trash p2's top security card for every 5 suspended in play: the attacking
    Quartzmon, a, t, b and c are 5, so 1 is trashed (p2's 2 alone would trash none),
    and the attack checks 1 more of the 3."""
    g = _quartzmon(pool)
    play(g, "attack q player")
    assert kind(g) == "target" and legal(g) == ["target b", "target c"]
    play(g, "target b")
    assert state(g)["players"]["p2"]["security"] == 1
