"""The [Hand] [Main] effects that place the card itself under a Digimon of the player's:
BT9-029 Suijinmon, BT9-042 Raijinmon and BT9-054 Fujinmon (under a Digimon with [Justimon]
or [Raidenmon] in its name, for 1 memory) and BT10-025 Cyberdramon (under a [Blue Flare]
Digimon for 3 memory, which then unsuspends). The card goes from the hand under the chosen
Digimon, whose inherited effects it then adds to (15-14-2)."""

from __future__ import annotations

from effect_helpers import player
from games import battle, legal, play, position, state

JUSTIMON = "EX2-038"
BLUE_FLARE = "BT10-020"


def test_bt9_029_goes_from_the_hand_under_a_justimon_for_1_memory(pool):
    g = position(
        pool,
        p1={"hand": ["BT9-029"], "battle": [{"id": "j", "cards": ["ST1-02", JUSTIMON]}]},
        p2={"battle": [{"id": "x", "cards": ["BT1-009"]}]},
        memory=3,
    )
    play(g, "hand BT9-029")
    st = state(g)
    assert st["memory"] == 2
    assert st["players"]["p1"]["hand"] == []
    assert battle(g, "p1")["j"]["cards"] == ["BT9-029", "ST1-02", JUSTIMON]


def test_bt9_029_is_not_offered_without_a_justimon_or_raidenmon(pool):
    g = position(
        pool, p1={"hand": ["BT9-029"], "battle": [{"id": "a", "cards": ["ST1-03"]}]}, memory=3
    )
    assert "hand BT9-029" not in legal(g)


def test_bt9_042_under_a_justimon_gives_it_minus_4000_when_it_attacks(pool):
    g = position(
        pool,
        p1={"hand": ["BT9-042"], "battle": [{"id": "j", "cards": [JUSTIMON]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-6000"]}], "security": ["TST-1000"]},
        memory=3,
    )
    play(g, "hand BT9-042", "attack j player", "first 1")  # with Justimon's own
    assert battle(g, "p2")["x"]["dp"] == 2000


def test_bt10_025_goes_under_a_blue_flare_digimon_and_unsuspends_it(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT10-025"],
            "battle": [
                {"id": "b", "cards": [BLUE_FLARE], "suspended": True},
                {"id": "o", "cards": ["ST1-03"], "suspended": True},
            ],
        },
        memory=5,
    )
    play(g, "hand BT10-025")
    assert state(g)["memory"] == 2
    assert player(g, "p1")["hand"] == []
    assert battle(g, "p1")["b"]["cards"] == ["BT10-025", BLUE_FLARE]
    assert battle(g, "p1")["b"]["suspended"] is False
    assert battle(g, "p1")["o"]["suspended"] is True


def test_bt9_029_trashes_a_cyborg_to_put_a_level_4_at_the_bottom_of_its_deck(pool):
    g = position(
        pool,
        p1={"hand": ["BT9-029", "BT9-042"], "battle": [{"id": "c", "cards": ["BT10-025"]}]},
        p2={"battle": [{"id": "x", "cards": ["BT1-009"]}, {"id": "y", "cards": ["ST1-07"]}]},
        memory=5,
    )
    play(g, "digivolve c BT9-029", "yes", "target x")
    assert player(g, "p1")["trash"] == ["BT9-042"]
    assert list(battle(g, "p2")) == ["y"]
    assert player(g, "p2")["deck"] == 11


def test_bt9_054_under_a_digimon_suspends_one_that_then_stays_suspended(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "j", "cards": ["BT9-054", "EX2-038"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-5000"]}, {"id": "y", "cards": ["TST-6000"]}],
            "security": ["TST-1000", "TST-1000"],
        },
        memory=3,
    )
    play(g, "attack j player", "first 1")
    assert battle(g, "p2")["x"]["suspended"] is True
    assert battle(g, "p2")["y"]["suspended"] is False
    play(g, "pass")
    assert battle(g, "p2")["x"]["suspended"] is True  # not in the opponent's unsuspend phase


def test_bt10_025_is_not_offered_without_a_blue_flare_digimon(pool):
    """Its "If you have ..." is the effect's: the 3 memory can't be paid for nothing."""
    g = position(
        pool, p1={"hand": ["BT10-025"], "battle": [{"id": "o", "cards": ["ST1-03"]}]}, memory=5
    )
    assert "hand BT10-025" not in legal(g)
