"""Every effect of every ST8 (blue, UlforceVeedramon) card in the card file, each shown
working in the smallest position, with its limits.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green Digimon without effects, used as attackers, targets and Security Digimon with
exactly the DP a test needs. ST8-02 Gabumon is the blue Digimon an Option needs in play.
"""

from __future__ import annotations

from effect_helpers import pending_player, player
from games import battle, kind, legal, play, position, state
from zones import deck

EIGHT = ["ST1-02"] * 8
SEVEN = ["ST1-02"] * 7

# ---- ST8-01 DemiVeemon, ST8-02 Gabumon (inherited) ------------------------------------------


def check_gets_1000_dp_with_8_or_more_cards_in_hand(pool, number):
    def dp(hand: list[str], turn: str = "p1") -> int:
        g = position(
            pool,
            p1={"hand": hand, "battle": [{"id": "s", "cards": [number, "TST-5000"]}]},
            turn=turn,
        )
        return battle(g, "p1")["s"]["dp"]

    assert dp(EIGHT) == 6000
    assert dp(SEVEN) == 5000
    # DemiVeemon's is for your turn only; Gabumon's for all turns.
    assert dp(EIGHT, turn="p2") == (6000 if number == "ST8-02" else 5000)


def test_st8_01_demiveemon_inherited_gives_1000_dp_with_8_cards_in_hand_on_your_turn(pool):
    check_gets_1000_dp_with_8_or_more_cards_in_hand(pool, "ST8-01")


def test_st8_02_gabumon_inherited_gives_1000_dp_with_8_cards_in_hand_on_all_turns(pool):
    check_gets_1000_dp_with_8_or_more_cards_in_hand(pool, "ST8-02")


def test_st8_02_gabumon_effect_is_only_inherited(pool):
    g = position(pool, p1={"hand": EIGHT, "battle": [{"id": "s", "cards": ["ST8-02"]}]})
    assert battle(g, "p1")["s"]["dp"] == 2000


# ---- ST8-03 Dracomon ---------------------------------------------------------------------------


def test_st8_03_dracomon_on_play_adds_a_digimon_card_with_dramon_in_its_name(pool):
    # Veedramon and Coredramon: "[Dramon]" is found inside a longer name, whatever its case
    deck_cards = ["ST8-02", "ST8-05", "ST8-06", "ST1-02"]
    g = position(pool, p1={"hand": ["ST8-03"], "deck": deck_cards}, memory=3)
    play(g, "play ST8-03")
    assert legal(g) == ["card ST8-05", "card ST8-06"]
    play(g, "card ST8-06")
    assert player(g, "p1")["hand"] == ["ST8-06"]
    play(g, "card ST8-05")  # the order p1 chooses (3-1-3-4)
    assert deck(g, "p1") == ["ST1-02", "ST8-05", "ST8-02"]


def test_st8_03_dracomon_on_play_adds_nothing_without_dramon_among_the_top_3(pool):
    # Dracmon's name doesn't hold "Dramon"; Veedramon is the 4th card
    deck_cards = ["ST6-04", "ST8-04", "ST8-02", "ST8-05"]
    g = position(pool, p1={"hand": ["ST8-03"], "deck": deck_cards}, memory=3)
    play(g, "play ST8-03")
    assert player(g, "p1")["hand"] == []
    play(g, "card ST8-02", "card ST6-04")  # the order p1 chooses (3-1-3-4)
    assert deck(g, "p1") == ["ST8-05", "ST8-02", "ST6-04", "ST8-04"]


# ---- ST8-05 Veedramon --------------------------------------------------------------------------


def veedramon_attacks(pool, hand: list[str], stack: tuple[str, ...] = ("ST8-05", "TST-5000")):
    return position(
        pool,
        p1={"hand": hand, "battle": [{"id": "v", "cards": list(stack)}]},
        p2={
            "battle": [
                {"id": "three", "cards": ["ST8-02"]},
                {"id": "four", "cards": ["ST8-02", "ST8-05"]},
            ],
            "security": ["TST-1000"] * 2,
        },
    )


def test_st8_05_veedramon_inherited_returns_a_level_3_digimon_with_8_cards_in_hand(pool):
    g = veedramon_attacks(pool, EIGHT)
    play(g, "attack v player")
    assert list(battle(g, "p2")) == ["four"]
    assert player(g, "p2")["hand"] == ["ST8-02"]


def test_st8_05_veedramon_inherited_nothing_with_7_cards_and_only_inherited(pool):
    g = veedramon_attacks(pool, SEVEN)
    play(g, "attack v player")
    assert list(battle(g, "p2")) == ["three", "four"]
    g = veedramon_attacks(pool, EIGHT, stack=("ST8-05",))
    play(g, "attack v player")
    assert list(battle(g, "p2")) == ["three", "four"]


# ---- ST8-06 Coredramon -------------------------------------------------------------------------


def test_st8_06_coredramon_on_play_draws_2(pool):
    g = position(pool, p1={"hand": ["ST8-06"], "deck": ["ST1-02", "ST1-03", "ST1-04"]}, memory=6)
    play(g, "play ST8-06")
    assert player(g, "p1")["hand"] == ["ST1-02", "ST1-03"]


def test_st8_06_coredramon_security_plays_it_after_the_battle(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-4000"]}]},
        p2={"security": ["ST8-06", "ST1-02"], "deck": ["ST1-03", "ST1-04", "ST1-05"]},
    )
    play(g, "attack a player")  # Coredramon (5000) beats 4000, then is played: draw 2
    assert battle(g, "p1") == {}
    assert battle(g, "p2")["p2-1"]["cards"] == ["ST8-06"]
    assert player(g, "p2")["hand"] == ["ST1-03", "ST1-04"]


def test_st8_06_coredramon_security_plays_it_after_the_battle_even_when_it_loses(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={"security": ["ST8-06", "ST1-02"], "deck": ["ST1-03", "ST1-04"]},
    )
    play(g, "attack a player")  # 6000 beats 5000: Coredramon goes to the trash (14-2-2)
    assert "a" in battle(g, "p1")
    assert battle(g, "p2")["p2-1"]["cards"] == ["ST8-06"]
    assert player(g, "p2")["hand"] == ["ST1-03", "ST1-04"]


# ---- ST8-07 Wingdramon -------------------------------------------------------------------------


def test_st8_07_wingdramon_blocker_blocks_an_attack_on_its_player(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["ST8-07"]}], "security": ["TST-1000"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-6000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert legal(g) == ["block w", "no-block"]
    play(g, "block w")
    assert battle(g, "p2") == {}
    assert player(g, "p1")["security"] == 1


# ---- ST8-10 UlforceVeedramon -------------------------------------------------------------------


def test_st8_10_ulforceveedramon_when_digivolving_returns_a_level_4_or_lower_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["ST8-10"], "battle": [{"id": "u", "cards": ["ST8-07"]}]},
        p2={
            "battle": [
                {"id": "four", "cards": ["ST8-02", "ST8-05"]},
                {"id": "five", "cards": ["ST8-07"]},
            ]
        },
        memory=4,
    )
    play(g, "digivolve u ST8-10")  # Veedramon is the only level 4 or lower
    assert list(battle(g, "p2")) == ["five"]
    assert player(g, "p2")["hand"] == ["ST8-05"]
    assert player(g, "p2")["trash"] == ["ST8-02"]


def test_st8_10_ulforceveedramon_when_attacking_unsuspends_once_per_turn_with_8_cards(pool):
    g = position(
        pool,
        p1={"hand": EIGHT, "battle": [{"id": "u", "cards": ["ST8-10"]}]},
        p2={"security": ["TST-1000"] * 4},
    )
    play(g, "attack u player")
    assert battle(g, "p1")["u"]["suspended"] is False
    play(g, "attack u player")
    assert battle(g, "p1")["u"]["suspended"] is True
    g = position(
        pool,
        p1={"hand": SEVEN, "battle": [{"id": "u", "cards": ["ST8-10"]}]},
        p2={"security": ["TST-1000"] * 4},
    )
    play(g, "attack u player")
    assert battle(g, "p1")["u"]["suspended"] is True


# ---- ST8-11 Victory Sword ----------------------------------------------------------------------


def test_st8_11_victory_sword_main_unsuspends_one_of_your_blue_digimon(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST8-11"],
            "battle": [
                {"id": "b", "cards": ["ST8-02"], "suspended": True},
                {"id": "g", "cards": ["TST-5000"], "suspended": True},
            ],
        },
        memory=3,
    )
    play(g, "option ST8-11")  # the green one is not a choice
    assert battle(g, "p1")["b"]["suspended"] is False
    assert battle(g, "p1")["g"]["suspended"] is True
    assert state(g)["memory"] == 0


def test_st8_11_victory_sword_security_adds_itself_to_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["ST8-11", "ST1-02"]},
    )
    play(g, "attack a player")
    assert player(g, "p2")["hand"] == ["ST8-11"]


# ---- ST8-12 V-Wing Blade -----------------------------------------------------------------------


def test_st8_12_v_wing_blade_main_returns_a_level_6_or_lower_digimon_to_hand(pool):
    g = position(
        pool,
        p1={"hand": ["ST8-12"], "battle": [{"id": "b", "cards": ["ST8-02"]}]},
        p2={"battle": [{"id": "u", "cards": ["ST8-07", "ST8-10"]}]},
        memory=6,
    )
    play(g, "option ST8-12")
    assert battle(g, "p2") == {}
    assert player(g, "p2")["hand"] == ["ST8-10"]
    assert player(g, "p2")["trash"] == ["ST8-07"]


def test_st8_12_v_wing_blade_security_returns_the_attacker(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["ST8-12", "ST1-02"]},
    )
    play(g, "attack a player")
    assert pending_player(g) == "p1"
    assert battle(g, "p1") == {}
    assert player(g, "p1")["hand"] == ["TST-5000"]


# ---- ST8-04 Veemon -----------------------------------------------------------------------------


def test_st8_04_veemon_your_turn_digivolves_into_ulforceveedramon_for_4_against_a_level_6(
    pool,
):
    def veemon(foe: str):
        return position(
            pool,
            p1={"hand": ["ST8-10"], "battle": [{"id": "v", "cards": ["ST8-04"]}]},
            p2={"battle": [{"id": "x", "cards": [foe]}]},
            memory=4,
        )

    g = veemon("ST2-10")
    play(g, "digivolve v ST8-10")
    assert battle(g, "p1")["v"]["cards"] == ["ST8-04", "ST8-10"]
    assert "digivolve v ST8-10" not in legal(veemon("ST8-07"))  # a level 5


def test_st8_04_veemon_inherited_draws_1_with_7_or_fewer_cards_in_hand(pool):
    def attack(hand: list[str], stack=("ST8-04", "TST-5000")) -> list[str]:
        g = position(
            pool,
            p1={"hand": hand, "battle": [{"id": "a", "cards": list(stack)}], "deck": ["ST1-03"]},
            p2={"security": ["TST-1000"] * 2},
        )
        play(g, "attack a player")
        return deck(g, "p1")

    assert attack(SEVEN) == []
    assert attack(EIGHT) == ["ST1-03"]
    assert attack(SEVEN, stack=("ST8-04",)) == ["ST1-03"]  # only inherited


def test_st8_08_aeroveedramon_inherited_security_attack_plus_1_with_8_cards_in_hand(pool):
    def checks(hand: list[str], stack: tuple[str, ...] = ("ST8-08", "TST-5000")) -> int:
        g = position(
            pool,
            p1={"hand": hand, "battle": [{"id": "a", "cards": list(stack)}]},
            p2={"security": ["TST-1000"] * 3},
        )
        play(g, "attack a player")
        return 3 - player(g, "p2")["security"]

    assert checks(EIGHT) == 2
    assert checks(SEVEN) == 1
    assert checks(EIGHT, stack=("ST8-08",)) == 1  # only inherited


def test_st8_09_slayerdramon_when_digivolving_gains_security_attack_plus_1_for_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["ST8-09"], "battle": [{"id": "s", "cards": ["ST8-07"]}]},
        p2={"security": ["TST-1000"] * 4},
        memory=3,
    )
    play(g, "digivolve s ST8-09", "attack s player")
    assert player(g, "p2")["security"] == 2


def test_st8_08_aeroveedramon_jamming_survives_a_bigger_security_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST8-08"]}]},
        p2={"security": ["TST-9000", "TST-1000"]},
    )
    play(g, "attack a player")
    assert "a" in battle(g, "p1")
    assert player(g, "p2")["trash"] == ["TST-9000"]


def test_st8_09_slayerdramon_cant_be_blocked_on_your_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["ST8-09"]}]},
        p2={"battle": [{"id": "w", "cards": ["ST8-07"]}], "security": ["TST-1000"] * 2},
    )
    play(g, "attack s player")
    assert kind(g) == "main"
    assert player(g, "p2")["security"] == 1
