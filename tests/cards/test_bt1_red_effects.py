"""Every effect of the red BT1 cards, each shown working in the smallest position, with
its limits; and the red vanilla Digimon.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green level 3 Digimon without effects, with exactly the DP a test needs.
"""

from __future__ import annotations

import pytest
from builders import option
from effect_helpers import assert_jamming, assert_piercing, assert_vanilla, player
from games import battle, kind, legal, play, position, state, with_cards
from zones import deck as deck_of

# ---- red Digimon without effects -----------------------------------------------------


def test_bt1_009_monodramon_has_no_effects_and_plays_and_battles_with_3000_dp(pool):
    assert_vanilla(pool, "BT1-009")


def test_bt1_013_muchomon_has_no_effects_and_plays_and_battles_with_5000_dp(pool):
    assert_vanilla(pool, "BT1-013")


def test_bt1_014_kokatorimon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "BT1-014")


def test_bt1_019_darktyrannomon_has_no_effects_and_plays_and_battles_with_6000_dp(pool):
    assert_vanilla(pool, "BT1-019")


def test_bt1_020_groundramon_has_no_effects_and_plays_and_battles_with_6000_dp(pool):
    assert_vanilla(pool, "BT1-020")


def test_bt1_024_metaltyrannomon_has_no_effects_and_plays_and_battles_with_10000_dp(pool):
    assert_vanilla(pool, "BT1-024")


# ---- BT1-001 Yokomon -----------------------------------------------------------------


def test_bt1_001_yokomon_inherited_gives_1000_dp_when_attacking_a_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "y", "cards": ["BT1-001", "TST-3000"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-3000"], "suspended": True}]},
    )
    assert battle(g, "p1")["y"]["dp"] == 3000
    play(g, "attack y foe")  # 4000 beats 3000; 3000 would tie
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["y"]["dp"] == 4000  # for the turn


def test_bt1_001_yokomon_inherited_nothing_when_attacking_the_player(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "y", "cards": ["BT1-001", "TST-3000"]}]},
        p2={"security": ["TST-3000"]},
    )
    play(g, "attack y player")  # 3000 vs the Security Digimon's 3000: deleted
    assert battle(g, "p1") == {}


# ---- BT1-012 Biyomon -----------------------------------------------------------------


def biyomon_attacks(pool):
    return position(
        pool,
        p1={"battle": [{"id": "b", "cards": ["BT1-012", "TST-5000"]}]},
        p2={"battle": [{"id": "core", "cards": ["ST1-06"]}], "security": ["ST1-02"]},
    )


def test_bt1_012_biyomon_inherited_gets_2000_dp_for_the_turn_when_blocked(pool):
    g = biyomon_attacks(pool)
    play(g, "attack b player", "block core")  # 7000 beats Coredramon's 6000
    assert battle(g, "p2") == {}
    assert battle(g, "p1")["b"]["dp"] == 7000
    play(g, "pass")
    assert battle(g, "p1")["b"]["dp"] == 5000


def test_bt1_012_biyomon_inherited_2000_dp_ends_when_the_biyomon_card_leaves_the_stack(pool):
    """The printed +2000 has no period: it is lost with the card whose effect it is
    (15-8-2-3), here when an Option trashes Biyomon from under the Digimon that turn."""
    strip = option(
        "TST-9012",
        colors=("green",),
        cost=0,
        text=[
            {
                "timing": "main",
                "steps": [{"do": "trash_digivolution_cards", "target": {"side": "your"}}],
            }
        ],
    )
    g = position(
        with_cards(pool, strip),
        p1={"hand": ["TST-9012"], "battle": [{"id": "b", "cards": ["BT1-012", "TST-5000"]}]},
        p2={"battle": [{"id": "core", "cards": ["ST1-06"]}], "security": ["ST1-02"]},
    )
    play(g, "attack b player", "block core")
    assert battle(g, "p1")["b"]["dp"] == 7000
    play(g, "option TST-9012")
    assert battle(g, "p1")["b"]["cards"] == ["TST-5000"]
    assert battle(g, "p1")["b"]["dp"] == 5000


def test_bt1_012_biyomon_inherited_nothing_when_not_blocked(pool):
    g = biyomon_attacks(pool)
    play(g, "attack b player", "no-block")
    assert battle(g, "p1")["b"]["dp"] == 5000
    assert player(g, "p2")["security"] == 0


# ---- BT1-015 Greymon -----------------------------------------------------------------


def test_bt1_015_greymon_inherited_gives_2000_dp_on_your_turn_only(pool):
    stack = {"battle": [{"id": "g", "cards": ["BT1-015", "TST-3000"]}]}
    assert battle(position(pool, p1=stack), "p1")["g"]["dp"] == 5000
    assert battle(position(pool, p1=stack, turn="p2"), "p1")["g"]["dp"] == 3000
    lone = {"battle": [{"id": "g", "cards": ["BT1-015"]}]}
    assert battle(position(pool, p1=lone), "p1")["g"]["dp"] == 4000  # not on itself


# ---- BT1-017 Birdramon ---------------------------------------------------------------


def test_bt1_017_birdramon_on_play_gives_1_of_your_digimon_security_attack_plus_1(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-017"], "battle": [{"id": "a", "cards": ["TST-9000"]}]},
        p2={"security": ["ST1-02"] * 3},
        memory=5,
    )
    play(g, "play BT1-017")
    assert kind(g) == "target"
    assert legal(g) == ["target a", "target p1-1"]
    play(g, "target a", "attack a player")
    assert player(g, "p2")["security"] == 1
    play(g, "pass", "pass")  # for the turn only
    play(g, "attack a player")
    assert player(g, "p2")["security"] == 0


# ---- BT1-018 Flarerizamon ------------------------------------------------------------


@pytest.mark.parametrize(("memory", "left"), [(3, 1), (2, 2)])
def test_bt1_018_flarerizamon_your_turn_security_attack_plus_1_with_3_memory_or_more(
    pool, memory, left
):
    g = position(
        pool,
        p1={"battle": [{"id": "f", "cards": ["BT1-018"]}]},
        p2={"security": ["ST1-02"] * 3},
        memory=memory,
    )
    play(g, "attack f player")
    assert player(g, "p2")["security"] == left


# ---- BT1-023 SkullGreymon ------------------------------------------------------------


def test_bt1_023_skullgreymon_on_play_deletes_1_of_your_opponents_digimon_with_blocker(pool):
    foes = [{"id": "core", "cards": ["ST1-06"]}, {"id": "plain", "cards": ["TST-3000"]}]
    g = position(pool, p1={"hand": ["BT1-023"]}, p2={"battle": foes}, memory=7)
    play(g, "play BT1-023")
    assert list(battle(g, "p2")) == ["plain"]
    assert player(g, "p2")["trash"] == ["ST1-06"]


def test_bt1_023_skullgreymon_on_play_deletes_nothing_without_a_blocker(pool):
    foes = [{"id": "plain", "cards": ["TST-3000"]}]
    g = position(pool, p1={"hand": ["BT1-023"]}, p2={"battle": foes}, memory=7)
    play(g, "play BT1-023")
    assert list(battle(g, "p2")) == ["plain"]


# ---- BT1-093 Great Tornado -----------------------------------------------------------


def test_bt1_093_great_tornado_main_gives_2000_dp_and_security_attack_plus_1(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-093"], "battle": [{"id": "a", "cards": ["ST1-02"]}]},
        p2={"security": ["ST1-02"] * 3},
        memory=4,
    )
    play(g, "option BT1-093")
    assert battle(g, "p1")["a"]["dp"] == 5000
    assert state(g)["memory"] == 1
    play(g, "attack a player")
    assert player(g, "p2")["security"] == 1
    play(g, "pass")
    assert battle(g, "p1")["a"]["dp"] == 3000


def test_bt1_093_great_tornado_security_adds_itself_to_its_owners_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-093", "ST1-02"]},
    )
    play(g, "attack a player")
    assert player(g, "p2")["hand"] == ["BT1-093"]
    assert player(g, "p2")["trash"] == []
    assert player(g, "p2")["security"] == 1


# ---- BT1-094 Oblivion Bird -----------------------------------------------------------


def test_bt1_094_oblivion_bird_main_deletes_a_digimon_with_blocker(pool):
    foes = [{"id": "core", "cards": ["ST1-06"]}, {"id": "plain", "cards": ["TST-3000"]}]
    g = position(
        pool,
        p1={"hand": ["BT1-094"], "battle": [{"id": "a", "cards": ["ST1-02"]}]},
        p2={"battle": foes},
        memory=5,
    )
    play(g, "option BT1-094")
    assert list(battle(g, "p2")) == ["plain"]
    assert player(g, "p1")["trash"] == ["BT1-094"]


def test_bt1_094_oblivion_bird_security_deletes_the_attacking_blocker(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "mon", "cards": ["BT1-031"]}]},
        p2={"security": ["BT1-094", "ST1-02"]},
    )
    play(g, "attack mon player")
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == ["BT1-031"]


# ---- BT1-114 MetalGreymon ------------------------------------------------------------


def test_bt1_114_metalgreymon_security_attack_plus_2_and_when_attacking_loses_5_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["BT1-114"]}]},
        p2={"security": ["ST1-02"] * 4},
        memory=6,
    )
    play(g, "attack m player")
    assert state(g)["memory"] == 1
    assert player(g, "p2")["security"] == 1


def test_bt1_114_metalgreymon_when_attacking_memory_loss_can_end_the_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "m", "cards": ["BT1-114"]}]},
        p2={"security": ["ST1-02"] * 4},
        memory=2,
    )
    play(g, "attack m player")
    assert state(g)["turn"] == "p2"
    assert state(g)["memory"] == 3


def test_bt1_114_metalgreymon_inherited_gives_3000_dp_on_your_turn(pool):
    stack = {"battle": [{"id": "g", "cards": ["BT1-114", "TST-6000"]}]}
    assert battle(position(pool, p1=stack), "p1")["g"]["dp"] == 9000
    assert battle(position(pool, p1=stack, turn="p2"), "p1")["g"]["dp"] == 6000


# ---- BT1-010 Agumon ------------------------------------------------------------------


def test_bt1_010_agumon_on_play_adds_a_tamer_among_the_top_5_cards(pool):
    deck = ["ST1-02", "ST1-12", "ST1-03", "ST2-12", "ST1-04", "ST1-05"]
    g = position(pool, p1={"hand": ["BT1-010"], "deck": deck}, memory=3)
    play(g, "play BT1-010")
    assert legal(g) == ["card ST1-12", "card ST2-12"]
    play(g, "card ST2-12")
    assert player(g, "p1")["hand"] == ["ST2-12"]
    assert player(g, "p1")["deck"] == 5
    # p1 orders the rest at the bottom, each under the one before (3-1-3-4)
    play(g, "card ST1-04", "card ST1-02", "card ST1-12")
    assert deck_of(g, "p1") == ["ST1-05", "ST1-04", "ST1-02", "ST1-12", "ST1-03"]
    play(g, "pass")  # the rest went to the bottom: p2's turn draws nothing of p1's
    assert state(g)["turn"] == "p2"


def test_bt1_010_agumon_on_play_adds_nothing_without_a_tamer(pool):
    g = position(pool, p1={"hand": ["BT1-010"], "deck": ["ST1-02"] * 6}, memory=3)
    play(g, "play BT1-010")
    assert kind(g) == "main"
    assert player(g, "p1")["hand"] == []
    assert player(g, "p1")["deck"] == 6


# ---- BT1-011 Agumon Expert -----------------------------------------------------------


def test_bt1_011_agumon_expert_on_play_returns_a_digimon_card_with_agumon_in_its_name(pool):
    g = position(pool, p1={"hand": ["BT1-011"], "trash": ["ST1-02", "ST1-03", "ST1-12"]}, memory=3)
    play(g, "play BT1-011")
    assert player(g, "p1")["hand"] == ["ST1-03"]
    assert player(g, "p1")["trash"] == ["ST1-02", "ST1-12"]


# ---- BT1-021 MetalGreymon ------------------------------------------------------------


def test_bt1_021_metalgreymon_when_attacking_gains_3_memory_and_loses_it_at_end_of_turn(pool):
    g = position(
        pool, p1={"battle": [{"id": "m", "cards": ["BT1-021"]}]}, p2={"security": ["ST1-02"]}
    )
    play(g, "attack m player")
    assert state(g)["memory"] == 3
    play(g, "pass")  # p2 gets 3, then p1 loses 3 more: p2 has 6
    assert state(g)["turn"] == "p2"
    assert state(g)["memory"] == 6


# ---- BT1-025 WarGreymon --------------------------------------------------------------


def test_bt1_025_wargreymon_when_digivolving_security_attack_plus_1_for_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-025"], "battle": [{"id": "w", "cards": ["BT1-021"]}]},
        p2={"security": ["ST1-02"] * 3},
        memory=3,
    )
    play(g, "digivolve w BT1-025", "attack w player")
    assert player(g, "p2")["security"] == 1


def test_bt1_025_wargreymon_doesnt_activate_option_security_effects_on_your_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["BT1-025"]}]},
        p2={"security": ["ST2-13", "ST1-02"]},
        memory=2,
    )
    play(g, "attack w player")
    assert state(g)["memory"] == 2  # Hammer Spark's gain of 2 didn't happen
    assert player(g, "p2")["trash"] == ["ST2-13"]
    g = position(
        pool,
        p1={"battle": [{"id": "w", "cards": ["BT1-025"]}]},
        p2={"security": ["ST3-12", "ST1-02"]},
        memory=2,
    )
    play(g, "attack w player")  # a Tamer's [Security] effect still activates
    assert [s["top"] for s in battle(g, "p2").values()] == ["ST3-12"]


# ---- BT1-085 Tai Kamiya --------------------------------------------------------------


@pytest.mark.parametrize(("paid", "memory"), [("ST1-02", 3), ("ST1-05", 4)])
def test_bt1_085_tai_kamiya_start_of_your_turn_sets_memory_to_3_from_2_or_less(pool, paid, memory):
    g = position(
        pool,
        p1={"battle": [{"id": "tai", "cards": ["BT1-085"]}]},
        p2={"hand": [paid]},
        turn="p2",
        memory=0,
    )
    play(g, f"play {paid}")  # the opponent ends the turn leaving 2 (or 4) memory
    assert state(g)["turn"] == "p1"
    assert state(g)["memory"] == memory


def test_bt1_085_tai_kamiya_red_digimon_with_4_digivolution_cards_gain_security_attack(pool):
    four = ["ST1-01", "ST1-02", "ST1-05", "ST1-08", "ST1-10"]
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "tai", "cards": ["BT1-085"]},
                {"id": "four", "cards": four},
                {"id": "three", "cards": four[1:]},
            ]
        },
        p2={"security": ["ST1-02"] * 4},
    )
    play(g, "attack four player")
    assert player(g, "p2")["security"] == 2
    play(g, "attack three player")
    assert player(g, "p2")["security"] == 1


def test_bt1_085_tai_kamiya_security_plays_itself(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-085", "ST1-02"]},
    )
    play(g, "attack a player")
    assert [s["top"] for s in battle(g, "p2").values()] == ["BT1-085"]


# ---- BT1-090 Gravity Crush -----------------------------------------------------------


def test_bt1_090_gravity_crush_main_gains_2_memory_and_loses_it_at_the_end_of_turn(pool):
    g = position(
        pool, p1={"hand": ["BT1-090"], "battle": [{"id": "a", "cards": ["ST1-02"]}]}, memory=0
    )
    play(g, "option BT1-090")
    assert state(g)["memory"] == 2
    assert player(g, "p1")["trash"] == ["BT1-090"]
    play(g, "pass")
    assert state(g)["memory"] == 5


# ---- BT1-092 Nuclear Laser -----------------------------------------------------------


def test_bt1_092_nuclear_laser_main_draws_2_then_gives_2000_dp(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT1-092"],
            "battle": [{"id": "a", "cards": ["ST1-02"]}, {"id": "b", "cards": ["ST1-03"]}],
            "deck": ["ST1-05", "ST1-06", "ST1-07"],
        },
        memory=3,
    )
    play(g, "option BT1-092")
    assert player(g, "p1")["hand"] == ["ST1-05", "ST1-06"]
    play(g, "target b")
    assert battle(g, "p1")["b"]["dp"] == 4000
    assert battle(g, "p1")["a"]["dp"] == 3000


# ---- BT1-095 Brave Shield ------------------------------------------------------------


def test_bt1_095_brave_shield_main_unsuspends_and_gives_blocker_until_opponents_next_turn(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT1-095"],
            "battle": [
                {"id": "a", "cards": ["ST1-02"], "suspended": True},
                {"id": "b", "cards": ["ST1-03"]},
            ],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-1000"]}]},
        memory=5,
    )
    play(g, "option BT1-095", "target a")
    assert battle(g, "p1")["a"]["suspended"] is False
    play(g, "pass", "attack x player")
    assert legal(g) == ["block a", "no-block"]  # b has no <Blocker>


def test_bt1_095_brave_shield_security_unsuspends_and_gives_blocker_for_the_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}, {"id": "c", "cards": ["TST-5000"]}]},
        p2={
            "battle": [{"id": "s", "cards": ["ST1-02"], "suspended": True}],
            "security": ["BT1-095", "ST1-02"],
        },
    )
    play(g, "attack a player")
    assert battle(g, "p2")["s"]["suspended"] is False
    play(g, "attack c player")
    assert legal(g) == ["block s", "no-block"]


# ---- BT1-016 Tyrannomon --------------------------------------------------------------


def test_bt1_016_tyrannomon_jamming_survives_losing_to_a_security_digimon(pool):
    assert_jamming(pool, "BT1-016")


# ---- BT1-022 Garudamon ---------------------------------------------------------------


def test_bt1_022_garudamon_piercing_checks_security_after_winning_a_battle(pool):
    assert_piercing(pool, ["BT1-022"])


def garudamon_attacks(pool):
    return position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["BT1-022", "TST-7000"]}], "deck": ["ST1-03"] * 5},
        p2={"battle": [{"id": "core", "cards": ["ST1-06"]}], "security": ["ST1-02"] * 2},
    )


def test_bt1_022_garudamon_inherited_draws_1_when_blocked_on_your_turn(pool):
    g = garudamon_attacks(pool)
    play(g, "attack g player", "block core")
    assert player(g, "p1")["hand"] == ["ST1-03"]
    assert battle(g, "p2") == {}  # 7000 beats Coredramon's 6000
    assert player(g, "p2")["security"] == 2  # <Piercing> is not inherited


def test_bt1_022_garudamon_inherited_nothing_when_not_blocked(pool):
    g = garudamon_attacks(pool)
    play(g, "attack g player", "no-block")
    assert player(g, "p1")["hand"] == []
    assert player(g, "p2")["security"] == 1


# ---- BT1-026 Breakdramon -------------------------------------------------------------


def test_bt1_026_breakdramon_piercing_checks_security_after_winning_a_battle(pool):
    assert_piercing(pool, ["BT1-026"])


# ---- BT1-091 Scrap Claw --------------------------------------------------------------


def test_bt1_091_scrap_claw_main_gives_1_of_your_digimon_piercing_for_the_turn(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT1-091"],
            "battle": [
                {"id": "a", "cards": ["BT1-020"]},
                {"id": "b", "cards": ["TST-6000"]},
            ],
        },
        p2={
            "battle": [
                {"id": "t", "cards": ["TST-3000"], "suspended": True},
                {"id": "u", "cards": ["TST-3000"], "suspended": True},
            ],
            "security": ["ST1-02"] * 3,
        },
        memory=3,
    )
    play(g, "option BT1-091")
    assert legal(g) == ["target a", "target b"]
    play(g, "target a", "attack b t")  # the other one: no check
    assert player(g, "p2")["security"] == 3
    assert player(g, "p1")["trash"] == ["BT1-091"]
    play(g, "attack a u")
    assert battle(g, "p2") == {}
    assert player(g, "p2")["security"] == 2


def test_bt1_091_scrap_claw_main_piercing_ends_with_the_turn(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT1-091"],
            "battle": [{"id": "a", "cards": ["BT1-020"]}],
            "security": ["TST-1000"],
        },
        p2={
            "battle": [{"id": "t", "cards": ["TST-3000"], "suspended": True}],
            "security": ["ST1-02"] * 3,
        },
        memory=3,
    )
    play(g, "option BT1-091", "pass", "attack t player", "pass")
    assert kind(g) == "main" and state(g)["turn"] == "p1"
    play(g, "attack a t")
    assert battle(g, "p2") == {}
    assert player(g, "p2")["security"] == 3


# ---- BT1-002 Bebydomon ---------------------------------------------------------------


def test_bt1_002_bebydomon_inherited_gives_2000_dp_on_your_turn_while_it_has_piercing(pool):
    piercing = {"battle": [{"id": "b", "cards": ["BT1-002", "BT1-026"]}]}
    assert battle(position(pool, p1=piercing), "p1")["b"]["dp"] == 13000
    assert battle(position(pool, p1=piercing, turn="p2"), "p1")["b"]["dp"] == 11000
    plain = {"battle": [{"id": "b", "cards": ["BT1-002", "BT1-020"]}]}
    assert battle(position(pool, p1=plain), "p1")["b"]["dp"] == 6000


def test_bt1_002_bebydomon_inherited_counts_piercing_gained_from_an_effect(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-091"], "battle": [{"id": "b", "cards": ["BT1-002", "BT1-020"]}]},
        memory=3,
    )
    play(g, "option BT1-091")
    assert battle(g, "p1")["b"]["dp"] == 8000
