"""Cards that print their [Security] effect between their other lines ("[Digivolve] ...
[Security] ... <Blocker>"), each in the smallest position where a wrong reading would show."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state


@pytest.mark.parametrize(
    ("card", "digimon", "tamer"),
    [("ST15-08", "ST1-03", "BT1-085"), ("ST16-08", "ST2-03", "BT1-086")],
)
def test_security_plays_the_named_digimon_or_a_tamer_from_hand_or_trash(pool, card, digimon, tamer):
    """ST15-08 Greymon, ST16-08 Garurumon: checked from the security stack, its owner may
    play the Tamer from the hand or pass on it for the Digimon in the trash, free; nothing
    else fits."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-15000"]}]},
        p2={"security": [card], "trash": [digimon, "ST1-07"], "hand": [tamer, "ST1-07"]},
        memory=3,
    )
    play(g, "attack a player")
    play(g, "yes")
    assert legal(g) == [f"card {tamer}", "done"]
    play(g, "done")  # not the Tamer in the hand: the Digimon in the trash, the only fit there
    assert [p["cards"] for p in battle(g, "p2").values()] == [[digimon]]
    assert state(g)["memory"] == 3


def test_ex8_011_tyrannomon_is_played_at_the_end_of_the_battle(pool):
    """EX8-011 Tyrannomon: checked from the security stack it battles as a Security Digimon,
    loses to 15000 DP, and at the end of the battle its owner plays it from the trash, free."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-15000"]}]},
        p2={"security": ["EX8-011"]},
        memory=3,
    )
    play(g, "attack a player")
    assert [p["cards"] for p in battle(g, "p2").values()] == [["EX8-011"]]
    assert state(g)["players"]["p2"]["trash"] == []
    assert state(g)["memory"] == 3
