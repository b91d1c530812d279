"""15-7 optional processing conditions, in the two ways cards print them: "You may X to Y"
(X a choice, and Y follows once X is done) and "By X, you may Y" (X a choice, and Y a choice
still once X is done: rulings Q5409, Q3448)."""

from __future__ import annotations

from games import legal, play, position, state


def test_15_7_1_by_x_you_may_y_asks_again_after_the_cost(pool):
    """BT20-070 Loogarmon: "By trashing 1 card in your hand, you may return 1 card with the
    [SoC]/[SEEKERS] trait from your trash to the hand." After the trash, a "no" leaves the
    [SEEKERS] card (BT20-064 Loogamon) in the trash."""
    g = position(pool, p1={"hand": ["BT20-070", "ST1-02"], "trash": ["BT20-064"]}, memory=9)
    play(g, "play BT20-070", "yes")
    assert legal(g) == ["yes", "no"]
    play(g, "no")
    p1 = state(g)["players"]["p1"]
    assert p1["hand"] == [] and sorted(p1["trash"]) == ["BT20-064", "ST1-02"]


def test_15_7_1_by_x_you_may_y_done_when_chosen(pool):
    g = position(pool, p1={"hand": ["BT20-070", "ST1-02"], "trash": ["BT20-064"]}, memory=9)
    play(g, "play BT20-070", "yes", "yes")
    assert state(g)["players"]["p1"]["hand"] == ["BT20-064"]


def test_15_7_2_you_may_x_to_y_does_y_once_x_is_done(pool):
    """BT6-072: "You may trash 1 card in your hand to delete 1 of your opponent's level 4 or
    lower Digimon": once the card is trashed, the deletion follows with no second question."""
    g = position(
        pool,
        p1={"hand": ["BT6-072", "ST1-02"]},
        p2={"battle": [{"id": "x", "cards": ["ST1-07"]}]},
        memory=9,
    )
    play(g, "play BT6-072", "yes")
    assert state(g)["players"]["p2"]["battle"] == {}
