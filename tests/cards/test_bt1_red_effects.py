"""Every effect of the red BT1 cards, each shown working in the smallest position, with
its limits; and the red vanilla Digimon.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green level 3 Digimon without effects, with exactly the DP a test needs.
"""

from __future__ import annotations

import pytest
from conftest import battle, kind, legal, play, position, state
from effect_helpers import assert_vanilla, player

RED_VANILLA = ["BT1-009", "BT1-013", "BT1-014", "BT1-019", "BT1-020", "BT1-024"]


@pytest.mark.parametrize("number", RED_VANILLA)
def test_bt1_red_vanilla_digimon_have_no_effects_and_play_and_battle_with_their_dp(pool, number):
    assert_vanilla(pool, number)


# ---- BT1-001 Yokomon -----------------------------------------------------------------


def test_bt1_001_yokomon_inherited_gives_1000_dp_when_attacking_a_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "y", "cards": ["BT1-001", "TST-3000"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-3000"], "suspended": True}]},
    )
    assert battle(g, "p1")["y"]["dp"] == 3000
    play(g, "attack y foe")  # 4000 beats 3000; 3000 would tie
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["y"]["dp"] == 4000  # for the turn


def test_bt1_001_yokomon_inherited_nothing_when_attacking_the_player(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "y", "cards": ["BT1-001", "TST-3000"]}]},
        p2={"security": ["TST-3000"]},
    )
    play(g, "attack y player")  # 3000 vs the Security Digimon's 3000: deleted
    assert battle(g, "p1") == {}


# ---- BT1-012 Biyomon -----------------------------------------------------------------


def biyomon_attacks(pool):
    return position(
        pool,
        p1={"battle": [{"id": "b", "cards": ["BT1-012", "TST-5000"]}]},
        p2={"battle": [{"id": "core", "cards": ["ST1-06"]}], "security": ["ST1-02"]},
    )


def test_bt1_012_biyomon_inherited_gets_2000_dp_for_the_turn_when_blocked(pool):
    g = biyomon_attacks(pool)
    play(g, "attack b player", "block core")  # 7000 beats Coredramon's 6000
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["b"]["dp"] == 7000
    play(g, "pass")
    assert battle(g, "p1")["b"]["dp"] == 5000


def test_bt1_012_biyomon_inherited_nothing_when_not_blocked(pool):
    g = biyomon_attacks(pool)
    play(g, "attack b player", "no-block")
    assert battle(g, "p1")["b"]["dp"] == 5000
    assert player(g, "p2")["security"] == 0


# ---- BT1-015 Greymon -----------------------------------------------------------------


def test_bt1_015_greymon_inherited_gives_2000_dp_on_your_turn_only(pool):
    stack = {"battle": [{"id": "g", "cards": ["BT1-015", "TST-3000"]}]}
    assert battle(position(pool, p1=stack), "p1")["g"]["dp"] == 5000
    assert battle(position(pool, p1=stack, turn="p2"), "p1")["g"]["dp"] == 3000
    lone = {"battle": [{"id": "g", "cards": ["BT1-015"]}]}
    assert battle(position(pool, p1=lone), "p1")["g"]["dp"] == 4000  # not on itself


# ---- BT1-017 Birdramon ---------------------------------------------------------------


def test_bt1_017_birdramon_on_play_gives_1_of_your_digimon_security_attack_plus_1(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-017"], "battle": [{"id": "a", "cards": ["TST-9000"]}]},
        p2={"security": ["ST1-02"] * 3},
        memory=5,
    )
    play(g, "play BT1-017")
    assert kind(g) == "target"
    assert legal(g) == ["target a", "target p1-1"]
    play(g, "target a", "attack a player")
    assert player(g, "p2")["security"] == 1
    play(g, "pass", "pass")  # for the turn only
    play(g, "attack a player")
    assert player(g, "p2")["security"] == 0


# ---- BT1-018 Flarerizamon ------------------------------------------------------------


@pytest.mark.parametrize(("memory", "left"), [(3, 1), (2, 2)])
def test_bt1_018_flarerizamon_security_attack_plus_1_while_you_have_3_memory_or_more(
    pool, memory, left
):
    g = position(
        pool,
        p1={"battle": [{"id": "f", "cards": ["BT1-018"]}]},
        p2={"security": ["ST1-02"] * 3},
        memory=memory,
    )
    play(g, "attack f player")
    assert player(g, "p2")["security"] == left


# ---- BT1-023 SkullGreymon ------------------------------------------------------------


def test_bt1_023_skullgreymon_on_play_deletes_1_of_your_opponents_digimon_with_blocker(pool):
    foes = [{"id": "core", "cards": ["ST1-06"]}, {"id": "plain", "cards": ["TST-3000"]}]
    g = position(pool, p1={"hand": ["BT1-023"]}, p2={"battle": foes}, memory=7)
    play(g, "play BT1-023")
    assert list(battle(g, "p2")) == ["plain"]
    assert player(g, "p2")["trash"] == ["ST1-06"]


def test_bt1_023_skullgreymon_on_play_deletes_nothing_without_a_blocker(pool):
    foes = [{"id": "plain", "cards": ["TST-3000"]}]
    g = position(pool, p1={"hand": ["BT1-023"]}, p2={"battle": foes}, memory=7)
    play(g, "play BT1-023")
    assert list(battle(g, "p2")) == ["plain"]


# ---- BT1-093 Great Tornado -----------------------------------------------------------


def test_bt1_093_great_tornado_main_gives_2000_dp_and_security_attack_plus_1(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-093"], "battle": [{"id": "a", "cards": ["ST1-02"]}]},
        p2={"security": ["ST1-02"] * 3},
        memory=4,
    )
    play(g, "option BT1-093")
    assert battle(g, "p1")["a"]["dp"] == 5000
    assert state(g)["memory"] == 1
    play(g, "attack a player")
    assert player(g, "p2")["security"] == 1
    play(g, "pass")
    assert battle(g, "p1")["a"]["dp"] == 3000


def test_bt1_093_great_tornado_security_adds_itself_to_its_owners_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-093", "ST1-02"]},
    )
    play(g, "attack a player")
    assert player(g, "p2")["hand"] == ["BT1-093"]
    assert player(g, "p2")["trash"] == []
    assert player(g, "p2")["security"] == 1


# ---- BT1-094 Oblivion Bird -----------------------------------------------------------


def test_bt1_094_oblivion_bird_main_deletes_a_digimon_with_blocker(pool):
    foes = [{"id": "core", "cards": ["ST1-06"]}, {"id": "plain", "cards": ["TST-3000"]}]
    g = position(
        pool,
        p1={"hand": ["BT1-094"], "battle": [{"id": "a", "cards": ["ST1-02"]}]},
        p2={"battle": foes},
        memory=5,
    )
    play(g, "option BT1-094")
    assert list(battle(g, "p2")) == ["plain"]
    assert player(g, "p1")["trash"] == ["BT1-094"]


def test_bt1_094_oblivion_bird_security_deletes_the_attacking_blocker(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "mon", "cards": ["BT1-031"]}]},
        p2={"security": ["BT1-094", "ST1-02"]},
    )
    play(g, "attack mon player")
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == ["BT1-031"]


# ---- BT1-114 MetalGreymon ------------------------------------------------------------


def test_bt1_114_metalgreymon_checks_3_security_cards_and_loses_5_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["BT1-114"]}]},
        p2={"security": ["ST1-02"] * 4},
        memory=6,
    )
    play(g, "attack m player")
    assert state(g)["memory"] == 1
    assert player(g, "p2")["security"] == 1


def test_bt1_114_metalgreymon_when_attacking_memory_loss_can_end_the_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["BT1-114"]}]},
        p2={"security": ["ST1-02"] * 4},
        memory=2,
    )
    play(g, "attack m player")
    assert state(g)["turn"] == "p2"
    assert state(g)["memory"] == 3


def test_bt1_114_metalgreymon_inherited_gives_3000_dp_on_your_turn(pool):
    stack = {"battle": [{"id": "g", "cards": ["BT1-114", "TST-6000"]}]}
    assert battle(position(pool, p1=stack), "p1")["g"]["dp"] == 9000
    assert battle(position(pool, p1=stack, turn="p2"), "p1")["g"]["dp"] == 6000
