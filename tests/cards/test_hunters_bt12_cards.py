"""BT12-087 Taiki Kudo, BT12-091 Airu Suzaki, BT12-093 Ren Tobari, BT12-094 Yuu Amano,
BT12-096 Tagiru Akashi and BT12-109 Overflowing Power (no official ruling), where a wrong
reading of their text would show: "If one of your Digimon digivolves into a Digimon card with
<Save> in its text, by suspending this Tamer and placing 1 card from under one of your Tamers
under that Digimon as one of its digivolution cards, reduce the digivolution cost by 1."
reduces a digivolution from the hand (15-8-5-1), its cost putting the card under the Digimon
that digivolves, not under a Tamer; "[Start of Your Main Phase] By placing 1 Digimon card with
<Save> in its text from your hand under this Tamer, ..." puts the card under the Tamer itself.
BT12-109 Overflowing Power digivolves into a card from under a Tamer, its colour waived while a
[Hunter] Tamer is in play."""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state

TAMERS = ["BT12-087", "BT12-091", "BT12-093", "BT12-094", "BT12-096"]


def _digivolving(pool, tamer: str, into: str, base: str):
    """p1's Digimon `a` (`base`) digivolves into `into`; Tamer `t` (`tamer`) has BT10-019
    under it, Tai (`u`) BT10-021."""
    g = position(
        pool,
        p1={
            "hand": [into],
            "battle": [
                {"id": "a", "cards": [base]},
                {"id": "t", "cards": ["BT10-019", tamer]},
                {"id": "u", "cards": ["BT10-021", "ST1-12"]},
            ],
        },
        memory=3,
    )
    return play(g, f"digivolve a {into}")


@pytest.mark.parametrize("tamer", TAMERS)
def test_bt12_hunter_tamer_reduces_a_save_digivolution_by_placing_a_card_under_it(pool, tamer):
    """Into BT12-077 Arresterdramon (<Save> in its text) from BT10-073: the Tamer suspends, the
    card chosen from under either Tamer (BT10-021 from Tai's) goes to the bottom of the
    digivolving Digimon, and the digivolution costs 2 - 1."""
    g = _digivolving(pool, tamer, "BT12-077", "BT10-073")
    play(g, "yes")
    assert legal(g) == ["card BT10-019", "card BT10-021"]
    play(g, "card BT10-021")
    p1 = battle(g, "p1")
    assert p1["a"]["cards"] == ["BT10-021", "BT10-073", "BT12-077"]
    assert p1["t"]["suspended"] is True and p1["t"]["cards"] == ["BT10-019", tamer]
    assert p1["u"]["cards"] == ["ST1-12"]
    assert state(g)["memory"] == 2


def test_bt12_087_declined_the_digivolution_costs_its_full_cost(pool):
    """Declined, nothing is placed and the Tamer stays unsuspended: 3 - 2."""
    g = _digivolving(pool, "BT12-087", "BT12-077", "BT10-073")
    play(g, "no")
    assert battle(g, "p1")["a"]["cards"] == ["BT10-073", "BT12-077"]
    assert battle(g, "p1")["t"]["suspended"] is False
    assert state(g)["memory"] == 1


def test_bt12_094_no_reduction_into_a_card_without_save(pool):
    """Into ST1-07 Greymon (no <Save> in its text): no question, the full cost 3 - 2."""
    g = _digivolving(pool, "BT12-094", "ST1-07", "ST1-03")
    assert kind(g) == "main"
    assert battle(g, "p1")["t"]["suspended"] is False
    assert state(g)["memory"] == 1


def test_bt12_094_start_of_main_places_a_save_card_from_the_hand_for_1_memory(pool):
    """Yuu Amano at the start of the main phase: BT10-019 (with <Save>) from the hand goes under
    Yuu, not ST1-07, for 1 memory."""
    g = position(
        pool,
        p1={"hand": ["BT10-019", "ST1-07"], "battle": [{"id": "t", "cards": ["BT12-094"]}]},
        phase="breeding",
        memory=3,
    )
    play(g, "yes")
    assert battle(g, "p1")["t"]["cards"] == ["BT10-019", "BT12-094"]
    assert state(g)["players"]["p1"]["hand"] == ["ST1-07"]
    assert state(g)["memory"] == 4


def _overflowing_power(pool, tamer: str):
    """A red Digimon and a Tamer with BT12-077 (<Save> in its text) and ST1-07 under it."""
    return position(
        pool,
        p1={
            "hand": ["BT12-109"],
            "battle": [
                {"id": "a", "cards": ["BT10-008"]},
                {"id": "t", "cards": ["BT12-077", "ST1-07", tamer]},
            ],
        },
        memory=3,
    )


def test_bt12_109_digivolves_into_a_save_card_from_under_a_tamer(pool):
    """BT12-109 Overflowing Power (purple) with the black [Hunter] Yuu Amano in play: usable
    without a purple card; Shoutmon digivolves into BT12-077 from under Yuu (not into ST1-07),
    paying its digivolution cost 2."""
    g = _overflowing_power(pool, "BT12-094")
    play(g, "option BT12-109")
    assert legal(g) == ["card BT12-077", "done"]
    play(g, "card BT12-077")
    assert battle(g, "p1")["a"]["cards"] == ["BT10-008", "BT12-077"]
    assert battle(g, "p1")["t"]["cards"] == ["ST1-07", "BT12-094"]
    assert state(g)["memory"] == 1


def test_bt12_109_needs_its_color_without_a_hunter_tamer(pool):
    """With Tai (no [Hunter] trait) instead, the purple Option can't be used."""
    assert "option BT12-109" not in legal(_overflowing_power(pool, "ST1-12"))
