"""BT13-058 Leopardmon: Leopard Mode and BT14-054 SaberLeomon, beyond their rulings (tests/
rulings/): Leopardmon: Leopard Mode digivolves from [Leopardmon] for 1, keeps the Digimon it
names suspended through the opponent's unsuspend phase, and unsuspends by suspending another of
its player's Digimon; SaberLeomon's [End of Your Turn] attack on an unsuspended turn end."""

from __future__ import annotations

from games import legal, play, position, state

LEOPARD_MODE, LEOPARDMON, SABERLEOMON = "BT13-058", "BT13-056", "BT14-054"


def test_bt13_058_keeps_the_named_digimon_suspended_and_unsuspends_by_suspending(pool) -> None:
    g = position(
        pool,
        p1={
            "hand": [LEOPARD_MODE],
            "battle": [{"id": "l", "cards": [LEOPARDMON]}, {"id": "o", "cards": ["TST-3000"]}],
        },
        p2={
            "battle": [{"id": "x", "cards": ["TST-5000"]}, {"id": "y", "cards": ["TST-6000"]}],
            "security": ["TST-1000", "TST-1000"],
        },
        memory=2,
        turn_number=3,
    )
    play(g, f"digivolve l {LEOPARD_MODE}", "target x", "target x")
    assert state(g)["memory"] == 1  # from [Leopardmon] for 1
    play(g, "attack l player", "yes")  # o is suspended to unsuspend it
    p1 = state(g)["players"]["p1"]["battle"]
    assert (p1["l"]["suspended"], p1["o"]["suspended"]) == (False, True)
    play(g, "pass")  # its [End of Your Turn]; then x stays suspended in p2's unsuspend phase
    p2 = state(g)["players"]["p2"]["battle"]
    assert state(g)["turn"] == "p2" and p2["x"]["suspended"] is True


def test_bt14_054_attacks_an_opponents_digimon_at_the_end_of_the_turn(pool) -> None:
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": [SABERLEOMON]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}]},
        memory=3,
        turn_number=3,
    )
    play(g, "pass")
    assert legal(g) == ["target s", "done"]
    play(g, "target s")  # the only target: x
    assert state(g)["players"]["p2"]["battle"] == {}
