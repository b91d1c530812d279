"""Every effect of the blue BT1 cards, each shown working in the smallest position, with
its limits; and the blue vanilla Digimon.

Positions are built like scenario files (`position`); `TST-<dp>` cards are test-only
green level 3 Digimon without effects, with exactly the DP a test needs.
"""

from __future__ import annotations

import pytest
from effect_helpers import assert_jamming, assert_vanilla, pending_player, player
from games import battle, kind, legal, play, position, state

# ---- blue Digimon without effects ----------------------------------------------------


def test_bt1_027_armadillomon_has_no_effects_and_plays_and_battles_with_4000_dp(pool):
    assert_vanilla(pool, "BT1-027")


def test_bt1_028_elecmon_has_no_effects_and_plays_and_battles_with_3000_dp(pool):
    assert_vanilla(pool, "BT1-028")


def test_bt1_037_gorillamon_has_no_effects_and_plays_and_battles_with_6000_dp(pool):
    assert_vanilla(pool, "BT1-037")


def test_bt1_038_monzaemon_has_no_effects_and_plays_and_battles_with_6000_dp(pool):
    assert_vanilla(pool, "BT1-038")


def test_bt1_042_loaderleomon_has_no_effects_and_plays_and_battles_with_10000_dp(pool):
    assert_vanilla(pool, "BT1-042")


# ---- BT1-004 Wanyamon ----------------------------------------------------------------


def test_bt1_004_wanyamon_inherited_2000_dp_while_opponent_has_2_digimon_without_sources(pool):
    stack = {"battle": [{"id": "w", "cards": ["BT1-004", "TST-3000"]}]}
    bare = {"id": "x", "cards": ["TST-1000"]}
    sourced = {"id": "y", "cards": ["TST-1000", "TST-2000"]}
    two = {"battle": [bare, {**bare, "id": "z"}, sourced]}
    one = {"battle": [bare, sourced]}
    assert battle(position(pool, p1=stack, p2=two), "p1")["w"]["dp"] == 5000
    assert battle(position(pool, p1=stack, p2=one), "p1")["w"]["dp"] == 3000
    assert battle(position(pool, p1=stack, p2=two, turn="p2"), "p1")["w"]["dp"] == 3000


# ---- BT1-030 Gomamon -----------------------------------------------------------------


def test_bt1_030_gomamon_inherited_on_deletion_gains_1_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["BT1-030", "TST-3000"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-5000"], "suspended": True}]},
        memory=2,
    )
    play(g, "attack g foe")
    assert battle(g, "p1") == {}
    assert state(g)["memory"] == 3


def test_bt1_030_gomamon_on_deletion_is_only_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "g", "cards": ["BT1-030"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-5000"], "suspended": True}]},
        memory=2,
    )
    play(g, "attack g foe")
    assert battle(g, "p1") == {}
    assert state(g)["memory"] == 2


# ---- BT1-031 Monmon ------------------------------------------------------------------


def test_bt1_031_monmon_blocker_blocks_an_attack_on_its_player(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "mon", "cards": ["BT1-031"]}], "security": ["ST1-02"]},
        p2={"battle": [{"id": "atk", "cards": ["TST-5000"]}]},
        turn="p2",
    )
    play(g, "attack atk player")
    assert kind(g) == "block"
    assert pending_player(g) == "p1"
    play(g, "block mon")
    assert battle(g, "p1") == {}  # 1000 DP loses, but the security stack is kept
    assert player(g, "p1")["security"] == 1


# ---- BT1-033 Dolphmon ----------------------------------------------------------------


def test_bt1_033_dolphmon_inherited_1000_dp_while_opponent_has_a_digimon_without_sources(pool):
    stack = {"battle": [{"id": "d", "cards": ["BT1-033", "TST-3000"]}]}
    bare = {"battle": [{"id": "x", "cards": ["TST-1000"]}]}
    sourced = {"battle": [{"id": "y", "cards": ["TST-1000", "TST-2000"]}]}
    assert battle(position(pool, p1=stack, p2=bare), "p1")["d"]["dp"] == 4000
    assert battle(position(pool, p1=stack, p2=sourced), "p1")["d"]["dp"] == 3000
    assert battle(position(pool, p1=stack, p2=bare, turn="p2"), "p1")["d"]["dp"] == 3000


# ---- BT1-035 Leomon ------------------------------------------------------------------


def test_bt1_035_leomon_on_deletion_gains_2_memory(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": ["BT1-035"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-6000"], "suspended": True}]},
        memory=1,
    )
    play(g, "attack l foe")
    assert battle(g, "p1") == {}
    assert player(g, "p1")["trash"] == ["BT1-035"]
    assert state(g)["memory"] == 3


def test_bt1_035_leomon_on_deletion_is_not_inherited(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "l", "cards": ["BT1-035", "TST-3000"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-6000"], "suspended": True}]},
        memory=1,
    )
    play(g, "attack l foe")
    assert state(g)["memory"] == 1


# ---- BT1-036 Garurumon ---------------------------------------------------------------


def test_bt1_036_garurumon_on_play_unsuspends_1_of_your_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-036"], "battle": [{"id": "s", "cards": ["TST-3000"], "suspended": True}]},
        memory=6,
    )
    play(g, "play BT1-036")
    assert legal(g) == ["target s", "target p1-1"]
    play(g, "target s")
    assert battle(g, "p1")["s"]["suspended"] is False
    assert state(g)["memory"] == 0


# ---- BT1-043 SaberLeomon -------------------------------------------------------------


def test_bt1_043_saberleomon_when_digivolving_trashes_4_digivolution_cards_from_the_bottom(pool):
    sources = ["TST-1000", "TST-2000", "TST-3000", "TST-4000", "TST-5000"]
    g = position(
        pool,
        p1={"hand": ["BT1-043"], "battle": [{"id": "s", "cards": ["BT1-038"]}]},
        p2={"battle": [{"id": "foe", "cards": [*sources, "TST-6000"]}]},
        memory=3,
    )
    play(g, "digivolve s BT1-043")
    assert battle(g, "p2")["foe"]["cards"] == ["TST-5000", "TST-6000"]
    assert player(g, "p2")["trash"] == sources[:4]


def test_bt1_043_saberleomon_trashes_what_there_is(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-043"], "battle": [{"id": "s", "cards": ["BT1-038"]}]},
        p2={"battle": [{"id": "foe", "cards": ["TST-1000", "TST-6000"]}]},
        memory=3,
    )
    play(g, "digivolve s BT1-043")
    assert battle(g, "p2")["foe"]["cards"] == ["TST-6000"]


# ---- BT1-100 Grace Cross Freezer -----------------------------------------------------


def test_bt1_100_grace_cross_freezer_main_digimon_without_sources_cant_attack(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-100"], "battle": [{"id": "a", "cards": ["BT1-028"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-3000"]},
                {"id": "y", "cards": ["TST-1000", "TST-3000"]},
            ]
        },
        memory=4,
    )
    play(g, "option BT1-100")
    assert state(g)["memory"] == 0
    play(g, "pass")
    moves = legal(g)  # the opponent's next turn
    assert "attack x player" not in moves
    assert "attack y player" in moves


def test_bt1_100_grace_cross_freezer_main_ends_after_the_opponents_next_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-100"], "battle": [{"id": "a", "cards": ["BT1-028"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=4,
    )
    play(g, "option BT1-100", "pass", "pass", "pass")
    assert state(g)["turn"] == "p2"
    assert "attack x player" in legal(g)


def test_bt1_100_grace_cross_freezer_security_stops_the_attackers_digimon_without_sources(pool):
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "a", "cards": ["TST-6000"]},
                {"id": "b", "cards": ["TST-3000"]},
                {"id": "c", "cards": ["TST-1000", "TST-3000"]},
            ]
        },
        p2={"security": ["BT1-100", "ST1-02"]},
    )
    play(g, "attack a player")
    moves = legal(g)
    assert "attack b player" not in moves
    assert "attack c player" in moves


# ---- BT1-115 Veedramon ---------------------------------------------------------------


def test_bt1_115_veedramon_when_attacking_once_per_turn_unsuspends_with_a_tamer(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "v", "cards": ["BT1-115"]}, {"id": "tai", "cards": ["ST1-12"]}]},
        p2={"security": ["ST1-02"] * 3},
    )
    play(g, "attack v player")
    assert battle(g, "p1")["v"]["suspended"] is False
    play(g, "attack v player")
    assert battle(g, "p1")["v"]["suspended"] is True
    assert player(g, "p2")["security"] == 1


def test_bt1_115_veedramon_when_attacking_stays_suspended_without_a_tamer(pool):
    g = position(
        pool, p1={"battle": [{"id": "v", "cards": ["BT1-115"]}]}, p2={"security": ["ST1-02"]}
    )
    play(g, "attack v player")
    assert battle(g, "p1")["v"]["suspended"] is True


@pytest.mark.parametrize(("tamer", "dp"), [("ST2-12", 4000), ("ST1-12", 3000)])
def test_bt1_115_veedramon_inherited_1000_dp_on_all_turns_with_a_blue_tamer(pool, tamer, dp):
    side = {
        "battle": [{"id": "v", "cards": ["BT1-115", "TST-3000"]}, {"id": "t", "cards": [tamer]}]
    }
    assert battle(position(pool, p2=side, turn="p1"), "p2")["v"]["dp"] == dp
    extra = 1000 if tamer == "ST1-12" else 0  # Tai Kamiya's own +1000 on its turn
    assert battle(position(pool, p2=side, turn="p2"), "p2")["v"]["dp"] == dp + extra


# ---- BT1-003 Upamon ------------------------------------------------------------------


def upamon(pool, foe: list[str]):
    return position(
        pool,
        p1={"battle": [{"id": "u", "cards": ["BT1-003", "TST-6000"]}]},
        p2={"battle": [{"id": "x", "cards": foe}], "security": ["ST1-02"] * 3},
    )


def test_bt1_003_upamon_inherited_draws_1_once_per_turn_against_a_digimon_without_sources(
    pool,
):
    g = upamon(pool, ["TST-1000"])
    play(g, "attack u player")
    assert player(g, "p1")["hand"] == ["ST1-02"]
    # Under MetalGarurumon, which unsuspends once per turn: a second attack draws nothing.
    g = position(
        pool,
        p1={"battle": [{"id": "u", "cards": ["BT1-003", "ST2-11"]}]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000"]}], "security": ["ST1-02"] * 3},
    )
    play(g, "attack u player", "first 1")  # both trigger: unsuspend first
    assert battle(g, "p1")["u"]["suspended"] is False
    assert player(g, "p1")["hand"] == ["ST1-02"]
    play(g, "attack u player")
    assert player(g, "p1")["hand"] == ["ST1-02"]
    assert player(g, "p2")["security"] == 1


def test_bt1_003_upamon_inherited_no_draw_when_every_opponents_digimon_has_sources(pool):
    g = upamon(pool, ["TST-1000", "TST-2000"])
    play(g, "attack u player")
    assert player(g, "p1")["hand"] == []


# ---- BT1-029 Gabumon -----------------------------------------------------------------


def test_bt1_029_gabumon_on_play_draws_1(pool):
    g = position(pool, p1={"hand": ["BT1-029"], "deck": ["ST1-03"]}, memory=3)
    play(g, "play BT1-029")
    assert player(g, "p1")["hand"] == ["ST1-03"]
    assert player(g, "p1")["deck"] == 0
    assert kind(g) == "main"


# ---- BT1-039 Cerberusmon -------------------------------------------------------------


def test_bt1_039_cerberusmon_when_attacking_may_trash_3_cards_to_unsuspend_twice_per_turn(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "c", "cards": ["BT1-039"]}], "hand": ["ST1-02"] * 7},
        p2={"security": ["ST1-02"] * 5},
    )
    play(g, "attack c player", "yes")
    assert len(player(g, "p1")["trash"]) == 3
    assert battle(g, "p1")["c"]["suspended"] is False
    play(g, "attack c player", "yes", "attack c player")
    assert kind(g) == "main"  # a third time is not offered
    assert len(player(g, "p1")["trash"]) == 6
    assert battle(g, "p1")["c"]["suspended"] is True
    assert player(g, "p2")["security"] == 2


def test_bt1_039_cerberusmon_when_attacking_may_decline_and_cant_pay_with_2_cards(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "c", "cards": ["BT1-039"]}], "hand": ["ST1-02"] * 3},
        p2={"security": ["ST1-02"] * 5},
    )
    play(g, "attack c player", "no")
    assert battle(g, "p1")["c"]["suspended"] is True
    assert len(player(g, "p1")["hand"]) == 3
    g = position(
        pool,
        p1={"battle": [{"id": "c", "cards": ["BT1-039"]}], "hand": ["ST1-02"] * 2},
        p2={"security": ["ST1-02"] * 5},
    )
    play(g, "attack c player")
    # v4.2 15-7-4: an [X Per Turn] effect whose cost can't be paid may still be chosen; then
    # nothing after the cost happens, and one of its uses is spent
    assert kind(g) == "optional" and "can't be paid" in g.pending.prompt
    play(g, "yes")
    assert kind(g) == "main"
    assert battle(g, "p1")["c"]["suspended"] is True
    assert len(player(g, "p1")["hand"]) == 2


# ---- BT1-040 WereGarurumon -----------------------------------------------------------


def test_bt1_040_weregarurumon_when_attacking_gains_3_memory_until_the_end_of_turn(pool):
    g = position(
        pool, p1={"battle": [{"id": "w", "cards": ["BT1-040"]}]}, p2={"security": ["ST1-02"]}
    )
    play(g, "attack w player")
    assert state(g)["memory"] == 3
    play(g, "pass")
    assert state(g)["memory"] == 6


# ---- BT1-041 Zudomon -----------------------------------------------------------------


def test_bt1_041_zudomon_on_play_draws_2(pool):
    g = position(pool, p1={"hand": ["BT1-041"], "deck": ["ST1-03", "ST1-04", "ST1-05"]}, memory=7)
    play(g, "play BT1-041")
    assert player(g, "p1")["hand"] == ["ST1-03", "ST1-04"]


@pytest.mark.parametrize(("foe", "memory"), [(["TST-1000"], 1), (["TST-1000", "TST-2000"], 0)])
def test_bt1_041_zudomon_inherited_gains_1_memory_against_a_digimon_without_sources(
    pool, foe, memory
):
    g = position(
        pool,
        p1={"battle": [{"id": "z", "cards": ["BT1-041", "TST-9000"]}]},
        p2={"battle": [{"id": "x", "cards": foe}], "security": ["ST1-02"]},
    )
    play(g, "attack z player")
    assert state(g)["memory"] == memory


# ---- BT1-044 MetalGarurumon ----------------------------------------------------------


def test_bt1_044_metalgarurumon_when_attacking_plays_a_level_4_or_lower_digivolution_card(pool):
    stack = ["BT1-028", "BT1-036", "BT1-038", "BT1-044"]
    g = position(
        pool, p1={"battle": [{"id": "m", "cards": stack}]}, p2={"security": ["ST1-02"] * 2}
    )
    play(g, "attack m player")
    assert legal(g) == ["card m BT1-028", "card m BT1-036"]  # not the level 5 Monzaemon
    play(g, "card m BT1-036")
    assert battle(g, "p1")["m"]["cards"] == ["BT1-028", "BT1-038", "BT1-044"]
    new = [s for k, s in battle(g, "p1").items() if k != "m"]
    assert [s["cards"] for s in new] == [["BT1-036"]]
    assert state(g)["memory"] == 0  # free


# ---- BT1-086 Matt Ishida -------------------------------------------------------------


def test_bt1_086_matt_ishida_may_suspend_to_trash_a_digivolution_card_when_you_play_blue(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "matt", "cards": ["BT1-086"]}], "hand": ["BT1-028", "ST1-02"]},
        p2={"battle": [{"id": "x", "cards": ["TST-1000", "TST-2000", "TST-3000"]}]},
        memory=5,
    )
    play(g, "play ST1-02")  # red: nothing
    assert kind(g) == "main"
    play(g, "play BT1-028", "yes")
    assert battle(g, "p1")["matt"]["suspended"] is True
    assert battle(g, "p2")["x"]["cards"] == ["TST-2000", "TST-3000"]


def test_bt1_086_matt_ishida_cant_pay_the_cost_while_suspended(pool):
    g = position(
        pool,
        p1={
            "battle": [{"id": "matt", "cards": ["BT1-086"], "suspended": True}],
            "hand": ["BT1-028"],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-1000", "TST-3000"]}]},
        memory=5,
    )
    play(g, "play BT1-028")
    assert kind(g) == "main"
    assert battle(g, "p2")["x"]["cards"] == ["TST-1000", "TST-3000"]


def test_bt1_086_matt_ishida_security_plays_itself(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-086", "ST1-02"]},
    )
    play(g, "attack a player")
    assert [s["top"] for s in battle(g, "p2").values()] == ["BT1-086"]


@pytest.mark.parametrize(("paid", "memory"), [("ST1-03", 3), ("ST1-06", 4)])
def test_bt1_086_matt_ishida_start_of_your_turn_sets_memory_to_3_from_2_or_less(pool, paid, memory):
    g = position(
        pool,
        p1={"battle": [{"id": "matt", "cards": ["BT1-086"]}]},
        p2={"hand": [paid]},
        turn="p2",
        memory=1,
    )
    play(g, f"play {paid}")  # the opponent ends the turn leaving 2 (or 4) memory
    assert state(g)["turn"] == "p1"
    assert state(g)["memory"] == memory


# ---- BT1-096 Mad Dog Fire ------------------------------------------------------------


def test_bt1_096_mad_dog_fire_main_gives_3000_dp(pool):
    g = position(
        pool, p1={"hand": ["BT1-096"], "battle": [{"id": "a", "cards": ["BT1-028"]}]}, memory=1
    )
    play(g, "option BT1-096")
    assert battle(g, "p1")["a"]["dp"] == 6000


def test_bt1_096_mad_dog_fire_security_draws_1_then_returns_to_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-096", "ST1-02"], "deck": ["ST1-03"]},
    )
    play(g, "attack a player")
    assert sorted(player(g, "p2")["hand"]) == ["BT1-096", "ST1-03"]


# ---- BT1-097 Boring Storm ------------------------------------------------------------


def test_bt1_097_boring_storm_main_draws_1_and_security_draws_2(pool):
    g = position(
        pool, p1={"hand": ["BT1-097"], "battle": [{"id": "a", "cards": ["BT1-028"]}]}, memory=1
    )
    play(g, "option BT1-097")
    assert player(g, "p1")["hand"] == ["ST1-02"]
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-097", "ST1-02"]},
    )
    play(g, "attack a player")
    assert player(g, "p2")["hand"] == ["ST1-02", "ST1-02"]
    assert player(g, "p2")["trash"] == ["BT1-097"]


# ---- BT1-099 Hearts Attack -----------------------------------------------------------


def test_bt1_099_hearts_attack_main_trashes_all_digivolution_cards_of_1_digimon(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-099"], "battle": [{"id": "a", "cards": ["BT1-028"]}]},
        p2={
            "battle": [
                {"id": "x", "cards": ["TST-1000", "TST-2000", "TST-3000"]},
                {"id": "y", "cards": ["TST-1000", "TST-4000"]},
            ]
        },
        memory=3,
    )
    play(g, "option BT1-099", "target x")
    assert battle(g, "p2")["x"]["cards"] == ["TST-3000"]
    assert battle(g, "p2")["y"]["cards"] == ["TST-1000", "TST-4000"]


# ---- BT1-101 Howling Crusher ---------------------------------------------------------


def test_bt1_101_howling_crusher_main_trashes_every_digivolution_card_of_the_opponent(pool):
    foes = {
        "battle": [
            {"id": "x", "cards": ["TST-1000", "TST-2000", "TST-3000"]},
            {"id": "y", "cards": ["TST-1000", "TST-4000"]},
        ]
    }
    g = position(
        pool,
        p1={"hand": ["BT1-101"], "battle": [{"id": "a", "cards": ["BT1-028", "BT1-036"]}]},
        p2=foes,
        memory=7,
    )
    play(g, "option BT1-101")
    assert [s["cards"] for s in battle(g, "p2").values()] == [["TST-3000"], ["TST-4000"]]
    assert battle(g, "p1")["a"]["cards"] == ["BT1-028", "BT1-036"]


def test_bt1_101_howling_crusher_security_strips_the_attackers_digimon(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-1000", "TST-9000"]}]},
        p2={"security": ["BT1-101", "ST1-02"]},
    )
    play(g, "attack a player")
    assert battle(g, "p1")["a"]["cards"] == ["TST-9000"]


# ---- BT1-032 Frigimon ----------------------------------------------------------------


def test_bt1_032_frigimon_jamming_survives_losing_to_a_security_digimon(pool):
    assert_jamming(pool, "BT1-032")


# ---- BT1-098 V-Nova Blast ------------------------------------------------------------


def test_bt1_098_v_nova_blast_main_gives_1_of_your_digimon_jamming_for_the_turn(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT1-098"],
            "battle": [{"id": "a", "cards": ["BT1-028"]}, {"id": "b", "cards": ["TST-3000"]}],
        },
        p2={"security": ["TST-9000"] * 3},
        memory=2,
    )
    play(g, "option BT1-098")
    assert legal(g) == ["target a", "target b"]
    play(g, "target a", "attack a player")
    assert battle(g, "p1")["a"]["suspended"] is True  # lost to 9000 and stayed
    assert player(g, "p1")["trash"] == ["BT1-098"]
    play(g, "attack b player")  # the other one has no <Jamming>
    assert list(battle(g, "p1")) == ["a"]
    assert player(g, "p2")["security"] == 1


def test_bt1_098_v_nova_blast_main_jamming_ends_with_the_turn(pool):
    g = position(
        pool,
        p1={"hand": ["BT1-098"], "battle": [{"id": "a", "cards": ["BT1-028"]}]},
        p2={"security": ["TST-9000"] * 3},
        memory=2,
    )
    play(g, "option BT1-098", "pass", "pass", "attack a player")
    assert battle(g, "p1") == {}


def test_bt1_098_v_nova_blast_security_adds_itself_to_its_owners_hand(pool):
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]},
        p2={"security": ["BT1-098", "ST1-02"]},
    )
    play(g, "attack a player")
    assert player(g, "p2")["hand"] == ["BT1-098"]
    assert player(g, "p2")["trash"] == []
    assert player(g, "p2")["security"] == 1
    assert "a" in battle(g, "p1")


# ---- BT1-034 Ikkakumon ---------------------------------------------------------------


def ikkakumon_attacks(pool, attacker: list[str], blocker: list[str]):
    g = position(
        pool,
        p1={"battle": [{"id": "i", "cards": attacker}]},
        p2={"battle": [{"id": "b", "cards": blocker}], "security": ["TST-1000"] * 2},
    )
    play(g, "attack i player")
    return g


def test_bt1_034_ikkakumon_inherited_cant_be_blocked_by_a_digimon_without_digivolution_cards(
    pool,
):
    g = ikkakumon_attacks(pool, ["BT1-034", "TST-5000"], ["BT1-031"])
    assert kind(g) == "main"  # Monmon was not asked to block
    assert player(g, "p2")["security"] == 1


def test_bt1_034_ikkakumon_inherited_a_digimon_with_digivolution_cards_may_block(pool):
    g = ikkakumon_attacks(pool, ["BT1-034", "TST-5000"], ["ST1-03", "BT1-031"])
    assert legal(g) == ["block b", "no-block"]


def test_bt1_034_ikkakumon_inherited_only_not_ikkakumon_itself(pool):
    g = ikkakumon_attacks(pool, ["BT1-034"], ["BT1-031"])
    assert legal(g) == ["block b", "no-block"]
