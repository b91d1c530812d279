"""Cards that activate another card's effect (15-15-7): BT11-029 AeroVeedramon activates a
Rina Shinomiya's [On Play] effect, BT11-112 Rina Shinomiya a Veedramon's [When
Digivolving] effect; each played where the effect activating, or its card, would show."""

from __future__ import annotations

from games import battle, legal, play, position, state

from digimon_tui.engine import queries as q


def test_bt11_029_aeroveedramon_activates_rinas_on_play_effect_as_it_attacks(pool):
    """BT11-029 AeroVeedramon's inherited "[When Attacking] [Once Per Turn] Activate 1 of
    your [Rina Shinomiya]'s [On Play] effects": Plesiomon, over it, attacks and Rina's
    [On Play] gives the Veedramon <Blocker> (and <Evade>) until the end of the opponent's
    turn; without it, the Veedramon has no <Blocker>."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["BT11-029", "ST2-10"]},
                {"id": "v", "cards": ["BT11-027"]},
                {"id": "r", "cards": ["BT11-112"]},
            ]
        },
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
    )
    assert not q.has_blocker(g, g.find("v"))
    play(g, "attack a player")
    assert q.has_blocker(g, g.find("v"))
    assert "<Evade>" in q.keywords_of(g, g.find("v"))


def test_bt11_112_rina_activates_the_suspended_veedramons_when_digivolving_effect(pool):
    """BT11-112 Rina Shinomiya: "[All Turns] When one of your Digimon with [Veedramon] in its
    name becomes suspended, by suspending this Tamer, activate 1 of that Digimon's [When
    Digivolving] effects." BT2-028 AeroVeedramon attacks; Rina suspends and its [When
    Digivolving] effect, "if you have a blue Tamer in play, unsuspend 1 of your blue
    Digimon", unsuspends it; Rina's own "[Your Turn] [Once Per Turn] When one of your blue
    Digimon becomes unsuspended, gain 1 memory" follows (3 becomes 4)."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT2-028"]}, {"id": "r", "cards": ["BT11-112"]}]},
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
    )
    play(g, "attack a player")
    assert legal(g) == ["yes", "no"]
    play(g, "yes")
    mine = battle(g, "p1")
    assert (mine["a"]["suspended"], mine["r"]["suspended"]) == (False, True)
    assert state(g)["memory"] == 4


def test_bt11_112_rina_declined_leaves_the_attacker_suspended(pool):
    """Declining the cost ("by suspending this Tamer") activates nothing: AeroVeedramon stays
    suspended and Rina unsuspended."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["BT2-028"]}, {"id": "r", "cards": ["BT11-112"]}]},
        p2={"security": ["TST-1000", "TST-1000"]},
        memory=3,
    )
    play(g, "attack a player", "no")
    mine = battle(g, "p1")
    assert (mine["a"]["suspended"], mine["r"]["suspended"]) == (True, False)
