"""EX3-014 Dorbickmon, played where a wrong reading of its text would show (its rulings are
about other cards): "[DigiXros -2] 5 Digimon cards w/different names + [Dragon], [saur], or
[Ceratopsian] in one of its traits" takes up to five such cards, no two of one name, from the
hand or the battle area (7-2-1, 7-2-2-5), and its [On Play] deletion reaches 2000 DP higher
for each of them under it."""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state

from digimon_tui.loop.moves import IllegalMove

# ST1-04 Dracomon [Dragon], ST1-07 Greymon [Dinosaur], BT1-016 Tyrannomon [Dinosaur],
# BT1-009 Monodramon [Mini Dragon]; BT1-015 is a second Greymon; BT2-067 DemiDevimon has none
# of the traits. The Digimon `v` is BT2-011 Vorvomon [Rock Dragon].
HAND = ["EX3-014", "ST1-04", "ST1-07", "BT1-015", "BT1-016", "BT1-009", "BT2-067"]
FIVE = "ST1-04 ST1-07 BT1-016 BT1-009 v"


def _position(pool, opponent: str = "TST-13000"):
    return position(
        pool,
        p1={"hand": HAND, "battle": [{"id": "v", "cards": ["BT2-011"]}]},
        p2={"battle": [{"id": "x", "cards": [opponent]}]},
        memory=3,
    )


def test_ex3_014_five_different_names_bring_the_cost_to_3(pool):
    g = _position(pool)
    moves = legal(g)
    assert f"play EX3-014 xros {FIVE}" in moves
    assert not any(m.startswith("play EX3-014 xros") and "BT2-067" in m for m in moves)
    assert not any(
        m.startswith("play EX3-014 xros") and "ST1-07" in m and "BT1-015" in m for m in moves
    )
    assert not any(m.startswith("play EX3-014 xros") and len(m.split()) > 8 for m in moves)
    g = play(g, f"play EX3-014 xros {FIVE}")
    (dorbickmon,) = (p for p in battle(g, "p1").values() if p["top"] == "EX3-014")
    assert len(dorbickmon["cards"]) == 6
    assert "v" not in battle(g, "p1")
    assert state(g)["memory"] == 0  # 13 less 2 for each of the 5 cards


def test_ex3_014_two_greymon_are_refused(pool):
    with pytest.raises(IllegalMove, match="DigiXros requirements"):
        play(_position(pool), "play EX3-014 xros ST1-04 ST1-07 BT1-015")


def test_ex3_014_stacks_the_cards_as_listed(pool):
    """7-2-2-8: the first listed goes directly under the card; each set of cards is offered
    once, in the order they are found (the hand's, then the battle area's)."""
    g = play(_position(pool), f"play EX3-014 xros {FIVE}")
    (dorbickmon,) = (p for p in battle(g, "p1").values() if p["top"] == "EX3-014")
    assert dorbickmon["cards"] == ["BT2-011", "BT1-009", "BT1-016", "ST1-07", "ST1-04", "EX3-014"]
    assert "play EX3-014 xros v BT1-009 ST1-04 ST1-07 BT1-016" not in legal(_position(pool))


def test_ex3_014_on_play_reaches_2000_higher_for_each_card_under_it(pool):
    """Five under it: 3000 + 5 × 2000 = 13000 deletes a 13000 DP Digimon; four reach 11000
    and don't."""
    g = play(_position(pool), f"play EX3-014 xros {FIVE}")
    assert battle(g, "p2") == {}
    g = play(_position(pool), "play EX3-014 xros ST1-04 ST1-07 BT1-016 BT1-009")
    assert "x" in battle(g, "p2")
