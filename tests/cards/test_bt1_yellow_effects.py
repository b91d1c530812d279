"""Every effect of the yellow BT1 cards, each shown working in the smallest position, with
its limits; and the yellow vanilla Digimon.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green level 3 Digimon without effects, with exactly the DP a test needs.
"""

from __future__ import annotations

import pytest
from builders import option
from effect_helpers import assert_jamming, assert_vanilla, player
from games import battle, legal, play, position, state, with_cards

# ---- yellow Digimon without effects --------------------------------------------------


def test_bt1_045_tsukaimon_has_no_effects_and_plays_and_battles_with_3000_dp(pool):
    assert_vanilla(pool, "BT1-045")


def test_bt1_047_tinkermon_has_no_effects_and_plays_and_battles_with_3000_dp(pool):
    assert_vanilla(pool, "BT1-047")


def test_bt1_050_liollmon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "BT1-050")


def test_bt1_051_reppamon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "BT1-051")


def test_bt1_057_sirenmon_has_no_effects_and_plays_and_battles_with_6000_dp(pool):
    assert_vanilla(pool, "BT1-057")


def test_bt1_059_piximon_has_no_effects_and_plays_and_battles_with_9000_dp(pool):
    assert_vanilla(pool, "BT1-059")


# ---- BT1-005 Kyaromon ----------------------------------------------------------------


@pytest.mark.parametrize(("security", "dp"), [(6, 5000), (5, 3000)])
def test_bt1_005_kyaromon_inherited_2000_dp_while_you_have_6_or_more_security_cards(
    pool, security, dp
):
    side = {
        "battle": [{"id": "k", "cards": ["BT1-005", "TST-3000"]}],
        "security": ["ST1-02"] * security,
    }
    assert battle(position(pool, p1=side), "p1")["k"]["dp"] == dp
    assert battle(position(pool, p1=side, turn="p2"), "p1")["k"]["dp"] == 3000


# ---- BT1-054 Liamon ------------------------------------------------------------------


@pytest.mark.parametrize(("memory", "dp"), [(3, 2000), (2, 4000)])
def test_bt1_054_liamon_when_attacking_with_3_memory_gives_an_opponents_digimon_minus_2000(
    pool, memory, dp
):
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": ["BT1-054"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-4000"]}], "security": ["ST1-02"]},
        memory=memory,
    )
    play(g, "attack l player")
    assert battle(g, "p2")["x"]["dp"] == dp


# ---- BT1-055 Angemon -----------------------------------------------------------------


def test_bt1_055_angemon_on_play_gives_an_opponents_digimon_minus_3000_for_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-055"]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}, {"id": "y", "cards": ["TST-3000"]}]},
        memory=5,
    )
    play(g, "play BT1-055")
    assert legal(g) == ["target x", "target y"]
    play(g, "target y")  # 0 DP: deleted
    assert list(battle(g, "p2")) == ["x"]


def test_bt1_055_angemon_minus_3000_lasts_for_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-055"]},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}]},
        memory=5,
    )
    play(g, "play BT1-055")
    assert battle(g, "p2")["x"]["dp"] == 2000
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 5000


# ---- BT1-060 MagnaAngemon ------------------------------------------------------------


def test_bt1_060_magnaangemon_on_play_recovery_plus_1(pool):
    g = position(pool, p1={"hand": ["BT1-060"], "security": ["ST1-02"]}, memory=7)
    play(g, "play BT1-060")
    assert player(g, "p1")["security"] == 2
    assert player(g, "p1")["deck"] == 9


@pytest.mark.parametrize(("security", "dp"), [(6, 5000), (5, 4000), (2, 3000)])
def test_bt1_060_magnaangemon_inherited_1000_dp_for_every_3_security_cards(pool, security, dp):
    side = {
        "battle": [{"id": "m", "cards": ["BT1-060", "TST-3000"]}],
        "security": ["ST1-02"] * security,
    }
    assert battle(position(pool, p1=side), "p1")["m"]["dp"] == dp
    assert battle(position(pool, p1=side, turn="p2"), "p1")["m"]["dp"] == 3000


# ---- BT1-061 Mistymon ----------------------------------------------------------------


def test_bt1_061_mistymon_on_play_gives_2_opponents_digimon_minus_3000(pool):
    foes = [{"id": i, "cards": ["TST-5000"]} for i in ("x", "y", "z")]
    g = position(pool, p1={"hand": ["BT1-061"]}, p2={"battle": foes}, memory=7)
    play(g, "play BT1-061")
    assert legal(g) == ["target x", "target y", "target z"]
    play(g, "target x")
    assert legal(g) == ["target y", "target z"]  # 2 of them, no fewer
    play(g, "target z")
    dps = {k: v["dp"] for k, v in battle(g, "p2").items()}
    assert dps == {"x": 2000, "y": 5000, "z": 2000}


# ---- BT1-062 SlashAngemon ------------------------------------------------------------


def test_bt1_062_slashangemon_when_digivolving_gives_minus_8000(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-062"], "battle": [{"id": "s", "cards": ["BT1-059"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-12000"]}]},
        memory=3,
    )
    play(g, "digivolve s BT1-062")
    assert battle(g, "p2")["x"]["dp"] == 4000


# ---- BT1-063 Seraphimon --------------------------------------------------------------


def test_bt1_063_seraphimon_when_digivolving_recovery_plus_1(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-063"], "battle": [{"id": "s", "cards": ["BT1-059"]}]},
        memory=3,
    )
    play(g, "digivolve s BT1-063")
    assert player(g, "p1")["security"] == 1
    assert player(g, "p1")["deck"] == 8  # the digivolution draw and the recovered card


@pytest.mark.parametrize(("security", "checks"), [(3, 2), (2, 1)])
def test_bt1_063_seraphimon_your_turn_security_attack_plus_1_with_3_security_cards(
    pool, security, checks
):
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["BT1-063"]}], "security": ["ST1-02"] * security},
        p2={"security": ["ST1-02"] * 3},
    )
    play(g, "attack s player")
    assert player(g, "p2")["security"] == 3 - checks


# ---- BT1-105 Blast Fire --------------------------------------------------------------


def test_bt1_105_blast_fire_main_sets_original_dp_to_3000_until_opponents_next_turn_ends(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-105"], "battle": [{"id": "a", "cards": ["BT1-045"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000", "TST-9000"]}]},
        memory=4,
    )
    play(g, "option BT1-105")
    assert battle(g, "p2")["x"]["dp"] == 3000
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 3000
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 9000


# ---- BT1-106 Symphony No.1 <Polyphony> -----------------------------------------------


def test_bt1_106_symphony_no_1_main_gives_minus_7000_for_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-106"], "battle": [{"id": "a", "cards": ["BT1-045"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-8000"]}]},
        memory=5,
    )
    play(g, "option BT1-106")
    assert battle(g, "p2")["x"]["dp"] == 1000
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 8000


# ---- BT1-107 Holy Wave ---------------------------------------------------------------


def test_bt1_107_holy_wave_main_recovery_plus_1(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-107"], "battle": [{"id": "a", "cards": ["BT1-045"]}]},
        memory=6,
    )
    play(g, "option BT1-107")
    assert player(g, "p1")["security"] == 1
    assert state(g)["memory"] == 0


def test_bt1_107_holy_wave_security_recovers_for_the_defender(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-107"]},
    )
    play(g, "attack a player")
    assert player(g, "p2")["security"] == 1
    assert player(g, "p2")["trash"] == ["BT1-107"]


# ---- BT1-006 Cupimon -----------------------------------------------------------------


@pytest.mark.parametrize(("security", "drawn"), [(5, 1), (4, 0)])
def test_bt1_006_cupimon_inherited_draws_1_when_attacking_with_5_or_more_security_cards(
    pool, security, drawn
):
    g = position(
        pool,
        p1={
            "battle": [{"id": "c", "cards": ["BT1-006", "TST-6000"]}],
            "security": ["ST1-02"] * security,
        },
        p2={"security": ["ST1-02"]},
    )
    play(g, "attack c player")
    assert len(player(g, "p1")["hand"]) == drawn


# ---- BT1-046 Kudamon -----------------------------------------------------------------


@pytest.mark.parametrize(("hand", "drawn"), [(4, 1), (5, 0)])
def test_bt1_046_kudamon_when_attacking_draws_1_with_4_or_fewer_cards_in_hand(pool, hand, drawn):
    g = position(
        pool,
        p1={"battle": [{"id": "k", "cards": ["BT1-046"]}], "hand": ["ST1-03"] * hand},
        p2={"battle": [{"id": "x", "cards": ["TST-5000"], "suspended": True}]},
    )
    play(g, "attack k x")
    assert len(player(g, "p1")["hand"]) == hand + drawn


# ---- BT1-048 Patamon -----------------------------------------------------------------


def test_bt1_048_patamon_on_play_adds_all_yellow_tamers_among_the_top_4(pool):
    deck = ["ST3-12", "ST1-12", "ST3-12", "ST1-02", "ST3-12"]
    g = position(pool, p1={"hand": ["BT1-048"], "deck": deck}, memory=3)
    play(g, "play BT1-048")
    assert player(g, "p1")["hand"] == ["ST3-12", "ST3-12"]  # not the red Tai, nor the 5th card
    assert player(g, "p1")["deck"] == 3


# ---- BT1-049 Labramon ----------------------------------------------------------------


def test_bt1_049_labramon_inherited_draws_1_when_an_opponents_digimon_drops_to_0_dp(pool):
    g = position(
        pool,
        p1={"hand": ["ST3-14", "ST3-14"], "battle": [{"id": "l", "cards": ["BT1-049", "ST3-03"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-2000"]}, {"id": "y", "cards": ["TST-2000"]}]},
        memory=4,
    )
    play(g, "option ST3-14", "target x")
    assert player(g, "p1")["hand"] == ["ST3-14", "ST1-02"]
    play(g, "option ST3-14")  # not once per turn
    assert player(g, "p1")["hand"] == ["ST1-02", "ST1-02"]


def test_bt1_049_labramon_inherited_two_deleted_together_draw_1_q909_q910(pool):
    """Two of the opponent's Digimon drop to 0 DP at once: one deletion event, one draw
    (rulings Q909, Q910)."""
    minus = option(
        "TST-9049",
        colors=("yellow",),
        cost=0,
        text="[Main] All of your opponent's Digimon get -3000 DP for the turn.",
    )
    g = position(
        with_cards(pool, minus),
        p1={"hand": ["TST-9049"], "battle": [{"id": "l", "cards": ["BT1-049", "ST3-03"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-2000"]}, {"id": "y", "cards": ["TST-2000"]}]},
    )
    play(g, "option TST-9049")
    assert battle(g, "p2") == {}
    assert player(g, "p1")["hand"] == ["ST1-02"]


def test_bt1_049_labramon_inherited_no_draw_for_a_deletion_in_battle(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": ["BT1-049", "TST-5000"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-2000"], "suspended": True}]},
    )
    play(g, "attack l x")
    assert battle(g, "p2") == {}
    assert player(g, "p1")["hand"] == []


# ---- BT1-053 Darcmon -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("played", "suspended", "drawn"),
    [("BT1-045", True, 1), ("BT1-045", False, 0), ("ST1-02", True, 0), ("BT1-054", True, 0)],
)
def test_bt1_053_darcmon_your_turn_draws_when_you_play_a_yellow_level_3_while_suspended(
    pool, played, suspended, drawn
):
    g = position(
        pool,
        p1={
            "battle": [{"id": "d", "cards": ["BT1-053"], "suspended": suspended}],
            "hand": [played],
        },
        memory=5,
    )
    play(g, f"play {played}")
    assert len(player(g, "p1")["hand"]) == drawn


# ---- BT1-056 Petermon ----------------------------------------------------------------


@pytest.mark.parametrize("zone", ["hand", "trash"])
def test_bt1_056_petermon_on_play_may_play_a_tinkermon_from_hand_or_trash_for_free(pool, zone):
    side = {"hand": ["BT1-056"], "trash": []}
    side[zone].append("BT1-047")
    g = position(pool, p1=side, memory=5)
    play(g, "play BT1-056", "yes")
    assert [s["top"] for s in battle(g, "p1").values()] == ["BT1-056", "BT1-047"]
    assert state(g)["memory"] == 0


def test_bt1_056_petermon_on_play_may_decline_and_plays_only_tinkermon(pool):
    g = position(pool, p1={"hand": ["BT1-056", "BT1-047"]}, memory=5)
    play(g, "play BT1-056", "no")
    assert player(g, "p1")["hand"] == ["BT1-047"]
    g = position(pool, p1={"hand": ["BT1-056", "BT1-045"]}, memory=5)
    play(g, "play BT1-056", "yes")  # no [Tinkermon]: nothing to play
    assert player(g, "p1")["hand"] == ["BT1-045"]
    assert list(battle(g, "p1")) == ["p1-1"]


# ---- BT1-058 Chirinmon ---------------------------------------------------------------


def test_bt1_058_chirinmon_when_attacking_gains_3_memory_until_the_end_of_turn(pool):
    g = position(
        pool, p1={"battle": [{"id": "c", "cards": ["BT1-058"]}]}, p2={"security": ["ST1-02"]}
    )
    play(g, "attack c player")
    assert state(g)["memory"] == 3
    play(g, "pass")
    assert state(g)["memory"] == 6


# ---- BT1-102 Blade of the True -------------------------------------------------------


@pytest.mark.parametrize(("security", "drawn"), [(5, 2), (1, 0)])
def test_bt1_102_blade_of_the_true_main_draws_1_for_every_2_security_cards(pool, security, drawn):
    g = position(
        pool,
        p1={
            "hand": ["BT1-102"],
            "battle": [{"id": "a", "cards": ["BT1-045"]}],
            "security": ["ST1-02"] * security,
        },
        memory=2,
    )
    play(g, "option BT1-102")
    assert len(player(g, "p1")["hand"]) == drawn


def test_bt1_102_blade_of_the_true_security_draws_for_the_defender(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-102", "ST1-02", "ST1-02", "ST1-02", "ST1-02"]},
    )
    play(g, "attack a player")  # 4 security cards left: 2 draws
    assert player(g, "p2")["hand"] == ["ST1-02", "ST1-02"]


# ---- BT1-103 Testament ---------------------------------------------------------------


def test_bt1_103_testament_main_gives_blocker_until_the_end_of_the_opponents_next_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-103"], "battle": [{"id": "a", "cards": ["BT1-045"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000"]}]},
        memory=3,
    )
    play(g, "option BT1-103", "pass", "attack x player")
    assert legal(g) == ["block a", "no-block"]


def test_bt1_103_testament_security_draws_1_then_returns_to_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-103", "ST1-02"], "deck": ["ST1-03"]},
    )
    play(g, "attack a player")
    assert sorted(player(g, "p2")["hand"]) == ["BT1-103", "ST1-03"]


# ---- BT1-104 Golden Ripper -----------------------------------------------------------


def test_bt1_104_golden_ripper_main_gives_your_digimon_a_when_attacking_minus_2000(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT1-104"],
            "battle": [{"id": "a", "cards": ["BT1-045"]}, {"id": "b", "cards": ["BT1-050"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-5000"]}], "security": ["ST1-02"] * 3},
        memory=3,
    )
    play(g, "option BT1-104", "attack a player")
    assert battle(g, "p2")["x"]["dp"] == 3000
    play(g, "attack b player")
    assert battle(g, "p2")["x"]["dp"] == 1000
    play(g, "pass")
    assert battle(g, "p2")["x"]["dp"] == 5000


# ---- BT1-052 Seasarmon ---------------------------------------------------------------


def test_bt1_052_seasarmon_jamming_survives_losing_to_a_security_digimon(pool):
    assert_jamming(pool, "BT1-052")


# ---- BT1-087 T.K. Takaishi -----------------------------------------------------------


@pytest.mark.parametrize(("paid", "memory"), [("ST1-03", 3), ("ST1-06", 4)])
def test_bt1_087_tk_takaishi_start_of_your_turn_sets_memory_to_3_from_2_or_less(pool, paid, memory):
    g = position(
        pool,
        p1={"battle": [{"id": "tk", "cards": ["BT1-087"]}]},
        p2={"hand": [paid]},
        turn="p2",
        memory=1,
    )
    play(g, f"play {paid}")  # the opponent ends the turn leaving 2 (or 4) memory
    assert state(g)["turn"] == "p1"
    assert state(g)["memory"] == memory


def tk_played(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT1-087"],
            "security": ["ST1-02", "BT1-052", "TST-3000"],
            "deck": ["TST-1000"] * 5,
        },
        memory=4,
    )
    play(g, "play BT1-087")
    assert legal(g) == ["card ST1-02", "card BT1-052", "card TST-3000"]
    return g


def test_bt1_087_tk_takaishi_on_play_adds_a_yellow_security_card_and_recovers_1(pool):
    g = play(tk_played(pool), "card BT1-052")
    me = player(g, "p1")
    assert me["hand"] == ["BT1-052"]
    assert me["security"] == 3  # the top card of the deck replaced it
    assert me["deck"] == 4


def test_bt1_087_tk_takaishi_on_play_a_card_of_another_colour_recovers_nothing(pool):
    g = play(tk_played(pool), "card TST-3000")
    me = player(g, "p1")
    assert me["hand"] == ["TST-3000"]
    assert (me["security"], me["deck"]) == (2, 5)


def test_bt1_087_tk_takaishi_on_play_shuffles_the_security_stack(pool):
    orders = set()
    for seed in range(8):
        g = position(
            pool,
            p1={"hand": ["BT1-087"], "security": [f"TST-{n}000" for n in range(1, 7)]},
            memory=4,
            seed=seed,
        )
        play(g, "play BT1-087", "card TST-1000")
        orders.add(tuple(g.defs[uid].number for uid in g.players[0].security))
    assert len(orders) > 1


def test_bt1_087_tk_takaishi_security_plays_itself(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-087", "ST1-02"]},
    )
    play(g, "attack a player")
    assert [s["top"] for s in battle(g, "p2").values()] == ["BT1-087"]
