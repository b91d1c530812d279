"""Every effect of every ST9 (blue and green) card in the card file, each shown working in
the smallest position, with its limits.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green Digimon without effects, used as attackers, targets and Security Digimon with
exactly the DP a test needs. ST9-03 Betamon is a blue Digimon without effects.
"""

from __future__ import annotations

from effect_helpers import assert_vanilla, pending_player, player
from games import battle, kind, legal, play, position, state
from zones import deck

BLUE = {"id": "blue", "cards": ["ST9-03"]}

# ---- ST9-01 Minomon -------------------------------------------------------------------------


def test_st9_01_minomon_inherited_gives_1000_dp_while_you_have_a_blue_digimon(pool):
    def dp(others: list[dict], turn: str = "p1", stack=("ST9-01", "TST-5000")) -> int:
        g = position(pool, p1={"battle": [{"id": "m", "cards": list(stack)}, *others]}, turn=turn)
        return battle(g, "p1")["m"]["dp"]

    assert dp([BLUE]) == 6000
    assert dp([]) == 5000  # TST-5000 is green
    assert dp([BLUE], turn="p2") == 5000
    assert dp([], stack=("ST9-01", "ST9-03")) == 5000  # a blue Digimon counts itself


# ---- vanilla Digimon -------------------------------------------------------------------------


def test_st9_03_betamon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "ST9-03")


def test_st9_12_jewelbeemon_has_no_effects_and_plays_and_battles_with_7000_dp(pool):
    assert_vanilla(pool, "ST9-12")


# ---- ST9-02 Veemon ---------------------------------------------------------------------------


def test_st9_02_veemon_on_play_adds_a_card_with_free_in_its_traits_among_3(pool):
    top = ["ST9-13", "ST9-03", "ST9-12", "ST1-02"]  # GranKuwagamon (Free), Betamon, JewelBeemon
    g = position(pool, p1={"hand": ["ST9-02"], "deck": top}, memory=3)
    play(g, "play ST9-02")  # the only card with [Free]
    assert player(g, "p1")["hand"] == ["ST9-13"]
    play(g, "card ST9-12")  # the order p1 chooses (3-1-3-4)
    assert deck(g, "p1") == ["ST1-02", "ST9-12", "ST9-03"]


def test_st9_02_veemon_on_play_without_a_free_card_puts_all_3_at_the_bottom(pool):
    g = position(
        pool, p1={"hand": ["ST9-02"], "deck": ["ST9-03", "ST9-12", "ST9-14", "ST1-02"]}, memory=3
    )
    play(g, "play ST9-02")
    assert player(g, "p1")["hand"] == []
    play(g, "card ST9-14", "card ST9-03")  # the order p1 chooses (3-1-3-4)
    assert deck(g, "p1") == ["ST1-02", "ST9-14", "ST9-03", "ST9-12"]


# ---- ST9-07 KoKabuterimon --------------------------------------------------------------------


def kokabuterimon_defends(pool, others: list[dict]):
    return position(
        pool,
        p1={"battle": [{"id": "k", "cards": ["ST9-07"]}, *others], "security": ["TST-1000"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-1000"]}]},
        turn="p2",
    )


def test_st9_07_kokabuterimon_has_blocker_on_the_opponents_turn_with_a_blue_digimon(pool):
    g = kokabuterimon_defends(pool, [{**BLUE, "suspended": True}])
    play(g, "attack atk player")
    assert legal(g) == ["block k", "no-block"]
    play(g, "block k")
    assert battle(g, "p2") == {}


def test_st9_07_kokabuterimon_no_blocker_without_a_blue_digimon(pool):
    g = kokabuterimon_defends(pool, [])
    play(g, "attack atk player")
    assert kind(g) == "main"
    assert player(g, "p1")["security"] == 0


# ---- ST9-10 Snimon ---------------------------------------------------------------------------


def test_st9_10_snimon_on_play_suspends_an_opponents_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["ST9-10"]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=6,
    )
    play(g, "play ST9-10")
    assert battle(g, "p2")["x"]["suspended"] is True


def test_st9_10_snimon_security_plays_it_after_the_battle(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-3000"]}, {"id": "b", "cards": ["TST-9000"]}]},
        p2={"security": ["ST9-10", "ST1-02"]},
    )
    play(g, "attack a player")  # Snimon (4000) beats 3000, is played and suspends b
    assert list(battle(g, "p1")) == ["b"]
    assert battle(g, "p1")["b"]["suspended"] is True
    assert battle(g, "p2")["p2-1"]["cards"] == ["ST9-10"]


# ---- ST9-13 GranKuwagamon ---------------------------------------------------------------------


def test_st9_13_grankuwagamon_security_attack_plus_1_checks_2_cards(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["ST9-13"]}]},
        p2={"security": ["TST-1000"] * 3},
    )
    play(g, "attack g player")
    assert player(g, "p2")["security"] == 1


def test_st9_13_grankuwagamon_when_digivolving_gets_4000_dp_for_the_turn(pool):
    g = position(
        pool, p1={"hand": ["ST9-13"], "battle": [{"id": "g", "cards": ["ST9-12"]}]}, memory=3
    )
    play(g, "digivolve g ST9-13")
    assert battle(g, "p1")["g"]["dp"] == 15000
    play(g, "pass")
    assert battle(g, "p1")["g"]["dp"] == 11000


# ---- ST9-14 Megadeath ------------------------------------------------------------------------


def test_st9_14_megadeath_main_suspends_then_returns_a_suspended_digimon(pool):
    g = position(
        pool,
        # Megadeath is blue and green: it needs both colours in play (4-22-2).
        p1={"hand": ["ST9-14"], "battle": [BLUE, {"id": "g", "cards": ["TST-1000"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST9-02", "ST9-10"]},
                {"id": "y", "cards": ["TST-4000"]},
            ]
        },
        memory=5,
    )
    play(g, "option ST9-14")
    assert kind(g) == "target" and pending_player(g) == "p1"
    play(g, "target x")  # suspend x; then x is the only suspended one: returned
    assert list(battle(g, "p2")) == ["y"]
    assert player(g, "p2")["hand"] == ["ST9-10"]
    assert player(g, "p2")["trash"] == ["ST9-02"]


def test_st9_14_megadeath_security_returns_the_attacker(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}, {"id": "b", "cards": ["TST-1000"]}]},
        p2={"security": ["ST9-14", "ST1-02"]},
    )
    play(g, "attack a player")
    play(g, "target b")  # suspend b: a (suspended by attacking) and b can be returned
    assert kind(g) == "target"
    play(g, "target a")
    assert list(battle(g, "p1")) == ["b"]
    assert player(g, "p1")["hand"] == ["TST-5000"]


# ---- ST9-15 Hell Masquerade -------------------------------------------------------------------


def hell_masquerade(pool, others: list[dict]):
    return position(
        pool,
        p1={"hand": ["ST9-15"], "battle": [{"id": "a", "cards": ["TST-4000"]}, *others]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}],
            "security": ["TST-1000"] * 2,
        },
        memory=1,
    )


def test_st9_15_hell_masquerade_main_no_piercing_without_a_blue_digimon(pool):
    g = hell_masquerade(pool, [])
    play(g, "option ST9-15")  # a is the only choice
    assert battle(g, "p1")["a"]["dp"] == 6000
    play(g, "attack a x")
    assert battle(g, "p2") == {}
    assert player(g, "p2")["security"] == 2


def test_st9_15_hell_masquerade_security_adds_itself_to_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["ST9-15", "ST1-02"]},
    )
    play(g, "attack a player")
    assert player(g, "p2")["hand"] == ["ST9-15"]


# ---- ST9-04 ExVeemon, ST9-09 Stingmon -----------------------------------------------------------


def check_costs_1_less_with_the_other_colour_in_play(pool, number, needs):
    def left(other: str) -> int:
        g = position(
            pool, p1={"hand": [number], "battle": [{"id": "o", "cards": [other]}]}, memory=5
        )
        play(g, f"play {number}")
        return state(g)["memory"]

    assert left(needs) == 2  # 4 - 1
    assert left({"ST9-04": "ST9-03", "ST9-09": "TST-1000"}[number]) == 1  # the wrong colour


def test_st9_04_exveemon_always_costs_1_less_from_hand_with_a_green_digimon_in_play(pool):
    check_costs_1_less_with_the_other_colour_in_play(pool, "ST9-04", "TST-1000")


def test_st9_09_stingmon_always_costs_1_less_from_hand_with_a_blue_digimon_in_play(pool):
    check_costs_1_less_with_the_other_colour_in_play(pool, "ST9-09", "ST9-03")


def test_st9_04_exveemon_inherited_gets_1000_dp_when_attacking_with_a_green_digimon(pool):
    def dp(others: list[dict]) -> int:
        g = position(
            pool,
            p1={"battle": [{"id": "a", "cards": ["ST9-04", "ST9-03"]}, *others]},
            p2={"security": ["TST-1000"] * 2},
        )
        play(g, "attack a player")
        return battle(g, "p1")["a"]["dp"]

    assert dp([{"id": "g", "cards": ["TST-1000"]}]) == 5000
    assert dp([]) == 4000


def test_st9_09_stingmon_inherited_draws_1_when_attacking_with_a_blue_digimon(pool):
    def drawn(others: list[dict]) -> list[str]:
        g = position(
            pool,
            p1={
                "battle": [{"id": "a", "cards": ["ST9-09", "TST-5000"]}, *others],
                "deck": ["ST1-02"],
            },
            p2={"security": ["TST-1000"] * 2},
        )
        play(g, "attack a player")
        return player(g, "p1")["hand"]

    assert drawn([BLUE]) == ["ST1-02"]
    assert drawn([]) == []


# ---- ST9-05 Paildramon: DNA digivolution -------------------------------------------------


def dna_position(pool, card: str, top: str, bottom: str, p2: dict):
    return position(
        pool,
        p1={
            "hand": [card],
            "battle": [{"id": "t", "cards": [top]}, {"id": "b", "cards": [bottom]}],
            "deck": ["ST1-02"],
        },
        p2=p2,
    )


def test_st9_05_paildramon_when_digivolving_by_dna_returns_a_digimon_to_the_deck_bottom(pool):
    foes = {
        "battle": [{"id": "x", "cards": ["TST-6000"]}, {"id": "y", "cards": ["TST-7000"]}],
        "deck": ["ST1-03"],
    }
    g = dna_position(pool, "ST9-05", "ST9-10", "ST8-05", foes)  # green on blue: not this way
    assert "dna t b ST9-05" not in legal(g)
    g = dna_position(pool, "ST9-05", "ST8-05", "ST9-10", foes)
    play(g, "dna t b ST9-05")  # blue Veedramon on top of green Snimon, for 0
    assert battle(g, "p1")["t"]["cards"] == ["ST9-10", "ST8-05", "ST9-05"]
    assert battle(g, "p1")["t"]["suspended"] is False
    assert list(battle(g, "p2")) == ["y"]  # x (6000) went to the bottom of p2's deck
    assert deck(g, "p2") == ["ST1-03", "TST-6000"]


def test_st9_05_paildramon_when_digivolving_normally_returns_nothing(pool):
    g = position(
        pool,
        p1={"hand": ["ST9-05"], "battle": [{"id": "t", "cards": ["ST8-05"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-6000"]}]},
        memory=4,
    )
    play(g, "digivolve t ST9-05")
    assert list(battle(g, "p2")) == ["x"]


def test_st9_05_paildramon_when_attacking_unsuspends_once_per_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "p", "cards": ["ST9-05"]}]},
        p2={"security": ["TST-1000"] * 4},
    )
    play(g, "attack p player")
    assert battle(g, "p1")["p"]["suspended"] is False
    play(g, "attack p player")
    assert battle(g, "p1")["p"]["suspended"] is True


# ---- ST9-06 Imperialdramon: Dragon Mode --------------------------------------------------------


def test_st9_06_imperialdramon_when_digivolving_may_play_a_blue_and_a_green_from_under_it(pool):
    g = position(
        pool,
        p1={"hand": ["ST9-06"], "battle": [{"id": "i", "cards": ["ST9-10", "ST8-05", "ST9-05"]}]},
        memory=4,
    )
    play(g, "digivolve i ST9-06", "yes")
    stacks = sorted(s["cards"][-1] for s in battle(g, "p1").values())
    assert stacks == ["ST8-05", "ST9-06", "ST9-10"]
    assert battle(g, "p1")["i"]["cards"] == ["ST9-05", "ST9-06"]


# ---- ST9-08 Wormmon ---------------------------------------------------------------------------


def test_st9_08_wormmon_inherited_may_dna_digivolve_at_the_end_of_your_turn(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST9-05"],
            "battle": [
                {"id": "w", "cards": ["ST9-08", "ST9-10"]},
                {"id": "b", "cards": ["ST8-05"]},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
    )
    play(g, "pass", "yes", "dna b w ST9-05")  # blue Veedramon on top of green Snimon
    assert battle(g, "p1")["b"]["cards"][-1] == "ST9-05"
    assert "w" not in battle(g, "p1")


def test_st9_11_dinobeemon_when_digivolving_normally_only_suspends(pool):
    g = position(
        pool,
        p1={"hand": ["ST9-11"], "battle": [{"id": "t", "cards": ["ST9-10"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-6000"]}], "security": ["TST-1000"] * 3},
        memory=4,
    )
    play(g, "digivolve t ST9-11")
    assert battle(g, "p2")["x"]["suspended"] is True
    play(g, "pass")
    assert battle(g, "p2")["x"]["suspended"] is False


def test_st9_11_dinobeemon_inherited_gets_1000_dp_for_each_of_its_colors(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST9-11", "ST9-13"]},
                {"id": "b", "cards": ["ST9-11", "ST9-05"]},
            ]
        },
    )
    assert battle(g, "p1")["a"]["dp"] == 12000  # GranKuwagamon is green: +1000
    assert battle(g, "p1")["b"]["dp"] == 10000  # Paildramon is blue and green: +2000
    g = position(pool, p1={"battle": [{"id": "a", "cards": ["ST9-11", "ST9-13"]}]}, turn="p2")
    assert battle(g, "p1")["a"]["dp"] == 11000


def test_st9_15_hell_masquerade_main_gives_2000_dp_and_piercing_with_a_blue_digimon(pool):
    g = hell_masquerade(pool, [{**BLUE, "suspended": True}])
    play(g, "option ST9-15")
    play(g, "target a")  # +2000
    play(g, "target a")  # <Piercing>
    assert battle(g, "p1")["a"]["dp"] == 6000
    assert state(g)["memory"] == 0
    play(g, "attack a x")
    assert battle(g, "p2") == {}
    assert player(g, "p2")["security"] == 1


def test_st9_11_dinobeemon_suspends_and_on_dna_keeps_it_suspended_through_its_next_turn(pool):
    foes = {"battle": [{"id": "x", "cards": ["TST-6000"]}], "security": ["TST-1000"] * 3}
    g = dna_position(pool, "ST9-11", "ST9-10", "ST8-05", foes)  # green on top of blue
    play(g, "dna t b ST9-11")
    assert battle(g, "p2")["x"]["suspended"] is True
    play(g, "pass")
    assert battle(g, "p2")["x"]["suspended"] is True  # p2's unsuspend phase skipped it
    assert "attack x player" not in legal(g)
