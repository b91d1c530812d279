"""BT12-039 Gokuumon, BT12-040 Sagomon and BT12-047 Wormmon, played where a wrong reading of
their text would show (their rulings, Q2171, Q2172 and Q2178, are in tests/rulings/bt12.toml)."""

from __future__ import annotations

import pytest
from builders import digimon
from games import battle, legal, play, position, state, with_cards


@pytest.mark.parametrize("number", ["BT12-039", "BT12-040"])
def test_bt12_039_040_pay_the_full_cost_without_security_attack_on_the_other_side(pool, number):
    """ "When you would play this card from your hand, if your opponent has a Digimon with
    <Security Attack> in play, reduce its play cost by 3": with only a plain Digimon there,
    the full cost is paid (6 or 7 from 7 memory)."""
    full = pool[number].cost or 0
    g = position(
        pool,
        p1={"hand": [number]},
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=7,
    )
    play(g, f"play {number}")
    assert state(g)["memory"] == 7 - full


def test_bt12_039_inherited_security_attack_minus_1_lasts_through_the_opponents_turn(pool):
    """ "[When Attacking][Once Per Turn] Until the end of your opponent's turn, 1 of your
    opponent's Digimon gains <Security Attack -1>": p2's Digimon, marked on p1's turn,
    checks no security card when it attacks on p2's turn."""
    g = position(
        pool,
        p1={
            "battle": [{"id": "a", "cards": ["BT12-039", "TST-5000"]}],
            "security": ["ST1-02", "ST1-02"],
        },
        p2={"battle": [{"id": "x", "cards": ["TST-3000"]}], "security": ["ST1-02", "ST1-02"]},
    )
    play(g, "attack a player", "pass", "attack x player")
    assert state(g)["players"]["p1"]["security"] == 2
    assert state(g)["players"]["p2"]["security"] == 1


def test_bt12_047_wormmon_adds_both_an_imperialdramon_and_a_ken_ichijoji(pool):
    """ "Add 1 Digimon card with [Imperialdramon] in its name or a [Free] trait and 1 Tamer
    card with [Ken Ichijoji] in its name": both go to the hand, the rest under the deck."""
    g = position(
        pool,
        p1={"hand": ["BT12-047"], "deck": ["BT8-032", "ST1-02", "BT3-094", "ST1-03"]},
        memory=3,
    )
    play(g, "play BT12-047")
    assert state(g)["players"]["p1"]["hand"] == ["BT8-032", "BT3-094"]
    assert state(g)["players"]["p1"]["deck"] == 2


def test_bt12_047_wormmon_takes_a_free_digimon_as_the_digimon_card(pool):
    """A [Free] Digimon (another Wormmon) is a choice beside an Imperialdramon."""
    g = position(
        pool,
        p1={"hand": ["BT12-047"], "deck": ["BT8-032", "BT12-047", "ST1-02", "ST1-03"]},
        memory=3,
    )
    play(g, "play BT12-047")
    assert legal(g) == ["card BT8-032", "card BT12-047"]


def test_bt12_047_wormmon_inherited_dna_digivolves_at_the_end_of_the_turn(pool):
    """ "[End of Your Turn] You may DNA digivolve this Digimon and one of your other Digimon
    into a Digimon card in your hand": Greymon over Wormmon and a purple level 4 become
    Paildramon (EX3-010) as the turn ends."""
    cards = with_cards(pool, digimon("WM-01", level=4, colors=("purple",)))
    g = position(
        cards,
        p1={
            "hand": ["EX3-010"],
            "battle": [
                {"id": "w", "cards": ["BT12-047", "ST1-07"]},
                {"id": "p", "cards": ["WM-01"]},
            ],
        },
    )
    play(g, "pass", "yes")
    assert legal(g) == ["dna w p EX3-010", "done"]
    play(g, "dna w p EX3-010")
    assert battle(g, "p1")["w"]["cards"] == ["WM-01", "BT12-047", "ST1-07", "EX3-010"]
