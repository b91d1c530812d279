"""Comprehensive Rules chapter 6: game procedures (the phases of a turn, passing, turn end)."""

from __future__ import annotations

from games import battle, kind, legal, play, position, state, with_cards

from digimon_tui.cards.decks import load_deck
from digimon_tui.engine.game import Game

# A red Rookie whose inherited effect is [When Attacking] gain 1 memory.
GAIN_ON_ATTACK = {
    "number": "TEST-30",
    "name": "Test Gain On Attack",
    "category": "digimon",
    "colors": ["red"],
    "level": 3,
    "cost": 3,
    "dp": 3000,
    "digivolve": [{"color": "red", "level": 2, "cost": 0}],
    "inherited": [{"timing": "when_attacking", "steps": [{"do": "gain_memory", "amount": 1}]}],
}

# A blue Tamer: [Start of Your Turn] lose 4 memory.
LOSE_AT_START = {
    "number": "TEST-31",
    "name": "Test Lose At Start",
    "category": "tamer",
    "colors": ["blue"],
    "cost": 2,
    "effects": [{"timing": "start_of_your_turn", "steps": [{"do": "lose_memory", "amount": 4}]}],
}


# ---- 6-2-1-1 / 6-2: start of turn and unsuspend phase ------------------------------------------


def test_15_16_11_1_start_of_your_turn_effects_activate(cards):
    """15-16-11-1, 15-16-11-2: the turn player's [Start of Your Turn] effects activate at the start
    of the turn."""
    # Matt Ishida: [Start of Your Turn] if the opponent has a Digimon with no digivolution
    # cards, gain 1 memory.
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}]},
        p2={"battle": [{"id": "matt", "cards": ["ST2-12"]}]},
        memory=3,
    )
    play(g, "pass")
    s = state(g)
    assert s["turn"] == "p2"
    assert s["memory"] == 4


def test_6_2_1_the_turn_player_unsuspends_at_the_start_of_the_turn(cards):
    """6-2-1: unsuspend all of your suspended Digimon and Tamers (only the turn player's)."""
    g = position(
        cards,
        p1={
            "battle": [
                {"id": "a", "cards": ["ST1-03"], "suspended": True},
                {"id": "tai", "cards": ["ST1-12"], "suspended": True},
            ]
        },
        p2={
            "battle": [
                {"id": "b", "cards": ["ST2-03"], "suspended": True},
                {"id": "matt", "cards": ["ST2-12"], "suspended": True},
            ]
        },
        memory=3,
    )
    play(g, "pass")
    assert state(g)["turn"] == "p2" and kind(g) == "main"
    assert battle(g, "p2")["b"]["suspended"] is False
    assert battle(g, "p2")["matt"]["suspended"] is False
    assert battle(g, "p1")["a"]["suspended"] is True
    assert battle(g, "p1")["tai"]["suspended"] is True
    assert "attack b player" in legal(g)
    assert "attack b a" in legal(g)  # p1's a stays suspended, so it can be attacked


# ---- 6-3: draw phase ------------------------------------------------------------------------


def test_6_3_1_the_turn_player_draws_the_top_card(cards):
    """6-3-1: the turn player draws 1 card from their deck (the second player in turn 2 too)."""
    g = position(cards, p2={"deck": ["ST2-07", "ST2-02", "ST2-02"]}, memory=3)
    play(g, "pass")
    s = state(g)
    assert s["turn"] == "p2" and s["turn_number"] == 2
    assert s["players"]["p2"]["hand"] == ["ST2-07"]
    assert s["players"]["p2"]["deck"] == 2


def test_6_3_1_1_the_first_player_does_not_draw_in_their_first_turn(cards):
    """6-3-1-1: the first player doesn't draw in their first turn; every later turn draws."""
    red, blue = load_deck("red"), load_deck("blue")
    g = Game.new(cards, [(red.main, red.eggs), (blue.main, blue.eggs)], seed=5, first=0)
    play(g, "keep", "keep")
    s = state(g)
    assert s["turn"] == "p1" and s["turn_number"] == 1
    assert len(s["players"]["p1"]["hand"]) == 5 and s["players"]["p1"]["deck"] == 40
    play(g, "skip", "pass")
    s = state(g)
    assert s["turn"] == "p2" and s["turn_number"] == 2
    assert len(s["players"]["p2"]["hand"]) == 6 and s["players"]["p2"]["deck"] == 39
    play(g, "skip", "pass")
    s = state(g)
    assert s["turn"] == "p1" and s["turn_number"] == 3
    assert len(s["players"]["p1"]["hand"]) == 6 and s["players"]["p1"]["deck"] == 39


def test_1_2_3_2_a_player_who_cant_draw_loses(cards):
    """1-2-3-2: with 0 cards in your deck you can't draw and lose the game at that time."""
    g = position(cards, p2={"deck": [], "battle": [{"id": "b", "cards": ["ST2-03"]}]}, memory=3)
    play(g, "pass")
    s = state(g)
    assert s["winner"] == "p1"
    assert "1-2-3-2" in s["win_reason"]
    assert kind(g) is None
    assert legal(g) == []


# ---- 6-4: breeding phase ------------------------------------------------------------------


def test_4_18_1_hatch_when_the_breeding_area_is_empty_and_eggs_remain(cards):
    """4-18-1: hatching flips the top Digi-Egg into the empty breeding area."""
    g = position(cards, p1={"eggs": ["ST1-01", "ST2-01"]}, phase="breeding", memory=3)
    assert kind(g) == "breeding"
    assert legal(g) == ["hatch", "skip"]
    play(g, "hatch")
    s = state(g)
    assert s["players"]["p1"]["breeding"]["id"] == "p1-1"
    assert s["players"]["p1"]["breeding"]["cards"] == ["ST1-01"]
    assert s["players"]["p1"]["eggs"] == 1
    # 6-4-1: just one breeding action: the main phase follows.
    assert kind(g) == "main" and s["phase"] == "main"
    assert battle(g, "p1") == {}


def test_4_18_1_no_hatch_while_the_breeding_area_is_occupied(cards):
    """4-18-1: you can hatch only when you don't have a Digimon in the breeding area."""
    g = position(
        cards,
        p1={"eggs": ["ST1-01"], "breeding": {"id": "egg", "cards": ["ST1-01", "ST1-03"]}},
        phase="breeding",
        memory=3,
    )
    assert kind(g) == "breeding"
    assert legal(g) == ["move", "skip"]


def test_6_4_1_2_move_puts_the_breeding_digimon_in_the_battle_area(cards):
    """6-4-1-2: move the Digimon with DP from the breeding area to the battle area."""
    g = position(
        cards,
        p1={"eggs": ["ST1-01"], "breeding": {"id": "egg", "cards": ["ST1-01", "ST1-03"]}},
        phase="breeding",
        memory=3,
    )
    play(g, "move")
    s = state(g)
    assert s["players"]["p1"]["breeding"] is None
    assert battle(g, "p1")["egg"]["cards"] == ["ST1-01", "ST1-03"]
    assert s["players"]["p1"]["eggs"] == 1  # no hatch in the same phase
    assert kind(g) == "main"


def test_4_17_2_a_level_2_digimon_cant_move_and_skip_is_not_asked(cards):
    """4-17-2: a Digimon without DP can't move; with only "do nothing" left, nobody is asked."""
    g = position(
        cards,
        p1={"eggs": ["ST1-01"], "breeding": {"id": "egg", "cards": ["ST1-01"]}},
        phase="breeding",
        memory=3,
    )
    assert kind(g) == "main"
    s = state(g)
    assert s["players"]["p1"]["breeding"]["cards"] == ["ST1-01"]
    assert battle(g, "p1") == {}
    assert "p1: skip (the only choice)" in s["log"]


def test_6_4_1_3_with_no_eggs_and_an_empty_breeding_area_skip_is_not_asked(cards):
    """6-4-1-3: with nothing to hatch or move, the breeding phase passes without a question."""
    g = position(cards, phase="breeding", memory=3)
    assert kind(g) == "main"
    assert state(g)["players"]["p1"]["breeding"] is None


def test_4_17_1_a_moved_digimon_may_attack_the_same_turn(cards):
    """4-17-1: moving isn't playing, so the moved Digimon can attack this turn."""
    g = position(
        cards,
        p1={"breeding": {"id": "egg", "cards": ["ST1-01", "ST1-03"]}},
        p2={"security": ["ST3-14"]},
        phase="breeding",
        memory=3,
    )
    play(g, "move")
    assert battle(g, "p1")["egg"]["played_this_turn"] is False
    assert "attack egg player" in legal(g)
    play(g, "attack egg player")
    assert state(g)["players"]["p2"]["security"] == 0
    assert battle(g, "p1")["egg"]["suspended"] is True


# ---- 6-5-1-7: passing -----------------------------------------------------------------------


def test_6_5_1_7_1_pass_puts_memory_at_3_for_the_opponent(cards):
    """6-5-1-7-1: after a pass the memory moves to 3 on the opponent's side, whatever it was."""
    for before in (0, 1, 7, 10):
        g = position(cards, memory=before)
        play(g, "pass")
        s = state(g)
        assert s["turn"] == "p2"
        assert s["turn_number"] == 2
        assert s["memory"] == 3
        assert kind(g) == "main" and g.pending is not None and g.pending.player == 1


# ---- 6-6: end of the turn --------------------------------------------------------------


def test_6_6_2_the_attack_finishes_before_the_turn_ends(cards):
    """6-6-2: the turn ends only after pending effects and the action in progress finish."""
    # Coredramon [When Attacking]: lose 2 memory. At memory 1 that puts the counter on p2's
    # side, but the attack still completes with its security check.
    g = position(
        cards,
        p1={"battle": [{"id": "core", "cards": ["ST1-06"]}]},
        p2={"security": ["ST3-14", "ST3-14"]},
        memory=1,
    )
    play(g, "attack core player")
    s = state(g)
    assert s["players"]["p2"]["security"] == 1
    assert s["players"]["p2"]["hand"][0] == "ST3-14"  # revealed in p1's turn, before p2 drew
    assert s["turn"] == "p2" and s["turn_number"] == 2
    assert s["memory"] == 1
    assert kind(g) == "main" and g.pending is not None and g.pending.player == 1


def test_6_6_2_block_timing_still_comes_after_memory_passes_0(cards):
    """6-6-2: with the counter already on the opponent's side, the attack's block timing
    and battle still happen before the turn ends."""
    g = position(
        cards,
        p1={"battle": [{"id": "core", "cards": ["ST1-06"]}]},
        p2={"battle": [{"id": "wall", "cards": ["ST1-06"]}]},
        memory=1,
    )
    play(g, "attack core player")
    assert state(g)["memory"] == -1
    assert state(g)["turn"] == "p1"
    assert kind(g) == "block"
    assert g.pending is not None and g.pending.player == 1
    assert legal(g) == ["block wall", "no-block"]
    play(g, "block wall")  # 6000 vs 6000: both are deleted
    s = state(g)
    assert battle(g, "p1") == {} and battle(g, "p2") == {}
    assert s["players"]["p1"]["trash"] == ["ST1-06"]
    assert s["players"]["p2"]["trash"] == ["ST1-06"]
    assert s["turn"] == "p2" and s["memory"] == 1


def test_6_6_2_the_turn_continues_if_memory_comes_back_to_0(cards):
    """6-6-2: if pending effects bring the memory back to 0 or more, the turn continues."""
    pool = with_cards(cards, GAIN_ON_ATTACK)
    g = position(
        pool,
        p1={"battle": [{"id": "core", "cards": ["TEST-30", "ST1-06"]}]},
        p2={"security": ["ST3-14", "ST3-14"]},
        memory=1,
    )
    play(g, "attack core player")
    # Two [When Attacking] effects of p1: p1 chooses the order (15-4-3-5-1).
    assert kind(g) == "order"
    assert legal(g) == ["first 1", "first 2"]
    assert g.pending is not None
    lose = next(i for i, o in enumerate(g.pending.options, 1) if "Coredramon" in o)
    play(g, f"first {lose}")  # lose 2 first: 1 -> -1, then gain 1: -1 -> 0
    s = state(g)
    assert s["memory"] == 0
    assert s["turn"] == "p1" and s["turn_number"] == 1
    assert s["players"]["p2"]["security"] == 1
    assert kind(g) == "main"


def test_6_1_4_1_memory_passing_0_at_the_start_of_the_turn_ends_the_turn(cards):
    """6-1-4-1 (6-1-4-1): when an effect moves the counter to the opponent's side, the end of the
    turn comes, here right after a [Start of Your Turn] effect: no draw, no breeding phase."""
    pool = with_cards(cards, LOSE_AT_START)
    g = position(
        pool,
        p2={"battle": [{"id": "t", "cards": ["TEST-31"]}], "eggs": ["ST2-01"]},
        memory=3,
    )
    play(g, "pass")  # p2's turn 2 starts at 3; the Tamer's effect: 3 - 4 = 1 for p1
    s = state(g)
    assert g.pending is not None and g.pending.player == 0
    assert s["turn"] == "p1" and s["turn_number"] == 3
    assert s["memory"] == 1
    assert s["players"]["p2"]["hand"] == []
    assert s["players"]["p2"]["breeding"] is None
    assert s["players"]["p2"]["eggs"] == 1


def test_6_6_3_for_the_turn_effects_end_when_the_turn_switches(cards):
    """6-6-3: once the turn switches, all "for the turn" effects end."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["ST1-13"]},
        memory=3,
    )
    play(g, "option ST1-13")  # Shadow Wing: +3000 DP for the turn
    assert battle(g, "p1")["ag"]["dp"] == 5000
    play(g, "pass")
    assert state(g)["turn"] == "p2"
    assert battle(g, "p1")["ag"]["dp"] == 2000


def test_6_6_3_for_the_turn_effects_last_until_the_turn_switches(cards):
    """6-6-3: "for the turn" effects end at the switch, not when the memory passes 0."""
    g = position(
        cards,
        p1={"battle": [{"id": "core", "cards": ["ST1-06"]}], "hand": ["ST1-13"]},
        p2={"battle": [{"id": "garu", "cards": ["ST1-08"], "suspended": True}]},
        memory=1,
    )
    play(g, "option ST1-13")  # Shadow Wing: core gets +3000 DP; memory 1 -> 0
    assert state(g)["memory"] == 0 and kind(g) == "main"
    assert battle(g, "p1")["core"]["dp"] == 9000
    # Coredramon loses 2 memory when attacking (0 -> -2); the battle still sees 9000 DP.
    play(g, "attack core garu")  # 9000 vs 7000
    assert battle(g, "p2") == {}
    assert state(g)["players"]["p2"]["trash"] == ["ST1-08"]
    assert state(g)["turn"] == "p2" and state(g)["memory"] == 2
    assert battle(g, "p1")["core"]["dp"] == 6000


def test_6_5_1_3_an_option_without_a_main_effect_is_paid_for_and_trashed(cards) -> None:
    plain = {"number": "TST-901", "name": "Plain Option", "category": "option"}
    pool = with_cards(cards, {**plain, "colors": ["red"], "cost": 1})
    g = position(
        pool, {"hand": ["TST-901"], "battle": [{"id": "a", "cards": ["ST1-03"]}]}, memory=3
    )
    play(g, "option TST-901")
    assert g.memory == 2 and kind(g) == "main"
    assert [g.defs[u].number for u in g.players[0].trash] == ["TST-901"]
    assert "Plain Option has no [Main] effect: nothing happens (6-5-1-3)" in g.log_lines
