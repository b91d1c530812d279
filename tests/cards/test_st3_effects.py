"""Every effect of every ST3 (yellow) card, each shown working in the smallest position,
with its limits.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green Digimon without effects, used as attackers, targets and Security Digimon with
exactly the DP a test needs.
"""

from __future__ import annotations

import pytest
from effect_helpers import assert_vanilla, pending_player, player
from games import battle, kind, legal, play, position, state

from digimon_tui.engine.game import Game

# ---- ST3-01 Tokomon ------------------------------------------------------------------


def seven_heavens_on_opponents_turn(pool, p1_stack: list[str]) -> Game:
    """p2 attacks p1; p1's security Seven Heavens drops the attacker to 0 DP in p2's turn."""
    return position(
        pool,
        p1={"battle": [{"id": "s", "cards": p1_stack}], "security": ["ST3-16", "ST1-02"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-5000"]}]},
        turn="p2",
        memory=2,
    )


def own_digimon_to_0_dp(pool, p1_stack: list[str]) -> Game:
    """p1 attacks; p2's security Seven Heavens drops p1's attacker to 0 DP in p1's turn."""
    return position(
        pool,
        p1={"battle": [{"id": "s", "cards": p1_stack}, {"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["ST3-16", "ST1-02"]},
        memory=2,
    )


# ---- ST3-01 Tokomon ------------------------------------------------------------------


def test_st3_01_tokomon_inherited_gets_1000_dp_when_opponents_digimon_deleted_at_0_dp(pool):
    g = position(
        pool,
        p1={"hand": ["ST3-14", "ST3-14"], "battle": [{"id": "t", "cards": ["ST3-01", "ST3-03"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST3-04"]}, {"id": "y", "cards": ["ST3-04"]}]},
        memory=4,
    )
    assert battle(g, "p1")["t"]["dp"] == 4000
    play(g, "option ST3-14")
    assert legal(g) == ["target x", "target y"]
    play(g, "target x")  # 1000 - 2000: deleted at 0 DP
    assert list(battle(g, "p2")) == ["y"]
    assert battle(g, "p1")["t"]["dp"] == 5000
    # Once per turn: a second deletion at 0 DP gives nothing more.
    play(g, "option ST3-14")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["t"]["dp"] == 5000
    assert state(g)["memory"] == 0
    play(g, "pass")  # for the turn
    assert battle(g, "p1")["t"]["dp"] == 4000


def test_st3_01_tokomon_inherited_not_for_deletion_in_battle(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["ST3-01", "ST3-03"]}]},
        p2={"battle": [{"id": "z", "cards": ["ST3-02"], "suspended": True}]},
    )
    play(g, "attack t z")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["t"]["dp"] == 4000


def test_st3_01_tokomon_inherited_not_on_the_opponents_turn(pool):
    g = seven_heavens_on_opponents_turn(pool, ["ST3-01", "ST3-03"])
    play(g, "attack atk player")
    assert battle(g, "p2") == {}  # deleted at 0 DP in p2's turn
    assert player(g, "p2")["trash"] == ["TST-5000"]
    assert battle(g, "p1")["s"]["dp"] == 4000
    play(g, "pass")
    assert state(g)["turn"] == "p1"
    assert battle(g, "p1")["s"]["dp"] == 4000


def test_st3_01_tokomon_inherited_not_when_your_own_digimon_is_deleted_at_0_dp(pool):
    g = own_digimon_to_0_dp(pool, ["ST3-01", "ST3-03"])
    play(g, "attack a player", "target a")
    assert list(battle(g, "p1")) == ["s"]
    assert player(g, "p1")["trash"] == ["TST-5000"]
    assert battle(g, "p1")["s"]["dp"] == 4000


def test_st3_01_tokomon_control_the_same_deletion_without_tokomon_gives_no_dp(pool):
    g = position(
        pool,
        p1={"hand": ["ST3-14"], "battle": [{"id": "t", "cards": ["ST3-02", "ST3-03"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST3-04"]}]},
        memory=2,
    )
    play(g, "option ST3-14")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["t"]["dp"] == 4000


# ---- ST3-02 Salamon, ST3-03 Tapirmon (vanilla) -----------------------------------------


def test_st3_02_salamon_has_no_effects_and_plays_and_battles_with_3000_dp(pool):
    assert_vanilla(pool, "ST3-02")


def test_st3_03_tapirmon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "ST3-03")


# ---- ST3-04 Patamon ------------------------------------------------------------------


def test_st3_04_patamon_inherited_gains_1_memory_when_opponents_digimon_deleted_at_0_dp(pool):
    g = position(
        pool,
        p1={"hand": ["ST3-14", "ST3-14"], "battle": [{"id": "p", "cards": ["ST3-04", "ST3-03"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST3-04"]}, {"id": "y", "cards": ["ST3-04"]}]},
        memory=4,
    )
    play(g, "option ST3-14", "target x")
    assert list(battle(g, "p2")) == ["y"]
    assert state(g)["memory"] == 3  # 4 - 2 + 1
    # Once per turn.
    play(g, "option ST3-14")
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 1


def test_st3_04_patamon_inherited_not_for_deletion_in_battle(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "p", "cards": ["ST3-04", "ST3-03"]}]},
        p2={"battle": [{"id": "z", "cards": ["ST3-02"], "suspended": True}]},
        memory=2,
    )
    play(g, "attack p z")
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 2


def test_st3_04_patamon_inherited_not_on_the_opponents_turn(pool):
    g = seven_heavens_on_opponents_turn(pool, ["ST3-04", "ST3-03"])
    play(g, "attack atk player")
    assert battle(g, "p2") == {}
    st = state(g)
    assert (st["turn"], st["memory"]) == ("p2", 2)


def test_st3_04_patamon_inherited_not_when_your_own_digimon_is_deleted_at_0_dp(pool):
    g = own_digimon_to_0_dp(pool, ["ST3-04", "ST3-03"])
    play(g, "attack a player", "target a")
    assert list(battle(g, "p1")) == ["s"]
    assert player(g, "p1")["trash"] == ["TST-5000"]
    assert state(g)["memory"] == 2


def test_st3_04_patamon_effect_is_only_inherited(pool):
    g = position(
        pool,
        p1={"hand": ["ST3-14"], "battle": [{"id": "p", "cards": ["ST3-04"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST3-04"]}]},
        memory=4,
    )
    play(g, "option ST3-14")
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 2


# ---- ST3-05 Angemon ------------------------------------------------------------------


@pytest.mark.parametrize(("security", "memory"), [(5, 1), (4, 1), (3, 0)])
def test_st3_05_angemon_inherited_gains_1_memory_when_attacking_with_4_or_more_security(
    pool, security, memory
):
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": ["ST3-05", "ST3-08"]}],
            "security": ["ST1-02"] * security,
        },
        p2={"security": ["ST1-02"]},
        memory=0,
    )
    play(g, "attack a player")
    assert state(g)["memory"] == memory
    assert player(g, "p2")["security"] == 0


def test_st3_05_angemon_effect_is_only_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST3-05"]}], "security": ["ST1-02"] * 4},
        p2={"security": ["ST1-02"]},
        memory=0,
    )
    play(g, "attack a player")
    assert state(g)["memory"] == 0


# ---- ST3-06 Gatomon (vanilla) ----------------------------------------------------------


def test_st3_06_gatomon_has_no_effects_and_plays_and_battles_with_5000_dp(pool):
    assert_vanilla(pool, "ST3-06")


# ---- ST3-07 Unimon -------------------------------------------------------------------


def unimon_defends(pool, suspended: bool = False) -> Game:
    return position(
        pool,
        p1={
            "battle": [{"id": "uni", "cards": ["ST3-07"], "suspended": suspended}],
            "security": ["TST-1000"],
        },
        p2={"battle": [{"id": "atk", "cards": ["TST-5000"]}]},
        turn="p2",
        memory=3,
    )


def test_st3_07_unimon_blocker_blocks_an_attack_on_its_player(pool):
    g = unimon_defends(pool)
    play(g, "attack atk player")
    assert kind(g) == "block"
    assert pending_player(g) == "p1"
    assert legal(g) == ["block uni", "no-block"]
    play(g, "block uni")
    assert battle(g, "p1")["uni"]["suspended"] is True
    assert battle(g, "p2") == {}  # 5000 vs 6000
    assert player(g, "p1")["security"] == 1


def test_st3_07_unimon_blocker_may_decline_and_cannot_block_when_suspended(pool):
    g = unimon_defends(pool)
    play(g, "attack atk player", "no-block")
    assert player(g, "p1")["security"] == 0

    g = unimon_defends(pool, suspended=True)
    play(g, "attack atk player")
    assert kind(g) == "main"
    assert player(g, "p1")["security"] == 0


def test_st3_07_unimon_when_attacking_loses_2_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "uni", "cards": ["ST3-07"]}]},
        p2={"security": ["TST-1000"]},
        memory=5,
    )
    play(g, "attack uni player")
    assert state(g)["memory"] == 3
    assert player(g, "p2")["security"] == 0


# ---- ST3-08 MagnaAngemon -------------------------------------------------------------


def test_st3_08_magnaangemon_inherited_gives_opponents_digimon_minus_1000_dp_for_the_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["ST3-08", "ST3-10"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST3-06"]}], "security": ["ST1-02"]},
    )
    play(g, "attack m player")
    assert battle(g, "p2")["x"]["dp"] == 4000
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 5000


def test_st3_08_magnaangemon_inherited_choice_and_deletion_at_0_dp(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["ST3-08", "ST3-10"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["ST3-06"]}, {"id": "y", "cards": ["ST3-04"]}],
            "security": ["ST1-02"],
        },
    )
    play(g, "attack m player")
    assert kind(g) == "target"
    assert pending_player(g) == "p1"
    assert legal(g) == ["target x", "target y"]
    play(g, "target y")
    assert list(battle(g, "p2")) == ["x"]
    assert player(g, "p2")["trash"] == ["ST3-04", "ST1-02"]


def test_st3_08_magnaangemon_effect_is_only_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["ST3-08"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST3-06"]}], "security": ["ST1-02"]},
    )
    play(g, "attack m player")
    assert battle(g, "p2")["x"]["dp"] == 5000


# ---- ST3-09 Angewomon ----------------------------------------------------------------


def angewomon_position(pool, security: int) -> Game:
    return position(
        pool,
        p1={
            "hand": ["ST3-09"],
            "battle": [{"id": "g", "cards": ["ST3-06"]}],
            "security": ["ST1-02"] * security,
            "deck": ["ST3-03", "ST3-07", "ST3-02", "ST3-02"],
        },
        memory=3,
    )


def test_st3_09_angewomon_when_digivolving_recovers_1_with_3_or_fewer_security(pool):
    g = angewomon_position(pool, 3)
    play(g, "digivolve g ST3-09")
    p1 = player(g, "p1")
    assert p1["hand"] == ["ST3-03"]  # the digivolution draw comes first
    assert p1["security"] == 4
    assert p1["deck"] == 2
    top = g.players[0].security[-1]
    assert g.defs[top].number == "ST3-07"  # the deck's next card, on top of security
    assert state(g)["memory"] == 0


def test_st3_09_angewomon_when_digivolving_no_recovery_with_4_security(pool):
    g = angewomon_position(pool, 4)
    play(g, "digivolve g ST3-09")
    p1 = player(g, "p1")
    assert p1["security"] == 4
    assert p1["deck"] == 3


def test_st3_09_angewomon_played_from_hand_recovers_nothing(pool):
    g = position(
        pool,
        p1={"hand": ["ST3-09"], "security": ["ST1-02"], "deck": ["ST3-03", "ST3-07"]},
        memory=6,
    )
    play(g, "play ST3-09")
    assert player(g, "p1")["security"] == 1
    assert player(g, "p1")["deck"] == 2


# ---- ST3-10 Magnadramon (vanilla) ------------------------------------------------------


def test_st3_10_magnadramon_has_no_effects_and_plays_and_battles_with_12000_dp(pool):
    assert_vanilla(pool, "ST3-10")


# ---- ST3-11 Seraphimon ---------------------------------------------------------------


def test_st3_11_seraphimon_when_attacking_gives_opponents_digimon_minus_4000_dp_for_the_turn(
    pool,
):
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["ST3-11"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST3-06"]}], "security": ["ST1-02"]},
    )
    play(g, "attack s player")
    assert battle(g, "p2")["x"]["dp"] == 1000
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 5000


def test_st3_11_seraphimon_when_attacking_choice_and_deletion_at_0_dp(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["ST3-11"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["ST3-06"]}, {"id": "y", "cards": ["ST3-03"]}],
            "security": ["ST1-02"],
        },
    )
    play(g, "attack s player")
    assert kind(g) == "target"
    assert legal(g) == ["target x", "target y"]
    play(g, "target y")  # 4000 - 4000
    assert list(battle(g, "p2")) == ["x"]
    assert player(g, "p2")["trash"] == ["ST3-03", "ST1-02"]


# ---- ST3-12 T.K. Takaishi ------------------------------------------------------------


def tk_defends(pool, with_tk: bool) -> Game:
    mine = [{"id": "tk", "cards": ["ST3-12"]}] if with_tk else []
    return position(
        pool,
        p1={"battle": [*mine, {"id": "d", "cards": ["ST3-06"]}], "security": ["ST3-06"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-6000"]}]},
        turn="p2",
    )


def test_st3_12_tk_takaishi_gives_your_security_digimon_2000_dp_on_opponents_turn(pool):
    g = tk_defends(pool, with_tk=True)
    assert battle(g, "p1")["d"]["dp"] == 5000  # Digimon in the battle area: no
    play(g, "attack atk player")  # Gatomon 5000 + 2000 vs 6000
    assert battle(g, "p2") == {}
    assert player(g, "p2")["trash"] == ["TST-6000"]
    assert player(g, "p1")["security"] == 0

    g = tk_defends(pool, with_tk=False)
    play(g, "attack atk player")  # 5000 vs 6000
    assert "atk" in battle(g, "p2")


def test_st3_12_tk_takaishi_does_not_help_on_your_own_turn_or_the_opponents_security(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "tk", "cards": ["ST3-12"]}, {"id": "a", "cards": ["TST-6000"]}]},
        p2={"security": ["ST3-06"]},
    )
    play(g, "attack a player")  # 6000 vs 5000
    assert "a" in battle(g, "p1")
    assert player(g, "p2")["trash"] == ["ST3-06"]


def test_st3_12_tk_takaishi_security_plays_him_for_free_and_he_works_at_once(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-07", "TST-6000"]}]},
        p2={"security": ["ST3-12", "ST3-06"]},
        memory=3,
    )
    play(g, "attack a player")  # 2 checks: T.K. is played, then Gatomon has 7000 DP
    p2 = player(g, "p2")
    assert p2["battle"]["p2-1"]["cards"] == ["ST3-12"]
    assert p2["security"] == 0
    assert p2["trash"] == ["ST3-06"]
    assert state(g)["memory"] == 3
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == ["ST1-07", "TST-6000"]


# ---- ST3-13 Heaven's Gate ------------------------------------------------------------


def test_st3_13_heavens_gate_main_gives_1_digimon_3000_dp_for_the_turn(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST3-13"],
            "battle": [{"id": "a", "cards": ["ST3-02"]}, {"id": "b", "cards": ["ST3-03"]}],
        },
        memory=1,
    )
    play(g, "option ST3-13")
    assert kind(g) == "target"
    assert legal(g) == ["target a", "target b"]
    play(g, "target a")
    assert battle(g, "p1")["a"]["dp"] == 6000
    assert battle(g, "p1")["b"]["dp"] == 4000
    assert state(g)["memory"] == 0
    assert player(g, "p1")["trash"] == ["ST3-13"]
    play(g, "pass")
    assert battle(g, "p1")["a"]["dp"] == 3000


def test_st3_13_heavens_gate_security_gives_digimon_and_security_digimon_5000_and_goes_to_hand(
    pool,
):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-07", "TST-7000"]}]},
        p2={"security": ["ST3-13", "ST3-02"], "battle": [{"id": "d", "cards": ["ST3-03"]}]},
        memory=3,
    )
    play(g, "attack a player")  # Heaven's Gate, then Salamon at 3000 + 5000 vs 7000
    p2 = player(g, "p2")
    assert p2["hand"] == ["ST3-13"]
    assert p2["trash"] == ["ST3-02"]
    assert p2["security"] == 0
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == ["ST1-07", "TST-7000"]
    assert battle(g, "p2")["d"]["dp"] == 9000
    play(g, "pass")
    assert battle(g, "p2")["d"]["dp"] == 4000


# ---- ST3-14 Heaven's Charm -----------------------------------------------------------


def test_st3_14_heavens_charm_main_gives_opponents_digimon_minus_2000_dp_for_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["ST3-14"], "battle": [{"id": "r", "cards": ["ST3-02"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST3-06"]}, {"id": "y", "cards": ["ST3-03"]}]},
        memory=2,
    )
    play(g, "option ST3-14")
    assert kind(g) == "target"
    assert legal(g) == ["target x", "target y"]
    play(g, "target x")
    assert battle(g, "p2")["x"]["dp"] == 3000
    assert battle(g, "p2")["y"]["dp"] == 4000
    assert battle(g, "p1")["r"]["dp"] == 3000
    assert state(g)["memory"] == 0
    assert player(g, "p1")["trash"] == ["ST3-14"]
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 5000


def test_st3_14_heavens_charm_security_adds_itself_to_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-9000"]}]},
        p2={"security": ["ST3-14", "ST1-02"]},
    )
    play(g, "attack a player")
    p2 = player(g, "p2")
    assert p2["hand"] == ["ST3-14"]
    assert p2["trash"] == []
    assert p2["security"] == 1


# ---- ST3-15 Holy Flame ---------------------------------------------------------------


def test_st3_15_holy_flame_main_gives_security_attack_minus_3_until_end_of_opponents_next_turn(
    pool,
):
    g = position(
        pool,
        p1={
            "hand": ["ST3-15"],
            "battle": [{"id": "r", "cards": ["ST3-02"]}],
            "security": ["ST1-02"] * 5,
        },
        p2={
            "battle": [{"id": "x", "cards": ["ST3-10"]}, {"id": "y", "cards": ["ST1-07", "ST1-08"]}]
        },
        memory=2,
    )
    play(g, "option ST3-15")
    assert kind(g) == "target"
    assert legal(g) == ["target x", "target y"]
    play(g, "target x")
    assert state(g)["memory"] == 0
    assert player(g, "p1")["trash"] == ["ST3-15"]
    play(g, "pass")
    # p2's turn: x checks 1 - 3 = 0 cards; y is not affected.
    play(g, "attack x player")
    assert player(g, "p1")["security"] == 5
    play(g, "attack y player")
    assert player(g, "p1")["security"] == 3
    play(g, "pass", "pass")
    # p2's following turn: over.
    assert state(g)["turn_number"] == 4
    play(g, "attack x player")
    assert player(g, "p1")["security"] == 2


def test_st3_15_holy_flame_main_reduces_a_larger_security_attack(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST3-15"],
            "battle": [{"id": "r", "cards": ["ST3-02"]}],
            "security": ["ST1-02"] * 5,
        },
        p2={"battle": [{"id": "w", "cards": ["ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-11"]}]},
        memory=2,
    )
    play(g, "option ST3-15", "pass")
    play(g, "attack w player")  # 3 - 3 = 0 checks
    assert player(g, "p1")["security"] == 5


def test_st3_15_holy_flame_security_gives_opponents_digimon_security_attack_minus_1_for_the_turn(
    pool,
):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST1-07", "TST-7000"]},
                {"id": "b", "cards": ["ST3-10"]},
            ],
        },
        p2={"security": ["ST3-15"] + ["ST1-02"] * 4},
        memory=3,
    )
    play(g, "attack a player")  # 2 checks, down to 1 after the first: Holy Flame
    assert player(g, "p2")["security"] == 4
    assert player(g, "p2")["trash"] == ["ST3-15"]
    play(g, "attack b player")  # 1 - 1 = 0 checks
    assert player(g, "p2")["security"] == 4
    play(g, "pass", "pass")
    # A later turn: over.
    play(g, "attack b player")
    assert player(g, "p2")["security"] == 3
    play(g, "attack a player")
    assert player(g, "p2")["security"] == 1


# ---- ST3-16 Seven Heavens ------------------------------------------------------------


def test_st3_16_seven_heavens_main_gives_opponents_digimon_minus_10000_dp_for_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["ST3-16"], "battle": [{"id": "r", "cards": ["ST3-02"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST3-10"]}, {"id": "y", "cards": ["ST3-04"]}]},
        memory=7,
    )
    play(g, "option ST3-16")
    assert kind(g) == "target"
    assert legal(g) == ["target x", "target y"]
    play(g, "target x")
    assert battle(g, "p2")["x"]["dp"] == 2000
    assert state(g)["memory"] == 0
    assert player(g, "p1")["trash"] == ["ST3-16"]
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 12000


def test_st3_16_seven_heavens_main_deletes_at_0_dp(pool):
    g = position(
        pool,
        p1={"hand": ["ST3-16"], "battle": [{"id": "r", "cards": ["ST3-02"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST3-10"]}]},
        memory=7,
    )
    play(g, "option ST3-16")
    assert battle(g, "p2")["x"]["dp"] == 2000
    g = position(
        pool,
        p1={"hand": ["ST3-16"], "battle": [{"id": "r", "cards": ["ST3-02"]}]},
        p2={"battle": [{"id": "y", "cards": ["ST3-06"]}]},
        memory=7,
    )
    play(g, "option ST3-16")
    assert battle(g, "p2") == {}
    assert player(g, "p2")["trash"] == ["ST3-06"]


def test_st3_16_seven_heavens_security_defender_weakens_the_attacker(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST3-10"]}, {"id": "b", "cards": ["ST3-04"]}]},
        p2={"security": ["ST3-16", "ST3-06"]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "target"
    assert pending_player(g) == "p2"
    assert legal(g) == ["target a", "target b"]
    play(g, "target a")
    # 12000 - 10000 = 2000: it stays; with 1 check the next card is not checked.
    assert battle(g, "p1")["a"]["dp"] == 2000
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["ST3-16"]
    assert kind(g) == "main"


def test_st3_16_seven_heavens_security_then_the_weakened_attacker_loses_to_a_security_digimon(
    pool,
):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-07", "ST3-10"]}]},
        p2={"security": ["ST3-16", "ST3-06"]},
        memory=3,
    )
    play(g, "attack a player")  # the only target: no question
    # 2 checks: Seven Heavens (a at 2000), then Gatomon 5000 vs 2000.
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == ["ST1-07", "ST3-10"]
    assert player(g, "p2")["security"] == 0
    assert player(g, "p2")["trash"] == ["ST3-16", "ST3-06"]


def test_st3_16_seven_heavens_security_deletes_an_attacker_of_10000_dp_or_less(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST3-06"]}]},
        p2={"security": ["ST3-16", "ST3-06"]},
        memory=3,
    )
    play(g, "attack a player")
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == ["ST3-06"]
    assert player(g, "p2")["security"] == 1
    assert kind(g) == "main"
