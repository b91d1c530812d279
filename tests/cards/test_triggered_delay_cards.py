"""EX5-069 Biting Crush: an Option placed in the battle area by its own [Main] effect, and a
<Delay> effect that triggers ("When an effect plays an opponent's Digimon, <Delay> ・ ...")
rather than waiting for the main phase. Named after the card."""

from __future__ import annotations

from games import battle, legal, play, position, state

# BT2-067 DemiDevimon gives the purple the Option needs; EX5-062 Anubismon's [Main] is the
# opponent's effect that plays a Digimon (BT4-085 Phantomon) from their trash.


def test_ex5_069_biting_crush_stays_after_trashing_a_seven_great_demon_lord(pool):
    g = position(
        pool,
        p1={"hand": ["EX5-069", "EX5-063"], "battle": [{"id": "d", "cards": ["BT2-067"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-03"]}]},
        memory=8,
    )
    g = play(g, "option EX5-069")
    assert [p["top"] for p in battle(g, "p1").values()] == ["BT2-067", "EX5-069"]
    assert "delay p1-1" not in legal(g)  # its <Delay> is no [Main] effect


def _opponent_plays_by_effect(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "bc", "cards": ["EX5-069"]}], "trash": ["EX5-063"]},
        p2={"battle": [{"id": "a", "cards": ["BT2-075", "EX5-062"]}], "trash": ["BT4-085"]},
        turn="p2",
        memory=5,
    )
    return play(g, "activate a")


def test_ex5_069_biting_crush_delay_plays_leviamon_when_the_opponent_plays_by_effect(pool):
    g = play(_opponent_plays_by_effect(pool), "yes")
    assert "bc" not in battle(g, "p1")
    assert [p["top"] for p in battle(g, "p1").values()] == ["EX5-063"]
    assert state(g)["players"]["p1"]["trash"] == ["EX5-069"]


def test_ex5_069_biting_crush_delay_waits_for_the_turn_after_it_arrived(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "bc", "cards": ["EX5-069"]}], "trash": ["EX5-063"]},
        p2={"battle": [{"id": "a", "cards": ["BT2-075", "EX5-062"]}], "trash": ["BT4-085"]},
        turn="p2",
        memory=5,
    )
    g.permanent("bc").played_turn = g.turn_number  # placed this very turn
    g = play(g, "activate a")
    assert "yes" not in legal(g)
    assert battle(g, "p1")["bc"]["top"] == "EX5-069"
