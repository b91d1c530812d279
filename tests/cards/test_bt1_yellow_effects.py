"""Every effect of the yellow BT1 cards, each shown working in the smallest position, with
its limits; and the yellow vanilla Digimon.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green level 3 Digimon without effects, with exactly the DP a test needs.
"""

from __future__ import annotations

import pytest
from conftest import battle, legal, play, position, state
from effect_helpers import assert_vanilla, player

YELLOW_VANILLA = ["BT1-045", "BT1-047", "BT1-050", "BT1-051", "BT1-057", "BT1-059"]


@pytest.mark.parametrize("number", YELLOW_VANILLA)
def test_bt1_yellow_vanilla_digimon_have_no_effects_and_play_and_battle_with_their_dp(pool, number):
    assert_vanilla(pool, number)


# ---- BT1-005 Kyaromon ----------------------------------------------------------------


@pytest.mark.parametrize(("security", "dp"), [(6, 5000), (5, 3000)])
def test_bt1_005_kyaromon_inherited_2000_dp_while_you_have_6_or_more_security_cards(
    pool, security, dp
):
    side = {
        "battle": [{"id": "k", "cards": ["BT1-005", "TST-3000"]}],
        "security": ["ST1-02"] * security,
    }
    assert battle(position(pool, p1=side), "p1")["k"]["dp"] == dp
    assert battle(position(pool, p1=side, turn="p2"), "p1")["k"]["dp"] == 3000


# ---- BT1-054 Liamon ------------------------------------------------------------------


@pytest.mark.parametrize(("memory", "dp"), [(3, 2000), (2, 4000)])
def test_bt1_054_liamon_when_attacking_with_3_memory_gives_an_opponents_digimon_minus_2000(
    pool, memory, dp
):
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": ["BT1-054"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-4000"]}], "security": ["ST1-02"]},
        memory=memory,
    )
    play(g, "attack l player")
    assert battle(g, "p2")["x"]["dp"] == dp


# ---- BT1-055 Angemon -----------------------------------------------------------------


def test_bt1_055_angemon_on_play_gives_an_opponents_digimon_minus_3000_for_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-055"]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}, {"id": "y", "cards": ["TST-3000"]}]},
        memory=5,
    )
    play(g, "play BT1-055")
    assert legal(g) == ["target x", "target y"]
    play(g, "target y")  # 0 DP: deleted
    assert list(battle(g, "p2")) == ["x"]


def test_bt1_055_angemon_minus_3000_lasts_for_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-055"]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}]},
        memory=5,
    )
    play(g, "play BT1-055")
    assert battle(g, "p2")["x"]["dp"] == 2000
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 5000


# ---- BT1-060 MagnaAngemon ------------------------------------------------------------


def test_bt1_060_magnaangemon_on_play_recovery_plus_1(pool):
    g = position(pool, p1={"hand": ["BT1-060"], "security": ["ST1-02"]}, memory=7)
    play(g, "play BT1-060")
    assert player(g, "p1")["security"] == 2
    assert player(g, "p1")["deck"] == 9


@pytest.mark.parametrize(("security", "dp"), [(6, 5000), (5, 4000), (2, 3000)])
def test_bt1_060_magnaangemon_inherited_1000_dp_for_every_3_security_cards(pool, security, dp):
    side = {
        "battle": [{"id": "m", "cards": ["BT1-060", "TST-3000"]}],
        "security": ["ST1-02"] * security,
    }
    assert battle(position(pool, p1=side), "p1")["m"]["dp"] == dp
    assert battle(position(pool, p1=side, turn="p2"), "p1")["m"]["dp"] == 3000


# ---- BT1-061 Mistymon ----------------------------------------------------------------


def test_bt1_061_mistymon_on_play_gives_2_opponents_digimon_minus_3000(pool):
    foes = [{"id": i, "cards": ["TST-5000"]} for i in ("x", "y", "z")]
    g = position(pool, p1={"hand": ["BT1-061"]}, p2={"battle": foes}, memory=7)
    play(g, "play BT1-061")
    assert legal(g) == ["target x", "target y", "target z"]
    play(g, "target x")
    assert legal(g) == ["target y", "target z"]  # 2 of them, no fewer
    play(g, "target z")
    dps = {k: v["dp"] for k, v in battle(g, "p2").items()}
    assert dps == {"x": 2000, "y": 5000, "z": 2000}


# ---- BT1-062 SlashAngemon ------------------------------------------------------------


def test_bt1_062_slashangemon_when_digivolving_gives_minus_8000(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-062"], "battle": [{"id": "s", "cards": ["BT1-059"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-12000"]}]},
        memory=3,
    )
    play(g, "digivolve s BT1-062")
    assert battle(g, "p2")["x"]["dp"] == 4000


# ---- BT1-063 Seraphimon --------------------------------------------------------------


def test_bt1_063_seraphimon_when_digivolving_recovery_plus_1(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-063"], "battle": [{"id": "s", "cards": ["BT1-059"]}]},
        memory=3,
    )
    play(g, "digivolve s BT1-063")
    assert player(g, "p1")["security"] == 1
    assert player(g, "p1")["deck"] == 8  # the digivolution draw and the recovered card


@pytest.mark.parametrize(("security", "checks"), [(3, 2), (2, 1)])
def test_bt1_063_seraphimon_security_attack_plus_1_while_you_have_3_security_cards(
    pool, security, checks
):
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["BT1-063"]}], "security": ["ST1-02"] * security},
        p2={"security": ["ST1-02"] * 3},
    )
    play(g, "attack s player")
    assert player(g, "p2")["security"] == 3 - checks


# ---- BT1-105 Blast Fire --------------------------------------------------------------


def test_bt1_105_blast_fire_sets_original_dp_to_3000_until_the_opponents_next_turn_ends(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-105"], "battle": [{"id": "a", "cards": ["BT1-045"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000", "TST-9000"]}]},
        memory=4,
    )
    play(g, "option BT1-105")
    assert battle(g, "p2")["x"]["dp"] == 3000
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 3000
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 9000


# ---- BT1-106 Symphony No.1 <Polyphony> -----------------------------------------------


def test_bt1_106_symphony_no_1_gives_minus_7000_for_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-106"], "battle": [{"id": "a", "cards": ["BT1-045"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-8000"]}]},
        memory=5,
    )
    play(g, "option BT1-106")
    assert battle(g, "p2")["x"]["dp"] == 1000
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 8000


# ---- BT1-107 Holy Wave ---------------------------------------------------------------


def test_bt1_107_holy_wave_main_recovery_plus_1(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-107"], "battle": [{"id": "a", "cards": ["BT1-045"]}]},
        memory=6,
    )
    play(g, "option BT1-107")
    assert player(g, "p1")["security"] == 1
    assert state(g)["memory"] == 0


def test_bt1_107_holy_wave_security_recovers_for_the_defender(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-107"]},
    )
    play(g, "attack a player")
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["BT1-107"]
