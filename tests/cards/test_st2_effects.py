"""Every effect of every ST2 (blue) card, each shown working in the smallest position,
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

# ---- ST2-01 Tsunomon -----------------------------------------------------------------


def tsunomon_attacks(pool, target_cards: list[str]) -> Game:
    return position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["ST2-01", "ST2-02"]}]},
        p2={"battle": [{"id": "foe", "cards": target_cards, "suspended": True}]},
    )


def test_st2_01_tsunomon_inherited_gives_1000_dp_battling_a_digimon_with_no_digivolution_cards(
    pool,
):
    g = tsunomon_attacks(pool, ["ST2-02"])
    assert battle(g, "p1")["t"]["dp"] == 3000  # only while battling
    play(g, "attack t foe")  # 4000 vs 3000
    assert battle(g, "p2") == {}
    assert player(g, "p2")["trash"] == ["ST2-02"]
    assert "t" in battle(g, "p1")


def test_st2_01_tsunomon_inherited_no_bonus_against_a_digimon_with_digivolution_cards(pool):
    g = tsunomon_attacks(pool, ["ST2-04", "ST2-02"])
    play(g, "attack t foe")  # 3000 vs 3000: both deleted
    assert battle(g, "p2") == {}
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == ["ST2-01", "ST2-02"]


def test_st2_01_tsunomon_inherited_no_bonus_against_a_security_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["ST2-01", "ST2-02"]}]},
        p2={"security": ["ST2-02"]},
    )
    play(g, "attack t player")  # a Security Digimon is not a Digimon (4-5-1): 3000 vs 3000
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == ["ST2-01", "ST2-02"]


def test_st2_01_tsunomon_inherited_no_bonus_on_the_opponents_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["ST2-01", "ST2-02"], "suspended": True}]},
        p2={"battle": [{"id": "atk", "cards": ["ST2-02"]}]},
        turn="p2",
    )
    play(g, "attack atk t")  # 3000 vs 3000
    assert battle(g, "p1") == {}
    assert battle(g, "p2") == {}


def test_st2_01_tsunomon_without_it_the_same_battle_is_a_tie(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["ST2-04", "ST2-02"]}]},
        p2={"battle": [{"id": "foe", "cards": ["ST2-02"], "suspended": True}]},
    )
    play(g, "attack t foe")  # 3000 vs 3000: both deleted
    assert battle(g, "p1") == {}
    assert battle(g, "p2") == {}


# ---- ST2-02 Gomamon (vanilla) --------------------------------------------------------


def test_st2_02_gomamon_has_no_effects_and_plays_and_battles_with_3000_dp(pool):
    assert_vanilla(pool, "ST2-02")


# ---- ST2-03 Gabumon ------------------------------------------------------------------


def test_st2_03_gabumon_inherited_trashes_bottom_card_of_a_level_5_or_less_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "gab", "cards": ["ST2-03", "ST2-05"]}]},
        p2={
            "battle": [
                {"id": "low", "cards": ["ST2-01", "ST2-02", "ST2-05"]},
                {"id": "high", "cards": ["ST2-02", "ST2-10"]},
            ],
            "security": ["ST1-02"],
        },
    )
    play(g, "attack gab player")  # only "low" qualifies: no question
    assert battle(g, "p2")["low"]["cards"] == ["ST2-02", "ST2-05"]
    assert battle(g, "p2")["high"]["cards"] == ["ST2-02", "ST2-10"]  # level 6: untouched
    assert player(g, "p2")["trash"] == ["ST2-01", "ST1-02"]
    assert player(g, "p2")["security"] == 0


def test_st2_03_gabumon_inherited_lets_you_choose_among_level_5_or_less(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "gab", "cards": ["ST2-03", "ST2-05"]}]},
        p2={
            "battle": [
                {"id": "a", "cards": ["ST2-01", "ST2-05"]},
                {"id": "b", "cards": ["ST2-04", "ST2-09"]},
                {"id": "c", "cards": ["ST2-02", "ST2-10"]},
            ],
            "security": ["ST1-02"],
        },
    )
    play(g, "attack gab player")
    assert kind(g) == "target"
    assert pending_player(g) == "p1"
    assert legal(g) == ["target a", "target b"]
    play(g, "target b")
    assert battle(g, "p2")["b"]["cards"] == ["ST2-09"]
    assert battle(g, "p2")["a"]["cards"] == ["ST2-01", "ST2-05"]


def test_st2_03_gabumon_effect_is_only_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "gab", "cards": ["ST2-03"]}]},
        p2={"battle": [{"id": "low", "cards": ["ST2-01", "ST2-05"]}], "security": ["ST1-02"]},
    )
    play(g, "attack gab player")
    assert battle(g, "p2")["low"]["cards"] == ["ST2-01", "ST2-05"]


# ---- ST2-04 Bearmon, ST2-05 Ikkakumon (vanilla) ----------------------------------------


def test_st2_04_bearmon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "ST2-04")


def test_st2_05_ikkakumon_has_no_effects_and_plays_and_battles_with_5000_dp(pool):
    assert_vanilla(pool, "ST2-05")


# ---- ST2-06 Garurumon ----------------------------------------------------------------


def test_st2_06_garurumon_inherited_trashes_bottom_card_of_any_level(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "gar", "cards": ["ST2-06", "ST2-08"]}]},
        p2={
            "battle": [{"id": "high", "cards": ["ST2-01", "ST2-02", "ST2-10"]}],
            "security": ["ST1-02"],
        },
    )
    play(g, "attack gar player")
    assert battle(g, "p2")["high"]["cards"] == ["ST2-02", "ST2-10"]
    assert player(g, "p2")["trash"] == ["ST2-01", "ST1-02"]


def test_st2_06_garurumon_effect_is_only_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "gar", "cards": ["ST2-06"]}]},
        p2={"battle": [{"id": "high", "cards": ["ST2-01", "ST2-10"]}], "security": ["ST1-02"]},
    )
    play(g, "attack gar player")
    assert battle(g, "p2")["high"]["cards"] == ["ST2-01", "ST2-10"]


# ---- ST2-07 Grizzlymon ---------------------------------------------------------------


def grizzlymon_defends(pool, suspended: bool = False) -> Game:
    return position(
        pool,
        p1={
            "battle": [{"id": "griz", "cards": ["ST2-07"], "suspended": suspended}],
            "security": ["TST-1000"],
        },
        p2={"battle": [{"id": "atk", "cards": ["TST-5000"]}]},
        turn="p2",
        memory=3,
    )


def test_st2_07_grizzlymon_blocker_blocks_an_attack_on_its_player(pool):
    g = grizzlymon_defends(pool)
    play(g, "attack atk player")
    assert kind(g) == "block"
    assert pending_player(g) == "p1"
    assert legal(g) == ["block griz", "no-block"]
    play(g, "block griz")
    assert battle(g, "p1")["griz"]["suspended"] is True
    assert battle(g, "p2") == {}  # 5000 vs 6000
    assert player(g, "p1")["security"] == 1


def test_st2_07_grizzlymon_blocker_may_decline_and_cannot_block_when_suspended(pool):
    g = grizzlymon_defends(pool)
    play(g, "attack atk player", "no-block")
    assert player(g, "p1")["security"] == 0

    g = grizzlymon_defends(pool, suspended=True)
    play(g, "attack atk player")
    assert kind(g) == "main"
    assert player(g, "p1")["security"] == 0


def test_st2_07_grizzlymon_when_attacking_loses_2_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "griz", "cards": ["ST2-07"]}]},
        p2={"security": ["TST-1000"]},
        memory=2,
    )
    play(g, "attack griz player")
    assert state(g)["memory"] == 0
    assert state(g)["turn"] == "p1"
    assert player(g, "p2")["security"] == 0


# ---- ST2-08 WereGarurumon ------------------------------------------------------------


@pytest.mark.parametrize(
    ("foes", "left"),
    [
        ([["ST2-02"]], 1),  # a Digimon with no digivolution cards: 2 checks
        ([["ST2-01", "ST2-02"]], 2),  # only Digimon with digivolution cards: 1 check
        ([["ST2-12"]], 2),  # a Tamer is not a Digimon
        ([], 2),
    ],
)
def test_st2_08_weregarurumon_inherited_security_attack_plus_1_while_opponent_has_bare_digimon(
    pool, foes, left
):
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["ST2-08", "ST2-10"]}]},
        p2={
            "battle": [{"id": f"f{i}", "cards": c} for i, c in enumerate(foes)],
            "security": ["ST1-02"] * 3,
        },
    )
    play(g, "attack w player")
    assert player(g, "p2")["security"] == left


def test_st2_08_weregarurumon_does_not_count_the_opponents_breeding_area(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["ST2-08", "ST2-10"]}]},
        p2={
            "battle": [{"id": "f", "cards": ["ST2-01", "ST2-02"]}],
            "breeding": {"id": "egg", "cards": ["ST2-01"]},
            "security": ["ST1-02"] * 3,
        },
    )
    play(g, "attack w player")  # cards in the breeding area can't be referenced (3-4-7-8)
    assert player(g, "p2")["security"] == 2


def test_st2_08_weregarurumon_security_attack_is_only_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["ST2-08"]}]},
        p2={"battle": [{"id": "f", "cards": ["ST2-02"]}], "security": ["ST1-02"] * 3},
    )
    play(g, "attack w player")
    assert player(g, "p2")["security"] == 2


def test_st2_08_weregarurumon_security_attack_only_on_your_turn(pool):
    sides = {
        "p1": {"battle": [{"id": "w", "cards": ["ST2-08", "ST2-10"]}]},
        "p2": {"battle": [{"id": "f", "cards": ["ST2-02"]}]},
    }
    g = position(pool, **sides)
    assert q.security_checks(g, g.permanent("w")) == 2
    g = position(pool, **sides, turn="p2")
    assert q.security_checks(g, g.permanent("w")) == 1


# ---- ST2-09 Zudomon ------------------------------------------------------------------


def test_st2_09_zudomon_when_digivolving_trashes_2_bottom_digivolution_cards(pool):
    g = position(
        pool,
        p1={"hand": ["ST2-09"], "battle": [{"id": "i", "cards": ["ST2-05"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST2-01", "ST2-02", "ST2-05", "ST2-08"]}]},
        memory=3,
    )
    play(g, "digivolve i ST2-09")
    assert battle(g, "p2")["x"]["cards"] == ["ST2-05", "ST2-08"]
    assert player(g, "p2")["trash"] == ["ST2-01", "ST2-02"]
    assert state(g)["memory"] == 0
    assert battle(g, "p1")["i"]["cards"] == ["ST2-05", "ST2-09"]


def test_st2_09_zudomon_when_digivolving_choice_and_fewer_than_2_cards(pool):
    g = position(
        pool,
        p1={"hand": ["ST2-09"], "battle": [{"id": "i", "cards": ["ST2-05"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["ST2-04", "ST2-05"]}, {"id": "y", "cards": ["ST2-02"]}]
        },
        memory=3,
    )
    play(g, "digivolve i ST2-09")
    assert kind(g) == "target"
    assert pending_player(g) == "p1"
    assert legal(g) == ["target x", "target y"]
    play(g, "target x")
    assert battle(g, "p2")["x"]["cards"] == ["ST2-05"]
    assert player(g, "p2")["trash"] == ["ST2-04"]


def test_st2_09_zudomon_played_from_hand_trashes_nothing(pool):
    g = position(
        pool,
        p1={"hand": ["ST2-09"]},
        p2={"battle": [{"id": "x", "cards": ["ST2-01", "ST2-02", "ST2-05"]}]},
        memory=6,
    )
    play(g, "play ST2-09")
    assert battle(g, "p2")["x"]["cards"] == ["ST2-01", "ST2-02", "ST2-05"]
    assert player(g, "p2")["trash"] == []


# ---- ST2-10 Plesiomon (vanilla) --------------------------------------------------------


def test_st2_10_plesiomon_has_no_effects_and_plays_and_battles_with_12000_dp(pool):
    assert_vanilla(pool, "ST2-10")


# ---- ST2-11 MetalGarurumon -----------------------------------------------------------


def test_st2_11_metalgarurumon_when_attacking_unsuspends_once_per_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["ST2-11"]}]},
        p2={"security": ["ST1-02"] * 5},
        memory=3,
    )
    play(g, "attack m player")
    assert battle(g, "p1")["m"]["suspended"] is False
    assert player(g, "p2")["security"] == 4
    play(g, "attack m player")
    assert battle(g, "p1")["m"]["suspended"] is True
    assert player(g, "p2")["security"] == 3
    assert "attack m player" not in legal(g)
    play(g, "pass", "pass")
    # A new turn of yours: once more.
    play(g, "attack m player")
    assert battle(g, "p1")["m"]["suspended"] is False
    assert player(g, "p2")["security"] == 2


# ---- ST2-12 Matt Ishida --------------------------------------------------------------


def matt_position(pool, foe: list[str]) -> Game:
    return position(
        pool,
        p1={"battle": [{"id": "matt", "cards": ["ST2-12"]}]},
        p2={"battle": [{"id": "x", "cards": foe}]},
        turn="p2",
        memory=0,
    )


def test_st2_12_matt_ishida_start_of_your_turn_gains_1_memory_if_opponent_has_bare_digimon(pool):
    g = matt_position(pool, ["ST2-02"])
    play(g, "pass")
    st = state(g)
    assert (st["turn"], st["phase"]) == ("p1", "main")
    assert st["memory"] == 4


def test_st2_12_matt_ishida_no_memory_if_opponents_digimon_all_have_digivolution_cards(pool):
    g = matt_position(pool, ["ST2-01", "ST2-02"])
    play(g, "pass")
    assert state(g)["turn"] == "p1"
    assert state(g)["memory"] == 3


def test_st2_12_matt_ishida_does_not_count_the_opponents_breeding_area(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "matt", "cards": ["ST2-12"]}]},
        p2={"breeding": {"id": "egg", "cards": ["ST2-01"]}},
        turn="p2",
        memory=0,
    )
    play(g, "pass")
    assert state(g)["turn"] == "p1"
    assert state(g)["memory"] == 3


def test_st2_12_matt_ishida_no_memory_at_start_of_opponents_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "matt", "cards": ["ST2-12"]}]},
        p2={"battle": [{"id": "x", "cards": ["ST2-02"]}]},
    )
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert state(g)["memory"] == 3


def test_st2_12_matt_ishida_security_plays_him_for_free(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST2-10"]}]},
        p2={"security": ["ST2-12", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    p2 = player(g, "p2")
    assert p2["security"] == 1
    assert p2["trash"] == []
    assert p2["battle"]["p2-1"]["cards"] == ["ST2-12"]
    assert p2["battle"]["p2-1"]["kind"] == "tamer"
    assert state(g)["memory"] == 3
    # And it works for p2: p1 has a Digimon with no digivolution cards.
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert state(g)["memory"] == 4


# ---- ST2-13 Hammer Spark -------------------------------------------------------------


def test_st2_13_hammer_spark_main_gains_1_memory(pool):
    g = position(
        pool, p1={"hand": ["ST2-13"], "battle": [{"id": "b", "cards": ["ST2-02"]}]}, memory=0
    )
    play(g, "option ST2-13")
    assert state(g)["memory"] == 1
    assert player(g, "p1")["trash"] == ["ST2-13"]
    assert player(g, "p1")["hand"] == []


def hammer_spark_security(pool, memory: int) -> Game:
    return position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["ST2-10"]}]},
        p2={"security": ["ST2-13", "ST1-02"]},
        memory=memory,
    )


def test_st2_13_hammer_spark_security_defender_gains_2_memory(pool):
    g = hammer_spark_security(pool, 2)
    play(g, "attack a player")
    st = state(g)
    assert st["memory"] == 0
    assert st["turn"] == "p1"
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["ST2-13"]


def test_st2_13_hammer_spark_security_gain_can_end_the_attackers_turn(pool):
    g = hammer_spark_security(pool, 1)
    play(g, "attack a player")
    st = state(g)
    assert st["turn"] == "p2"
    assert st["memory"] == 1


# ---- ST2-14 Sorrow Blue --------------------------------------------------------------


def test_st2_14_sorrow_blue_main_cant_attack_or_block_until_end_of_opponents_next_turn(pool):
    g = position(
        pool,
        p1={"hand": ["ST2-14"], "battle": [{"id": "a", "cards": ["ST2-10"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST2-07"]},
                {"id": "y", "cards": ["ST2-04", "ST2-07"]},
                {"id": "z", "cards": ["ST2-02"]},
            ],
            "security": ["ST1-02"] * 5,
        },
        memory=2,
    )
    play(g, "option ST2-14")
    assert kind(g) == "target"
    assert legal(g) == ["target x", "target z"]  # y has a digivolution card
    play(g, "target x")
    assert state(g)["memory"] == 0
    assert player(g, "p1")["trash"] == ["ST2-14"]
    play(g, "attack a player")
    assert legal(g) == ["block y", "no-block"]  # x can't block
    play(g, "no-block", "pass")
    # p2's turn: x can't attack, the others can.
    moves = legal(g)
    assert "attack x player" not in moves
    assert "attack y player" in moves and "attack z player" in moves
    play(g, "pass")
    # p1's next turn: it is over; x may block again ...
    play(g, "attack a player")
    assert legal(g) == ["block x", "block y", "no-block"]
    play(g, "no-block", "pass")
    # ... and attack in p2's following turn.
    assert "attack x player" in legal(g)


def test_st2_14_sorrow_blue_security_cant_attack_or_block_until_end_of_defenders_next_turn(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST2-02", "ST2-10"]},
                {"id": "b", "cards": ["ST2-07"]},
            ],
            "security": ["ST1-02"] * 3,
        },
        p2={"battle": [{"id": "atk", "cards": ["TST-5000"]}], "security": ["ST2-14", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")  # p2 chooses b: the only one with no digivolution cards
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["ST2-14"]
    assert "attack b player" not in legal(g)  # in this turn
    play(g, "pass")
    # p2's turn: b can't block.
    play(g, "attack atk player")
    assert kind(g) == "main"
    assert player(g, "p1")["security"] == 2
    play(g, "pass")
    # p1's next turn: over.
    assert "attack b player" in legal(g)
    play(g, "pass")
    play(g, "attack atk player")
    assert legal(g) == ["block b", "no-block"]


# ---- ST2-15 Kaiser Nail --------------------------------------------------------------


def test_st2_15_kaiser_nail_main_plays_a_digimon_card_from_under_your_digimon_for_free(pool):
    g = position(
        pool,
        p1={
            "hand": ["ST2-15"],
            "battle": [
                {"id": "a", "cards": ["ST2-01", "ST2-02", "ST2-05", "ST2-08"]},
                {"id": "b", "cards": ["ST2-03", "ST2-06"]},
            ],
        },
        memory=4,
    )
    play(g, "option ST2-15")
    assert kind(g) == "card"
    assert pending_player(g) == "p1"
    # Digi-Egg cards are not Digimon cards.
    assert legal(g) == ["card a ST2-02", "card a ST2-05", "card b ST2-03"]
    play(g, "card a ST2-05")
    new = battle(g, "p1")["p1-1"]
    assert (new["cards"], new["dp"], new["played_this_turn"]) == (["ST2-05"], 5000, True)
    assert battle(g, "p1")["a"]["cards"] == ["ST2-01", "ST2-02", "ST2-08"]
    assert battle(g, "p1")["b"]["cards"] == ["ST2-03", "ST2-06"]
    assert state(g)["memory"] == 0  # only Kaiser Nail's 4
    assert player(g, "p1")["trash"] == ["ST2-15"]
    assert "attack p1-1 player" not in legal(g)


def test_st2_15_kaiser_nail_main_with_one_choice_and_with_none(pool):
    g = position(
        pool,
        p1={"hand": ["ST2-15"], "battle": [{"id": "a", "cards": ["ST2-01", "ST2-03", "ST2-06"]}]},
        memory=4,
    )
    play(g, "option ST2-15")
    assert kind(g) == "main"
    assert battle(g, "p1")["p1-1"]["cards"] == ["ST2-03"]
    assert battle(g, "p1")["a"]["cards"] == ["ST2-01", "ST2-06"]

    g = position(
        pool,
        p1={"hand": ["ST2-15"], "battle": [{"id": "a", "cards": ["ST2-01", "ST2-06"]}]},
        memory=4,
    )
    play(g, "option ST2-15")
    assert list(battle(g, "p1")) == ["a"]
    assert battle(g, "p1")["a"]["cards"] == ["ST2-01", "ST2-06"]
    assert player(g, "p1")["trash"] == ["ST2-15"]
    assert state(g)["memory"] == 0


def test_st2_15_kaiser_nail_security_defender_plays_a_digimon_from_under_its_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "atk", "cards": ["TST-9000"]}]},
        p2={
            "battle": [{"id": "s", "cards": ["ST2-02", "ST2-05", "ST2-06"]}],
            "security": ["ST2-15", "ST1-02"],
        },
        memory=3,
    )
    play(g, "attack atk player")
    assert kind(g) == "card"
    assert pending_player(g) == "p2"
    assert legal(g) == ["card s ST2-02", "card s ST2-05"]
    play(g, "card s ST2-05")
    assert battle(g, "p2")["p2-1"]["cards"] == ["ST2-05"]
    assert battle(g, "p2")["s"]["cards"] == ["ST2-02", "ST2-06"]
    assert state(g)["memory"] == 3  # free
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["ST2-15"]
    assert kind(g) == "main"


# ---- ST2-16 Cocytus Breath -----------------------------------------------------------


def test_st2_16_cocytus_breath_main_returns_a_digimon_to_hand_and_trashes_its_digivolution_cards(
    pool,
):
    g = position(
        pool,
        p1={"hand": ["ST2-16"], "battle": [{"id": "r", "cards": ["ST2-02"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["ST2-01", "ST2-02", "ST2-05"]},
                {"id": "y", "cards": ["ST2-10"]},
            ]
        },
        memory=7,
    )
    play(g, "option ST2-16")
    assert kind(g) == "target"
    assert legal(g) == ["target x", "target y"]
    play(g, "target x")
    assert list(battle(g, "p2")) == ["y"]
    assert player(g, "p2")["hand"] == ["ST2-05"]
    assert player(g, "p2")["trash"] == ["ST2-01", "ST2-02"]
    assert state(g)["memory"] == 0
    assert player(g, "p1")["trash"] == ["ST2-16"]


def test_st2_16_cocytus_breath_security_defender_returns_the_attacker(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": ["ST2-02", "ST2-05"]}, {"id": "b", "cards": ["ST2-10"]}]
        },
        p2={"security": ["ST2-16", "ST1-02"]},
        memory=3,
    )
    play(g, "attack a player")
    assert kind(g) == "target"
    assert pending_player(g) == "p2"
    assert legal(g) == ["target a", "target b"]
    play(g, "target a")
    assert list(battle(g, "p1")) == ["b"]
    assert player(g, "p1")["hand"] == ["ST2-05"]
    assert player(g, "p1")["trash"] == ["ST2-02"]
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["ST2-16"]
    assert kind(g) == "main"
