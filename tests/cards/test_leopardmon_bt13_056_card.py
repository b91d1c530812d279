"""BT13-056 Leopardmon's [When Digivolving] [Main] [Once Per Turn] effect (its rulings are
about the other effect and BT13-007): a Digimon card of the hand that's green or has [Royal
Knight] in its traits is played for 4 less, once a turn."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt13_056_main_plays_a_royal_knight_for_4_less_once_a_turn(pool):
    """BT13-017 Jesmon (red, [Royal Knight], cost 11) for 7; ST1-07 Greymon (red) is not
    offered; afterwards the [Main] effect is spent for the turn."""
    g = position(
        pool,
        p1={"hand": ["BT13-017", "ST1-07"], "battle": [{"id": "l", "cards": ["BT13-056"]}]},
        memory=7,
    )
    assert "activate l" in legal(g)
    play(g, "activate l", "first 2")
    assert [p["top"] for p in battle(g, "p1").values()] == ["BT13-056", "BT13-017"]
    assert state(g)["memory"] == 0
    assert "activate l" not in legal(g)
