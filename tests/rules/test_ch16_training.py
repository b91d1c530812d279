"""Comprehensive Rules 16-41: <Training>. In the main phase, suspending a Digimon with it
places the top card of its owner's deck as its bottom digivolution card (16-41-1, 16-41-3);
it is an activation-type effect (16-41-2) that works in the breeding area too.

The cards are the printed ones: EX9-008 Biyomon, EX9-016 Betamon (<Training>; inherited
<Raid>, <Jamming>). Positions are built with `position(...)` like scenario files.
"""

from __future__ import annotations

from games import battle, kind, legal, play, position, state

from digimon_tui.bots.card_game import CardGameBot
from digimon_tui.cards.text import card_text
from digimon_tui.engine import refusals

DECK = ["BT1-010", "ST1-03", "ST1-02"]
"""The deck, top card first: BT1-010 is placed."""


def _stack(g, player: str, pid: str) -> list[str]:
    where = state(g)["players"][player]
    stack = battle(g, player).get(pid) or where["breeding"]
    return stack["cards"]


def test_16_41_1_suspending_it_places_the_decks_top_card_at_the_bottom(pool):
    """16-41-1: `train b` suspends Biyomon and BT1-010, the deck's top card, becomes its
    bottom digivolution card, under Agumon."""
    g = position(
        pool,
        p1={"deck": DECK, "battle": [{"id": "b", "cards": ["ST1-03", "EX9-008"]}]},
        memory=3,
    )
    assert "train b" in legal(g)
    play(g, "train b")
    assert kind(g) == "main"
    assert battle(g, "p1")["b"]["suspended"] is True
    assert _stack(g, "p1", "b") == ["BT1-010", "ST1-03", "EX9-008"]
    assert state(g)["players"]["p1"]["deck"] == 2
    assert state(g)["memory"] == 3  # no cost but the suspension


def test_16_41_1_it_also_activates_in_the_breeding_area(pool):
    """16-41-1: "This effect can also activate in the breeding area": Betamon there trains."""
    g = position(
        pool,
        p1={"deck": DECK, "breeding": {"id": "e", "cards": ["ST1-01", "EX9-016"]}},
        memory=3,
    )
    assert "train e" in legal(g)
    play(g, "train e")
    assert state(g)["players"]["p1"]["breeding"]["suspended"] is True
    assert _stack(g, "p1", "e") == ["BT1-010", "ST1-01", "EX9-016"]


def test_6_2_1_a_digimon_suspended_in_the_breeding_area_unsuspends_next_turn(pool):
    """6-2-1: the unsuspend phase unsuspends every card on the field, the breeding area's
    too: Betamon, trained there, is unsuspended at the start of p1's next turn."""
    g = position(
        pool,
        p1={"deck": DECK, "breeding": {"id": "e", "cards": ["ST1-01", "EX9-016"]}},
        p2={"deck": DECK},
        memory=3,
    )
    play(g, "train e", "pass")
    while state(g)["turn"] != "p1":
        play(g, legal(g)[-1])
    assert state(g)["players"]["p1"]["breeding"]["suspended"] is False


def test_16_41_3_a_suspended_digimon_cant_train(pool):
    """16-41-3: suspending it is how it activates: a suspended Biyomon can't."""
    g = position(
        pool,
        p1={"deck": DECK, "battle": [{"id": "b", "cards": ["EX9-008"], "suspended": True}]},
        memory=3,
    )
    assert "train b" not in legal(g)
    assert "suspended" in refusals.why_illegal(g, "train b")


def test_16_41_1_only_a_digimon_that_has_it(pool):
    """A Digimon without <Training> isn't offered; nor is Biyomon's <Training> passed on to
    the Digimon above it (it isn't an inherited effect)."""
    g = position(
        pool,
        p1={"deck": DECK, "battle": [{"id": "d", "cards": ["EX9-008", "TST-5000"]}]},
        memory=3,
    )
    assert not [m for m in legal(g) if m.startswith("train")]
    assert "<Training>" in refusals.why_illegal(g, "train d")


def test_16_41_1_only_on_your_own_turn_in_the_main_phase(pool):
    """An activation-type effect is a main-phase action (6-5-1): p2's Biyomon can't train on
    p1's turn."""
    g = position(
        pool,
        p1={"battle": [{"id": "a", "cards": ["TST-3000"]}]},
        p2={"deck": DECK, "battle": [{"id": "b", "cards": ["EX9-008"]}]},
        memory=3,
    )
    assert not [m for m in legal(g) if m.startswith("train")]
    assert "not one of your Digimon" in refusals.why_illegal(g, "train b")


def test_16_41_1_with_an_empty_deck_it_suspends_and_places_nothing(pool):
    """With no deck card to place, the suspension still happens and the stack is unchanged."""
    g = position(
        pool,
        p1={"deck": [], "battle": [{"id": "b", "cards": ["EX9-008"]}]},
        memory=3,
    )
    play(g, "train b")
    assert battle(g, "p1")["b"]["suspended"] is True
    assert _stack(g, "p1", "b") == ["EX9-008"]


def test_16_41_the_bot_trains_a_digimon_that_cant_attack(pool):
    """The card-game bot trains in the breeding area, where attacking is no choice."""
    g = position(
        pool,
        p1={"deck": DECK, "breeding": {"id": "e", "cards": ["ST1-01", "EX9-016"]}},
        memory=3,
    )
    assert str(CardGameBot(level=2).choose(g)) == "train e"


def test_16_41_the_keyword_line_is_written_on_the_card(pool):
    assert card_text(pool["EX9-008"])[1] == (
        "<Training> (By suspending this Digimon in your main phase, place the top card of "
        "your deck as its bottom digivolution card. This effect also activates in the "
        "breeding area.)"
    )
