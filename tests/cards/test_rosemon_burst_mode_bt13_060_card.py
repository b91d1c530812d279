"""BT13-060 Rosemon: Burst Mode, beyond its ruling (tests/rulings/bt13.toml): "[When
Digivolving] Suspend 1 of your opponent's Digimon and 1 of their Tamers. Until the end of your
opponent's turn, all of their Digimon and Tamers don't unsuspend. [When Attacking] Trash the
top card of your opponent's security stack for every 2 of your opponent's suspended Digimon
and Tamers.\""""

from __future__ import annotations

from games import battle, play, position, state

BURST, ROSEMON, YOSHINO = "BT13-060", "BT1-082", "BT13-100"


def _burst(pool):
    """Rosemon burst digivolves by returning Yoshino; the opponent's x is suspended, y not."""
    g = position(
        pool,
        p1={
            "hand": [BURST],
            "battle": [{"id": "r", "cards": [ROSEMON]}, {"id": "t", "cards": [YOSHINO]}],
        },
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-4000"]},
                {"id": "u", "cards": ["ST1-12"]},
            ],
            "security": ["TST-1000"] * 5,
        },
        memory=3,
    )
    return play(g, f"burst-digivolve r {BURST} t", "target x")


def test_bt13_060_trashes_a_security_card_for_every_2_suspended_digimon_and_tamers(pool):
    g = _burst(pool)
    theirs = battle(g, "p2")
    assert [theirs[i]["suspended"] for i in ("x", "y", "u")] == [True, False, True]
    play(g, "attack r player")
    assert state(g)["players"]["p2"]["security"] == 3  # 1 trashed for x and u, 1 checked


def test_bt13_060_the_suspended_stay_so_through_the_opponents_turn(pool):
    g = play(_burst(pool), "pass")
    theirs = battle(g, "p2")
    assert [theirs[i]["suspended"] for i in ("x", "y", "u")] == [True, False, True]
