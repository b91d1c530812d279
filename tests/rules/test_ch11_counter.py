"""Comprehensive Rules 11-3 and 15-16-14: the counter timing of an attack, [Counter]
effects, [Hand] effects (15-14-2) and <Blast Digivolve> (16-26)."""

from __future__ import annotations

import json

import pytest
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import kw, labelled, mon

from digimon_tui.cards.model import Effect
from digimon_tui.cards.text import effect_text
from digimon_tui.engine.serialize import load_data, save_data

BLAST = {"timing": "counter", "from_hand": True, "steps": [{"do": "blast_digivolve"}]}
"""[Hand] [Counter] <Blast Digivolve>."""
ACE = {**mon("78", 9000, BLAST, level=5), "overflow": 4}
"""A Digimon ACE, red Lv.5 from red Lv.4, with [Hand] [Counter] <Blast Digivolve>."""
COUNTER_GAIN = mon("82", 3000, {"timing": "counter", "steps": [{"do": "gain_memory", "amount": 1}]})
"""[Counter] Gain 1 memory."""
HAND_DRAW = mon("83", 3000, {"timing": "counter", "from_hand": True, "steps": [{"do": "draw"}]})
"""[Hand] [Counter] <Draw 1>."""
SELF_DELETING = mon(
    "85", 5000, {"timing": "when_attacking", "steps": [{"do": "delete", "target": "this"}]}
)
"""[When Attacking] Delete this Digimon."""


@pytest.fixture(scope="module")
def cc(pool):
    return with_cards(
        pool,
        ACE,
        COUNTER_GAIN,
        HAND_DRAW,
        SELF_DELETING,
        mon("79", 4000),
        mon("84", 2000, kw("blocker")),
    )


def attacked(cc, p2_hand, p2_battle, p2_breeding=None):
    """p1's a (5000 DP) attacks p2 on p1's turn."""
    p2 = {"hand": p2_hand, "battle": p2_battle, "security": ["ST1-02"] * 3}
    if p2_breeding:
        p2["breeding"] = {"id": "egg", "cards": p2_breeding}
    g = position(cc, p1={"battle": [{"id": "a", "cards": ["TST-5000"]}]}, p2=p2, memory=3)
    play(g, "attack a player")
    return g


def test_11_3_1_blast_digivolve_is_offered_at_the_counter_timing(cc):
    """16-26-1, 8-1-3-3: p2's red Lv.4 digivolves into the ACE from the hand, free; p2
    draws the bonus card; the attack goes on."""
    g = attacked(cc, ["KW-78"], [{"id": "d", "cards": ["KW-79"]}])
    assert kind(g) == "counter" and state(g)["pending"]["player"] == "p2"
    assert legal(g) == ["blast d KW-78", "no-counter"]
    assert labelled(g) == [
        "<Blast Digivolve>: digivolve d Mon 79 into Mon 78 for free",
        "Don't activate a [Counter] effect",
    ]
    play(g, "blast d KW-78")
    assert battle(g, "p2")["d"]["cards"] == ["KW-79", "KW-78"]
    assert state(g)["players"]["p2"]["hand"] == ["ST1-02"]
    assert state(g)["memory"] == 3
    assert state(g)["players"]["p2"]["security"] == 2  # the attack went on: 1 check


def test_16_26_1_blast_digivolve_keeps_the_digivolution_requirements(cc):
    g = attacked(cc, ["KW-78"], [{"id": "d", "cards": ["TST-4000"]}])
    assert kind(g) == "main"


def test_16_26_4_not_from_the_breeding_area(cc):
    g = attacked(cc, ["KW-78"], [], p2_breeding=["KW-79"])
    assert kind(g) == "main"


def test_11_3_2_one_counter_effect_per_attack(cc):
    """Two [Counter] effects ready: p2 activates one; the attack then goes to block timing."""
    g = attacked(
        cc,
        ["KW-78", "KW-83"],
        [
            {"id": "d", "cards": ["KW-79"]},
            {"id": "c", "cards": ["KW-82"]},
            {"id": "b", "cards": ["KW-84"]},
        ],
    )
    assert legal(g) == [
        "blast d KW-78",
        "blast c KW-78",
        "blast b KW-78",
        "counter KW-83",
        "counter c",
        "no-counter",
    ]
    play(g, "counter c")
    assert state(g)["memory"] == 2  # p2 gained 1
    assert kind(g) == "block"  # 11-1-4: then the block timing


def test_15_14_2_a_hand_effect_activates_from_the_hand(cc):
    """15-14-2-1: [Hand] [Counter] <Draw 1>: revealed, it stays in the hand."""
    g = attacked(cc, ["KW-83"], [])
    play(g, "counter KW-83")
    assert sorted(state(g)["players"]["p2"]["hand"]) == ["KW-83", "ST1-02"]
    assert any("reveals from the hand" in line for line in state(g)["log"])


def test_10_4_12_1_counter_effects_are_for_the_opponents_turn(cc):
    """On p2's own attack, p2's [Counter] Digimon offers nothing."""
    g = position(
        cc,
        p1={"battle": [{"id": "g", "cards": ["TST-1000"]}], "security": ["ST1-02"]},
        p2={"battle": [{"id": "c", "cards": ["KW-82"]}], "hand": ["KW-78"]},
        turn="p2",
        memory=3,
        turn_number=2,
    )
    play(g, "attack c player")
    assert kind(g) == "main"


def test_16_26_the_blast_line_is_written_on_the_card():
    assert effect_text(Effect.model_validate(BLAST)) == (
        "[Hand] [Counter] <Blast Digivolve> (One of your Digimon may digivolve into this card "
        "without paying the cost.)"
    )


def hidden_attack(cc, p2_hand):
    """p1's a attacks p2 at a table of two people who hide their hands from each other; a
    [Counter] card is in the game (p1's deck), none in p2's hand or battle area."""
    p2 = {"hand": p2_hand, "security": ["ST1-02"] * 3}
    p1 = {"battle": [{"id": "a", "cards": ["TST-5000"]}], "deck": ["KW-83"]}
    g = position(cc, p1=p1, p2=p2, memory=3)
    g.hide_hands()
    return play(g, "attack a player")


def test_11_3_with_hidden_hands_the_defender_is_asked_whatever_the_hand_holds(cc):
    """Whether the defender is asked must not depend on their hidden hand: with no
    [Counter] card in it, they are asked all the same and answer "none"."""
    g = hidden_attack(cc, ["ST1-02"])
    assert kind(g) == "counter" and state(g)["pending"]["player"] == "p2"
    assert legal(g) == ["no-counter"]
    play(g, "no-counter")
    assert state(g)["players"]["p2"]["security"] == 2  # the attack went on


def test_11_3_an_empty_hand_hides_nothing(cc):
    """No card in the hand, no [Counter] in the battle area: nothing to ask (the hand's
    size is public)."""
    g = hidden_attack(cc, [])
    assert kind(g) == "main"


def test_11_3_without_hidden_hands_nothing_to_counter_is_not_asked(cc):
    """Simulations and games against the computer skip the question as before."""
    p1 = {"battle": [{"id": "a", "cards": ["TST-5000"]}], "deck": ["KW-83"]}
    g = position(cc, p1=p1, p2={"hand": ["ST1-02"], "security": ["ST1-02"] * 3}, memory=3)
    play(g, "attack a player")
    assert kind(g) == "main"


def test_hidden_hands_survive_a_save_and_its_replay(cc):
    """The save keeps the setting, so its replay asks the same questions."""
    g = hidden_attack(cc, ["ST1-02"])
    again = load_data(cc, json.loads(json.dumps(save_data(g))))
    assert again.hidden_hands and kind(again) == "counter" and legal(again) == ["no-counter"]


def test_a_save_with_a_wrong_hidden_hands_value_is_refused(cc):
    data = save_data(hidden_attack(cc, ["ST1-02"]))
    data["setup"]["hidden_hands"] = "yes"
    with pytest.raises(ValueError, match="setup.hidden_hands: expected true or false"):
        load_data(cc, data)


def test_11_1_5_the_counter_timing_comes_even_when_the_attacker_has_left(cc):
    """Comprehensive Rules v4.2, 11-1-5: once an attack is declared, the counter timing
    follows even if the attacking Digimon has left the battle area. p1's attacker deletes
    itself as it attacks; p2 is still offered their [Counter] effect, then the attack ends
    with no block and no security check."""
    p2 = {"battle": [{"id": "c", "cards": ["KW-82"]}], "security": ["ST1-02"] * 3}
    g = position(cc, p1={"battle": [{"id": "a", "cards": ["KW-85"]}]}, p2=p2, memory=3)
    play(g, "attack a player")
    assert "a" not in battle(g, "p1")
    assert kind(g) == "counter" and state(g)["pending"]["player"] == "p2"
    play(g, "counter c")
    assert state(g)["memory"] == 2  # p2 gained 1 memory: one fewer on p1's side
    assert kind(g) == "main" and state(g)["players"]["p2"]["security"] == 3
