"""Every effect of every ST1 (red) card, each shown working in the smallest position,
with its limits.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green Digimon without effects, used as attackers, targets and Security Digimon with
exactly the DP a test needs.
"""

from __future__ import annotations

import pytest
from effect_helpers import assert_vanilla, pending_player, player
from games import battle, kind, legal, play, position, state

from digimon_tui.engine import queries as q
from digimon_tui.engine.game import Game

# ---- ST1-01 Koromon ----------------------------------------------------------------


def test_st1_01_koromon_inherited_gives_1000_dp_with_4_or_more_digivolution_cards(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "four", "cards": ["ST1-01", "ST1-02", "ST1-05", "ST1-05", "ST1-10"]},
                {"id": "three", "cards": ["ST1-01", "ST1-02", "ST1-05", "ST1-10"]},
            ]
        },
        p2={"battle": [{"id": "wall", "cards": ["TST-12000"], "suspended": True}]},
    )
    assert battle(g, "p1")["four"]["dp"] == 13000
    assert battle(g, "p1")["three"]["dp"] == 12000
    # 13000 beats 12000 (without the +1000 both would be deleted).
    play(g, "attack four wall")
    assert battle(g, "p2") == {}
    assert "four" in battle(g, "p1")


def test_st1_01_koromon_inherited_applies_only_on_your_turn(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "four", "cards": ["ST1-01", "ST1-02", "ST1-05", "ST1-05", "ST1-10"]}]
        },
        turn="p2",
    )
    assert battle(g, "p1")["four"]["dp"] == 12000


# ---- ST1-02 Biyomon (vanilla) ------------------------------------------------------


def test_st1_02_biyomon_has_no_effects_and_plays_and_battles_with_3000_dp(pool):
    assert_vanilla(pool, "ST1-02")


# ---- ST1-03 Agumon -------------------------------------------------------------------


def test_st1_03_agumon_inherited_gives_1000_dp_on_your_turn_as_a_digivolution_card(pool):
    stacks = {
        "battle": [
            {"id": "bird", "cards": ["ST1-03", "ST1-05"]},
            {"id": "agu", "cards": ["ST1-03"]},
        ]
    }
    g = position(
        pool, p1=stacks, p2={"battle": [{"id": "foe", "cards": ["TST-5000"], "suspended": True}]}
    )
    assert battle(g, "p1")["bird"]["dp"] == 6000
    assert battle(g, "p1")["agu"]["dp"] == 2000  # not for Agumon itself, only as inherited
    play(g, "attack bird foe")  # 6000 beats 5000; 5000 would tie
    assert battle(g, "p2") == {}
    assert "bird" in battle(g, "p1")


def test_st1_03_agumon_inherited_does_not_apply_on_the_opponents_turn(pool):
    g = position(pool, p1={"battle": [{"id": "bird", "cards": ["ST1-03", "ST1-05"]}]}, turn="p2")
    assert battle(g, "p1")["bird"]["dp"] == 5000


# ---- ST1-04 Dracomon, ST1-05 Birdramon (vanilla) ----------------------------------------


def test_st1_04_dracomon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "ST1-04")


def test_st1_05_birdramon_has_no_effects_and_plays_and_battles_with_5000_dp(pool):
    assert_vanilla(pool, "ST1-05")


# ---- ST1-06 Coredramon ---------------------------------------------------------------


def coredramon_defends(pool, suspended: bool = False) -> Game:
    return position(
        pool,
        p1={
            "battle": [{"id": "core", "cards": ["ST1-06"], "suspended": suspended}],
            "security": ["TST-1000"],
        },
        p2={"battle": [{"id": "atk", "cards": ["TST-5000"]}]},
        turn="p2",
        memory=3,
    )


def test_st1_06_coredramon_blocker_blocks_an_attack_on_its_player(pool):
    g = coredramon_defends(pool)
    play(g, "attack atk player")
    assert kind(g) == "block"
    assert pending_player(g) == "p1"
    assert legal(g) == ["block core", "no-block"]
    play(g, "block core")
    # The attack now targets Coredramon: 6000 vs 5000, no security check.
    assert battle(g, "p1")["core"]["suspended"] is True
    assert battle(g, "p2") == {}
    assert player(g, "p2")["trash"] == ["TST-5000"]
    assert player(g, "p1")["security"] == 1


def test_st1_06_coredramon_blocker_may_decline_and_cannot_block_when_suspended(pool):
    g = coredramon_defends(pool)
    play(g, "attack atk player", "no-block")
    assert player(g, "p1")["security"] == 0
    assert battle(g, "p1")["core"]["suspended"] is False

    g = coredramon_defends(pool, suspended=True)
    play(g, "attack atk player")  # no block question
    assert kind(g) == "main"
    assert player(g, "p1")["security"] == 0


def test_st1_06_coredramon_when_attacking_loses_2_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "core", "cards": ["ST1-06"]}]},
        p2={"security": ["TST-1000"]},
        memory=3,
    )
    play(g, "attack core player")
    assert state(g)["memory"] == 1
    assert player(g, "p2")["security"] == 0


def test_st1_06_coredramon_when_attacking_memory_loss_can_end_the_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "core", "cards": ["ST1-06"]}]},
        p2={"security": ["TST-1000"]},
        memory=1,
    )
    play(g, "attack core player")
    st = state(g)
    assert st["turn"] == "p2"
    assert st["memory"] == 1


# ---- ST1-07 Greymon ------------------------------------------------------------------


def test_st1_07_greymon_inherited_security_attack_plus_1(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "garuda", "cards": ["ST1-07", "ST1-08"]}]},
        p2={"security": ["ST1-02", "ST1-02", "ST1-02"]},
    )
    play(g, "attack garuda player")
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["ST1-02", "ST1-02"]


def test_st1_07_greymon_security_attack_is_only_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "grey", "cards": ["ST1-07"]}]},
        p2={"security": ["ST1-02", "ST1-02", "ST1-02"]},
    )
    play(g, "attack grey player")
    assert player(g, "p2")["security"] == 2


# ---- ST1-08 Garudamon ----------------------------------------------------------------


def test_st1_08_garudamon_when_digivolving_gives_3000_dp_for_the_turn(pool):
    g = position(
        pool, p1={"hand": ["ST1-08"], "battle": [{"id": "bird", "cards": ["ST1-05"]}]}, memory=3
    )
    play(g, "digivolve bird ST1-08")
    st = state(g)
    assert st["memory"] == 0
    assert st["players"]["p1"]["hand"] == ["ST1-02"]  # the digivolution draw
    assert battle(g, "p1")["bird"]["cards"] == ["ST1-05", "ST1-08"]
    assert battle(g, "p1")["bird"]["dp"] == 10000
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p1")["bird"]["dp"] == 7000


def test_st1_08_garudamon_when_digivolving_lets_you_choose_which_digimon(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST1-08"],
            "battle": [{"id": "bird", "cards": ["ST1-05"]}, {"id": "other", "cards": ["ST1-02"]}],
        },
        memory=3,
    )
    play(g, "digivolve bird ST1-08")
    assert kind(g) == "target"
    assert pending_player(g) == "p1"
    assert legal(g) == ["target bird", "target other"]
    play(g, "target other")
    assert battle(g, "p1")["other"]["dp"] == 6000
    assert battle(g, "p1")["bird"]["dp"] == 7000


def test_st1_08_garudamon_played_from_hand_gets_no_bonus(pool):
    g = position(pool, p1={"hand": ["ST1-08"]}, memory=6)
    play(g, "play ST1-08")
    assert kind(g) == "main"
    assert battle(g, "p1")["p1-1"]["dp"] == 7000
    assert state(g)["memory"] == 0


# ---- ST1-09 MetalGreymon -------------------------------------------------------------


def metalgreymon_attacks(pool, cards: list[str]) -> Game:
    return position(
        pool,
        p1={"battle": [{"id": "mg", "cards": cards}]},
        p2={"battle": [{"id": "core", "cards": ["ST1-06"]}], "security": ["ST1-02"]},
        memory=0,
    )


def test_st1_09_metalgreymon_inherited_gains_3_memory_when_blocked(pool):
    g = metalgreymon_attacks(pool, ["ST1-09", "ST1-10"])
    play(g, "attack mg player")
    assert legal(g) == ["block core", "no-block"]
    play(g, "block core")
    assert state(g)["memory"] == 3
    assert battle(g, "p2") == {}  # 12000 vs 6000
    assert player(g, "p2")["security"] == 1


def test_st1_09_metalgreymon_inherited_no_memory_when_not_blocked(pool):
    g = metalgreymon_attacks(pool, ["ST1-09", "ST1-10"])
    play(g, "attack mg player", "no-block")
    assert state(g)["memory"] == 0
    assert player(g, "p2")["security"] == 0


def test_st1_09_metalgreymon_gain_on_block_is_only_inherited(pool):
    g = metalgreymon_attacks(pool, ["ST1-10", "ST1-09"])
    play(g, "attack mg player", "block core")
    assert state(g)["memory"] == 0
    assert battle(g, "p2") == {}  # 7000 vs 6000


# ---- ST1-10 Phoenixmon (vanilla) -------------------------------------------------------


def test_st1_10_phoenixmon_has_no_effects_and_plays_and_battles_with_12000_dp(pool):
    assert_vanilla(pool, "ST1-10")


# ---- ST1-11 WarGreymon ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("under", "left"),
    [
        ([], 4),
        (["ST1-02"], 4),
        (["ST1-01", "ST1-02"], 3),
        (["ST1-01", "ST1-02", "ST1-05"], 3),
        (["ST1-01", "ST1-02", "ST1-05", "ST1-08"], 2),
    ],
)
def test_st1_11_wargreymon_gains_security_attack_plus_1_per_2_digivolution_cards(pool, under, left):
    g = position(
        pool,
        p1={"battle": [{"id": "war", "cards": [*under, "ST1-11"]}]},
        p2={"security": ["ST1-02"] * 5},
    )
    play(g, "attack war player")
    assert player(g, "p2")["security"] == left


def test_st1_11_wargreymon_security_attack_only_on_your_turn(pool):
    stack = {"battle": [{"id": "war", "cards": ["ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-11"]}]}
    g = position(pool, p1=stack)
    assert q.security_checks(g, g.permanent("war")) == 3
    g = position(pool, p1=stack, turn="p2")
    assert q.security_checks(g, g.permanent("war")) == 1


# ---- ST1-12 Tai Kamiya ---------------------------------------------------------------


def test_st1_12_tai_kamiya_gives_all_your_digimon_1000_dp_on_your_turn(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST1-02"],
            "battle": [
                {"id": "tai", "cards": ["ST1-12"]},
                {"id": "a", "cards": ["ST1-02"]},
                {"id": "b", "cards": ["ST1-05"]},
            ],
            "breeding": {"id": "egg", "cards": ["ST1-01", "ST1-03"]},
        },
        p2={"battle": [{"id": "foe", "cards": ["ST1-04"]}]},
        memory=2,
    )
    assert battle(g, "p1")["a"]["dp"] == 4000
    assert player(g, "p1")["breeding"]["dp"] == 2000  # not the breeding area (3-4-7-3)
    assert battle(g, "p1")["b"]["dp"] == 6000
    assert battle(g, "p1")["tai"]["dp"] is None
    assert battle(g, "p2")["foe"]["dp"] == 4000  # not the opponent's
    play(g, "play ST1-02")  # Digimon played later get it too
    assert battle(g, "p1")["p1-1"]["dp"] == 4000
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p1")["a"]["dp"] == 3000
    assert battle(g, "p1")["b"]["dp"] == 5000


def test_st1_12_tai_kamiya_security_plays_him_for_free(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-10"]}]},
        p2={"security": ["ST1-12", "ST1-02"], "battle": [{"id": "x", "cards": ["ST1-02"]}]},
        memory=3,
    )
    play(g, "attack a player")
    p2 = player(g, "p2")
    assert p2["security"] == 1
    assert p2["trash"] == []
    assert p2["battle"]["p2-1"]["cards"] == ["ST1-12"]
    assert p2["battle"]["p2-1"]["kind"] == "tamer"
    assert state(g)["memory"] == 3  # free: the memory did not move
    assert battle(g, "p2")["x"]["dp"] == 3000  # his [Your Turn] effect: not in p1's turn
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 4000


# ---- ST1-13 Shadow Wing --------------------------------------------------------------


def test_st1_13_shadow_wing_main_gives_1_digimon_3000_dp_for_the_turn(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST1-13"],
            "battle": [
                {"id": "a", "cards": ["ST1-02"]},
                {"id": "matt", "cards": ["ST2-12"]},
                {"id": "b", "cards": ["ST1-04"]},
            ],
        },
        memory=1,
    )
    play(g, "option ST1-13")
    assert kind(g) == "target"
    assert legal(g) == ["target a", "target b"]  # not the Tamer
    play(g, "target b")
    assert battle(g, "p1")["b"]["dp"] == 7000
    assert battle(g, "p1")["a"]["dp"] == 3000
    assert state(g)["memory"] == 0
    assert player(g, "p1")["trash"] == ["ST1-13"]
    play(g, "pass")
    assert battle(g, "p1")["b"]["dp"] == 4000


def test_st1_13_shadow_wing_security_gives_security_attack_plus_1_until_end_of_your_next_turn(
    pool,
):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-8000"]}], "security": ["ST1-02"] * 6},
        p2={
            "security": ["ST1-13"] + ["ST1-02"] * 5,
            "battle": [{"id": "b", "cards": ["TST-5000"]}],
            "breeding": {"id": "nursery", "cards": ["ST1-01", "TST-4000"]},
        },
        memory=3,
    )
    play(g, "attack a player")
    assert player(g, "p2")["security"] == 5
    assert player(g, "p2")["trash"] == ["ST1-13"]
    play(g, "pass")
    # p2's turn: its Digimon each check 2 security cards.
    assert kind(g) == "breeding"
    play(g, "move")
    play(g, "attack b player")
    assert player(g, "p1")["security"] == 4
    # Also a Digimon that entered the battle area after the effect.
    play(g, "attack nursery player")
    assert player(g, "p1")["security"] == 2
    play(g, "play ST1-02")  # the card p2 drew this turn
    assert q.security_checks(g, g.permanent("p2-1")) == 2
    play(g, "pass", "pass")
    # p2's following turn: the effect is over, 1 check again.
    assert state(g)["turn"] == "p2"
    assert state(g)["turn_number"] == 4
    play(g, "attack b player")
    assert player(g, "p1")["security"] == 1


# ---- ST1-14 Starlight Explosion ------------------------------------------------------


def test_st1_14_starlight_explosion_main_gives_security_digimon_7000_until_opponents_next_turn(
    pool,
):
    g = position(
        pool,
        p1={
            "hand": ["ST1-14"],
            "battle": [{"id": "r", "cards": ["ST1-02"]}],
            "security": ["ST1-02", "ST1-02"],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-7000"]}, {"id": "y", "cards": ["TST-7000"]}]},
        memory=2,
    )
    play(g, "option ST1-14")
    assert state(g)["memory"] == 0
    assert player(g, "p1")["trash"] == ["ST1-14"]
    assert battle(g, "p1")["r"]["dp"] == 3000  # Digimon in the battle area are not affected
    play(g, "pass")
    # p2's turn: the Security Digimon Biyomon has 3000 + 7000 = 10000 DP.
    play(g, "attack x player")
    assert player(g, "p1")["security"] == 1
    assert "x" not in battle(g, "p2")
    assert player(g, "p2")["trash"] == ["TST-7000"]
    play(g, "pass", "pass")
    # p2's next turn: over; Biyomon has 3000 DP.
    assert state(g)["turn_number"] == 4
    play(g, "attack y player")
    assert player(g, "p1")["security"] == 0
    assert "y" in battle(g, "p2")


def test_st1_14_starlight_explosion_security_gives_security_digimon_7000_for_the_turn(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST1-07", "TST-7000"]},
                {"id": "b", "cards": ["TST-7000"]},
            ]
        },
        p2={"security": ["ST1-14", "ST1-02", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")  # 2 checks: Starlight Explosion, then Biyomon at 10000
    assert "a" not in battle(g, "p1")
    assert player(g, "p1")["trash"] == ["ST1-07", "TST-7000"]
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["ST1-14", "ST1-02"]
    play(g, "pass", "pass")
    # A later turn: Biyomon is back to 3000 and loses.
    play(g, "attack b player")
    assert "b" in battle(g, "p1")
    assert player(g, "p2")["security"] == 0


# ---- ST1-15 Giga Destroyer -----------------------------------------------------------


def giga_main(pool) -> Game:
    return position(
        pool,
        p1={"hand": ["ST1-15"], "battle": [{"id": "r", "cards": ["ST1-02"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST1-04"]},
                {"id": "y", "cards": ["ST1-02"]},
                {"id": "z", "cards": ["ST1-05"]},
            ]
        },
        memory=6,
    )


def test_st1_15_giga_destroyer_main_deletes_up_to_2_digimon_with_4000_dp_or_less(pool):
    g = giga_main(pool)
    play(g, "option ST1-15")
    assert kind(g) == "target"
    assert pending_player(g) == "p1"
    assert legal(g) == ["target x", "target y"]  # z has 5000 DP
    play(g, "target x")
    assert legal(g) == ["target y", "done"]
    play(g, "target y")
    assert list(battle(g, "p2")) == ["z"]
    assert sorted(player(g, "p2")["trash"]) == ["ST1-02", "ST1-04"]
    assert state(g)["memory"] == 0
    assert player(g, "p1")["trash"] == ["ST1-15"]


def test_st1_15_giga_destroyer_main_may_stop_after_1(pool):
    g = giga_main(pool)
    play(g, "option ST1-15", "target y", "done")
    assert list(battle(g, "p2")) == ["x", "z"]
    assert player(g, "p2")["trash"] == ["ST1-02"]


def test_st1_15_giga_destroyer_security_defender_deletes_attackers_digimon(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST1-04"]},
                {"id": "b", "cards": ["ST1-02"]},
                {"id": "c", "cards": ["ST1-10"]},
            ]
        },
        p2={"security": ["ST1-15", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "target"
    assert pending_player(g) == "p2"
    assert legal(g) == ["target a", "target b"]
    play(g, "target a")
    assert legal(g) == ["target b", "done"]
    play(g, "target b")
    assert list(battle(g, "p1")) == ["c"]
    assert sorted(player(g, "p1")["trash"]) == ["ST1-02", "ST1-04"]
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["ST1-15"]
    assert kind(g) == "main"
    assert state(g)["memory"] == 3


def test_st1_15_giga_destroyer_security_counts_current_dp(pool):
    # Tai's +1000 makes Dracomon 5000: out of reach; Biyomon at 4000 is the only target.
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "tai", "cards": ["ST1-12"]},
                {"id": "a", "cards": ["ST1-04"]},
                {"id": "b", "cards": ["ST1-02"]},
            ]
        },
        p2={"security": ["ST1-15", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert list(battle(g, "p1")) == ["tai", "a"]
    assert player(g, "p1")["trash"] == ["ST1-02"]
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["ST1-15"]


# ---- ST1-16 Gaia Force ---------------------------------------------------------------


def test_st1_16_gaia_force_main_deletes_1_opponents_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["ST1-16"], "battle": [{"id": "r", "cards": ["ST1-02"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST1-10"]}, {"id": "y", "cards": ["ST1-02"]}]},
        memory=8,
    )
    play(g, "option ST1-16")
    assert kind(g) == "target"
    assert legal(g) == ["target x", "target y"]
    play(g, "target x")
    assert list(battle(g, "p2")) == ["y"]
    assert player(g, "p2")["trash"] == ["ST1-10"]
    assert state(g)["memory"] == 0
    assert player(g, "p1")["trash"] == ["ST1-16"]


def test_st1_16_gaia_force_security_defender_deletes_the_attacker(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-10"]}, {"id": "b", "cards": ["ST1-02"]}]},
        p2={"security": ["ST1-16", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "target"
    assert pending_player(g) == "p2"
    assert legal(g) == ["target a", "target b"]
    play(g, "target a")
    assert list(battle(g, "p1")) == ["b"]
    assert player(g, "p1")["trash"] == ["ST1-10"]
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["ST1-16"]
    assert kind(g) == "main"
