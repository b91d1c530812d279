"""EX3-040 Parasaurmon (no official ruling): a card in play reducing its player's play
cost (15-8-5-1), played where a wrong reading of its card, its cost or its timing would
show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def _with_parasaurmon(pool, hand: list[str]):
    return position(
        pool, p1={"hand": hand, "battle": [{"id": "p", "cards": ["EX3-040"]}]}, memory=5
    )


def test_ex3_040_suspends_itself_to_reduce_a_green_digimon_by_1(pool):
    """ "[Your Turn] When you would play a green Digimon card, by suspending this Digimon,
    reduce the cost by 1": BT1-071 Vegiemon (green, 4) costs 3 and Parasaurmon is
    suspended; declined, it costs 4 and Parasaurmon stays unsuspended."""
    g = _with_parasaurmon(pool, ["BT1-071"])
    play(g, "play BT1-071", "yes")
    assert state(g)["memory"] == 2
    assert battle(g, "p1")["p"]["suspended"] is True
    g = _with_parasaurmon(pool, ["BT1-071"])
    play(g, "play BT1-071", "no")
    assert state(g)["memory"] == 1
    assert battle(g, "p1")["p"]["suspended"] is False


def test_ex3_040_leaves_other_colours_and_a_suspended_parasaurmon_alone(pool):
    """ST1-03 Agumon is red: no offer, it costs its 3. Once Parasaurmon is suspended it can't
    pay the cost again: the second green Digimon costs its full 4."""
    g = _with_parasaurmon(pool, ["ST1-03"])
    play(g, "play ST1-03")
    assert state(g)["memory"] == 2
    assert battle(g, "p1")["p"]["suspended"] is False
    g = position(
        pool,
        p1={"hand": ["BT1-071", "BT1-071"], "battle": [{"id": "p", "cards": ["EX3-040"]}]},
        memory=8,
    )
    play(g, "play BT1-071", "yes")
    play(g, "play BT1-071")
    assert state(g)["memory"] == 1
    assert "yes" not in legal(g)
