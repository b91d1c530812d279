"""Every effect of the green BT1 cards, each shown working in the smallest position, with
its limits; and the green vanilla Digimon.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green level 3 Digimon without effects, with exactly the DP a test needs.
"""

from __future__ import annotations

import pytest
from builders import digimon
from effect_helpers import assert_jamming, assert_piercing, assert_vanilla, player
from games import battle, kind, legal, play, position, state, with_cards

# ---- green Digimon without effects ---------------------------------------------------


def test_bt1_064_goblimon_has_no_effects_and_plays_and_battles_with_3000_dp(pool):
    assert_vanilla(pool, "BT1-064")


def test_bt1_065_mushroomon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "BT1-065")


def test_bt1_071_vegiemon_has_no_effects_and_plays_and_battles_with_6000_dp(pool):
    assert_vanilla(pool, "BT1-071")


def test_bt1_080_titamon_has_no_effects_and_plays_and_battles_with_12000_dp(pool):
    assert_vanilla(pool, "BT1-080")


# ---- BT1-007 Tanemon -----------------------------------------------------------------


def tanemon(pool):
    return position(
        pool,
        p1={
            "hand": ["BT1-071"],
            "battle": [
                {"id": "t", "cards": ["BT1-007", "TST-3000"]},
                {"id": "o", "cards": ["BT1-064"]},
            ],
        },
        p2={"security": ["TST-3000"]},
        memory=3,
    )


def test_bt1_007_tanemon_inherited_1000_dp_when_attacking_after_you_digivolved(pool):
    g = tanemon(pool)
    play(g, "digivolve o BT1-071", "attack t player")  # 4000 beats the Security 3000
    assert battle(g, "p1")["t"]["dp"] == 4000
    assert player(g, "p2")["trash"] == ["TST-3000"]


def test_bt1_007_tanemon_inherited_nothing_without_a_digivolution_this_turn(pool):
    g = tanemon(pool)
    play(g, "attack t player")  # 3000 vs 3000: deleted
    assert "t" not in battle(g, "p1")


# ---- BT1-008 Frimon ------------------------------------------------------------------


@pytest.mark.parametrize(("suspended", "dp"), [(2, 5000), (1, 3000)])
def test_bt1_008_frimon_inherited_2000_dp_while_opponent_has_2_suspended_digimon(
    pool, suspended, dp
):
    foes = [{"id": f"x{i}", "cards": ["TST-1000"], "suspended": i < suspended} for i in range(3)]
    side = {"battle": [{"id": "f", "cards": ["BT1-008", "TST-3000"]}]}
    assert battle(position(pool, p1=side, p2={"battle": foes}), "p1")["f"]["dp"] == dp


# ---- BT1-066 Tentomon ----------------------------------------------------------------


def test_bt1_066_tentomon_inherited_when_attacking_suspends_a_digimon_with_3000_dp_or_less(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "t", "cards": ["BT1-066", "TST-5000"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "y", "cards": ["TST-4000"]}],
            "security": ["ST1-02"],
        },
    )
    play(g, "attack t player")
    assert battle(g, "p2")["x"]["suspended"] is True
    assert battle(g, "p2")["y"]["suspended"] is False


# ---- BT1-068 Kokuwamon ---------------------------------------------------------------


@pytest.mark.parametrize(("top", "left"), [("BT1-080", 1), ("BT1-076", 2)])
def test_bt1_068_kokuwamon_inherited_security_attack_plus_1_while_level_6_or_higher(
    pool, top, left
):
    g = position(
        pool,
        p1={"battle": [{"id": "k", "cards": ["BT1-068", top]}]},
        p2={"security": ["ST1-02"] * 3},
    )
    play(g, "attack k player")
    assert player(g, "p2")["security"] == left


# ---- BT1-070 Kuwagamon ---------------------------------------------------------------


def test_bt1_070_kuwagamon_on_play_suspends_1_of_your_opponents_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-070"]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "y", "cards": ["TST-3000"]}]},
        memory=4,
    )
    play(g, "play BT1-070")
    assert legal(g) == ["target x", "target y"]
    play(g, "target y")
    assert battle(g, "p2")["y"]["suspended"] is True
    assert battle(g, "p2")["x"]["suspended"] is False


# ---- BT1-072 Woodmon -----------------------------------------------------------------


def test_bt1_072_woodmon_blocker_and_when_attacking_loses_2_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["BT1-072"]}], "security": ["ST1-02"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-3000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert kind(g) == "block"
    play(g, "block w")
    assert battle(g, "p2") == {}
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["BT1-072"]}]},
        p2={"security": ["ST1-02"]},
        memory=3,
    )
    play(g, "attack w player")
    assert state(g)["memory"] == 1


# ---- BT1-073 Kabuterimon -------------------------------------------------------------


@pytest.mark.parametrize(("suspended", "dp"), [(2, 5000), (0, 3000)])
def test_bt1_073_kabuterimon_inherited_1000_dp_for_every_suspended_opponents_digimon(
    pool, suspended, dp
):
    foes = [{"id": f"x{i}", "cards": ["TST-1000"], "suspended": i < suspended} for i in range(3)]
    side = {"battle": [{"id": "k", "cards": ["BT1-073", "TST-3000"]}]}
    assert battle(position(pool, p1=side, p2={"battle": foes}), "p1")["k"]["dp"] == dp
    on_their_turn = position(pool, p1=side, p2={"battle": foes}, turn="p2")
    assert battle(on_their_turn, "p1")["k"]["dp"] == 3000


# ---- BT1-076 MegaKabuterimon ---------------------------------------------------------


@pytest.mark.parametrize(("suspended", "memory"), [(2, 1), (1, 0)])
def test_bt1_076_megakabuterimon_inherited_gains_1_memory_against_2_suspended_digimon(
    pool, suspended, memory
):
    foes = [{"id": f"x{i}", "cards": ["TST-1000"], "suspended": i < suspended} for i in range(2)]
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["BT1-076", "TST-5000"]}]},
        p2={"battle": foes, "security": ["ST1-02"]},
    )
    play(g, "attack m player")
    assert state(g)["memory"] == memory


# ---- BT1-079 Lillymon ----------------------------------------------------------------


def test_bt1_079_lillymon_inherited_suspends_a_digimon_without_blocker(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": ["BT1-079", "TST-9000"]}]},
        p2={
            "battle": [{"id": "b", "cards": ["BT1-072"]}, {"id": "n", "cards": ["TST-8000"]}],
            "security": ["ST1-02"],
        },
    )
    play(g, "attack l player")
    assert battle(g, "p2")["n"]["suspended"] is True
    assert kind(g) == "block"  # Woodmon keeps its <Blocker> and is not suspended
    assert legal(g) == ["block b", "no-block"]


# ---- BT1-108 Horn Buster -------------------------------------------------------------


def test_bt1_108_horn_buster_main_gives_3000_dp_for_the_turn(pool):
    g = position(
        pool, p1={"hand": ["BT1-108"], "battle": [{"id": "a", "cards": ["TST-3000"]}]}, memory=1
    )
    play(g, "option BT1-108")
    assert battle(g, "p1")["a"]["dp"] == 6000
    play(g, "pass")
    assert battle(g, "p1")["a"]["dp"] == 3000


def test_bt1_108_horn_buster_security_suspends_then_returns_to_its_owners_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}, {"id": "b", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-108", "ST1-02"]},
    )
    play(g, "attack a player")
    assert legal(g) == ["target a", "target b"]
    play(g, "target b")
    assert battle(g, "p1")["b"]["suspended"] is True
    assert player(g, "p2")["hand"] == ["BT1-108"]


# ---- BT1-089 Mimi Tachikawa ----------------------------------------------------------


def mimi_turn_starts(pool, p2_plays: str) -> dict:
    """p2 plays a card that leaves p1 with its cost in memory; p1's turn starts."""
    g = position(
        pool,
        p1={"battle": [{"id": "mimi", "cards": ["BT1-089"]}]},
        p2={"hand": [p2_plays]},
        turn="p2",
    )
    play(g, f"play {p2_plays}")
    assert (state(g)["turn"], kind(g)) == ("p1", "main")
    return state(g)


def test_bt1_089_mimi_tachikawa_start_of_your_turn_sets_memory_2_or_less_to_3(pool):
    assert mimi_turn_starts(pool, "ST1-02")["memory"] == 3  # Biyomon left p1 2
    assert mimi_turn_starts(pool, "ST4-07")["memory"] == 5  # Kuwagamon left p1 5


def mimi(pool, big: str = "ST4-09", **p1):
    stacks = [{"id": "mimi", "cards": ["BT1-089"]}, {"id": "big", "cards": [big]}]
    return position(pool, p1={"battle": stacks, **p1}, memory=3)


def test_bt1_089_mimi_tachikawa_main_suspends_to_hatch_a_digi_egg(pool):
    g = mimi(pool, eggs=["ST4-01"])
    play(g, "activate mimi")
    assert legal(g) == ["mode 1", "mode 2"]
    play(g, "mode 1")
    assert player(g, "p1")["breeding"]["cards"] == ["ST4-01"]
    assert battle(g, "p1")["mimi"]["suspended"] is True
    assert "activate mimi" not in legal(g)  # suspended: the cost can't be paid again


def test_bt1_089_mimi_tachikawa_main_suspends_to_move_a_level_3_or_higher_digimon(pool):
    g = mimi(pool, breeding={"id": "b", "cards": ["ST4-01", "BT1-071"]})
    play(g, "activate mimi", "mode 2")
    assert player(g, "p1")["breeding"] is None
    assert battle(g, "p1")["b"]["cards"] == ["ST4-01", "BT1-071"]
    g = mimi(pool, breeding={"id": "b", "cards": ["ST4-01"]})
    play(g, "activate mimi", "mode 2")  # a Digi-Egg stays in the breeding area
    assert player(g, "p1")["breeding"]["cards"] == ["ST4-01"]


def test_bt1_089_mimi_tachikawa_main_needs_a_green_level_5_or_higher_digimon(pool):
    assert "activate mimi" in legal(mimi(pool, eggs=["ST4-01"]))
    assert "activate mimi" not in legal(mimi(pool, big="ST4-07", eggs=["ST4-01"]))  # level 4
    assert "activate mimi" not in legal(mimi(pool, big="ST1-09", eggs=["ST4-01"]))  # red


def test_bt1_089_mimi_tachikawa_security_plays_it_for_free(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-089", "ST1-02"]},
    )
    play(g, "attack a player")
    assert [s["cards"] for s in battle(g, "p2").values()] == [["BT1-089"]]


# ---- BT1-109 Smashed Potatoes --------------------------------------------------------


def test_bt1_109_smashed_potatoes_main_reduces_the_next_level_5_to_6_digivolution_by_4(pool):
    stacks = [{"id": "four", "cards": ["ST4-07"]}, {"id": "five", "cards": ["ST4-09"]}]
    stacks.append({"id": "other", "cards": ["ST4-09"]})
    hand = ["BT1-109", "ST4-09", "ST4-13", "BT1-080"]
    g = position(pool, p1={"hand": hand, "battle": stacks}, memory=10)
    play(g, "option BT1-109")
    assert state(g)["memory"] == 8
    play(g, "digivolve four ST4-09")  # level 4 to 5: the full 2
    assert state(g)["memory"] == 6
    play(g, "digivolve five ST4-13")  # 4 - 4
    assert state(g)["memory"] == 6
    play(g, "digivolve other BT1-080")  # used up: the full 2
    assert state(g)["memory"] == 4


def test_bt1_109_smashed_potatoes_main_lasts_for_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-109", "ST4-13"], "battle": [{"id": "five", "cards": ["ST4-09"]}]},
        p2={"hand": ["ST4-07"]},
        memory=2,
    )
    play(g, "option BT1-109", "pass", "play ST4-07")  # p2 has 3, leaves p1 2
    assert (state(g)["turn"], state(g)["memory"]) == ("p1", 2)
    play(g, "digivolve five ST4-13")  # the full 4: the turn passes
    assert (state(g)["turn"], state(g)["memory"]) == ("p2", 2)


# ---- BT1-110 Flower Cannon -----------------------------------------------------------


def test_bt1_110_flower_cannon_main_suspends_1_of_your_opponents_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-110"], "battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=2,
    )
    play(g, "option BT1-110")
    assert battle(g, "p2")["x"]["suspended"] is True


def test_bt1_110_flower_cannon_security_suspends_all_the_attackers_digimon_without_blocker(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["TST-5000"]},
                {"id": "b", "cards": ["TST-5000"]},
                {"id": "w", "cards": ["BT1-072"]},
            ]
        },
        p2={"security": ["BT1-110", "ST1-02"]},
    )
    play(g, "attack a player")
    suspended = {k: v["suspended"] for k, v in battle(g, "p1").items()}
    assert suspended == {"a": True, "b": True, "w": False}


# ---- BT1-067 Palmon ------------------------------------------------------------------


def test_bt1_067_palmon_on_play_adds_a_level_4_digimon_among_the_top_3(pool):
    deck = ["BT1-064", "BT1-070", "BT1-072", "BT1-071"]
    g = position(pool, p1={"hand": ["BT1-067"], "deck": deck}, memory=3)
    play(g, "play BT1-067")
    assert legal(g) == ["card BT1-070", "card BT1-072"]  # not the 4th card
    play(g, "card BT1-072")
    assert player(g, "p1")["hand"] == ["BT1-072"]
    assert player(g, "p1")["deck"] == 3


# ---- BT1-074 Togemon -----------------------------------------------------------------


def test_bt1_074_togemon_when_digivolving_adds_a_level_5_or_higher_digimon(pool):
    deck = ["BT1-070", "BT1-080", "BT1-110", "BT1-076"]
    g = position(
        pool,
        p1={"hand": ["BT1-074"], "battle": [{"id": "t", "cards": ["BT1-064"]}], "deck": deck},
        memory=2,
    )
    play(g, "digivolve t BT1-074")  # the digivolution draw takes BT1-070 first
    assert legal(g) == ["card BT1-080", "card BT1-076"]  # not the Option
    play(g, "card BT1-076")
    assert player(g, "p1")["hand"] == ["BT1-070", "BT1-076"]
    assert player(g, "p1")["deck"] == 2


# ---- BT1-075 Digitamamon -------------------------------------------------------------


def test_bt1_075_digitamamon_when_attacking_gains_3_memory_until_the_end_of_turn(pool):
    g = position(
        pool, p1={"battle": [{"id": "d", "cards": ["BT1-075"]}]}, p2={"security": ["ST1-02"]}
    )
    play(g, "attack d player")
    assert state(g)["memory"] == 3
    play(g, "pass")
    assert state(g)["memory"] == 6


# ---- BT1-077 Okuwamon ----------------------------------------------------------------


def test_bt1_077_okuwamon_inherited_gains_1_memory_when_it_deletes_in_battle_and_survives(pool):
    def attack(foe: str) -> int:
        g = position(
            pool,
            p1={"battle": [{"id": "o", "cards": ["BT1-077", "TST-5000"]}]},
            p2={"battle": [{"id": "x", "cards": [foe], "suspended": True}]},
        )
        play(g, "attack o x")
        return state(g)["memory"]

    assert attack("TST-4000") == 1
    assert attack("TST-5000") == 0  # both deleted: it didn't survive


# ---- BT1-078 Jagamon -----------------------------------------------------------------


def test_bt1_078_jagamon_when_attacking_may_digivolve_into_a_level_6_green_digimon(pool):
    deck = ["BT1-064", "BT1-080", "BT1-025", "BT1-082"]
    g = position(
        pool,
        p1={"battle": [{"id": "j", "cards": ["BT1-078"]}], "deck": deck},
        p2={"security": ["ST1-02"]},
    )
    play(g, "attack j player", "yes")
    assert legal(g) == ["card BT1-080", "done"]  # not the red WarGreymon nor the 4th card
    play(g, "card BT1-080")
    assert battle(g, "p1")["j"]["cards"] == ["BT1-078", "BT1-080"]
    assert state(g)["memory"] == 0  # free
    # The digivolution draw (8-1-3-3) and the rest at the bottom: 4 - 1 - 1 left.
    assert player(g, "p1")["deck"] == 2
    assert len(player(g, "p1")["hand"]) == 1


def test_bt1_078_jagamon_digivolution_bonus_draws_the_first_card_not_revealed(pool):
    """The revealed cards are still in the deck (15-15-3-1) but are the effect's: the bonus draw
    (8-1-3-3) takes the 4th card, the first one not revealed."""
    deck = ["BT1-064", "BT1-080", "BT1-025", "BT1-082"]
    g = position(
        pool,
        p1={"battle": [{"id": "j", "cards": ["BT1-078"]}], "deck": deck},
        p2={"security": ["ST1-02"]},
    )
    play(g, "attack j player", "yes", "card BT1-080")
    assert player(g, "p1")["hand"] == ["BT1-082"]


def test_bt1_078_jagamon_when_attacking_may_decline_to_digivolve(pool):
    deck = ["BT1-064", "BT1-080", "BT1-025", "BT1-082"]
    g = position(
        pool,
        p1={"battle": [{"id": "j", "cards": ["BT1-078"]}], "deck": deck},
        p2={"security": ["ST1-02"]},
    )
    play(g, "attack j player", "no")
    assert battle(g, "p1")["j"]["cards"] == ["BT1-078"]
    assert player(g, "p1")["deck"] == 4


# ---- BT1-082 Rosemon -----------------------------------------------------------------


def rosemon(pool, suspended: bool):
    return position(
        pool,
        p1={"battle": [{"id": "r", "cards": ["BT1-082"], "suspended": suspended}]},
        p2={
            "battle": [{"id": "a", "cards": ["TST-3000"]}, {"id": "b", "cards": ["TST-3000"]}],
            "security": ["ST1-02"],
        },
        turn="p2",
    )


def test_bt1_082_rosemon_opponents_turn_suspends_a_digimon_when_it_attacks_a_player(pool):
    g = rosemon(pool, suspended=True)
    play(g, "attack a player")
    assert legal(g) == ["target a", "target b"]
    play(g, "target b")
    assert battle(g, "p2")["b"]["suspended"] is True


def test_bt1_082_rosemon_suspended_by_the_attackers_effect_still_activates_q937_q938(pool):
    """Rosemon is unsuspended when p2's Digimon attacks; the attacker's [When Attacking]
    effect, activated first by the turn player, suspends it: "if this Digimon is suspended"
    is checked as Rosemon's effect activates, so it suspends one of p2's Digimon (Q937,
    Q938)."""
    attacker = digimon(
        "TST-9082", colors=("green",), text="[When Attacking] Suspend 1 of your opponent's Digimon."
    )
    g = position(
        with_cards(pool, attacker),
        p1={"battle": [{"id": "r", "cards": ["BT1-082"]}]},
        p2={
            "battle": [{"id": "a", "cards": ["TST-9082"]}, {"id": "b", "cards": ["TST-3000"]}],
            "security": ["ST1-02"],
        },
        turn="p2",
    )
    play(g, "attack a player")
    if kind(g) == "order":
        play(g, "first 1")  # p2 orders its own effect alone: the turn player's go first
    assert battle(g, "p1")["r"]["suspended"] is True
    assert legal(g) == ["target a", "target b"]
    play(g, "target b")
    assert battle(g, "p2")["b"]["suspended"] is True


def test_bt1_082_rosemon_unsuspended_before_its_effect_activates_does_nothing(pool):
    """The other side: suspended when p2's Digimon attacks, Rosemon is unsuspended by the
    attacker's effect first; its "if" no longer holds, so it doesn't activate (15-8-3-9-2)."""
    attacker = digimon(
        "TST-9083",
        colors=("green",),
        text="[When Attacking] Unsuspend 1 of your opponent's Digimon.",
    )
    g = position(
        with_cards(pool, attacker),
        p1={"battle": [{"id": "r", "cards": ["BT1-082"], "suspended": True}]},
        p2={
            "battle": [{"id": "a", "cards": ["TST-9083"]}, {"id": "b", "cards": ["TST-3000"]}],
            "security": ["ST1-02"],
        },
        turn="p2",
    )
    play(g, "attack a player")
    assert battle(g, "p1")["r"]["suspended"] is False
    assert battle(g, "p2")["b"]["suspended"] is False


def test_bt1_082_rosemon_opponents_turn_only_while_suspended_and_for_attacks_on_the_player(pool):
    g = rosemon(pool, suspended=False)
    play(g, "attack a player")
    assert battle(g, "p2")["b"]["suspended"] is False
    g = rosemon(pool, suspended=True)
    play(g, "attack a r")
    assert battle(g, "p2")["b"]["suspended"] is False


# ---- BT1-111 Giga Blaster ------------------------------------------------------------


def giga_blaster(pool):
    return position(
        pool,
        p1={"hand": ["BT1-111"], "battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-9000"]},
                {"id": "y", "cards": ["TST-5000"]},
                {"id": "z", "cards": ["TST-4000"]},
            ]
        },
        memory=3,
    )


def test_bt1_111_giga_blaster_suspends_1_digimon(pool):
    g = giga_blaster(pool)
    play(g, "option BT1-111", "mode 1", "target x")
    assert [s["suspended"] for s in battle(g, "p2").values()] == [True, False, False]


def test_bt1_111_giga_blaster_or_2_digimon_with_5000_dp_or_less(pool):
    g = giga_blaster(pool)
    play(g, "option BT1-111", "mode 2")  # y and z are the only ones: both suspended
    assert [s["suspended"] for s in battle(g, "p2").values()] == [False, True, True]


def test_bt1_111_giga_blaster_security_activates_its_main_effect_for_the_defender(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-6000"]}, {"id": "b", "cards": ["TST-4000"]}]},
        p2={"security": ["BT1-111", "ST1-02"]},
    )
    play(g, "attack a player")
    assert state(g)["pending"]["player"] == "p2"
    play(g, "mode 2")  # only b has 5000 DP or less
    assert battle(g, "p1")["b"]["suspended"] is True
    assert player(g, "p2")["trash"] == ["BT1-111"]


# ---- BT1-112 Dimension Scissor -------------------------------------------------------


def test_bt1_112_dimension_scissor_main_unsuspends_after_deleting_in_battle_and_surviving(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-112"], "battle": [{"id": "a", "cards": ["TST-6000"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"], "suspended": True},
                {"id": "y", "cards": ["TST-6000"], "suspended": True},
            ]
        },
        memory=3,
    )
    play(g, "option BT1-112", "attack a x")
    assert battle(g, "p1")["a"]["suspended"] is False
    play(g, "attack a y")  # both deleted: no survivor to unsuspend
    assert battle(g, "p1") == {}


def test_bt1_112_dimension_scissor_security_returns_to_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-112", "ST1-02"]},
    )
    play(g, "attack a player")
    assert player(g, "p2")["hand"] == ["BT1-112"]


# ---- BT1-069 Ogremon -----------------------------------------------------------------


def test_bt1_069_ogremon_jamming_survives_losing_to_a_security_digimon(pool):
    assert_jamming(pool, "BT1-069")


# ---- BT1-081 HerculesKabuterimon -----------------------------------------------------


def test_bt1_081_herculeskabuterimon_piercing_checks_security_after_winning_a_battle(pool):
    assert_piercing(pool, ["BT1-081"])


def test_bt1_081_herculeskabuterimon_end_of_attack_may_lose_3_memory_to_unsuspend_twice(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "h", "cards": ["BT1-081"]}]},
        p2={"security": ["ST1-02"] * 5},
        memory=9,
    )
    play(g, "attack h player", "yes")
    assert state(g)["memory"] == 6
    assert battle(g, "p1")["h"]["suspended"] is False
    play(g, "attack h player", "yes", "attack h player")
    assert kind(g) == "main"  # a third time is not offered
    assert state(g)["memory"] == 3
    assert battle(g, "p1")["h"]["suspended"] is True
    assert player(g, "p2")["security"] == 2


def test_bt1_081_herculeskabuterimon_end_of_attack_may_decline(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "h", "cards": ["BT1-081"]}]},
        p2={"security": ["ST1-02"] * 5},
        memory=9,
    )
    play(g, "attack h player", "no")
    assert state(g)["memory"] == 9
    assert battle(g, "p1")["h"]["suspended"] is True


def test_bt1_081_herculeskabuterimon_end_of_attack_paid_below_0_memory_ends_the_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "h", "cards": ["BT1-081"]}]},
        p2={"security": ["ST1-02"] * 5},
        memory=1,
    )
    play(g, "attack h player", "yes")
    assert battle(g, "p1")["h"]["suspended"] is False
    assert (state(g)["turn"], state(g)["memory"]) == ("p2", 2)


# ---- BT1-083 GranKuwagamon -----------------------------------------------------------


def test_bt1_083_grankuwagamon_piercing_checks_security_after_winning_a_battle(pool):
    assert_piercing(pool, ["BT1-083"])  # with its 15000 DP of its own turn


def test_bt1_083_grankuwagamon_your_turn_gets_4000_dp(pool):
    mon = {"battle": [{"id": "k", "cards": ["BT1-083"]}]}
    assert battle(position(pool, p1=mon), "p1")["k"]["dp"] == 15000
    assert battle(position(pool, p1=mon, turn="p2"), "p1")["k"]["dp"] == 11000


# ---- BT1-088 Izzy Izumi --------------------------------------------------------------


def izzy(pool, partner: str, deck: list[str]):
    return position(
        pool,
        p1={
            "battle": [{"id": "iz", "cards": ["BT1-088"]}, {"id": "m", "cards": [partner]}],
            "deck": deck,  # top first
        },
    )


def test_bt1_088_izzy_izumi_main_suspends_to_add_a_revealed_digimon_card_to_hand(pool):
    g = izzy(pool, "BT1-076", ["ST1-02", "BT1-090"])
    play(g, "activate iz")
    assert battle(g, "p1")["iz"]["suspended"] is True
    assert player(g, "p1")["hand"] == ["ST1-02"]
    assert [g.defs[uid].number for uid in g.players[0].deck] == ["BT1-090"]


def test_bt1_088_izzy_izumi_main_places_any_other_card_at_the_bottom_of_the_deck(pool):
    g = izzy(pool, "BT1-076", ["BT1-090", "ST1-02", "ST1-03"])
    play(g, "activate iz")
    assert player(g, "p1")["hand"] == []
    deck = [g.defs[uid].number for uid in g.players[0].deck]  # top last
    assert deck == ["BT1-090", "ST1-03", "ST1-02"]


def test_bt1_088_izzy_izumi_main_once_suspended_its_cost_cant_be_paid(pool):
    g = izzy(pool, "BT1-076", ["ST1-02", "ST1-03"])
    play(g, "activate iz")
    assert "activate iz" not in legal(g)  # 15-7-4: it can't be activated again
    assert player(g, "p1")["hand"] == ["ST1-02"]
    assert player(g, "p1")["deck"] == 1


@pytest.mark.parametrize("partner", ["BT1-074", "BT1-021"])  # green level 4, red level 5
def test_bt1_088_izzy_izumi_main_needs_a_green_level_5_or_higher_digimon(pool, partner):
    g = izzy(pool, partner, ["ST1-02"])
    assert "activate iz" not in legal(g)


def test_bt1_088_izzy_izumi_security_plays_itself(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-088", "ST1-02"]},
    )
    play(g, "attack a player")
    assert [s["top"] for s in battle(g, "p2").values()] == ["BT1-088"]


# ---- BT1-113 Forbidden Temptation ----------------------------------------------------


def test_bt1_113_forbidden_temptation_main_1_digimon_cant_attack_or_block_until_after_its_turn(
    pool,
):
    g = position(
        pool,
        p1={"hand": ["BT1-113"], "battle": [{"id": "a", "cards": ["BT1-076"]}]},
        p2={
            "battle": [{"id": "x", "cards": ["ST1-06"]}, {"id": "y", "cards": ["ST3-07"]}],
            "security": ["TST-1000"] * 4,
        },
        memory=4,
    )
    play(g, "option BT1-113")
    assert legal(g) == ["target x", "target y"]
    play(g, "target x", "attack a player")
    assert kind(g) == "block"
    assert "block x" not in legal(g) and "block y" in legal(g)
    play(g, "no-block", "pass")
    assert state(g)["turn"] == "p2"
    assert "attack x player" not in legal(g) and "attack y player" in legal(g)
    play(g, "pass")
    play(g, "attack a player")  # the next turn, x blocks again
    assert "block x" in legal(g)


def test_bt1_113_forbidden_temptation_security_opponents_digimon_skip_their_next_unsuspend(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["TST-5000"]},
                {"id": "s", "cards": ["TST-3000"], "suspended": True},
            ]
        },
        p2={"security": ["BT1-113", "ST1-02"]},
    )
    play(g, "attack a player", "pass", "pass")
    assert state(g)["turn"] == "p1"
    assert battle(g, "p1")["a"]["suspended"] is True
    assert battle(g, "p1")["s"]["suspended"] is True
    play(g, "pass", "pass")  # only the next unsuspend phase
    assert battle(g, "p1")["a"]["suspended"] is False
    assert battle(g, "p1")["s"]["suspended"] is False
