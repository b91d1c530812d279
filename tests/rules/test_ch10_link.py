"""Comprehensive Rules chapter 10 (Link), with 4-3-4, 4-3-5 (a linked Digimon's DP and
effects), 4-9 (link cards), 6-5-1-4 (the main-phase action), 15-16-6 ([When Linking]) and
17-1-3-2-5, 17-1-3-2-6 (the rule check): played with the link cards of the pool.

BT21-047 Navimon: [Link] [Appmon] trait: Cost 1, link DP 2000, link effect <Piercing>.
P-190 Tweetmon: [Link] [Appmon] trait: Cost 1, link DP 2000, [When Linking] <Draw 1>.
BT21-043 Sociamon: Lv.4 yellow Appmon from a yellow Lv.3, [Link] ... Cost 2, 3000 DP.
BT21-041 Calendamon: a yellow Lv.3 Appmon. ST3-05 Angemon: a yellow Lv.4, not an Appmon.
"""

from __future__ import annotations

import pytest
from games import battle, legal, play, position, state, with_cards
from keyword_cards import labelled

from digimon_tui.engine import queries as q
from digimon_tui.engine import refusals

SCOUT_LINK = {
    "number": "KW-90",
    "name": "Scout Link",
    "category": "digimon",
    "colors": ["red"],
    "level": 3,
    "cost": 3,
    "dp": 1000,
    "link": {"requirements": [{"digimon": "[Scout]", "cost": 0}], "dp": 1000},
}
"""A card that links to a Digimon named [Scout], as the token below is."""
SCOUT = {"name": "Scout", "colors": ["red"], "level": 3, "dp": 1000}
WIDE = {
    "number": "KW-89",
    "name": "Wide Appmon",
    "category": "digimon",
    "colors": ["red"],
    "level": 5,
    "cost": 7,
    "dp": 7000,
    "types": ["Appmon"],
    "effects": [{"keyword": "link_plus", "value": 1}],
}
"""<Link +1>: an Appmon that may have 2 link cards."""
TALL = {
    "number": "KW-88",
    "name": "Tall Appmon",
    "category": "digimon",
    "colors": ["red"],
    "level": 6,
    "cost": 12,
    "dp": 12000,
    "digivolve": [{"color": "red", "level": 5, "cost": 1}],
    "types": ["Appmon"],
}
"""An Appmon the <Link +1> one digivolves into, without <Link +1>."""
FUSED = {
    **TALL,
    "number": "KW-87",
    "name": "Fused Appmon",
    "level": 6,
    "digivolve": [],
    "dna": {"top": {"color": "red", "level": 5}, "bottom": {"color": "red", "level": 5}, "cost": 0},
}
"""<DNA Digivolution: 0 from red Lv.5 + red Lv.5>, an Appmon."""


@pytest.fixture(scope="module")
def lc(pool):
    return with_cards(pool, SCOUT_LINK, WIDE, TALL, FUSED)


def linked_position(lc, hand=("BT21-047",), cards=("BT21-041",), links=(), memory=3, p2=None):
    p1 = {"hand": list(hand), "battle": [{"id": "a", "cards": list(cards), "links": list(links)}]}
    p2 = p2 or {"battle": [{"id": "x", "cards": ["TST-3000"]}]}
    return position(lc, p1=p1, p2=p2, memory=memory)


def test_6_5_1_4_linking_a_card_from_the_hand_is_a_main_phase_action(lc):
    g = linked_position(lc)
    assert "link BT21-047 a" in legal(g)
    assert "Link Navimon to a Calendamon (cost 1)" in labelled(g)


def test_10_1_3_reveal_pay_the_link_cost_plug_in(lc):
    """10-1-3-2, 10-1-3-3: the link cost is paid and the card leaves the hand as a link card
    of the Digimon; 4-9-2: not one of its stacked cards."""
    g = play(linked_position(lc), "link BT21-047 a")
    a = battle(g, "p1")["a"]
    assert a["links"] == ["BT21-047"]
    assert a["cards"] == ["BT21-041"]
    assert state(g)["players"]["p1"]["hand"] == []
    assert state(g)["memory"] == 3 - 1
    assert any("(10-1-3-3)" in line for line in state(g)["log"])


def test_10_1_3_1_only_a_digimon_that_meets_the_requirement_can_be_linked(lc):
    """[Appmon] trait: ST3-05 Angemon isn't one; nor is a Digimon of the opponent's."""
    g = linked_position(lc, cards=("ST3-05",))
    assert not any(m.startswith("link") for m in legal(g))
    assert "10-1-3-1" in refusals.why_illegal(g, "link BT21-047 a")
    assert "6-5-1-4-1" in refusals.why_illegal(g, "link BT21-047 x")


def test_4_21_4_a_token_cannot_get_linked(lc):
    g = position(
        lc,
        p1={"hand": ["KW-90"], "battle": [{"id": "t", "token": SCOUT}]},
        memory=3,
    )
    assert "link KW-90 t" not in legal(g)
    assert "4-21-4" in refusals.why_illegal(g, "link KW-90 t")


def test_4_3_4_the_linked_digimon_gets_the_link_dp(lc):
    g = play(linked_position(lc), "link BT21-047 a")
    assert battle(g, "p1")["a"]["dp"] == 1000 + 2000


def test_4_3_5_the_linked_digimon_gains_the_link_effects(lc):
    g = linked_position(lc)
    assert "<Piercing>" not in q.keywords_of(g, g.permanent("a"))
    play(g, "link BT21-047 a")
    assert "<Piercing>" in q.keywords_of(g, g.permanent("a"))


def test_15_16_6_when_linking_triggers_as_the_card_becomes_a_link_card(lc):
    """P-190 Tweetmon: [When Linking] <Draw 1>, the linked Digimon's effect."""
    g = play(linked_position(lc, hand=("P-190",)), "link P-190 a")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]
    assert any("[When Linking]" in line for line in state(g)["log"])


def test_15_16_6_when_linking_doesnt_trigger_again_once_linked(lc):
    """It triggers when its card becomes a link card, not at later timings: digivolving the
    linked Digimon draws only the digivolution bonus."""
    g = linked_position(lc, hand=("BT21-043",), links=("P-190",), memory=5)
    play(g, "digivolve a BT21-043")
    assert state(g)["players"]["p1"]["hand"] == ["ST1-02"]  # the bonus, no <Draw 1>
    assert not any("[When Linking]" in line for line in state(g)["log"])


def test_4_9_5_linking_past_the_limit_trashes_the_old_link_card(lc):
    g = linked_position(lc, links=("P-190",))
    play(g, "link BT21-047 a")
    assert battle(g, "p1")["a"]["links"] == ["BT21-047"]
    assert state(g)["players"]["p1"]["trash"] == ["P-190"]
    assert battle(g, "p1")["a"]["dp"] == 1000 + 2000


def test_4_9_6_link_cards_are_trashed_as_their_digimon_leaves(lc):
    """Deleted: the link card goes to the trash with it. Returned to the hand: the top card
    goes to the hand and the link card, a new card then, to the trash."""
    foe = {"battle": [{"id": "x", "cards": ["TST-3000"], "suspended": True}]}
    g = linked_position(lc, hand=(), links=("BT21-047",), p2=foe)
    play(g, "attack a x")  # 3000 DP each: both deleted in battle
    assert "a" not in battle(g, "p1")
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["BT21-041", "BT21-047"]
    g = linked_position(lc, hand=(), links=("BT21-047",))
    g.return_to_hand(g.permanent("a"))
    assert state(g)["players"]["p1"]["hand"] == ["BT21-041"]
    assert state(g)["players"]["p1"]["trash"] == ["BT21-047"]


def test_digivolving_keeps_the_link_card_that_still_fits(lc):
    """4-9-2: the link card isn't a stacked card, and the Digimon isn't a new card as it
    digivolves: into BT21-043 Sociamon, an Appmon, it keeps its link card and link DP."""
    g = linked_position(lc, hand=("BT21-043",), links=("BT21-047",), memory=5)
    play(g, "digivolve a BT21-043")
    a = battle(g, "p1")["a"]
    assert a["links"] == ["BT21-047"]
    assert a["dp"] == 4000 + 2000


def test_17_1_3_2_6_a_link_card_whose_requirement_no_longer_holds_is_trashed(lc):
    """Rulings Q4558, Q4578, Q4585 (BT21-054 Shotmon): a linked Digimon that digivolves into a
    card its link card can't link to loses the link card at the rule check."""
    g = linked_position(lc, hand=("ST3-05",), links=("BT21-047",), memory=5)
    play(g, "digivolve a ST3-05")
    a = battle(g, "p1")["a"]
    assert "links" not in a  # none left: the state JSON names links only where there are any
    assert "BT21-047" in state(g)["players"]["p1"]["trash"]
    assert a["dp"] == 4000  # ST3-05's own DP
    assert any("(17-1-3-2)" in line for line in state(g)["log"])


def test_16_40_link_plus_adds_to_the_link_limit(lc):
    """<Link +1>: 2 link cards; a third trashes the oldest (4-9-5)."""
    g = linked_position(lc, hand=("BT21-047", "BT23-007"), cards=("KW-89",), links=("P-190",))
    play(g, "link BT21-047 a")
    assert battle(g, "p1")["a"]["links"] == ["P-190", "BT21-047"]
    assert battle(g, "p1")["a"]["dp"] == 7000 + 2000 + 2000
    play(g, "link BT23-007 a")
    assert battle(g, "p1")["a"]["links"] == ["BT21-047", "BT23-007"]
    assert state(g)["players"]["p1"]["trash"] == ["P-190"]


def test_17_1_3_2_5_link_cards_past_a_lowered_limit_are_trashed(lc):
    """Two link cards on the <Link +1> Digimon, which digivolves into an Appmon without it:
    the rule check trashes the one past the limit, the oldest."""
    g = linked_position(lc, hand=("KW-88",), cards=("KW-89",), links=("P-190", "BT21-047"))
    play(g, "digivolve a KW-88")
    assert battle(g, "p1")["a"]["links"] == ["BT21-047"]
    assert state(g)["players"]["p1"]["trash"] == ["P-190"]


def test_8_2_2_1_2_dna_digivolving_trashes_both_digimons_link_cards(lc):
    """Both Digimon become new cards under the DNA card: their link cards are trashed just
    before (ruling Q5945), and the new Digimon has none."""
    g = position(
        lc,
        p1={
            "hand": ["KW-87"],
            "battle": [
                {"id": "a", "cards": ["KW-89"], "links": ["P-190"]},
                {"id": "b", "cards": ["KW-89"], "links": ["BT21-047"]},
            ],
        },
        memory=3,
    )
    play(g, "dna a b KW-87")
    assert "links" not in battle(g, "p1")["a"]  # the state JSON names only links there are
    assert battle(g, "p1")["a"]["dp"] == 12000
    assert sorted(state(g)["players"]["p1"]["trash"]) == ["BT21-047", "P-190"]
