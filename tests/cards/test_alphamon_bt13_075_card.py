"""BT13-075 Alphamon (no official ruling), played where a wrong reading of its text would show:
its [On Play]/[When Digivolving] cost places an [X Antibody]/[Royal Knight] card from the trash
under it, and then only the opponent's Digimon with a play cost of 10 or more can't attack
players; "when an effect would remove this Digimon from the battle area" keeps it in play
against any effect that would take it away, trashing and placing in security too, once a
turn, for an [X Antibody]/[Royal Knight] card of its digivolution cards."""

from __future__ import annotations

import pytest
from games import battle, kind, legal, play, position, state, with_cards

# BT2-061 Andromon: black Lv.5, neither trait; BT13-017 Jesmon: [Royal Knight];
# BT2-020 Gallantmon: play cost 12.
TRASHER = {
    "number": "TST-2",
    "name": "Trasher",
    "category": "option",
    "colors": ["green"],
    "cost": 0,
    "effects": [{"timing": "main", "steps": [{"do": "trash", "target": {"side": "opponents"}}]}],
}
SECURER = {
    "number": "TST-3",
    "name": "Securer",
    "category": "option",
    "colors": ["green"],
    "cost": 0,
    "effects": [
        {"timing": "main", "steps": [{"do": "place_in_security", "target": {"side": "opponents"}}]}
    ],
}


def test_bt13_075_digivolving_stops_only_the_costly_digimon_attacking_players(pool):
    g = position(
        pool,
        p1={
            "hand": ["BT13-075"],
            "trash": ["BT13-017"],
            "battle": [{"id": "a", "cards": ["BT2-061"]}],
        },
        p2={"battle": [{"id": "x", "cards": ["BT2-020"]}, {"id": "y", "cards": ["TST-9000"]}]},
        memory=5,
    )
    play(g, "digivolve a BT13-075", "yes")
    assert battle(g, "p1")["a"]["cards"] == ["BT13-017", "BT2-061", "BT13-075"]
    play(g, "pass")
    assert "attack y player" in legal(g) and "attack x player" not in legal(g)


def _removed(pool, option: str, sources: list[str]):
    """On p2's turn, two of `option` in p2's hand against Alphamon `al` over `sources`."""
    g = position(
        with_cards(pool, TRASHER, SECURER),
        p1={"battle": [{"id": "al", "cards": [*sources, "BT13-075"]}]},
        p2={"hand": [option, option], "battle": [{"id": "x", "cards": ["TST-1000"]}]},
        turn="p2",
        memory=3,
    )
    return play(g, f"option {option}")


@pytest.mark.parametrize("option", ["TST-2", "TST-3"])
def test_bt13_075_keeps_itself_once_a_turn_against_trashing_or_placing_in_security(pool, option):
    g = _removed(pool, option, ["BT2-061", "BT13-017"])
    assert legal(g) == ["prevent BT13-075", "no-prevent"]
    play(g, "prevent BT13-075")
    assert battle(g, "p1")["al"]["cards"] == ["BT2-061", "BT13-075"]
    assert state(g)["players"]["p1"]["deck"] == 11  # Jesmon went under the deck
    play(g, f"option {option}")  # the second time, nothing keeps it
    assert battle(g, "p1") == {}


def test_bt13_075_keeps_itself_only_for_a_card_of_those_traits(pool):
    g = _removed(pool, "TST-2", ["BT2-061"])
    assert kind(g) == "main" and battle(g, "p1") == {}
