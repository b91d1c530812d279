"""BT14-046 Togemon (no official ruling): a card in play reducing its player's play cost of
a Tamer (15-8-5-1), played where a wrong reading of its card, its cost, its [Once Per Turn]
or a reduction below 0 would show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _with_togemon(pool, hand: list[str], memory: int = 9):
    return position(
        pool,
        p1={
            "hand": hand,
            "battle": [{"id": "t", "cards": ["BT14-046"]}, {"id": "v", "cards": ["BT1-071"]}],
        },
        memory=memory,
    )


def test_bt14_046_suspends_a_green_digimon_to_reduce_a_green_tamer_by_3_once_a_turn(pool):
    """ "[Your Turn][Once Per Turn] When you would play a green Tamer card from your hand, by
    suspending 1 of your green Digimon, reduce the play cost by 3": BT1-089 Mimi Tachikawa
    (green, 4) costs 1, and the player picks which green Digimon to suspend (here Vegiemon,
    not Togemon); the second Mimi of the turn costs its 4, without an offer."""
    g = _with_togemon(pool, ["BT1-089", "BT1-089"])
    play(g, "play BT1-089", "yes", "target v")
    assert state(g)["memory"] == 8
    assert (battle(g, "p1")["v"]["suspended"], battle(g, "p1")["t"]["suspended"]) == (True, False)
    play(g, "play BT1-089")
    assert "yes" not in legal(g)
    assert state(g)["memory"] == 4


def test_bt14_046_leaves_red_tamers_and_digimon_alone(pool):
    """BT1-085 Tai Kamiya is a red Tamer and BT1-071 Vegiemon a green Digimon card: neither
    is offered the reduction."""
    g = _with_togemon(pool, ["BT1-085", "BT1-071"])
    play(g, "play BT1-085")
    assert state(g)["memory"] == 5
    play(g, "play BT1-071")
    assert state(g)["memory"] == 1


def test_bt14_046_reduces_a_cost_of_2_to_0_and_no_lower(pool):
    """BT1-088 Izzy Izumi (green, 2) costs 0 with the reduction, not -1 (the memory stays
    at 3); declined, its 2."""
    g = _with_togemon(pool, ["BT1-088"], memory=3)
    play(g, "play BT1-088", "yes", "target v")
    assert state(g)["memory"] == 3
    g = _with_togemon(pool, ["BT1-088"], memory=3)
    play(g, "play BT1-088", "no")
    assert state(g)["memory"] == 1
