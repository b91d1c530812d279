"""EX5-041 Ebonwumon (no official ruling), played where a wrong reading of its text would show:
its [On Play] suspends one of the opponent's Digimon for each of its player's Digimon with
[Deva] or [Four Sovereigns] in its traits (itself among them), then none of the opponent's
Digimon unsuspends in their next unsuspend phase, those suspended before it too; its [On
Deletion] deletes one of the opponent's suspended Digimon only."""

from __future__ import annotations

from games import battle, legal, play, position, state


def test_ex5_041_ebonwumon_suspends_one_for_each_deva_or_sovereign_and_holds_them(pool):
    """Beside EX5-019 Antylamon ([Deva]) it counts 2: p2's x and y are suspended, z is left;
    in p2's next turn x, y and w (suspended before) stay suspended."""
    g = position(
        pool,
        p1={"hand": ["EX5-041"], "battle": [{"id": "d", "cards": ["EX5-019"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000"]},
                {"id": "y", "cards": ["TST-2000"]},
                {"id": "z", "cards": ["TST-3000"]},
                {"id": "w", "cards": ["TST-4000"], "suspended": True},
            ]
        },
        memory=7,
    )
    play(g, "play EX5-041", "target x")
    assert legal(g) == ["target x", "target y", "target z", "target w"]
    play(g, "target y")
    suspended = {k: v["suspended"] for k, v in battle(g, "p2").items()}
    assert suspended == {"x": True, "y": True, "z": False, "w": True}
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    suspended = {k: v["suspended"] for k, v in battle(g, "p2").items()}
    assert suspended == {"x": True, "y": True, "z": False, "w": True}


def test_ex5_041_ebonwumon_alone_suspends_one(pool):
    """With no other [Deva] or [Four Sovereigns] Digimon (TST-5000 beside it) it counts
    itself only: one target, then the effect is done."""
    g = position(
        pool,
        p1={"hand": ["EX5-041"], "battle": [{"id": "t", "cards": ["TST-5000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000"]}, {"id": "y", "cards": ["TST-2000"]}]},
        memory=7,
    )
    play(g, "play EX5-041", "target x")
    assert state(g)["pending"]["kind"] == "main"
    assert battle(g, "p2")["y"]["suspended"] is False


def test_ex5_041_ebonwumon_on_deletion_deletes_a_suspended_digimon_only(pool):
    """Deleted in battle by p2's TST-15000, it may delete the attacker (suspended by its
    attack) or s (suspended), not u (unsuspended)."""
    g = position(
        pool,
        p1={"battle": [{"id": "e", "cards": ["EX5-041"], "suspended": True}]},
        p2={
            "battle": [
                {"id": "a", "cards": ["TST-15000"]},
                {"id": "s", "cards": ["TST-2000"], "suspended": True},
                {"id": "u", "cards": ["TST-3000"]},
            ]
        },
        turn="p2",
    )
    play(g, "attack a e")
    assert legal(g) == ["target a", "target s"]
    play(g, "target s")
    assert set(battle(g, "p2")) == {"a", "u"}
