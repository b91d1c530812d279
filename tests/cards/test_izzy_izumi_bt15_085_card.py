"""BT15-085 Izzy Izumi (no official ruling), played where a wrong reading of its memory
setting or of the Digimon it switches an attack to would show."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_bt15_085_switches_an_attack_to_a_suspended_insectoid_only(pool):
    """ "[Opponent's Turn] When an opponent's Digimon attacks, by suspending this Tamer,
    switch the target of attack to 1 of your suspended Digimon with the [Insectoid] trait":
    of p1's suspended BT1-070 Kuwagamon (Insectoid) and BT1-069 Ogremon (Demon) the attack
    goes to Kuwagamon, which deletes the 3000 DP attacker; no security card is checked and
    Izzy is suspended."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "i", "cards": ["BT15-085"]},
                {"id": "k", "cards": ["BT1-070"], "suspended": True},
                {"id": "o", "cards": ["BT1-069"], "suspended": True},
            ],
            "security": ["ST1-02"],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        turn="p2",
        memory=3,
    )
    play(g, "attack x player", "yes")
    assert "target o" not in legal(g)
    assert state(g)["players"]["p1"]["security"] == 1
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["i"]["suspended"] is True


def test_bt15_085_sets_2_or_less_memory_to_3_at_the_start_of_the_turn(pool):
    """ "[Start of Your Turn] If you have 2 memory or less, set your memory to 3": p2 ends its
    turn by paying 4 of its 3 memory, leaving p1 1; with Izzy p1 starts with 3, without it 1."""
    for tamer, memory in (("BT15-085", 3), ("BT1-088", 1)):
        g = position(
            pool,
            p1={"battle": [{"id": "i", "cards": [tamer]}]},
            p2={"hand": ["BT1-071"]},
            turn="p2",
            memory=3,
        )
        play(g, "play BT1-071")
        assert (state(g)["turn"], state(g)["memory"]) == ("p1", memory)
