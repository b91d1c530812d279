"""BT14-020 Gomamon's inherited "[Opponent's Turn] When this Digimon would be deleted, you may
play 1 [Gomamon] from its digivolution cards without paying the cost", where a wrong reading
of when it acts would show (its rulings are in tests/rulings/bt14.toml)."""

from __future__ import annotations

from games import battle, legal, play, position, state

STACK = ["BT1-030", "BT14-020", "ST2-05"]
"""Ikkakumon over BT14-020 Gomamon over BT1-030 Gomamon (inherited [On Deletion] gain 1
memory)."""


def _attacked(pool):
    return position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-12000"]}]},
        p2={"battle": [{"id": "x", "cards": STACK, "suspended": True}]},
        memory=3,
    )


def test_bt14_020_declined_leaves_the_stack_whole(pool):
    """Declined, nothing is played and BT1-030's [On Deletion] gives p2 1 memory (p1's 3
    becomes 2): the play is a choice, made before the deletion."""
    g = play(_attacked(pool), "attack a x")
    assert legal(g) == ["yes", "no"]
    play(g, "no")
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 2


def test_bt14_020_plays_itself_or_another_gomamon(pool):
    """Either [Gomamon] under the Digimon may be played, BT14-020 itself too."""
    g = play(_attacked(pool), "attack a x", "yes")
    assert sorted(legal(g)) == ["card BT1-030", "card BT14-020"]
    play(g, "card BT14-020")
    assert [p["top"] for p in battle(g, "p2").values()] == ["BT14-020"]


def test_bt14_020_not_on_its_owners_turn(pool):
    """[Opponent's Turn]: deleted on its owner's own turn (p2 attacks into a bigger
    Digimon), nothing is offered."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-12000"], "suspended": True}]},
        p2={"battle": [{"id": "x", "cards": STACK}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x a")
    assert "yes" not in legal(g)
    assert battle(g, "p2") == {}


def test_bt14_020_not_when_returned_to_the_hand(pool):
    """A deletion, not any leaving: ST2-16 Cocytus Breath returns the Digimon to the hand
    without offering the play."""
    g = position(
        pool,
        p1={"hand": ["ST2-16"], "battle": [{"id": "b", "cards": ["ST2-05"]}]},
        p2={"battle": [{"id": "x", "cards": STACK}]},
        memory=7,
    )
    play(g, "option ST2-16")
    assert "yes" not in legal(g)
    assert state(g)["players"]["p2"]["hand"] == ["ST2-05"]
