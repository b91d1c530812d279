"""8-1-3 by an effect, the later printings: "1 of your other Digimon may digivolve into a
level 4 Digimon card in your hand with the digivolution cost reduced by 1" (another Digimon,
chosen among those that can; its cost less 1), "this Digimon may digivolve into [X] from your
trash for the digivolution cost" (from the trash, paying the card's cost); and a Digimon's
own way into a card ("can digivolve into [X] in your hand for a memory cost of 4"), which
such an effect may take (rulings Q682, Q697)."""

from __future__ import annotations

import pytest
from builders import compiled
from games import battle, kind, legal, play, position, state, with_cards
from keyword_cards import mon

(OTHER,) = compiled(
    "[On Play] 1 of your other Digimon may digivolve into a level 4 Digimon card in your hand "
    "with the digivolution cost reduced by 1."
)
(FROM_TRASH,) = compiled(
    "[On Play] This Digimon may digivolve into [Mon 67] from your trash for the digivolution cost."
)
(OWN_WAY,) = compiled(
    "[Your Turn] This Digimon can digivolve into a [Mon 70] in your hand for a memory cost of 2,"
    " ignoring its digivolution requirements."
)
(INTO_70_FROM_HAND,) = compiled(
    "[On Play] This Digimon may digivolve into [Mon 70] in your hand for the digivolution cost."
)
(INTO_70_FROM_TRASH,) = compiled(
    "[On Play] This Digimon may digivolve into [Mon 70] from your trash for the digivolution cost."
)


@pytest.fixture(scope="module")
def dc(pool):
    return with_cards(
        pool,
        mon("66", 3000, OTHER, level=3),
        mon("67", 6000, colors=("green",), level=4),  # from green Lv.3 for 2
        mon("68", 3000, FROM_TRASH, colors=("green",), level=3),
        mon("69", 3000, OWN_WAY, INTO_70_FROM_HAND, colors=("green",), level=3),
        mon("70", 9000, level=5),  # from red Lv.4 for 2: no requirement a green Lv.3 meets
        mon("71", 3000, OWN_WAY, INTO_70_FROM_TRASH, colors=("green",), level=3),
    )


def test_another_of_your_digimon_digivolves_for_its_cost_less_1(dc):
    g = position(
        dc,
        p1={"hand": ["KW-66", "KW-67"], "battle": [{"id": "x", "cards": ["TST-3000"]}]},
        memory=5,
    )
    play(g, "play KW-66")
    assert kind(g) == "optional"
    play(g, "yes")
    assert legal(g) == ["card KW-67", "done"]  # only x can: the new Digimon is "other"
    play(g, "card KW-67")
    assert battle(g, "p1")["x"]["cards"] == ["TST-3000", "KW-67"]
    assert state(g)["memory"] == 5 - 3 - (2 - 1)


def test_the_player_chooses_which_digimon_when_several_can(dc):
    g = position(
        dc,
        p1={
            "hand": ["KW-66", "KW-67"],
            "battle": [{"id": "x", "cards": ["TST-3000"]}, {"id": "y", "cards": ["TST-4000"]}],
        },
        memory=5,
    )
    play(g, "play KW-66", "yes")
    assert kind(g) == "target" and legal(g) == ["target x", "target y"]
    play(g, "target y", "card KW-67")
    assert battle(g, "p1")["y"]["cards"] == ["TST-4000", "KW-67"]


def test_this_digimon_digivolves_from_the_trash_paying_the_cost(dc):
    g = position(dc, p1={"hand": ["KW-68"], "trash": ["KW-67"]}, memory=5)
    play(g, "play KW-68", "yes", "card KW-67")
    (stack,) = battle(g, "p1").values()
    assert stack["cards"] == ["KW-68", "KW-67"]
    assert state(g)["players"]["p1"]["trash"] == []
    assert state(g)["memory"] == 5 - 3 - 2


def test_an_effect_digivolving_for_the_cost_may_take_the_digimons_own_way_in(dc):
    """An effect that digivolves for the digivolution cost may use "this Digimon can digivolve
    into [X] in your hand for a memory cost of 2, ignoring its digivolution requirements" on
    the Digimon, paying that cost (ST7-03 Guilmon and ST8-04 Veemon, rulings Q682, Q697)."""
    g = position(dc, p1={"hand": ["KW-69", "KW-70"]}, memory=5)
    play(g, "play KW-69", "yes")
    assert legal(g) == ["card KW-70", "done"]
    play(g, "card KW-70")
    (stack,) = battle(g, "p1").values()
    assert stack["cards"] == ["KW-69", "KW-70"]
    assert state(g)["memory"] == 5 - 3 - 2


def test_the_own_way_in_is_from_the_hand_only(dc):
    """The Digimon's own way in names a card in the hand: an effect digivolving from the trash
    can't take it, and without a requirement met there is nothing to digivolve into."""
    g = position(dc, p1={"hand": ["KW-71"], "trash": ["KW-70"]}, memory=5)
    play(g, "play KW-71", "yes")
    assert kind(g) == "main"  # no card to choose
    (stack,) = battle(g, "p1").values()
    assert stack["cards"] == ["KW-71"]
    assert state(g)["players"]["p1"]["trash"] == ["KW-70"]
