"""Every effect of the blue BT1 cards, each shown working in the smallest position, with
its limits; and the blue vanilla Digimon.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green level 3 Digimon without effects, with exactly the DP a test needs.
"""

from __future__ import annotations

import pytest
from conftest import battle, kind, legal, play, position, state
from effect_helpers import assert_vanilla, pending_player, player

BLUE_VANILLA = ["BT1-027", "BT1-028", "BT1-037", "BT1-038", "BT1-042"]


@pytest.mark.parametrize("number", BLUE_VANILLA)
def test_bt1_blue_vanilla_digimon_have_no_effects_and_play_and_battle_with_their_dp(pool, number):
    assert_vanilla(pool, number)


# ---- BT1-004 Wanyamon ----------------------------------------------------------------


def test_bt1_004_wanyamon_inherited_2000_dp_while_opponent_has_2_digimon_without_sources(pool):
    stack = {"battle": [{"id": "w", "cards": ["BT1-004", "TST-3000"]}]}
    bare = {"id": "x", "cards": ["TST-1000"]}
    sourced = {"id": "y", "cards": ["TST-1000", "TST-2000"]}
    two = {"battle": [bare, {**bare, "id": "z"}, sourced]}
    one = {"battle": [bare, sourced]}
    assert battle(position(pool, p1=stack, p2=two), "p1")["w"]["dp"] == 5000
    assert battle(position(pool, p1=stack, p2=one), "p1")["w"]["dp"] == 3000
    assert battle(position(pool, p1=stack, p2=two, turn="p2"), "p1")["w"]["dp"] == 3000


# ---- BT1-030 Gomamon -----------------------------------------------------------------


def test_bt1_030_gomamon_inherited_on_deletion_gains_1_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["BT1-030", "TST-3000"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-5000"], "suspended": True}]},
        memory=2,
    )
    play(g, "attack g foe")
    assert battle(g, "p1") == {}
    assert state(g)["memory"] == 3


def test_bt1_030_gomamon_on_deletion_is_only_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["BT1-030"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-5000"], "suspended": True}]},
        memory=2,
    )
    play(g, "attack g foe")
    assert battle(g, "p1") == {}
    assert state(g)["memory"] == 2


# ---- BT1-031 Monmon ------------------------------------------------------------------


def test_bt1_031_monmon_blocker_blocks_an_attack_on_its_player(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "mon", "cards": ["BT1-031"]}], "security": ["ST1-02"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-5000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert kind(g) == "block"
    assert pending_player(g) == "p1"
    play(g, "block mon")
    assert battle(g, "p1") == {}  # 1000 DP loses, but the security stack is kept
    assert player(g, "p1")["security"] == 1


# ---- BT1-033 Dolphmon ----------------------------------------------------------------


def test_bt1_033_dolphmon_inherited_1000_dp_while_opponent_has_a_digimon_without_sources(pool):
    stack = {"battle": [{"id": "d", "cards": ["BT1-033", "TST-3000"]}]}
    bare = {"battle": [{"id": "x", "cards": ["TST-1000"]}]}
    sourced = {"battle": [{"id": "y", "cards": ["TST-1000", "TST-2000"]}]}
    assert battle(position(pool, p1=stack, p2=bare), "p1")["d"]["dp"] == 4000
    assert battle(position(pool, p1=stack, p2=sourced), "p1")["d"]["dp"] == 3000
    assert battle(position(pool, p1=stack, p2=bare, turn="p2"), "p1")["d"]["dp"] == 3000


# ---- BT1-035 Leomon ------------------------------------------------------------------


def test_bt1_035_leomon_on_deletion_gains_2_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": ["BT1-035"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-6000"], "suspended": True}]},
        memory=1,
    )
    play(g, "attack l foe")
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == ["BT1-035"]
    assert state(g)["memory"] == 3


def test_bt1_035_leomon_on_deletion_is_not_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": ["BT1-035", "TST-3000"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-6000"], "suspended": True}]},
        memory=1,
    )
    play(g, "attack l foe")
    assert state(g)["memory"] == 1


# ---- BT1-036 Garurumon ---------------------------------------------------------------


def test_bt1_036_garurumon_on_play_unsuspends_1_of_your_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-036"], "battle": [{"id": "s", "cards": ["TST-3000"], "suspended": True}]},
        memory=6,
    )
    play(g, "play BT1-036")
    assert legal(g) == ["target s", "target p1-1"]
    play(g, "target s")
    assert battle(g, "p1")["s"]["suspended"] is False
    assert state(g)["memory"] == 0


# ---- BT1-043 SaberLeomon -------------------------------------------------------------


def test_bt1_043_saberleomon_when_digivolving_trashes_4_digivolution_cards_from_the_bottom(pool):
    sources = ["TST-1000", "TST-2000", "TST-3000", "TST-4000", "TST-5000"]
    g = position(
        pool,
        p1={"hand": ["BT1-043"], "battle": [{"id": "s", "cards": ["BT1-038"]}]},
        p2={"battle": [{"id": "foe", "cards": [*sources, "TST-6000"]}]},
        memory=3,
    )
    play(g, "digivolve s BT1-043")
    assert battle(g, "p2")["foe"]["cards"] == ["TST-5000", "TST-6000"]
    assert player(g, "p2")["trash"] == sources[:4]


def test_bt1_043_saberleomon_trashes_what_there_is(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-043"], "battle": [{"id": "s", "cards": ["BT1-038"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-1000", "TST-6000"]}]},
        memory=3,
    )
    play(g, "digivolve s BT1-043")
    assert battle(g, "p2")["foe"]["cards"] == ["TST-6000"]


# ---- BT1-100 Grace Cross Freezer -----------------------------------------------------


def test_bt1_100_grace_cross_freezer_main_digimon_without_sources_cant_attack(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-100"], "battle": [{"id": "a", "cards": ["BT1-028"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-1000", "TST-3000"]},
            ]
        },
        memory=4,
    )
    play(g, "option BT1-100")
    assert state(g)["memory"] == 0
    play(g, "pass")
    moves = legal(g)  # the opponent's next turn
    assert "attack x player" not in moves
    assert "attack y player" in moves


def test_bt1_100_grace_cross_freezer_main_ends_after_the_opponents_next_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-100"], "battle": [{"id": "a", "cards": ["BT1-028"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=4,
    )
    play(g, "option BT1-100", "pass", "pass", "pass")
    assert state(g)["turn"] == "p2"
    assert "attack x player" in legal(g)


def test_bt1_100_grace_cross_freezer_security_stops_the_attackers_digimon_without_sources(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["TST-6000"]},
                {"id": "b", "cards": ["TST-3000"]},
                {"id": "c", "cards": ["TST-1000", "TST-3000"]},
            ]
        },
        p2={"security": ["BT1-100", "ST1-02"]},
    )
    play(g, "attack a player")
    moves = legal(g)
    assert "attack b player" not in moves
    assert "attack c player" in moves


# ---- BT1-115 Veedramon ---------------------------------------------------------------


def test_bt1_115_veedramon_when_attacking_once_per_turn_unsuspends_with_a_tamer(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "v", "cards": ["BT1-115"]}, {"id": "tai", "cards": ["ST1-12"]}]},
        p2={"security": ["ST1-02"] * 3},
    )
    play(g, "attack v player")
    assert battle(g, "p1")["v"]["suspended"] is False
    play(g, "attack v player")
    assert battle(g, "p1")["v"]["suspended"] is True
    assert player(g, "p2")["security"] == 1


def test_bt1_115_veedramon_when_attacking_stays_suspended_without_a_tamer(pool):
    g = position(
        pool, p1={"battle": [{"id": "v", "cards": ["BT1-115"]}]}, p2={"security": ["ST1-02"]}
    )
    play(g, "attack v player")
    assert battle(g, "p1")["v"]["suspended"] is True


@pytest.mark.parametrize(("tamer", "dp"), [("ST2-12", 4000), ("ST1-12", 3000)])
def test_bt1_115_veedramon_inherited_1000_dp_on_all_turns_with_a_blue_tamer(pool, tamer, dp):
    side = {
        "battle": [{"id": "v", "cards": ["BT1-115", "TST-3000"]}, {"id": "t", "cards": [tamer]}]
    }
    assert battle(position(pool, p2=side, turn="p1"), "p2")["v"]["dp"] == dp
    extra = 1000 if tamer == "ST1-12" else 0  # Tai Kamiya's own +1000 on its turn
    assert battle(position(pool, p2=side, turn="p2"), "p2")["v"]["dp"] == dp + extra
