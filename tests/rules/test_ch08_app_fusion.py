"""Comprehensive Rules 8-4 (App Fusion), with 2-3-9 (the requirement on the card): played
with the pool's cards.

BT24-071 Raidramon: [App Fusion] [Hackmon] & [Protecmon] & [Pipomon]: Cost 0; [On Play]
[When Digivolving] 1 of your [System]/[Life]/[Transmutation (App Name)] trait Digimon gains
<Security A. +1> for the turn. BT24-067 Hackmon, BT24-053 Protecmon and BT24-032 Pipomon are
Lv.3 Appmon with [Link] [Appmon] trait: Cost 1. BT21-059 Timemon: [App Fusion] [Watchmon] &
[Savemon] & [Calendamon]: Cost 0; BT21-053 Watchmon and BT21-041 Calendamon are Lv.3 Appmon.
"""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state, with_cards
from keyword_cards import labelled

from digimon_tui.engine import refusals

HACKMON, PROTECMON, PIPOMON = "BT24-067", "BT24-053", "BT24-032"
DEAR = {
    "number": "KW-86",
    "name": "Dear Fusion",
    "category": "digimon",
    "colors": ["purple"],
    "level": 4,
    "cost": 6,
    "dp": 6000,
    "types": ["Appmon"],
    "app_fusion": {"names": ["Hackmon", "Protecmon"], "cost": 11},
}
"""An App Fusion that costs 11: more than the 10 spaces the counter can move from 0."""


@pytest.fixture(scope="module")
def ac(pool):
    return with_cards(pool, DEAR)


def fusing(ac, top=HACKMON, links=(PROTECMON,), hand=("BT24-071",), memory=3):
    p1 = {"hand": list(hand), "battle": [{"id": "a", "cards": [top], "links": list(links)}]}
    return position(ac, p1=p1, p2={"battle": [{"id": "x", "cards": ["ST1-06"]}]}, memory=memory)


def test_8_4_1_a_linked_digimon_app_fuses_as_a_main_phase_action(ac):
    g = fusing(ac)
    assert f"app-fuse a BT24-071 {PROTECMON}" in legal(g)
    label = "App fuse a Hackmon with its link card Protecmon into Raidramon (cost 0)"
    assert label in labelled(g)


def test_8_4_3_3_the_link_card_goes_on_top_then_the_card_and_the_bonus_draw(ac):
    """The link card is placed on top of the Digimon, the revealed card on top of it; the
    digivolution bonus is drawn (8-4-3-3) and [When Digivolving] triggers (8-4-2-3)."""
    g = play(fusing(ac), f"app-fuse a BT24-071 {PROTECMON}")
    a = battle(g, "p1")["a"]
    assert a["cards"] == [HACKMON, PROTECMON, "BT24-071"]
    assert "links" not in a
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]
    assert state(g)["memory"] == 3
    assert any("(8-4-3)" in line for line in state(g)["log"])
    assert any("[When Digivolving]" in line for line in state(g)["log"])


def test_8_4_2_1_any_two_different_cards_of_the_requirement_make_a_pair(ac):
    """Ruling Q5647 (BT24-071): each of the three as the Digimon with either other as its link
    card."""
    for top, link in [
        (HACKMON, PROTECMON),
        (HACKMON, PIPOMON),
        (PROTECMON, HACKMON),
        (PROTECMON, PIPOMON),
        (PIPOMON, HACKMON),
        (PIPOMON, PROTECMON),
    ]:
        assert f"app-fuse a BT24-071 {link}" in legal(fusing(ac, top=top, links=(link,)))


def test_8_4_2_1_the_same_card_twice_is_not_a_pair(ac):
    """Ruling Q5647: a [Hackmon] with a [Hackmon] link card is not one of the combinations."""
    g = fusing(ac, links=(HACKMON,))
    assert not any(m.startswith("app-fuse") for m in legal(g))
    assert "8-4-2-1" in refusals.why_illegal(g, f"app-fuse a BT24-071 {HACKMON}")


def test_8_4_1_a_digimon_without_a_link_card_cannot_app_fuse(ac):
    g = fusing(ac, links=())
    assert not any(m.startswith("app-fuse") for m in legal(g))


def test_8_4_1_a_card_named_outside_the_requirement_makes_no_pair(ac):
    """BT21-041 Calendamon with a [Protecmon] link card: Raidramon names no Calendamon."""
    g = fusing(ac, top="BT21-041")
    assert not any(m.startswith("app-fuse") for m in legal(g))
    g = fusing(ac, top="BT21-041", links=("BT21-053",), hand=("BT21-059",))
    assert "app-fuse a BT21-059 BT21-053" in legal(g)


def test_8_4_3_2_the_cost_is_paid_and_must_be_payable(ac):
    g = play(fusing(ac, hand=("KW-86",), memory=3), f"app-fuse a KW-86 {PROTECMON}")
    assert battle(g, "p1")["a"]["cards"][-1] == "KW-86"
    assert (state(g)["turn"], state(g)["memory"]) == ("p2", 11 - 3)  # 6-1-4-1
    g = fusing(ac, hand=("KW-86",), memory=0)
    assert not any(m.startswith("app-fuse") for m in legal(g))
    assert "1-4-2-2" in refusals.why_illegal(g, f"app-fuse a KW-86 {PROTECMON}")


def test_8_4_3_1_the_card_must_be_in_the_hand(ac):
    g = fusing(ac, hand=())
    assert "8-4-3-1" in refusals.why_illegal(g, f"app-fuse a BT24-071 {PROTECMON}")
