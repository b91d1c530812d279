"""Placing a card as a digivolution card by an effect: "place 1 ... from your hand (trash, or
hand or trash) under 1 of your Digimon as its bottom digivolution card". The card is a
digivolution card from then on (4-3-2) and its inherited effect counts (15-3-1); it is not a
digivolution (8-1), so no [When Digivolving] effect activates and no card is drawn for it;
with no Digimon to go under, the card stays where it was. Under a Tamer ("place 1 ... under
1 of your Tamers") a card is no digivolution card (4-8-1): its inherited effects don't
activate (4-8-1), and it goes below the cards already there (4-4-2)."""

from __future__ import annotations

import pytest
from builders import digimon, option
from games import battle, kind, legal, play, position, state, with_cards

SOURCE = digimon(
    "PL-1", level=3, colors=("green",), inherited="[Your Turn] This Digimon gets +1000 DP."
)
HOST = digimon("PL-2", dp=5000, text="[When Digivolving] Gain 2 memory.")
PLACE = option(
    "PL-3",
    text="[Main] Place 1 green Digimon card from your trash under 1 of your Digimon as its "
    "bottom digivolution card.",
)
DRAWER = digimon(
    "PL-5", level=3, colors=("green",), inherited="[Your Turn] When you play a Digimon, <Draw 1>."
)
UNDER_TAMER = option(
    "PL-6",
    text="[Main] Place 1 green Digimon card from your trash under 1 of your Tamers.",
)
FROM_UNDER = option(
    "PL-7",
    text="[Main] Place 1 green Digimon card from your hand or from under one of your Tamers "
    "under 1 of your Digimon as its bottom digivolution card.",
)
EITHER = option(
    "PL-4",
    text="[Main] Place 1 green Digimon card from your hand or trash under 1 of your Digimon "
    "as its bottom digivolution card.",
)


@pytest.fixture(scope="module")
def pc(pool):
    return with_cards(pool, SOURCE, HOST, PLACE, EITHER, DRAWER, UNDER_TAMER, FROM_UNDER)


def test_the_placed_card_goes_under_the_chosen_digimon_and_its_inherited_effect_counts(pc):
    """4-3-2, 15-3-1: under the Digimon the player chose, at the bottom, inherited effect on."""
    g = position(
        pc,
        p1={
            "hand": ["PL-3"],
            "trash": ["PL-1"],
            "battle": [{"id": "a", "cards": ["ST1-03"]}, {"id": "h", "cards": ["ST1-02", "PL-2"]}],
        },
        memory=3,
    )
    play(g, "option PL-3")  # the one card that fits is taken; the Digimon is asked
    assert sorted(legal(g)) == ["target a", "target h"]
    play(g, "target h")
    assert battle(g, "p1")["h"]["cards"] == ["PL-1", "ST1-02", "PL-2"]
    assert battle(g, "p1")["h"]["dp"] == 6000
    assert state(g)["players"]["p1"]["trash"] == ["PL-3"]


def test_placing_is_not_digivolving_no_when_digivolving_and_no_draw(pc):
    """8-1: the top card doesn't change, so nothing of a digivolution happens."""
    g = position(
        pc,
        p1={
            "hand": ["PL-3"],
            "trash": ["PL-1"],
            "battle": [{"id": "h", "cards": ["ST1-02", "PL-2"]}],
        },
        memory=3,
    )
    play(g, "option PL-3")
    assert battle(g, "p1")["h"]["cards"] == ["PL-1", "ST1-02", "PL-2"]
    assert state(g)["memory"] == 3  # the option cost 0; no "gain 2 memory"
    assert state(g)["players"]["p1"]["hand"] == []  # no digivolution draw


def test_with_no_digimon_to_go_under_the_card_stays_in_the_trash(pc):
    """A Tamer is no Digimon to go under (4-8-1)."""
    g = position(
        pc,
        p1={"hand": ["PL-3"], "trash": ["PL-1"], "battle": [{"id": "t", "cards": ["ST1-12"]}]},
        memory=3,
    )
    play(g, "option PL-3")
    assert kind(g) == "main"
    assert state(g)["players"]["p1"]["trash"] == ["PL-1", "PL-3"]


def test_from_the_hand_or_trash_the_player_may_pass_on_the_hand_for_the_trash(pc):
    """ "from your hand or trash": the player chooses which; `done` at the hand looks in the
    trash (a card in the hand doesn't force that one)."""
    g = position(
        pc,
        p1={
            "hand": ["PL-4", "PL-1"],
            "trash": ["PL-1"],
            "battle": [{"id": "h", "cards": ["ST1-02", "PL-2"]}],
        },
        memory=3,
    )
    play(g, "option PL-4")
    assert "done" in legal(g)
    play(g, "done")
    assert battle(g, "p1")["h"]["cards"] == ["PL-1", "ST1-02", "PL-2"]
    assert state(g)["players"]["p1"]["hand"] == ["PL-1"]
    assert state(g)["players"]["p1"]["trash"] == ["PL-4"]


def test_under_a_tamer_the_card_goes_below_the_others_and_gives_no_inherited_effect(pc):
    """4-8-1, 4-4-2: the Tamer chosen, at the bottom; playing a Digimon afterwards
    draws nothing, as it would with the card under a Digimon."""
    g = position(
        pc,
        p1={
            "hand": ["PL-6", "ST1-03"],
            "trash": ["PL-5"],
            "battle": [
                {"id": "t", "cards": ["ST1-02", "ST1-12"]},
                {"id": "u", "cards": ["ST1-12"]},
            ],
        },
        memory=5,
    )
    play(g, "option PL-6")
    assert sorted(legal(g)) == ["target t", "target u"]  # only Tamers
    play(g, "target t")
    assert battle(g, "p1")["t"]["cards"] == ["PL-5", "ST1-02", "ST1-12"]
    play(g, "play ST1-03")
    assert state(g)["players"]["p1"]["hand"] == []


def test_from_under_a_tamer_the_card_leaves_the_tamer_for_the_digimon(pc):
    """ "from your hand or from under one of your Tamers": a card under a Tamer may be taken;
    not one under a Digimon that digivolved from a Tamer (its cards are digivolution cards)."""
    g = position(
        pc,
        p1={
            "hand": ["PL-7"],
            "battle": [
                {"id": "t", "cards": ["PL-1", "ST1-12"]},
                {"id": "h", "cards": ["PL-5", "BT4-092", "BT4-011"]},
            ],
        },
        memory=5,
    )
    play(g, "option PL-7")  # the one card under a Tamer; PL-5 under h is a digivolution card
    assert battle(g, "p1")["t"]["cards"] == ["ST1-12"]
    assert battle(g, "p1")["h"]["cards"] == ["PL-1", "PL-5", "BT4-092", "BT4-011"]
