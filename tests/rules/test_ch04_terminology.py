"""Comprehensive Rules chapter 4: basic game terminology."""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards

from digimon_tui.loop.moves import IllegalMove

RED_BLUE_OPTION = {
    "number": "TEST-20",
    "name": "Test Red Blue Option",
    "category": "option",
    "colors": ["red", "blue"],
    "cost": 1,
    "effects": [{"timing": "main", "steps": [{"do": "gain_memory", "amount": 2}]}],
}

# A red Rookie whose inherited effect gives all of your Digimon +1000 DP in your turn.
INHERITED_FOR_ALL = {
    "number": "TEST-22",
    "name": "Test Inherited For All",
    "category": "digimon",
    "colors": ["red"],
    "level": 3,
    "cost": 3,
    "dp": 3000,
    "inherited": [
        {
            "timing": "your_turn",
            "grants": [{"target": {"select": "all", "side": "your"}, "dp": 1000}],
        }
    ],
}

# A red Tamer: [All Turns] all of your Digimon get +3000 DP.
TAMER_ALL_TURNS_BUFF = {
    "number": "TEST-23",
    "name": "Test Tamer All Turns Buff",
    "category": "tamer",
    "colors": ["red"],
    "cost": 2,
    "effects": [
        {
            "timing": "all_turns",
            "grants": [{"target": {"select": "all", "side": "your"}, "dp": 3000}],
        }
    ],
}

RED_BLUE_DIGIMON = {
    "number": "TEST-21",
    "name": "Test Red Blue Digimon",
    "category": "digimon",
    "colors": ["red", "blue"],
    "level": 3,
    "cost": 3,
    "dp": 3000,
}


# ---- 4-1: memory and the memory gauge -----------------------------------------------------


def test_4_2_2_paying_a_cost_moves_the_counter_toward_the_opponent(cards):
    """4-2-2: players pay costs by moving the counter on the memory gauge."""
    g = position(cards, p1={"hand": ["ST1-02"]}, memory=5)
    play(g, "play ST1-02")
    s = state(g)
    assert s["memory"] == 3
    assert s["turn"] == "p1" and kind(g) == "main"


def test_4_2_2_digivolving_and_options_pay_costs_too(cards):
    """4-2-2: digivolution costs and Option use costs move the counter as well."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["ST1-07", "ST1-13"]},
        memory=5,
    )
    play(g, "digivolve ag ST1-07")  # cost 2
    assert state(g)["memory"] == 3
    play(g, "option ST1-13")  # cost 1; ag is the only target, so no question
    assert state(g)["memory"] == 2
    assert battle(g, "p1")["ag"]["dp"] == 4000 + 1000 + 3000


def test_4_1_4_a_gain_moves_the_counter_toward_the_gaining_player(cards):
    """4-1-4: a player who gains memory moves the counter toward their own side."""
    # p2's Hammer Spark [Security]: gain 2 memory, in p1's turn: the counter moves to p2.
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}]},
        p2={"security": ["ST2-13"]},
        memory=3,
    )
    play(g, "attack ag player")
    s = state(g)
    assert s["memory"] == 1
    assert s["turn"] == "p1" and kind(g) == "main"
    assert s["players"]["p2"]["trash"] == ["ST2-13"]


def test_4_1_4_a_loss_moves_the_counter_toward_the_opponent(cards):
    """4-1-4: a player who loses memory moves the counter toward the opponent's side."""
    g = position(
        cards,
        p1={"battle": [{"id": "core", "cards": ["ST1-06"]}]},
        p2={"security": ["ST3-14"]},
        memory=5,
    )
    play(g, "attack core player")  # Coredramon [When Attacking]: lose 2 memory
    s = state(g)
    assert s["memory"] == 3
    assert s["turn"] == "p1" and kind(g) == "main"


def test_6_1_4_1_paying_more_than_you_have_ends_the_turn(cards):
    """6-1-4-1: when the counter passes 0 to the opponent's side, the turn switches."""
    g = position(cards, p1={"hand": ["ST1-06"]}, memory=3)
    play(g, "play ST1-06")  # cost 5: 3 - 5 = 2 on p2's side
    s = state(g)
    assert s["turn"] == "p2"
    assert s["turn_number"] == 2
    assert s["memory"] == 2
    assert kind(g) == "main" and g.pending is not None and g.pending.player == 1
    assert [p["top"] for p in battle(g, "p1").values()] == ["ST1-06"]


def test_6_1_4_1_reaching_exactly_0_does_not_end_the_turn(cards):
    """6-1-4-1: only moving to 1 or more on the opponent's side ends the turn; 0 does not."""
    g = position(cards, p1={"hand": ["ST1-02", "ST1-02"]}, memory=2)
    play(g, "play ST1-02")
    s = state(g)
    assert s["memory"] == 0
    assert s["turn"] == "p1" and s["turn_number"] == 1
    assert kind(g) == "main"
    assert "play ST1-02" in legal(g) and "pass" in legal(g)


def test_1_4_2_2_memory_does_not_exceed_10_on_your_side(cards):
    """1-4-2-2 (v1.0: 4-1-4): the memory gauge's highest number is 10: memory won't exceed 10."""
    g = position(
        cards,
        p1={"battle": [{"id": "gom", "cards": ["ST2-02"]}], "hand": ["ST2-13", "ST2-13"]},
        memory=9,
    )
    play(g, "option ST2-13")  # Hammer Spark: cost 0, gain 1 memory
    assert state(g)["memory"] == 10
    play(g, "option ST2-13")
    assert state(g)["memory"] == 10
    assert state(g)["players"]["p1"]["trash"] == ["ST2-13", "ST2-13"]


def test_1_4_2_2_memory_does_not_exceed_10_on_the_opponents_side(cards):
    """1-4-2-2 (v1.0: 4-1-4): paying 12 from 2 memory moves the counter its 12 spaces, to 10 for
    the opponent."""
    g = position(cards, p1={"hand": ["ST1-11"]}, memory=2)
    play(g, "play ST1-11")  # WarGreymon, cost 12
    s = state(g)
    assert s["turn"] == "p2"
    assert s["memory"] == 10


def test_1_4_2_2_a_cost_above_10_needs_the_memory_to_move_that_far(cards):
    """1-4-2-2 (v1.0: 4-1-4) (rule manual, "Paying Memory Costs"): the counter stops at 10 on the
    opponent's
    side, so from 1 memory it can move 11 spaces and a 12-cost card can't be played."""
    g = position(cards, p1={"hand": ["ST1-11", "ST1-10"]}, memory=1)
    assert "play ST1-11" not in legal(g)
    assert "play ST1-10" in legal(g)  # cost 10: within reach
    with pytest.raises(IllegalMove, match=r"costs 12: .* 1 memory .* 11 spaces.*\(1-4-2-2\)"):
        g.apply("play ST1-11")
    assert state(g)["memory"] == 1
    assert state(g)["players"]["p1"]["hand"] == ["ST1-11", "ST1-10"]


DEAR_OPTION = {
    "number": "TEST-23",
    "name": "Test Dear Option",
    "category": "option",
    "colors": ["red"],
    "cost": 11,
    "effects": [{"timing": "main", "steps": [{"do": "gain_memory", "amount": 1}]}],
}

DEAR_DIGIVOLUTION = {
    "number": "TEST-24",
    "name": "Test Dear Digivolution",
    "category": "digimon",
    "colors": ["red"],
    "level": 4,
    "cost": 13,
    "dp": 9000,
    "digivolve": [{"color": "red", "level": 3, "cost": 11}],
}


@pytest.mark.parametrize(("memory", "allowed"), [(0, False), (1, True)])
def test_1_4_2_2_options_and_digivolving_above_10_need_the_memory_too(cards, memory, allowed):
    """1-4-2-2 (v1.0: 4-1-4): the limit holds for every cost, an Option's and a digivolution's
    alike."""
    pool = with_cards(cards, DEAR_OPTION, DEAR_DIGIVOLUTION)
    g = position(
        pool,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["TEST-23", "TEST-24"]},
        memory=memory,
    )
    moves = legal(g)
    assert ("option TEST-23" in moves) is allowed
    assert ("digivolve ag TEST-24" in moves) is allowed
    if not allowed:
        with pytest.raises(IllegalMove, match=r"costs 11: .*\(1-4-2-2\)"):
            g.apply("option TEST-23")
        with pytest.raises(IllegalMove, match=r"digivolving into .* costs 11: .*\(1-4-2-2\)"):
            g.apply("digivolve ag TEST-24")
    else:
        play(g, "digivolve ag TEST-24")
        assert state(g)["memory"] == 10  # the opponent's 10: the turn is over
        assert state(g)["turn"] == "p2"


# ---- 4-8 / 15-3: digivolution cards and inherited effects -----------------------------------


def test_15_3_1_an_inherited_effect_applies_from_a_digivolution_card(cards):
    """15-3-1: inherited effects activate when the card is a digivolution card under a Digimon."""
    # Agumon's inherited effect: [Your Turn] this Digimon gets +1000 DP.
    g = position(cards, p1={"battle": [{"id": "gr", "cards": ["ST1-03", "ST1-07"]}]}, memory=3)
    assert battle(g, "p1")["gr"]["dp"] == 5000


def test_15_3_1_an_inherited_effect_does_not_apply_on_the_top_card(cards):
    """15-3-1: a card that isn't a digivolution card doesn't have its inherited effects."""
    g = position(cards, p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}]}, memory=3)
    assert battle(g, "p1")["ag"]["dp"] == 2000


def test_15_3_an_inherited_effect_does_not_apply_in_the_breeding_area(cards):
    """15-3 (3-4-7-4): inherited effects don't activate in the breeding area, only in battle."""
    g = position(
        cards,
        p1={"breeding": {"id": "egg", "cards": ["ST1-01", "ST1-03", "ST1-07"]}},
        phase="breeding",
        memory=3,
    )
    assert kind(g) == "breeding"
    assert legal(g) == ["move", "skip"]
    assert state(g)["players"]["p1"]["breeding"]["dp"] == 4000
    play(g, "move")
    assert battle(g, "p1")["egg"]["dp"] == 5000


def test_15_3_1_an_inherited_security_attack_adds_a_check(cards):
    """15-3-1: Greymon's inherited <Security A. +1> under Garudamon: 2 checks, not 1."""
    g = position(
        cards,
        p1={
            "battle": [
                {"id": "ga", "cards": ["ST1-07", "ST1-08"]},
                {"id": "gr", "cards": ["ST1-07"]},
            ]
        },
        p2={"security": ["ST3-14", "ST3-14", "ST3-14", "ST3-14"]},
        memory=3,
    )
    play(g, "attack ga player")
    assert state(g)["players"]["p2"]["security"] == 2
    play(g, "attack gr player")  # Greymon on top: its inherited effect doesn't apply
    assert state(g)["players"]["p2"]["security"] == 1
    assert state(g)["players"]["p2"]["hand"] == ["ST3-14"] * 3


def test_4_3_3_a_digivolution_card_does_not_keep_its_blocker(cards):
    """4-3-3: digivolution cards no longer have their own effects (Coredramon's <Blocker>)."""
    base_p1 = {"battle": [{"id": "ag", "cards": ["ST1-03"]}]}
    g = position(
        cards,
        p1=base_p1,
        p2={"battle": [{"id": "core", "cards": ["ST1-06"]}], "security": ["ST3-14"]},
        memory=3,
    )
    play(g, "attack ag player")
    assert kind(g) == "block"
    assert legal(g) == ["block core", "no-block"]

    g = position(
        cards,
        p1=base_p1,
        p2={"battle": [{"id": "gar", "cards": ["ST1-06", "ST1-08"]}], "security": ["ST3-14"]},
        memory=3,
    )
    play(g, "attack ag player")
    assert kind(g) == "main" and g.pending is not None and g.pending.player == 0
    assert state(g)["players"]["p2"]["security"] == 0
    assert battle(g, "p2")["gar"]["suspended"] is False


def test_4_3_3_a_digivolution_cards_when_attacking_does_not_trigger(cards):
    """4-3-3: Coredramon as a digivolution card doesn't make its Digimon lose 2 memory."""
    g = position(
        cards,
        p1={"battle": [{"id": "gar", "cards": ["ST1-06", "ST1-08"]}]},
        p2={"security": ["ST3-14"]},
        memory=3,
    )
    play(g, "attack gar player")
    assert state(g)["memory"] == 3
    assert state(g)["players"]["p2"]["security"] == 0
    assert kind(g) == "main" and state(g)["turn"] == "p1"


def test_4_8_1_a_card_under_a_tamer_has_no_inherited_effect(cards):
    """4-8-1: a card under a non-Digimon isn't a digivolution card: no inherited effect."""
    pool = with_cards(cards, INHERITED_FOR_ALL)
    g = position(
        pool,
        p1={
            "battle": [
                {"id": "tai", "cards": ["TEST-22", "ST1-12"]},
                {"id": "bi", "cards": ["ST1-02"]},
            ]
        },
        memory=3,
    )
    assert battle(g, "p1")["bi"]["dp"] == 3000 + 1000  # Tai Kamiya's own effect only

    g = position(
        pool,
        p1={
            "battle": [
                {"id": "gr", "cards": ["TEST-22", "ST1-07"]},
                {"id": "bi", "cards": ["ST1-02"]},
            ]
        },
        memory=3,
    )
    assert battle(g, "p1")["bi"]["dp"] == 3000 + 1000  # from under Greymon it applies
    assert battle(g, "p1")["gr"]["dp"] == 4000 + 1000


def test_4_5_1_effects_for_digimon_do_not_apply_to_security_digimon(cards):
    """4-5-1: Security Digimon aren't Digimon: "all of your Digimon" doesn't reach them."""
    pool = with_cards(cards, TAMER_ALL_TURNS_BUFF)
    g = position(
        pool,
        p1={"battle": [{"id": "gr", "cards": ["ST1-03", "ST1-07"]}]},
        p2={"battle": [{"id": "t", "cards": ["TEST-23"]}], "security": ["ST1-02"]},
        memory=3,
    )
    play(g, "attack gr player")  # Greymon 5000 vs Security Biyomon 3000 (not 6000)
    assert list(battle(g, "p1")) == ["gr"]
    assert state(g)["players"]["p1"]["trash"] == []
    assert state(g)["players"]["p2"]["trash"] == ["ST1-02"]
    assert state(g)["players"]["p2"]["security"] == 0


# ---- 4-15: deletion and trashing --------------------------------------------------------


def test_4_15_1_a_deleted_digimon_goes_to_the_trash_with_its_whole_stack(cards):
    """4-15-1: a deleted Digimon is placed in its owner's trash, digivolution cards too."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["ST1-16"]},
        p2={"battle": [{"id": "gr", "cards": ["ST1-01", "ST1-03", "ST1-07"]}]},
        memory=8,
    )
    play(g, "option ST1-16")  # Gaia Force: delete 1 of your opponent's Digimon
    s = state(g)
    assert battle(g, "p2") == {}
    assert sorted(s["players"]["p2"]["trash"]) == ["ST1-01", "ST1-03", "ST1-07"]
    assert s["players"]["p1"]["trash"] == ["ST1-16"]
    assert s["memory"] == 0 and kind(g) == "main"


def test_14_2_2_a_digimon_deleted_in_battle_takes_its_stack_to_the_trash(cards):
    """14-2-2: a Digimon deleted in battle goes to the trash with its digivolution cards."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-01", "ST1-03"]}]},
        p2={"battle": [{"id": "dra", "cards": ["ST1-04"], "suspended": True}]},
        memory=3,
    )
    play(g, "attack ag dra")  # 2000 (Koromon's inherited needs 4 cards) vs 4000
    assert battle(g, "p1") == {}
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["ST1-01", "ST1-03"]
    assert list(battle(g, "p2")) == ["dra"]
    assert state(g)["players"]["p2"]["trash"] == []


def test_17_1_3_1_1_a_digimon_at_0_dp_is_deleted(cards):
    """17-1-3-1-1: a Digimon whose DP becomes 0 is deleted, with its whole stack."""
    g = position(
        cards,
        p1={"battle": [{"id": "sal", "cards": ["ST3-02"]}], "hand": ["ST3-16"]},
        p2={"battle": [{"id": "gr", "cards": ["ST1-03", "ST1-07"]}]},
        memory=7,
    )
    play(g, "option ST3-16")  # Seven Heavens: -10000 DP
    assert battle(g, "p2") == {}
    assert sorted(state(g)["players"]["p2"]["trash"]) == ["ST1-03", "ST1-07"]


# ---- 15-14-1: [Once Per Turn] --------------------------------------------------------------


def test_15_14_1_2_once_per_turn_effect_activates_only_once_a_turn(cards):
    """15-14-1-2: MetalGarurumon's [When Attacking][Once Per Turn] unsuspend works once a turn."""
    g = position(
        cards,
        p1={"battle": [{"id": "mg", "cards": ["ST2-11"]}]},
        p2={"security": ["ST3-14"] * 5},
        memory=3,
    )
    play(g, "attack mg player")
    assert battle(g, "p1")["mg"]["suspended"] is False
    assert state(g)["players"]["p2"]["security"] == 4
    assert "attack mg player" in legal(g)
    play(g, "attack mg player")
    assert battle(g, "p1")["mg"]["suspended"] is True
    assert state(g)["players"]["p2"]["security"] == 3
    assert "attack mg player" not in legal(g)
    with pytest.raises(IllegalMove, match="11-2-8-1"):
        g.apply("attack mg player")


def test_15_14_1_2_once_per_turn_is_available_again_next_turn(cards):
    """15-14-1-1: the count is per turn: in the next turn of its owner it activates again."""
    g = position(
        cards,
        p1={"battle": [{"id": "mg", "cards": ["ST2-11"]}]},
        p2={"security": ["ST3-14"] * 5},
        memory=3,
    )
    play(g, "attack mg player", "attack mg player", "pass")
    assert state(g)["turn"] == "p2" and kind(g) == "main"
    play(g, "pass")
    assert state(g)["turn"] == "p1" and state(g)["turn_number"] == 3
    assert battle(g, "p1")["mg"]["suspended"] is False  # unsuspend phase
    play(g, "attack mg player")
    assert battle(g, "p1")["mg"]["suspended"] is False
    assert state(g)["players"]["p2"]["security"] == 2


def test_15_14_1_4_once_per_turn_is_counted_per_card(cards):
    """15-14-1-4: two Digimon with the same [Once Per Turn] effect each activate it once."""
    g = position(
        cards,
        p1={"battle": [{"id": "a", "cards": ["ST2-11"]}, {"id": "b", "cards": ["ST2-11"]}]},
        p2={"security": ["ST3-14"] * 5},
        memory=3,
    )
    play(g, "attack a player")
    play(g, "attack b player")
    assert battle(g, "p1")["a"]["suspended"] is False
    assert battle(g, "p1")["b"]["suspended"] is False
    play(g, "attack a player", "attack b player")
    assert battle(g, "p1")["a"]["suspended"] is True
    assert battle(g, "p1")["b"]["suspended"] is True
    assert state(g)["players"]["p2"]["security"] == 1


def test_15_14_1_5_the_record_of_an_inherited_once_per_turn_stays_after_digivolving(cards):
    """15-14-1-5: an [X Per Turn] inherited effect used up stays used up after digivolving."""
    # Patamon's inherited effect: [Your Turn][Once Per Turn] when an opponent's Digimon is
    # deleted at 0 DP, gain 1 memory. Heaven's Charm: 1 opponent's Digimon gets -2000 DP.
    g = position(
        cards,
        p1={
            "battle": [{"id": "gato", "cards": ["ST3-04", "ST3-06"]}],
            "hand": ["ST3-14", "ST3-09", "ST3-14"],
            "security": ["ST3-02"] * 5,
        },
        p2={"battle": [{"id": "a", "cards": ["ST1-03"]}, {"id": "b", "cards": ["ST1-03"]}]},
        memory=6,
    )
    play(g, "option ST3-14")
    assert kind(g) == "target" and legal(g) == ["target a", "target b"]
    play(g, "target a")  # 6 - 2 = 4; a is deleted at 0 DP; Patamon: + 1 = 5
    assert list(battle(g, "p2")) == ["b"]
    assert state(g)["memory"] == 5
    play(g, "digivolve gato ST3-09")  # Angewomon: 5 - 3 = 2 (5 security: no Recovery)
    assert battle(g, "p1")["gato"]["cards"] == ["ST3-04", "ST3-06", "ST3-09"]
    assert state(g)["memory"] == 2
    play(g, "option ST3-14")  # 2 - 2 = 0; b is deleted at 0 DP; no second gain
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 0
    assert state(g)["turn"] == "p1" and kind(g) == "main"


# ---- 4-22: colour requirements --------------------------------------------------------------


def test_4_22_2_an_option_needs_a_digimon_of_its_colour(cards):
    """4-22-2: to use an Option you need a Digimon or Tamer of its colour in your areas."""
    g = position(
        cards,
        p1={"battle": [{"id": "gab", "cards": ["ST2-03"]}], "hand": ["ST1-13"]},
        memory=3,
    )
    assert "option ST1-13" not in legal(g)
    with pytest.raises(IllegalMove, match="4-22"):
        g.apply("option ST1-13")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-13"]
    assert state(g)["memory"] == 3


def test_4_22_2_the_opponents_digimon_do_not_meet_colour_requirements(cards):
    """4-22-2: the Digimon of the right colour must be in *your* battle or breeding area."""
    g = position(
        cards,
        p1={"battle": [{"id": "gab", "cards": ["ST2-03"]}], "hand": ["ST1-13"]},
        p2={
            "battle": [{"id": "ag", "cards": ["ST1-03"]}],
            "breeding": {"id": "egg", "cards": ["ST1-01"]},
        },
        memory=3,
    )
    assert "option ST1-13" not in legal(g)
    with pytest.raises(IllegalMove, match="4-22"):
        g.apply("option ST1-13")


def test_4_22_2_a_digimon_in_the_breeding_area_meets_colour_requirements(cards):
    """4-22-2: a Digimon in the breeding area meets colour requirements."""
    g = position(
        cards,
        p1={"breeding": {"id": "egg", "cards": ["ST1-01"]}, "hand": ["ST1-13"]},
        memory=3,
    )
    assert "option ST1-13" in legal(g)
    play(g, "option ST1-13")  # no Digimon in the battle area to get +3000: nothing happens
    s = state(g)
    assert s["memory"] == 2
    assert s["players"]["p1"]["trash"] == ["ST1-13"]
    assert kind(g) == "main"


def test_4_22_2_a_tamer_meets_colour_requirements(cards):
    """4-22-2: a Tamer of the Option's colour meets colour requirements."""
    g = position(
        cards,
        p1={
            "battle": [{"id": "tai", "cards": ["ST1-12"]}, {"id": "gab", "cards": ["ST2-03"]}],
            "hand": ["ST1-13"],
        },
        memory=3,
    )
    assert "option ST1-13" in legal(g)
    play(g, "option ST1-13")  # gab is the only Digimon: it gets +3000 DP without a question
    assert battle(g, "p1")["gab"]["dp"] == 2000 + 1000 + 3000  # Tai Kamiya's +1000 too
    assert kind(g) == "main"


def test_4_22_2_a_digivolution_cards_colour_does_not_count(cards):
    """4-22-2 (4-7-7): only the top card's colour counts, not a digivolution card's."""
    g = position(
        cards,
        p1={"battle": [{"id": "gar", "cards": ["ST1-03", "ST2-06"]}], "hand": ["ST1-13"]},
        memory=3,
    )
    assert "option ST1-13" not in legal(g)
    with pytest.raises(IllegalMove, match="4-22"):
        g.apply("option ST1-13")


def test_4_22_3_a_multicolour_option_needs_every_colour(cards):
    """4-22-3: an Option with several colours needs the colour requirement of each of them."""
    pool = with_cards(cards, RED_BLUE_OPTION)
    g = position(
        pool,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["TEST-20"]},
        memory=3,
    )
    assert "option TEST-20" not in legal(g)
    with pytest.raises(IllegalMove, match="4-22"):
        g.apply("option TEST-20")

    g = position(
        pool,
        p1={
            "battle": [{"id": "ag", "cards": ["ST1-03"]}, {"id": "gab", "cards": ["ST2-03"]}],
            "hand": ["TEST-20"],
        },
        memory=3,
    )
    assert "option TEST-20" in legal(g)
    play(g, "option TEST-20")
    assert state(g)["memory"] == 3 - 1 + 2
    assert state(g)["players"]["p1"]["trash"] == ["TEST-20"]


def test_4_22_4_one_multicolour_digimon_meets_several_colours(cards):
    """4-22-4: one Digimon with several colours meets the requirement of each of them."""
    pool = with_cards(cards, RED_BLUE_OPTION, RED_BLUE_DIGIMON)
    g = position(
        pool,
        p1={"battle": [{"id": "rb", "cards": ["TEST-21"]}], "hand": ["TEST-20"]},
        memory=3,
    )
    assert "option TEST-20" in legal(g)
    play(g, "option TEST-20")
    assert state(g)["memory"] == 4


def test_4_22_5_a_security_effect_needs_no_colour(cards):
    """4-22-5: an Option's [Security] effect activates without meeting colour requirements."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}]},
        p2={"battle": [{"id": "gab", "cards": ["ST2-03"]}], "security": ["ST1-16"]},
        memory=3,
    )
    play(g, "attack ag player")  # Gaia Force [Security]: delete 1 of p1's Digimon
    assert battle(g, "p1") == {}
    assert state(g)["players"]["p1"]["trash"] == ["ST1-03"]
    assert state(g)["players"]["p2"]["trash"] == ["ST1-16"]
    assert kind(g) == "main"
