"""Comprehensive Rules 4-19 and 4-19: Digimon ACE cards and <Overflow>, memory lost when the
card leaves the battle area or the cards under a card."""

from __future__ import annotations

import pytest
from games import battle, play, position, state, with_cards
from keyword_cards import ERASE, TAMER, kw, mon, option

from digimon_tui.cards.model import Card
from digimon_tui.cards.text import card_text

ACE = {**mon("75", 9000, level=5), "overflow": 3}
"""A Digimon ACE card: <Overflow -3>."""
BOUNCE_THEIRS = option("76", {"do": "return_to_hand", "target": {"side": "opponents"}})
SAVER = {
    **mon("78", 3000, kw("material_save", 1)),
    "xros": {"reduce": 2, "materials": [{"name": "Mon 75"}]},
}
"""<DigiXros -2> [Mon 75]; <Material Save 1>: it may place the ACE under a Tamer."""
FROM_UNDER = option("79", {"do": "play_digivolution_card", "target": {"side": "your"}})
"""Play 1 Digimon card from under 1 of your Digimon."""


@pytest.fixture(scope="module")
def oc(pool):
    extra = (SAVER, FROM_UNDER, TAMER)
    return with_cards(pool, ACE, ERASE, BOUNCE_THEIRS, mon("77", 10000, level=6), *extra)


def test_4_19_1_an_ace_deleted_from_the_battle_area_costs_its_owner_memory(oc):
    """4-19-1, 4-19-2: p2's ACE is deleted on p1's turn: p2 loses 3 memory, which is 3
    more for p1."""
    g = position(
        oc,
        p1={"hand": ["KW-90"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "ace", "cards": ["KW-75"]}]},
        memory=2,
    )
    play(g, "option KW-90")
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 2 + 3
    assert any("<Overflow>" in line and "(4-19-1)" in line for line in state(g)["log"])


def test_4_19_1_an_ace_leaving_from_under_a_card_costs_memory(oc):
    """4-19-1: under a Digimon returned to the hand, the ACE goes to the trash: p2 loses 3."""
    g = position(
        oc,
        p1={"hand": ["KW-76"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "t", "cards": ["KW-75", "KW-77"]}]},
        memory=2,
    )
    play(g, "option KW-76")
    assert state(g)["players"]["p2"]["trash"] == ["KW-75"]
    assert state(g)["memory"] == 5


def test_4_19_1_an_ace_moved_from_under_a_digimon_to_under_a_tamer_costs_memory(oc):
    """4-19-1: <Material Save> moves the ACE from under the deleted Digimon to under p2's
    Tamer, another area: p2 loses 3, which is 3 more for p1."""
    g = position(
        oc,
        p1={"hand": ["KW-90"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={
            "battle": [
                {"id": "s", "cards": ["KW-75", "KW-78"]},
                {"id": "tam", "cards": ["KW-80"]},
            ]
        },
        memory=2,
    )
    play(g, "option KW-90", "material-save s")
    assert battle(g, "p2")["tam"]["cards"] == ["KW-75", "KW-80"]
    assert state(g)["memory"] == 2 + 3


def test_4_19_1_an_ace_played_from_under_a_digimon_costs_memory(oc):
    """4-19-1: played from under a Digimon as a new Digimon, the ACE leaves the cards under a
    card: p1 loses 3."""
    g = position(
        oc,
        p1={"hand": ["KW-79"], "battle": [{"id": "g", "cards": ["KW-75", "TST-1000"]}]},
        memory=5,
    )
    play(g, "option KW-79")
    assert sorted(c["cards"][-1] for c in battle(g, "p1").values()) == ["KW-75", "TST-1000"]
    assert state(g)["memory"] == 5 - 3


def test_4_19_1_an_ace_placed_under_a_card_by_a_digixros_costs_memory(oc):
    """4-19-1, 4-7-7: as a DigiXros material from the battle area, the ACE leaves it for
    the cards under the new Digimon: p1 pays 1 and loses 3."""
    g = position(oc, p1={"hand": ["KW-78"], "battle": [{"id": "a", "cards": ["KW-75"]}]}, memory=5)
    play(g, "play KW-78 xros a")
    assert [c["cards"] for c in battle(g, "p1").values()] == [["KW-75", "KW-78"]]
    assert state(g)["memory"] == 5 - 1 - 3


def test_4_19_1_an_ace_that_stays_in_the_battle_area_costs_nothing(oc):
    """Digivolving on top of it keeps the ACE in the battle area: no memory is lost."""
    g = position(oc, p1={"hand": ["KW-77"], "battle": [{"id": "a", "cards": ["KW-75"]}]}, memory=5)
    play(g, "digivolve a KW-77")
    assert battle(g, "p1")["a"]["cards"] == ["KW-75", "KW-77"]
    assert state(g)["memory"] == 5 - 2


def test_4_19_1_the_overflow_line_is_written_on_the_card():
    assert card_text(Card.model_validate(ACE))[0] == (
        "<Overflow -3> (When this card moves from the field or from under a card to "
        "another area, lose 3 memory.)"
    )


def test_4_19_1_an_ace_moving_from_the_breeding_area_to_the_battle_area_costs_nothing(oc):
    """4-19-1, 3-4: both areas are the field, so moving out of the breeding area in the
    breeding phase keeps the ACE on the field: no memory is lost."""
    g = position(oc, p1={"breeding": {"id": "b", "cards": ["ST1-01", "KW-75"]}}, phase="breeding")
    play(g, "move")
    assert battle(g, "p1")["b"]["cards"] == ["ST1-01", "KW-75"]
    assert state(g)["memory"] == 0


@pytest.mark.parametrize("leave", ["return_to_hand", "trash_stack"])
def test_4_19_1_an_ace_leaving_the_breeding_area_costs_memory(oc, leave):
    """4-19-1 (v4.2; v1.0's 11-4-1 named only the battle area): the breeding area is part of
    the field, so an ACE leaving it for another area costs its owner memory as one leaving
    the battle area does. No card of the pool moves a card out of the breeding area yet; the
    rule lives in the moves between areas, which any such effect will use."""
    g = position(oc, p2={"breeding": {"id": "b", "cards": ["ST1-01", "KW-75"]}}, memory=2)
    perm = g.players[1].breeding
    assert perm is not None
    getattr(g, leave)(perm)
    assert g.players[1].breeding is None
    assert state(g)["memory"] == 2 + 3
    assert any("<Overflow>" in line and "(4-19-1)" in line for line in state(g)["log"])


def test_4_19_1_a_printed_ace_card_in_the_pool_costs_memory_when_deleted(pool):
    """4-19-1: BT14-014, a Digimon ACE card with <Overflow -3>, deleted by p1's option: its
    owner p2 loses 3 memory, 3 more for p1."""
    assert pool["BT14-014"].overflow == 3
    g = position(
        with_cards(pool, ERASE),
        p1={"hand": ["KW-90"], "battle": [{"id": "g", "cards": ["TST-1000"]}]},
        p2={"battle": [{"id": "ace", "cards": ["BT14-014"]}]},
        memory=2,
    )
    play(g, "option KW-90")
    assert battle(g, "p2") == {}
    assert state(g)["memory"] == 2 + 3
