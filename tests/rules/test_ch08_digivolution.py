"""Comprehensive Rules chapter 8: digivolution."""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards

from digimon_tui.engine.game import Game
from digimon_tui.loop.moves import IllegalMove

# A red Rookie: [When Digivolving] gain 1 memory; digivolves from a red level 2 for 0.
GAIN_ON_DIGIVOLVE = {
    "number": "TEST-50",
    "name": "Test Gain On Digivolve",
    "category": "digimon",
    "colors": ["red"],
    "level": 3,
    "cost": 3,
    "dp": 3000,
    "digivolve": [{"color": "red", "level": 2, "cost": 0}],
    "effects": [{"timing": "when_digivolving", "steps": [{"do": "gain_memory", "amount": 1}]}],
}

# A red Option: all of your Digimon with level 3 or less get +2000 DP for the turn.
ALL_LEVEL_3_OR_LESS = {
    "number": "TEST-51",
    "name": "Test All Level 3 Or Less",
    "category": "option",
    "colors": ["red"],
    "cost": 0,
    "effects": [
        {
            "timing": "main",
            "steps": [
                {
                    "do": "modify",
                    "target": {"select": "all", "side": "your", "max_level": 3},
                    "dp": 2000,
                }
            ],
        }
    ],
}

# A red Option: all of your Digimon with 4000 DP or less get +2000 DP for the turn.
ALL_4000_DP_OR_LESS = {
    "number": "TEST-52",
    "name": "Test All 4000 DP Or Less",
    "category": "option",
    "colors": ["red"],
    "cost": 0,
    "effects": [
        {
            "timing": "main",
            "steps": [
                {
                    "do": "modify",
                    "target": {"select": "all", "side": "your", "max_dp": 4000},
                    "dp": 2000,
                }
            ],
        }
    ],
}

FILLER = ["ST1-02"] * 5


def top_security(g: Game, player: int) -> str:
    return g.defs[g.players[player].security[-1]].number


# ---- 8-1: digivolving a Digimon ---------------------------------------------------------


def test_8_1_3_digivolving_stacks_the_card_pays_the_cost_and_draws(cards):
    """8-1-3: place the card on the Digimon, pay the digivolution cost, draw 1 as a bonus."""
    g = position(
        cards,
        p1={
            "battle": [{"id": "ag", "cards": ["ST1-03"]}],
            "hand": ["ST1-07"],
            "deck": ["ST1-05", *FILLER],
        },
        memory=3,
    )
    assert "digivolve ag ST1-07" in legal(g)
    play(g, "digivolve ag ST1-07")  # Greymon: red Lv.3 -> Lv.4 for 2
    s = state(g)
    assert s["memory"] == 1
    ag = battle(g, "p1")["ag"]
    assert ag["cards"] == ["ST1-03", "ST1-07"]
    assert ag["top"] == "ST1-07" and ag["level"] == 4
    assert ag["dp"] == 5000  # 4000 + Agumon's inherited +1000
    assert s["players"]["p1"]["hand"] == ["ST1-05"]
    assert s["players"]["p1"]["deck"] == 5
    assert kind(g) == "main" and s["turn"] == "p1"


def test_8_1_1_a_digimon_in_the_breeding_area_can_digivolve(cards):
    """8-1-1 (3-4-7-1): your Digimon in the breeding area can digivolve too."""
    g = position(
        cards,
        p1={
            "breeding": {"id": "egg", "cards": ["ST1-01"]},
            "hand": ["ST1-03"],
            "deck": ["ST1-05", *FILLER],
        },
        memory=3,
    )
    assert "digivolve egg ST1-03" in legal(g)
    play(g, "digivolve egg ST1-03")  # Agumon: red Lv.2 -> Lv.3 for 0
    s = state(g)
    assert s["players"]["p1"]["breeding"]["cards"] == ["ST1-01", "ST1-03"]
    assert s["players"]["p1"]["breeding"]["dp"] == 2000
    assert battle(g, "p1") == {}
    assert s["memory"] == 3
    assert s["players"]["p1"]["hand"] == ["ST1-05"]
    assert kind(g) == "main"


def test_8_1_3_1_a_card_of_the_wrong_colour_cant_digivolve(cards):
    """8-1-3-1: the Digimon must meet the digivolution requirements: colour."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["ST2-05"]},
        memory=3,
    )
    assert "digivolve ag ST2-05" not in legal(g)  # Ikkakumon digivolves from blue Lv.3
    with pytest.raises(IllegalMove, match="8-1-3-1"):
        g.apply("digivolve ag ST2-05")
    assert state(g)["players"]["p1"]["hand"] == ["ST2-05"]
    assert battle(g, "p1")["ag"]["cards"] == ["ST1-03"]
    assert state(g)["memory"] == 3


def test_8_1_3_1_a_card_of_the_wrong_level_cant_digivolve(cards):
    """8-1-3-1: the Digimon must meet the digivolution requirements: level."""
    g = position(
        cards,
        p1={
            "battle": [{"id": "ag", "cards": ["ST1-03"]}],
            "breeding": {"id": "egg", "cards": ["ST1-01"]},
            "hand": ["ST1-08", "ST1-07"],
        },
        memory=3,
    )
    # Garudamon digivolves from red Lv.4; Greymon from red Lv.3.
    assert "digivolve ag ST1-08" not in legal(g)
    assert "digivolve egg ST1-07" not in legal(g)
    assert "digivolve ag ST1-07" in legal(g)
    with pytest.raises(IllegalMove, match="8-1-3-1"):
        g.apply("digivolve ag ST1-08")
    with pytest.raises(IllegalMove, match="8-1-3-1"):
        g.apply("digivolve egg ST1-07")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-08", "ST1-07"]


def test_8_1_3_3_the_bonus_draw_comes_before_when_digivolving(cards):
    """8-1-3-3: after digivolving, draw 1 card; then [When Digivolving] effects trigger."""
    # Angewomon [When Digivolving]: if you have 3 or fewer security cards, <Recovery +1 (Deck)>.
    g = position(
        cards,
        p1={
            "battle": [{"id": "ga", "cards": ["ST3-06"]}],
            "hand": ["ST3-09"],
            "security": ["ST3-02", "ST3-02", "ST3-02"],
            "deck": ["ST3-03", "ST3-04", "ST3-07"],
        },
        memory=3,
    )
    play(g, "digivolve ga ST3-09")
    s = state(g)
    assert s["players"]["p1"]["hand"] == ["ST3-03"]  # the bonus card: the deck's top card
    assert s["players"]["p1"]["security"] == 4
    assert top_security(g, 0) == "ST3-04"  # the next card went on top of security
    assert s["players"]["p1"]["deck"] == 1
    assert s["memory"] == 0


def test_8_1_3_3_the_bonus_draw_can_leave_nothing_for_when_digivolving(cards):
    """8-1-3-3: with 1 card in the deck, the bonus draw takes it and Recovery finds none."""
    g = position(
        cards,
        p1={
            "battle": [{"id": "ga", "cards": ["ST3-06"]}],
            "hand": ["ST3-09"],
            "security": ["ST3-02", "ST3-02", "ST3-02"],
            "deck": ["ST3-03"],
        },
        memory=3,
    )
    play(g, "digivolve ga ST3-09")
    s = state(g)
    assert s["players"]["p1"]["hand"] == ["ST3-03"]
    assert s["players"]["p1"]["security"] == 3
    assert top_security(g, 0) == "ST3-02"
    assert s["players"]["p1"]["deck"] == 0
    assert g.winner is None and kind(g) == "main"


def test_8_1_3_3_when_digivolving_triggers_after_digivolving(cards):
    """8-1-3-3: [When Digivolving] effects trigger once the Digimon has digivolved."""
    # Garudamon [When Digivolving]: 1 of your Digimon gets +3000 DP for the turn.
    g = position(
        cards,
        p1={
            "battle": [
                {"id": "bird", "cards": ["ST1-05"]},
                {"id": "bi", "cards": ["ST1-02"]},
            ],
            "hand": ["ST1-08"],
        },
        memory=3,
    )
    play(g, "digivolve bird ST1-08")
    assert kind(g) == "target"
    assert legal(g) == ["target bird", "target bi"]
    assert battle(g, "p1")["bird"]["top"] == "ST1-08"  # already Garudamon when it activates
    play(g, "target bird")
    assert battle(g, "p1")["bird"]["dp"] == 10000
    assert battle(g, "p1")["bi"]["dp"] == 3000
    assert state(g)["memory"] == 0


def test_8_1_3_3_when_digivolving_does_not_activate_in_the_breeding_area(cards):
    """8-1-3-3 (3-4-7-4): effects don't activate in the breeding area, [When Digivolving] too."""
    pool = with_cards(cards, GAIN_ON_DIGIVOLVE)
    g = position(
        pool,
        p1={"breeding": {"id": "egg", "cards": ["ST1-01"]}, "hand": ["TEST-50"]},
        memory=3,
    )
    play(g, "digivolve egg TEST-50")  # cost 0
    assert state(g)["memory"] == 3
    assert state(g)["players"]["p1"]["breeding"]["cards"] == ["ST1-01", "TEST-50"]
    assert kind(g) == "main"


# ---- 8-1-2-3 / 3-1-3-1-3: what a digivolved Digimon carries over -----------------------------


def test_8_1_2_3_a_digivolved_digimon_stays_suspended(cards):
    """8-1-2-3: a digivolved Digimon carries over its state: a suspended one stays suspended."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"], "suspended": True}], "hand": ["ST1-07"]},
        memory=3,
    )
    play(g, "digivolve ag ST1-07")
    assert battle(g, "p1")["ag"]["suspended"] is True
    assert "attack ag player" not in legal(g)


def test_8_1_2_3_a_digivolved_digimon_stays_unsuspended(cards):
    """8-1-2-3: an unsuspended Digimon that digivolves stays unsuspended and can attack."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["ST1-07"]},
        p2={"security": ["ST3-14", "ST3-14", "ST3-14"]},
        memory=3,
    )
    play(g, "digivolve ag ST1-07")
    assert battle(g, "p1")["ag"]["suspended"] is False
    assert "attack ag player" in legal(g)
    play(g, "attack ag player")  # Greymon with Agumon under it: 1 check
    assert state(g)["players"]["p2"]["security"] == 2


def test_8_1_2_3_a_digivolved_digimon_played_this_turn_still_cant_attack(cards):
    """8-1-2-3 (7-1-2-1): a Digimon played this turn and then digivolved still can't attack."""
    g = position(cards, p1={"hand": ["ST1-03", "ST1-07"]}, memory=6)
    play(g, "play ST1-03", "digivolve p1-1 ST1-07")
    assert state(g)["memory"] == 1
    p = battle(g, "p1")["p1-1"]
    assert p["cards"] == ["ST1-03", "ST1-07"]
    assert p["played_this_turn"] is True
    assert "attack p1-1 player" not in legal(g)
    with pytest.raises(IllegalMove, match="7-1-2-1"):
        g.apply("attack p1-1 player")


def test_3_1_3_1_3_effects_on_a_digimon_carry_over_when_it_digivolves(cards):
    """3-1-3-1-3: a digivolved Digimon carries over effects applied to it (+3000 for the turn)."""
    g = position(
        cards,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["ST1-13", "ST1-07"]},
        memory=3,
    )
    play(g, "option ST1-13")  # Shadow Wing: +3000 DP for the turn
    assert battle(g, "p1")["ag"]["dp"] == 5000
    play(g, "digivolve ag ST1-07")
    assert battle(g, "p1")["ag"]["dp"] == 4000 + 1000 + 3000
    assert state(g)["memory"] == 0 and kind(g) == "main"
    play(g, "pass")
    assert battle(g, "p1")["ag"]["dp"] == 4000  # for the turn only; p2's turn now


def test_3_1_3_1_3_effects_carry_over_through_two_digivolutions(cards):
    """3-1-3-1-3: the +3000 from Garudamon's [When Digivolving] stays through a later digivolve."""
    g = position(
        cards,
        p1={"battle": [{"id": "bird", "cards": ["ST1-05"]}], "hand": ["ST1-08", "ST1-10"]},
        memory=5,
    )
    play(g, "digivolve bird ST1-08")  # 3 memory; +3000 to bird, the only Digimon
    assert battle(g, "p1")["bird"]["dp"] == 10000
    play(g, "digivolve bird ST1-10")  # Phoenixmon, 2 memory
    assert battle(g, "p1")["bird"]["dp"] == 15000
    assert battle(g, "p1")["bird"]["cards"] == ["ST1-05", "ST1-08", "ST1-10"]
    assert state(g)["memory"] == 0


def test_3_1_3_1_3_a_chosen_targets_effect_carries_over_though_its_condition_no_longer_holds(cards):
    """3-1-3-1-3: an effect on 1 chosen Digimon carries over, even if the Digimon no longer
    meets the condition it was chosen by."""
    # Sorrow Blue: 1 of the opponent's Digimon with no digivolution cards can't attack or
    # block until the end of the opponent's turn.
    g = position(
        cards,
        p1={"battle": [{"id": "gab", "cards": ["ST2-03"]}], "hand": ["ST2-14"]},
        p2={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["ST1-07"]},
        memory=3,
    )
    play(g, "option ST2-14", "pass")
    assert state(g)["turn"] == "p2" and state(g)["memory"] == 3
    play(g, "digivolve ag ST1-07")  # now it has 1 digivolution card
    assert battle(g, "p2")["ag"]["cards"] == ["ST1-03", "ST1-07"]
    assert "attack ag player" not in legal(g)
    with pytest.raises(IllegalMove, match="15-1-3"):
        g.apply("attack ag player")


def test_3_1_3_1_3_an_all_effect_with_a_level_condition_does_not_carry_over(cards):
    """3-1-3-1-3: an "all of your Digimon with ..." effect ends for a Digimon that no longer
    meets the condition after digivolving (level 3 or less)."""
    pool = with_cards(cards, ALL_LEVEL_3_OR_LESS)
    g = position(
        pool,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["TEST-51", "ST1-07"]},
        memory=3,
    )
    play(g, "option TEST-51")
    assert battle(g, "p1")["ag"]["dp"] == 4000
    play(g, "digivolve ag ST1-07")
    assert battle(g, "p1")["ag"]["dp"] == 4000 + 1000  # no +2000: Greymon is level 4


def test_3_1_3_1_3_an_all_effect_with_a_dp_condition_does_not_carry_over(cards):
    """3-1-3-1-3: the same with a DP condition: "all of your Digimon with 4000 DP or less"."""
    pool = with_cards(cards, ALL_4000_DP_OR_LESS)
    g = position(
        pool,
        p1={"battle": [{"id": "ag", "cards": ["ST1-03"]}], "hand": ["TEST-52", "ST1-07"]},
        memory=3,
    )
    play(g, "option TEST-52")
    assert battle(g, "p1")["ag"]["dp"] == 4000  # 2000 + 2000
    assert kind(g) == "main"
    play(g, "digivolve ag ST1-07")
    assert battle(g, "p1")["ag"]["dp"] == 4000 + 1000  # Greymon has 5000: over 4000


# ---- 8-2-2-1-3 / 8-2-2-1-4: DNA digivolution makes a new Digimon, mid-attack too -------
def dna_mid_attack(cards, effect: dict) -> dict:
    """A blue/green level 5 that DNA digivolves from a blue level 4 (on top) and a green
    level 4 for 0; the blue level 4 carries `effect`."""

    def digimon(number: str, colour: str, level: int, dp: int, **more) -> dict:
        return {
            "number": number,
            "name": f"Test {number}",
            "category": "digimon",
            "colors": [colour] if colour != "both" else ["blue", "green"],
            "level": level,
            "cost": 3,
            "dp": dp,
            **more,
        }

    dna = {
        "top": {"color": "blue", "level": 4},
        "bottom": {"color": "green", "level": 4},
        "cost": 0,
    }
    return with_cards(
        cards,
        digimon("TEST-60", "both", 5, 10000, dna=dna),
        digimon("TEST-61", "blue", 4, 4000, effects=[effect]),
        digimon("TEST-62", "green", 4, 4000),
    )


DNA_WHEN_ATTACKING = {
    "timing": "when_attacking",
    "optional": True,
    "steps": [{"do": "dna_digivolve"}],
}
DNA_WHEN_ATTACKED = {
    "timing": "opponents_turn",
    "optional": True,
    "trigger": {"event": "attacks", "whose": "opponents"},
    "steps": [{"do": "dna_digivolve"}],
}


def test_v4_2_8_2_2_1_3_a_digimon_that_dna_digivolves_while_attacking_no_longer_attacks(cards):
    """8-2-2-1-3: the attacker DNA digivolved by its [When Attacking] effect is a new
    Digimon, not the attacking one: the attack ends with no security check (v1.0 let the
    top Digimon's attack go on)."""
    g = position(
        dna_mid_attack(cards, DNA_WHEN_ATTACKING),
        p1={
            "hand": ["TEST-60"],
            "battle": [{"id": "b", "cards": ["TEST-61"]}, {"id": "g", "cards": ["TEST-62"]}],
        },
        p2={"security": ["ST1-02"] * 3},
    )
    g.logging = True
    play(g, "attack b player", "yes", "dna b g TEST-60")
    assert battle(g, "p1")["b"]["cards"] == ["TEST-62", "TEST-61", "TEST-60"]
    assert state(g)["players"]["p2"]["security"] == 3  # no security check
    assert battle(g, "p1")["b"]["suspended"] is False  # a new Digimon, unsuspended
    assert any("b is a new Digimon: the attack ends" in line for line in g.log_lines)
    assert kind(g) == "main"


def test_v4_2_8_2_2_1_4_an_attack_target_that_dna_digivolves_is_no_longer_attacked(cards):
    """8-2-2-1-4: the attacked Digimon, DNA digivolved by its owner's effect when the
    attack is declared, is a new Digimon, not the attack's target: no battle, and nothing
    is deleted (v1.0's reading had the 10000 DP result battle the attacker and delete it)."""
    attacker = {
        "number": "TEST-63",
        "name": "Test TEST-63",
        "category": "digimon",
        "colors": ["red"],
        "level": 5,
        "cost": 5,
        "dp": 6000,
    }
    g = position(
        with_cards(dna_mid_attack(cards, DNA_WHEN_ATTACKED), attacker),
        p1={"battle": [{"id": "a", "cards": ["TEST-63"]}]},
        p2={
            "hand": ["TEST-60"],
            "battle": [
                {"id": "b", "cards": ["TEST-61"], "suspended": True},
                {"id": "g", "cards": ["TEST-62"]},
            ],
            "security": ["ST1-02"] * 3,
        },
    )
    g.logging = True
    play(g, "attack a b", "yes", "dna b g TEST-60")
    assert "a" in battle(g, "p1")  # not deleted in a battle with the 10000 DP Digimon
    assert battle(g, "p2")["b"]["cards"][-1] == "TEST-60"
    assert any("the attack target is a new Digimon: no battle" in line for line in g.log_lines)
