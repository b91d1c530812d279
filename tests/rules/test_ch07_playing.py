"""Comprehensive Rules chapter 7: playing a card (Digimon and Tamers)."""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards

from digimon_tui.loop.moves import IllegalMove

# A red Rookie: [On Play] gain 2 memory.
GAIN_ON_PLAY = {
    "number": "TEST-40",
    "name": "Test Gain On Play",
    "category": "digimon",
    "colors": ["red"],
    "level": 3,
    "cost": 3,
    "dp": 3000,
    "digivolve": [{"color": "red", "level": 2, "cost": 0}],
    "effects": [{"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 2}]}],
}

# A red Rookie: [On Play] suspend 1 of your opponent's Digimon.
SUSPEND_ON_PLAY = {
    "number": "TEST-41",
    "name": "Test Suspend On Play",
    "category": "digimon",
    "colors": ["red"],
    "level": 3,
    "cost": 3,
    "dp": 3000,
    "effects": [
        {"timing": "on_play", "steps": [{"do": "suspend", "target": {"side": "opponents"}}]}
    ],
}

# A red Champion: [On Play] gain 2 memory; digivolves from a red level 3 for 1.
CHAMPION_GAIN_ON_PLAY = {
    "number": "TEST-43",
    "name": "Test Champion Gain On Play",
    "category": "digimon",
    "colors": ["red"],
    "level": 4,
    "cost": 4,
    "dp": 5000,
    "digivolve": [{"color": "red", "level": 3, "cost": 1}],
    "effects": [{"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 2}]}],
}

# A red Tamer: [On Play] gain 1 memory.
TAMER_GAIN_ON_PLAY = {
    "number": "TEST-42",
    "name": "Test Tamer Gain On Play",
    "category": "tamer",
    "colors": ["red"],
    "cost": 2,
    "effects": [{"timing": "on_play", "steps": [{"do": "gain_memory", "amount": 1}]}],
}


# ---- 7-1: playing a Digimon ------------------------------------------------------------------


def test_7_1_3_playing_a_digimon_pays_its_cost_and_puts_it_in_the_battle_area(cards):
    """7-1-3: reveal the Digimon, pay its play cost; it enters the battle area."""
    g = position(cards, p1={"hand": ["ST1-07", "ST1-02"]}, memory=5)
    assert "play ST1-07" in legal(g)
    play(g, "play ST1-07")
    s = state(g)
    assert s["memory"] == 0
    assert s["players"]["p1"]["hand"] == ["ST1-02"]
    assert battle(g, "p1") == {
        "p1-1": {
            "cards": ["ST1-07"],
            "top": "ST1-07",
            "name": "Greymon",
            "kind": "digimon",
            "dp": 4000,
            "level": 4,
            "suspended": False,
            "played_this_turn": True,
        }
    }
    assert s["turn"] == "p1" and kind(g) == "main"


def test_7_1_1_each_played_digimon_is_a_new_digimon_with_a_new_id(cards):
    """7-1-1: a played card is a new Digimon: ids p1-1, p1-2, ... skipping ids already in use."""
    g = position(
        cards,
        p1={"battle": [{"id": "p1-1", "cards": ["ST1-03"]}], "hand": ["ST1-02", "ST1-02"]},
        p2={"hand": ["ST2-02"]},
        memory=5,
    )
    play(g, "play ST1-02")
    assert list(battle(g, "p1")) == ["p1-1", "p1-2"]
    play(g, "play ST1-02")
    assert list(battle(g, "p1")) == ["p1-1", "p1-2", "p1-3"]
    assert state(g)["memory"] == 1
    play(g, "pass", "play ST2-02")
    assert list(battle(g, "p2")) == ["p2-1"]


def test_7_1_2_1_a_digimon_cant_attack_the_turn_it_was_played(cards):
    """7-1-2-1: Digimon can't attack the turn they're played."""
    g = position(cards, p1={"hand": ["ST1-03"]}, memory=5)
    play(g, "play ST1-03")
    assert not any(m.startswith("attack") for m in legal(g))
    with pytest.raises(IllegalMove, match="7-1-2-1"):
        g.apply("attack p1-1 player")
    assert battle(g, "p1")["p1-1"]["suspended"] is False
    # In its owner's next turn it can attack.
    play(g, "pass", "pass")
    assert state(g)["turn"] == "p1" and state(g)["turn_number"] == 3
    assert battle(g, "p1")["p1-1"]["played_this_turn"] is False
    assert "attack p1-1 player" in legal(g)


def test_7_1_2_1_a_digimon_played_by_an_effect_cant_attack_that_turn(cards):
    """7-1-2-1: the rule also applies to Digimon played by effects from other areas."""
    # Kaiser Nail: play 1 Digimon card from under one of your Digimon without paying its cost.
    g = position(
        cards,
        p1={"battle": [{"id": "gar", "cards": ["ST2-03", "ST2-06"]}], "hand": ["ST2-15"]},
        memory=4,
    )
    play(g, "option ST2-15")  # the only choice is taken without a question
    assert battle(g, "p1")["gar"]["cards"] == ["ST2-06"]
    assert battle(g, "p1")["p1-1"]["cards"] == ["ST2-03"]
    assert battle(g, "p1")["p1-1"]["played_this_turn"] is True
    assert state(g)["memory"] == 0
    assert "attack gar player" in legal(g)
    assert "attack p1-1 player" not in legal(g)
    with pytest.raises(IllegalMove, match="7-1-2-1"):
        g.apply("attack p1-1 player")


def test_15_16_2_1_on_play_triggers_after_playing(cards):
    """15-16-2-1: an [On Play] effect triggers after the Digimon is played."""
    pool = with_cards(cards, SUSPEND_ON_PLAY)
    g = position(
        pool,
        p1={"hand": ["TEST-41"]},
        p2={"battle": [{"id": "x", "cards": ["ST2-02"]}, {"id": "y", "cards": ["ST2-03"]}]},
        memory=5,
    )
    play(g, "play TEST-41")
    assert kind(g) == "target"
    assert g.pending is not None and g.pending.player == 0
    assert legal(g) == ["target x", "target y"]
    # The Digimon is already in play and the cost paid while the effect chooses its target.
    assert battle(g, "p1")["p1-1"]["top"] == "TEST-41"
    assert state(g)["memory"] == 2
    play(g, "target y")
    assert battle(g, "p2")["y"]["suspended"] is True
    assert battle(g, "p2")["x"]["suspended"] is False
    assert kind(g) == "main"


def test_15_16_2_1_on_play_activates_after_the_cost_is_paid(cards):
    """15-16-2-1 (6-6-2): [On Play] gains memory after paying; the turn goes on if it is >= 0."""
    pool = with_cards(cards, GAIN_ON_PLAY)
    g = position(pool, p1={"hand": ["TEST-40"]}, memory=2)
    play(g, "play TEST-40")  # 2 - 3 = -1, then +2 = 1
    s = state(g)
    assert s["memory"] == 1
    assert s["turn"] == "p1" and s["turn_number"] == 1
    assert kind(g) == "main"
    assert battle(g, "p1")["p1-1"]["top"] == "TEST-40"


def test_15_16_2_1_on_play_does_not_trigger_on_digivolving(cards):
    """15-16-2-1 (7-1-1): digivolving into a card isn't playing it: [On Play] doesn't trigger."""
    pool = with_cards(cards, CHAMPION_GAIN_ON_PLAY)
    g = position(
        pool,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["TEST-43"]},
        memory=3,
    )
    play(g, "digivolve ag TEST-43")  # cost 1, no [On Play]
    assert state(g)["memory"] == 2
    assert battle(g, "p1")["ag"]["cards"] == ["ST1-03", "TEST-43"]
    assert kind(g) == "main"


# ---- 7-1: playing a Tamer ------------------------------------------------------------------


def test_7_1_3_playing_a_tamer_pays_its_cost(cards):
    """7-1-3: reveal the Tamer, pay its play cost; it enters the battle area."""
    g = position(cards, p1={"hand": ["ST1-12"]}, memory=3)
    play(g, "play ST1-12")
    s = state(g)
    assert s["memory"] == 1
    assert s["players"]["p1"]["hand"] == []
    tai = battle(g, "p1")["p1-1"]
    assert tai["cards"] == ["ST1-12"]
    assert tai["kind"] == "tamer"
    assert tai["dp"] is None
    assert tai["level"] is None


def test_7_1_tamers_cant_attack(cards):
    """7-1 (11-1-1): a Tamer is not a Digimon and can't attack, even in a later turn."""
    g = position(
        cards,
        p1={"battle": [{"id": "tai", "cards": ["ST1-12"]}]},
        p2={"battle": [{"id": "b", "cards": ["ST2-03"], "suspended": True}]},
        memory=3,
    )
    assert legal(g) == ["pass"]
    with pytest.raises(IllegalMove, match="11-1-1"):
        g.apply("attack tai player")
    with pytest.raises(IllegalMove, match="11-1-1"):
        g.apply("attack tai b")


def test_15_16_2_1_a_tamers_on_play_triggers(cards):
    """15-16-2-1: a Tamer's [On Play] effect triggers after it is played."""
    pool = with_cards(cards, TAMER_GAIN_ON_PLAY)
    g = position(pool, p1={"hand": ["TEST-42"]}, memory=3)
    play(g, "play TEST-42")
    assert state(g)["memory"] == 3 - 2 + 1
    assert battle(g, "p1")["p1-1"]["kind"] == "tamer"


def test_15_8_2_2_a_tamers_effects_apply_from_the_moment_it_is_played(cards):
    """15-8-2-2: a Tamer can activate effects from the moment it's played (Tai: +1000 DP)."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["ST1-12"]},
        memory=3,
    )
    assert battle(g, "p1")["ag"]["dp"] == 2000
    play(g, "play ST1-12")
    assert battle(g, "p1")["ag"]["dp"] == 3000
