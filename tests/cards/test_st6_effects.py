"""Every effect of every ST6 (purple) card in the card file, each shown working in the
smallest position, with its limits.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green Digimon without effects, used as attackers, targets and Security Digimon with
exactly the DP a test needs. ST6-02 DemiDevimon is the purple Digimon an Option needs
in play.
"""

from __future__ import annotations

from effect_helpers import assert_vanilla, pending_player, player
from games import battle, kind, legal, play, position, state
from zones import deck

# ---- ST6-01 Pagumon ----------------------------------------------------------------------


def test_st6_01_pagumon_inherited_on_deletion_trashes_the_top_2_cards_of_your_deck(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "p", "cards": ["ST6-01", "TST-3000"]}],
            "deck": ["ST1-02", "ST1-03", "ST1-04"],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}]},
    )
    play(g, "attack p x")
    assert battle(g, "p1") == {}
    assert deck(g, "p1") == ["ST1-04"]
    assert player(g, "p1")["trash"] == ["ST6-01", "TST-3000", "ST1-02", "ST1-03"]


def test_st6_01_pagumon_inherited_not_when_the_digimon_survives(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "p", "cards": ["ST6-01", "TST-6000"]}], "deck": ["ST1-02"] * 3},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}]},
    )
    play(g, "attack p x")
    assert len(deck(g, "p1")) == 3


# ---- vanilla Digimon ---------------------------------------------------------------------


def test_st6_02_demidevimon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "ST6-02")


def test_st6_05_elecmon_has_no_effects_and_plays_and_battles_with_5000_dp(pool):
    assert_vanilla(pool, "ST6-05")


def test_st6_07_youkomon_has_no_effects_and_plays_and_battles_with_6000_dp(pool):
    assert_vanilla(pool, "ST6-07")


def test_st6_09_kyukimon_has_no_effects_and_plays_and_battles_with_9000_dp(pool):
    assert_vanilla(pool, "ST6-09")


# ---- ST6-03 Gabumon, ST6-06 Garurumon ----------------------------------------------------


def check_draws_1_then_trashes_1_card_in_hand(pool, number):
    g = position(
        pool,
        p1={
            "hand": ["ST1-04"],
            "battle": [{"id": "a", "cards": [number, "TST-5000"]}],
            "deck": ["ST1-02", "ST1-03"],
        },
        p2={"security": ["TST-1000", "TST-1000"]},
    )
    play(g, "attack a player")
    assert pending_player(g) == "p1"
    options = legal(g)
    assert len(options) == 2  # either card in the hand
    play(g, options[0])
    hand = player(g, "p1")["hand"]
    trash = player(g, "p1")["trash"]
    assert len(hand) == 1 and len(trash) == 1
    assert sorted(hand + trash) == ["ST1-02", "ST1-04"]
    assert deck(g, "p1") == ["ST1-03"]


def test_st6_03_gabumon_inherited_draws_1_then_trashes_1_card_in_hand(pool):
    check_draws_1_then_trashes_1_card_in_hand(pool, "ST6-03")


def test_st6_06_garurumon_inherited_draws_1_then_trashes_1_card_in_hand(pool):
    check_draws_1_then_trashes_1_card_in_hand(pool, "ST6-06")


def check_draw_and_trash_is_only_inherited(pool, number):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [number]}], "deck": ["ST1-02"]},
        p2={"security": ["TST-1000", "TST-1000"]},
    )
    play(g, "attack a player")
    assert player(g, "p1")["hand"] == []
    assert deck(g, "p1") == ["ST1-02"]


def test_st6_03_gabumon_effect_is_only_inherited(pool):
    check_draw_and_trash_is_only_inherited(pool, "ST6-03")


def test_st6_06_garurumon_effect_is_only_inherited(pool):
    check_draw_and_trash_is_only_inherited(pool, "ST6-06")


# ---- ST6-04 Dracmon ----------------------------------------------------------------------


def test_st6_04_dracmon_on_play_may_return_a_purple_option_costing_1_or_7_from_trash(pool):
    g = position(
        pool,
        p1={"hand": ["ST6-04"], "trash": ["ST10-15", "ST1-13", "ST1-16"]},
        memory=3,
    )
    play(g, "play ST6-04")
    assert kind(g) == "optional"
    play(g, "yes")
    # Darkness Wave (purple, 1) is the only choice: not Shadow Wing (red, 1) or Gaia Force (8).
    assert player(g, "p1")["hand"] == ["ST10-15"]
    assert player(g, "p1")["trash"] == ["ST1-13", "ST1-16"]


def test_st6_04_dracmon_on_play_may_decline(pool):
    g = position(pool, p1={"hand": ["ST6-04"], "trash": ["ST10-15"]}, memory=3)
    play(g, "play ST6-04", "no")
    assert player(g, "p1")["hand"] == []
    assert player(g, "p1")["trash"] == ["ST10-15"]


# ---- ST6-08 Devimon ----------------------------------------------------------------------


def test_st6_08_devimon_blocker_blocks_an_attack_on_its_player(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "d", "cards": ["ST6-08"]}], "security": ["TST-1000"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-4000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert legal(g) == ["block d", "no-block"]
    play(g, "block d")
    assert battle(g, "p2") == {}
    assert player(g, "p1")["security"] == 1


def test_st6_08_devimon_when_attacking_loses_2_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "d", "cards": ["ST6-08"]}]},
        p2={"security": ["ST1-02"]},
        memory=3,
    )
    play(g, "attack d player")
    assert state(g)["memory"] == 1


# ---- ST6-10 SkullSatamon -----------------------------------------------------------------


def test_st6_10_skullsatamon_when_digivolving_may_return_a_purple_digimon_card_from_trash(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST6-10"],
            "battle": [{"id": "s", "cards": ["ST6-07"]}],
            "trash": ["ST1-02", "ST1-13", "ST6-05"],
            "deck": ["ST1-03"],
        },
        memory=3,
    )
    play(g, "digivolve s ST6-10")
    assert kind(g) == "optional"
    play(g, "yes")
    # Elecmon is the only purple Digimon card: not Biyomon (red) or Death Claw (Option).
    assert player(g, "p1")["hand"] == ["ST1-03", "ST6-05"]
    assert player(g, "p1")["trash"] == ["ST1-02", "ST1-13"]


def test_st6_10_skullsatamon_played_from_hand_returns_nothing(pool):
    g = position(pool, p1={"hand": ["ST6-10"], "trash": ["ST6-05"]}, memory=6)
    play(g, "play ST6-10")
    assert kind(g) == "main"
    assert player(g, "p1")["trash"] == ["ST6-05"]


# ---- ST6-11 WereGarurumon ----------------------------------------------------------------


def test_st6_11_weregarurumon_inherited_gives_2000_dp_with_5_or_more_cards_in_trash(pool):
    def dp(trash: int, turn: str = "p1", stack: tuple[str, ...] = ("ST6-11", "TST-5000")) -> int:
        g = position(
            pool,
            p1={"battle": [{"id": "w", "cards": list(stack)}], "trash": ["ST1-02"] * trash},
            turn=turn,
        )
        return battle(g, "p1")["w"]["dp"]

    assert dp(5) == 7000
    assert dp(4) == 5000
    assert dp(5, turn="p2") == 5000
    assert dp(5, stack=("ST6-11",)) == 7000  # WereGarurumon itself: no bonus


# ---- ST6-13 CresGarurumon ----------------------------------------------------------------


def test_st6_13_cresgarurumon_security_attack_plus_1_checks_2_cards(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "c", "cards": ["ST6-13"]}]},
        p2={"security": ["TST-1000", "TST-2000", "TST-3000"]},
    )
    play(g, "attack c player")
    assert player(g, "p2")["security"] == 1


def test_st6_13_cresgarurumon_digi_burst_2_plays_a_purple_level_3_digimon_card_from_trash(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "c", "cards": ["ST6-02", "ST6-06", "ST6-11", "ST6-13"]}],
            "trash": ["ST6-07", "ST1-02", "ST6-05"],
        },
    )
    play(g, "activate c", "card ST6-02", "card ST6-06")
    # Elecmon was the only purple level 3 Digimon card in the trash; the burst put
    # DemiDevimon (purple, level 3) there too. Youkomon is level 4, Biyomon red.
    assert legal(g) == ["card ST6-02", "card ST6-05"]
    play(g, "card ST6-05")
    assert battle(g, "p1")["c"]["cards"] == ["ST6-11", "ST6-13"]
    assert len(battle(g, "p1")) == 2
    assert state(g)["memory"] == 0


def test_st6_13_cresgarurumon_digi_burst_needs_2_digivolution_cards(pool):
    g = position(pool, p1={"battle": [{"id": "c", "cards": ["ST6-11", "ST6-13"]}]})
    assert "activate c" not in legal(g)


# ---- ST6-14 Matt Ishida ------------------------------------------------------------------


def matt_and_a_losing_attack(pool, matt_suspended: bool = False):
    return position(
        pool,
        p1={
            "battle": [
                {"id": "matt", "cards": ["ST6-14"], "suspended": matt_suspended},
                {"id": "a", "cards": ["TST-3000"]},
            ]
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}]},
        memory=2,
    )


def test_st6_14_matt_ishida_your_turn_suspends_for_1_memory_when_your_digimon_is_deleted(pool):
    g = matt_and_a_losing_attack(pool)
    play(g, "attack a x")
    assert kind(g) == "optional" and pending_player(g) == "p1"
    play(g, "yes")
    assert battle(g, "p1")["matt"]["suspended"] is True
    assert state(g)["memory"] == 3


def test_st6_14_matt_ishida_may_decline_and_cannot_pay_when_suspended(pool):
    g = matt_and_a_losing_attack(pool)
    play(g, "attack a x", "no")
    assert state(g)["memory"] == 2
    g = matt_and_a_losing_attack(pool, matt_suspended=True)
    play(g, "attack a x")
    assert kind(g) == "main"
    assert state(g)["memory"] == 2


def test_st6_14_matt_ishida_not_for_the_opponents_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "matt", "cards": ["ST6-14"]}, {"id": "a", "cards": ["TST-6000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}]},
        memory=2,
    )
    play(g, "attack a x")
    assert kind(g) == "main"
    assert state(g)["memory"] == 2


def test_st6_14_matt_ishida_security_plays_him_for_free(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["ST6-14", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert battle(g, "p2")["p2-1"]["cards"] == ["ST6-14"]
    assert state(g)["memory"] == 3


def test_st6_12_venommyotismon_when_digivolving_gives_up_to_2_digimon_retaliation(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST6-12"],
            "battle": [{"id": "v", "cards": ["ST6-09"]}, {"id": "d", "cards": ["ST6-08"]}],
            "security": ["ST1-02"] * 3,
        },
        p2={"battle": [{"id": "atk", "cards": ["TST-9000"]}], "security": ["ST1-02"] * 3},
        memory=3,
    )
    play(g, "digivolve v ST6-12", "target d", "done", "pass")
    # p2's turn: Devimon blocks and loses; <Retaliation> deletes the attacker too.
    play(g, "attack atk player", "block d")
    assert "d" not in battle(g, "p1")
    assert battle(g, "p2") == {}


# ---- ST6-15 Death Claw -------------------------------------------------------------------


def death_claw(pool):
    return position(
        pool,
        p1={"hand": ["ST6-15"], "battle": [{"id": "d", "cards": ["ST6-02"]}]},
        p2={"battle": [{"id": "four", "cards": ["ST1-05"]}, {"id": "five", "cards": ["ST1-08"]}]},
        memory=1,
    )


def test_st6_15_death_claw_main_may_delete_your_digimon_to_delete_a_level_4_or_lower(pool):
    g = death_claw(pool)
    play(g, "option ST6-15")
    assert kind(g) == "optional"
    play(g, "yes")
    assert battle(g, "p1") == {}  # DemiDevimon, the cost
    assert list(battle(g, "p2")) == ["five"]  # level 5 is out of reach
    assert sorted(player(g, "p1")["trash"]) == ["ST6-02", "ST6-15"]


def test_st6_15_death_claw_main_declined_deletes_nothing(pool):
    g = death_claw(pool)
    play(g, "option ST6-15", "no")
    assert list(battle(g, "p1")) == ["d"]
    assert list(battle(g, "p2")) == ["four", "five"]


def test_st6_15_death_claw_security_deletes_a_level_4_or_lower_digimon_of_the_attacker(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST1-08"]},
                {"id": "low", "cards": ["TST-3000"]},
            ]
        },
        p2={"security": ["ST6-15", "ST1-02"]},
    )
    play(g, "attack a player")
    assert list(battle(g, "p1")) == ["a"]  # the attacker is level 5


# ---- ST6-16 Nail Bone --------------------------------------------------------------------

NAIL_BONE_TRASH = ["ST6-04", "ST6-08", "ST1-03", "ST6-09"]


def test_st6_16_nail_bone_main_plays_a_purple_level_3_and_level_4_from_the_trash(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST6-16"],
            "battle": [{"id": "d", "cards": ["ST6-02"]}],
            "trash": NAIL_BONE_TRASH,
            "deck": ["ST1-02"] * 3,
        },
        memory=7,
    )
    play(g, "option ST6-16")
    assert kind(g) == "optional"
    play(g, "yes")
    played = sorted(p["cards"][0] for p in battle(g, "p1").values())
    assert played == ["ST6-02", "ST6-04", "ST6-08"]  # not red Agumon, not level 5 Kyukimon
    assert state(g)["memory"] == 0  # only the use cost
    assert kind(g) == "main"  # Dracmon's [On Play] doesn't activate
    assert sorted(player(g, "p1")["trash"]) == ["ST1-03", "ST6-09", "ST6-16"]


def test_st6_16_nail_bone_main_declined_plays_nothing(pool):
    g = position(
        pool,
        p1={"hand": ["ST6-16"], "battle": [{"id": "d", "cards": ["ST6-02"]}], "trash": ["ST6-04"]},
        memory=7,
    )
    play(g, "option ST6-16", "no")
    assert list(battle(g, "p1")) == ["d"]


def test_st6_16_nail_bone_security_may_play_a_purple_level_4_or_lower_from_the_trash(pool):
    def attacked(answer: str):
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": ["TST-9000"]}]},
            p2={"security": ["ST6-16", "ST1-02"], "trash": ["ST6-09", "ST6-04"]},
        )
        play(g, "attack a player")
        assert kind(g) == "optional" and pending_player(g) == "p2"
        play(g, answer)
        return g

    g = attacked("yes")
    assert [p["cards"] for p in battle(g, "p2").values()] == [["ST6-04"]]  # not level 5
    assert kind(g) == "main"  # Dracmon's [On Play] doesn't activate
    g = attacked("no")
    assert battle(g, "p2") == {}
