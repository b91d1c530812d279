"""EX3-070 Avalon's Gate (no official ruling), played where a wrong reading of its choice,
of "activate all of the effects below instead" or of its [Security] effect would show."""

from __future__ import annotations

from games import battle, legal, play, position

_FOE = {"battle": [{"id": "x", "cards": ["TST-3000"]}]}


def _gate(pool, mine: list[str]):
    """p1's suspended `a` (the cards `mine`) and unsuspended ST8-05 Veedramon (blue, with
    `a` green: the Option's colours), p2's unsuspended Digimon `x`."""
    return position(
        pool,
        p1={
            "hand": ["EX3-070"],
            "battle": [
                {"id": "a", "cards": mine, "suspended": True},
                {"id": "v", "cards": ["ST8-05"]},
            ],
        },
        p2=_FOE,
        memory=5,
    )


def test_ex3_070_activates_one_effect_without_examon(pool):
    """ "[Main] Activate 1 of the effects below.・Suspend 1 of your opponent's Digimon, and 1
    of your Digimon gains <Piercing> for the turn.・Unsuspend 1 of your Digimon.": with
    BT1-080 Titamon, the first suspends `x` and leaves `a` suspended; the second unsuspends
    `a` and leaves `x` unsuspended."""
    g = _gate(pool, ["BT1-080"])
    play(g, "option EX3-070", "mode 1", "target a")
    assert (battle(g, "p1")["a"]["suspended"], battle(g, "p2")["x"]["suspended"]) == (True, True)
    assert "attack a player" not in legal(g)
    g = _gate(pool, ["BT1-080"])
    play(g, "option EX3-070", "mode 2", "target a")
    assert (battle(g, "p1")["a"]["suspended"], battle(g, "p2")["x"]["suspended"]) == (False, False)


def test_ex3_070_activates_both_effects_with_an_examon(pool):
    """ "If you have a Digimon with [Examon] in its name in play, activate all of the effects
    below instead": with EX3-074 Examon on top of `a`, both activate, in the order its player
    picks (ruling Q1351 on BT5-082); `x` is suspended, `a` gains <Piercing> and is
    unsuspended."""
    g = _gate(pool, ["BT1-080", "EX3-074"])
    play(g, "option EX3-070")
    assert legal(g) == ["mode 1", "mode 2"]
    play(g, "mode 1", "target a", "target a")
    assert (battle(g, "p1")["a"]["suspended"], battle(g, "p2")["x"]["suspended"]) == (False, True)
    assert "attack a player" in legal(g)


def test_ex3_070_security_suspends_and_unsuspends(pool):
    """ "[Security] Suspend 1 of your opponent's Digimon, and unsuspend 1 of your Digimon.":
    checked by p2's attacker `x`, it suspends `x` (already) and unsuspends p1's `a`."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": ["BT1-080"], "suspended": True}],
            "security": ["EX3-070"],
        },
        p2=_FOE,
        turn="p2",
        memory=3,
    )
    play(g, "attack x player")
    while "target a" in legal(g):
        play(g, "target a")
    assert battle(g, "p1")["a"]["suspended"] is False
