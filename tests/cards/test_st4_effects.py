"""Every effect of every ST4 (green) card, each shown working in the smallest position,
with its limits.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green Digimon without effects, used as attackers, targets and Security Digimon with
exactly the DP a test needs.
"""

from __future__ import annotations

from effect_helpers import assert_vanilla, pending_player, player
from games import battle, kind, legal, play, position, state
from zones import deck, security

# ---- ST4-01 Motimon ----------------------------------------------------------------------


def test_st4_01_motimon_inherited_gives_1000_dp_while_this_digimon_is_level_6_or_higher(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "six", "cards": ["ST4-01", "ST4-09", "ST4-12"]},
                {"id": "five", "cards": ["ST4-01", "ST4-09"]},
            ]
        },
        p2={"battle": [{"id": "wall", "cards": ["TST-11000"], "suspended": True}]},
    )
    assert battle(g, "p1")["six"]["dp"] == 12000
    assert battle(g, "p1")["five"]["dp"] == 7000  # level 5: no bonus
    play(g, "attack six wall")  # 12000 beats 11000; without the bonus both would go
    assert battle(g, "p2") == {}
    assert "six" in battle(g, "p1")


def test_st4_01_motimon_inherited_applies_only_on_your_turn(pool):
    g = position(pool, p1={"battle": [{"id": "six", "cards": ["ST4-01", "ST4-12"]}]}, turn="p2")
    assert battle(g, "p1")["six"]["dp"] == 11000


# ---- vanilla Digimon ---------------------------------------------------------------------


def test_st4_02_floramon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "ST4-02")


def test_st4_05_kunemon_has_no_effects_and_plays_and_battles_with_5000_dp(pool):
    assert_vanilla(pool, "ST4-05")


def test_st4_07_kuwagamon_has_no_effects_and_plays_and_battles_with_6000_dp(pool):
    assert_vanilla(pool, "ST4-07")


def test_st4_09_okuwamon_has_no_effects_and_plays_and_battles_with_7000_dp(pool):
    assert_vanilla(pool, "ST4-09")


# ---- ST4-03 Tentomon ---------------------------------------------------------------------


def test_st4_03_tentomon_on_play_adds_a_green_digimon_card_from_the_top_of_the_deck(pool):
    g = position(pool, p1={"hand": ["ST4-03"], "deck": ["TST-5000", "ST1-02"]}, memory=3)
    play(g, "play ST4-03")
    assert player(g, "p1")["hand"] == ["TST-5000"]
    assert deck(g, "p1") == ["ST1-02"]


def test_st4_03_tentomon_on_play_puts_any_other_card_at_the_bottom_of_the_deck(pool):
    for top in ("ST1-02", "ST4-15"):  # a red Digimon card, a green Option card
        g = position(pool, p1={"hand": ["ST4-03"], "deck": [top, "ST1-03", "ST1-04"]}, memory=3)
        play(g, "play ST4-03")
        assert player(g, "p1")["hand"] == []
        assert deck(g, "p1") == ["ST1-03", "ST1-04", top]


def test_st4_03_tentomon_digivolved_into_reveals_nothing(pool):
    g = position(
        pool,
        p1={"hand": ["ST4-03"], "battle": [{"id": "e", "cards": ["ST4-01"]}], "deck": ["TST-5000"]},
        memory=3,
    )
    play(g, "digivolve e ST4-03")
    assert player(g, "p1")["hand"] == ["TST-5000"]  # the draw for digivolving
    assert deck(g, "p1") == []


# ---- ST4-04 Palmon, ST4-06 Togemon -------------------------------------------------------


def check_gets_2000_dp_attacking_a_digimon(pool, number):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [number, "TST-5000"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-6000"], "suspended": True}]},
    )
    play(g, "attack a foe")  # 5000 + 2000 beats 6000
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["a"]["dp"] == 7000
    play(g, "pass")
    assert battle(g, "p1")["a"]["dp"] == 5000


def test_st4_04_palmon_inherited_gives_2000_dp_attacking_a_digimon(pool):
    check_gets_2000_dp_attacking_a_digimon(pool, "ST4-04")


def test_st4_06_togemon_inherited_gives_2000_dp_attacking_a_digimon(pool):
    check_gets_2000_dp_attacking_a_digimon(pool, "ST4-06")


def check_gets_nothing_attacking_a_player(pool, number):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [number, "TST-5000"]}]},
        p2={"security": ["TST-6000"]},
    )
    play(g, "attack a player")  # 5000 vs 6000: lost
    assert battle(g, "p1") == {}


def test_st4_04_palmon_inherited_nothing_attacking_a_player(pool):
    check_gets_nothing_attacking_a_player(pool, "ST4-04")


def test_st4_06_togemon_inherited_nothing_attacking_a_player(pool):
    check_gets_nothing_attacking_a_player(pool, "ST4-06")


def check_bonus_is_only_inherited(pool, number):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": [number]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-1000"], "suspended": True}]},
    )
    play(g, "attack a foe")
    assert battle(g, "p1")["a"]["dp"] == pool[number].dp


def test_st4_04_palmon_effect_is_only_inherited(pool):
    check_bonus_is_only_inherited(pool, "ST4-04")


def test_st4_06_togemon_effect_is_only_inherited(pool):
    check_bonus_is_only_inherited(pool, "ST4-06")


# ---- ST4-08 Kabuterimon ------------------------------------------------------------------


def test_st4_08_kabuterimon_blocker_blocks_an_attack_on_its_player(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "k", "cards": ["ST4-08"]}], "security": ["TST-1000"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-4000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert kind(g) == "block" and pending_player(g) == "p1"
    assert legal(g) == ["block k", "no-block"]
    play(g, "block k")
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["k"]["suspended"] is True
    assert player(g, "p1")["security"] == 1


def test_st4_08_kabuterimon_when_attacking_loses_2_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "k", "cards": ["ST4-08"]}]},
        p2={"security": ["ST1-02"]},
        memory=3,
    )
    play(g, "attack k player")
    assert state(g)["memory"] == 1
    assert player(g, "p2")["security"] == 0


# ---- ST4-10 Lillymon ---------------------------------------------------------------------


def test_st4_10_lillymon_when_digivolving_adds_a_level_6_or_higher_digimon_card_among_5(pool):
    top = ["ST4-09", "ST4-12", "ST4-15", "ST2-11", "ST4-02", "ST1-11"]
    g = position(
        pool,
        p1={"hand": ["ST4-10"], "battle": [{"id": "t", "cards": ["ST4-06"]}], "deck": top},
        memory=3,
    )
    play(g, "digivolve t ST4-10")
    # Drew ST4-09 for digivolving; then revealed ST4-12, ST4-15, ST2-11, ST4-02, ST1-11.
    assert pending_player(g) == "p1"
    options = legal(g)
    assert len(options) == 3  # Rosemon, HerculesKabuterimon, WarGreymon: not the level 3 or Option
    play(g, options[1])
    hand = player(g, "p1")["hand"]
    assert hand[0] == "ST4-09" and hand[1] in ("ST4-12", "ST2-11", "ST1-11")
    assert len(hand) == 2
    rest = [n for n in ("ST4-12", "ST4-15", "ST2-11", "ST4-02", "ST1-11") if n != hand[1]]
    play(g, *(f"card {n}" for n in rest[:-1]))  # the order p1 chooses (3-1-3-4)
    assert deck(g, "p1") == rest


def test_st4_10_lillymon_when_digivolving_with_no_level_6_puts_all_5_at_the_bottom(pool):
    top = ["ST4-09", "ST4-02", "ST4-15", "ST4-03", "ST4-05", "ST4-07", "ST1-10"]
    g = position(
        pool,
        p1={"hand": ["ST4-10"], "battle": [{"id": "t", "cards": ["ST4-06"]}], "deck": top},
        memory=3,
    )
    play(g, "digivolve t ST4-10")
    assert player(g, "p1")["hand"] == ["ST4-09"]
    play(g, "card ST4-07", "card ST4-05", "card ST4-03", "card ST4-15")  # p1's order (3-1-3-4)
    # the card below the five stays on top
    assert deck(g, "p1") == ["ST1-10", "ST4-07", "ST4-05", "ST4-03", "ST4-15", "ST4-02"]


# ---- ST4-11 MegaKabuterimon --------------------------------------------------------------


def megakabuterimon_attacks(pool, stack: list[str], foe: str = "TST-3000"):
    return position(
        pool,
        p1={"battle": [{"id": "m", "cards": stack}]},
        p2={
            "battle": [
                {"id": "x", "cards": [foe], "suspended": True},
                {"id": "y", "cards": ["TST-1000"], "suspended": True},
            ],
            "security": ["ST1-02", "ST1-03", "ST1-04"],
        },
    )


def test_st4_11_megakabuterimon_inherited_trashes_the_top_security_card_after_a_battle_win(pool):
    g = megakabuterimon_attacks(pool, ["ST4-11", "TST-5000"])
    play(g, "attack m x")
    assert list(battle(g, "p2")) == ["y"]
    assert security(g, "p2") == ["ST1-03", "ST1-04"]
    assert player(g, "p2")["trash"] == ["TST-3000", "ST1-02"]


def test_st4_11_megakabuterimon_inherited_not_when_it_does_not_survive(pool):
    g = megakabuterimon_attacks(pool, ["ST4-11", "TST-5000"], foe="TST-5000")
    play(g, "attack m x")  # both are deleted
    assert player(g, "p2")["security"] == 3


def test_st4_11_megakabuterimon_effect_is_only_inherited(pool):
    g = megakabuterimon_attacks(pool, ["ST4-11"])
    play(g, "attack m x")
    assert list(battle(g, "p2")) == ["y"]
    assert player(g, "p2")["security"] == 3


# ---- ST4-12 Rosemon ----------------------------------------------------------------------


def test_st4_12_rosemon_when_digivolving_one_opponents_digimon_cant_attack_or_block(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST4-12"],
            "battle": [{"id": "r", "cards": ["ST4-09"]}, {"id": "a", "cards": ["TST-9000"]}],
            "security": ["ST1-02"] * 3,
        },
        p2={
            "battle": [{"id": "x", "cards": ["ST4-08"]}, {"id": "y", "cards": ["TST-4000"]}],
            "security": ["ST1-02"] * 3,
        },
        memory=3,
    )
    play(g, "digivolve r ST4-12")
    assert kind(g) == "target"
    assert legal(g) == ["target x", "target y"]
    play(g, "target x")
    play(g, "attack a player")
    assert kind(g) != "block"  # Kabuterimon can't block
    play(g, "pass")
    # p2's turn: x can't attack, y can.
    moves = legal(g)
    assert "attack x player" not in moves and "attack y player" in moves
    play(g, "pass")
    play(g, "pass")
    assert "attack x player" in legal(g)  # p2's following turn: over


# ---- ST4-14 Izzy Izumi -------------------------------------------------------------------


def izzy_and_needle_spray(pool, suspended: bool = False):
    return position(
        pool,
        p1={
            "hand": ["ST4-15"],
            "battle": [{"id": "izzy", "cards": ["ST4-14"], "suspended": suspended}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=2,
    )


def test_st4_14_izzy_izumi_your_turn_suspends_for_1_memory_as_an_opponents_digimon_suspends(pool):
    g = izzy_and_needle_spray(pool)
    play(g, "option ST4-15")  # 2 memory: 0 left; Needle Spray suspends x
    assert battle(g, "p2")["x"]["suspended"] is True
    assert kind(g) == "optional"
    play(g, "yes")
    assert battle(g, "p1")["izzy"]["suspended"] is True
    assert state(g)["memory"] == 1


def test_st4_14_izzy_izumi_may_decline_and_cannot_pay_when_suspended(pool):
    g = izzy_and_needle_spray(pool)
    play(g, "option ST4-15", "no")
    assert battle(g, "p1")["izzy"]["suspended"] is False
    assert state(g)["memory"] == 0
    g = izzy_and_needle_spray(pool, suspended=True)
    play(g, "option ST4-15")
    assert kind(g) == "main"
    assert state(g)["memory"] == 0


def test_st4_14_izzy_izumi_security_plays_her_for_free(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["ST4-14", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert battle(g, "p2")["p2-1"]["cards"] == ["ST4-14"]
    assert state(g)["memory"] == 3


# ---- ST4-15 Needle Spray -----------------------------------------------------------------


def test_st4_15_needle_spray_main_suspends_an_opponents_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["ST4-15"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "y", "cards": ["TST-4000"]}]},
        memory=2,
    )
    play(g, "option ST4-15")
    assert legal(g) == ["target x", "target y"]
    play(g, "target y")
    assert battle(g, "p2")["y"]["suspended"] is True
    assert battle(g, "p2")["x"]["suspended"] is False
    assert player(g, "p1")["trash"] == ["ST4-15"]


def test_st4_15_needle_spray_security_suspends_the_attacker_and_goes_to_hand(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST1-07", "TST-5000"]},
                {"id": "b", "cards": ["TST-2000"]},
            ]
        },
        p2={"security": ["ST4-15", "ST1-02"]},
    )
    play(g, "attack a player")
    assert kind(g) == "target" and pending_player(g) == "p2"
    play(g, "target b")
    assert battle(g, "p1")["b"]["suspended"] is True
    assert player(g, "p2")["hand"] == ["ST4-15"]
    assert player(g, "p2")["trash"] == ["ST1-02"]


# ---- ST4-16 Electro Shocker --------------------------------------------------------------


def test_st4_16_electro_shocker_main_returns_a_suspended_digimon_to_hand(pool):
    g = position(
        pool,
        p1={"hand": ["ST4-16"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST4-03", "ST4-06"], "suspended": True},
                {"id": "y", "cards": ["TST-4000"]},
            ]
        },
        memory=5,
    )
    play(g, "option ST4-16")  # y is unsuspended: x is the only choice
    assert battle(g, "p2") == {"y": battle(g, "p2")["y"]}
    assert player(g, "p2")["hand"] == ["ST4-06"]
    assert player(g, "p2")["trash"] == ["ST4-03"]


def test_st4_16_electro_shocker_main_without_a_suspended_digimon_does_nothing(pool):
    g = position(
        pool,
        p1={"hand": ["ST4-16"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "y", "cards": ["TST-4000"]}]},
        memory=5,
    )
    play(g, "option ST4-16")
    assert list(battle(g, "p2")) == ["y"]
    assert player(g, "p1")["trash"] == ["ST4-16"]


def test_st4_16_electro_shocker_security_returns_the_suspended_attacker(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST1-03", "TST-5000"]}]},
        p2={"security": ["ST4-16", "ST1-02"]},
    )
    play(g, "attack a player")
    assert battle(g, "p1") == {}
    assert player(g, "p1")["hand"] == ["TST-5000"]
    assert player(g, "p1")["trash"] == ["ST1-03"]
    assert player(g, "p2")["security"] == 1


def test_st4_13_herculeskabuterimon_digi_burst_2_suspends_an_opponents_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "h", "cards": ["ST4-02", "ST4-06", "ST4-09", "ST4-13"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "y", "cards": ["TST-4000"]}]},
    )
    assert "activate h" in legal(g)
    play(g, "activate h")
    assert legal(g) == ["card ST4-02", "card ST4-06", "card ST4-09"]  # which 2 to trash
    play(g, "card ST4-02", "card ST4-06")
    assert kind(g) == "target"
    play(g, "target y")
    assert battle(g, "p2")["y"]["suspended"] is True
    assert battle(g, "p2")["x"]["suspended"] is False
    assert battle(g, "p1")["h"]["cards"] == ["ST4-09", "ST4-13"]
    assert player(g, "p1")["trash"] == ["ST4-02", "ST4-06"]


def test_st4_13_herculeskabuterimon_digi_burst_needs_2_digivolution_cards(pool):
    g = position(pool, p1={"battle": [{"id": "h", "cards": ["ST4-09", "ST4-13"]}]})
    assert "activate h" not in legal(g)


def test_st4_13_herculeskabuterimon_piercing_checks_security_after_deleting_a_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "h", "cards": ["ST4-13"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-3000"], "suspended": True}],
            "security": ["TST-1000", "ST1-02"],
        },
    )
    play(g, "attack h x")
    assert battle(g, "p2") == {}
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["TST-3000", "TST-1000"]
