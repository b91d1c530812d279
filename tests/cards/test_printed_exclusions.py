"""Cards whose printed text excludes names or traits in parentheses ("(other than
[DoruGreymon], [BurningGreymon], or [DexDoruGreymon])", "(other than [Sea Animal])"), and
ST15-13, whose catalogue text never closes a reminder: each played where reading the
exclusion away, or losing the clause, would show.

A name in brackets alone is that exact name (2-3-1-2): the exclusion is of cards named so,
not of every name that contains it. "with [X] in its traits" is any trait that contains X
(2-3-2-3, 2-3-2-4), and the excluded [Sea Animal] is that exact trait: it doesn't count, a card
whose
trait is [Animal] still does."""

from __future__ import annotations

from typing import Any

import pytest
from games import battle, dummy, play, position, state, with_cards

from digimon_tui.cards.model import Card


def _digimon(number: str, name: str, **more: Any) -> dict[str, Any]:
    """A red level 5 Digimon without effects (6000 DP), named as the test needs."""
    return {
        "number": number,
        "name": name,
        "category": "digimon",
        "colors": ["red"],
        "level": 5,
        "cost": 5,
        "dp": 6000,
        "digivolve": [{"color": "red", "level": 4, "cost": 2}],
        **more,
    }


@pytest.fixture(scope="module")
def cards_plus(cards: dict[str, Card]) -> dict[str, Card]:
    return with_cards(
        cards,
        *(dummy(dp) for dp in (3000, 5000, 13000)),
        _digimon("TST-901", "BurningGreymon"),
        _digimon("TST-902", "DoruGreymon"),
        _digimon("TST-903", "SkullGreymon"),
        _digimon("TST-904", "Sea Beast", types=["Sea Animal"]),
        _digimon("TST-905", "Plain Beast", types=["Animal"]),
        _digimon("TST-906", "Ruler", types=["Sovereign"]),
        _digimon("TST-907", "Wall", effects=[{"keyword": "blocker"}]),
        _digimon("TST-908", "Black Five", colors=["black"]),
    )


def _dp_under(pool: dict[str, Card], under: str, top: str) -> int:
    g = position(pool, p1={"battle": [{"id": "s", "cards": [under, top]}]})
    return battle(g, "p1")["s"]["dp"]


# ---- "(other than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon])" ---------------


def test_bt5_010_greymon_inherited_gives_no_dp_under_a_burninggreymon(cards_plus):
    assert [_dp_under(cards_plus, "BT5-010", t) for t in ("TST-903", "TST-901")] == [8000, 6000]


def test_bt5_015_metalgreymon_alterous_mode_inherited_gives_no_dp_under_a_dorugreymon(
    cards_plus,
):
    assert [_dp_under(cards_plus, "BT5-015", t) for t in ("TST-903", "TST-902")] == [8000, 6000]


def _hand_after_attacking(pool: dict[str, Card], top: str) -> int:
    g = position(
        pool,
        p1={"battle": [{"id": "s", "cards": ["BT5-001", top]}]},
        p2={"security": ["ST1-02"] * 3},
    )
    before = len(state(g)["players"]["p1"]["hand"])
    play(g, "attack s player")
    return len(state(g)["players"]["p1"]["hand"]) - before


def test_bt5_001_koromon_inherited_draws_nothing_under_a_burninggreymon(cards_plus):
    assert [_hand_after_attacking(cards_plus, t) for t in ("TST-903", "TST-901")] == [1, 0]


def test_bt5_095_transcendent_sword_deletes_up_to_15000_dp_only_beside_a_greymon_not_excluded(
    cards_plus,
):
    survivors = []
    for mine in ("TST-903", "TST-901"):
        g = position(
            cards_plus,
            p1={"hand": ["BT5-095"], "battle": [{"id": "g", "cards": [mine]}]},
            p2={"battle": [{"id": "big", "cards": ["TST-13000"]}]},
            memory=10,
        )
        play(g, "option BT5-095")
        survivors.append(list(battle(g, "p2")))
    assert survivors == [[], ["big"]]


def test_bt4_092_marcus_damon_isnt_asked_when_a_burninggreymon_attacks(cards_plus):
    kinds = []
    for attacker in ("TST-903", "TST-901"):
        g = position(
            cards_plus,
            p1={"battle": [{"id": "t", "cards": ["BT4-092"]}, {"id": "a", "cards": [attacker]}]},
            p2={"security": ["ST1-02"] * 3},
        )
        play(g, "attack a player")
        pending = state(g)["pending"]
        kinds.append(pending["kind"] if pending else None)
    assert kinds[0] == "optional" and kinds[1] != "optional"


def test_bt5_007_agumon_doesnt_add_a_burninggreymon_it_reveals(cards_plus):
    g = position(
        cards_plus,
        p1={"hand": ["BT5-007"], "deck": ["TST-901", "TST-903", "ST1-02"] + ["ST1-02"] * 5},
        memory=5,
    )
    play(g, "play BT5-007")
    while (pending := state(g)["pending"]) and pending["kind"] != "main":
        play(g, str(g.legal_moves()[0]))
    hand = state(g)["players"]["p1"]["hand"]
    assert "TST-903" in hand and "TST-901" not in hand


def test_bt5_016_wargreymon_deletes_no_blocker_with_only_a_burninggreymon_under_it(cards_plus):
    left = []
    for under in ("TST-903", "TST-901"):
        g = position(
            cards_plus,
            p1={"hand": ["BT5-016"], "battle": [{"id": "w", "cards": [under]}]},
            p2={"battle": [{"id": "b", "cards": ["TST-907"]}]},
            memory=5,
        )
        play(g, "digivolve w BT5-016")
        left.append(list(battle(g, "p2")))
    assert left == [[], ["b"]]


# ---- "(other than [Sea Animal])" -------------------------------------------------------


def _returned(pool: dict[str, Card], trash: str) -> bool:
    """BT15-013 Birdramon digivolves with one card in the trash: is it returned?"""
    g = position(
        pool,
        p1={"hand": ["BT15-013"], "trash": [trash], "battle": [{"id": "b", "cards": ["BT15-007"]}]},
        memory=5,
    )
    play(g, "digivolve b BT15-013")
    while (pending := state(g)["pending"]) and pending["kind"] != "main":
        play(g, str(g.legal_moves()[0]))
    return trash in state(g)["players"]["p1"]["hand"]


def test_bt15_013_birdramon_returns_an_animal_but_not_a_sea_animal(cards_plus):
    assert [_returned(cards_plus, c) for c in ("TST-905", "TST-904")] == [True, False]


def test_bt15_001_yokomon_inherited_returns_an_animal_but_not_a_sea_animal(cards_plus):
    got = []
    for trash in ("TST-905", "TST-904"):
        g = position(
            cards_plus,
            p1={"trash": [trash], "battle": [{"id": "y", "cards": ["BT15-001", "TST-3000"]}]},
            p2={"battle": [{"id": "big", "cards": ["TST-5000"], "suspended": True}]},
        )
        play(g, "attack y big")
        while (pending := state(g)["pending"]) and pending["kind"] != "main":
            play(g, str(g.legal_moves()[0]))
        got.append(trash in state(g)["players"]["p1"]["hand"])
    assert got == [True, False]


def test_bt15_007_biyomon_may_trash_a_sovereign_but_not_a_sea_animal(cards_plus):
    """Its cost is a card with [Sovereign] (printed "[;Sovereign]" in the catalogue, a typo
    corrected) or [Animal] in its traits, other than [Sea Animal]: agreeing to it trashes
    the first, and can't pay with the second."""
    trashed = []
    for hand in ("TST-906", "TST-904"):
        g = position(
            cards_plus,
            p1={"hand": [hand], "battle": [{"id": "b", "cards": ["BT15-007"]}]},
            turn="p2",
        )
        play(g, "pass", "yes")
        while (pending := state(g)["pending"]) and pending["kind"] != "main":
            play(g, str(g.legal_moves()[0]))
        trashed.append(hand in state(g)["players"]["p1"]["trash"])
    assert trashed == [True, False]


# ---- an unclosed reminder --------------------------------------------------------------


def test_st15_13_hiandromon_when_digivolving_deletes_a_digimon_with_a_play_cost_of_8_or_less(
    cards_plus,
):
    g = position(
        cards_plus,
        p1={"hand": ["ST15-13"], "battle": [{"id": "h", "cards": ["TST-908"]}]},
        p2={"battle": [{"id": "f", "cards": ["TST-13000"]}]},
        memory=10,
    )
    play(g, "digivolve h ST15-13")
    assert battle(g, "p2") == {}
