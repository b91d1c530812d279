"""BT6-042 Babamon (no official ruling), played where a wrong reading of its text would show:
its [On Deletion] plays, for free, either one [Rosemon] or up to two yellow level 3 Digimon
cards from the hand, never some of each."""

from __future__ import annotations

from games import battle, legal, play, position, state

HAND = ["BT1-082", "BT1-045", "BT1-047", "BT1-049"]  # Rosemon; three yellow level 3s


def _deleted(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": ["BT6-042"]}], "hand": HAND},
        p2={"security": ["TST-12000"]},
        memory=3,
    )
    return play(g, "attack b player", "yes")  # deleted by the Security Digimon


def _played(g) -> list[list[str]]:
    return sorted(d["cards"] for d in battle(g, "p1").values())


def test_bt6_042_plays_rosemon_alone(pool):
    g = play(_deleted(pool), "mode 1")
    assert _played(g) == [["BT1-082"]]
    assert state(g)["memory"] == 3


def test_bt6_042_plays_up_to_two_yellow_level_3s(pool):
    g = play(_deleted(pool), "mode 2", "card BT1-045", "card BT1-047")
    assert _played(g) == [["BT1-045"], ["BT1-047"]]
    assert "play BT1-082" in legal(g) and state(g)["memory"] == 3
