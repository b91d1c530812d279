"""Effects of the green cards that suspend and count suspended Digimon (BT10-057
Bloomlordmon, EX3-045 Hydramon, BT8-102 Samadhi Shanti, BT10-056 Lotosmon), each in the
smallest position where a wrong reading would show; named after the card. BT10-052
Cherrymon's switch of the attack is tested by its rulings (Q1975, Q1976)."""

from __future__ import annotations

from games import battle, legal, play, position, state

# ---- BT10-057 Bloomlordmon -------------------------------------------------------------


def _bloomlordmon(pool, palmon_suspended: bool):
    """Blossomon ready to digivolve into Bloomlordmon, beside a [Vegetation] Palmon."""
    return position(
        pool,
        p1={
            "hand": ["BT10-057"],
            "battle": [
                {"id": "b", "cards": ["BT3-054"]},
                {"id": "w", "cards": ["BT10-046"], "suspended": palmon_suspended},
            ],
        },
        p2={
            "battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}],
            "security": ["TST-1000", "TST-1000", "TST-1000"],
        },
        memory=5,
    )


def test_bt10_057_bloomlordmon_two_memory_unsuspend_it_with_piercing(pool):
    """It suspends itself: with the suspended Palmon, two [Vegetation]/[Fairy] Digimon give
    2 memory, so it unsuspends and gains <Piercing>: its attack deletes and checks, twice
    (attacking, it is the second suspended Digimon: <Security A. +1>)."""
    g = play(_bloomlordmon(pool, palmon_suspended=True), "digivolve b BT10-057", "yes")
    assert legal(g) == ["target b", "target w"]
    play(g, "target b")
    assert state(g)["memory"] == 1 + 2
    assert battle(g, "p1")["b"]["suspended"] is False
    play(g, "attack b x")
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["security"] == 1


def test_bt10_057_bloomlordmon_one_memory_leaves_it_suspended(pool):
    """Only itself suspended: 1 memory, less than 2, so it stays suspended."""
    g = play(_bloomlordmon(pool, palmon_suspended=False), "digivolve b BT10-057", "yes")
    play(g, "target b")
    assert state(g)["memory"] == 1 + 1
    assert battle(g, "p1")["b"]["suspended"] is True


def test_bt10_057_bloomlordmon_gains_after_then_even_without_suspending(pool):
    """Declining the suspension skips only that part: the suspended Palmon still gives 1."""
    g = play(_bloomlordmon(pool, palmon_suspended=True), "digivolve b BT10-057", "no")
    assert state(g)["memory"] == 1 + 1
    assert battle(g, "p1")["w"]["suspended"] is True


def test_bt10_057_bloomlordmon_grows_for_every_two_suspended_digimon(pool):
    """[Your Turn]: +2000 DP and <Security A. +1> per 2 suspended Digimon of any traits;
    attacking, it is the third, and 3 count as 2: 2 checks."""
    suspended = [{"id": f"s{i}", "cards": ["TST-1000"], "suspended": True} for i in range(2)]
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": ["BT10-057"]}, *suspended]},
        p2={"security": ["TST-1000", "TST-1000", "TST-1000"]},
    )
    assert battle(g, "p1")["b"]["dp"] == 14000
    play(g, "attack b player")
    assert state(g)["players"]["p2"]["security"] == 1


# ---- EX3-045 Hydramon ------------------------------------------------------------------


def _hydramon(pool, *, memory: int = 5, turn: str = "p1"):
    return position(
        pool,
        p1={
            "hand": ["EX3-045"],
            "battle": [
                {"id": "b", "cards": ["BT3-054"]},
                {"id": "w", "cards": ["BT10-046"], "suspended": True},
                {"id": "t", "cards": ["TST-1000"], "suspended": True},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}]},
        memory=memory,
        turn=turn,
    )


def test_ex3_045_hydramon_gains_for_other_suspended_plants_when_a_foe_is_suspended(pool):
    """Its [When Digivolving] may suspend either player's Digimon; the opponent's Digimon
    becoming suspended gains 1 memory per other suspended [Vegetation] Digimon: Palmon,
    not the plain dummy."""
    g = play(_hydramon(pool), "digivolve b EX3-045", "yes")
    assert legal(g) == ["target b", "target w", "target t", "target x"]
    play(g, "target x")
    assert battle(g, "p2")["x"]["suspended"] is True
    assert state(g)["memory"] == 0 + 1


def test_ex3_045_hydramon_returns_a_suspended_foe_at_the_end_of_turn(pool):
    """[End of Your Turn]: with 2 suspended [Vegetation]/[Fairy] Digimon (Palmon and
    Hydramon itself), a suspended opponent's Digimon goes to the bottom of its deck."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "h", "cards": ["EX3-045"], "suspended": True},
                {"id": "w", "cards": ["BT10-046"], "suspended": True},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}]},
        memory=1,
    )
    play(g, "pass")
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["deck"] == 10 + 1 - 1  # returned, then a draw


# ---- BT8-102 Samadhi Shanti ------------------------------------------------------------


def test_bt8_102_samadhi_shanti_keeps_what_it_suspended_suspended(pool):
    """Paid by suspending 1 of your Digimon, it suspends an opponent's unsuspended Digimon,
    which stays suspended through the opponent's unsuspend phase; the other one unsuspends.
    (Picking one already suspended: ruling Q1782.)"""
    g = position(
        pool,
        p1={"hand": ["BT8-102"], "battle": [{"id": "m", "cards": ["TST-3000"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-5000"], "suspended": True},
                {"id": "y", "cards": ["TST-4000"]},
            ]
        },
        memory=3,
    )
    play(g, "option BT8-102", "yes", "target y")
    assert battle(g, "p1")["m"]["suspended"] is True
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert {k: v["suspended"] for k, v in battle(g, "p2").items()} == {"x": False, "y": True}


# ---- BT10-056 Lotosmon -----------------------------------------------------------------


def test_bt10_056_lotosmon_keeps_the_suspended_foe_down_through_its_unsuspend_phase(pool):
    """[When Digivolving]: the suspended Digimon doesn't unsuspend in the opponent's next
    unsuspend phase; their other Digimon does."""
    g = position(
        pool,
        p1={"hand": ["BT10-056"], "battle": [{"id": "b", "cards": ["BT3-054"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-5000"]},
                {"id": "y", "cards": ["TST-4000"], "suspended": True},
            ]
        },
        memory=4,
    )
    play(g, "digivolve b BT10-056", "target x", "pass")
    assert state(g)["turn"] == "p2"
    assert {k: v["suspended"] for k, v in battle(g, "p2").items()} == {"x": True, "y": False}


def test_bt10_056_lotosmon_gives_its_on_deletion_only_in_the_opponents_turn(pool):
    """In its own turn the [Fairy] Rosemon has no [On Deletion] from Lotosmon: deleted in
    battle, it gives no memory and returns nothing."""
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "l", "cards": ["BT10-056"]},
                {"id": "o", "cards": ["EX1-042"]},
            ],
            "trash": ["TST-3000"],
        },
        p2={"battle": [{"id": "z", "cards": ["TST-15000"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack o z")
    assert state(g)["players"]["p1"]["hand"] == []
    assert state(g)["memory"] == 3
