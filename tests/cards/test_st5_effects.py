"""Every effect of every ST5 (black) card in the card file, each shown working in the
smallest position, with its limits.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green Digimon without effects, used as attackers, targets and Security Digimon with
exactly the DP a test needs. ST5-02 Jazamon is the black Digimon an Option needs in play.
"""

from __future__ import annotations

from effect_helpers import assert_vanilla, pending_player, player
from games import battle, kind, legal, play, position, state

# ---- ST5-01 Kapurimon --------------------------------------------------------------------


def test_st5_01_kapurimon_inherited_gives_1000_dp_while_this_digimon_has_blocker(pool):
    def dp(stack: list[str], turn: str = "p1") -> int:
        g = position(pool, p1={"battle": [{"id": "k", "cards": stack}]}, turn=turn)
        return battle(g, "p1")["k"]["dp"]

    assert dp(["ST5-01", "ST5-03"]) == 2000  # Agumon has <Blocker>: 1000 + 1000
    assert dp(["ST5-01", "ST5-02"]) == 4000  # Jazamon hasn't
    assert dp(["ST5-01", "ST5-03"], turn="p2") == 1000  # [Your Turn] only


def test_st5_01_kapurimon_inherited_counts_a_blocker_gained_from_an_effect(pool):
    g = position(
        pool,
        p1={"hand": ["ST5-09"], "battle": [{"id": "k", "cards": ["ST5-01", "ST5-07"]}]},
        memory=3,
    )
    play(g, "digivolve k ST5-09")  # MetalGreymon, the only choice, gains <Blocker>
    assert battle(g, "p1")["k"]["dp"] == 8000


# ---- vanilla Digimon ---------------------------------------------------------------------


def test_st5_02_jazamon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "ST5-02")


def test_st5_05_commandramon_has_no_effects_and_plays_and_battles_with_5000_dp(pool):
    assert_vanilla(pool, "ST5-05")


def test_st5_07_jazardmon_has_no_effects_and_plays_and_battles_with_6000_dp(pool):
    assert_vanilla(pool, "ST5-07")


def test_st5_10_metaltyrannomon_has_no_effects_and_plays_and_battles_with_9000_dp(pool):
    assert_vanilla(pool, "ST5-10")


# ---- <Blocker>: ST5-03 Agumon, ST5-08 DarkTyrannomon, ST5-11 Megadramon (inherited) ------


def check_blocks_an_attack_on_its_player(pool, stack):
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": stack}], "security": ["TST-1000"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-7000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert kind(g) == "block" and pending_player(g) == "p1"
    assert legal(g) == ["block b", "no-block"]
    play(g, "block b")
    assert battle(g, "p1") == {}  # the blocker loses to 7000
    assert player(g, "p1")["security"] == 1


def test_st5_03_agumon_blocker_blocks_an_attack_on_its_player(pool):
    check_blocks_an_attack_on_its_player(pool, ["ST5-03"])


def test_st5_08_darktyrannomon_blocker_blocks_an_attack_on_its_player(pool):
    check_blocks_an_attack_on_its_player(pool, ["ST5-08"])


def test_st5_11_megadramon_inherited_blocker_blocks_an_attack_on_its_player(pool):
    check_blocks_an_attack_on_its_player(pool, ["ST5-11", "TST-1000"])


def test_st5_11_megadramon_blocker_is_only_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": ["ST5-11"]}], "security": ["TST-1000"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-7000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert kind(g) == "main"
    assert player(g, "p1")["security"] == 0


def test_st5_08_darktyrannomon_when_attacking_loses_2_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "d", "cards": ["ST5-08"]}]},
        p2={"security": ["ST1-02"]},
        memory=3,
    )
    play(g, "attack d player")
    assert state(g)["memory"] == 1


# ---- ST5-04 ToyAgumon, ST5-06 Greymon ----------------------------------------------------


def quiet_opponents_turn(pool, stack: list[str], attack: bool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "s", "cards": stack}],
            "deck": ["ST1-02", "ST1-03", "ST1-04"],
            "security": ["TST-1000"],
        },
        p2={"battle": [{"id": "atk", "cards": ["TST-3000"]}], "security": ["ST1-02"]},
        turn="p2",
    )
    if attack:
        play(g, "attack atk player")
    play(g, "pass")
    return g


def check_draws_1_if_the_opponent_did_not_attack(pool, number):
    g = quiet_opponents_turn(pool, [number, "TST-5000"], attack=False)
    # <Draw 1> at the end of p2's turn, then p1's draw phase.
    assert player(g, "p1")["hand"] == ["ST1-02", "ST1-03"]


def test_st5_04_toyagumon_inherited_draws_1_if_the_opponent_did_not_attack(pool):
    check_draws_1_if_the_opponent_did_not_attack(pool, "ST5-04")


def test_st5_06_greymon_inherited_draws_1_if_the_opponent_did_not_attack(pool):
    check_draws_1_if_the_opponent_did_not_attack(pool, "ST5-06")


def check_no_draw_after_an_attack(pool, number):
    g = quiet_opponents_turn(pool, [number, "TST-5000"], attack=True)
    assert player(g, "p1")["hand"] == ["ST1-02"]


def test_st5_04_toyagumon_inherited_no_draw_after_an_attack(pool):
    check_no_draw_after_an_attack(pool, "ST5-04")


def test_st5_06_greymon_inherited_no_draw_after_an_attack(pool):
    check_no_draw_after_an_attack(pool, "ST5-06")


def check_draw_is_only_inherited(pool, number):
    g = quiet_opponents_turn(pool, [number], attack=False)
    assert player(g, "p1")["hand"] == ["ST1-02"]


def test_st5_04_toyagumon_effect_is_only_inherited(pool):
    check_draw_is_only_inherited(pool, "ST5-04")


def test_st5_06_greymon_effect_is_only_inherited(pool):
    check_draw_is_only_inherited(pool, "ST5-06")


# ---- ST5-09 MetalGreymon -----------------------------------------------------------------


def test_st5_09_metalgreymon_when_digivolving_gives_blocker_until_the_opponents_next_turn_ends(
    pool,
):
    g = position(
        pool,
        p1={
            "hand": ["ST5-09"],
            "battle": [{"id": "m", "cards": ["ST5-07"]}, {"id": "j", "cards": ["ST5-02"]}],
            "security": ["ST1-02"] * 3,
        },
        p2={
            "battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "y", "cards": ["TST-2000"]}],
            "security": ["ST1-02"] * 3,
        },
        memory=3,
    )
    play(g, "digivolve m ST5-09")
    assert kind(g) == "target"
    assert legal(g) == ["target m", "target j"]
    play(g, "target j", "pass")
    # p2's turn: Jazamon blocks, and its 4000 DP beat 3000.
    play(g, "attack x player")
    assert legal(g) == ["block j", "no-block"]
    play(g, "block j")
    assert list(battle(g, "p2")) == ["y"]
    play(g, "pass", "pass")
    # p2's following turn: the <Blocker> is gone.
    play(g, "attack y player")
    assert kind(g) == "main"
    assert player(g, "p1")["security"] == 2


def test_st5_09_metalgreymon_played_from_hand_gives_nothing(pool):
    g = position(
        pool,
        p1={"hand": ["ST5-09"], "battle": [{"id": "j", "cards": ["ST5-02"]}]},
        memory=6,
    )
    play(g, "play ST5-09")
    assert kind(g) == "main"


# ---- ST5-13 BlitzGreymon -----------------------------------------------------------------


def test_st5_13_blitzgreymon_security_attack_plus_1_checks_2_cards(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "b", "cards": ["ST5-13"]}]},
        p2={"security": ["TST-1000", "TST-2000", "TST-3000"]},
    )
    play(g, "attack b player")
    assert player(g, "p2")["security"] == 1


def test_st5_13_blitzgreymon_digi_burst_2_gives_4000_dp_until_the_opponents_next_turn_ends(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "b", "cards": ["ST5-02", "ST5-06", "ST5-09", "ST5-13"]},
                {"id": "j", "cards": ["ST5-02"]},
            ]
        },
    )
    play(g, "activate b", "card ST5-02", "card ST5-06")
    assert kind(g) == "target"
    play(g, "target j")
    assert battle(g, "p1")["b"]["cards"] == ["ST5-09", "ST5-13"]
    assert player(g, "p1")["trash"] == ["ST5-02", "ST5-06"]
    assert battle(g, "p1")["j"]["dp"] == 8000
    play(g, "pass")
    assert battle(g, "p1")["j"]["dp"] == 8000  # p2's turn
    play(g, "pass")
    assert battle(g, "p1")["j"]["dp"] == 4000


def test_st5_13_blitzgreymon_digi_burst_needs_2_digivolution_cards(pool):
    g = position(pool, p1={"battle": [{"id": "b", "cards": ["ST5-09", "ST5-13"]}]})
    assert "activate b" not in legal(g)


# ---- ST5-14 Tai Kamiya -------------------------------------------------------------------


def tai_blocks(pool, tai_suspended: bool = False):
    return position(
        pool,
        p1={
            "battle": [
                {"id": "tai", "cards": ["ST5-14"], "suspended": tai_suspended},
                {"id": "b", "cards": ["ST5-08"]},
                {"id": "c", "cards": ["TST-2000"], "suspended": True},
            ],
            "security": ["ST1-02"],
        },
        p2={"battle": [{"id": "atk", "cards": ["TST-3000"]}]},
        turn="p2",
    )


def test_st5_14_tai_kamiya_opponents_turn_suspends_to_unsuspend_a_digimon_when_you_block(pool):
    g = tai_blocks(pool)
    play(g, "attack atk player", "block b")
    assert kind(g) == "optional" and pending_player(g) == "p1"
    play(g, "yes")
    assert battle(g, "p1")["tai"]["suspended"] is True
    assert kind(g) == "target"
    play(g, "target b")
    assert battle(g, "p1")["b"]["suspended"] is False
    assert battle(g, "p2") == {}  # DarkTyrannomon's 5000 beat 3000


def test_st5_14_tai_kamiya_may_decline_and_cannot_pay_when_suspended(pool):
    g = tai_blocks(pool)
    play(g, "attack atk player", "block b", "no")
    assert battle(g, "p1")["b"]["suspended"] is True
    g = tai_blocks(pool, tai_suspended=True)
    play(g, "attack atk player", "block b")
    assert kind(g) == "main"
    assert battle(g, "p1")["b"]["suspended"] is True


def test_st5_14_tai_kamiya_security_plays_him_for_free(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["ST5-14", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert battle(g, "p2")["p2-1"]["cards"] == ["ST5-14"]
    assert state(g)["memory"] == 3


# ---- ST5-15 Laser Eye --------------------------------------------------------------------


def test_st5_15_laser_eye_main_de_digivolves_up_to_2_opponents_digimon_by_1(pool):
    g = position(
        pool,
        p1={"hand": ["ST5-15"], "battle": [{"id": "j", "cards": ["ST5-02"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST5-02", "ST5-07", "ST5-10"]},
                {"id": "y", "cards": ["ST5-03", "ST5-08"]},
                {"id": "z", "cards": ["ST5-05"]},
            ]
        },
        memory=4,
    )
    play(g, "option ST5-15", "target x", "target y")
    assert battle(g, "p2")["x"]["cards"] == ["ST5-02", "ST5-07"]
    assert battle(g, "p2")["y"]["cards"] == ["ST5-03"]
    assert battle(g, "p2")["z"]["cards"] == ["ST5-05"]
    assert sorted(player(g, "p2")["trash"]) == ["ST5-08", "ST5-10"]


def test_st5_15_laser_eye_security_activates_its_main_effect(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST5-06", "ST5-09"]}]},
        p2={"security": ["ST5-15", "ST1-02"]},
    )
    play(g, "attack a player")
    assert battle(g, "p1")["a"]["cards"] == ["ST5-06"]
    assert player(g, "p1")["trash"] == ["ST5-09"]


# ---- ST5-16 Dark Side Attack -------------------------------------------------------------


def test_st5_16_dark_side_attack_main_deletes_a_digimon_with_a_play_cost_of_7_or_less(pool):
    g = position(
        pool,
        p1={"hand": ["ST5-16"], "battle": [{"id": "j", "cards": ["ST5-02"]}]},
        p2={
            "battle": [
                {"id": "seven", "cards": ["ST5-11"]},  # play cost 7
                {"id": "twelve", "cards": ["ST5-13"]},  # play cost 12
            ]
        },
        memory=5,
    )
    play(g, "option ST5-16")  # the only choice
    assert list(battle(g, "p2")) == ["twelve"]
    assert player(g, "p2")["trash"] == ["ST5-11"]


def test_st5_16_dark_side_attack_security_deletes_the_attacker(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST5-03", "ST5-08"]}]},
        p2={"security": ["ST5-16", "ST1-02"]},
    )
    play(g, "attack a player")
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == ["ST5-03", "ST5-08"]


def test_st5_12_machinedramon_when_digivolving_gives_up_to_2_digimon_reboot(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST5-12"],
            "battle": [
                {"id": "m", "cards": ["ST5-10"]},
                {"id": "a", "cards": ["TST-5000"]},
                {"id": "b", "cards": ["TST-6000"]},
            ],
            "security": ["ST1-02"] * 3,
        },
        p2={"security": ["ST1-02"] * 5},
        memory=3,
    )
    play(g, "digivolve m ST5-12")
    assert kind(g) == "target"
    play(g, "target a")
    assert "done" in legal(g)
    play(g, "target m")
    play(g, "attack a player", "attack m player", "attack b player", "pass")
    # p2's unsuspend phase: a and m unsuspend (<Reboot>), b does not.
    assert battle(g, "p1")["a"]["suspended"] is False
    assert battle(g, "p1")["m"]["suspended"] is False
    assert battle(g, "p1")["b"]["suspended"] is True
